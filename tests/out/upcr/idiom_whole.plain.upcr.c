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
/* idiom_whole.upc - upc_forall loops that are whole-array operations (fill, scale, add a
   constant, copy, element-wise add and subtract, a triad with a scalar factor) on cyclic,
   blocked and [*] arrays of double, int and long; each result is checked element by element
   by thread 0 against a sequential recomputation. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
upcr_pshared_ptr_t x;
upcr_pshared_ptr_t y;
upcr_pshared_ptr_t z;
upcr_shared_ptr_t p;
upcr_shared_ptr_t q;
upcr_shared_ptr_t r;
upcr_shared_ptr_t s;
upcr_pshared_ptr_t verdict;
static int errors;
static void check(const char *what, double got, double expected, int i) {
    if (got != expected) {
        if (errors < 10)
            printf("FAIL: idiom_whole: %s[%d] is %g, expected %g\n", what, i, got, expected);
        errors++;
    }
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i;
    double half = 0.5;
    long three = 3;
    /* Fill, then values that depend on the index (not an idiom). */
    {
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested1)
            for (; i < 120; i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0, 2.5);
        else {
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++)
                    *upcrt_local_x = 2.5;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++)
                *upcrt_local_x = 2.5;
        }
        upcrt_forall_control = upcrt_nested1;
    }
    {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested2)
            for (; i < 120; i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0, i % 7);
        else {
            /* This thread's elements of `y`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_y++)
                    *upcrt_local_y = i % 7;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_y++)
                *upcrt_local_y = i % 7;
        }
        upcrt_forall_control = upcrt_nested2;
    }
    {
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
        int k = 0;
        if (upcrt_nested3)
            for (; k < 4 * ((int)upcr_threads()); k++)
                upcr_put_shared_val(upcr_add_shared(p, sizeof(int), k, 5), 0, (int)k, sizeof(int));
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (k = upcrt_forall_first(k, 5); k < 4 * ((int)upcr_threads()); k = upcrt_forall_first(k, 5)) {
                int *upcrt_local_p = upcr_shared_to_local(upcr_add_shared(p, sizeof(int), k, 5));
                long upcrt_block_lo = k - k % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - k == 5) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, k++, upcrt_local_p++)
                        *upcrt_local_p = k;
                } else
                    for (; k < upcrt_stop; k++, upcrt_local_p++)
                        *upcrt_local_p = k;
            }
        }
        upcrt_forall_control = upcrt_nested3;
    }
    {
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested4)
            for (; i < 120; i++)
                upcr_put_shared_val(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, (long)(i * 10), sizeof(long));
        else {
            /* This thread's blocks of `r`, each through local pointers. */
            for (i = upcrt_forall_first(i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())); i < 120; i = upcrt_forall_first(i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) {
                long *upcrt_local_r = upcr_shared_to_local(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
                long upcrt_block_lo = i - i % ((120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), upcrt_block_hi = upcrt_block_lo + (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads());
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 120;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()); upcrt_k++, i++, upcrt_local_r++)
                        *upcrt_local_r = i * 10;
                } else
                    for (; i < upcrt_stop; i++, upcrt_local_r++)
                        *upcrt_local_r = i * 10;
            }
        }
        upcrt_forall_control = upcrt_nested4;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* Scale, add a constant, in both spellings. */
    {
        int upcrt_nested5 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested5)
            for (; i < 120; i++)
                ({ upcr_pshared_ptr_t upcrt_addr6 = upcr_add_pshared1(x, sizeof(double), i); upcr_put_pshared_doubleval(upcrt_addr6, 0, upcr_get_pshared_doubleval(upcrt_addr6, 0) * half); });
        else {
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++)
                    *upcrt_local_x *= half;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++)
                *upcrt_local_x *= half;
        }
        upcrt_forall_control = upcrt_nested5;
    }
    {
        int upcrt_nested7 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested7)
            for (; i < 120; i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0, upcr_get_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0) + 1);
        else {
            /* This thread's elements of `y`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_y++)
                    *upcrt_local_y = *upcrt_local_y + 1;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_y++)
                *upcrt_local_y = *upcrt_local_y + 1;
        }
        upcrt_forall_control = upcrt_nested7;
    }
    {
        int upcrt_nested8 = upcrt_forall_control;
        upcrt_forall_control = 1;
        int k = 0;
        if (upcrt_nested8)
            for (; k < 4 * ((int)upcr_threads()); k++) {
                ({ upcr_shared_ptr_t upcrt_addr9 = upcr_add_shared(p, sizeof(int), k, 5); upcr_put_shared_val(upcrt_addr9, 0, (int)((int)upcr_get_shared_val(upcrt_addr9, 0, sizeof(int)) + 7), sizeof(int)); });
            }
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (k = upcrt_forall_first(k, 5); k < 4 * ((int)upcr_threads()); k = upcrt_forall_first(k, 5)) {
                int *upcrt_local_p = upcr_shared_to_local(upcr_add_shared(p, sizeof(int), k, 5));
                long upcrt_block_lo = k - k % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - k == 5) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, k++, upcrt_local_p++) {
                        *upcrt_local_p += 7;
                    }
                } else
                    for (; k < upcrt_stop; k++, upcrt_local_p++) {
                        *upcrt_local_p += 7;
                    }
            }
        }
        upcrt_forall_control = upcrt_nested8;
    }
    {
        int upcrt_nested10 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested10)
            for (; i < 120; i++)
                upcr_put_shared_val(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, (long)(three * (long)upcr_get_shared_val(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(long))), sizeof(long));
        else {
            /* This thread's blocks of `r`, each through local pointers. */
            for (i = upcrt_forall_first(i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())); i < 120; i = upcrt_forall_first(i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) {
                long *upcrt_local_r = upcr_shared_to_local(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
                long upcrt_block_lo = i - i % ((120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), upcrt_block_hi = upcrt_block_lo + (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads());
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 120;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()); upcrt_k++, i++, upcrt_local_r++)
                        *upcrt_local_r = three * *upcrt_local_r;
                } else
                    for (; i < upcrt_stop; i++, upcrt_local_r++)
                        *upcrt_local_r = three * *upcrt_local_r;
            }
        }
        upcrt_forall_control = upcrt_nested10;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* Copy, add, subtract, triad. */
    {
        int upcrt_nested11 = upcrt_forall_control;
        upcrt_forall_control = 1;
        int k = 0;
        if (upcrt_nested11)
            for (; k < 4 * ((int)upcr_threads()); k++)
                upcr_put_shared_val(upcr_add_shared(q, sizeof(int), k, 5), 0, (int)(int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k, 5), 0, sizeof(int)), sizeof(int));
        else {
            /* This thread's blocks of `q`, each through local pointers. */
            for (k = upcrt_forall_first(k, 5); k < 4 * ((int)upcr_threads()); k = upcrt_forall_first(k, 5)) {
                int *upcrt_local_q = upcr_shared_to_local(upcr_add_shared(q, sizeof(int), k, 5));
                int *upcrt_local_p = upcr_shared_to_local(upcr_add_shared(p, sizeof(int), k, 5));
                long upcrt_block_lo = k - k % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - k == 5) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, k++, upcrt_local_q++, upcrt_local_p++)
                        *upcrt_local_q = *upcrt_local_p;
                } else
                    for (; k < upcrt_stop; k++, upcrt_local_q++, upcrt_local_p++)
                        *upcrt_local_q = *upcrt_local_p;
            }
        }
        upcrt_forall_control = upcrt_nested11;
    }
    {
        int upcrt_nested12 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested12)
            for (; i < 120; i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(z, sizeof(double), i), 0, upcr_get_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0) + upcr_get_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0));
        else {
            /* This thread's elements of `z`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_z = upcr_pshared_to_local(upcr_add_pshared1(z, sizeof(double), i));
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_z++, upcrt_local_x++, upcrt_local_y++)
                    *upcrt_local_z = *upcrt_local_x + *upcrt_local_y;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_z++, upcrt_local_x++, upcrt_local_y++)
                *upcrt_local_z = *upcrt_local_x + *upcrt_local_y;
        }
        upcrt_forall_control = upcrt_nested12;
    }
    {
        int upcrt_nested13 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested13)
            for (; i < 120; i++)
                upcr_put_shared_val(upcr_add_shared(s, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, (long)((long)upcr_get_shared_val(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(long)) - three), sizeof(long));
        else {
            /* This thread's blocks of `s`, each through local pointers. */
            for (i = upcrt_forall_first(i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())); i < 120; i = upcrt_forall_first(i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) {
                long *upcrt_local_s = upcr_shared_to_local(upcr_add_shared(s, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
                long *upcrt_local_r = upcr_shared_to_local(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
                long upcrt_block_lo = i - i % ((120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), upcrt_block_hi = upcrt_block_lo + (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads());
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 120;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()); upcrt_k++, i++, upcrt_local_s++, upcrt_local_r++)
                        *upcrt_local_s = *upcrt_local_r - three;
                } else
                    for (; i < upcrt_stop; i++, upcrt_local_s++, upcrt_local_r++)
                        *upcrt_local_s = *upcrt_local_r - three;
            }
        }
        upcrt_forall_control = upcrt_nested13;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        int upcrt_nested14 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested14)
            for (; i < 120; i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0, upcr_get_pshared_doubleval(upcr_add_pshared1(z, sizeof(double), i), 0) + 4 * upcr_get_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0));
        else {
            /* This thread's elements of `y`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            double *upcrt_local_z = upcr_pshared_to_local(upcr_add_pshared1(z, sizeof(double), i));
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_y++, upcrt_local_z++, upcrt_local_x++)
                    *upcrt_local_y = *upcrt_local_z + 4 * *upcrt_local_x;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_y++, upcrt_local_z++, upcrt_local_x++)
                *upcrt_local_y = *upcrt_local_z + 4 * *upcrt_local_x;
        }
        upcrt_forall_control = upcrt_nested14;
    }
    {
        int upcrt_nested15 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested15)
            for (; i <= 120 - 1; i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0, upcr_get_pshared_doubleval(upcr_add_pshared1(z, sizeof(double), i), 0) - upcr_get_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0));
        else {
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(double), i));
            double *upcrt_local_z = upcr_pshared_to_local(upcr_add_pshared1(z, sizeof(double), i));
            double *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 120 - 1 + 1;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_z++, upcrt_local_y++)
                    *upcrt_local_x = *upcrt_local_z - *upcrt_local_y;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_z++, upcrt_local_y++)
                *upcrt_local_x = *upcrt_local_z - *upcrt_local_y;
        }
        upcrt_forall_control = upcrt_nested15;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        if (i != 120)
            printf("FAIL: idiom_whole: loop counter %d after the loops, expected %d\n", i, 120), errors++;
        for (i = 0; i < 120; i++) {
            double xv = 2.5 * 0.5, yv = i % 7 + 1, zv = xv + yv, y2 = zv + 4 * xv;
            check("z", upcr_get_pshared_doubleval(upcr_add_pshared1(z, sizeof(double), i), 0), zv, i);
            check("y", upcr_get_pshared_doubleval(upcr_add_pshared1(y, sizeof(double), i), 0), y2, i);
            check("x", upcr_get_pshared_doubleval(upcr_add_pshared1(x, sizeof(double), i), 0), zv - y2, i);
            check("r", (long)upcr_get_shared_val(upcr_add_shared(r, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(long)), 30.0 * i, i);
            check("s", (long)upcr_get_shared_val(upcr_add_shared(s, sizeof(long), i, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(long)), 30.0 * i - 3, i);
        }
        for (i = 0; i < 4 * ((int)upcr_threads()); i++) {
            check("p", (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), i, 5), 0, sizeof(int)), i + 7, i);
            check("q", (int)upcr_get_shared_val(upcr_add_shared(q, sizeof(int), i, 5), 0, sizeof(int)), i + 7, i);
        }
        printf("sum of x = %g\n", 0.0 + upcr_get_pshared_doubleval(x, 0) * 120);
        if (errors)
            printf("FAIL: idiom_whole: %d errors\n", errors);
        else
            printf("PASS: idiom_whole\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_idiom_whole(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &x, sizeof(double), 120, 0, sizeof(double), "x", "shared double [120]" },
        { &y, sizeof(double), 120, 0, sizeof(double), "y", "shared double [120]" },
        { &z, sizeof(double), 120, 0, sizeof(double), "z", "shared double [120]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &p, 5 * sizeof(int), (4 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "p", "shared [5] int [4 * THREADS]" },
        { &q, 5 * sizeof(int), (4 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "q", "shared [5] int [4 * THREADS]" },
        { &r, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * sizeof(long), (120 + (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) - 1) / ((120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(long), "r", "shared [*] long [120]" },
        { &s, (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * sizeof(long), (120 + (120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) - 1) / ((120 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(long), "s", "shared [*] long [120]" },
    };
    upcr_startup_shalloc(shared_objects, 4);
}
static void (*const upcrt_alloc_idiom_whole_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_idiom_whole;
