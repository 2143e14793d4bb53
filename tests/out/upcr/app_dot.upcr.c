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
#line 1 "samples/upc/app_dot.upc"
/* app_dot.upc - dot product: partial sums over owned elements with upc_forall, combined with upc_all_reduceD and by hand; prints the result, checked sequentially. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/app_dot.upc"
upcr_pshared_ptr_t x;
upcr_pshared_ptr_t y;
upcr_pshared_ptr_t partial;
upcr_pshared_ptr_t dot;
upcr_pshared_ptr_t verdict;

static double xv(int i) {
#line 13 "samples/upc/app_dot.upc"
    return i % 10;
}
#line 14 "samples/upc/app_dot.upc"
static double yv(int i) {
#line 14 "samples/upc/app_dot.upc"
    return i % 7 - 3;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;
    double s = 0.0;

    {
#line 21 "samples/upc/app_dot.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 21 "samples/upc/app_dot.upc"
        i = 0;
#line 21 "samples/upc/app_dot.upc"
        if (upcrt_nested1)
#line 21 "samples/upc/app_dot.upc"
            for (; i < 1000; i++) {
                upcr_put_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0, xv(i));
                /* same layout: y[i] is local too */
#line 23 "samples/upc/app_dot.upc"
                upcr_put_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0, yv(i));
            }
        else {
#line 21 "samples/upc/app_dot.upc"
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 21 "samples/upc/app_dot.upc"
            long upcrt_bound = 1000;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 21 "samples/upc/app_dot.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 21 "samples/upc/app_dot.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++) {
                    *upcrt_local_x = xv(i);
                    *upcrt_local_y = yv(i);
                }
#line 21 "samples/upc/app_dot.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++) {
                *upcrt_local_x = xv(i);
                *upcrt_local_y = yv(i);
            }
        }
#line 21 "samples/upc/app_dot.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 26 "samples/upc/app_dot.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 26 "samples/upc/app_dot.upc"
        i = 0;
#line 26 "samples/upc/app_dot.upc"
        if (upcrt_nested2)
#line 26 "samples/upc/app_dot.upc"
            for (; i < 1000; i++)
                s += upcr_get_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0) * upcr_get_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0);
        else {
#line 26 "samples/upc/app_dot.upc"
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 26 "samples/upc/app_dot.upc"
            long upcrt_bound = 1000;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 26 "samples/upc/app_dot.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 26 "samples/upc/app_dot.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++)
                    s += *upcrt_local_x * *upcrt_local_y;
            }
#line 26 "samples/upc/app_dot.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++)
                s += *upcrt_local_x * *upcrt_local_y;
        }
#line 26 "samples/upc/app_dot.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_put_pshared_doubleval(upcr_add_pshared1(partial, sizeof(double), ((int)upcr_mythread())), 0, s);
    upc_all_reduceD(upcr_pshared_to_shared(dot), upcr_pshared_to_shared(partial), (upc_op_t)1 << 0, ((int)upcr_threads()), 1, (void *)0, 0 | 0);

    if (((int)upcr_mythread()) == 0) {
        double seq = 0.0, byhand = 0.0;
        int t;
        for (i = 0; i < 1000; i++)
            seq += xv(i) * yv(i);
        {
#line 36 "samples/upc/app_dot.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)((int)upcr_threads());
#line 36 "samples/upc/app_dot.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)((int)upcr_threads()) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(double))) {
                double upcrt_gathered4[16384 / sizeof(double)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_pshared1(partial, sizeof(double), upcrt_gather_lo3)), sizeof(double), 1, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 36 "samples/upc/app_dot.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    byhand += upcrt_gathered4[t - upcrt_gather_lo3];
            } else
#line 36 "samples/upc/app_dot.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    byhand += upcr_get_pshared_doubleval(upcr_add_pshared1(partial, sizeof(double), t), 0);
        }
        /* integer-valued terms: the sums are exact in any order */
#line 39 "samples/upc/app_dot.upc"
        if (upcr_get_pshared_doubleval(dot, 0) != seq || byhand != seq) {
            printf("FAIL: app_dot: %g and %g, expected %g\n", upcr_get_pshared_doubleval(dot, 0), byhand, seq);
            errors++;
        }
        printf("x . y = %g\n", upcr_get_pshared_doubleval(dot, 0));
        if (errors)
            printf("FAIL: app_dot: %d errors\n", errors);
        else
            printf("PASS: app_dot\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_dot(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &x, sizeof(double), 1000, 0, sizeof(double), "x", "shared double [1000]" },
        { &y, sizeof(double), 1000, 0, sizeof(double), "y", "shared double [1000]" },
        { &partial, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "partial", "shared double [1 * THREADS]" },
        { &dot, sizeof(double), 1, 0, sizeof(double), "dot", "shared double" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
}
static void (*const upcrt_alloc_app_dot_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_dot;
