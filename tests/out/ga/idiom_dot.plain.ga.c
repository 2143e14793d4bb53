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
/* idiom_dot.upc - integer dot products accumulated into a shared scalar under a lock: the whole
   arrays (int, cyclic), a sub-range that is the same columns of every thread's part (long,
   blocked), a sub-range that is not (the loop), `s = s + x[i] * y[i]`, and a floating dot
   product (always the loop). Checked by thread 0 against sequential sums; the results are
   printed so that both backends can be compared. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int x[6 * THREADS]`: a GA array (one row per thread); this thread's part is x_local. */
int g_x;
int *x_local;
/* `x[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int x_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_x, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        x_local[pos] = v;
    else
        upcga_put_at(g_x, t, pos, &v, sizeof v);
    return v;
}
/* `shared int y[6 * THREADS]`: a GA array (one row per thread); this thread's part is y_local. */
int g_y;
int *y_local;
/* `y[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int y_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_y, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        y_local[pos] = v;
    else
        upcga_put_at(g_y, t, pos, &v, sizeof v);
    return v;
}
/* `shared [3] long p[12 * THREADS]`: a GA array (one row per thread); this thread's part is p_local. */
int g_p;
long *p_local;
/* `p[i]`: read in place on its thread or node, else NGA_Get. */
static inline long p_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_p, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return p_local[pos];
    upcga_get_at(g_p, t, pos, &v, sizeof v);
    return v;
}
/* `p[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long p_set(long i, long v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_p, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        p_local[pos] = v;
    else
        upcga_put_at(g_p, t, pos, &v, sizeof v);
    return v;
}
/* `shared [3] long q[12 * THREADS]`: a GA array (one row per thread); this thread's part is q_local. */
int g_q;
long *q_local;
/* `q[i]`: read in place on its thread or node, else NGA_Get. */
static inline long q_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_q, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return q_local[pos];
    upcga_get_at(g_q, t, pos, &v, sizeof v);
    return v;
}
/* `q[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long q_set(long i, long v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_q, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        q_local[pos] = v;
    else
        upcga_put_at(g_q, t, pos, &v, sizeof v);
    return v;
}
/* `shared double d[4 * THREADS]`: a GA array (one row per thread); this thread's part is d_local. */
int g_d;
double *d_local;
/* `d[i]`: read in place on its thread or node, else NGA_Get. */
static inline double d_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_d, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return d_local[pos];
    upcga_get_at(g_d, t, pos, &v, sizeof v);
    return v;
}
/* `d[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double d_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_d, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        d_local[pos] = v;
    else
        upcga_put_at(g_d, t, pos, &v, sizeof v);
    return v;
}
/* `shared int si`: a GA array (on thread 0); this thread's part is si_local. */
int g_si;
int *si_local;
/* `si`: read in place on its thread or node, else NGA_Get. */
static inline int si_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_si, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return si_local[pos];
    upcga_get_at(g_si, t, pos, &v, sizeof v);
    return v;
}
/* `si` = v: written in place on its thread or node, else NGA_Put. */
static inline int si_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_si, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        si_local[pos] = v;
    else
        upcga_put_at(g_si, t, pos, &v, sizeof v);
    return v;
}
/* `shared long sl`: a GA array (on thread 0); this thread's part is sl_local. */
int g_sl;
long *sl_local;
/* `sl`: read in place on its thread or node, else NGA_Get. */
static inline long sl_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sl, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return sl_local[pos];
    upcga_get_at(g_sl, t, pos, &v, sizeof v);
    return v;
}
/* `sl` = v: written in place on its thread or node, else NGA_Put. */
static inline long sl_set(long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sl, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        sl_local[pos] = v;
    else
        upcga_put_at(g_sl, t, pos, &v, sizeof v);
    return v;
}
/* `shared long sl2`: a GA array (on thread 0); this thread's part is sl2_local. */
int g_sl2;
long *sl2_local;
/* `sl2`: read in place on its thread or node, else NGA_Get. */
static inline long sl2_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sl2, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return sl2_local[pos];
    upcga_get_at(g_sl2, t, pos, &v, sizeof v);
    return v;
}
/* `sl2` = v: written in place on its thread or node, else NGA_Put. */
static inline long sl2_set(long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sl2, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        sl2_local[pos] = v;
    else
        upcga_put_at(g_sl2, t, pos, &v, sizeof v);
    return v;
}
/* `shared double sd`: a GA array (on thread 0); this thread's part is sd_local. */
int g_sd;
double *sd_local;
/* `sd`: read in place on its thread or node, else NGA_Get. */
static inline double sd_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sd, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return sd_local[pos];
    upcga_get_at(g_sd, t, pos, &v, sizeof v);
    return v;
}
/* `sd` = v: written in place on its thread or node, else NGA_Put. */
static inline double sd_set(double v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sd, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        sd_local[pos] = v;
    else
        upcga_put_at(g_sd, t, pos, &v, sizeof v);
    return v;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, errors = 0;
    long want;
    upcga_ptr_t lock = upcga_all_lock_alloc();
    {
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested1)
            for (; i < 6 * THREADS; i++) {
                x_set(i, i % 7 - 3);
                y_set(i, 2 * i + 1);
            }
        else {
            /* This thread's elements of `x`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_x = x_local + upcga_row_index(i, 1);
            int *upcga_local_y = y_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 6 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_x++, upcga_local_y++) {
                    *upcga_local_x = i % 7 - 3;
                    *upcga_local_y = 2 * i + 1;
                }
            }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_x++, upcga_local_y++) {
                *upcga_local_x = i % 7 - 3;
                *upcga_local_y = 2 * i + 1;
            }
        }
        upcga_forall_control = upcga_nested1;
    }
    {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested2)
            for (; i < 4 * 3 * THREADS; i++) {
                p_set(i, 100000L * i + 17);
                q_set(i, i % 5 + 1);
            }
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (i = upcga_forall_first(i, 3); i < 4 * 3 * THREADS; i = upcga_forall_first(i, 3)) {
                long *upcga_local_p = p_local + upcga_row_index(i, 3);
                long *upcga_local_q = q_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * 3 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
                if (upcga_stop - i == 3) {
#pragma GCC ivdep
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_p++, upcga_local_q++) {
                        *upcga_local_p = 100000L * i + 17;
                        *upcga_local_q = i % 5 + 1;
                    }
                } else
                    for (; i < upcga_stop; i++, upcga_local_p++, upcga_local_q++) {
                        *upcga_local_p = 100000L * i + 17;
                        *upcga_local_q = i % 5 + 1;
                    }
            }
        }
        upcga_forall_control = upcga_nested2;
    }
    {
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested3)
            for (; i < 4 * THREADS; i++)
                d_set(i, 0.5 * i);
        else {
            /* This thread's elements of `d`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_d = d_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 4 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_d++)
                    *upcga_local_d = 0.5 * i;
            }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_d++)
                *upcga_local_d = 0.5 * i;
        }
        upcga_forall_control = upcga_nested3;
    }
    if (MYTHREAD == 0) {
        si_set(10);
        sl_set(-4);
    }
    upcga_barrier();
    /* The whole arrays. */
    {
        /* `si += x[i] * y[i]` under the lock for i in [0, 6 * THREADS):
           GA's integer dot product of `x` and `y` (an integer sum does not depend on the order
           of the additions), added once by thread 0 under the lock. */
        int upcga_dot = GA_Idot(g_x, g_y);
        if (MYTHREAD == 0) {
            upcga_lock(lock);
            si_set(si_get() + upcga_dot);
            upcga_unlock(lock);
        }
        upcga_barrier();
        i = 6 * THREADS;
    }
    /* Blocks THREADS .. 3 * THREADS - 1: the same columns of every row. */
    {
        /* `sl = sl + p[i] * q[i]` under the lock for i in [3 * THREADS, 9 * THREADS):
           GA's integer dot product of `p` and `q` (an integer sum does not depend on the order
           of the additions), added once by thread 0 under the lock,
           when those elements are the same columns of every row; else the loop. */
        int upcga_lo[2], upcga_hi[2];
        if (upcga_patch(3 * THREADS, 9 * THREADS, 3, upcga_lo, upcga_hi)) {
            long upcga_dot = NGA_Ldot_patch(g_p, 'N', upcga_lo, upcga_hi, g_q, 'N', upcga_lo, upcga_hi);
            if (MYTHREAD == 0) {
                upcga_lock(lock);
                sl_set(sl_get() + upcga_dot);
                upcga_unlock(lock);
            }
            upcga_barrier();
            i = 9 * THREADS;
        } else {
            int upcga_nested4 = upcga_forall_control;
            upcga_forall_control = 1;
            i = 3 * THREADS;
            if (upcga_nested4)
                for (; i < 3 * 3 * THREADS; i++) {
                    upcga_lock(lock);
                    sl_set(sl_get() + p_get(i) * q_get(i));
                    upcga_unlock(lock);
                }
            else {
                /* This thread's blocks of `p`, each through local pointers. */
                for (i = upcga_forall_first(i, 3); i < 3 * 3 * THREADS; i = upcga_forall_first(i, 3)) {
                    long *upcga_local_p = p_local + upcga_row_index(i, 3);
                    long *upcga_local_q = q_local + upcga_row_index(i, 3);
                    long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                    long upcga_stop = upcga_block_hi, upcga_bound = 3 * 3 * THREADS;
                    if (upcga_bound < upcga_stop)
                        upcga_stop = upcga_bound;
                    long upcga_k;
                    if (upcga_stop - i == 3)
                        for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_p++, upcga_local_q++) {
                            upcga_lock(lock);
                            sl_set(sl_get() + *upcga_local_p * *upcga_local_q);
                            upcga_unlock(lock);
                        }
                    else
                        for (; i < upcga_stop; i++, upcga_local_p++, upcga_local_q++) {
                            upcga_lock(lock);
                            sl_set(sl_get() + *upcga_local_p * *upcga_local_q);
                            upcga_unlock(lock);
                        }
                }
            }
            upcga_forall_control = upcga_nested4;
        }
    }
    /* A ragged range (on more than one thread): the loop. */
    {
        /* `sl2 += p[i] * q[i]` under the lock for i in [1, 6 * THREADS + 1):
           GA's integer dot product of `p` and `q` (an integer sum does not depend on the order
           of the additions), added once by thread 0 under the lock,
           when those elements are the same columns of every row; else the loop. */
        int upcga_lo[2], upcga_hi[2];
        if (upcga_patch(1, 6 * THREADS + 1, 3, upcga_lo, upcga_hi)) {
            long upcga_dot = NGA_Ldot_patch(g_p, 'N', upcga_lo, upcga_hi, g_q, 'N', upcga_lo, upcga_hi);
            if (MYTHREAD == 0) {
                upcga_lock(lock);
                sl2_set(sl2_get() + upcga_dot);
                upcga_unlock(lock);
            }
            upcga_barrier();
            i = 6 * THREADS + 1;
        } else {
            int upcga_nested5 = upcga_forall_control;
            upcga_forall_control = 1;
            i = 1;
            if (upcga_nested5)
                for (; i < 2 * 3 * THREADS + 1; i++) {
                    upcga_lock(lock);
                    sl2_set(sl2_get() + p_get(i) * q_get(i));
                    upcga_unlock(lock);
                }
            else {
                /* This thread's blocks of `p`, each through local pointers. */
                for (i = upcga_forall_first(i, 3); i < 2 * 3 * THREADS + 1; i = upcga_forall_first(i, 3)) {
                    long *upcga_local_p = p_local + upcga_row_index(i, 3);
                    long *upcga_local_q = q_local + upcga_row_index(i, 3);
                    long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                    long upcga_stop = upcga_block_hi, upcga_bound = 2 * 3 * THREADS + 1;
                    if (upcga_bound < upcga_stop)
                        upcga_stop = upcga_bound;
                    long upcga_k;
                    if (upcga_stop - i == 3)
                        for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_p++, upcga_local_q++) {
                            upcga_lock(lock);
                            sl2_set(sl2_get() + *upcga_local_p * *upcga_local_q);
                            upcga_unlock(lock);
                        }
                    else
                        for (; i < upcga_stop; i++, upcga_local_p++, upcga_local_q++) {
                            upcga_lock(lock);
                            sl2_set(sl2_get() + *upcga_local_p * *upcga_local_q);
                            upcga_unlock(lock);
                        }
                }
            }
            upcga_forall_control = upcga_nested5;
        }
    }
    /* Floating point: the loop (the order of the additions could change the last bits). */
    {
        int upcga_nested6 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested6)
            for (; i < 4 * THREADS; i++) {
                upcga_lock(lock);
                sd_set(sd_get() + d_get(i) * d_get(i));
                upcga_unlock(lock);
            }
        else {
            /* This thread's elements of `d`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_d = d_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 4 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64)
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_d++) {
                    upcga_lock(lock);
                    sd_set(sd_get() + *upcga_local_d * *upcga_local_d);
                    upcga_unlock(lock);
                }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_d++) {
                upcga_lock(lock);
                sd_set(sd_get() + *upcga_local_d * *upcga_local_d);
                upcga_unlock(lock);
            }
        }
        upcga_forall_control = upcga_nested6;
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        want = 10;
        for (i = 0; i < 6 * THREADS; i++)
            want += (long)(i % 7 - 3) * (2 * i + 1);
        printf("int dot: %d\n", si_get());
        errors += si_get() != want;
        want = -4;
        for (i = 3 * THREADS; i < 3 * 3 * THREADS; i++)
            want += (100000L * i + 17) * (i % 5 + 1);
        printf("long dot on a patch: %ld\n", sl_get());
        errors += sl_get() != want;
        want = 0;
        for (i = 1; i < 2 * 3 * THREADS + 1; i++)
            want += (100000L * i + 17) * (i % 5 + 1);
        printf("long dot on a ragged range: %ld\n", sl2_get());
        errors += sl2_get() != want;
        printf("double dot: %.2f\n", sd_get());
        if (errors)
            printf("FAIL: idiom_dot\n");
        else
            printf("PASS: idiom_dot\n");
    }
    return 0;
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_idiom_dot __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_idiom_dot(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_x = NGA_Create_irreg(C_INT, 2, dims, "x", block, upcga_rows);
        x_local = upcga_own_row(g_x, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_y = NGA_Create_irreg(C_INT, 2, dims, "y", block, upcga_rows);
        y_local = upcga_own_row(g_y, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_p = NGA_Create_irreg(C_LONG, 2, dims, "p", block, upcga_rows);
        p_local = upcga_own_row(g_p, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_q = NGA_Create_irreg(C_LONG, 2, dims, "q", block, upcga_rows);
        q_local = upcga_own_row(g_q, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_d = NGA_Create_irreg(C_DBL, 2, dims, "d", block, upcga_rows);
        d_local = upcga_own_row(g_d, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_si = NGA_Create_irreg(C_INT, 2, dims, "si", block, upcga_one_block);
        si_local = upcga_own_row(g_si, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sl = NGA_Create_irreg(C_LONG, 2, dims, "sl", block, upcga_one_block);
        sl_local = upcga_own_row(g_sl, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sl2 = NGA_Create_irreg(C_LONG, 2, dims, "sl2", block, upcga_one_block);
        sl2_local = upcga_own_row(g_sl2, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sd = NGA_Create_irreg(C_DBL, 2, dims, "sd", block, upcga_one_block);
        sd_local = upcga_own_row(g_sd, sizeof(double));
    }
}
static void (*const upcga_create_idiom_dot_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_idiom_dot;
