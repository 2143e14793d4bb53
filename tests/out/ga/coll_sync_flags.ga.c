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
#line 1 "samples/upc/coll_sync_flags.upc"
/* coll_sync_flags.upc - the synchronisation flags of the collectives: NOSYNC with explicit barriers, MYSYNC, and mixed IN/OUT modes. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [] int src[4]`: a GA array (on thread 0); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [4] int dst[4 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dst_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared long vals[THREADS]`: a GA array (one row per thread); this thread's part is vals_local. */
int g_vals;
long *vals_local;
/* `vals[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long vals_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_vals, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        vals_local[pos] = v;
    else
        upcga_put_at(g_vals, t, pos, &v, sizeof v);
    return v;
}
/* `&vals[i]`: a pointer-to-shared. */
static inline upcga_ptr_t vals_ref(long i) {
    upcga_ptr_t p = { g_vals, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared long sum`: a GA array (on thread 0); this thread's part is sum_local. */
int g_sum;
long *sum_local;
/* `sum`: read in place on its thread or node, else NGA_Get. */
static inline long sum_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sum, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return sum_local[pos];
    upcga_get_at(g_sum, t, pos, &v, sizeof v);
    return v;
}
/* `&sum`: a pointer-to-shared. */
static inline upcga_ptr_t sum_ref(void) {
    upcga_ptr_t p = { g_sum, 0, 0, 0 };
    return p;
}
/* `shared long sum2`: a GA array (on thread 0); this thread's part is sum2_local. */
int g_sum2;
long *sum2_local;
/* `sum2`: read in place on its thread or node, else NGA_Get. */
static inline long sum2_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sum2, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return sum2_local[pos];
    upcga_get_at(g_sum2, t, pos, &v, sizeof v);
    return v;
}
/* `&sum2`: a pointer-to-shared. */
static inline upcga_ptr_t sum2_ref(void) {
    upcga_ptr_t p = { g_sum2, 0, 0, 0 };
    return p;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 15 "samples/upc/coll_sync_flags.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, round, bad = 0;

    for (round = 1; round <= 3; round++) {
        if (MYTHREAD == 0)
            for (i = 0; i < 4; i++)
                src_set(i, round * 10 + i);
        /* NOSYNC on entry: the program makes the source ready itself */
        upcga_barrier();
        upcga_all_broadcast(dst_ref(0), src_ref(0), 4 * sizeof(int), 1 << 0 | 1 << 3);
        /* MYSYNC on exit: my own block is complete when I return */
        for (i = 0; i < 4; i++)
            if (dst_get(4 * MYTHREAD + i) != round * 10 + i)
                bad++;
        /* nobody rewrites src or dst while another thread may still read them */
#line 30 "samples/upc/coll_sync_flags.upc"
        upcga_barrier();
    }

    /* MYSYNC on entry: each thread's data is read only after it has entered */
    vals_set(MYTHREAD, 5L * MYTHREAD + 1);
    upcga_all_reduceL(sum_ref(), vals_ref(0), (upc_op_t)1 << 0, THREADS, 1, (void *)0, 1 << 1 | 0);
    if (sum_get() != 5L * THREADS * (THREADS - 1) / 2 + THREADS)
        bad++;

    /* NOSYNC on exit: the result may be read only after a barrier */
    upcga_barrier();
    vals_set(MYTHREAD, MYTHREAD);
    upcga_barrier();
    upcga_all_reduceL(sum2_ref(), vals_ref(0), (upc_op_t)1 << 8, THREADS, 1, (void *)0, 1 << 0 | 1 << 2);
    upcga_barrier();
    if (sum2_get() != THREADS - 1)
        bad++;

    errs_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int t, total = 0;
        {
#line 52 "samples/upc/coll_sync_flags.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 52 "samples/upc/coll_sync_flags.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 52 "samples/upc/coll_sync_flags.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 52 "samples/upc/coll_sync_flags.upc"
                for (t = 0; t < THREADS; t++)
                    total += errs_get(t);
        }
#line 54 "samples/upc/coll_sync_flags.upc"
        if (total)
            printf("FAIL: coll_sync_flags: %d errors\n", total);
        else
            printf("PASS: coll_sync_flags\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_sync_flags(void) {
    {
        int dims[2] = { 1, 4 }, block[2] = { 1, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_one_block);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_vals = NGA_Create_irreg(C_LONG, 2, dims, "vals", block, upcga_rows);
        vals_local = upcga_own_row(g_vals, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sum = NGA_Create_irreg(C_LONG, 2, dims, "sum", block, upcga_one_block);
        sum_local = upcga_own_row(g_sum, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sum2 = NGA_Create_irreg(C_LONG, 2, dims, "sum2", block, upcga_one_block);
        sum2_local = upcga_own_row(g_sum2, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_coll_sync_flags_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_sync_flags;
