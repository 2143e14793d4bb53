#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
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
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 28 "samples/upc/layout_differential.upc"
upcr_shared_ptr_t a;
upcr_shared_ptr_t b;
upcr_pshared_ptr_t checks;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 37 * ((int)upcr_threads());
    long total = 0, walk = 0, local[37];
    upcr_shared_ptr_t p;

    {
#line 39 "samples/upc/layout_differential.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 39 "samples/upc/layout_differential.upc"
        i = 0;
#line 39 "samples/upc/layout_differential.upc"
        if (upcrt_nested1)
#line 39 "samples/upc/layout_differential.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(long), i, 3), 0, (long)((long)i * i % 101), sizeof(long));
        else {
#line 39 "samples/upc/layout_differential.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 39 "samples/upc/layout_differential.upc"
            for (i = upcrt_forall_first(i, 3); i < n; i = upcrt_forall_first(i, 3)) {
#line 39 "samples/upc/layout_differential.upc"
                long *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 39 "samples/upc/layout_differential.upc"
                if (upcrt_stop - i == 3) {
#pragma GCC ivdep
#line 39 "samples/upc/layout_differential.upc"
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = (long)i * i % 101;
                } else
#line 39 "samples/upc/layout_differential.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = (long)i * i % 101;
            }
        }
#line 39 "samples/upc/layout_differential.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 42 "samples/upc/layout_differential.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 42 "samples/upc/layout_differential.upc"
        i = 0;
#line 42 "samples/upc/layout_differential.upc"
        if (upcrt_nested2)
#line 42 "samples/upc/layout_differential.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(b, sizeof(long), i, 3), 0, (long)((long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i, 3), 0, sizeof(long)) + (i > 0 ? (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i - 1, 3), 0, sizeof(long)) : 0) + (i < n - 1 ? (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i + 1, 3), 0, sizeof(long)) : 0)), sizeof(long));
        else {
#line 42 "samples/upc/layout_differential.upc"
            /* This thread's blocks of `b`, each through local pointers. */
#line 42 "samples/upc/layout_differential.upc"
            for (i = upcrt_forall_first(i, 3); i < n; i = upcrt_forall_first(i, 3)) {
#line 42 "samples/upc/layout_differential.upc"
                long *upcrt_local_b = upcr_shared_to_local(upcr_add_shared(b, sizeof(long), i, 3));
                long *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 42 "samples/upc/layout_differential.upc"
                if (upcrt_stop - i == 3)
#line 42 "samples/upc/layout_differential.upc"
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_b++, upcrt_local_a++)
                        *upcrt_local_b = *upcrt_local_a + (i > 0 ? i - 1 >= upcrt_block_lo && i - 1 < upcrt_block_hi ? upcrt_local_a[-1] : (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i - 1, 3), 0, sizeof(long)) : 0) + (i < n - 1 ? i + 1 >= upcrt_block_lo && i + 1 < upcrt_block_hi ? upcrt_local_a[1] : (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i + 1, 3), 0, sizeof(long)) : 0);
                else
#line 42 "samples/upc/layout_differential.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_b++, upcrt_local_a++)
                        *upcrt_local_b = *upcrt_local_a + (i > 0 ? i - 1 >= upcrt_block_lo && i - 1 < upcrt_block_hi ? upcrt_local_a[-1] : (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i - 1, 3), 0, sizeof(long)) : 0) + (i < n - 1 ? i + 1 >= upcrt_block_lo && i + 1 < upcrt_block_hi ? upcrt_local_a[1] : (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i + 1, 3), 0, sizeof(long)) : 0);
            }
        }
#line 42 "samples/upc/layout_differential.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* every thread walks the whole array with a pointer and checks the values */
    for (p = b; upcr_sub_shared(p, upcr_add_shared(b, sizeof(long), n, 3), sizeof(long), 3) < 0; p = upcr_add_shared(p, sizeof(long), 1, 3))
        walk += (long)upcr_get_shared_val(p, 0, sizeof(long));
    upcr_put_pshared_val(upcr_add_pshared1(checks, sizeof(long), ((int)upcr_mythread())), 0, (long)walk, sizeof(long));

    /* a block of N elements starting at MYTHREAD * N, fetched element by element */
    for (i = 0; i < 37; i++)
        local[i] = (long)upcr_get_shared_val(upcr_add_shared(b, sizeof(long), ((int)upcr_mythread()) * 37 + i, 3), 0, sizeof(long));
    for (i = 0; i < 37; i++)
        total += local[i] * (i + 1);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long sum = 0, weighted = 0;
        int errors = 0, t;
        {
#line 61 "samples/upc/layout_differential.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)n;
#line 61 "samples/upc/layout_differential.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)(37 * ((int)upcr_threads())) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(long)) && upcrt_gather_hi3 <= (long)(37 * ((int)upcr_threads())) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(long))) {
                long upcrt_gathered4[16384 / sizeof(long)];
                long upcrt_gathered5[16384 / sizeof(long)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_add_shared(a, sizeof(long), upcrt_gather_lo3, 3), sizeof(long), 3, upcrt_gather_hi3 - upcrt_gather_lo3);
                    upcrt_get_range(upcrt_gathered5, upcr_add_shared(b, sizeof(long), upcrt_gather_lo3, 3), sizeof(long), 3, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 61 "samples/upc/layout_differential.upc"
                for (i = 0; i < n; i++) {
                    long want = (long)i * i % 101;
                    long s = want + (i > 0 ? (long)(i - 1) * (i - 1) % 101 : 0) + (i < n - 1 ? (long)(i + 1) * (i + 1) % 101 : 0);

                    if (upcrt_gathered4[i - upcrt_gather_lo3] != want || upcrt_gathered5[i - upcrt_gather_lo3] != s)
                        errors++;
                    sum += upcrt_gathered5[i - upcrt_gather_lo3];
                }
            } else
#line 61 "samples/upc/layout_differential.upc"
                for (i = 0; i < n; i++) {
                    long want = (long)i * i % 101;
                    long s = want + (i > 0 ? (long)(i - 1) * (i - 1) % 101 : 0) + (i < n - 1 ? (long)(i + 1) * (i + 1) % 101 : 0);

                    if ((long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i, 3), 0, sizeof(long)) != want || (long)upcr_get_shared_val(upcr_add_shared(b, sizeof(long), i, 3), 0, sizeof(long)) != s)
                        errors++;
                    sum += (long)upcr_get_shared_val(upcr_add_shared(b, sizeof(long), i, 3), 0, sizeof(long));
                }
        }
#line 69 "samples/upc/layout_differential.upc"
        {
#line 69 "samples/upc/layout_differential.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo6 = (long)0;
            long upcrt_gather_hi6 = (long)((int)upcr_threads());
#line 69 "samples/upc/layout_differential.upc"
            if (upcrt_gather_lo6 >= 0 && upcrt_gather_hi6 <= (long)((int)upcr_threads()) && upcrt_gather_hi6 - upcrt_gather_lo6 <= (long)(16384 / sizeof(long))) {
                long upcrt_gathered7[16384 / sizeof(long)];
                if (upcrt_gather_lo6 < upcrt_gather_hi6) {
                    upcrt_get_range(upcrt_gathered7, upcr_pshared_to_shared(upcr_add_pshared1(checks, sizeof(long), upcrt_gather_lo6)), sizeof(long), 1, upcrt_gather_hi6 - upcrt_gather_lo6);
                }
#line 69 "samples/upc/layout_differential.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    if (upcrt_gathered7[t - upcrt_gather_lo6] != sum)
                        errors++;
            } else
#line 69 "samples/upc/layout_differential.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    if ((long)upcr_get_pshared_val(upcr_add_pshared1(checks, sizeof(long), t), 0, sizeof(long)) != sum)
                        errors++;
        }
#line 72 "samples/upc/layout_differential.upc"
        {
#line 72 "samples/upc/layout_differential.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo8 = (long)0;
            long upcrt_gather_hi8 = (long)37;
#line 72 "samples/upc/layout_differential.upc"
            if (upcrt_gather_lo8 >= 0 && upcrt_gather_hi8 <= (long)(37 * ((int)upcr_threads())) && upcrt_gather_hi8 - upcrt_gather_lo8 <= (long)(16384 / sizeof(long))) {
                long upcrt_gathered9[16384 / sizeof(long)];
                if (upcrt_gather_lo8 < upcrt_gather_hi8) {
                    upcrt_get_range(upcrt_gathered9, upcr_add_shared(b, sizeof(long), upcrt_gather_lo8, 3), sizeof(long), 3, upcrt_gather_hi8 - upcrt_gather_lo8);
                }
#line 72 "samples/upc/layout_differential.upc"
                for (i = 0; i < 37; i++)
                    weighted += upcrt_gathered9[i - upcrt_gather_lo8] * (i + 1);
            } else
#line 72 "samples/upc/layout_differential.upc"
                for (i = 0; i < 37; i++)
                    weighted += (long)upcr_get_shared_val(upcr_add_shared(b, sizeof(long), i, 3), 0, sizeof(long)) * (i + 1);
        }
#line 74 "samples/upc/layout_differential.upc"
        if (weighted != total)
            errors++;
        printf("layout result: n=%d sum=%ld first-block=%ld\n", n, sum, weighted);
        if (errors)
            printf("FAIL: layout_differential: %d errors\n", errors);
        else
            printf("PASS: layout_differential\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_layout_differential(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &checks, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "checks", "shared long [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 3 * sizeof(long), (37 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "a", "shared [3] long [37 * THREADS]" },
        { &b, 3 * sizeof(long), (37 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "b", "shared [3] long [37 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_layout_differential_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_layout_differential;
