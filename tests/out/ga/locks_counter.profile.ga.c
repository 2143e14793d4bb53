#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
#include <gasp_upc.h>
#define UPCGA_GASP_LOCAL 1
#include <upcga_gasp.h>
static const int upcga_gasp_entry_locks_counter __attribute__((used, section("upcga_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/locks_counter.upc"
/* locks_counter.upc - a lock from upc_all_lock_alloc protecting a shared counter and a shared log of tickets; freed with upc_all_lock_free. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
int *counter_local;
/* `&counter`: a pointer-to-shared. */
static inline upcga_ptr_t counter_ref(void) {
    upcga_ptr_t p = { g_counter, 0, 0, 0 };
    return p;
}
/* `shared int ticket_owner[25 * THREADS]`: a GA array (one row per thread); this thread's part is ticket_owner_local. */
int g_ticket_owner;
int *ticket_owner_local;
/* `&ticket_owner[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ticket_owner_ref(long i) {
    upcga_ptr_t p = { g_ticket_owner, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `&verdict`: a pointer-to-shared. */
static inline upcga_ptr_t verdict_ref(void) {
    upcga_ptr_t p = { g_verdict, 0, 0, 0 };
    return p;
}
#line 7 "samples/upc/locks_counter.upc"
/* ticket k was taken by this thread */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int k, t, errors = 0;
    /* every thread gets the same lock */
#line 13 "samples/upc/locks_counter.upc"
    upcga_ptr_t lock = ({ gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_START, "samples/upc/locks_counter.upc", 13, 24); __auto_type upcga_result = upcga_all_lock_alloc(); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_END, "samples/upc/locks_counter.upc", 13, 24, &upcga_result); upcga_result; });

    if (MYTHREAD == 0)
        ({ upcga_ptr_t upcga_pp = counter_ref(); int upcga_pv = 0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 16, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 16, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/locks_counter.upc", 17, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/locks_counter.upc", 17, 5, 0, upcga_value);
    }
#line 18 "samples/upc/locks_counter.upc"
    for (k = 0; k < 25; k++) {
        ({ __auto_type upcga_arg0 = lock; gasp_event_notify(upcga_gasp_context, GASP_UPC_LOCK, GASP_START, "samples/upc/locks_counter.upc", 19, 9, &upcga_arg0); upcga_lock(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_LOCK, GASP_END, "samples/upc/locks_counter.upc", 19, 9, &upcga_arg0); });
        /* a read-modify-write no other thread interleaves */
#line 20 "samples/upc/locks_counter.upc"
        ({ upcga_ptr_t upcga_pp = ticket_owner_ref(({ upcga_ptr_t upcga_gp = counter_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 20, 22, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 20, 22, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; })); int upcga_pv = MYTHREAD; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 20, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 20, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
        ({ upcga_ptr_t upcga_pp = counter_ref(); int upcga_pv = ({ upcga_ptr_t upcga_gp = counter_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 21, 19, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 21, 19, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) + 1; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 21, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 21, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
        ({ __auto_type upcga_arg0 = lock; gasp_event_notify(upcga_gasp_context, GASP_UPC_UNLOCK, GASP_START, "samples/upc/locks_counter.upc", 22, 9, &upcga_arg0); upcga_unlock(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_UNLOCK, GASP_END, "samples/upc/locks_counter.upc", 22, 9, &upcga_arg0); });
    }
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/locks_counter.upc", 24, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/locks_counter.upc", 24, 5, 0, upcga_value);
    }
#line 26 "samples/upc/locks_counter.upc"
    if (MYTHREAD == 0) {
        if (({ upcga_ptr_t upcga_gp = counter_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 27, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 27, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != 25 * THREADS) {
            printf("FAIL: locks_counter: counter is %d, expected %d\n", ({ upcga_ptr_t upcga_gp = counter_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 28, 73, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 28, 73, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }), 25 * THREADS);
            errors++;
        }
        /* every thread took exactly K tickets */
        for (t = 0; t < THREADS; t++) {
            int n = 0;
            for (k = 0; k < 25 * THREADS; k++)
                n += ({ upcga_ptr_t upcga_gp = ticket_owner_ref(k); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 35, 22, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 35, 22, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) == t;
            if (n != 25) {
                printf("FAIL: locks_counter: thread %d holds %d tickets\n", t, n);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: locks_counter: %d errors\n", errors);
        else
            printf("PASS: locks_counter\n");
        ({ upcga_ptr_t upcga_pp = verdict_ref(); int upcga_pv = errors != 0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 45, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 45, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
    }
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/locks_counter.upc", 47, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/locks_counter.upc", 47, 5, 0, upcga_value);
    }
#line 48 "samples/upc/locks_counter.upc"
    ({ __auto_type upcga_arg0 = lock; gasp_event_notify(upcga_gasp_context, GASP_UPC_LOCK_FREE, GASP_START, "samples/upc/locks_counter.upc", 48, 5, &upcga_arg0); upcga_all_lock_free(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_LOCK_FREE, GASP_END, "samples/upc/locks_counter.upc", 48, 5, &upcga_arg0); });
    {
        int upcga_return = ({ upcga_ptr_t upcga_gp = verdict_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 49, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 49, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; });
        {
            int upcga_status = (int)upcga_return;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/locks_counter.upc", 49, 5, upcga_status);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/locks_counter.upc", 49, 5, upcga_status);
        }
        return upcga_return;
    }
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_locks_counter __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_locks_counter(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_INT, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(25 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ticket_owner = NGA_Create_irreg(C_INT, 2, dims, "ticket_owner", block, upcga_rows);
        ticket_owner_local = upcga_own_row(g_ticket_owner, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
    upcga_gasp_object_site(g_counter, "samples/upc/locks_counter.upc", 6);
    upcga_gasp_object_site(g_ticket_owner, "samples/upc/locks_counter.upc", 7);
    upcga_gasp_object_site(g_verdict, "samples/upc/locks_counter.upc", 8);
}
static void (*const upcga_create_locks_counter_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_locks_counter;
