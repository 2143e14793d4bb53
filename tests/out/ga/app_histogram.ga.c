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
#line 1 "samples/upc/app_histogram.upc"
/* app_histogram.upc - a shared histogram filled by all threads: private counts merged under one lock per bin (locks from upc_all_lock_alloc), plus directly locked increments; checked sequentially. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int hist[16]`: a GA array (one row per thread); this thread's part is hist_local. */
int g_hist;
int *hist_local;
/* `hist[i]`: read in place on its thread or node, else NGA_Get. */
static inline int hist_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hist, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return hist_local[pos];
    upcga_get_at(g_hist, t, pos, &v, sizeof v);
    return v;
}
/* `hist[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int hist_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hist, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        hist_local[pos] = v;
    else
        upcga_put_at(g_hist, t, pos, &v, sizeof v);
    return v;
}
/* `shared int direct[16]`: a GA array (one row per thread); this thread's part is direct_local. */
int g_direct;
int *direct_local;
/* `direct[i]`: read in place on its thread or node, else NGA_Get. */
static inline int direct_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_direct, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return direct_local[pos];
    upcga_get_at(g_direct, t, pos, &v, sizeof v);
    return v;
}
/* `direct[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int direct_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_direct, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        direct_local[pos] = v;
    else
        upcga_put_at(g_direct, t, pos, &v, sizeof v);
    return v;
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
#line 11 "samples/upc/app_histogram.upc"
/* deterministic data: a value in [0, 1000) computed from the element index */
static int value(int i) {

    unsigned x = (unsigned)i * 2654435761u + 12345u;
    x ^= x >> 13;
    return (int)(x % 1000u);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, b, errors = 0, n = 500 * THREADS;
    int local[16];
    upcga_ptr_t lock[16];

    for (b = 0; b < 16; b++) {
        /* collective: the same lock on every thread */
#line 26 "samples/upc/app_histogram.upc"
        lock[b] = upcga_all_lock_alloc();
        local[b] = 0;
    }
    {
#line 29 "samples/upc/app_histogram.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 29 "samples/upc/app_histogram.upc"
        b = 0;
#line 29 "samples/upc/app_histogram.upc"
        if (upcga_nested1)
#line 29 "samples/upc/app_histogram.upc"
            for (; b < 16; b++) {
                hist_set(b, 0);
                direct_set(b, 0);
            }
        else {
#line 29 "samples/upc/app_histogram.upc"
            /* This thread's elements of `hist`, through local pointers. */
            b = upcga_forall_first(b, 1);
            int *upcga_local_hist = hist_local + upcga_row_index(b, 1);
            int *upcga_local_direct = direct_local + upcga_row_index(b, 1);
            long upcga_nthreads = THREADS;
#line 29 "samples/upc/app_histogram.upc"
            long upcga_bound = 16;
            long upcga_count = b < upcga_bound ? (upcga_bound - b + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 29 "samples/upc/app_histogram.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 29 "samples/upc/app_histogram.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, b += upcga_nthreads, upcga_local_hist++, upcga_local_direct++) {
                    *upcga_local_hist = 0;
                    *upcga_local_direct = 0;
                }
            }
#line 29 "samples/upc/app_histogram.upc"
            for (; upcga_count > 0; upcga_count--, b += upcga_nthreads, upcga_local_hist++, upcga_local_direct++) {
                *upcga_local_hist = 0;
                *upcga_local_direct = 0;
            }
        }
#line 29 "samples/upc/app_histogram.upc"
        upcga_forall_control = upcga_nested1;
    }


    upcga_barrier();
    /* my share of the data, counted privately first */
    {
#line 35 "samples/upc/app_histogram.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 35 "samples/upc/app_histogram.upc"
        i = 0;
#line 35 "samples/upc/app_histogram.upc"
        if (!upcga_nested2)
            i = upcga_forall_first(i, 1);
#line 35 "samples/upc/app_histogram.upc"
        for (; i < n; i = upcga_nested2 ? i + 1 : upcga_forall_next(i, 1))
            local[value(i) * 16 / 1000]++;
#line 35 "samples/upc/app_histogram.upc"
        upcga_forall_control = upcga_nested2;
    }
    for (b = 0; b < 16; b++) {
        upcga_lock(lock[b]);
        hist_set(b, hist_get(b) + local[b]);
        upcga_unlock(lock[b]);
    }
    /* the slow way for a small part of the data: one locked increment per value */
    {
#line 43 "samples/upc/app_histogram.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 43 "samples/upc/app_histogram.upc"
        i = 0;
#line 43 "samples/upc/app_histogram.upc"
        if (!upcga_nested3)
            i = upcga_forall_first(i, 1);
#line 43 "samples/upc/app_histogram.upc"
        for (; i < n / 10; i = upcga_nested3 ? i + 1 : upcga_forall_next(i, 1)) {
            int bin = value(i) * 16 / 1000;
            upcga_lock(lock[bin]);
            direct_set(bin, direct_get(bin) + 1);
            upcga_unlock(lock[bin]);
        }
#line 43 "samples/upc/app_histogram.upc"
        upcga_forall_control = upcga_nested3;
    }
#line 49 "samples/upc/app_histogram.upc"
    upcga_barrier();

    if (MYTHREAD == 0) {
        int seq[16], seq2[16], sum = 0;
        for (b = 0; b < 16; b++)
            seq[b] = seq2[b] = 0;
        for (i = 0; i < n; i++) {
            seq[value(i) * 16 / 1000]++;
            if (i < n / 10)
                seq2[value(i) * 16 / 1000]++;
        }
        for (b = 0; b < 16; b++) {
            sum += hist_get(b);
            if (hist_get(b) != seq[b] || direct_get(b) != seq2[b]) {
                printf("FAIL: app_histogram: bin %d has %d/%d, expected %d/%d\n", b, hist_get(b), direct_get(b), seq[b], seq2[b]);
                errors++;
            }
        }
        if (sum != n)
            errors++;
        if (errors)
            printf("FAIL: app_histogram: %d errors\n", errors);
        else
            printf("PASS: app_histogram\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    for (b = 0; b < 16; b++)
        upcga_all_lock_free(lock[b]);
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_app_histogram __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_histogram(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16, 1) }, block[2] = { THREADS, 1 };
        g_hist = NGA_Create_irreg(C_INT, 2, dims, "hist", block, upcga_rows);
        hist_local = upcga_own_row(g_hist, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(16, 1) }, block[2] = { THREADS, 1 };
        g_direct = NGA_Create_irreg(C_INT, 2, dims, "direct", block, upcga_rows);
        direct_local = upcga_own_row(g_direct, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_histogram_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_histogram;
