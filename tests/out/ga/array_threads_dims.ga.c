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
#line 1 "samples/upc/array_threads_dims.upc"
/* array_threads_dims.upc - shared array dimensions that are multiples of THREADS, in the first, middle and last position, and their sizes. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared long v[THREADS]`: a GA array (one row per thread); this thread's part is v_local. */
int g_v;
long *v_local;
/* `v[i]`: read in place on its thread or node, else NGA_Get. */
static inline long v_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_v, t, pos, sizeof(long), 0);
    long v_1;
    if (t == MYTHREAD)
        return v_local[pos];
    upcga_get_at(g_v, t, pos, &v_1, sizeof v_1);
    return v_1;
}
/* `v[i]` = v_1: written in place on its thread or node, else NGA_Put. */
static inline long v_set(long i, long v_1) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_v, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        v_local[pos] = v_1;
    else
        upcga_put_at(g_v, t, pos, &v_1, sizeof v_1);
    return v_1;
}
/* `&v[i]`: a pointer-to-shared. */
static inline upcga_ptr_t v_ref(long i) {
    upcga_ptr_t p = { g_v, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared int a[10 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [2] char c[6 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
char *c_local;
/* `c[i]`: read in place on its thread or node, else NGA_Get. */
static inline char c_get(long i) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(char), 0);
    char v;
    if (t == MYTHREAD)
        return c_local[pos];
    upcga_get_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `c[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline char c_set(long i, char v) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(char), 1);
    if (t == MYTHREAD)
        c_local[pos] = v;
    else
        upcga_put_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(char), i % 2 };
    return p;
}
/* `shared [4] double m[THREADS][8]`: a GA array (one row per thread); this thread's part is m_local. */
int g_m;
double *m_local;
/* `shared int grid[3][THREADS]`: a GA array (one row per thread); this thread's part is grid_local. */
int g_grid;
int *grid_local;
/* `grid[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int grid_get(long i0, long i1) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return grid_local[pos];
    upcga_get_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `grid[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int grid_set(long i0, long i1, int v) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        grid_local[pos] = v;
    else
        upcga_put_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `&grid[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t grid_ref(long i0, long i1) {
    long i = i0 * THREADS + i1;
    upcga_ptr_t p = { g_grid, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [5] short t3[2][THREADS][5]`: a GA array (one row per thread); this thread's part is t3_local. */
int g_t3;
short *t3_local;
/* `t3[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline short t3_get(long i0, long i1, long i2) {
    long i = (i0 * THREADS + i1) * 5 + i2;
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_t3, t, pos, sizeof(short), 0);
    short v;
    if (t == MYTHREAD)
        return t3_local[pos];
    upcga_get_at(g_t3, t, pos, &v, sizeof v);
    return v;
}
/* `t3[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline short t3_set(long i0, long i1, long i2, short v) {
    long i = (i0 * THREADS + i1) * 5 + i2;
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_t3, t, pos, sizeof(short), 1);
    if (t == MYTHREAD)
        t3_local[pos] = v;
    else
        upcga_put_at(g_t3, t, pos, &v, sizeof v);
    return v;
}
/* `&t3[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t t3_ref(long i0, long i1, long i2) {
    long i = (i0 * THREADS + i1) * 5 + i2;
    upcga_ptr_t p = { g_t3, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(short), i % 5 };
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
#line 13 "samples/upc/array_threads_dims.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, errors = 0;

    /* sizes depend on THREADS: sizeof is evaluated at run time */
    if (sizeof(long) * THREADS != THREADS * sizeof(long) || sizeof(int) * 10 * THREADS != 10 * THREADS * sizeof(int))
        errors++;
    if (sizeof(char) * 6 * THREADS != (size_t)THREADS * 6 || sizeof(double) * 8 * THREADS != THREADS * 8 * sizeof(double))
        errors++;
    if (sizeof(int) * 3 * THREADS != 3 * THREADS * sizeof(int) || sizeof(short) * 10 * THREADS != 2 * THREADS * 5 * sizeof(short))
        errors++;
    if (sizeof(double) * 8 != 8 * sizeof(double) || sizeof(int) * THREADS != THREADS * sizeof(int))
        errors++;
    /* each thread's share */
    if ((size_t)10 * sizeof(int) != 10 * sizeof(int) || (size_t)6 * sizeof(char) != 6)
        errors++;
    if ((size_t)8 * sizeof(double) != 8 * sizeof(double) || (size_t)10 * sizeof(short) != 10 * sizeof(short))
        errors++;

    v_set(MYTHREAD, MYTHREAD);
    {
#line 33 "samples/upc/array_threads_dims.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 33 "samples/upc/array_threads_dims.upc"
        i = 0;
#line 33 "samples/upc/array_threads_dims.upc"
        if (upcga_nested1)
#line 33 "samples/upc/array_threads_dims.upc"
            for (; i < 10 * THREADS; i++)
                a_set(i, i);
        else {
#line 33 "samples/upc/array_threads_dims.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_a = a_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 33 "samples/upc/array_threads_dims.upc"
            long upcga_bound = 10 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 33 "samples/upc/array_threads_dims.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 33 "samples/upc/array_threads_dims.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a = i;
            }
#line 33 "samples/upc/array_threads_dims.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++)
                *upcga_local_a = i;
        }
#line 33 "samples/upc/array_threads_dims.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 35 "samples/upc/array_threads_dims.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 35 "samples/upc/array_threads_dims.upc"
        i = 0;
#line 35 "samples/upc/array_threads_dims.upc"
        if (upcga_nested2)
#line 35 "samples/upc/array_threads_dims.upc"
            for (; i < 6 * THREADS; i++)
                c_set(i, (char)('a' + i % 26));
        else {
#line 35 "samples/upc/array_threads_dims.upc"
            /* This thread's blocks of `c`, each through local pointers. */
#line 35 "samples/upc/array_threads_dims.upc"
            for (i = upcga_forall_first(i, 2); i < 6 * THREADS; i = upcga_forall_first(i, 2)) {
#line 35 "samples/upc/array_threads_dims.upc"
                char *upcga_local_c = c_local + upcga_row_index(i, 2);
                long upcga_block_lo = i - i % 2, upcga_block_hi = upcga_block_lo + 2;
                long upcga_stop = upcga_block_hi, upcga_bound = 6 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 35 "samples/upc/array_threads_dims.upc"
                if (upcga_stop - i == 2) {
#pragma GCC ivdep
#line 35 "samples/upc/array_threads_dims.upc"
                    for (upcga_k = 0; upcga_k < 2; upcga_k++, i++, upcga_local_c++)
                        *upcga_local_c = (char)('a' + i % 26);
                } else
#line 35 "samples/upc/array_threads_dims.upc"
                    for (; i < upcga_stop; i++, upcga_local_c++)
                        *upcga_local_c = (char)('a' + i % 26);
            }
        }
#line 35 "samples/upc/array_threads_dims.upc"
        upcga_forall_control = upcga_nested2;
    }
    for (i = 0; i < 3; i++)
        grid_set(i, MYTHREAD, i * THREADS + MYTHREAD);
    for (i = 0; i < 2; i++)
        for (j = 0; j < 5; j++)
            t3_set(i, MYTHREAD, j, (short)(i * 1000 + MYTHREAD * 10 + j));
    upcga_barrier();

    if (MYTHREAD == 0) {
        long total = 0;
        {
#line 46 "samples/upc/array_threads_dims.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo3 = (long)0;
            long upcga_gather_hi3 = (long)THREADS;
#line 46 "samples/upc/array_threads_dims.upc"
            if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)THREADS && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(long))) {
                long upcga_gathered4[16384 / sizeof(long)];
                if (upcga_gather_lo3 < upcga_gather_hi3) {
                    upcga_get_range(upcga_gathered4, upcga_add(v_ref(0), sizeof(long), upcga_gather_lo3, 1), sizeof(long), 1, upcga_gather_hi3 - upcga_gather_lo3);
                }
#line 46 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered4[i - upcga_gather_lo3];
            } else
#line 46 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < THREADS; i++)
                    total += v_get(i);
        }
#line 48 "samples/upc/array_threads_dims.upc"
        if (total != (long)THREADS * (THREADS - 1) / 2)
            errors++;
        {
#line 50 "samples/upc/array_threads_dims.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo5 = (long)0;
            long upcga_gather_hi5 = (long)(10 * THREADS);
#line 50 "samples/upc/array_threads_dims.upc"
            if (upcga_gather_lo5 >= 0 && upcga_gather_hi5 <= (long)(10 * THREADS) && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered6[16384 / sizeof(int)];
                if (upcga_gather_lo5 < upcga_gather_hi5) {
                    upcga_get_range(upcga_gathered6, upcga_add(a_ref(0), sizeof(int), upcga_gather_lo5, 1), sizeof(int), 1, upcga_gather_hi5 - upcga_gather_lo5);
                }
#line 50 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < 10 * THREADS; i++)
                    if (upcga_gathered6[i - upcga_gather_lo5] != i)
                        errors++;
            } else
#line 50 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < 10 * THREADS; i++)
                    if (a_get(i) != i)
                        errors++;
        }
#line 53 "samples/upc/array_threads_dims.upc"
        for (i = 0; i < 6 * THREADS; i++)
            if (c_get(i) != 'a' + i % 26 || upcga_threadof(c_ref(i)) != (size_t)(i / 2 % THREADS))
                errors++;
        for (i = 0; i < 3; i++)
            for (j = 0; j < THREADS; j++)
                if (grid_get(i, j) != i * THREADS + j || upcga_threadof(grid_ref(i, j)) != (size_t)j)
                    errors++;
        /* t3[i][t] is one block of 5, on thread (i*THREADS + t) % THREADS == t */
        for (i = 0; i < 2; i++)
            for (j = 0; j < THREADS; j++)
                if (t3_get(i, j, 4) != i * 1000 + j * 10 + 4 || upcga_threadof(t3_ref(i, j, 0)) != (size_t)j)
                    errors++;
        if (errors)
            printf("FAIL: array_threads_dims: %d errors\n", errors);
        else
            printf("PASS: array_threads_dims\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_threads_dims(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_v = NGA_Create_irreg(C_LONG, 2, dims, "v", block, upcga_rows);
        v_local = upcga_own_row(g_v, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_CHAR, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(char));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_m = NGA_Create_irreg(C_DBL, 2, dims, "m", block, upcga_rows);
        m_local = upcga_own_row(g_m, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_grid = NGA_Create_irreg(C_INT, 2, dims, "grid", block, upcga_rows);
        grid_local = upcga_own_row(g_grid, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_t3 = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "t3", block, upcga_rows);
        t3_local = upcga_own_row(g_t3, sizeof(short));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_threads_dims_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_threads_dims;
