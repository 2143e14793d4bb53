#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
#include <gasp_upc.h>
#define UPCGA_GASP_LOCAL 1
#include <upcga_gasp.h>
static const int upcga_gasp_entry_profile_events __attribute__((used, section("upcga_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/gasp/profile_events.upc"
/* profile_events.upc - a program for the GASP instrumentation tests (tests/gasp_instrument.rs):
   one construct of each kind the tests look for, on known lines. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int *shared p`: a GA array (on thread 0); this thread's part is p_local. */
int g_p;
upcga_ptr_t *p_local;
#line 8 "tests/in/gasp/profile_events.upc"
upcga_ptr_t lock;

static int work(int k) {
    gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_START, "tests/in/gasp/profile_events.upc", 11, 1, "static int work(int k)");
    {
        int upcga_return = k + 1;
        gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_END, "tests/in/gasp/profile_events.upc", 12, 5, "static int work(int k)");
        return upcga_return;
    }
}
#line 15 "tests/in/gasp/profile_events.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_START, "tests/in/gasp/profile_events.upc", 16, 1, "int main(void)");
    int i, s = 0;
    unsigned ev = gasp_create_event(upcga_gasp_context, "phase", "%d");
    lock = ({ gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_START, "tests/in/gasp/profile_events.upc", 19, 12); __auto_type upcga_result = upcga_all_lock_alloc(); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_END, "tests/in/gasp/profile_events.upc", 19, 12, &upcga_result); upcga_result; });
    gasp_event_notify(upcga_gasp_context, ev, GASP_START, "tests/in/gasp/profile_events.upc", 20, 5, 7);
    {
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_START, "tests/in/gasp/profile_events.upc", 21, 5);
#line 21 "tests/in/gasp/profile_events.upc"
        {
#line 21 "tests/in/gasp/profile_events.upc"
            int upcga_nested1 = upcga_forall_control;
            upcga_forall_control = 1;
#line 21 "tests/in/gasp/profile_events.upc"
            i = 0;
#line 21 "tests/in/gasp/profile_events.upc"
            if (!upcga_nested1)
                i = upcga_forall_first(i, 1);
#line 21 "tests/in/gasp/profile_events.upc"
            for (; i < 4 * THREADS; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1))
                ({ upcga_ptr_t upcga_pp = a_ref(i); int upcga_pv = work(i); upcga_gasp_access(GASP_UPC_PUT, GASP_START, "tests/in/gasp/profile_events.upc", 22, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "tests/in/gasp/profile_events.upc", 22, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
#line 21 "tests/in/gasp/profile_events.upc"
            upcga_forall_control = upcga_nested1;
        }
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_END, "tests/in/gasp/profile_events.upc", 21, 5);
    }
#line 23 "tests/in/gasp/profile_events.upc"
    gasp_event_notify(upcga_gasp_context, ev, GASP_END, "tests/in/gasp/profile_events.upc", 23, 5, 7);
    {
        int upcga_value = 3;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "tests/in/gasp/profile_events.upc", 24, 5, 1, upcga_value);
        upcga_barrier_value(upcga_value);
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "tests/in/gasp/profile_events.upc", 24, 5, 1, upcga_value);
    }
#line 25 "tests/in/gasp/profile_events.upc"
    s = ({ upcga_ptr_t upcga_gp = a_ref((MYTHREAD + 1) % THREADS); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "tests/in/gasp/profile_events.upc", 25, 9, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "tests/in/gasp/profile_events.upc", 25, 9, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; });
    ({ __auto_type upcga_arg0 = lock; gasp_event_notify(upcga_gasp_context, GASP_UPC_LOCK, GASP_START, "tests/in/gasp/profile_events.upc", 26, 5, &upcga_arg0); upcga_lock(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_LOCK, GASP_END, "tests/in/gasp/profile_events.upc", 26, 5, &upcga_arg0); });
    ({ __auto_type upcga_arg0 = lock; gasp_event_notify(upcga_gasp_context, GASP_UPC_UNLOCK, GASP_START, "tests/in/gasp/profile_events.upc", 27, 5, &upcga_arg0); upcga_unlock(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_UNLOCK, GASP_END, "tests/in/gasp/profile_events.upc", 27, 5, &upcga_arg0); });
    ;
    s += a_get(0);
    ;
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "tests/in/gasp/profile_events.upc", 31, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "tests/in/gasp/profile_events.upc", 31, 5, 0, upcga_value);
    }
#line 32 "tests/in/gasp/profile_events.upc"
    if (MYTHREAD == 0)
        printf("s=%d\n", s);
    {
        int upcga_return = 0;
        {
            int upcga_status = (int)upcga_return;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "tests/in/gasp/profile_events.upc", 34, 5, upcga_status);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "tests/in/gasp/profile_events.upc", 34, 5, upcga_status);
        }
        gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_END, "tests/in/gasp/profile_events.upc", 34, 5, "int main(void)");
        return upcga_return;
    }
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_profile_events __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_profile_events(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_p = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "p", block, upcga_one_block);
        p_local = upcga_own_row(g_p, sizeof(upcga_ptr_t));
    }
    upcga_gasp_object_site(g_a, "tests/in/gasp/profile_events.upc", 6);
    upcga_gasp_object_site(g_p, "tests/in/gasp/profile_events.upc", 7);
}
static void (*const upcga_create_profile_events_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_profile_events;
