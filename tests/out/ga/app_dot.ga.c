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
#line 1 "samples/upc/app_dot.upc"
/* app_dot.upc - dot product: partial sums over owned elements with upc_forall, combined with upc_all_reduceD and by hand; prints the result, checked sequentially. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared double x[1000]`: a GA array (one row per thread); this thread's part is x_local. */
int g_x;
double *x_local;
/* `x[i]`: read in place on its thread or node, else NGA_Get. */
static inline double x_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_x, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return x_local[pos];
    upcga_get_at(g_x, t, pos, &v, sizeof v);
    return v;
}
/* `x[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double x_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_x, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        x_local[pos] = v;
    else
        upcga_put_at(g_x, t, pos, &v, sizeof v);
    return v;
}
/* `shared double y[1000]`: a GA array (one row per thread); this thread's part is y_local. */
int g_y;
double *y_local;
/* `y[i]`: read in place on its thread or node, else NGA_Get. */
static inline double y_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_y, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return y_local[pos];
    upcga_get_at(g_y, t, pos, &v, sizeof v);
    return v;
}
/* `y[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double y_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_y, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        y_local[pos] = v;
    else
        upcga_put_at(g_y, t, pos, &v, sizeof v);
    return v;
}
/* `shared double partial[THREADS]`: a GA array (one row per thread); this thread's part is partial_local. */
int g_partial;
double *partial_local;
/* `partial[i]`: read in place on its thread or node, else NGA_Get. */
static inline double partial_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_partial, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return partial_local[pos];
    upcga_get_at(g_partial, t, pos, &v, sizeof v);
    return v;
}
/* `partial[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double partial_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_partial, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        partial_local[pos] = v;
    else
        upcga_put_at(g_partial, t, pos, &v, sizeof v);
    return v;
}
/* `&partial[i]`: a pointer-to-shared. */
static inline upcga_ptr_t partial_ref(long i) {
    upcga_ptr_t p = { g_partial, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared double dot`: a GA array (on thread 0); this thread's part is dot_local. */
int g_dot;
double *dot_local;
/* `dot`: read in place on its thread or node, else NGA_Get. */
static inline double dot_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_dot, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return dot_local[pos];
    upcga_get_at(g_dot, t, pos, &v, sizeof v);
    return v;
}
/* `&dot`: a pointer-to-shared. */
static inline upcga_ptr_t dot_ref(void) {
    upcga_ptr_t p = { g_dot, 0, 0, 0 };
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
#line 13 "samples/upc/app_dot.upc"
static double xv(int i) {
#line 13 "samples/upc/app_dot.upc"
    return i % 10;
}
#line 14 "samples/upc/app_dot.upc"
static double yv(int i) {
#line 14 "samples/upc/app_dot.upc"
    return i % 7 - 3;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;
    double s = 0.0;

    {
#line 21 "samples/upc/app_dot.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 21 "samples/upc/app_dot.upc"
        i = 0;
#line 21 "samples/upc/app_dot.upc"
        if (upcga_nested1)
#line 21 "samples/upc/app_dot.upc"
            for (; i < 1000; i++) {
                x_set(i, xv(i));
                /* same layout: y[i] is local too */
#line 23 "samples/upc/app_dot.upc"
                y_set(i, yv(i));
            }
        else {
#line 21 "samples/upc/app_dot.upc"
            /* This thread's elements of `x`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_x = x_local + upcga_row_index(i, 1);
            double *upcga_local_y = y_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 21 "samples/upc/app_dot.upc"
            long upcga_bound = 1000;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 21 "samples/upc/app_dot.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 21 "samples/upc/app_dot.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_x++, upcga_local_y++) {
                    *upcga_local_x = xv(i);
                    *upcga_local_y = yv(i);
                }
#line 21 "samples/upc/app_dot.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_x++, upcga_local_y++) {
                *upcga_local_x = xv(i);
                *upcga_local_y = yv(i);
            }
        }
#line 21 "samples/upc/app_dot.upc"
        upcga_forall_control = upcga_nested1;
    }


    upcga_barrier();
    {
#line 26 "samples/upc/app_dot.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 26 "samples/upc/app_dot.upc"
        i = 0;
#line 26 "samples/upc/app_dot.upc"
        if (upcga_nested2)
#line 26 "samples/upc/app_dot.upc"
            for (; i < 1000; i++)
                s += x_get(i) * y_get(i);
        else {
#line 26 "samples/upc/app_dot.upc"
            /* This thread's elements of `x`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_x = x_local + upcga_row_index(i, 1);
            double *upcga_local_y = y_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 26 "samples/upc/app_dot.upc"
            long upcga_bound = 1000;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 26 "samples/upc/app_dot.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 26 "samples/upc/app_dot.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_x++, upcga_local_y++)
                    s += *upcga_local_x * *upcga_local_y;
            }
#line 26 "samples/upc/app_dot.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_x++, upcga_local_y++)
                s += *upcga_local_x * *upcga_local_y;
        }
#line 26 "samples/upc/app_dot.upc"
        upcga_forall_control = upcga_nested2;
    }
    partial_set(MYTHREAD, s);
    upcga_all_reduceD(dot_ref(), partial_ref(0), (upc_op_t)1 << 0, THREADS, 1, (void *)0, 0 | 0);

    if (MYTHREAD == 0) {
        double seq = 0.0, byhand = 0.0;
        int t;
        for (i = 0; i < 1000; i++)
            seq += xv(i) * yv(i);
        {
#line 36 "samples/upc/app_dot.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo3 = (long)0;
            long upcga_gather_hi3 = (long)THREADS;
#line 36 "samples/upc/app_dot.upc"
            if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)THREADS && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(double))) {
                double upcga_gathered4[16384 / sizeof(double)];
                if (upcga_gather_lo3 < upcga_gather_hi3) {
                    upcga_get_range(upcga_gathered4, upcga_add(partial_ref(0), sizeof(double), upcga_gather_lo3, 1), sizeof(double), 1, upcga_gather_hi3 - upcga_gather_lo3);
                }
#line 36 "samples/upc/app_dot.upc"
                for (t = 0; t < THREADS; t++)
                    byhand += upcga_gathered4[t - upcga_gather_lo3];
            } else
#line 36 "samples/upc/app_dot.upc"
                for (t = 0; t < THREADS; t++)
                    byhand += partial_get(t);
        }
        /* integer-valued terms: the sums are exact in any order */
#line 39 "samples/upc/app_dot.upc"
        if (dot_get() != seq || byhand != seq) {
            printf("FAIL: app_dot: %g and %g, expected %g\n", dot_get(), byhand, seq);
            errors++;
        }
        printf("x . y = %g\n", dot_get());
        if (errors)
            printf("FAIL: app_dot: %d errors\n", errors);
        else
            printf("PASS: app_dot\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_dot(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(1000, 1) }, block[2] = { THREADS, 1 };
        g_x = NGA_Create_irreg(C_DBL, 2, dims, "x", block, upcga_rows);
        x_local = upcga_own_row(g_x, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(1000, 1) }, block[2] = { THREADS, 1 };
        g_y = NGA_Create_irreg(C_DBL, 2, dims, "y", block, upcga_rows);
        y_local = upcga_own_row(g_y, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_partial = NGA_Create_irreg(C_DBL, 2, dims, "partial", block, upcga_rows);
        partial_local = upcga_own_row(g_partial, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_dot = NGA_Create_irreg(C_DBL, 2, dims, "dot", block, upcga_one_block);
        dot_local = upcga_own_row(g_dot, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_dot_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_dot;
