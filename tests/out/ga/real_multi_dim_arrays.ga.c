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
#line 1 "tests/in/real/multi_dim_arrays.upc"
/* Elements of two- and three-dimensional shared arrays: blocked, cyclic, `[*]` and indefinite
   layouts, dimensions of THREADS, structs with array members, strict elements; sub-array
   pointers, element addresses, reads, writes and compound assignments from every thread.
   Every element is checked against a private mirror of the same operations, and its thread,
   phase and address against the layout's definition (the element's flattened index walked
   from the array's first element through a pointer). Prints one line per array. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [3] int b2[5][7]`: a GA array (one row per thread); this thread's part is b2_local. */
int g_b2;
int *b2_local;
/* `b2[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int b2_get(long i0, long i1) {
    long i = i0 * 7 + i1;
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_b2, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return b2_local[pos];
    upcga_get_at(g_b2, t, pos, &v, sizeof v);
    return v;
}
/* `b2[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int b2_set(long i0, long i1, int v) {
    long i = i0 * 7 + i1;
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_b2, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        b2_local[pos] = v;
    else
        upcga_put_at(g_b2, t, pos, &v, sizeof v);
    return v;
}
/* `&b2[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t b2_ref(long i0, long i1) {
    long i = i0 * 7 + i1;
    upcga_ptr_t p = { g_b2, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared [3] int out2[5][7]`: a GA array (one row per thread); this thread's part is out2_local. */
int g_out2;
int *out2_local;
/* `out2[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int out2_get(long i0, long i1) {
    long i = i0 * 7 + i1;
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_out2, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return out2_local[pos];
    upcga_get_at(g_out2, t, pos, &v, sizeof v);
    return v;
}
/* `out2[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int out2_set(long i0, long i1, int v) {
    long i = i0 * 7 + i1;
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_out2, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        out2_local[pos] = v;
    else
        upcga_put_at(g_out2, t, pos, &v, sizeof v);
    return v;
}
/* `&out2[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t out2_ref(long i0, long i1) {
    long i = i0 * 7 + i1;
    upcga_ptr_t p = { g_out2, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared int cyc[4][6]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
int *cyc_local;
/* `cyc[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int cyc_get(long i0, long i1) {
    long i = i0 * 6 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyc, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cyc_local[pos];
    upcga_get_at(g_cyc, t, pos, &v, sizeof v);
    return v;
}
/* `cyc[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int cyc_set(long i0, long i1, int v) {
    long i = i0 * 6 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyc, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        cyc_local[pos] = v;
    else
        upcga_put_at(g_cyc, t, pos, &v, sizeof v);
    return v;
}
/* `&cyc[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t cyc_ref(long i0, long i1) {
    long i = i0 * 6 + i1;
    upcga_ptr_t p = { g_cyc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [4] int b3[3][4][6]`: a GA array (one row per thread); this thread's part is b3_local. */
int g_b3;
int *b3_local;
/* `b3[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline int b3_get(long i0, long i1, long i2) {
    long i = (i0 * 4 + i1) * 6 + i2;
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_b3, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return b3_local[pos];
    upcga_get_at(g_b3, t, pos, &v, sizeof v);
    return v;
}
/* `b3[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline int b3_set(long i0, long i1, long i2, int v) {
    long i = (i0 * 4 + i1) * 6 + i2;
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_b3, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        b3_local[pos] = v;
    else
        upcga_put_at(g_b3, t, pos, &v, sizeof v);
    return v;
}
/* `&b3[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t b3_ref(long i0, long i1, long i2) {
    long i = (i0 * 4 + i1) * 6 + i2;
    upcga_ptr_t p = { g_b3, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [5] long t3[3][THREADS][5]`: a GA array (one row per thread); this thread's part is t3_local. */
int g_t3;
long *t3_local;
/* `t3[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline long t3_get(long i0, long i1, long i2) {
    long i = (i0 * THREADS + i1) * 5 + i2;
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_t3, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return t3_local[pos];
    upcga_get_at(g_t3, t, pos, &v, sizeof v);
    return v;
}
/* `t3[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline long t3_set(long i0, long i1, long i2, long v) {
    long i = (i0 * THREADS + i1) * 5 + i2;
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_t3, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        t3_local[pos] = v;
    else
        upcga_put_at(g_t3, t, pos, &v, sizeof v);
    return v;
}
/* `&t3[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t t3_ref(long i0, long i1, long i2) {
    long i = (i0 * THREADS + i1) * 5 + i2;
    upcga_ptr_t p = { g_t3, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(long), i % 5 };
    return p;
}
/* `shared [] int ind[3][4]`: a GA array (on thread 0); this thread's part is ind_local. */
int g_ind;
int *ind_local;
/* `ind[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int ind_get(long i0, long i1) {
    long i = i0 * 4 + i1;
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_ind, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ind_local[pos];
    upcga_get_at(g_ind, t, pos, &v, sizeof v);
    return v;
}
/* `ind[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ind_set(long i0, long i1, int v) {
    long i = i0 * 4 + i1;
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_ind, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ind_local[pos] = v;
    else
        upcga_put_at(g_ind, t, pos, &v, sizeof v);
    return v;
}
/* `&ind[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t ind_ref(long i0, long i1) {
    long i = i0 * 4 + i1;
    upcga_ptr_t p = { g_ind, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [8] double star[4][2 * THREADS]`: a GA array (one row per thread); this thread's part is star_local. */
int g_star;
double *star_local;
/* `star[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline double star_get(long i0, long i1) {
    long i = i0 * (2 * THREADS) + i1;
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_star, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return star_local[pos];
    upcga_get_at(g_star, t, pos, &v, sizeof v);
    return v;
}
/* `star[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline double star_set(long i0, long i1, double v) {
    long i = i0 * (2 * THREADS) + i1;
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_star, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        star_local[pos] = v;
    else
        upcga_put_at(g_star, t, pos, &v, sizeof v);
    return v;
}
/* `&star[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t star_ref(long i0, long i1) {
    long i = i0 * (2 * THREADS) + i1;
    upcga_ptr_t p = { g_star, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(double), i % 8 };
    return p;
}
#line 13 "tests/in/real/multi_dim_arrays.upc"
/* blocks cut rows */
/* a stencil of b2 */
/* cyclic */
/* 3-D, blocks cut rows */
/* a dimension of THREADS */
/* indefinite: all on thread 0 */


struct cell {
    int id;
    double v[3];
    short w[2][2];
};
/* `shared [2] struct cell cells[3][THREADS]`: a GA array (one row per thread); this thread's part is cells_local. */
int g_cells;
struct cell *cells_local;
/* `&cells[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t cells_ref(long i0, long i1) {
    long i = i0 * THREADS + i1;
    upcga_ptr_t p = { g_cells, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(struct cell), i % 2 };
    return p;
}
/* `strict shared int flags[2][THREADS]`: a GA array (one row per thread); this thread's part is flags_local. */
int g_flags;
int *flags_local;
/* `flags[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int flags_get(long i0, long i1) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flags, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return flags_local[pos];
    upcga_get_at(g_flags, t, pos, &v, sizeof v);
    return v;
}
/* `flags[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int flags_set(long i0, long i1, int v) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flags, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        flags_local[pos] = v;
    else
        upcga_put_at(g_flags, t, pos, &v, sizeof v);
    return v;
}
/* `&flags[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t flags_ref(long i0, long i1) {
    long i = i0 * THREADS + i1;
    upcga_ptr_t p = { g_flags, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* A strict read of `flags[i0][i1]`. */
static inline int flags_get_strict(long i0, long i1) {
    int v;
    upcga_fence();
    v = flags_get(i0, i1);
    upcga_fence();
    return v;
}
/* A strict write of `flags[i0][i1]`. */
static inline int flags_set_strict(long i0, long i1, int v) {
    upcga_fence();
    flags_set(i0, i1, v);
    upcga_fence();
    return v;
}
#line 29 "tests/in/real/multi_dim_arrays.upc"
static int errors;
#line 39 "tests/in/real/multi_dim_arrays.upc"
/* The thread and phase of the element of flattened index f in a layout of block size B (0:
   indefinite). */
static int owner(long f, long b) {
#line 41 "tests/in/real/multi_dim_arrays.upc"
    return b == 0 ? 0 : (int)(f / b % THREADS);
}
#line 42 "tests/in/real/multi_dim_arrays.upc"
static int phase(long f, long b) {
#line 42 "tests/in/real/multi_dim_arrays.upc"
    return b == 0 ? 0 : (int)(f % b);
}
/* A distinct initial value of element f of the array numbered `a`. */
static int initial(int a, long f) {
#line 45 "tests/in/real/multi_dim_arrays.upc"
    return (int)(1000 * a + 3 * f + 1);
}
/* The compound update thread f % THREADS makes to element f (of value x): one of +=, ++, *=,
   -- by f % 4. */
static long updated(long x, long f) {

    switch (f % 4) {
    case 0:
#line 52 "tests/in/real/multi_dim_arrays.upc"
        return x + f % 7;
    case 1:
#line 53 "tests/in/real/multi_dim_arrays.upc"
        return x + 1;
    case 2:
#line 54 "tests/in/real/multi_dim_arrays.upc"
        return x * 3;
    default:
#line 55 "tests/in/real/multi_dim_arrays.upc"
        return x - 1;
    }
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 70 "tests/in/real/multi_dim_arrays.upc"
/* Thread 0 prints the errors every thread found since `before`. */
static void report(const char *name, long elements, int before) {

    int t, sum = 0;
    errs_set(MYTHREAD, errors - before);
    upcga_barrier();
    if (MYTHREAD == 0) {
        {
#line 77 "tests/in/real/multi_dim_arrays.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 77 "tests/in/real/multi_dim_arrays.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 77 "tests/in/real/multi_dim_arrays.upc"
                for (t = 0; t < THREADS; t++)
                    sum += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 77 "tests/in/real/multi_dim_arrays.upc"
                for (t = 0; t < THREADS; t++)
                    sum += errs_get(t);
        }
#line 79 "tests/in/real/multi_dim_arrays.upc"
        printf("%s: %ld elements, %d errors\n", name, elements, sum);
    }
    upcga_barrier();
}

static void two_d(void) {

    int i, j, before = errors;
    /* Writes by the owner, through upc_forall over element addresses. */
    for (i = 0; i < 5; i++) {
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 89 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < 7; j++) {
#line 89 "tests/in/real/multi_dim_arrays.upc"
            if (!upcga_nested3 && !(upcga_threadof(b2_ref(i, j)) == MYTHREAD))
                continue;
#line 90 "tests/in/real/multi_dim_arrays.upc"
            b2_set(i, j, initial(1, i * 7 + j));
        }
#line 89 "tests/in/real/multi_dim_arrays.upc"
        upcga_forall_control = upcga_nested3;
    }
    upcga_barrier();
    /* Compound assignments by another thread than the owner, mostly. */
    for (i = 0; i < 5; i++)
        for (j = 0; j < 7; j++)
            if ((i * 7 + j) % THREADS == (MYTHREAD + 1) % THREADS)
                do {
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    switch ((i * 7 + j) % 4) {
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    case 0:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        b2_set(i, j, b2_get(i, j) + (i * 7 + j) % 7);
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    case 1:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        b2_set(i, j, b2_get(i, j) + 1);
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    case 2:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        b2_set(i, j, b2_get(i, j) * 3);
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    default:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        b2_set(i, j, b2_get(i, j) - 1);
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
                    }
                } while (0);
#line 97 "tests/in/real/multi_dim_arrays.upc"
    upcga_barrier();
    /* A 5-point stencil reading the neighbours, written where out2's elements live. */
    for (i = 1; i < 5 - 1; i++) {
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 100 "tests/in/real/multi_dim_arrays.upc"
        for (j = 1; j < 7 - 1; j++) {
#line 100 "tests/in/real/multi_dim_arrays.upc"
            if (!upcga_nested4 && !(upcga_threadof(out2_ref(i, j)) == MYTHREAD))
                continue;
#line 101 "tests/in/real/multi_dim_arrays.upc"
            out2_set(i, j, b2_get(i - 1, j) + b2_get(i + 1, j) + b2_get(i, j - 1) + b2_get(i, j + 1) - 4 * b2_get(i, j));
        }
#line 100 "tests/in/real/multi_dim_arrays.upc"
        upcga_forall_control = upcga_nested4;
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        long mirror[5][7];
        upcga_ptr_t first = b2_ref(0, 0);
        for (i = 0; i < 5; i++)
            for (j = 0; j < 7; j++)
                mirror[i][j] = updated(initial(1, i * 7 + j), i * 7 + j);
        for (i = 0; i < 5; i++) {
            upcga_ptr_t row = b2_ref(i, 0);
            {
#line 111 "tests/in/real/multi_dim_arrays.upc"
                /* local pointers for this thread's elements */
                int *upcga_mine5 = upcga_mine(row);
                long upcga_phase5 = row.phase;
#line 111 "tests/in/real/multi_dim_arrays.upc"
                if (upcga_mine5 && upcga_phase5 + 0 >= 0 && upcga_phase5 + 7 <= 3)
#line 111 "tests/in/real/multi_dim_arrays.upc"
                    for (j = 0; j < 7; j++) {
                        long f = i * 7 + j;
                        do {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                            if (!(b2_get(i, j) == mirror[i][j])) {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 value", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 114 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcga_mine5[j] == mirror[i][j])) {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row pointer", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 115 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcga_threadof(b2_ref(i, j)) == owner(f, 3))) {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 thread", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 116 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcga_phaseof(b2_ref(i, j)) == phase(f, 3))) {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 phase", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 117 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcga_eq(b2_ref(i, j), upcga_add(first, sizeof(int), f, 3))) {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 address", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 118 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcga_eq(upcga_add(row, sizeof(int), j, 3), b2_ref(i, j))) {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row address", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 119 "tests/in/real/multi_dim_arrays.upc"
                        if (i > 0 && i < 5 - 1 && j > 0 && j < 7 - 1)
                            do {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                if (!(out2_get(i, j) == mirror[i - 1][j] + mirror[i + 1][j] + mirror[i][j - 1] + mirror[i][j + 1] - 4 * mirror[i][j])) {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "out2 stencil", (int)f, MYTHREAD);
                                }
                            } while (0);
                    }
                else
#line 111 "tests/in/real/multi_dim_arrays.upc"
                    for (j = 0; j < 7; j++) {
                        long f = i * 7 + j;
                        do {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                            if (!(b2_get(i, j) == mirror[i][j])) {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 value", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 114 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                            if (!((upcga_mine5 && (unsigned long)(upcga_phase5 + j) < 3 ? upcga_mine5[j] : UPCGA_READ(int, upcga_add(row, sizeof(int), j, 3))) == mirror[i][j])) {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row pointer", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 115 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcga_threadof(b2_ref(i, j)) == owner(f, 3))) {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 thread", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 116 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcga_phaseof(b2_ref(i, j)) == phase(f, 3))) {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 phase", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 117 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcga_eq(b2_ref(i, j), upcga_add(first, sizeof(int), f, 3))) {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 address", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 118 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcga_eq(upcga_add(row, sizeof(int), j, 3), b2_ref(i, j))) {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row address", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 119 "tests/in/real/multi_dim_arrays.upc"
                        if (i > 0 && i < 5 - 1 && j > 0 && j < 7 - 1)
                            do {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                if (!(out2_get(i, j) == mirror[i - 1][j] + mirror[i + 1][j] + mirror[i][j - 1] + mirror[i][j + 1] - 4 * mirror[i][j])) {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "out2 stencil", (int)f, MYTHREAD);
                                }
                            } while (0);
                    }
            }
        }
    }
#line 126 "tests/in/real/multi_dim_arrays.upc"
    report("b2 [5][7] block 3", 5 * 7, before);
    before = errors;
    /* Cyclic: written by thread 0, updated by the owners. */
    if (MYTHREAD == 0)
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++)
                cyc_set(i, j, initial(2, i * 6 + j));
    upcga_barrier();
    for (i = 0; i < 4; i++) {
        int upcga_nested6 = upcga_forall_control;
        upcga_forall_control = 1;
#line 135 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < 6; j++) {
#line 135 "tests/in/real/multi_dim_arrays.upc"
            if (!upcga_nested6 && !(upcga_threadof(cyc_ref(i, j)) == MYTHREAD))
                continue;
#line 136 "tests/in/real/multi_dim_arrays.upc"
            do {
#line 136 "tests/in/real/multi_dim_arrays.upc"
                switch ((i * 6 + j) % 4) {
#line 136 "tests/in/real/multi_dim_arrays.upc"
                case 0:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    cyc_set(i, j, cyc_get(i, j) + (i * 6 + j) % 7);
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 136 "tests/in/real/multi_dim_arrays.upc"
                case 1:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    cyc_set(i, j, cyc_get(i, j) + 1);
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 136 "tests/in/real/multi_dim_arrays.upc"
                case 2:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    cyc_set(i, j, cyc_get(i, j) * 3);
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 136 "tests/in/real/multi_dim_arrays.upc"
                default:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    cyc_set(i, j, cyc_get(i, j) - 1);
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
                }
            } while (0);
        }
#line 135 "tests/in/real/multi_dim_arrays.upc"
        upcga_forall_control = upcga_nested6;
    }
    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        upcga_ptr_t first = cyc_ref(0, 0);
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++) {
                long f = i * 6 + j;
                do {
#line 143 "tests/in/real/multi_dim_arrays.upc"
                    if (!(cyc_get(i, j) == updated(initial(2, f), f))) {
#line 143 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 143 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc value", (int)f, MYTHREAD);
                    }
                } while (0);
#line 144 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 144 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_threadof(cyc_ref(i, j)) == owner(f, 1))) {
#line 144 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 144 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc thread", (int)f, MYTHREAD);
                    }
                } while (0);
#line 145 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 145 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcga_eq(cyc_ref(i, j), upcga_add(first, sizeof(int), f, 1))) {
#line 145 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 145 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc address", (int)f, MYTHREAD);
                    }
                } while (0);
#line 146 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 146 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcga_eq(upcga_add(cyc_ref(i, 0), sizeof(int), j, 1), upcga_add(first, sizeof(int), f, 1))) {
#line 146 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 146 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc row address", (int)f, MYTHREAD);
                    }
                } while (0);
            }
    }
#line 149 "tests/in/real/multi_dim_arrays.upc"
    report("cyc [4][6]", 24, before);
}

static void three_d(void) {

    int i, j, k, before = errors;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++) {
            int upcga_nested7 = upcga_forall_control;
            upcga_forall_control = 1;
#line 157 "tests/in/real/multi_dim_arrays.upc"
            for (k = 0; k < 6; k++) {
#line 157 "tests/in/real/multi_dim_arrays.upc"
                if (!upcga_nested7 && !(upcga_threadof(b3_ref(i, j, k)) == MYTHREAD))
                    continue;
#line 158 "tests/in/real/multi_dim_arrays.upc"
                b3_set(i, j, k, initial(3, (i * 4 + j) * 6 + k));
            }
#line 157 "tests/in/real/multi_dim_arrays.upc"
            upcga_forall_control = upcga_nested7;
        }
    upcga_barrier();
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            for (k = 0; k < 6; k++) {
                long f = (i * 4 + j) * 6 + k;
                if (f % THREADS == MYTHREAD)
                    do {
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        switch (f % 4) {
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        case 0:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            b3_set(i, j, k, b3_get(i, j, k) + f % 7);
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        case 1:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            b3_set(i, j, k, b3_get(i, j, k) + 1);
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        case 2:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            b3_set(i, j, k, b3_get(i, j, k) * 3);
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        default:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            b3_set(i, j, k, b3_get(i, j, k) - 1);
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
                        }
                    } while (0);
            }
#line 167 "tests/in/real/multi_dim_arrays.upc"
    upcga_barrier();
    if (MYTHREAD == 0) {
        upcga_ptr_t first = b3_ref(0, 0, 0);
        for (i = 0; i < 3; i++) {
            upcga_ptr_t plane = b3_ref(i, 0, 0);
            for (j = 0; j < 4; j++) {
                upcga_ptr_t line = b3_ref(i, j, 0);
                {
#line 174 "tests/in/real/multi_dim_arrays.upc"
                    /* local pointers for this thread's elements */
                    int *upcga_mine8 = upcga_mine(line);
                    long upcga_phase8 = line.phase;
#line 174 "tests/in/real/multi_dim_arrays.upc"
                    if (upcga_mine8 && upcga_phase8 + 0 >= 0 && upcga_phase8 + 6 <= 4)
#line 174 "tests/in/real/multi_dim_arrays.upc"
                        for (k = 0; k < 6; k++) {
                            long f = (i * 4 + j) * 6 + k;
                            long want = updated(initial(3, f), f);
                            do {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                if (!(b3_get(i, j, k) == want)) {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 value", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 178 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                if (!(UPCGA_READ(int, upcga_add(plane, sizeof(int), (long)j * 6 + k, 4)) == want)) {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 plane pointer", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 179 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcga_mine8[k] == want)) {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 line pointer", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 180 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcga_threadof(b3_ref(i, j, k)) == owner(f, 4))) {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 thread", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 181 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcga_phaseof(b3_ref(i, j, k)) == phase(f, 4))) {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 phase", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 182 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                if (!upcga_eq(b3_ref(i, j, k), upcga_add(first, sizeof(int), f, 4))) {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 address", (int)f, MYTHREAD);
                                }
                            } while (0);
                        }
                    else
#line 174 "tests/in/real/multi_dim_arrays.upc"
                        for (k = 0; k < 6; k++) {
                            long f = (i * 4 + j) * 6 + k;
                            long want = updated(initial(3, f), f);
                            do {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                if (!(b3_get(i, j, k) == want)) {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 value", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 178 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                if (!(UPCGA_READ(int, upcga_add(plane, sizeof(int), (long)j * 6 + k, 4)) == want)) {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 plane pointer", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 179 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                if (!((upcga_mine8 && (unsigned long)(upcga_phase8 + k) < 4 ? upcga_mine8[k] : UPCGA_READ(int, upcga_add(line, sizeof(int), k, 4))) == want)) {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 line pointer", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 180 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcga_threadof(b3_ref(i, j, k)) == owner(f, 4))) {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 thread", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 181 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcga_phaseof(b3_ref(i, j, k)) == phase(f, 4))) {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 phase", (int)f, MYTHREAD);
                                }
                            } while (0);
#line 182 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                if (!upcga_eq(b3_ref(i, j, k), upcga_add(first, sizeof(int), f, 4))) {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 address", (int)f, MYTHREAD);
                                }
                            } while (0);
                        }
                }
            }
        }
    }
#line 187 "tests/in/real/multi_dim_arrays.upc"
    report("b3 [3][4][6] block 4", 3 * 4 * 6, before);
    before = errors;
    /* A middle dimension of THREADS: t3[i][t] is thread t's block of 5. */
    for (i = 0; i < 3; i++)
        for (k = 0; k < 5; k++)
            t3_set(i, MYTHREAD, k, initial(4, (i * THREADS + MYTHREAD) * 5 + k));
    upcga_barrier();
    for (i = 0; i < 3; i++)
        for (k = 0; k < 5; k++) {
            int t = (MYTHREAD + i + 1) % THREADS;
            do {
#line 197 "tests/in/real/multi_dim_arrays.upc"
                switch (((i * THREADS + t) * 5 + k) % 4) {
#line 197 "tests/in/real/multi_dim_arrays.upc"
                case 0:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    t3_set(i, t, k, t3_get(i, t, k) + ((i * THREADS + t) * 5 + k) % 7);
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 197 "tests/in/real/multi_dim_arrays.upc"
                case 1:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    t3_set(i, t, k, t3_get(i, t, k) + 1);
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 197 "tests/in/real/multi_dim_arrays.upc"
                case 2:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    t3_set(i, t, k, t3_get(i, t, k) * 3);
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 197 "tests/in/real/multi_dim_arrays.upc"
                default:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    t3_set(i, t, k, t3_get(i, t, k) - 1);
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
                }
            } while (0);
        }
#line 199 "tests/in/real/multi_dim_arrays.upc"
    upcga_barrier();
    if (MYTHREAD == 0) {
        upcga_ptr_t first = t3_ref(0, 0, 0);
        for (i = 0; i < 3; i++)
            for (j = 0; j < THREADS; j++)
                for (k = 0; k < 5; k++) {
                    long f = (i * THREADS + j) * 5 + k;
                    do {
#line 206 "tests/in/real/multi_dim_arrays.upc"
                        if (!(t3_get(i, j, k) == updated(initial(4, f), f))) {
#line 206 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 206 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 value", (int)f, MYTHREAD);
                        }
                    } while (0);
#line 207 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 207 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcga_threadof(t3_ref(i, j, k)) == j)) {
#line 207 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 207 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 thread", (int)f, MYTHREAD);
                        }
                    } while (0);
#line 208 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 208 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcga_threadof(t3_ref(i, j, 0)) == owner(f, 5))) {
#line 208 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 208 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 sub-array thread", (int)f, MYTHREAD);
                        }
                    } while (0);
#line 209 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 209 "tests/in/real/multi_dim_arrays.upc"
                        if (!upcga_eq(t3_ref(i, j, k), upcga_add(first, sizeof(long), f, 5))) {
#line 209 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 209 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 address", (int)f, MYTHREAD);
                        }
                    } while (0);
                }
    }
#line 212 "tests/in/real/multi_dim_arrays.upc"
    report("t3 [3][THREADS][5] block 5", 3L * THREADS * 5, before);
}

static void other_layouts(void) {

    int i, j, before = errors;
    /* Indefinite: thread 0 writes rows with upc_memput, the others update elements. */
    if (MYTHREAD == 0)
        for (i = 0; i < 3; i++) {
            int row[4];
            for (j = 0; j < 4; j++)
                row[j] = initial(5, i * 4 + j);
            upcga_memput(ind_ref(i, 0), row, sizeof row);
        }
    upcga_barrier();
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            if ((i * 4 + j) % THREADS == MYTHREAD)
                do {
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    switch ((i * 4 + j) % 4) {
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    case 0:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ind_set(i, j, ind_get(i, j) + (i * 4 + j) % 7);
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    case 1:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ind_set(i, j, ind_get(i, j) + 1);
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    case 2:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ind_set(i, j, ind_get(i, j) * 3);
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    default:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ind_set(i, j, ind_get(i, j) - 1);
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
                    }
                } while (0);
#line 231 "tests/in/real/multi_dim_arrays.upc"
    upcga_barrier();
    if (MYTHREAD == THREADS - 1)
        for (i = 0; i < 3; i++) {
            int row[4];
            upcga_memget(row, ind_ref(i, 0), sizeof row);
            for (j = 0; j < 4; j++) {
                long f = i * 4 + j;
                do {
#line 238 "tests/in/real/multi_dim_arrays.upc"
                    if (!(row[j] == updated(initial(5, f), f))) {
#line 238 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 238 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind memget", (int)f, MYTHREAD);
                    }
                } while (0);
#line 239 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 239 "tests/in/real/multi_dim_arrays.upc"
                    if (!(ind_get(i, j) == row[j])) {
#line 239 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 239 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind value", (int)f, MYTHREAD);
                    }
                } while (0);
#line 240 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 240 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_threadof(ind_ref(i, j)) == 0)) {
#line 240 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 240 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind thread", (int)f, MYTHREAD);
                    }
                } while (0);
#line 241 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 241 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcga_eq(ind_ref(i, j), upcga_add(ind_ref(0, 0), sizeof(int), f, 0))) {
#line 241 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 241 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind address", (int)f, MYTHREAD);
                    }
                } while (0);
            }
        }
#line 244 "tests/in/real/multi_dim_arrays.upc"
    report("ind [3][4] block []", 12, before);
    before = errors;
    /* [*]: blocks of 8 elements, two rows' worth per thread. */
    for (i = 0; i < 4; i++) {
        int upcga_nested9 = upcga_forall_control;
        upcga_forall_control = 1;
#line 248 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < 2 * THREADS; j++) {
#line 248 "tests/in/real/multi_dim_arrays.upc"
            if (!upcga_nested9 && !(upcga_threadof(star_ref(i, j)) == MYTHREAD))
                continue;
#line 249 "tests/in/real/multi_dim_arrays.upc"
            star_set(i, j, 0.5 * initial(6, i * 2 * THREADS + j));
        }
#line 248 "tests/in/real/multi_dim_arrays.upc"
        upcga_forall_control = upcga_nested9;
    }
    upcga_barrier();
    for (i = 0; i < 4; i++)
        for (j = 0; j < 2 * THREADS; j++)
            if (j % THREADS == MYTHREAD)
                star_set(i, j, star_get(i, j) + 0.25 * (i + j));
    upcga_barrier();
    if (MYTHREAD == 0) {
        upcga_ptr_t first = star_ref(0, 0);
        for (i = 0; i < 4; i++)
            for (j = 0; j < 2 * THREADS; j++) {
                long f = i * 2 * THREADS + j;
                do {
#line 261 "tests/in/real/multi_dim_arrays.upc"
                    if (!(star_get(i, j) == 0.5 * initial(6, f) + 0.25 * (i + j))) {
#line 261 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 261 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star value", (int)f, MYTHREAD);
                    }
                } while (0);
#line 262 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 262 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_threadof(star_ref(i, j)) == owner(f, 8))) {
#line 262 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 262 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star thread", (int)f, MYTHREAD);
                    }
                } while (0);
#line 263 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 263 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_phaseof(star_ref(i, j)) == phase(f, 8))) {
#line 263 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 263 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star phase", (int)f, MYTHREAD);
                    }
                } while (0);
#line 264 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 264 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_threadof(upcga_add(first, sizeof(double), f, 8)) == owner(f, 8))) {
#line 264 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 264 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star address", (int)f, MYTHREAD);
                    }
                } while (0);
            }
    }
#line 267 "tests/in/real/multi_dim_arrays.upc"
    report("star [4][2*THREADS] block [*]", 8L * THREADS, before);
}

static void structs_and_strict(void) {

    int i, j, a, b, k, before = errors;
    for (i = 0; i < 3; i++) {
        int upcga_nested10 = upcga_forall_control;
        upcga_forall_control = 1;
#line 274 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < THREADS; j++) {
#line 274 "tests/in/real/multi_dim_arrays.upc"
            if (!upcga_nested10 && !(upcga_threadof(cells_ref(i, j)) == MYTHREAD))
                continue;
#line 274 "tests/in/real/multi_dim_arrays.upc"
            {
                long f = i * THREADS + j;
                UPCGA_WRITE(int, upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, id)), (int)f);
                for (k = 0; k < 3; k++)
                    UPCGA_WRITE(double, upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, v) + k * sizeof(double)), f + k / 4.0);
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++)
                        UPCGA_WRITE(short, upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, w) + ((long)a * 2 + b) * sizeof(short)), (short)(f * 4 + a * 2 + b));
            }
        }
#line 274 "tests/in/real/multi_dim_arrays.upc"
        upcga_forall_control = upcga_nested10;
    }
#line 283 "tests/in/real/multi_dim_arrays.upc"
    upcga_barrier();
    for (i = 0; i < 3; i++)
        for (j = 0; j < THREADS; j++)
            if ((i + j) % THREADS == MYTHREAD) {
                ({ upcga_ptr_t upcga_addr11 = upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, id)); UPCGA_WRITE(int, upcga_addr11, UPCGA_READ(int, upcga_addr11) * 2); });
                for (k = 0; k < 3; k++)
                    ({ upcga_ptr_t upcga_addr12 = upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, v) + k * sizeof(double)); UPCGA_WRITE(double, upcga_addr12, UPCGA_READ(double, upcga_addr12) + 0.5); });
                ({ upcga_ptr_t upcga_addr13 = upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, w) + 2 * sizeof(short)); UPCGA_WRITE(short, upcga_addr13, UPCGA_READ(short, upcga_addr13) + 1); });
                ({ upcga_ptr_t upcga_addr14 = upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, w) + 1 * sizeof(short)); UPCGA_WRITE(short, upcga_addr14, UPCGA_READ(short, upcga_addr14) - 3); });
            }
    upcga_barrier();
    if (MYTHREAD == 0) {
        upcga_ptr_t first = cells_ref(0, 0);
        for (i = 0; i < 3; i++)
            for (j = 0; j < THREADS; j++) {
                long f = i * THREADS + j;
                struct cell c;
#line 299 "tests/in/real/multi_dim_arrays.upc"
                upcga_get(&c, cells_ref(i, j), sizeof c);
                do {
#line 300 "tests/in/real/multi_dim_arrays.upc"
                    if (!(UPCGA_READ(int, upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, id))) == 2 * f && c.id == 2 * f)) {
#line 300 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 300 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells id", (int)f, MYTHREAD);
                    }
                } while (0);
#line 301 "tests/in/real/multi_dim_arrays.upc"
                for (k = 0; k < 3; k++) {
                    do {
#line 302 "tests/in/real/multi_dim_arrays.upc"
                        if (!(UPCGA_READ(double, upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, v) + k * sizeof(double))) == f + k / 4.0 + 0.5)) {
#line 302 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 302 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "cells v", (int)f, MYTHREAD);
                        }
                    } while (0);
#line 303 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 303 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcga_threadof(upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, v) + k * sizeof(double))) == owner(f, 2))) {
#line 303 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 303 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "cells v thread", (int)f, MYTHREAD);
                        }
                    } while (0);
                }
#line 305 "tests/in/real/multi_dim_arrays.upc"
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++) {
                        int want = (int)(f * 4 + a * 2 + b) + (a == 1 && b == 0) - 3 * (a == 0 && b == 1);
                        do {
#line 308 "tests/in/real/multi_dim_arrays.upc"
                            if (!(UPCGA_READ(short, upcga_member(cells_ref(i, j), __builtin_offsetof(struct cell, w) + ((long)a * 2 + b) * sizeof(short))) == want)) {
#line 308 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 308 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "cells w", (int)f, MYTHREAD);
                            }
                        } while (0);
#line 309 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 309 "tests/in/real/multi_dim_arrays.upc"
                            if (!(c.w[a][b] == want)) {
#line 309 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 309 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "cells w copied", (int)f, MYTHREAD);
                            }
                        } while (0);
                    }
#line 311 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 311 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_threadof(cells_ref(i, j)) == owner(f, 2))) {
#line 311 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 311 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells thread", (int)f, MYTHREAD);
                    }
                } while (0);
#line 312 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 312 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcga_phaseof(cells_ref(i, j)) == phase(f, 2))) {
#line 312 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 312 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells phase", (int)f, MYTHREAD);
                    }
                } while (0);
#line 313 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 313 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcga_eq(cells_ref(i, j), upcga_add(first, sizeof(struct cell), f, 2))) {
#line 313 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 313 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells address", (int)f, MYTHREAD);
                    }
                } while (0);
            }
    }
#line 316 "tests/in/real/multi_dim_arrays.upc"
    report("cells [3][THREADS] block 2, struct", 3L * THREADS, before);
    before = errors;
    /* Strict elements: each thread writes its column, then reads its neighbour's. */
    for (i = 0; i < 2; i++)
        flags_set_strict(i, MYTHREAD, 100 * i + MYTHREAD);
    upcga_barrier();
    for (i = 0; i < 2; i++) {
        int t = (MYTHREAD + 1) % THREADS;
        do {
#line 324 "tests/in/real/multi_dim_arrays.upc"
            if (!(flags_get_strict(i, t) == 100 * i + t)) {
#line 324 "tests/in/real/multi_dim_arrays.upc"
                if (++errors < 10)
#line 324 "tests/in/real/multi_dim_arrays.upc"
                    printf("FAIL %s at %d (thread %d)\n", "flags value", (int)(i * THREADS + t), MYTHREAD);
            }
        } while (0);
#line 325 "tests/in/real/multi_dim_arrays.upc"
        do {
#line 325 "tests/in/real/multi_dim_arrays.upc"
            if (!(upcga_threadof(flags_ref(i, t)) == t)) {
#line 325 "tests/in/real/multi_dim_arrays.upc"
                if (++errors < 10)
#line 325 "tests/in/real/multi_dim_arrays.upc"
                    printf("FAIL %s at %d (thread %d)\n", "flags thread", (int)(i * THREADS + t), MYTHREAD);
            }
        } while (0);
#line 326 "tests/in/real/multi_dim_arrays.upc"
        flags_set_strict(i, t, flags_get_strict(i, t) + 1);
    }
    upcga_barrier();
    for (i = 0; i < 2; i++)
        do {
#line 330 "tests/in/real/multi_dim_arrays.upc"
            if (!(flags_get_strict(i, MYTHREAD) == 100 * i + MYTHREAD + 1)) {
#line 330 "tests/in/real/multi_dim_arrays.upc"
                if (++errors < 10)
#line 330 "tests/in/real/multi_dim_arrays.upc"
                    printf("FAIL %s at %d (thread %d)\n", "flags updated", (int)(i * THREADS + MYTHREAD), MYTHREAD);
            }
        } while (0);
#line 331 "tests/in/real/multi_dim_arrays.upc"
    report("flags [2][THREADS] strict", 2L * THREADS, before);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    two_d();
    three_d();
    other_layouts();
    structs_and_strict();
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_multi_dim_arrays(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(35, 3) }, block[2] = { THREADS, 1 };
        g_b2 = NGA_Create_irreg(C_INT, 2, dims, "b2", block, upcga_rows);
        b2_local = upcga_own_row(g_b2, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(35, 3) }, block[2] = { THREADS, 1 };
        g_out2 = NGA_Create_irreg(C_INT, 2, dims, "out2", block, upcga_rows);
        out2_local = upcga_own_row(g_out2, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(24, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_INT, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(72, 4) }, block[2] = { THREADS, 1 };
        g_b3 = NGA_Create_irreg(C_INT, 2, dims, "b3", block, upcga_rows);
        b3_local = upcga_own_row(g_b3, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(15 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_t3 = NGA_Create_irreg(C_LONG, 2, dims, "t3", block, upcga_rows);
        t3_local = upcga_own_row(g_t3, sizeof(long));
    }
    {
        int dims[2] = { 1, 12 }, block[2] = { 1, 1 };
        g_ind = NGA_Create_irreg(C_INT, 2, dims, "ind", block, upcga_one_block);
        ind_local = upcga_own_row(g_ind, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_star = NGA_Create_irreg(C_DBL, 2, dims, "star", block, upcga_rows);
        star_local = upcga_own_row(g_star, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_cells = NGA_Create_irreg(upcga_type(sizeof(struct cell)), 2, dims, "cells", block, upcga_rows);
        cells_local = upcga_own_row(g_cells, sizeof(struct cell));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_flags = NGA_Create_irreg(C_INT, 2, dims, "flags", block, upcga_rows);
        flags_local = upcga_own_row(g_flags, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
}
static void (*const upcga_create_multi_dim_arrays_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_multi_dim_arrays;
