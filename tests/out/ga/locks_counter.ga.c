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
#line 1 "samples/upc/locks_counter.upc"
/* locks_counter.upc - a lock from upc_all_lock_alloc protecting a shared counter and a shared log of tickets; freed with upc_all_lock_free. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
int *counter_local;
/* `counter`: read in place on its thread or node, else NGA_Get. */
static inline int counter_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counter_local[pos];
    upcga_get_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `counter` = v: written in place on its thread or node, else NGA_Put. */
static inline int counter_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        counter_local[pos] = v;
    else
        upcga_put_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `shared int ticket_owner[25 * THREADS]`: a GA array (one row per thread); this thread's part is ticket_owner_local. */
int g_ticket_owner;
int *ticket_owner_local;
/* `ticket_owner[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ticket_owner_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ticket_owner, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ticket_owner_local[pos];
    upcga_get_at(g_ticket_owner, t, pos, &v, sizeof v);
    return v;
}
/* `ticket_owner[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ticket_owner_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ticket_owner, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ticket_owner_local[pos] = v;
    else
        upcga_put_at(g_ticket_owner, t, pos, &v, sizeof v);
    return v;
}
/* `&ticket_owner[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ticket_owner_ref(long i) {
    upcga_ptr_t p = { g_ticket_owner, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 7 "samples/upc/locks_counter.upc"
/* ticket k was taken by this thread */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int k, t, errors = 0;
    /* every thread gets the same lock */
#line 13 "samples/upc/locks_counter.upc"
    upcga_ptr_t lock = upcga_all_lock_alloc();

    if (MYTHREAD == 0)
        counter_set(0);
    upcga_barrier();
    for (k = 0; k < 25; k++) {
        upcga_lock(lock);
        /* a read-modify-write no other thread interleaves */
#line 20 "samples/upc/locks_counter.upc"
        ticket_owner_set(counter_get(), MYTHREAD);
        counter_set(counter_get() + 1);
        upcga_unlock(lock);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        if (counter_get() != 25 * THREADS) {
            printf("FAIL: locks_counter: counter is %d, expected %d\n", counter_get(), 25 * THREADS);
            errors++;
        }
        /* every thread took exactly K tickets */
        for (t = 0; t < THREADS; t++) {
            int n = 0;
            {
#line 34 "samples/upc/locks_counter.upc"
                /* The loop's reads of shared arrays by its counter, in one bulk read each. */
                long upcga_gather_lo1 = (long)0;
                long upcga_gather_hi1 = (long)(25 * THREADS);
#line 34 "samples/upc/locks_counter.upc"
                if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)(25 * THREADS) && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                    int upcga_gathered2[16384 / sizeof(int)];
                    if (upcga_gather_lo1 < upcga_gather_hi1) {
                        upcga_get_range(upcga_gathered2, upcga_add(ticket_owner_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    }
#line 34 "samples/upc/locks_counter.upc"
                    for (k = 0; k < 25 * THREADS; k++)
                        n += upcga_gathered2[k - upcga_gather_lo1] == t;
                } else
#line 34 "samples/upc/locks_counter.upc"
                    for (k = 0; k < 25 * THREADS; k++)
                        n += ticket_owner_get(k) == t;
            }
#line 36 "samples/upc/locks_counter.upc"
            if (n != 25) {
                printf("FAIL: locks_counter: thread %d holds %d tickets\n", t, n);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: locks_counter: %d errors\n", errors);
        else
            printf("PASS: locks_counter\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_all_lock_free(lock);
    return verdict_get();
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
}
static void (*const upcga_create_locks_counter_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_locks_counter;
