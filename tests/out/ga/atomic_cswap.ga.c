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
#line 1 "samples/upc/atomic_cswap.upc"
/* atomic_cswap.upc - a lock-free shared stack built on UPC_CSWAP over int in a strict domain (hint chosen with upc_atomic_isfast): pushes from every thread are all kept. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int top`: a GA array (on thread 0); this thread's part is top_local. */
int g_top;
int *top_local;
/* `&top`: a pointer-to-shared. */
static inline upcga_ptr_t top_ref(void) {
    upcga_ptr_t p = { g_top, 0, 0, 0 };
    return p;
}
/* `shared int next[12 * THREADS]`: a GA array (one row per thread); this thread's part is next_local. */
int g_next;
int *next_local;
/* `next[i]`: read in place on its thread or node, else NGA_Get. */
static inline int next_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_next, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return next_local[pos];
    upcga_get_at(g_next, t, pos, &v, sizeof v);
    return v;
}
/* `next[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int next_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_next, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        next_local[pos] = v;
    else
        upcga_put_at(g_next, t, pos, &v, sizeof v);
    return v;
}
/* `shared int payload[12 * THREADS]`: a GA array (one row per thread); this thread's part is payload_local. */
int g_payload;
int *payload_local;
/* `payload[i]`: read in place on its thread or node, else NGA_Get. */
static inline int payload_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_payload, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return payload_local[pos];
    upcga_get_at(g_payload, t, pos, &v, sizeof v);
    return v;
}
/* `payload[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int payload_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_payload, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        payload_local[pos] = v;
    else
        upcga_put_at(g_payload, t, pos, &v, sizeof v);
    return v;
}
/* `shared int found[12 * THREADS]`: a GA array (one row per thread); this thread's part is found_local. */
int g_found;
int *found_local;
/* `found[i]`: read in place on its thread or node, else NGA_Get. */
static inline int found_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_found, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return found_local[pos];
    upcga_get_at(g_found, t, pos, &v, sizeof v);
    return v;
}
/* `found[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int found_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_found, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        found_local[pos] = v;
    else
        upcga_put_at(g_found, t, pos, &v, sizeof v);
    return v;
}
/* `&found[i]`: a pointer-to-shared. */
static inline upcga_ptr_t found_ref(long i) {
    upcga_ptr_t p = { g_found, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 8 "samples/upc/atomic_cswap.upc"
/* index of the top node, or EMPTY */
/* the link of each node */

/* how often the check met each node */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int k, errors = 0;
    int empty = -1;
    /* either answer is allowed: it only picks the hint */
    upc_atomichint_t hint = upcga_atomic_isfast(5, (upc_op_t)1 << 13, top_ref()) ? 1 : 2;

    upcga_ptr_t dom = upcga_all_atomicdomain_alloc(5, (upc_op_t)1 << 13 | (upc_op_t)1 << 11 | (upc_op_t)1 << 12, hint);

    if (MYTHREAD == 0)
        upcga_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, top_ref(), &empty, (void *)0);
    upcga_barrier();

    /* push my nodes: node id = PER * MYTHREAD + k */
    for (k = 0; k < 12; k++) {
        int node = 12 * MYTHREAD + k, old, seen;
        payload_set(node, node * 3);
        upcga_atomic_strict(dom, &old, (upc_op_t)1 << 11, top_ref(), (void *)0, (void *)0);
        for (;;) {
            next_set(node, old);
            upcga_atomic_strict(dom, &seen, (upc_op_t)1 << 13, top_ref(), &old, &node);
            if (seen == old)
                /* swapped in */
#line 36 "samples/upc/atomic_cswap.upc"
                break;
            /* somebody else pushed first: retry */
#line 37 "samples/upc/atomic_cswap.upc"
            old = seen;
        }
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        int count = 0, cur;
        int n = 12 * THREADS;
        upcga_atomic_strict(dom, &cur, (upc_op_t)1 << 11, top_ref(), (void *)0, (void *)0);
        while (cur != -1 && count <= n) {
            if (cur < 0 || cur >= n || payload_get(cur) != cur * 3) {
                errors++;
                break;
            }
            found_set(cur, found_get(cur) + 1);
            count++;
            cur = next_get(cur);
        }
        if (count != n)
            errors++;
        {
#line 57 "samples/upc/atomic_cswap.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)n;
#line 57 "samples/upc/atomic_cswap.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)(12 * THREADS) && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(found_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 57 "samples/upc/atomic_cswap.upc"
                for (k = 0; k < n; k++)
                    if (upcga_gathered2[k - upcga_gather_lo1] != 1)
                        errors++;
            } else
#line 57 "samples/upc/atomic_cswap.upc"
                for (k = 0; k < n; k++)
                    if (found_get(k) != 1)
                        errors++;
        }
#line 60 "samples/upc/atomic_cswap.upc"
        if (errors)
            printf("FAIL: atomic_cswap: %d errors (%d nodes on the stack)\n", errors, count);
        else
            printf("PASS: atomic_cswap\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_all_atomicdomain_free(dom);
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_atomic_cswap __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_atomic_cswap(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_top = NGA_Create_irreg(C_INT, 2, dims, "top", block, upcga_one_block);
        top_local = upcga_own_row(g_top, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_next = NGA_Create_irreg(C_INT, 2, dims, "next", block, upcga_rows);
        next_local = upcga_own_row(g_next, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_payload = NGA_Create_irreg(C_INT, 2, dims, "payload", block, upcga_rows);
        payload_local = upcga_own_row(g_payload, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_found = NGA_Create_irreg(C_INT, 2, dims, "found", block, upcga_rows);
        found_local = upcga_own_row(g_found, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_atomic_cswap_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_atomic_cswap;
