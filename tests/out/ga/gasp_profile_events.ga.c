#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
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
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `shared int *shared p`: a GA array (on thread 0); this thread's part is p_local. */
int g_p;
upcga_ptr_t *p_local;
#line 8 "tests/in/gasp/profile_events.upc"
upcga_ptr_t lock;

static int work(int k) {

    return k + 1;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, s = 0;
    unsigned ev = ((void)"phase", (void)"%d", 0u);
    lock = upcga_all_lock_alloc();
    (void)0;
    {
#line 21 "tests/in/gasp/profile_events.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 21 "tests/in/gasp/profile_events.upc"
        i = 0;
#line 21 "tests/in/gasp/profile_events.upc"
        if (upcga_nested1)
#line 21 "tests/in/gasp/profile_events.upc"
            for (; i < 4 * THREADS; i++)
                a_set(i, work(i));
        else {
#line 21 "tests/in/gasp/profile_events.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_a = a_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 21 "tests/in/gasp/profile_events.upc"
            long upcga_bound = 4 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 21 "tests/in/gasp/profile_events.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 21 "tests/in/gasp/profile_events.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a = work(i);
#line 21 "tests/in/gasp/profile_events.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++)
                *upcga_local_a = work(i);
        }
#line 21 "tests/in/gasp/profile_events.upc"
        upcga_forall_control = upcga_nested1;
    }
    (void)0;
    upcga_barrier_value(3);
    s = a_get((MYTHREAD + 1) % THREADS);
    upcga_lock(lock);
    upcga_unlock(lock);
    ;
    s += a_get(0);
    ;
    upcga_barrier();
    if (MYTHREAD == 0)
        printf("s=%d\n", s);
    return 0;
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
}
static void (*const upcga_create_profile_events_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_profile_events;
