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
#line 1 "samples/upc/idiom_patch.upc"
/* idiom_patch.upc - upc_forall loops over a sub-range of arrays: fill, scale, add a constant,
   copy and add on ranges that are the same columns of every thread's part (GA patches) and on
   ranges that are not (the loop); elements outside the ranges must keep their values. A loop
   nested in an `if` stays a loop. Checked by thread 0 against a sequential model. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 10 "samples/upc/idiom_patch.upc"
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t b;
upcr_shared_ptr_t u;
upcr_shared_ptr_t v;
upcr_shared_ptr_t w;
upcr_pshared_ptr_t verdict;

static double ma[64 * 8], mb[64 * 8];
static int mu[64 * 4 * 5], mv[64 * 4 * 5];
static int errors;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 8 * ((int)upcr_threads()), m = 4 * 5 * ((int)upcr_threads());
    double two = 2.0;

    {
#line 26 "samples/upc/idiom_patch.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 26 "samples/upc/idiom_patch.upc"
        i = 0;
#line 26 "samples/upc/idiom_patch.upc"
        if (upcrt_nested1)
#line 26 "samples/upc/idiom_patch.upc"
            for (; i < 8 * ((int)upcr_threads()); i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(a, sizeof(double), i), 0, i);
        else {
#line 26 "samples/upc/idiom_patch.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 26 "samples/upc/idiom_patch.upc"
            long upcrt_bound = 8 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 26 "samples/upc/idiom_patch.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 26 "samples/upc/idiom_patch.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a = i;
            }
#line 26 "samples/upc/idiom_patch.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a = i;
        }
#line 26 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 28 "samples/upc/idiom_patch.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 28 "samples/upc/idiom_patch.upc"
        i = 0;
#line 28 "samples/upc/idiom_patch.upc"
        if (upcrt_nested2)
#line 28 "samples/upc/idiom_patch.upc"
            for (; i < 4 * 5 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(u, sizeof(int), i, 5), 0, (int)(3 * i), sizeof(int));
        else {
#line 28 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `u`, each through local pointers. */
#line 28 "samples/upc/idiom_patch.upc"
            for (i = upcrt_forall_first(i, 5); i < 4 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 28 "samples/upc/idiom_patch.upc"
                int *upcrt_local_u = upcr_shared_to_local(upcr_add_shared(u, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 28 "samples/upc/idiom_patch.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 28 "samples/upc/idiom_patch.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_u++)
                        *upcrt_local_u = 3 * i;
                } else
#line 28 "samples/upc/idiom_patch.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_u++)
                        *upcrt_local_u = 3 * i;
            }
        }
#line 28 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 30 "samples/upc/idiom_patch.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 30 "samples/upc/idiom_patch.upc"
        i = 0;
#line 30 "samples/upc/idiom_patch.upc"
        if (upcrt_nested3)
#line 30 "samples/upc/idiom_patch.upc"
            for (; i < 4 * 5 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(w, sizeof(int), i, 5), 0, (int)i, sizeof(int));
        else {
#line 30 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `w`, each through local pointers. */
#line 30 "samples/upc/idiom_patch.upc"
            for (i = upcrt_forall_first(i, 5); i < 4 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 30 "samples/upc/idiom_patch.upc"
                int *upcrt_local_w = upcr_shared_to_local(upcr_add_shared(w, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 30 "samples/upc/idiom_patch.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 30 "samples/upc/idiom_patch.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_w++)
                        *upcrt_local_w = i;
                } else
#line 30 "samples/upc/idiom_patch.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_w++)
                        *upcrt_local_w = i;
            }
        }
#line 30 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* Rectangles: cyclic rows 2..5; blocks THREADS..3*THREADS-1 of [5]. */
    {
#line 35 "samples/upc/idiom_patch.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 35 "samples/upc/idiom_patch.upc"
        i = 2 * ((int)upcr_threads());
#line 35 "samples/upc/idiom_patch.upc"
        if (upcrt_nested4)
#line 35 "samples/upc/idiom_patch.upc"
            for (; i < 6 * ((int)upcr_threads()); i++)
                ({ upcr_pshared_ptr_t upcrt_addr5 = upcr_add_pshared1(a, sizeof(double), i); upcr_put_pshared_doubleval(upcrt_addr5, 0, upcr_get_pshared_doubleval(upcrt_addr5, 0) * two); });
        else {
#line 35 "samples/upc/idiom_patch.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 35 "samples/upc/idiom_patch.upc"
            long upcrt_bound = 6 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 35 "samples/upc/idiom_patch.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 35 "samples/upc/idiom_patch.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a *= two;
            }
#line 35 "samples/upc/idiom_patch.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a *= two;
        }
#line 35 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    {
#line 37 "samples/upc/idiom_patch.upc"
        int upcrt_nested6 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 37 "samples/upc/idiom_patch.upc"
        i = 5 * ((int)upcr_threads());
#line 37 "samples/upc/idiom_patch.upc"
        if (upcrt_nested6)
#line 37 "samples/upc/idiom_patch.upc"
            for (; i < 3 * 5 * ((int)upcr_threads()); i++)
                ({ upcr_shared_ptr_t upcrt_addr7 = upcr_add_shared(u, sizeof(int), i, 5); upcr_put_shared_val(upcrt_addr7, 0, (int)((int)upcr_get_shared_val(upcrt_addr7, 0, sizeof(int)) + 11), sizeof(int)); });
        else {
#line 37 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `u`, each through local pointers. */
#line 37 "samples/upc/idiom_patch.upc"
            for (i = upcrt_forall_first(i, 5); i < 3 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 37 "samples/upc/idiom_patch.upc"
                int *upcrt_local_u = upcr_shared_to_local(upcr_add_shared(u, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 3 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 37 "samples/upc/idiom_patch.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 37 "samples/upc/idiom_patch.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_u++)
                        *upcrt_local_u += 11;
                } else
#line 37 "samples/upc/idiom_patch.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_u++)
                        *upcrt_local_u += 11;
            }
        }
#line 37 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested6;
    }
    {
#line 39 "samples/upc/idiom_patch.upc"
        int upcrt_nested8 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 39 "samples/upc/idiom_patch.upc"
        i = 2 * ((int)upcr_threads());
#line 39 "samples/upc/idiom_patch.upc"
        if (upcrt_nested8)
#line 39 "samples/upc/idiom_patch.upc"
            for (; i < 7 * ((int)upcr_threads()); i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(b, sizeof(double), i), 0, upcr_get_pshared_doubleval(upcr_add_pshared1(a, sizeof(double), i), 0));
        else {
#line 39 "samples/upc/idiom_patch.upc"
            /* This thread's elements of `b`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_b = upcr_pshared_to_local(upcr_add_pshared1(b, sizeof(double), i));
            double *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 39 "samples/upc/idiom_patch.upc"
            long upcrt_bound = 7 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 39 "samples/upc/idiom_patch.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 39 "samples/upc/idiom_patch.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_b++, upcrt_local_a++)
                    *upcrt_local_b = *upcrt_local_a;
            }
#line 39 "samples/upc/idiom_patch.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_b++, upcrt_local_a++)
                *upcrt_local_b = *upcrt_local_a;
        }
#line 39 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested8;
    }
    {
#line 41 "samples/upc/idiom_patch.upc"
        int upcrt_nested9 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 41 "samples/upc/idiom_patch.upc"
        i = 5 * ((int)upcr_threads());
#line 41 "samples/upc/idiom_patch.upc"
        if (upcrt_nested9)
#line 41 "samples/upc/idiom_patch.upc"
            for (; i <= 3 * 5 * ((int)upcr_threads()) - 1; i++)
                upcr_put_shared_val(upcr_add_shared(v, sizeof(int), i, 5), 0, (int)((int)upcr_get_shared_val(upcr_add_shared(u, sizeof(int), i, 5), 0, sizeof(int)) - (int)upcr_get_shared_val(upcr_add_shared(w, sizeof(int), i, 5), 0, sizeof(int))), sizeof(int));
        else {
#line 41 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `v`, each through local pointers. */
#line 41 "samples/upc/idiom_patch.upc"
            for (i = upcrt_forall_first(i, 5); i <= 3 * 5 * ((int)upcr_threads()) - 1; i = upcrt_forall_first(i, 5)) {
#line 41 "samples/upc/idiom_patch.upc"
                int *upcrt_local_v = upcr_shared_to_local(upcr_add_shared(v, sizeof(int), i, 5));
                int *upcrt_local_u = upcr_shared_to_local(upcr_add_shared(u, sizeof(int), i, 5));
                int *upcrt_local_w = upcr_shared_to_local(upcr_add_shared(w, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 3 * 5 * ((int)upcr_threads()) - 1 + 1;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 41 "samples/upc/idiom_patch.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 41 "samples/upc/idiom_patch.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_v++, upcrt_local_u++, upcrt_local_w++)
                        *upcrt_local_v = *upcrt_local_u - *upcrt_local_w;
                } else
#line 41 "samples/upc/idiom_patch.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_v++, upcrt_local_u++, upcrt_local_w++)
                        *upcrt_local_v = *upcrt_local_u - *upcrt_local_w;
            }
        }
#line 41 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested9;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* Not rectangles (on more than one thread): ragged ends. */
    {
#line 45 "samples/upc/idiom_patch.upc"
        int upcrt_nested10 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 45 "samples/upc/idiom_patch.upc"
        i = 1;
#line 45 "samples/upc/idiom_patch.upc"
        if (upcrt_nested10)
#line 45 "samples/upc/idiom_patch.upc"
            for (; i < 5 * ((int)upcr_threads()) + 1; i++)
                ({ upcr_pshared_ptr_t upcrt_addr11 = upcr_add_pshared1(a, sizeof(double), i); upcr_put_pshared_doubleval(upcrt_addr11, 0, upcr_get_pshared_doubleval(upcrt_addr11, 0) + 0.25); });
        else {
#line 45 "samples/upc/idiom_patch.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 45 "samples/upc/idiom_patch.upc"
            long upcrt_bound = 5 * ((int)upcr_threads()) + 1;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 45 "samples/upc/idiom_patch.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 45 "samples/upc/idiom_patch.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a += 0.25;
            }
#line 45 "samples/upc/idiom_patch.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a += 0.25;
        }
#line 45 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested10;
    }
    {
#line 47 "samples/upc/idiom_patch.upc"
        int upcrt_nested12 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 47 "samples/upc/idiom_patch.upc"
        i = 3;
#line 47 "samples/upc/idiom_patch.upc"
        if (upcrt_nested12)
#line 47 "samples/upc/idiom_patch.upc"
            for (; i < 2 * 5 * ((int)upcr_threads()) - 2; i++)
                upcr_put_shared_val(upcr_add_shared(u, sizeof(int), i, 5), 0, (int)((int)upcr_get_shared_val(upcr_add_shared(u, sizeof(int), i, 5), 0, sizeof(int)) * 2), sizeof(int));
        else {
#line 47 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `u`, each through local pointers. */
#line 47 "samples/upc/idiom_patch.upc"
            for (i = upcrt_forall_first(i, 5); i < 2 * 5 * ((int)upcr_threads()) - 2; i = upcrt_forall_first(i, 5)) {
#line 47 "samples/upc/idiom_patch.upc"
                int *upcrt_local_u = upcr_shared_to_local(upcr_add_shared(u, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 2 * 5 * ((int)upcr_threads()) - 2;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 47 "samples/upc/idiom_patch.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 47 "samples/upc/idiom_patch.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_u++)
                        *upcrt_local_u = *upcrt_local_u * 2;
                } else
#line 47 "samples/upc/idiom_patch.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_u++)
                        *upcrt_local_u = *upcrt_local_u * 2;
            }
        }
#line 47 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested12;
    }
    {
#line 49 "samples/upc/idiom_patch.upc"
        int upcrt_nested13 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 49 "samples/upc/idiom_patch.upc"
        i = 1;
#line 49 "samples/upc/idiom_patch.upc"
        if (upcrt_nested13)
#line 49 "samples/upc/idiom_patch.upc"
            for (; i < 2 * ((int)upcr_threads()); i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(b, sizeof(double), i), 0, -1.5);
        else {
#line 49 "samples/upc/idiom_patch.upc"
            /* This thread's elements of `b`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_b = upcr_pshared_to_local(upcr_add_pshared1(b, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 49 "samples/upc/idiom_patch.upc"
            long upcrt_bound = 2 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 49 "samples/upc/idiom_patch.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 49 "samples/upc/idiom_patch.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_b++)
                    *upcrt_local_b = -1.5;
            }
#line 49 "samples/upc/idiom_patch.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_b++)
                *upcrt_local_b = -1.5;
        }
#line 49 "samples/upc/idiom_patch.upc"
        upcrt_forall_control = upcrt_nested13;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        upcr_put_shared_val(v, 0, (int)99, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* not a statement of main's block: stays a loop */
#line 56 "samples/upc/idiom_patch.upc"
    if (m > 0) {
        {
#line 57 "samples/upc/idiom_patch.upc"
            int upcrt_nested14 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 57 "samples/upc/idiom_patch.upc"
            i = 0;
#line 57 "samples/upc/idiom_patch.upc"
            if (upcrt_nested14)
#line 57 "samples/upc/idiom_patch.upc"
                for (; i < 4 * 5 * ((int)upcr_threads()); i++)
                    upcr_put_shared_val(upcr_add_shared(v, sizeof(int), i, 5), 0, (int)((int)upcr_get_shared_val(upcr_add_shared(v, sizeof(int), i, 5), 0, sizeof(int)) + 1), sizeof(int));
            else {
#line 57 "samples/upc/idiom_patch.upc"
                /* This thread's blocks of `v`, each through local pointers. */
#line 57 "samples/upc/idiom_patch.upc"
                for (i = upcrt_forall_first(i, 5); i < 4 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 57 "samples/upc/idiom_patch.upc"
                    int *upcrt_local_v = upcr_shared_to_local(upcr_add_shared(v, sizeof(int), i, 5));
                    long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                    long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 5 * ((int)upcr_threads());
                    if (upcrt_bound < upcrt_stop)
                        upcrt_stop = upcrt_bound;
                    long upcrt_k;
#line 57 "samples/upc/idiom_patch.upc"
                    if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 57 "samples/upc/idiom_patch.upc"
                        for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_v++)
                            *upcrt_local_v = *upcrt_local_v + 1;
                    } else
#line 57 "samples/upc/idiom_patch.upc"
                        for (; i < upcrt_stop; i++, upcrt_local_v++)
                            *upcrt_local_v = *upcrt_local_v + 1;
                }
            }
#line 57 "samples/upc/idiom_patch.upc"
            upcrt_forall_control = upcrt_nested14;
        }
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < n; i++) {
            ma[i] = i;
            mb[i] = 0;
        }
        for (i = 0; i < m; i++) {
            mu[i] = 3 * i;
            mv[i] = 0;
        }
        for (i = 2 * ((int)upcr_threads()); i < 6 * ((int)upcr_threads()); i++)
            ma[i] *= 2;
        for (i = 5 * ((int)upcr_threads()); i < 3 * 5 * ((int)upcr_threads()); i++)
            mu[i] += 11;
        for (i = 2 * ((int)upcr_threads()); i < 7 * ((int)upcr_threads()); i++)
            mb[i] = ma[i];
        for (i = 5 * ((int)upcr_threads()); i < 3 * 5 * ((int)upcr_threads()); i++)
            mv[i] = mu[i] - i;
        for (i = 1; i < 5 * ((int)upcr_threads()) + 1; i++)
            ma[i] += 0.25;
        for (i = 3; i < 2 * 5 * ((int)upcr_threads()) - 2; i++)
            mu[i] *= 2;
        for (i = 1; i < 2 * ((int)upcr_threads()); i++)
            mb[i] = -1.5;
        mv[0] = 99;
        for (i = 0; i < m; i++)
            mv[i] += 1;
        for (i = 0; i < n; i++)
            if (upcr_get_pshared_doubleval(upcr_add_pshared1(a, sizeof(double), i), 0) != ma[i] || upcr_get_pshared_doubleval(upcr_add_pshared1(b, sizeof(double), i), 0) != mb[i]) {
                if (errors++ < 10)
                    printf("FAIL: idiom_patch: a[%d] = %g, b[%d] = %g, expected %g, %g\n", i, upcr_get_pshared_doubleval(upcr_add_pshared1(a, sizeof(double), i), 0), i, upcr_get_pshared_doubleval(upcr_add_pshared1(b, sizeof(double), i), 0), ma[i], mb[i]);
            }

        for (i = 0; i < m; i++)
            if ((int)upcr_get_shared_val(upcr_add_shared(u, sizeof(int), i, 5), 0, sizeof(int)) != mu[i] || (int)upcr_get_shared_val(upcr_add_shared(v, sizeof(int), i, 5), 0, sizeof(int)) != mv[i]) {
                if (errors++ < 10)
                    printf("FAIL: idiom_patch: u[%d] = %d, v[%d] = %d, expected %d, %d\n", i, (int)upcr_get_shared_val(upcr_add_shared(u, sizeof(int), i, 5), 0, sizeof(int)), i, (int)upcr_get_shared_val(upcr_add_shared(v, sizeof(int), i, 5), 0, sizeof(int)), mu[i], mv[i]);
            }

        if (errors)
            printf("FAIL: idiom_patch: %d errors\n", errors);
        else
            printf("PASS: idiom_patch\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_idiom_patch(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(double), 8 * ((int)upcr_threads()), 0, sizeof(double), "a", "shared double [8 * THREADS]" },
        { &b, sizeof(double), 8 * ((int)upcr_threads()), 0, sizeof(double), "b", "shared double [8 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &u, 5 * sizeof(int), (20 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "u", "shared [5] int [20 * THREADS]" },
        { &v, 5 * sizeof(int), (20 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "v", "shared [5] int [20 * THREADS]" },
        { &w, 5 * sizeof(int), (20 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "w", "shared [5] int [20 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_idiom_patch_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_idiom_patch;
