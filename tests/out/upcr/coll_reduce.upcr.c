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
#line 1 "samples/upc/coll_reduce.upc"
/* coll_reduce.upc - upc_all_reduceT for T = I, UI, L, UL, F, D, C: ADD, MULT, MIN, MAX, AND, OR, XOR, LOGAND, LOGOR, UPC_FUNC and UPC_NONCOMM_FUNC, blocked sources, partial counts. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_reduce.upc"
upcr_pshared_ptr_t iv;
upcr_shared_ptr_t lv;
upcr_shared_ptr_t ulv;
upcr_pshared_ptr_t fv;
upcr_shared_ptr_t dv;
upcr_pshared_ptr_t uiv;
upcr_pshared_ptr_t cv;
upcr_pshared_ptr_t lres;
upcr_pshared_ptr_t ulres;
upcr_pshared_ptr_t ires;
upcr_pshared_ptr_t uires;
upcr_pshared_ptr_t dres;
upcr_pshared_ptr_t fres;
upcr_pshared_ptr_t cres;
/* a result that lands on the last thread */
#line 21 "samples/upc/coll_reduce.upc"
upcr_pshared_ptr_t on_last;
upcr_pshared_ptr_t verdict;

/* associative, not commutative */
#line 24 "samples/upc/coll_reduce.upc"
static long first_nonzero(long a, long b) {
#line 24 "samples/upc/coll_reduce.upc"
    return a != 0 ? a : b;
}
#line 25 "samples/upc/coll_reduce.upc"
static int larger(int a, int b) {
#line 25 "samples/upc/coll_reduce.upc"
    return a > b ? a : b;
}


int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 6 * ((int)upcr_threads()), errors = 0;

    {
#line 33 "samples/upc/coll_reduce.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 33 "samples/upc/coll_reduce.upc"
        i = 0;
#line 33 "samples/upc/coll_reduce.upc"
        if (!upcrt_nested1)
            i = upcrt_forall_first(i, 1);
#line 33 "samples/upc/coll_reduce.upc"
        for (; i < n; i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1)) {
            upcr_put_pshared_val(upcr_add_pshared1(iv, sizeof(int), i), 0, (int)(i % 7 - 3), sizeof(int));
            upcr_put_pshared_floatval(upcr_add_pshared1(fv, sizeof(float), i), 0, (float)(n - i));
            upcr_put_pshared_val(upcr_add_pshared1(uiv, sizeof(unsigned int), i), 0, (unsigned int)(1u << i % 20), sizeof(unsigned int));
            upcr_put_pshared_val(upcr_add_pshared1(cv, sizeof(char), i), 0, (char)(signed char)(i % 5), sizeof(char));
        }
#line 33 "samples/upc/coll_reduce.upc"
        upcrt_forall_control = upcrt_nested1;
    }
#line 39 "samples/upc/coll_reduce.upc"
    {
#line 39 "samples/upc/coll_reduce.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 39 "samples/upc/coll_reduce.upc"
        i = 0;
#line 39 "samples/upc/coll_reduce.upc"
        if (upcrt_nested2)
#line 39 "samples/upc/coll_reduce.upc"
            for (; i < n; i++)
                /* the first nonzero value is lv[4] */
#line 40 "samples/upc/coll_reduce.upc"
                upcr_put_shared_val(upcr_add_shared(lv, sizeof(long), i, 3), 0, (long)(i < 4 ? 0 : 3L * i - 20), sizeof(long));
        else {
#line 39 "samples/upc/coll_reduce.upc"
            /* This thread's blocks of `lv`, each through local pointers. */
#line 39 "samples/upc/coll_reduce.upc"
            for (i = upcrt_forall_first(i, 3); i < n; i = upcrt_forall_first(i, 3)) {
#line 39 "samples/upc/coll_reduce.upc"
                long *upcrt_local_lv = upcr_shared_to_local(upcr_add_shared(lv, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 39 "samples/upc/coll_reduce.upc"
                if (upcrt_stop - i == 3) {
#pragma GCC ivdep
#line 39 "samples/upc/coll_reduce.upc"
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_lv++)
                        *upcrt_local_lv = i < 4 ? 0 : 3L * i - 20;
                } else
#line 39 "samples/upc/coll_reduce.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_lv++)
                        *upcrt_local_lv = i < 4 ? 0 : 3L * i - 20;
            }
        }
#line 39 "samples/upc/coll_reduce.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 41 "samples/upc/coll_reduce.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 41 "samples/upc/coll_reduce.upc"
        i = 0;
#line 41 "samples/upc/coll_reduce.upc"
        if (upcrt_nested3)
#line 41 "samples/upc/coll_reduce.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(ulv, sizeof(unsigned long), i, 6), 0, (unsigned long)(unsigned long)(i % 3 + 1), sizeof(unsigned long));
        else {
#line 41 "samples/upc/coll_reduce.upc"
            /* This thread's blocks of `ulv`, each through local pointers. */
#line 41 "samples/upc/coll_reduce.upc"
            for (i = upcrt_forall_first(i, 6); i < n; i = upcrt_forall_first(i, 6)) {
#line 41 "samples/upc/coll_reduce.upc"
                unsigned long *upcrt_local_ulv = upcr_shared_to_local(upcr_add_shared(ulv, sizeof(unsigned long), i, 6));
                long upcrt_block_lo = i - i % 6, upcrt_block_hi = upcrt_block_lo + 6;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 41 "samples/upc/coll_reduce.upc"
                if (upcrt_stop - i == 6) {
#pragma GCC ivdep
#line 41 "samples/upc/coll_reduce.upc"
                    for (upcrt_k = 0; upcrt_k < 6; upcrt_k++, i++, upcrt_local_ulv++)
                        *upcrt_local_ulv = (unsigned long)(i % 3 + 1);
                } else
#line 41 "samples/upc/coll_reduce.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_ulv++)
                        *upcrt_local_ulv = (unsigned long)(i % 3 + 1);
            }
        }
#line 41 "samples/upc/coll_reduce.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    {
#line 43 "samples/upc/coll_reduce.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 43 "samples/upc/coll_reduce.upc"
        i = 0;
#line 43 "samples/upc/coll_reduce.upc"
        if (upcrt_nested4)
#line 43 "samples/upc/coll_reduce.upc"
            for (; i < n; i++)
                upcr_put_shared_doubleval(upcr_add_shared(dv, sizeof(double), i, 2), 0, i * 0.5);
        else {
#line 43 "samples/upc/coll_reduce.upc"
            /* This thread's blocks of `dv`, each through local pointers. */
#line 43 "samples/upc/coll_reduce.upc"
            for (i = upcrt_forall_first(i, 2); i < n; i = upcrt_forall_first(i, 2)) {
#line 43 "samples/upc/coll_reduce.upc"
                double *upcrt_local_dv = upcr_shared_to_local(upcr_add_shared(dv, sizeof(double), i, 2));
                long upcrt_block_lo = i - i % 2, upcrt_block_hi = upcrt_block_lo + 2;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 43 "samples/upc/coll_reduce.upc"
                if (upcrt_stop - i == 2) {
#pragma GCC ivdep
#line 43 "samples/upc/coll_reduce.upc"
                    for (upcrt_k = 0; upcrt_k < 2; upcrt_k++, i++, upcrt_local_dv++)
                        *upcrt_local_dv = i * 0.5;
                } else
#line 43 "samples/upc/coll_reduce.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_dv++)
                        *upcrt_local_dv = i * 0.5;
            }
        }
#line 43 "samples/upc/coll_reduce.upc"
        upcrt_forall_control = upcrt_nested4;
    }

    upc_all_reduceL(upcr_pshared_to_shared(lres), lv, (upc_op_t)1 << 0, n, 3, (void *)0, 0 | 0);
    upc_all_reduceL(upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 1)), lv, (upc_op_t)1 << 8, n, 3, (void *)0, 0 | 0);
    upc_all_reduceL(upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 2)), lv, (upc_op_t)1 << 7, n, 3, (void *)0, 0 | 0);
    upc_all_reduceL(upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 3)), lv, (upc_op_t)1 << 10, n, 3, first_nonzero, 0 | 0);
    upc_all_reduceL(upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 4)), lv, (upc_op_t)1 << 0, n - 2, 3, (void *)0, 0 | 0);
    /* all but the last two */
#line 51 "samples/upc/coll_reduce.upc"
    upc_all_reduceUL(upcr_pshared_to_shared(ulres), ulv, (upc_op_t)1 << 1, n < 12 ? n : 12, 6, (void *)0, 0 | 0);
    upc_all_reduceUL(upcr_pshared_to_shared(upcr_add_pshared1(ulres, sizeof(unsigned long), 1)), ulv, (upc_op_t)1 << 3, n, 6, (void *)0, 0 | 0);
    upc_all_reduceUL(upcr_pshared_to_shared(upcr_add_pshared1(ulres, sizeof(unsigned long), 2)), ulv, (upc_op_t)1 << 4, n, 6, (void *)0, 0 | 0);
    upc_all_reduceI(upcr_pshared_to_shared(ires), upcr_pshared_to_shared(iv), (upc_op_t)1 << 0, n, 1, (void *)0, 0 | 0);
    upc_all_reduceI(upcr_pshared_to_shared(upcr_add_pshared1(ires, sizeof(int), 1)), upcr_pshared_to_shared(iv), (upc_op_t)1 << 9, n, 1, larger, 0 | 0);
    upc_all_reduceUI(upcr_pshared_to_shared(uires), upcr_pshared_to_shared(uiv), (upc_op_t)1 << 3, n, 1, (void *)0, 0 | 0);
    upc_all_reduceUI(upcr_pshared_to_shared(upcr_add_pshared1(uires, sizeof(unsigned int), 1)), upcr_pshared_to_shared(uiv), (upc_op_t)1 << 2, n, 1, (void *)0, 0 | 0);
    upc_all_reduceF(upcr_pshared_to_shared(fres), upcr_pshared_to_shared(fv), (upc_op_t)1 << 7, n, 1, (void *)0, 0 | 0);
    upc_all_reduceF(upcr_pshared_to_shared(upcr_add_pshared1(fres, sizeof(float), 1)), upcr_pshared_to_shared(fv), (upc_op_t)1 << 0, n, 1, (void *)0, 0 | 0);
    upc_all_reduceD(upcr_pshared_to_shared(dres), dv, (upc_op_t)1 << 0, n, 2, (void *)0, 0 | 0);
    upc_all_reduceD(upcr_pshared_to_shared(upcr_add_pshared1(dres, sizeof(double), 1)), dv, (upc_op_t)1 << 5, n, 2, (void *)0, 0 | 0);
    /* dv[0] is 0: false */
#line 62 "samples/upc/coll_reduce.upc"
    upc_all_reduceD(upcr_pshared_to_shared(upcr_add_pshared1(on_last, sizeof(double), ((int)upcr_threads()) - 1)), dv, (upc_op_t)1 << 8, n, 2, (void *)0, 0 | 0);
    upc_all_reduceC(upcr_pshared_to_shared(cres), upcr_pshared_to_shared(cv), (upc_op_t)1 << 6, n, 1, (void *)0, 0 | 0);

    if (((int)upcr_mythread()) == 0) {
        long lsum = 0, lsum2 = 0, lmax = -1000, lmin = 1000, lfirst = 0;
        unsigned long prod = 1, uor = 0, uxor = 0;
        unsigned int ior = 0, iand = ~0u;
        int isum = 0, imax = -1000;
        float fsum = 0.0f;
        double dsum = 0.0;
        for (i = 0; i < n; i++) {
            long l = i < 4 ? 0 : 3L * i - 20;
            lsum += l;
            if (i < n - 2)
                lsum2 += l;
            lmax = l > lmax ? l : lmax;
            lmin = l < lmin ? l : lmin;
            if (lfirst == 0)
                lfirst = l;
            if (i < 12)
                prod *= (unsigned long)(i % 3 + 1);
            uor |= (unsigned long)(i % 3 + 1);
            uxor ^= (unsigned long)(i % 3 + 1);
            isum += i % 7 - 3;
            imax = i % 7 - 3 > imax ? i % 7 - 3 : imax;
            ior |= 1u << i % 20;
            iand &= 1u << i % 20;
            fsum += (float)(n - i);
            dsum += i * 0.5;
        }
        if ((long)upcr_get_pshared_val(lres, 0, sizeof(long)) != lsum || (long)upcr_get_pshared_val(upcr_add_pshared1(lres, sizeof(long), 1), 0, sizeof(long)) != lmax || (long)upcr_get_pshared_val(upcr_add_pshared1(lres, sizeof(long), 2), 0, sizeof(long)) != lmin || (long)upcr_get_pshared_val(upcr_add_pshared1(lres, sizeof(long), 3), 0, sizeof(long)) != lfirst || (long)upcr_get_pshared_val(upcr_add_pshared1(lres, sizeof(long), 4), 0, sizeof(long)) != lsum2)
            errors++;
        if ((unsigned long)upcr_get_pshared_val(ulres, 0, sizeof(unsigned long)) != prod || (unsigned long)upcr_get_pshared_val(upcr_add_pshared1(ulres, sizeof(unsigned long), 1), 0, sizeof(unsigned long)) != uor || (unsigned long)upcr_get_pshared_val(upcr_add_pshared1(ulres, sizeof(unsigned long), 2), 0, sizeof(unsigned long)) != uxor)
            errors++;
        if ((int)upcr_get_pshared_val(ires, 0, sizeof(int)) != isum || (int)upcr_get_pshared_val(upcr_add_pshared1(ires, sizeof(int), 1), 0, sizeof(int)) != imax || (unsigned int)upcr_get_pshared_val(uires, 0, sizeof(unsigned int)) != ior || (unsigned int)upcr_get_pshared_val(upcr_add_pshared1(uires, sizeof(unsigned int), 1), 0, sizeof(unsigned int)) != iand)
            errors++;
        if (upcr_get_pshared_floatval(fres, 0) != 1.0f || upcr_get_pshared_floatval(upcr_add_pshared1(fres, sizeof(float), 1), 0) != fsum || upcr_get_pshared_doubleval(dres, 0) != dsum || upcr_get_pshared_doubleval(upcr_add_pshared1(dres, sizeof(double), 1), 0) != 0.0)
            errors++;
        if (upcr_get_pshared_doubleval(upcr_add_pshared1(on_last, sizeof(double), ((int)upcr_threads()) - 1), 0) != (n - 1) * 0.5 || (char)upcr_get_pshared_val(cres, 0, sizeof(char)) != 1)
            errors++;
        if (errors)
            printf("FAIL: coll_reduce: %d groups wrong (lsum %ld/%ld, isum %d/%d, dsum %g/%g)\n", errors, (long)upcr_get_pshared_val(lres, 0, sizeof(long)), lsum, (int)upcr_get_pshared_val(ires, 0, sizeof(int)), isum, upcr_get_pshared_doubleval(dres, 0), dsum);
        else

            printf("PASS: coll_reduce\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_reduce(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &iv, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "iv", "shared int [6 * THREADS]" },
        { &fv, sizeof(float), 6 * ((int)upcr_threads()), 0, sizeof(float), "fv", "shared float [6 * THREADS]" },
        { &uiv, sizeof(unsigned int), 6 * ((int)upcr_threads()), 0, sizeof(unsigned int), "uiv", "shared unsigned int [6 * THREADS]" },
        { &cv, sizeof(char), 6 * ((int)upcr_threads()), 0, sizeof(char), "cv", "shared char [6 * THREADS]" },
        { &lres, sizeof(long), 5, 0, sizeof(long), "lres", "shared long [5]" },
        { &ulres, sizeof(unsigned long), 3, 0, sizeof(unsigned long), "ulres", "shared unsigned long [3]" },
        { &ires, sizeof(int), 2, 0, sizeof(int), "ires", "shared int [2]" },
        { &uires, sizeof(unsigned int), 2, 0, sizeof(unsigned int), "uires", "shared unsigned int [2]" },
        { &dres, sizeof(double), 2, 0, sizeof(double), "dres", "shared double [2]" },
        { &fres, sizeof(float), 2, 0, sizeof(float), "fres", "shared float [2]" },
        { &cres, sizeof(char), 1, 0, sizeof(char), "cres", "shared char" },
        { &on_last, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "on_last", "shared double [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 13);
    upcr_startup_shalloc_t shared_objects[] = {
        { &lv, 3 * sizeof(long), (6 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "lv", "shared [3] long [6 * THREADS]" },
        { &ulv, 6 * sizeof(unsigned long), (6 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(unsigned long), "ulv", "shared [6] unsigned long [6 * THREADS]" },
        { &dv, 2 * sizeof(double), (6 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(double), "dv", "shared [2] double [6 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_coll_reduce_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_reduce;
