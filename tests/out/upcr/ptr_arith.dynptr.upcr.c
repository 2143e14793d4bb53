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
#line 1 "samples/upc/ptr_arith.upc"
/* ptr_arith.upc - arithmetic on phaseless pointers-to-shared over a cyclic array: +, -, ++, --, +=, -=, indexing, and the thread each lands on. */
#include <stdio.h>
#include <stddef.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/ptr_arith.upc"
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, n = 6 * ((int)upcr_threads()), mine = 0, count = 0;
    upcr_pshared_ptr_t p = a;
#line 14 "samples/upc/ptr_arith.upc"
    upcr_pshared_ptr_t q;

    {
#line 16 "samples/upc/ptr_arith.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 16 "samples/upc/ptr_arith.upc"
        i = 0;
#line 16 "samples/upc/ptr_arith.upc"
        if (upcrt_nested1)
#line 16 "samples/upc/ptr_arith.upc"
            for (; i < n; i++)
                upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, (int)(10 * i), sizeof(int));
        else {
#line 16 "samples/upc/ptr_arith.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 16 "samples/upc/ptr_arith.upc"
            long upcrt_bound = n;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 16 "samples/upc/ptr_arith.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 16 "samples/upc/ptr_arith.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a = 10 * i;
            }
#line 16 "samples/upc/ptr_arith.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a = 10 * i;
        }
#line 16 "samples/upc/ptr_arith.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* every thread checks the arithmetic independently */
    for (i = 0; i < n; i++) {
        if (!upcr_isequal_pshared_pshared(upcr_dyn_add_pshared(p, sizeof(int), i, 1), upcr_add_pshared1(a, sizeof(int), i)) || (int)upcr_get_pshared_val(upcr_dyn_add_pshared(p, sizeof(int), i, 1), 0, sizeof(int)) != 10 * i || (int)upcr_get_pshared_val(upcr_dyn_add_pshared(p, sizeof(int), i, 1), 0, sizeof(int)) != (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int)))
            mine++;
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_dyn_add_pshared(p, sizeof(int), i, 1))) != (size_t)(i % ((int)upcr_threads())) || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_dyn_add_pshared(p, sizeof(int), i, 1))) != 0)
            mine++;
    }
    q = p;
    /* a[1] */
#line 28 "samples/upc/ptr_arith.upc"
    q = upcr_dyn_add_pshared(q, sizeof(int), 1, 1);
    /* a[4] */
#line 29 "samples/upc/ptr_arith.upc"
    q = upcr_dyn_add_pshared(q, sizeof(int), 3, 1);
    /* a[2] */
#line 30 "samples/upc/ptr_arith.upc"
    q = upcr_dyn_add_pshared(q, sizeof(int), -2, 1);
    /* a[1] */
#line 31 "samples/upc/ptr_arith.upc"
    q = upcr_dyn_add_pshared(q, sizeof(int), -1, 1);
    if (!upcr_isequal_pshared_pshared(q, upcr_add_pshared1(a, sizeof(int), 1)) || (int)upcr_get_pshared_val(q, 0, sizeof(int)) != 10)
        mine++;
    q = upcr_add_pshared1(a, sizeof(int), n - 1);
    if (!upcr_isequal_pshared_pshared(({ upcr_pshared_ptr_t upcrt_old2 = q; q = upcr_dyn_add_pshared(q, sizeof(int), -1, 1); upcrt_old2; }), upcr_add_pshared1(a, sizeof(int), n - 1)) || !upcr_isequal_pshared_pshared(q, upcr_add_pshared1(a, sizeof(int), n - 2)) || (int)upcr_get_pshared_val(q = upcr_dyn_add_pshared(q, sizeof(int), -1, 1), 0, sizeof(int)) != 10 * (n - 3))
        mine++;
    /* one past the last element of the last thread wraps to thread 0 */
    if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_dyn_add_pshared(upcr_add_pshared1(a, sizeof(int), ((int)upcr_threads()) - 1), sizeof(int), 1, 1))) != 0 || !upcr_isequal_pshared_pshared(upcr_dyn_add_pshared(upcr_add_pshared1(a, sizeof(int), ((int)upcr_threads()) - 1), sizeof(int), 1, 1), upcr_add_pshared1(a, sizeof(int), ((int)upcr_threads()))))
        mine++;
    /* differences and comparisons follow the index order */
    for (i = 0; i < n; i += 5)
        for (j = 0; j < n; j += 3) {
            ptrdiff_t d = upcr_dyn_sub_pshared(upcr_add_pshared1(a, sizeof(int), i), upcr_add_pshared1(a, sizeof(int), j), sizeof(int), 1);
            if (d != i - j)
                mine++;
            if ((upcr_dyn_sub_pshared(upcr_add_pshared1(a, sizeof(int), i), upcr_add_pshared1(a, sizeof(int), j), sizeof(int), 1) < 0) != (i < j) || (upcr_dyn_sub_pshared(upcr_add_pshared1(a, sizeof(int), i), upcr_add_pshared1(a, sizeof(int), j), sizeof(int), 1) >= 0) != (i >= j) || upcr_isequal_pshared_pshared(upcr_add_pshared1(a, sizeof(int), i), upcr_add_pshared1(a, sizeof(int), j)) != (i == j))
                mine++;
        }
    /* my own elements are THREADS apart */
    for (q = upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread())); upcr_dyn_sub_pshared(q, upcr_dyn_add_pshared(a, sizeof(int), n, 1), sizeof(int), 1) < 0; q = upcr_dyn_add_pshared(q, sizeof(int), ((int)upcr_threads()), 1)) {
        if (upcr_threadof_shared(upcr_pshared_to_shared(q)) != (size_t)((int)upcr_mythread()))
            mine++;
        count++;
    }
    if (count != 6)
        mine++;
    /* the null pointer-to-shared */
    q = upcr_null_pshared;
    if (!upcr_isnull_pshared(q) || !upcr_isnull_pshared(q) || (!upcr_isnull_pshared(q) && 1))
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 66 "samples/upc/ptr_arith.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)((int)upcr_threads());
#line 66 "samples/upc/ptr_arith.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)((int)upcr_threads()) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered4[16384 / sizeof(int)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo3)), sizeof(int), 1, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 66 "samples/upc/ptr_arith.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered4[i - upcrt_gather_lo3];
            } else
#line 66 "samples/upc/ptr_arith.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 68 "samples/upc/ptr_arith.upc"
        if (total)
            printf("FAIL: ptr_arith: %d errors\n", total);
        else
            printf("PASS: ptr_arith\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_arith(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [6 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_ptr_arith_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_arith;
