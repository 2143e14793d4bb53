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
#line 1 "samples/upc/ptr_arith.upc"
/* ptr_arith.upc - arithmetic on phaseless pointers-to-shared over a cyclic array: +, -, ++, --, +=, -=, indexing, and the thread each lands on. */
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int a[6 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
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
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 11 "samples/upc/ptr_arith.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, n = 6 * THREADS, mine = 0, count = 0;
    upcga_ptr_t p = a_ref(0);
#line 14 "samples/upc/ptr_arith.upc"
    upcga_ptr_t q;

    {
#line 16 "samples/upc/ptr_arith.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 16 "samples/upc/ptr_arith.upc"
        i = 0;
#line 16 "samples/upc/ptr_arith.upc"
        if (upcga_nested1)
#line 16 "samples/upc/ptr_arith.upc"
            for (; i < n; i++)
                a_set(i, 10 * i);
        else {
#line 16 "samples/upc/ptr_arith.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_a = a_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 16 "samples/upc/ptr_arith.upc"
            long upcga_bound = n;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 16 "samples/upc/ptr_arith.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 16 "samples/upc/ptr_arith.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a = 10 * i;
            }
#line 16 "samples/upc/ptr_arith.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++)
                *upcga_local_a = 10 * i;
        }
#line 16 "samples/upc/ptr_arith.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();

    /* every thread checks the arithmetic independently */
    for (i = 0; i < n; i++) {
        if (!upcga_eq(upcga_add(p, sizeof(int), i, 1), a_ref(i)) || UPCGA_READ(int, upcga_add(p, sizeof(int), i, 1)) != 10 * i || UPCGA_READ(int, upcga_add(p, sizeof(int), i, 1)) != a_get(i))
            mine++;
        if (upcga_threadof(upcga_add(p, sizeof(int), i, 1)) != (size_t)(i % THREADS) || upcga_phaseof(upcga_add(p, sizeof(int), i, 1)) != 0)
            mine++;
    }
    q = p;
    /* a[1] */
#line 28 "samples/upc/ptr_arith.upc"
    q = upcga_add(q, sizeof(int), 1, 1);
    /* a[4] */
#line 29 "samples/upc/ptr_arith.upc"
    q = upcga_add(q, sizeof(int), 3, 1);
    /* a[2] */
#line 30 "samples/upc/ptr_arith.upc"
    q = upcga_add(q, sizeof(int), -2, 1);
    /* a[1] */
#line 31 "samples/upc/ptr_arith.upc"
    q = upcga_add(q, sizeof(int), -1, 1);
    if (!upcga_eq(q, a_ref(1)) || UPCGA_READ(int, q) != 10)
        mine++;
    q = a_ref(n - 1);
    if (!upcga_eq(({ upcga_ptr_t upcga_old2 = q; q = upcga_add(q, sizeof(int), -1, 1); upcga_old2; }), a_ref(n - 1)) || !upcga_eq(q, a_ref(n - 2)) || UPCGA_READ(int, q = upcga_add(q, sizeof(int), -1, 1)) != 10 * (n - 3))
        mine++;
    /* one past the last element of the last thread wraps to thread 0 */
    if (upcga_threadof(upcga_add(a_ref(THREADS - 1), sizeof(int), 1, 1)) != 0 || !upcga_eq(upcga_add(a_ref(THREADS - 1), sizeof(int), 1, 1), a_ref(THREADS)))
        mine++;
    /* differences and comparisons follow the index order */
    for (i = 0; i < n; i += 5)
        for (j = 0; j < n; j += 3) {
            ptrdiff_t d = upcga_sub(a_ref(i), a_ref(j), sizeof(int), 1);
            if (d != i - j)
                mine++;
            if ((upcga_sub(a_ref(i), a_ref(j), sizeof(int), 1) < 0) != (i < j) || (upcga_sub(a_ref(i), a_ref(j), sizeof(int), 1) >= 0) != (i >= j) || upcga_eq(a_ref(i), a_ref(j)) != (i == j))
                mine++;
        }
    /* my own elements are THREADS apart */
    for (q = a_ref(MYTHREAD); upcga_sub(q, upcga_add(a_ref(0), sizeof(int), n, 1), sizeof(int), 1) < 0; q = upcga_add(q, sizeof(int), THREADS, 1)) {
        if (upcga_threadof(q) != (size_t)MYTHREAD)
            mine++;
        count++;
    }
    if (count != 6)
        mine++;
    /* the null pointer-to-shared */
    q = UPCGA_NULL;
    if (!upcga_isnull(q) || !upcga_isnull(q) || (!upcga_isnull(q) && 1))
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 66 "samples/upc/ptr_arith.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo3 = (long)0;
            long upcga_gather_hi3 = (long)THREADS;
#line 66 "samples/upc/ptr_arith.upc"
            if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)THREADS && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered4[16384 / sizeof(int)];
                if (upcga_gather_lo3 < upcga_gather_hi3) {
                    upcga_get_range(upcga_gathered4, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo3, 1), sizeof(int), 1, upcga_gather_hi3 - upcga_gather_lo3);
                }
#line 66 "samples/upc/ptr_arith.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered4[i - upcga_gather_lo3];
            } else
#line 66 "samples/upc/ptr_arith.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 68 "samples/upc/ptr_arith.upc"
        if (total)
            printf("FAIL: ptr_arith: %d errors\n", total);
        else
            printf("PASS: ptr_arith\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_arith(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
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
static void (*const upcga_create_ptr_arith_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_arith;
