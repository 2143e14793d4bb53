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
/* idiom_whole.upc - upc_forall loops that are whole-array operations (fill, scale, add a
   constant, copy, element-wise add and subtract, a triad with a scalar factor) on cyclic,
   blocked and [*] arrays of double, int and long; each result is checked element by element
   by thread 0 against a sequential recomputation. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared double x[120]`: a GA array (one row per thread); this thread's part is x_local. */
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
/* `shared double y[120]`: a GA array (one row per thread); this thread's part is y_local. */
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
/* `shared double z[120]`: a GA array (one row per thread); this thread's part is z_local. */
int g_z;
double *z_local;
/* `z[i]`: read in place on its thread or node, else NGA_Get. */
static inline double z_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_z, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return z_local[pos];
    upcga_get_at(g_z, t, pos, &v, sizeof v);
    return v;
}
/* `shared [5] int p[4 * THREADS]`: a GA array (one row per thread); this thread's part is p_local. */
int g_p;
int *p_local;
/* `p[i]`: read in place on its thread or node, else NGA_Get. */
static inline int p_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_p, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return p_local[pos];
    upcga_get_at(g_p, t, pos, &v, sizeof v);
    return v;
}
/* `p[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int p_set(long i, int v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_p, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        p_local[pos] = v;
    else
        upcga_put_at(g_p, t, pos, &v, sizeof v);
    return v;
}
/* `shared [5] int q[4 * THREADS]`: a GA array (one row per thread); this thread's part is q_local. */
int g_q;
int *q_local;
/* `q[i]`: read in place on its thread or node, else NGA_Get. */
static inline int q_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_q, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return q_local[pos];
    upcga_get_at(g_q, t, pos, &v, sizeof v);
    return v;
}
/* `shared [*] long r[120]`: a GA array (one row per thread); this thread's part is r_local. */
int g_r;
long *r_local;
/* `r[i]`: read in place on its thread or node, else NGA_Get. */
static inline long r_get(long i) {
    int t = upcga_owner(i, (120 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (120 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_r, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return r_local[pos];
    upcga_get_at(g_r, t, pos, &v, sizeof v);
    return v;
}
/* `r[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long r_set(long i, long v) {
    int t = upcga_owner(i, (120 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (120 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_r, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        r_local[pos] = v;
    else
        upcga_put_at(g_r, t, pos, &v, sizeof v);
    return v;
}
/* `shared [*] long s[120]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
long *s_local;
/* `s[i]`: read in place on its thread or node, else NGA_Get. */
static inline long s_get(long i) {
    int t = upcga_owner(i, (120 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (120 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_s, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return s_local[pos];
    upcga_get_at(g_s, t, pos, &v, sizeof v);
    return v;
}
/* `s[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long s_set(long i, long v) {
    int t = upcga_owner(i, (120 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (120 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_s, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        s_local[pos] = v;
    else
        upcga_put_at(g_s, t, pos, &v, sizeof v);
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
static int errors;
static void check(const char *what, double got, double expected, int i) {
    if (got != expected) {
        if (errors < 10)
            printf("FAIL: idiom_whole: %s[%d] is %g, expected %g\n", what, i, got, expected);
        errors++;
    }
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i;
    double half = 0.5;
    long three = 3;
    /* Fill, then values that depend on the index (not an idiom). */
    {
        /* `x[i] = 2.5` for every element of `x`: one GA operation. */
        double upcga_value = 2.5;
        GA_Fill(g_x, &upcga_value);
        i = 120;
    }
    {
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested1)
            for (; i < 120; i++)
                y_set(i, i % 7);
        else {
            /* This thread's elements of `y`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_y = y_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 120;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_y++)
                    *upcga_local_y = i % 7;
            }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_y++)
                *upcga_local_y = i % 7;
        }
        upcga_forall_control = upcga_nested1;
    }
    {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
        int k = 0;
        if (upcga_nested2)
            for (; k < 4 * THREADS; k++)
                p_set(k, k);
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (k = upcga_forall_first(k, 5); k < 4 * THREADS; k = upcga_forall_first(k, 5)) {
                int *upcga_local_p = p_local + upcga_row_index(k, 5);
                long upcga_block_lo = k - k % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
                if (upcga_stop - k == 5) {
#pragma GCC ivdep
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, k++, upcga_local_p++)
                        *upcga_local_p = k;
                } else
                    for (; k < upcga_stop; k++, upcga_local_p++)
                        *upcga_local_p = k;
            }
        }
        upcga_forall_control = upcga_nested2;
    }
    {
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested3)
            for (; i < 120; i++)
                r_set(i, i * 10);
        else {
            /* This thread's blocks of `r`, each through local pointers. */
            for (i = upcga_forall_first(i, (120 + THREADS - 1) / THREADS); i < 120; i = upcga_forall_first(i, (120 + THREADS - 1) / THREADS)) {
                long *upcga_local_r = r_local + upcga_row_index(i, (120 + THREADS - 1) / THREADS);
                long upcga_block_lo = i - i % ((120 + THREADS - 1) / THREADS), upcga_block_hi = upcga_block_lo + (120 + THREADS - 1) / THREADS;
                long upcga_stop = upcga_block_hi, upcga_bound = 120;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
                if (upcga_stop - i == (120 + THREADS - 1) / THREADS) {
#pragma GCC ivdep
                    for (upcga_k = 0; upcga_k < (120 + THREADS - 1) / THREADS; upcga_k++, i++, upcga_local_r++)
                        *upcga_local_r = i * 10;
                } else
                    for (; i < upcga_stop; i++, upcga_local_r++)
                        *upcga_local_r = i * 10;
            }
        }
        upcga_forall_control = upcga_nested3;
    }
    upcga_barrier();
    /* Scale, add a constant, in both spellings. */
    {
        /* `x[i] *= half` for every element of `x`: one GA operation. */
        double upcga_factor = half;
        GA_Scale(g_x, &upcga_factor);
        i = 120;
    }
    {
        /* `y[i] = y[i] + 1` for every element of `y`: one GA operation. */
        double upcga_addend = 1;
        GA_Add_constant(g_y, &upcga_addend);
        i = 120;
    }
    {
        /* `p[k] += 7` for every element of `p`: one GA operation. */
        int upcga_addend = 7;
        GA_Add_constant(g_p, &upcga_addend);
    }
    {
        /* `r[i] = three * r[i]` for every element of `r`: one GA operation. */
        long upcga_factor = three;
        GA_Scale(g_r, &upcga_factor);
        i = 120;
    }
    upcga_barrier();
    /* Copy, add, subtract, triad. */
    {
        /* `q[k] = p[k]` for every element of `q`: one GA operation. */
        GA_Copy(g_p, g_q);
    }
    {
        /* `z[i] = x[i] + y[i]` for every element of `z`: one GA operation. */
        double upcga_alpha = 1;
        double upcga_beta = 1;
        GA_Add(&upcga_alpha, g_x, &upcga_beta, g_y, g_z);
        i = 120;
    }
    {
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested4)
            for (; i < 120; i++)
                s_set(i, r_get(i) - three);
        else {
            /* This thread's blocks of `s`, each through local pointers. */
            for (i = upcga_forall_first(i, (120 + THREADS - 1) / THREADS); i < 120; i = upcga_forall_first(i, (120 + THREADS - 1) / THREADS)) {
                long *upcga_local_s = s_local + upcga_row_index(i, (120 + THREADS - 1) / THREADS);
                long *upcga_local_r = r_local + upcga_row_index(i, (120 + THREADS - 1) / THREADS);
                long upcga_block_lo = i - i % ((120 + THREADS - 1) / THREADS), upcga_block_hi = upcga_block_lo + (120 + THREADS - 1) / THREADS;
                long upcga_stop = upcga_block_hi, upcga_bound = 120;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
                if (upcga_stop - i == (120 + THREADS - 1) / THREADS) {
#pragma GCC ivdep
                    for (upcga_k = 0; upcga_k < (120 + THREADS - 1) / THREADS; upcga_k++, i++, upcga_local_s++, upcga_local_r++)
                        *upcga_local_s = *upcga_local_r - three;
                } else
                    for (; i < upcga_stop; i++, upcga_local_s++, upcga_local_r++)
                        *upcga_local_s = *upcga_local_r - three;
            }
        }
        upcga_forall_control = upcga_nested4;
    }
    upcga_barrier();
    {
        /* `y[i] = z[i] + 4 * x[i]` for every element of `y`: one GA operation. */
        double upcga_alpha = 1;
        double upcga_beta = 4;
        GA_Add(&upcga_alpha, g_z, &upcga_beta, g_x, g_y);
        i = 120;
    }
    {
        /* `x[i] = z[i] - y[i]` for every element of `x`: one GA operation. */
        double upcga_alpha = 1;
        double upcga_beta = -1;
        GA_Add(&upcga_alpha, g_z, &upcga_beta, g_y, g_x);
        i = 120;
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        if (i != 120)
            printf("FAIL: idiom_whole: loop counter %d after the loops, expected %d\n", i, 120), errors++;
        for (i = 0; i < 120; i++) {
            double xv = 2.5 * 0.5, yv = i % 7 + 1, zv = xv + yv, y2 = zv + 4 * xv;
            check("z", z_get(i), zv, i);
            check("y", y_get(i), y2, i);
            check("x", x_get(i), zv - y2, i);
            check("r", r_get(i), 30.0 * i, i);
            check("s", s_get(i), 30.0 * i - 3, i);
        }
        for (i = 0; i < 4 * THREADS; i++) {
            check("p", p_get(i), i + 7, i);
            check("q", q_get(i), i + 7, i);
        }
        printf("sum of x = %g\n", 0.0 + x_get(0) * 120);
        if (errors)
            printf("FAIL: idiom_whole: %d errors\n", errors);
        else
            printf("PASS: idiom_whole\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_idiom_whole(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(120, 1) }, block[2] = { THREADS, 1 };
        g_x = NGA_Create_irreg(C_DBL, 2, dims, "x", block, upcga_rows);
        x_local = upcga_own_row(g_x, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(120, 1) }, block[2] = { THREADS, 1 };
        g_y = NGA_Create_irreg(C_DBL, 2, dims, "y", block, upcga_rows);
        y_local = upcga_own_row(g_y, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(120, 1) }, block[2] = { THREADS, 1 };
        g_z = NGA_Create_irreg(C_DBL, 2, dims, "z", block, upcga_rows);
        z_local = upcga_own_row(g_z, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_p = NGA_Create_irreg(C_INT, 2, dims, "p", block, upcga_rows);
        p_local = upcga_own_row(g_p, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_q = NGA_Create_irreg(C_INT, 2, dims, "q", block, upcga_rows);
        q_local = upcga_own_row(g_q, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(120, (120 + THREADS - 1) / THREADS) }, block[2] = { THREADS, 1 };
        g_r = NGA_Create_irreg(C_LONG, 2, dims, "r", block, upcga_rows);
        r_local = upcga_own_row(g_r, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(120, (120 + THREADS - 1) / THREADS) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(C_LONG, 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_idiom_whole_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_idiom_whole;
