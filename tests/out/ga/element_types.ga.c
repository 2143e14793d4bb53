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
#line 1 "samples/upc/element_types.upc"
/* element_types.upc - shared arrays whose element or shape is unusual: private pointers to arrays and to functions as elements, three dimensions with THREADS inside, a blocked two-dimensional array, strict elements, [*] blocking, initialized two-dimensional and struct data, pointers-to-shared as elements. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int m3[2][THREADS][3]`: a GA array (one row per thread); this thread's part is m3_local. */
int g_m3;
int *m3_local;
/* `m3[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline int m3_get(long i0, long i1, long i2) {
    long i = (i0 * THREADS + i1) * 3 + i2;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_m3, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return m3_local[pos];
    upcga_get_at(g_m3, t, pos, &v, sizeof v);
    return v;
}
/* `m3[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline int m3_set(long i0, long i1, long i2, int v) {
    long i = (i0 * THREADS + i1) * 3 + i2;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_m3, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        m3_local[pos] = v;
    else
        upcga_put_at(g_m3, t, pos, &v, sizeof v);
    return v;
}
/* `&m3[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t m3_ref(long i0, long i1, long i2) {
    long i = (i0 * THREADS + i1) * 3 + i2;
    upcga_ptr_t p = { g_m3, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [2] long m2[4][2 * THREADS]`: a GA array (one row per thread); this thread's part is m2_local. */
int g_m2;
long *m2_local;
/* `m2[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline long m2_get(long i0, long i1) {
    long i = i0 * (2 * THREADS) + i1;
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_m2, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return m2_local[pos];
    upcga_get_at(g_m2, t, pos, &v, sizeof v);
    return v;
}
/* `m2[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline long m2_set(long i0, long i1, long v) {
    long i = i0 * (2 * THREADS) + i1;
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_m2, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        m2_local[pos] = v;
    else
        upcga_put_at(g_m2, t, pos, &v, sizeof v);
    return v;
}
/* `&m2[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t m2_ref(long i0, long i1) {
    long i = i0 * (2 * THREADS) + i1;
    upcga_ptr_t p = { g_m2, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(long), i % 2 };
    return p;
}
#line 7 "samples/upc/element_types.upc"
int row[3] = { 1, 2, 3 };
int twice(int x) {
#line 8 "samples/upc/element_types.upc"
    return 2 * x;
}
/* `int (*shared pa[THREADS])[3]`: a GA array (one row per thread); this thread's part is pa_local. */
int g_pa;
int (**pa_local)[3];
/* `pa[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*pa_get(long i))[3] {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_pa, t, pos, sizeof(int (*)[3]), 0);
    int (*v)[3];
    if (t == MYTHREAD)
        return pa_local[pos];
    upcga_get_at(g_pa, t, pos, &v, sizeof v);
    return v;
}
/* `pa[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*pa_set(long i, int (*v)[3]))[3] {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_pa, t, pos, sizeof(int (*)[3]), 1);
    if (t == MYTHREAD)
        pa_local[pos] = v;
    else
        upcga_put_at(g_pa, t, pos, &v, sizeof v);
    return v;
}
/* `int (*shared fp[THREADS])(int)`: a GA array (one row per thread); this thread's part is fp_local. */
int g_fp;
int (**fp_local)(int);
/* `fp[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*fp_get(long i))(int) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fp, t, pos, sizeof(int (*)(int)), 0);
    int (*v)(int);
    if (t == MYTHREAD)
        return fp_local[pos];
    upcga_get_at(g_fp, t, pos, &v, sizeof v);
    return v;
}
/* `fp[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*fp_set(long i, int (*v)(int)))(int) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fp, t, pos, sizeof(int (*)(int)), 1);
    if (t == MYTHREAD)
        fp_local[pos] = v;
    else
        upcga_put_at(g_fp, t, pos, &v, sizeof v);
    return v;
}
/* `strict shared int s[THREADS]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
int *s_local;
/* `s[i]`: read in place on its thread or node, else NGA_Get. */
static inline int s_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_s, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return s_local[pos];
    upcga_get_at(g_s, t, pos, &v, sizeof v);
    return v;
}
/* `s[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int s_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_s, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        s_local[pos] = v;
    else
        upcga_put_at(g_s, t, pos, &v, sizeof v);
    return v;
}
/* `&s[i]`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(long i) {
    upcga_ptr_t p = { g_s, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* A strict read of `s[i]`. */
static inline int s_get_strict(long i) {
    int v;
    upcga_fence();
    v = s_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `s[i]`. */
static inline int s_set_strict(long i, int v) {
    upcga_fence();
    s_set(i, v);
    upcga_fence();
    return v;
}
/* `shared [10] int st[10 * THREADS]`: a GA array (one row per thread); this thread's part is st_local. */
int g_st;
int *st_local;
/* `st[i]`: read in place on its thread or node, else NGA_Get. */
static inline int st_get(long i) {
    int t = upcga_owner(i, 10);
    long pos = upcga_row_index(i, 10);
    UPCGA_CHECK_ELEMENT(g_st, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return st_local[pos];
    upcga_get_at(g_st, t, pos, &v, sizeof v);
    return v;
}
/* `st[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int st_set(long i, int v) {
    int t = upcga_owner(i, 10);
    long pos = upcga_row_index(i, 10);
    UPCGA_CHECK_ELEMENT(g_st, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        st_local[pos] = v;
    else
        upcga_put_at(g_st, t, pos, &v, sizeof v);
    return v;
}
/* `shared double init2[2][3]`: a GA array (one row per thread); this thread's part is init2_local. */
int g_init2;
double *init2_local;
/* `init2[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline double init2_get(long i0, long i1) {
    long i = i0 * 3 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_init2, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return init2_local[pos];
    upcga_get_at(g_init2, t, pos, &v, sizeof v);
    return v;
}
#line 14 "samples/upc/element_types.upc"
struct pt {
    int a;
    double b;
};
/* `shared struct pt sc`: a GA array (on thread 0); this thread's part is sc_local. */
int g_sc;
struct pt *sc_local;
/* `&sc`: a pointer-to-shared. */
static inline upcga_ptr_t sc_ref(void) {
    upcga_ptr_t p = { g_sc, 0, 0, 0 };
    return p;
}
/* `shared int *shared ps[THREADS]`: a GA array (one row per thread); this thread's part is ps_local. */
int g_ps;
upcga_ptr_t *ps_local;
/* `ps[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t ps_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ps, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return ps_local[pos];
    upcga_get_at(g_ps, t, pos, &v, sizeof v);
    return v;
}
/* `ps[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t ps_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ps, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        ps_local[pos] = v;
    else
        upcga_put_at(g_ps, t, pos, &v, sizeof v);
    return v;
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
#line 22 "samples/upc/element_types.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int t = MYTHREAD, n = (MYTHREAD + 1) % THREADS, bad = 0;
    for (int i = 0; i < 3; i++)
        m3_set(1, t, i, 100 * t + i);
    for (int j = 0; j < 2; j++)
        m2_set(3, 2 * t + j, 10 * t + j);
    pa_set(t, &row);
    fp_set(t, twice);
    s_set_strict(t, t + 1);
    st_set(t * 10 + 9, t);
    ps_set(t, s_ref(n));
    upcga_barrier();
    if (m3_get(1, n, 2) != 100 * n + 2)
        bad++;
    if (m2_get(3, 2 * n + 1) != 10 * n + 1)
        bad++;
    /* Private pointers: each thread follows its own (another process's address means nothing here). */
    if ((*pa_get(t))[1] != 2 || fp_get(t)(21) != 42)
        bad++;
    if (s_get_strict(n) != n + 1 || UPCGA_READ(int, ps_get(t)) != n + 1)
        bad++;
    if (st_get(n * 10 + 9) != n)
        bad++;
    if (init2_get(1, 2) != 6.0 || init2_get(0, 1) != 2.0 || UPCGA_READ(int, upcga_member(sc_ref(), __builtin_offsetof(struct pt, a))) != 1 || UPCGA_READ(double, upcga_member(sc_ref(), __builtin_offsetof(struct pt, b))) != 2.5)
        bad++;
    upcga_ptr_t q = m3_ref(1, n, 1);
    if (UPCGA_READ(int, q) != 100 * n + 1)
        bad++;
    /* The same elements through pointers from the first one: row-major order in the layout. */
    upcga_ptr_t f3 = m3_ref(0, 0, 0);
    upcga_ptr_t f2 = m2_ref(0, 0);
    if (UPCGA_READ(int, upcga_add(f3, sizeof(int), (THREADS + n) * 3 + 2, 1)) != 100 * n + 2 || UPCGA_READ(long, upcga_add(f2, sizeof(long), 3 * 2 * THREADS + 2 * n + 1, 2)) != 10 * n + 1)
        bad++;
    if (upcga_threadof(m3_ref(1, n, 2)) != ((THREADS + n) * 3 + 2) % THREADS)
        bad++;
    errs_set(t, bad);
    upcga_barrier();
    if (t == 0) {
        int total = 0;
        for (int i = 0; i < THREADS; i++)
            total += errs_get(i);
        if (total)
            printf("FAIL: element_types: %d errors\n", total);
        else
            printf("PASS: element_types\n");
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_element_types(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_m3 = NGA_Create_irreg(C_INT, 2, dims, "m3", block, upcga_rows);
        m3_local = upcga_own_row(g_m3, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_m2 = NGA_Create_irreg(C_LONG, 2, dims, "m2", block, upcga_rows);
        m2_local = upcga_own_row(g_m2, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_pa = NGA_Create_irreg(upcga_type(sizeof(int (*)[3])), 2, dims, "pa", block, upcga_rows);
        pa_local = upcga_own_row(g_pa, sizeof(int (*)[3]));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fp = NGA_Create_irreg(upcga_type(sizeof(int (*)(int))), 2, dims, "fp", block, upcga_rows);
        fp_local = upcga_own_row(g_fp, sizeof(int (*)(int)));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(C_INT, 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 10) }, block[2] = { THREADS, 1 };
        g_st = NGA_Create_irreg(C_INT, 2, dims, "st", block, upcga_rows);
        st_local = upcga_own_row(g_st, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6, 1) }, block[2] = { THREADS, 1 };
        g_init2 = NGA_Create_irreg(C_DBL, 2, dims, "init2", block, upcga_rows);
        init2_local = upcga_own_row(g_init2, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sc = NGA_Create_irreg(upcga_type(sizeof(struct pt)), 2, dims, "sc", block, upcga_one_block);
        sc_local = upcga_own_row(g_sc, sizeof(struct pt));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ps = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "ps", block, upcga_rows);
        ps_local = upcga_own_row(g_ps, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
}
static void (*const upcga_create_element_types_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_element_types;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_element_types(void) {
    {
        static const double upcga_initial[2][3] = {
            { 1, 2, 3 },
            { 4, 5, 6 },
        };
        const double *values = (const double *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                init2_local[upcga_row_index(i, 1)] = values[i];
    }
    if (MYTHREAD == 0) {
        struct pt upcga_initial = { 1, 2.5 };
        sc_local[0] = upcga_initial;
    }
}
static void (*const upcga_init_element_types_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_element_types;
