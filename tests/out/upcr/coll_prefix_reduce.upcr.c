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
#line 1 "samples/upc/coll_prefix_reduce.upc"
/* coll_prefix_reduce.upc - upc_all_prefix_reduceT for T = I, L, UL, F, D with ADD, MULT, MAX and MIN over blocked arrays: dst[k] combines src[0..k]. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 8 "samples/upc/coll_prefix_reduce.upc"
upcr_shared_ptr_t isrc;
upcr_shared_ptr_t idst;
upcr_shared_ptr_t lsrc;
upcr_shared_ptr_t ldst;
upcr_pshared_ptr_t usrc;
upcr_pshared_ptr_t udst;
upcr_shared_ptr_t dsrc;
upcr_shared_ptr_t ddst;
upcr_pshared_ptr_t fsrc;
upcr_pshared_ptr_t fdst;
upcr_pshared_ptr_t verdict;



int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 8 * ((int)upcr_threads()), errors = 0;

    {
#line 26 "samples/upc/coll_prefix_reduce.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 26 "samples/upc/coll_prefix_reduce.upc"
        i = 0;
#line 26 "samples/upc/coll_prefix_reduce.upc"
        if (upcrt_nested1)
#line 26 "samples/upc/coll_prefix_reduce.upc"
            for (; i < n; i++) {
                upcr_put_shared_val(upcr_add_shared(isrc, sizeof(int), i, 4), 0, (int)(i % 5 - 2), sizeof(int));
                upcr_put_shared_val(upcr_add_shared(lsrc, sizeof(long), i, 4), 0, (long)(i * 37 % 11 - 5), sizeof(long));
                upcr_put_shared_doubleval(upcr_add_shared(dsrc, sizeof(double), i, 4), 0, 0.25 * i);
            }
        else {
#line 26 "samples/upc/coll_prefix_reduce.upc"
            /* This thread's blocks of `isrc`, each through local pointers. */
#line 26 "samples/upc/coll_prefix_reduce.upc"
            for (i = upcrt_forall_first(i, 4); i < n; i = upcrt_forall_first(i, 4)) {
#line 26 "samples/upc/coll_prefix_reduce.upc"
                int *upcrt_local_isrc = upcr_shared_to_local(upcr_add_shared(isrc, sizeof(int), i, 4));
                long *upcrt_local_lsrc = upcr_shared_to_local(upcr_add_shared(lsrc, sizeof(long), i, 4));
                double *upcrt_local_dsrc = upcr_shared_to_local(upcr_add_shared(dsrc, sizeof(double), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 26 "samples/upc/coll_prefix_reduce.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 26 "samples/upc/coll_prefix_reduce.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_isrc++, upcrt_local_lsrc++, upcrt_local_dsrc++) {
                        *upcrt_local_isrc = i % 5 - 2;
                        *upcrt_local_lsrc = i * 37 % 11 - 5;
                        *upcrt_local_dsrc = 0.25 * i;
                    }
                } else
#line 26 "samples/upc/coll_prefix_reduce.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_isrc++, upcrt_local_lsrc++, upcrt_local_dsrc++) {
                        *upcrt_local_isrc = i % 5 - 2;
                        *upcrt_local_lsrc = i * 37 % 11 - 5;
                        *upcrt_local_dsrc = 0.25 * i;
                    }
            }
        }
#line 26 "samples/upc/coll_prefix_reduce.upc"
        upcrt_forall_control = upcrt_nested1;
    }



    {
#line 31 "samples/upc/coll_prefix_reduce.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 31 "samples/upc/coll_prefix_reduce.upc"
        i = 0;
#line 31 "samples/upc/coll_prefix_reduce.upc"
        if (upcrt_nested2)
#line 31 "samples/upc/coll_prefix_reduce.upc"
            for (; i < n; i++) {
                upcr_put_pshared_val(upcr_add_pshared1(usrc, sizeof(unsigned long), i), 0, (unsigned long)(unsigned long)(i % 2 + 1), sizeof(unsigned long));
                upcr_put_pshared_floatval(upcr_add_pshared1(fsrc, sizeof(float), i), 0, (float)(i * 7 % 13));
            }
        else {
#line 31 "samples/upc/coll_prefix_reduce.upc"
            /* This thread's elements of `usrc`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            unsigned long *upcrt_local_usrc = upcr_pshared_to_local(upcr_add_pshared1(usrc, sizeof(unsigned long), i));
            float *upcrt_local_fsrc = upcr_pshared_to_local(upcr_add_pshared1(fsrc, sizeof(float), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 31 "samples/upc/coll_prefix_reduce.upc"
            long upcrt_bound = n;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 31 "samples/upc/coll_prefix_reduce.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 31 "samples/upc/coll_prefix_reduce.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_usrc++, upcrt_local_fsrc++) {
                    *upcrt_local_usrc = (unsigned long)(i % 2 + 1);
                    *upcrt_local_fsrc = (float)(i * 7 % 13);
                }
            }
#line 31 "samples/upc/coll_prefix_reduce.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_usrc++, upcrt_local_fsrc++) {
                *upcrt_local_usrc = (unsigned long)(i % 2 + 1);
                *upcrt_local_fsrc = (float)(i * 7 % 13);
            }
        }
#line 31 "samples/upc/coll_prefix_reduce.upc"
        upcrt_forall_control = upcrt_nested2;
    }


    upc_all_prefix_reduceI(idst, isrc, (upc_op_t)1 << 0, n, 4, (void *)0, 0 | 0);
    upc_all_prefix_reduceL(ldst, lsrc, (upc_op_t)1 << 8, n, 4, (void *)0, 0 | 0);
    upc_all_prefix_reduceUL(upcr_pshared_to_shared(udst), upcr_pshared_to_shared(usrc), (upc_op_t)1 << 1, n < 40 ? n : 40, 1, (void *)0, 0 | 0);
    upc_all_prefix_reduceD(ddst, dsrc, (upc_op_t)1 << 0, n, 4, (void *)0, 0 | 0);
    upc_all_prefix_reduceF(upcr_pshared_to_shared(fdst), upcr_pshared_to_shared(fsrc), (upc_op_t)1 << 7, n, 1, (void *)0, 0 | 0);

    if (((int)upcr_mythread()) == 0) {
        int isum = 0;
        long lmax = -100;
        unsigned long prod = 1;
        double dsum = 0.0;
        float fmin = 1000.0f;
        for (i = 0; i < n; i++) {
            isum += i % 5 - 2;
            lmax = i * 37 % 11 - 5 > lmax ? i * 37 % 11 - 5 : lmax;
            dsum += 0.25 * i;
            fmin = (float)(i * 7 % 13) < fmin ? (float)(i * 7 % 13) : fmin;
            if ((int)upcr_get_shared_val(upcr_add_shared(idst, sizeof(int), i, 4), 0, sizeof(int)) != isum || (long)upcr_get_shared_val(upcr_add_shared(ldst, sizeof(long), i, 4), 0, sizeof(long)) != lmax || upcr_get_shared_doubleval(upcr_add_shared(ddst, sizeof(double), i, 4), 0) != dsum || upcr_get_pshared_floatval(upcr_add_pshared1(fdst, sizeof(float), i), 0) != fmin) {
                if (errors < 5)
                    printf("FAIL: coll_prefix_reduce: at %d: %d/%d %ld/%ld %g/%g\n", i, (int)upcr_get_shared_val(upcr_add_shared(idst, sizeof(int), i, 4), 0, sizeof(int)), isum, (long)upcr_get_shared_val(upcr_add_shared(ldst, sizeof(long), i, 4), 0, sizeof(long)), lmax, upcr_get_shared_doubleval(upcr_add_shared(ddst, sizeof(double), i, 4), 0), dsum);

                errors++;
            }
            if (i < 40) {
                prod *= (unsigned long)(i % 2 + 1);
                if ((unsigned long)upcr_get_pshared_val(upcr_add_pshared1(udst, sizeof(unsigned long), i), 0, sizeof(unsigned long)) != prod)
                    errors++;
            }
        }
        if (errors)
            printf("FAIL: coll_prefix_reduce: %d errors\n", errors);
        else
            printf("PASS: coll_prefix_reduce\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_prefix_reduce(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &usrc, sizeof(unsigned long), 8 * ((int)upcr_threads()), 0, sizeof(unsigned long), "usrc", "shared unsigned long [8 * THREADS]" },
        { &udst, sizeof(unsigned long), 8 * ((int)upcr_threads()), 0, sizeof(unsigned long), "udst", "shared unsigned long [8 * THREADS]" },
        { &fsrc, sizeof(float), 8 * ((int)upcr_threads()), 0, sizeof(float), "fsrc", "shared float [8 * THREADS]" },
        { &fdst, sizeof(float), 8 * ((int)upcr_threads()), 0, sizeof(float), "fdst", "shared float [8 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
    upcr_startup_shalloc_t shared_objects[] = {
        { &isrc, 4 * sizeof(int), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "isrc", "shared [4] int [8 * THREADS]" },
        { &idst, 4 * sizeof(int), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "idst", "shared [4] int [8 * THREADS]" },
        { &lsrc, 4 * sizeof(long), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(long), "lsrc", "shared [4] long [8 * THREADS]" },
        { &ldst, 4 * sizeof(long), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(long), "ldst", "shared [4] long [8 * THREADS]" },
        { &dsrc, 4 * sizeof(double), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(double), "dsrc", "shared [4] double [8 * THREADS]" },
        { &ddst, 4 * sizeof(double), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(double), "ddst", "shared [4] double [8 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 6);
}
static void (*const upcrt_alloc_coll_prefix_reduce_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_prefix_reduce;
