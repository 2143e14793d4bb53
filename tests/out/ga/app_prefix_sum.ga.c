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
#line 1 "samples/upc/app_prefix_sum.upc"
/* app_prefix_sum.upc - parallel inclusive prefix sum: local scans of each block, an exclusive scan of the block totals, then local fix-ups; checked sequentially. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [25] long v[25 * THREADS]`: a GA array (one row per thread); this thread's part is v_local. */
int g_v;
long *v_local;
/* `v[i]` = v_1: written in place on its thread or node, else NGA_Put. */
static inline long v_set(long i, long v_1) {
    int t = upcga_owner(i, 25);
    long pos = upcga_row_index(i, 25);
    UPCGA_CHECK_ELEMENT(g_v, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        v_local[pos] = v_1;
    else
        upcga_put_at(g_v, t, pos, &v_1, sizeof v_1);
    return v_1;
}
/* `&v[i]`: a pointer-to-shared. */
static inline upcga_ptr_t v_ref(long i) {
    upcga_ptr_t p = { g_v, upcga_owner(i, 25), upcga_row_index(i, 25) * (long)sizeof(long), i % 25 };
    return p;
}
/* `shared [25] long scan[25 * THREADS]`: a GA array (one row per thread); this thread's part is scan_local. */
int g_scan;
long *scan_local;
/* `scan[i]`: read in place on its thread or node, else NGA_Get. */
static inline long scan_get(long i) {
    int t = upcga_owner(i, 25);
    long pos = upcga_row_index(i, 25);
    UPCGA_CHECK_ELEMENT(g_scan, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return scan_local[pos];
    upcga_get_at(g_scan, t, pos, &v, sizeof v);
    return v;
}
/* `&scan[i]`: a pointer-to-shared. */
static inline upcga_ptr_t scan_ref(long i) {
    upcga_ptr_t p = { g_scan, upcga_owner(i, 25), upcga_row_index(i, 25) * (long)sizeof(long), i % 25 };
    return p;
}
/* `shared long totals[THREADS]`: a GA array (one row per thread); this thread's part is totals_local. */
int g_totals;
long *totals_local;
/* `totals[i]`: read in place on its thread or node, else NGA_Get. */
static inline long totals_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_totals, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return totals_local[pos];
    upcga_get_at(g_totals, t, pos, &v, sizeof v);
    return v;
}
/* `totals[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long totals_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_totals, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        totals_local[pos] = v;
    else
        upcga_put_at(g_totals, t, pos, &v, sizeof v);
    return v;
}
/* `&totals[i]`: a pointer-to-shared. */
static inline upcga_ptr_t totals_ref(long i) {
    upcga_ptr_t p = { g_totals, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
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
#line 11 "samples/upc/app_prefix_sum.upc"
static long input(int i) {
#line 11 "samples/upc/app_prefix_sum.upc"
    return i * 7 % 13 - 6;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, errors = 0;
    long run = 0, offset = 0;
    long *in = (long *)upcga_to_local(v_ref(25 * MYTHREAD));
    long *out = (long *)upcga_to_local(scan_ref(25 * MYTHREAD));

    {
#line 20 "samples/upc/app_prefix_sum.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 20 "samples/upc/app_prefix_sum.upc"
        i = 0;
#line 20 "samples/upc/app_prefix_sum.upc"
        if (upcga_nested1)
#line 20 "samples/upc/app_prefix_sum.upc"
            for (; i < 25 * THREADS; i++)
                v_set(i, input(i));
        else {
#line 20 "samples/upc/app_prefix_sum.upc"
            /* This thread's blocks of `v`, each through local pointers. */
#line 20 "samples/upc/app_prefix_sum.upc"
            for (i = upcga_forall_first(i, 25); i < 25 * THREADS; i = upcga_forall_first(i, 25)) {
#line 20 "samples/upc/app_prefix_sum.upc"
                long *upcga_local_v = v_local + upcga_row_index(i, 25);
                long upcga_block_lo = i - i % 25, upcga_block_hi = upcga_block_lo + 25;
                long upcga_stop = upcga_block_hi, upcga_bound = 25 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 20 "samples/upc/app_prefix_sum.upc"
                if (upcga_stop - i == 25)
#line 20 "samples/upc/app_prefix_sum.upc"
                    for (upcga_k = 0; upcga_k < 25; upcga_k++, i++, upcga_local_v++)
                        *upcga_local_v = input(i);
                else
#line 20 "samples/upc/app_prefix_sum.upc"
                    for (; i < upcga_stop; i++, upcga_local_v++)
                        *upcga_local_v = input(i);
            }
        }
#line 20 "samples/upc/app_prefix_sum.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();
    /* phase 1: scan my block */
    for (i = 0; i < 25; i++) {
        run += in[i];
        out[i] = run;
    }
    totals_set(MYTHREAD, run);
    upcga_barrier();
    /* phase 2: what the blocks before mine add up to */
    {
#line 31 "samples/upc/app_prefix_sum.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcga_gather_lo2 = (long)0;
        long upcga_gather_hi2 = (long)MYTHREAD;
#line 31 "samples/upc/app_prefix_sum.upc"
        if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(long))) {
            long upcga_gathered3[16384 / sizeof(long)];
            if (upcga_gather_lo2 < upcga_gather_hi2) {
                upcga_get_range(upcga_gathered3, upcga_add(totals_ref(0), sizeof(long), upcga_gather_lo2, 1), sizeof(long), 1, upcga_gather_hi2 - upcga_gather_lo2);
            }
#line 31 "samples/upc/app_prefix_sum.upc"
            for (t = 0; t < MYTHREAD; t++)
                offset += upcga_gathered3[t - upcga_gather_lo2];
        } else
#line 31 "samples/upc/app_prefix_sum.upc"
            for (t = 0; t < MYTHREAD; t++)
                offset += totals_get(t);
    }
    /* phase 3: fix up */
#line 34 "samples/upc/app_prefix_sum.upc"
    for (i = 0; i < 25; i++)
        out[i] += offset;
    upcga_barrier();

    if (MYTHREAD == 0) {
        long s = 0;
        for (i = 0; i < 25 * THREADS; i++) {
            s += input(i);
            if (scan_get(i) != s) {
                if (errors < 5)
                    printf("FAIL: app_prefix_sum: scan[%d] = %ld, expected %ld\n", i, scan_get(i), s);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: app_prefix_sum: %d errors\n", errors);
        else
            printf("PASS: app_prefix_sum\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_prefix_sum(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(25 * THREADS, 25) }, block[2] = { THREADS, 1 };
        g_v = NGA_Create_irreg(C_LONG, 2, dims, "v", block, upcga_rows);
        v_local = upcga_own_row(g_v, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(25 * THREADS, 25) }, block[2] = { THREADS, 1 };
        g_scan = NGA_Create_irreg(C_LONG, 2, dims, "scan", block, upcga_rows);
        scan_local = upcga_own_row(g_scan, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_totals = NGA_Create_irreg(C_LONG, 2, dims, "totals", block, upcga_rows);
        totals_local = upcga_own_row(g_totals, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_prefix_sum_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_prefix_sum;
