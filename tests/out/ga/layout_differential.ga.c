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
#line 1 "samples/upc/layout_differential.upc"
/* layout_differential.upc - one algorithm over a shared array whose layout is chosen at compile
   time with -DLAYOUT=...: 1 (cyclic), 3 (blocked), STAR ([*]) or INDEF ([]). The same result
   line must come out for every layout and every thread count; the differential test compares
   them. The algorithm: fill, a three-point smoothing step through a second array (neighbour
   reads cross block and thread boundaries), pointer walks over the whole array, element-wise
   reads of one thread's share, and sums recomputed by thread 0. The result line depends on
   THREADS (not on the layout). */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [3] long a[37 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
long *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline long a_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long a_set(long i, long v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(long), i % 3 };
    return p;
}
/* `shared [3] long b[37 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
long *b_local;
/* `b[i]`: read in place on its thread or node, else NGA_Get. */
static inline long b_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return b_local[pos];
    upcga_get_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `b[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long b_set(long i, long v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        b_local[pos] = v;
    else
        upcga_put_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `&b[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b_ref(long i) {
    upcga_ptr_t p = { g_b, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(long), i % 3 };
    return p;
}
/* `shared long checks[THREADS]`: a GA array (one row per thread); this thread's part is checks_local. */
int g_checks;
long *checks_local;
/* `checks[i]`: read in place on its thread or node, else NGA_Get. */
static inline long checks_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_checks, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return checks_local[pos];
    upcga_get_at(g_checks, t, pos, &v, sizeof v);
    return v;
}
/* `checks[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long checks_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_checks, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        checks_local[pos] = v;
    else
        upcga_put_at(g_checks, t, pos, &v, sizeof v);
    return v;
}
/* `&checks[i]`: a pointer-to-shared. */
static inline upcga_ptr_t checks_ref(long i) {
    upcga_ptr_t p = { g_checks, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
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
#line 33 "samples/upc/layout_differential.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 37 * THREADS;
    long total = 0, walk = 0, local[37];
    upcga_ptr_t p;

    {
#line 39 "samples/upc/layout_differential.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 39 "samples/upc/layout_differential.upc"
        i = 0;
#line 39 "samples/upc/layout_differential.upc"
        if (upcga_nested1)
#line 39 "samples/upc/layout_differential.upc"
            for (; i < n; i++)
                a_set(i, (long)i * i % 101);
        else {
#line 39 "samples/upc/layout_differential.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 39 "samples/upc/layout_differential.upc"
            for (i = upcga_forall_first(i, 3); i < n; i = upcga_forall_first(i, 3)) {
#line 39 "samples/upc/layout_differential.upc"
                long *upcga_local_a = a_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 39 "samples/upc/layout_differential.upc"
                if (upcga_stop - i == 3) {
#pragma GCC ivdep
#line 39 "samples/upc/layout_differential.upc"
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_a++)
                        *upcga_local_a = (long)i * i % 101;
                } else
#line 39 "samples/upc/layout_differential.upc"
                    for (; i < upcga_stop; i++, upcga_local_a++)
                        *upcga_local_a = (long)i * i % 101;
            }
        }
#line 39 "samples/upc/layout_differential.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();
    {
#line 42 "samples/upc/layout_differential.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 42 "samples/upc/layout_differential.upc"
        i = 0;
#line 42 "samples/upc/layout_differential.upc"
        if (upcga_nested2)
#line 42 "samples/upc/layout_differential.upc"
            for (; i < n; i++)
                b_set(i, a_get(i) + (i > 0 ? a_get(i - 1) : 0) + (i < n - 1 ? a_get(i + 1) : 0));
        else {
#line 42 "samples/upc/layout_differential.upc"
            /* This thread's blocks of `b`, each through local pointers. */
#line 42 "samples/upc/layout_differential.upc"
            for (i = upcga_forall_first(i, 3); i < n; i = upcga_forall_first(i, 3)) {
#line 42 "samples/upc/layout_differential.upc"
                long *upcga_local_b = b_local + upcga_row_index(i, 3);
                long *upcga_local_a = a_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 42 "samples/upc/layout_differential.upc"
                if (upcga_stop - i == 3)
#line 42 "samples/upc/layout_differential.upc"
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_b++, upcga_local_a++)
                        *upcga_local_b = *upcga_local_a + (i > 0 ? i - 1 >= upcga_block_lo && i - 1 < upcga_block_hi ? upcga_local_a[-1] : a_get(i - 1) : 0) + (i < n - 1 ? i + 1 >= upcga_block_lo && i + 1 < upcga_block_hi ? upcga_local_a[1] : a_get(i + 1) : 0);
                else
#line 42 "samples/upc/layout_differential.upc"
                    for (; i < upcga_stop; i++, upcga_local_b++, upcga_local_a++)
                        *upcga_local_b = *upcga_local_a + (i > 0 ? i - 1 >= upcga_block_lo && i - 1 < upcga_block_hi ? upcga_local_a[-1] : a_get(i - 1) : 0) + (i < n - 1 ? i + 1 >= upcga_block_lo && i + 1 < upcga_block_hi ? upcga_local_a[1] : a_get(i + 1) : 0);
            }
        }
#line 42 "samples/upc/layout_differential.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();

    /* every thread walks the whole array with a pointer and checks the values */
    for (p = b_ref(0); upcga_sub(p, upcga_add(b_ref(0), sizeof(long), n, 3), sizeof(long), 3) < 0; p = upcga_add(p, sizeof(long), 1, 3))
        walk += UPCGA_READ(long, p);
    checks_set(MYTHREAD, walk);

    /* a block of N elements starting at MYTHREAD * N, fetched element by element */
    for (i = 0; i < 37; i++)
        local[i] = b_get(MYTHREAD * 37 + i);
    for (i = 0; i < 37; i++)
        total += local[i] * (i + 1);
    upcga_barrier();

    if (MYTHREAD == 0) {
        long sum = 0, weighted = 0;
        int errors = 0, t;
        {
#line 61 "samples/upc/layout_differential.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo3 = (long)0;
            long upcga_gather_hi3 = (long)n;
#line 61 "samples/upc/layout_differential.upc"
            if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)(37 * THREADS) && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(long)) && upcga_gather_hi3 <= (long)(37 * THREADS) && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(long))) {
                long upcga_gathered4[16384 / sizeof(long)];
                long upcga_gathered5[16384 / sizeof(long)];
                if (upcga_gather_lo3 < upcga_gather_hi3) {
                    upcga_get_range(upcga_gathered4, upcga_add(a_ref(0), sizeof(long), upcga_gather_lo3, 3), sizeof(long), 3, upcga_gather_hi3 - upcga_gather_lo3);
                    upcga_get_range(upcga_gathered5, upcga_add(b_ref(0), sizeof(long), upcga_gather_lo3, 3), sizeof(long), 3, upcga_gather_hi3 - upcga_gather_lo3);
                }
#line 61 "samples/upc/layout_differential.upc"
                for (i = 0; i < n; i++) {
                    long want = (long)i * i % 101;
                    long s = want + (i > 0 ? (long)(i - 1) * (i - 1) % 101 : 0) + (i < n - 1 ? (long)(i + 1) * (i + 1) % 101 : 0);

                    if (upcga_gathered4[i - upcga_gather_lo3] != want || upcga_gathered5[i - upcga_gather_lo3] != s)
                        errors++;
                    sum += upcga_gathered5[i - upcga_gather_lo3];
                }
            } else
#line 61 "samples/upc/layout_differential.upc"
                for (i = 0; i < n; i++) {
                    long want = (long)i * i % 101;
                    long s = want + (i > 0 ? (long)(i - 1) * (i - 1) % 101 : 0) + (i < n - 1 ? (long)(i + 1) * (i + 1) % 101 : 0);

                    if (a_get(i) != want || b_get(i) != s)
                        errors++;
                    sum += b_get(i);
                }
        }
#line 69 "samples/upc/layout_differential.upc"
        {
#line 69 "samples/upc/layout_differential.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo6 = (long)0;
            long upcga_gather_hi6 = (long)THREADS;
#line 69 "samples/upc/layout_differential.upc"
            if (upcga_gather_lo6 >= 0 && upcga_gather_hi6 <= (long)THREADS && upcga_gather_hi6 - upcga_gather_lo6 <= (long)(16384 / sizeof(long))) {
                long upcga_gathered7[16384 / sizeof(long)];
                if (upcga_gather_lo6 < upcga_gather_hi6) {
                    upcga_get_range(upcga_gathered7, upcga_add(checks_ref(0), sizeof(long), upcga_gather_lo6, 1), sizeof(long), 1, upcga_gather_hi6 - upcga_gather_lo6);
                }
#line 69 "samples/upc/layout_differential.upc"
                for (t = 0; t < THREADS; t++)
                    if (upcga_gathered7[t - upcga_gather_lo6] != sum)
                        errors++;
            } else
#line 69 "samples/upc/layout_differential.upc"
                for (t = 0; t < THREADS; t++)
                    if (checks_get(t) != sum)
                        errors++;
        }
#line 72 "samples/upc/layout_differential.upc"
        {
#line 72 "samples/upc/layout_differential.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo8 = (long)0;
            long upcga_gather_hi8 = (long)37;
#line 72 "samples/upc/layout_differential.upc"
            if (upcga_gather_lo8 >= 0 && upcga_gather_hi8 <= (long)(37 * THREADS) && upcga_gather_hi8 - upcga_gather_lo8 <= (long)(16384 / sizeof(long))) {
                long upcga_gathered9[16384 / sizeof(long)];
                if (upcga_gather_lo8 < upcga_gather_hi8) {
                    upcga_get_range(upcga_gathered9, upcga_add(b_ref(0), sizeof(long), upcga_gather_lo8, 3), sizeof(long), 3, upcga_gather_hi8 - upcga_gather_lo8);
                }
#line 72 "samples/upc/layout_differential.upc"
                for (i = 0; i < 37; i++)
                    weighted += upcga_gathered9[i - upcga_gather_lo8] * (i + 1);
            } else
#line 72 "samples/upc/layout_differential.upc"
                for (i = 0; i < 37; i++)
                    weighted += b_get(i) * (i + 1);
        }
#line 74 "samples/upc/layout_differential.upc"
        if (weighted != total)
            errors++;
        printf("layout result: n=%d sum=%ld first-block=%ld\n", n, sum, weighted);
        if (errors)
            printf("FAIL: layout_differential: %d errors\n", errors);
        else
            printf("PASS: layout_differential\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_layout_differential(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(37 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_LONG, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(37 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_LONG, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_checks = NGA_Create_irreg(C_LONG, 2, dims, "checks", block, upcga_rows);
        checks_local = upcga_own_row(g_checks, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_layout_differential_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_layout_differential;
