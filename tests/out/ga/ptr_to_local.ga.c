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
#line 1 "samples/upc/ptr_to_local.upc"
/* ptr_to_local.upc - casting pointers-to-shared with local affinity to ordinary C pointers and working through them at local speed; a null pointer-to-shared casts to a null pointer. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int cyc[50 * THREADS]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
int *cyc_local;
/* `cyc[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cyc_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyc, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cyc_local[pos];
    upcga_get_at(g_cyc, t, pos, &v, sizeof v);
    return v;
}
/* `&cyc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cyc_ref(long i) {
    upcga_ptr_t p = { g_cyc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [50] double blk[50 * THREADS]`: a GA array (one row per thread); this thread's part is blk_local. */
int g_blk;
double *blk_local;
/* `blk[i]`: read in place on its thread or node, else NGA_Get. */
static inline double blk_get(long i) {
    int t = upcga_owner(i, 50);
    long pos = upcga_row_index(i, 50);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return blk_local[pos];
    upcga_get_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `&blk[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blk_ref(long i) {
    upcga_ptr_t p = { g_blk, upcga_owner(i, 50), upcga_row_index(i, 50) * (long)sizeof(double), i % 50 };
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
static inline void upcga_restrict2(int *restrict l, int *loc, int i, int *upcga_mine_out);
static inline void upcga_restrict3(int *restrict l, int *loc, int i, int *upcga_mine_out_1);
static inline void upcga_restrict4(int *restrict l, int *loc, int i, int *upcga_mine_out_2);
#line 6 "samples/upc/ptr_to_local.upc"
/* my elements are contiguous in my memory */
/* one block per thread */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, k, mine = 0;
    /* my first element */
#line 14 "samples/upc/ptr_to_local.upc"
    int *loc = (int *)upcga_to_local(cyc_ref(MYTHREAD));
    /* my block */
#line 15 "samples/upc/ptr_to_local.upc"
    double *lb = (double *)upcga_to_local(blk_ref(50 * MYTHREAD));

    /* write my whole share through local pointers */
    for (k = 0; k < 50; k++) {
        /* the global index of that element */
#line 19 "samples/upc/ptr_to_local.upc"
        loc[k] = MYTHREAD + k * THREADS;
        lb[k] = 0.5 * (50 * MYTHREAD + k);
    }
    /* the local pointer of any element I own agrees with the walk above */
    {
#line 23 "samples/upc/ptr_to_local.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 23 "samples/upc/ptr_to_local.upc"
        i = 0;
#line 23 "samples/upc/ptr_to_local.upc"
        if (upcga_nested1)
#line 23 "samples/upc/ptr_to_local.upc"
            for (; i < 50 * THREADS; i++)
#line 23 "samples/upc/ptr_to_local.upc"
                upcga_restrict2((int *)upcga_to_local(cyc_ref(i)), loc, i, &mine);
        else {
#line 23 "samples/upc/ptr_to_local.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_cyc = cyc_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 23 "samples/upc/ptr_to_local.upc"
            long upcga_bound = 50 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 23 "samples/upc/ptr_to_local.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 23 "samples/upc/ptr_to_local.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_cyc++)
#line 23 "samples/upc/ptr_to_local.upc"
                    upcga_restrict4((int *)upcga_to_local(cyc_ref(i)), loc, i, &mine);
#line 23 "samples/upc/ptr_to_local.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_cyc++)
#line 23 "samples/upc/ptr_to_local.upc"
                upcga_restrict3((int *)upcga_to_local(cyc_ref(i)), loc, i, &mine);
        }
#line 23 "samples/upc/ptr_to_local.upc"
        upcga_forall_control = upcga_nested1;
    }
#line 29 "samples/upc/ptr_to_local.upc"
    if ((int *)upcga_to_local(cyc_ref(MYTHREAD + 3 * THREADS)) != loc + 3)
        mine++;
    /* local pointer arithmetic inside my block */
    {
        double *end = lb + 50, *q, sum = 0.0;
        for (q = lb; q < end; q++)
            sum += *q;
        if (sum != 0.5 * (50 * (50 * MYTHREAD) + 50 * (50 - 1) / 2))
            mine++;
    }
    /* a null pointer-to-shared casts to a null local pointer, whatever its type */
    {
        upcga_ptr_t none = UPCGA_NULL;
        if ((int *)upcga_to_local(none) != (void *)0 || (double *)upcga_to_local(UPCGA_NULL) != (void *)0 || (double *)upcga_to_local(UPCGA_NULL) != (void *)0 || (int *)upcga_to_local(upcga_resetphase(none)) != (void *)0)

            mine++;
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (i = 0; i < 50 * THREADS; i++) {
            if (cyc_get(i) != i + 1000) {
                if (mine < 5)
                    printf("FAIL: ptr_to_local: cyc[%d] = %d\n", i, cyc_get(i));
                mine++;
            }
            if (blk_get(i) != 0.5 * i)
                mine++;
        }
    }
    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 63 "samples/upc/ptr_to_local.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo5 = (long)0;
            long upcga_gather_hi5 = (long)THREADS;
#line 63 "samples/upc/ptr_to_local.upc"
            if (upcga_gather_lo5 >= 0 && upcga_gather_hi5 <= (long)THREADS && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered6[16384 / sizeof(int)];
                if (upcga_gather_lo5 < upcga_gather_hi5) {
                    upcga_get_range(upcga_gathered6, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo5, 1), sizeof(int), 1, upcga_gather_hi5 - upcga_gather_lo5);
                }
#line 63 "samples/upc/ptr_to_local.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered6[i - upcga_gather_lo5];
            } else
#line 63 "samples/upc/ptr_to_local.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 65 "samples/upc/ptr_to_local.upc"
        if (total)
            printf("FAIL: ptr_to_local: %d errors\n", total);
        else
            printf("PASS: ptr_to_local\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
static inline void upcga_restrict2(int *restrict l, int *loc, int i, int *upcga_mine_out) {
    int mine = *upcga_mine_out;
#line 23 "samples/upc/ptr_to_local.upc"
    {

        if (l != loc + i / THREADS || *l != i)
            mine++;
        *l += 1000;
    }
    *upcga_mine_out = mine;
}
static inline void upcga_restrict3(int *restrict l, int *loc, int i, int *upcga_mine_out_1) {
    int mine = *upcga_mine_out_1;
#line 23 "samples/upc/ptr_to_local.upc"
    {

        if (l != loc + i / THREADS || *l != i)
            mine++;
        *l += 1000;
    }
    *upcga_mine_out_1 = mine;
}
static inline void upcga_restrict4(int *restrict l, int *loc, int i, int *upcga_mine_out_2) {
    int mine = *upcga_mine_out_2;
#line 23 "samples/upc/ptr_to_local.upc"
    {

        if (l != loc + i / THREADS || *l != i)
            mine++;
        *l += 1000;
    }
    *upcga_mine_out_2 = mine;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_to_local(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(50 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_INT, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(50 * THREADS, 50) }, block[2] = { THREADS, 1 };
        g_blk = NGA_Create_irreg(C_DBL, 2, dims, "blk", block, upcga_rows);
        blk_local = upcga_own_row(g_blk, sizeof(double));
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
static void (*const upcga_create_ptr_to_local_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_to_local;
