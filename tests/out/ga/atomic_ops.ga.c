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
typedef struct pgas_upc_atomicdomain upc_atomicdomain_t;
typedef int upc_atomichint_t;
#line 1 "samples/upc/atomic_ops.upc"
/* atomic_ops.upc - <upc_atomic.h>: a domain from upc_all_atomicdomain_alloc; UPC_INC, UPC_DEC, UPC_ADD, UPC_SUB, UPC_SET, UPC_GET, UPC_CSWAP, UPC_MAX with fetched values, relaxed and strict. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared long counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
long *counter_local;
/* `&counter`: a pointer-to-shared. */
static inline upcga_ptr_t counter_ref(void) {
    upcga_ptr_t p = { g_counter, 0, 0, 0 };
    return p;
}
/* `shared long total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
long *total_local;
/* `&total`: a pointer-to-shared. */
static inline upcga_ptr_t total_ref(void) {
    upcga_ptr_t p = { g_total, 0, 0, 0 };
    return p;
}
/* `shared long maxseen`: a GA array (on thread 0); this thread's part is maxseen_local. */
int g_maxseen;
long *maxseen_local;
/* `&maxseen`: a pointer-to-shared. */
static inline upcga_ptr_t maxseen_ref(void) {
    upcga_ptr_t p = { g_maxseen, 0, 0, 0 };
    return p;
}
/* `shared long slots[THREADS]`: a GA array (one row per thread); this thread's part is slots_local. */
int g_slots;
long *slots_local;
/* `slots[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long slots_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_slots, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        slots_local[pos] = v;
    else
        upcga_put_at(g_slots, t, pos, &v, sizeof v);
    return v;
}
/* `&slots[i]`: a pointer-to-shared. */
static inline upcga_ptr_t slots_ref(long i) {
    upcga_ptr_t p = { g_slots, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared long tickets[20 * THREADS]`: a GA array (one row per thread); this thread's part is tickets_local. */
int g_tickets;
long *tickets_local;
/* `tickets[i]`: read in place on its thread or node, else NGA_Get. */
static inline long tickets_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_tickets, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return tickets_local[pos];
    upcga_get_at(g_tickets, t, pos, &v, sizeof v);
    return v;
}
/* `tickets[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long tickets_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_tickets, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        tickets_local[pos] = v;
    else
        upcga_put_at(g_tickets, t, pos, &v, sizeof v);
    return v;
}
/* `&tickets[i]`: a pointer-to-shared. */
static inline upcga_ptr_t tickets_ref(long i) {
    upcga_ptr_t p = { g_tickets, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
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
#line 11 "samples/upc/atomic_ops.upc"
/* ticket value -> thread that drew it */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int k, t, errors = 0;
    long one = 1, v, fetched, zero = 0;
    upcga_ptr_t dom = upcga_all_atomicdomain_alloc(7, (upc_op_t)1 << 15 | (upc_op_t)1 << 16 | (upc_op_t)1 << 0 | (upc_op_t)1 << 14 | (upc_op_t)1 << 12 | (upc_op_t)1 << 11 | (upc_op_t)1 << 13 | (upc_op_t)1 << 8, 0);


    if (MYTHREAD == 0) {
        upcga_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, counter_ref(), &zero, (void *)0);
        upcga_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, total_ref(), &zero, (void *)0);
        upcga_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, maxseen_ref(), &zero, (void *)0);
    }
    upcga_barrier();

    /* UPC_INC with fetch: every fetched value is a distinct ticket */
    for (k = 0; k < 20; k++) {
        upcga_atomic_relaxed(dom, &fetched, (upc_op_t)1 << 15, counter_ref(), (void *)0, (void *)0);
        tickets_set(fetched, MYTHREAD);
    }
    /* UPC_ADD and UPC_SUB, UPC_MAX */
    v = 10L * (MYTHREAD + 1);
    upcga_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 0, total_ref(), &v, (void *)0);
    upcga_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 14, total_ref(), &one, (void *)0);
    upcga_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 8, maxseen_ref(), &v, (void *)0);
    /* UPC_DEC then UPC_INC leaves a value unchanged */
    upcga_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 16, slots_ref(MYTHREAD), (void *)0, (void *)0);
    upcga_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 15, slots_ref(MYTHREAD), (void *)0, (void *)0);
    /* UPC_CSWAP: only a matching expected value swaps */
    {
        long expect = 0, newval = 7, wrong = 99;
        upcga_atomic_relaxed(dom, &fetched, (upc_op_t)1 << 13, slots_ref(MYTHREAD), &wrong, &newval);
        if (fetched != 0)
            slots_set(MYTHREAD, -100);
        upcga_atomic_relaxed(dom, &fetched, (upc_op_t)1 << 13, slots_ref(MYTHREAD), &expect, &newval);
        if (fetched != 0)
            slots_set(MYTHREAD, -200);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        long c, tot, mx;
        upcga_atomic_strict(dom, &c, (upc_op_t)1 << 11, counter_ref(), (void *)0, (void *)0);
        upcga_atomic_strict(dom, &tot, (upc_op_t)1 << 11, total_ref(), (void *)0, (void *)0);
        upcga_atomic_strict(dom, &mx, (upc_op_t)1 << 11, maxseen_ref(), (void *)0, (void *)0);
        if (c != (long)20 * THREADS || tot != 5L * THREADS * (THREADS + 1) - THREADS || mx != 10L * THREADS) {
            printf("FAIL: atomic_ops: counter %ld, total %ld, max %ld\n", c, tot, mx);
            errors++;
        }
        for (t = 0; t < THREADS; t++) {
            int n = 0;
            long s;
            {
#line 65 "samples/upc/atomic_ops.upc"
                /* The loop's reads of shared arrays by its counter, in one bulk read each. */
                long upcga_gather_lo1 = (long)0;
                long upcga_gather_hi1 = (long)(20 * THREADS);
#line 65 "samples/upc/atomic_ops.upc"
                if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)(20 * THREADS) && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(long))) {
                    long upcga_gathered2[16384 / sizeof(long)];
                    if (upcga_gather_lo1 < upcga_gather_hi1) {
                        upcga_get_range(upcga_gathered2, upcga_add(tickets_ref(0), sizeof(long), upcga_gather_lo1, 1), sizeof(long), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    }
#line 65 "samples/upc/atomic_ops.upc"
                    for (k = 0; k < 20 * THREADS; k++)
                        n += upcga_gathered2[k - upcga_gather_lo1] == t;
                } else
#line 65 "samples/upc/atomic_ops.upc"
                    for (k = 0; k < 20 * THREADS; k++)
                        n += tickets_get(k) == t;
            }
#line 67 "samples/upc/atomic_ops.upc"
            upcga_atomic_strict(dom, &s, (upc_op_t)1 << 11, slots_ref(t), (void *)0, (void *)0);
            if (n != 20 || s != 7)
                errors++;
        }
        if (errors)
            printf("FAIL: atomic_ops: %d errors\n", errors);
        else
            printf("PASS: atomic_ops\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_all_atomicdomain_free(dom);
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_atomic_ops __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_atomic_ops(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_LONG, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_LONG, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_maxseen = NGA_Create_irreg(C_LONG, 2, dims, "maxseen", block, upcga_one_block);
        maxseen_local = upcga_own_row(g_maxseen, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_slots = NGA_Create_irreg(C_LONG, 2, dims, "slots", block, upcga_rows);
        slots_local = upcga_own_row(g_slots, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(20 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_tickets = NGA_Create_irreg(C_LONG, 2, dims, "tickets", block, upcga_rows);
        tickets_local = upcga_own_row(g_tickets, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_atomic_ops_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_atomic_ops;
