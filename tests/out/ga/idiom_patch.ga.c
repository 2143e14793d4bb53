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
#line 1 "samples/upc/idiom_patch.upc"
/* idiom_patch.upc - upc_forall loops over a sub-range of arrays: fill, scale, add a constant,
   copy and add on ranges that are the same columns of every thread's part (GA patches) and on
   ranges that are not (the loop); elements outside the ranges must keep their values. A loop
   nested in an `if` stays a loop. Checked by thread 0 against a sequential model. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared double a[8 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
double *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline double a_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double a_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `shared double b[8 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
double *b_local;
/* `b[i]`: read in place on its thread or node, else NGA_Get. */
static inline double b_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return b_local[pos];
    upcga_get_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `b[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double b_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        b_local[pos] = v;
    else
        upcga_put_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `shared [5] int u[20 * THREADS]`: a GA array (one row per thread); this thread's part is u_local. */
int g_u;
int *u_local;
/* `u[i]`: read in place on its thread or node, else NGA_Get. */
static inline int u_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_u, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return u_local[pos];
    upcga_get_at(g_u, t, pos, &v, sizeof v);
    return v;
}
/* `u[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int u_set(long i, int v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_u, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        u_local[pos] = v;
    else
        upcga_put_at(g_u, t, pos, &v, sizeof v);
    return v;
}
/* `shared [5] int v[20 * THREADS]`: a GA array (one row per thread); this thread's part is v_local. */
int g_v;
int *v_local;
/* `v[i]`: read in place on its thread or node, else NGA_Get. */
static inline int v_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_v, t, pos, sizeof(int), 0);
    int v_1;
    if (t == MYTHREAD)
        return v_local[pos];
    upcga_get_at(g_v, t, pos, &v_1, sizeof v_1);
    return v_1;
}
/* `v[i]` = v_1: written in place on its thread or node, else NGA_Put. */
static inline int v_set(long i, int v_1) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_v, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        v_local[pos] = v_1;
    else
        upcga_put_at(g_v, t, pos, &v_1, sizeof v_1);
    return v_1;
}
/* `shared [5] int w[20 * THREADS]`: a GA array (one row per thread); this thread's part is w_local. */
int g_w;
int *w_local;
/* `w[i]`: read in place on its thread or node, else NGA_Get. */
static inline int w_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_w, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return w_local[pos];
    upcga_get_at(g_w, t, pos, &v, sizeof v);
    return v;
}
/* `w[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int w_set(long i, int v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_w, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        w_local[pos] = v;
    else
        upcga_put_at(g_w, t, pos, &v, sizeof v);
    return v;
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
#line 17 "samples/upc/idiom_patch.upc"
static double ma[64 * 8], mb[64 * 8];
static int mu[64 * 4 * 5], mv[64 * 4 * 5];
static int errors;

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 8 * THREADS, m = 4 * 5 * THREADS;
    double two = 2.0;

    {
#line 26 "samples/upc/idiom_patch.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 26 "samples/upc/idiom_patch.upc"
        i = 0;
#line 26 "samples/upc/idiom_patch.upc"
        if (upcga_nested1)
#line 26 "samples/upc/idiom_patch.upc"
            for (; i < 8 * THREADS; i++)
                a_set(i, i);
        else {
#line 26 "samples/upc/idiom_patch.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_a = a_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 26 "samples/upc/idiom_patch.upc"
            long upcga_bound = 8 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 26 "samples/upc/idiom_patch.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 26 "samples/upc/idiom_patch.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a = i;
            }
#line 26 "samples/upc/idiom_patch.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++)
                *upcga_local_a = i;
        }
#line 26 "samples/upc/idiom_patch.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 28 "samples/upc/idiom_patch.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 28 "samples/upc/idiom_patch.upc"
        i = 0;
#line 28 "samples/upc/idiom_patch.upc"
        if (upcga_nested2)
#line 28 "samples/upc/idiom_patch.upc"
            for (; i < 4 * 5 * THREADS; i++)
                u_set(i, 3 * i);
        else {
#line 28 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `u`, each through local pointers. */
#line 28 "samples/upc/idiom_patch.upc"
            for (i = upcga_forall_first(i, 5); i < 4 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 28 "samples/upc/idiom_patch.upc"
                int *upcga_local_u = u_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 28 "samples/upc/idiom_patch.upc"
                if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 28 "samples/upc/idiom_patch.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_u++)
                        *upcga_local_u = 3 * i;
                } else
#line 28 "samples/upc/idiom_patch.upc"
                    for (; i < upcga_stop; i++, upcga_local_u++)
                        *upcga_local_u = 3 * i;
            }
        }
#line 28 "samples/upc/idiom_patch.upc"
        upcga_forall_control = upcga_nested2;
    }
    {
#line 30 "samples/upc/idiom_patch.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 30 "samples/upc/idiom_patch.upc"
        i = 0;
#line 30 "samples/upc/idiom_patch.upc"
        if (upcga_nested3)
#line 30 "samples/upc/idiom_patch.upc"
            for (; i < 4 * 5 * THREADS; i++)
                w_set(i, i);
        else {
#line 30 "samples/upc/idiom_patch.upc"
            /* This thread's blocks of `w`, each through local pointers. */
#line 30 "samples/upc/idiom_patch.upc"
            for (i = upcga_forall_first(i, 5); i < 4 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 30 "samples/upc/idiom_patch.upc"
                int *upcga_local_w = w_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 30 "samples/upc/idiom_patch.upc"
                if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 30 "samples/upc/idiom_patch.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_w++)
                        *upcga_local_w = i;
                } else
#line 30 "samples/upc/idiom_patch.upc"
                    for (; i < upcga_stop; i++, upcga_local_w++)
                        *upcga_local_w = i;
            }
        }
#line 30 "samples/upc/idiom_patch.upc"
        upcga_forall_control = upcga_nested3;
    }
    upcga_barrier();

    /* Rectangles: cyclic rows 2..5; blocks THREADS..3*THREADS-1 of [5]. */
    {
#line 35 "samples/upc/idiom_patch.upc"
        /* `a[i] *= two` for i in [2 * THREADS, 6 * THREADS) of `a`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 35 "samples/upc/idiom_patch.upc"
        if (upcga_patch(2 * THREADS, 6 * THREADS, 1, upcga_lo, upcga_hi)) {
#line 35 "samples/upc/idiom_patch.upc"
            double upcga_factor = two;
            NGA_Scale_patch(g_a, upcga_lo, upcga_hi, &upcga_factor);
            i = 6 * THREADS;
        } else {
#line 35 "samples/upc/idiom_patch.upc"
            int upcga_nested4 = upcga_forall_control;
            upcga_forall_control = 1;
#line 35 "samples/upc/idiom_patch.upc"
            i = 2 * THREADS;
#line 35 "samples/upc/idiom_patch.upc"
            if (upcga_nested4)
#line 35 "samples/upc/idiom_patch.upc"
                for (; i < 6 * THREADS; i++)
                    a_set(i, a_get(i) * two);
            else {
#line 35 "samples/upc/idiom_patch.upc"
                /* This thread's elements of `a`, through local pointers. */
                i = upcga_forall_first(i, 1);
                double *upcga_local_a = a_local + upcga_row_index(i, 1);
                long upcga_nthreads = THREADS;
#line 35 "samples/upc/idiom_patch.upc"
                long upcga_bound = 6 * THREADS;
                long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
                long upcga_k;
#line 35 "samples/upc/idiom_patch.upc"
                for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 35 "samples/upc/idiom_patch.upc"
                    for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++)
                        *upcga_local_a *= two;
                }
#line 35 "samples/upc/idiom_patch.upc"
                for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a *= two;
            }
#line 35 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested4;
        }
    }
#line 37 "samples/upc/idiom_patch.upc"
    {
#line 37 "samples/upc/idiom_patch.upc"
        /* `u[i] += 11` for i in [5 * THREADS, 15 * THREADS) of `u`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 37 "samples/upc/idiom_patch.upc"
        if (upcga_patch(5 * THREADS, 15 * THREADS, 5, upcga_lo, upcga_hi)) {
#line 37 "samples/upc/idiom_patch.upc"
            int upcga_addend = 11;
            GA_Add_constant_patch(g_u, upcga_lo, upcga_hi, &upcga_addend);
            i = 15 * THREADS;
        } else {
#line 37 "samples/upc/idiom_patch.upc"
            int upcga_nested5 = upcga_forall_control;
            upcga_forall_control = 1;
#line 37 "samples/upc/idiom_patch.upc"
            i = 5 * THREADS;
#line 37 "samples/upc/idiom_patch.upc"
            if (upcga_nested5)
#line 37 "samples/upc/idiom_patch.upc"
                for (; i < 3 * 5 * THREADS; i++)
                    u_set(i, u_get(i) + 11);
            else {
#line 37 "samples/upc/idiom_patch.upc"
                /* This thread's blocks of `u`, each through local pointers. */
#line 37 "samples/upc/idiom_patch.upc"
                for (i = upcga_forall_first(i, 5); i < 3 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 37 "samples/upc/idiom_patch.upc"
                    int *upcga_local_u = u_local + upcga_row_index(i, 5);
                    long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                    long upcga_stop = upcga_block_hi, upcga_bound = 3 * 5 * THREADS;
                    if (upcga_bound < upcga_stop)
                        upcga_stop = upcga_bound;
                    long upcga_k;
#line 37 "samples/upc/idiom_patch.upc"
                    if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 37 "samples/upc/idiom_patch.upc"
                        for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_u++)
                            *upcga_local_u += 11;
                    } else
#line 37 "samples/upc/idiom_patch.upc"
                        for (; i < upcga_stop; i++, upcga_local_u++)
                            *upcga_local_u += 11;
                }
            }
#line 37 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested5;
        }
    }
#line 39 "samples/upc/idiom_patch.upc"
    {
#line 39 "samples/upc/idiom_patch.upc"
        /* `b[i] = a[i]` for i in [2 * THREADS, 7 * THREADS) of `b`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 39 "samples/upc/idiom_patch.upc"
        if (upcga_patch(2 * THREADS, 7 * THREADS, 1, upcga_lo, upcga_hi)) {
#line 39 "samples/upc/idiom_patch.upc"
            NGA_Copy_patch('N', g_a, upcga_lo, upcga_hi, g_b, upcga_lo, upcga_hi);
            i = 7 * THREADS;
        } else {
#line 39 "samples/upc/idiom_patch.upc"
            int upcga_nested6 = upcga_forall_control;
            upcga_forall_control = 1;
#line 39 "samples/upc/idiom_patch.upc"
            i = 2 * THREADS;
#line 39 "samples/upc/idiom_patch.upc"
            if (upcga_nested6)
#line 39 "samples/upc/idiom_patch.upc"
                for (; i < 7 * THREADS; i++)
                    b_set(i, a_get(i));
            else {
#line 39 "samples/upc/idiom_patch.upc"
                /* This thread's elements of `b`, through local pointers. */
                i = upcga_forall_first(i, 1);
                double *upcga_local_b = b_local + upcga_row_index(i, 1);
                double *upcga_local_a = a_local + upcga_row_index(i, 1);
                long upcga_nthreads = THREADS;
#line 39 "samples/upc/idiom_patch.upc"
                long upcga_bound = 7 * THREADS;
                long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
                long upcga_k;
#line 39 "samples/upc/idiom_patch.upc"
                for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 39 "samples/upc/idiom_patch.upc"
                    for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_b++, upcga_local_a++)
                        *upcga_local_b = *upcga_local_a;
                }
#line 39 "samples/upc/idiom_patch.upc"
                for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_b++, upcga_local_a++)
                    *upcga_local_b = *upcga_local_a;
            }
#line 39 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested6;
        }
    }
#line 41 "samples/upc/idiom_patch.upc"
    {
#line 41 "samples/upc/idiom_patch.upc"
        /* `v[i] = u[i] - w[i]` for i in [5 * THREADS, 15 * THREADS) of `v`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 41 "samples/upc/idiom_patch.upc"
        if (upcga_patch(5 * THREADS, 15 * THREADS, 5, upcga_lo, upcga_hi)) {
#line 41 "samples/upc/idiom_patch.upc"
            int upcga_alpha = 1;
            int upcga_beta = -1;
            NGA_Add_patch(&upcga_alpha, g_u, upcga_lo, upcga_hi, &upcga_beta, g_w, upcga_lo, upcga_hi, g_v, upcga_lo, upcga_hi);
            i = 15 * THREADS;
        } else {
#line 41 "samples/upc/idiom_patch.upc"
            int upcga_nested7 = upcga_forall_control;
            upcga_forall_control = 1;
#line 41 "samples/upc/idiom_patch.upc"
            i = 5 * THREADS;
#line 41 "samples/upc/idiom_patch.upc"
            if (upcga_nested7)
#line 41 "samples/upc/idiom_patch.upc"
                for (; i <= 3 * 5 * THREADS - 1; i++)
                    v_set(i, u_get(i) - w_get(i));
            else {
#line 41 "samples/upc/idiom_patch.upc"
                /* This thread's blocks of `v`, each through local pointers. */
#line 41 "samples/upc/idiom_patch.upc"
                for (i = upcga_forall_first(i, 5); i <= 3 * 5 * THREADS - 1; i = upcga_forall_first(i, 5)) {
#line 41 "samples/upc/idiom_patch.upc"
                    int *upcga_local_v = v_local + upcga_row_index(i, 5);
                    int *upcga_local_u = u_local + upcga_row_index(i, 5);
                    int *upcga_local_w = w_local + upcga_row_index(i, 5);
                    long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                    long upcga_stop = upcga_block_hi, upcga_bound = 3 * 5 * THREADS - 1 + 1;
                    if (upcga_bound < upcga_stop)
                        upcga_stop = upcga_bound;
                    long upcga_k;
#line 41 "samples/upc/idiom_patch.upc"
                    if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 41 "samples/upc/idiom_patch.upc"
                        for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_v++, upcga_local_u++, upcga_local_w++)
                            *upcga_local_v = *upcga_local_u - *upcga_local_w;
                    } else
#line 41 "samples/upc/idiom_patch.upc"
                        for (; i < upcga_stop; i++, upcga_local_v++, upcga_local_u++, upcga_local_w++)
                            *upcga_local_v = *upcga_local_u - *upcga_local_w;
                }
            }
#line 41 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested7;
        }
    }
#line 43 "samples/upc/idiom_patch.upc"
    upcga_barrier();
    /* Not rectangles (on more than one thread): ragged ends. */
    {
#line 45 "samples/upc/idiom_patch.upc"
        /* `a[i] += 0.25` for i in [1, 5 * THREADS + 1) of `a`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 45 "samples/upc/idiom_patch.upc"
        if (upcga_patch(1, 5 * THREADS + 1, 1, upcga_lo, upcga_hi)) {
#line 45 "samples/upc/idiom_patch.upc"
            double upcga_addend = 0.25;
            GA_Add_constant_patch(g_a, upcga_lo, upcga_hi, &upcga_addend);
            i = 5 * THREADS + 1;
        } else {
#line 45 "samples/upc/idiom_patch.upc"
            int upcga_nested8 = upcga_forall_control;
            upcga_forall_control = 1;
#line 45 "samples/upc/idiom_patch.upc"
            i = 1;
#line 45 "samples/upc/idiom_patch.upc"
            if (upcga_nested8)
#line 45 "samples/upc/idiom_patch.upc"
                for (; i < 5 * THREADS + 1; i++)
                    a_set(i, a_get(i) + 0.25);
            else {
#line 45 "samples/upc/idiom_patch.upc"
                /* This thread's elements of `a`, through local pointers. */
                i = upcga_forall_first(i, 1);
                double *upcga_local_a = a_local + upcga_row_index(i, 1);
                long upcga_nthreads = THREADS;
#line 45 "samples/upc/idiom_patch.upc"
                long upcga_bound = 5 * THREADS + 1;
                long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
                long upcga_k;
#line 45 "samples/upc/idiom_patch.upc"
                for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 45 "samples/upc/idiom_patch.upc"
                    for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++)
                        *upcga_local_a += 0.25;
                }
#line 45 "samples/upc/idiom_patch.upc"
                for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a += 0.25;
            }
#line 45 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested8;
        }
    }
#line 47 "samples/upc/idiom_patch.upc"
    {
#line 47 "samples/upc/idiom_patch.upc"
        /* `u[i] = u[i] * 2` for i in [3, 10 * THREADS - 2) of `u`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 47 "samples/upc/idiom_patch.upc"
        if (upcga_patch(3, 10 * THREADS - 2, 5, upcga_lo, upcga_hi)) {
#line 47 "samples/upc/idiom_patch.upc"
            int upcga_factor = 2;
            NGA_Scale_patch(g_u, upcga_lo, upcga_hi, &upcga_factor);
            i = 10 * THREADS - 2;
        } else {
#line 47 "samples/upc/idiom_patch.upc"
            int upcga_nested9 = upcga_forall_control;
            upcga_forall_control = 1;
#line 47 "samples/upc/idiom_patch.upc"
            i = 3;
#line 47 "samples/upc/idiom_patch.upc"
            if (upcga_nested9)
#line 47 "samples/upc/idiom_patch.upc"
                for (; i < 2 * 5 * THREADS - 2; i++)
                    u_set(i, u_get(i) * 2);
            else {
#line 47 "samples/upc/idiom_patch.upc"
                /* This thread's blocks of `u`, each through local pointers. */
#line 47 "samples/upc/idiom_patch.upc"
                for (i = upcga_forall_first(i, 5); i < 2 * 5 * THREADS - 2; i = upcga_forall_first(i, 5)) {
#line 47 "samples/upc/idiom_patch.upc"
                    int *upcga_local_u = u_local + upcga_row_index(i, 5);
                    long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                    long upcga_stop = upcga_block_hi, upcga_bound = 2 * 5 * THREADS - 2;
                    if (upcga_bound < upcga_stop)
                        upcga_stop = upcga_bound;
                    long upcga_k;
#line 47 "samples/upc/idiom_patch.upc"
                    if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 47 "samples/upc/idiom_patch.upc"
                        for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_u++)
                            *upcga_local_u = *upcga_local_u * 2;
                    } else
#line 47 "samples/upc/idiom_patch.upc"
                        for (; i < upcga_stop; i++, upcga_local_u++)
                            *upcga_local_u = *upcga_local_u * 2;
                }
            }
#line 47 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested9;
        }
    }
#line 49 "samples/upc/idiom_patch.upc"
    {
#line 49 "samples/upc/idiom_patch.upc"
        /* `b[i] = -1.5` for i in [1, 2 * THREADS) of `b`: one GA patch operation when those
           elements are the same columns of every row, else the loop. */
        int upcga_lo[2], upcga_hi[2];
#line 49 "samples/upc/idiom_patch.upc"
        if (upcga_patch(1, 2 * THREADS, 1, upcga_lo, upcga_hi)) {
#line 49 "samples/upc/idiom_patch.upc"
            double upcga_value = -1.5;
            NGA_Fill_patch(g_b, upcga_lo, upcga_hi, &upcga_value);
            i = 2 * THREADS;
        } else {
#line 49 "samples/upc/idiom_patch.upc"
            int upcga_nested10 = upcga_forall_control;
            upcga_forall_control = 1;
#line 49 "samples/upc/idiom_patch.upc"
            i = 1;
#line 49 "samples/upc/idiom_patch.upc"
            if (upcga_nested10)
#line 49 "samples/upc/idiom_patch.upc"
                for (; i < 2 * THREADS; i++)
                    b_set(i, -1.5);
            else {
#line 49 "samples/upc/idiom_patch.upc"
                /* This thread's elements of `b`, through local pointers. */
                i = upcga_forall_first(i, 1);
                double *upcga_local_b = b_local + upcga_row_index(i, 1);
                long upcga_nthreads = THREADS;
#line 49 "samples/upc/idiom_patch.upc"
                long upcga_bound = 2 * THREADS;
                long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
                long upcga_k;
#line 49 "samples/upc/idiom_patch.upc"
                for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 49 "samples/upc/idiom_patch.upc"
                    for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_b++)
                        *upcga_local_b = -1.5;
                }
#line 49 "samples/upc/idiom_patch.upc"
                for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_b++)
                    *upcga_local_b = -1.5;
            }
#line 49 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested10;
        }
    }
#line 51 "samples/upc/idiom_patch.upc"
    upcga_barrier();

    if (MYTHREAD == THREADS - 1)
        v_set(0, 99);
    upcga_barrier();
    /* not a statement of main's block: stays a loop */
#line 56 "samples/upc/idiom_patch.upc"
    if (m > 0) {
        {
#line 57 "samples/upc/idiom_patch.upc"
            int upcga_nested11 = upcga_forall_control;
            upcga_forall_control = 1;
#line 57 "samples/upc/idiom_patch.upc"
            i = 0;
#line 57 "samples/upc/idiom_patch.upc"
            if (upcga_nested11)
#line 57 "samples/upc/idiom_patch.upc"
                for (; i < 4 * 5 * THREADS; i++)
                    v_set(i, v_get(i) + 1);
            else {
#line 57 "samples/upc/idiom_patch.upc"
                /* This thread's blocks of `v`, each through local pointers. */
#line 57 "samples/upc/idiom_patch.upc"
                for (i = upcga_forall_first(i, 5); i < 4 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 57 "samples/upc/idiom_patch.upc"
                    int *upcga_local_v = v_local + upcga_row_index(i, 5);
                    long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                    long upcga_stop = upcga_block_hi, upcga_bound = 4 * 5 * THREADS;
                    if (upcga_bound < upcga_stop)
                        upcga_stop = upcga_bound;
                    long upcga_k;
#line 57 "samples/upc/idiom_patch.upc"
                    if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 57 "samples/upc/idiom_patch.upc"
                        for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_v++)
                            *upcga_local_v = *upcga_local_v + 1;
                    } else
#line 57 "samples/upc/idiom_patch.upc"
                        for (; i < upcga_stop; i++, upcga_local_v++)
                            *upcga_local_v = *upcga_local_v + 1;
                }
            }
#line 57 "samples/upc/idiom_patch.upc"
            upcga_forall_control = upcga_nested11;
        }
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (i = 0; i < n; i++) {
            ma[i] = i;
            mb[i] = 0;
        }
        for (i = 0; i < m; i++) {
            mu[i] = 3 * i;
            mv[i] = 0;
        }
        for (i = 2 * THREADS; i < 6 * THREADS; i++)
            ma[i] *= 2;
        for (i = 5 * THREADS; i < 3 * 5 * THREADS; i++)
            mu[i] += 11;
        for (i = 2 * THREADS; i < 7 * THREADS; i++)
            mb[i] = ma[i];
        for (i = 5 * THREADS; i < 3 * 5 * THREADS; i++)
            mv[i] = mu[i] - i;
        for (i = 1; i < 5 * THREADS + 1; i++)
            ma[i] += 0.25;
        for (i = 3; i < 2 * 5 * THREADS - 2; i++)
            mu[i] *= 2;
        for (i = 1; i < 2 * THREADS; i++)
            mb[i] = -1.5;
        mv[0] = 99;
        for (i = 0; i < m; i++)
            mv[i] += 1;
        for (i = 0; i < n; i++)
            if (a_get(i) != ma[i] || b_get(i) != mb[i]) {
                if (errors++ < 10)
                    printf("FAIL: idiom_patch: a[%d] = %g, b[%d] = %g, expected %g, %g\n", i, a_get(i), i, b_get(i), ma[i], mb[i]);
            }

        for (i = 0; i < m; i++)
            if (u_get(i) != mu[i] || v_get(i) != mv[i]) {
                if (errors++ < 10)
                    printf("FAIL: idiom_patch: u[%d] = %d, v[%d] = %d, expected %d, %d\n", i, u_get(i), i, v_get(i), mu[i], mv[i]);
            }

        if (errors)
            printf("FAIL: idiom_patch: %d errors\n", errors);
        else
            printf("PASS: idiom_patch\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_idiom_patch(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_DBL, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_DBL, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(20 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_u = NGA_Create_irreg(C_INT, 2, dims, "u", block, upcga_rows);
        u_local = upcga_own_row(g_u, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(20 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_v = NGA_Create_irreg(C_INT, 2, dims, "v", block, upcga_rows);
        v_local = upcga_own_row(g_v, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(20 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_w = NGA_Create_irreg(C_INT, 2, dims, "w", block, upcga_rows);
        w_local = upcga_own_row(g_w, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_idiom_patch_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_idiom_patch;
