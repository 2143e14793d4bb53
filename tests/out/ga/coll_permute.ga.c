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
#line 1 "samples/upc/coll_permute.upc"
/* coll_permute.upc - upc_all_permute: thread i's block goes to thread perm[i], for a rotation and a reversal. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int perm[THREADS]`: a GA array (one row per thread); this thread's part is perm_local. */
int g_perm;
int *perm_local;
/* `perm[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int perm_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_perm, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        perm_local[pos] = v;
    else
        upcga_put_at(g_perm, t, pos, &v, sizeof v);
    return v;
}
/* `&perm[i]`: a pointer-to-shared. */
static inline upcga_ptr_t perm_ref(long i) {
    upcga_ptr_t p = { g_perm, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [5] double src[5 * THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
double *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double src_set(long i, double v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(double), i % 5 };
    return p;
}
/* `shared [5] double dst[5 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
double *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline double dst_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(double), i % 5 };
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
#line 13 "samples/upc/coll_permute.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, r, bad = 0;

    for (i = 0; i < 5; i++)
        src_set(5 * MYTHREAD + i, MYTHREAD + i / 10.0);
    for (r = 0; r < 2; r++) {
        /* round 0: rotate right by one; round 1: reverse */
        perm_set(MYTHREAD, r == 0 ? (MYTHREAD + 1) % THREADS : THREADS - 1 - MYTHREAD);
        upcga_all_permute(dst_ref(0), src_ref(0), perm_ref(0), 5 * sizeof(double), 0 | 0);
        {
            /* who sent me my block? */
            int from = r == 0 ? (MYTHREAD + THREADS - 1) % THREADS : THREADS - 1 - MYTHREAD;
            for (i = 0; i < 5; i++)
                if (dst_get(5 * MYTHREAD + i) != from + i / 10.0)
                    bad++;
        }
        /* everyone has read dst and perm before the next round */
#line 30 "samples/upc/coll_permute.upc"
        upcga_barrier();
    }
    errs_set(MYTHREAD, bad);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int t, total = 0;
        {
#line 37 "samples/upc/coll_permute.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 37 "samples/upc/coll_permute.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 37 "samples/upc/coll_permute.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 37 "samples/upc/coll_permute.upc"
                for (t = 0; t < THREADS; t++)
                    total += errs_get(t);
        }
#line 39 "samples/upc/coll_permute.upc"
        if (total)
            printf("FAIL: coll_permute: %d errors\n", total);
        else
            printf("PASS: coll_permute\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_permute(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_perm = NGA_Create_irreg(C_INT, 2, dims, "perm", block, upcga_rows);
        perm_local = upcga_own_row(g_perm, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_DBL, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_DBL, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(double));
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
static void (*const upcga_create_coll_permute_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_permute;
