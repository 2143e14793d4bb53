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
#line 1 "samples/upc/array_2d.upc"
/* array_2d.upc - two-dimensional shared arrays: shared [4] double m[THREADS][8], shared int g[6][THREADS], and a fixed-size array with one row per block. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [4] double m[THREADS][8]`: a GA array (one row per thread); this thread's part is m_local. */
int g_m;
double *m_local;
/* `m[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline double m_get(long i0, long i1) {
    long i = i0 * 8 + i1;
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_m, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return m_local[pos];
    upcga_get_at(g_m, t, pos, &v, sizeof v);
    return v;
}
/* `m[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline double m_set(long i0, long i1, double v) {
    long i = i0 * 8 + i1;
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_m, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        m_local[pos] = v;
    else
        upcga_put_at(g_m, t, pos, &v, sizeof v);
    return v;
}
/* `&m[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t m_ref(long i0, long i1) {
    long i = i0 * 8 + i1;
    upcga_ptr_t p = { g_m, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(double), i % 4 };
    return p;
}
/* `shared int g[6][THREADS]`: a GA array (one row per thread); this thread's part is g_local. */
int g_g;
int *g_local;
/* `g[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int g_get(long i0, long i1) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_g, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return g_local[pos];
    upcga_get_at(g_g, t, pos, &v, sizeof v);
    return v;
}
/* `g[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int g_set(long i0, long i1, int v) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_g, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        g_local[pos] = v;
    else
        upcga_put_at(g_g, t, pos, &v, sizeof v);
    return v;
}
/* `&g[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t g_ref(long i0, long i1) {
    long i = i0 * THREADS + i1;
    upcga_ptr_t p = { g_g, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [10] int fixed[5][10]`: a GA array (one row per thread); this thread's part is fixed_local. */
int g_fixed;
int *fixed_local;
/* `fixed[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int fixed_get(long i0, long i1) {
    long i = i0 * 10 + i1;
    int t = upcga_owner(i, 10);
    long pos = upcga_row_index(i, 10);
    UPCGA_CHECK_ELEMENT(g_fixed, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return fixed_local[pos];
    upcga_get_at(g_fixed, t, pos, &v, sizeof v);
    return v;
}
/* `fixed[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int fixed_set(long i0, long i1, int v) {
    long i = i0 * 10 + i1;
    int t = upcga_owner(i, 10);
    long pos = upcga_row_index(i, 10);
    UPCGA_CHECK_ELEMENT(g_fixed, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        fixed_local[pos] = v;
    else
        upcga_put_at(g_fixed, t, pos, &v, sizeof v);
    return v;
}
/* `&fixed[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t fixed_ref(long i0, long i1) {
    long i = i0 * 10 + i1;
    upcga_ptr_t p = { g_fixed, upcga_owner(i, 10), upcga_row_index(i, 10) * (long)sizeof(int), i % 10 };
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
#line 7 "samples/upc/array_2d.upc"
/* rows of two blocks: row-major, blocks dealt round-robin */
/* cyclic: column t lives on thread t */
/* one row per block: row r on thread r % THREADS */


static int errors;

static void check(int ok, const char *what, int r, int c) {

    if (!ok && errors++ < 5)
        printf("FAIL: array_2d: %s at [%d][%d]\n", what, r, c);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int r, c, k;

    /* one flat loop, with the owner of each element as the affinity */
    {
#line 25 "samples/upc/array_2d.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 25 "samples/upc/array_2d.upc"
        for (k = 0; k < THREADS * 8; k++) {
#line 25 "samples/upc/array_2d.upc"
            if (!upcga_nested1 && !(upcga_threadof(m_ref(k / 8, k % 8)) == MYTHREAD))
                continue;
#line 26 "samples/upc/array_2d.upc"
            m_set(k / 8, k % 8, k / 8 + 0.5 * (k % 8));
        }
#line 25 "samples/upc/array_2d.upc"
        upcga_forall_control = upcga_nested1;
    }
    for (r = 0; r < 6; r++) {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 28 "samples/upc/array_2d.upc"
        c = 0;
#line 28 "samples/upc/array_2d.upc"
        if (!upcga_nested2)
            c = upcga_forall_first(c, 1);
#line 28 "samples/upc/array_2d.upc"
        for (; c < THREADS; c = upcga_nested2 ? c + 1 : upcga_forall_next(c, 1))
            g_set(r, c, 100 * r + c);
#line 28 "samples/upc/array_2d.upc"
        upcga_forall_control = upcga_nested2;
    }
    {
#line 30 "samples/upc/array_2d.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 30 "samples/upc/array_2d.upc"
        r = 0;
#line 30 "samples/upc/array_2d.upc"
        if (!upcga_nested3)
            r = upcga_forall_first(r, 1);
#line 30 "samples/upc/array_2d.upc"
        for (; r < 5; r = upcga_nested3 ? r + 1 : upcga_forall_next(r, 1)) {
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcga_ptr_t upcga_rowp4 = fixed_ref(r, 0);
            int *upcga_row4 = upcga_rowp4.phase % 10 == 0 ? upcga_mine(upcga_rowp4) : 0;
#line 31 "samples/upc/array_2d.upc"
            if (upcga_row4)
#line 31 "samples/upc/array_2d.upc"
                for (c = 0; c < 10; c++)
                    upcga_row4[c] = r * c;
            else
#line 31 "samples/upc/array_2d.upc"
                for (c = 0; c < 10; c++)
                    fixed_set(r, c, r * c);
        }
#line 30 "samples/upc/array_2d.upc"
        upcga_forall_control = upcga_nested3;
    }

    upcga_barrier();

    if (MYTHREAD == 0) {
        double rowsum;
        for (r = 0; r < THREADS; r++) {
            rowsum = 0.0;
            for (c = 0; c < 8; c++) {
                rowsum += m_get(r, c);
                check(upcga_threadof(m_ref(r, c)) == (size_t)((r * 8 + c) / 4 % THREADS), "m thread", r, c);
                check(upcga_phaseof(m_ref(r, c)) == (size_t)(c % 4), "m phase", r, c);
                /* the flattened address: row-major order */
                check(upcga_eq(m_ref(r, c), upcga_add(upcga_add(m_ref(0, 0), sizeof(double), r * 8, 4), sizeof(double), c, 4)), "m address", r, c);
            }
            check(rowsum == 8 * r + 0.5 * 8 * (8 - 1) / 2, "m row sum", r, 0);
        }
        for (r = 0; r < 6; r++)
            for (c = 0; c < THREADS; c++) {
                check(g_get(r, c) == 100 * r + c, "g value", r, c);
                check(upcga_threadof(g_ref(r, c)) == (size_t)c, "g thread", r, c);
            }
        for (r = 0; r < 5; r++)
            for (c = 0; c < 10; c++) {
                check(fixed_get(r, c) == r * c, "fixed value", r, c);
                check(upcga_threadof(fixed_ref(r, c)) == (size_t)(r % THREADS), "fixed thread", r, c);
            }
        /* a row decays to a pointer-to-shared with the array's block size */
        {
            upcga_ptr_t last = m_ref(THREADS - 1, 0);
            check(UPCGA_READ(double, upcga_add(last, sizeof(double), 8 - 1, 4)) == THREADS - 1 + 0.5 * (8 - 1), "last row", THREADS - 1, 8 - 1);
        }
        if (errors)
            printf("FAIL: array_2d: %d errors\n", errors);
        else
            printf("PASS: array_2d\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_2d(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_m = NGA_Create_irreg(C_DBL, 2, dims, "m", block, upcga_rows);
        m_local = upcga_own_row(g_m, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_g = NGA_Create_irreg(C_INT, 2, dims, "g", block, upcga_rows);
        g_local = upcga_own_row(g_g, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(50, 10) }, block[2] = { THREADS, 1 };
        g_fixed = NGA_Create_irreg(C_INT, 2, dims, "fixed", block, upcga_rows);
        fixed_local = upcga_own_row(g_fixed, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_2d_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_2d;
