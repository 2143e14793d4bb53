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
#line 1 "tests/in/names/clash.upc"
/* Every name the translators generate, used by the program as its own: a program may name
   anything it likes; the translation must still build, link and give the same results under
   --to upcr and --to ga on any number of threads. Also GA's type names as typedefs. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 8 "tests/in/names/clash.upc"
/* GA's header names (typesf2c.h, macdecls.h, ga.h), as the program's own. */
typedef double pgasu_Real;
typedef int pgasu_Integer;
typedef float pgasu_DoublePrecision;
typedef long pgasu_logical;
typedef short pgasu_Logical;
typedef struct {
    pgasu_Real re, im;
} pgasu_DoubleComplex;
#line 15 "tests/in/names/clash.upc"
typedef struct {
    float re, im;
} pgasu_SingleComplex;
#line 16 "tests/in/names/clash.upc"
typedef int pgasu_Boolean;
typedef char *pgasu_Pointer;
typedef long pgasu_intp;
int pgasu_C_INT = 3, pgasu_F_INT = 4, pgasu_C_DBL = 5, pgasu_FATR = 6;

/* Helper locals of `--to ga` as typedef names of elements (a helper's local must not hide them). */
typedef int v;
typedef double p;
typedef long t;
typedef short pos;
/* Locals of the start-up code (`--to ga`'s creation and initial values, `--to upcr`'s
   allocation tables): a type, an array of the program of those names. */
typedef int block;
typedef int values;
typedef long dims_t;
/* `shared int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_1_get(long i) {
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
static inline int a_1_set(long i, int v) {
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
static inline upcga_ptr_t a_1_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int va[3 * THREADS]`: a GA array (one row per thread); this thread's part is va_local. */
int g_va;
int *va_local;
/* `va[i]`: read in place on its thread or node, else NGA_Get. */
static inline int va_1_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_va, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return va_local[pos];
    upcga_get_at(g_va, t, pos, &v, sizeof v);
    return v;
}
/* `va[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int va_1_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_va, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        va_local[pos] = v;
    else
        upcga_put_at(g_va, t, pos, &v, sizeof v);
    return v;
}
/* `shared double pa[2 * THREADS]`: a GA array (one row per thread); this thread's part is pa_local. */
int g_pa;
double *pa_local;
/* `pa[i]`: read in place on its thread or node, else NGA_Get. */
static inline double pa_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_pa, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return pa_local[pos];
    upcga_get_at(g_pa, t, pos, &v, sizeof v);
    return v;
}
/* `pa[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double pa_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_pa, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        pa_local[pos] = v;
    else
        upcga_put_at(g_pa, t, pos, &v, sizeof v);
    return v;
}
/* `&pa[i]`: a pointer-to-shared. */
static inline upcga_ptr_t pa_ref(long i) {
    upcga_ptr_t p = { g_pa, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared [2] long ta[2 * THREADS]`: a GA array (one row per thread); this thread's part is ta_local. */
int g_ta;
long *ta_local;
/* `ta[i]`: read in place on its thread or node, else NGA_Get. */
static inline long ta_get(long i) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_ta, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return ta_local[pos];
    upcga_get_at(g_ta, t, pos, &v, sizeof v);
    return v;
}
/* `ta[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long ta_set(long i, long v) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_ta, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        ta_local[pos] = v;
    else
        upcga_put_at(g_ta, t, pos, &v, sizeof v);
    return v;
}
/* `strict shared short sa[THREADS]`: a GA array (one row per thread); this thread's part is sa_local. */
int g_sa;
short *sa_local;
/* `sa[i]`: read in place on its thread or node, else NGA_Get. */
static inline short sa_1_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sa, t, pos, sizeof(short), 0);
    short v;
    if (t == MYTHREAD)
        return sa_local[pos];
    upcga_get_at(g_sa, t, pos, &v, sizeof v);
    return v;
}
/* `sa[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline short sa_1_set(long i, short v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sa, t, pos, sizeof(short), 1);
    if (t == MYTHREAD)
        sa_local[pos] = v;
    else
        upcga_put_at(g_sa, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `sa[i]`. */
static inline short sa_1_get_strict(long i) {
    short v;
    upcga_fence();
    v = sa_1_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `sa[i]`. */
static inline short sa_1_set_strict(long i, short v) {
    upcga_fence();
    sa_1_set(i, v);
    upcga_fence();
    return v;
}
/* `shared int blk[2 * THREADS]`: a GA array (one row per thread); this thread's part is blk_local. */
int g_blk;
int *blk_local;
/* `blk[i]`: read in place on its thread or node, else NGA_Get. */
static inline int blk_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return blk_local[pos];
    upcga_get_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `blk[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int blk_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        blk_local[pos] = v;
    else
        upcga_put_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `shared int vals[4]`: a GA array (one row per thread); this thread's part is vals_local. */
int g_vals;
int *vals_local;
/* `vals[i]`: read in place on its thread or node, else NGA_Get. */
static inline int vals_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_vals, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return vals_local[pos];
    upcga_get_at(g_vals, t, pos, &v, sizeof v);
    return v;
}
/* `shared long dims[4]`: a GA array (one row per thread); this thread's part is dims_local. */
int g_dims;
long *dims_local;
/* `dims[i]`: read in place on its thread or node, else NGA_Get. */
static inline long dims_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dims, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return dims_local[pos];
    upcga_get_at(g_dims, t, pos, &v, sizeof v);
    return v;
}
/* `shared int shared_objects[3]`: a GA array (one row per thread); this thread's part is shared_objects_local. */
int g_shared_objects;
int *shared_objects_local;
/* `shared_objects[i]`: read in place on its thread or node, else NGA_Get. */
static inline int shared_objects_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_shared_objects, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return shared_objects_local[pos];
    upcga_get_at(g_shared_objects, t, pos, &v, sizeof v);
    return v;
}
/* `shared [2] int pshared_objects[4]`: a GA array (one row per thread); this thread's part is pshared_objects_local. */
int g_pshared_objects;
int *pshared_objects_local;
/* `pshared_objects[i]`: read in place on its thread or node, else NGA_Get. */
static inline int pshared_objects_get(long i) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_pshared_objects, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return pshared_objects_local[pos];
    upcga_get_at(g_pshared_objects, t, pos, &v, sizeof v);
    return v;
}
#line 32 "tests/in/names/clash.upc"
/* The per-array names of `--to ga` (`g_a`, `a_local`, `a_get` …) and the counters' temporaries
   of both backends. */
#line 44 "tests/in/names/clash.upc"
int pgasu_g_a = 10, pgasu_g_va = 11;
int upcrt_at1 = 12, upcrt_val1 = 13, upcrt_addr1 = 14, upcrt_old1 = 15, upcrt_new1 = 16;
int pgasu_upcga_i1 = 17, pgasu_upcga_at1 = 18, pgasu_upcga_old1 = 19, pgasu_upcga_lo = 20, pgasu_upcga_hi = 21;
int upcrt_nested1 = 22, pgasu_upcga_nested1 = 23, upcrt_mine1 = 24, pgasu_upcga_mine1 = 25;
int upcrt_store1 = 26, pgasu_upcga_phase1 = 27, upcrt_block_lo = 28, pgasu_upcga_forall_control = 29;
int pgasu_pgasu_Real = 30, upcrt_local_a = 31, pgasu_upcga_gasp_context = 32, pgasu_gasp_x = 33;
int lo = 34, hi = 35, ld = 36, i0 = 37, i1 = 38;

int a_get(int k) {
#line 52 "tests/in/names/clash.upc"
    return 2 * k + 1;
}
#line 53 "tests/in/names/clash.upc"
int a_set(int k) {
#line 53 "tests/in/names/clash.upc"
    return k - 1;
}
#line 54 "tests/in/names/clash.upc"
long a_ref = 39;
int a_mine = 40;
int va_get_strict = 41, sa_set_strict = 42, sa_get_strict = 43;
extern int pgasu_a_local(void);
int pgasu_pa_local = 44;

/* `f` with a static `x_y`, `f_x` with a static `y`: the proxies must differ. */


/* `x_y` of f(), created at start-up. */
/* `shared int x_y[THREADS]`: a GA array (one row per thread); this thread's part is f_x_y_local. */
static int g_f_x_y;
static int *f_x_y_local;
/* `x_y[i]`: read in place on its thread or node, else NGA_Get. */
static inline int f_x_y_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_f_x_y, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return f_x_y_local[pos];
    upcga_get_at(g_f_x_y, t, pos, &v, sizeof v);
    return v;
}
/* `x_y[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int f_x_y_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_f_x_y, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        f_x_y_local[pos] = v;
    else
        upcga_put_at(g_f_x_y, t, pos, &v, sizeof v);
    return v;
}
#line 61 "tests/in/names/clash.upc"
int f(void) {


    f_x_y_set(MYTHREAD, MYTHREAD + 100);
    upcga_barrier();
    return f_x_y_get((MYTHREAD + 1) % THREADS);
}



/* `y` of f_x(), created at start-up. */
/* `shared int y[THREADS]`: a GA array (one row per thread); this thread's part is f_x_y_1_local. */
static int g_f_x_y_1;
static int *f_x_y_1_local;
/* `y[i]`: read in place on its thread or node, else NGA_Get. */
static inline int f_x_y_1_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_f_x_y_1, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return f_x_y_1_local[pos];
    upcga_get_at(g_f_x_y_1, t, pos, &v, sizeof v);
    return v;
}
/* `y[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int f_x_y_1_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_f_x_y_1, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        f_x_y_1_local[pos] = v;
    else
        upcga_put_at(g_f_x_y_1, t, pos, &v, sizeof v);
    return v;
}
#line 69 "tests/in/names/clash.upc"
int f_x(void) {


    f_x_y_1_set(MYTHREAD, MYTHREAD + 200);
    upcga_barrier();
    return f_x_y_1_get((MYTHREAD + 1) % THREADS);
}

/* An array blocked and sized at run time beside the names of its hidden variables. */
long dynamic(int n) {

    long d_blocksize = 1000, d_dim0 = 2000, d_walkblock = 3000;
    /* shared array `d` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long d_blocksize_1 = n;
    const long d_dim0_1 = n * THREADS;
    upcga_all_check_layout("d", "clash.upc:81", "block size, dimension 1", 2, (const long []){ d_blocksize_1, d_dim0_1 });
    upcga_ptr_t d = upcga_all_create_array(C_LONG, d_dim0_1, d_blocksize_1, sizeof(long), "d");
#line 82 "tests/in/names/clash.upc"
    {
#line 82 "tests/in/names/clash.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 82 "tests/in/names/clash.upc"
        for (int k = 0; k < n * THREADS; k++) {
#line 82 "tests/in/names/clash.upc"
            if (!upcga_nested2 && !(upcga_threadof(upcga_add(d, sizeof(long), k, d_blocksize_1)) == MYTHREAD))
                continue;
#line 83 "tests/in/names/clash.upc"
            UPCGA_WRITE(long, upcga_add(d, sizeof(long), k, d_blocksize_1), k);
        }
#line 82 "tests/in/names/clash.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();
    long s = d_blocksize + d_dim0 + d_walkblock;
    for (int k = 0; k < n * THREADS; k++)
        s += UPCGA_READ(long, upcga_add(d, sizeof(long), k, d_blocksize_1));
    upcga_barrier();
    {
        long upcga_return = s;
        upcga_all_free(d);
        return upcga_return;
    }
}
#line 92 "tests/in/names/clash.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    {
#line 94 "tests/in/names/clash.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 94 "tests/in/names/clash.upc"
        int k = 0;
#line 94 "tests/in/names/clash.upc"
        if (upcga_nested3)
#line 94 "tests/in/names/clash.upc"
            for (; k < 4 * THREADS; k++)
                a_1_set(k, a_get(k));
        else {
#line 94 "tests/in/names/clash.upc"
            /* This thread's elements of `a`, through local pointers. */
            k = upcga_forall_first(k, 1);
            int *upcga_local_a = a_local + upcga_row_index(k, 1);
            long upcga_nthreads = THREADS;
#line 94 "tests/in/names/clash.upc"
            long upcga_bound = 4 * THREADS;
            long upcga_count = k < upcga_bound ? (upcga_bound - k + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 94 "tests/in/names/clash.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 94 "tests/in/names/clash.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, k += upcga_nthreads, upcga_local_a++)
                    *upcga_local_a = a_get(k);
#line 94 "tests/in/names/clash.upc"
            for (; upcga_count > 0; upcga_count--, k += upcga_nthreads, upcga_local_a++)
                *upcga_local_a = a_get(k);
        }
#line 94 "tests/in/names/clash.upc"
        upcga_forall_control = upcga_nested3;
    }
    {
#line 96 "tests/in/names/clash.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 96 "tests/in/names/clash.upc"
        int k = 0;
#line 96 "tests/in/names/clash.upc"
        if (upcga_nested4)
#line 96 "tests/in/names/clash.upc"
            for (; k < 3 * THREADS; k++)
                va_1_set(k, a_set(k));
        else {
#line 96 "tests/in/names/clash.upc"
            /* This thread's elements of `va`, through local pointers. */
            k = upcga_forall_first(k, 1);
            int *upcga_local_va = va_local + upcga_row_index(k, 1);
            long upcga_nthreads = THREADS;
#line 96 "tests/in/names/clash.upc"
            long upcga_bound = 3 * THREADS;
            long upcga_count = k < upcga_bound ? (upcga_bound - k + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 96 "tests/in/names/clash.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 96 "tests/in/names/clash.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, k += upcga_nthreads, upcga_local_va++)
                    *upcga_local_va = a_set(k);
#line 96 "tests/in/names/clash.upc"
            for (; upcga_count > 0; upcga_count--, k += upcga_nthreads, upcga_local_va++)
                *upcga_local_va = a_set(k);
        }
#line 96 "tests/in/names/clash.upc"
        upcga_forall_control = upcga_nested4;
    }
    {
#line 98 "tests/in/names/clash.upc"
        int upcga_nested5 = upcga_forall_control;
        upcga_forall_control = 1;
#line 98 "tests/in/names/clash.upc"
        int k = 0;
#line 98 "tests/in/names/clash.upc"
        if (upcga_nested5)
#line 98 "tests/in/names/clash.upc"
            for (; k < 2 * THREADS; k++)
                pa_set(k, k * 0.5);
        else {
#line 98 "tests/in/names/clash.upc"
            /* This thread's elements of `pa`, through local pointers. */
            k = upcga_forall_first(k, 1);
            double *upcga_local_pa = pa_local + upcga_row_index(k, 1);
            long upcga_nthreads = THREADS;
#line 98 "tests/in/names/clash.upc"
            long upcga_bound = 2 * THREADS;
            long upcga_count = k < upcga_bound ? (upcga_bound - k + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 98 "tests/in/names/clash.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 98 "tests/in/names/clash.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, k += upcga_nthreads, upcga_local_pa++)
                    *upcga_local_pa = k * 0.5;
            }
#line 98 "tests/in/names/clash.upc"
            for (; upcga_count > 0; upcga_count--, k += upcga_nthreads, upcga_local_pa++)
                *upcga_local_pa = k * 0.5;
        }
#line 98 "tests/in/names/clash.upc"
        upcga_forall_control = upcga_nested5;
    }
    {
#line 100 "tests/in/names/clash.upc"
        int upcga_nested6 = upcga_forall_control;
        upcga_forall_control = 1;
#line 100 "tests/in/names/clash.upc"
        int k = 0;
#line 100 "tests/in/names/clash.upc"
        if (upcga_nested6)
#line 100 "tests/in/names/clash.upc"
            for (; k < 2 * THREADS; k++)
                ta_set(k, 3 * k);
        else {
#line 100 "tests/in/names/clash.upc"
            /* This thread's blocks of `ta`, each through local pointers. */
#line 100 "tests/in/names/clash.upc"
            for (k = upcga_forall_first(k, 2); k < 2 * THREADS; k = upcga_forall_first(k, 2)) {
#line 100 "tests/in/names/clash.upc"
                long *upcga_local_ta = ta_local + upcga_row_index(k, 2);
                long upcga_block_lo = k - k % 2, upcga_block_hi = upcga_block_lo + 2;
                long upcga_stop = upcga_block_hi, upcga_bound = 2 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 100 "tests/in/names/clash.upc"
                if (upcga_stop - k == 2) {
#pragma GCC ivdep
#line 100 "tests/in/names/clash.upc"
                    for (upcga_k = 0; upcga_k < 2; upcga_k++, k++, upcga_local_ta++)
                        *upcga_local_ta = 3 * k;
                } else
#line 100 "tests/in/names/clash.upc"
                    for (; k < upcga_stop; k++, upcga_local_ta++)
                        *upcga_local_ta = 3 * k;
            }
        }
#line 100 "tests/in/names/clash.upc"
        upcga_forall_control = upcga_nested6;
    }
    sa_1_set_strict(MYTHREAD, (pos)(MYTHREAD + 1));
    {
#line 103 "tests/in/names/clash.upc"
        int upcga_nested7 = upcga_forall_control;
        upcga_forall_control = 1;
#line 103 "tests/in/names/clash.upc"
        int k = 0;
#line 103 "tests/in/names/clash.upc"
        if (upcga_nested7)
#line 103 "tests/in/names/clash.upc"
            for (; k < 2 * THREADS; k++)
                blk_set(k, 7 * k);
        else {
#line 103 "tests/in/names/clash.upc"
            /* This thread's elements of `blk`, through local pointers. */
            k = upcga_forall_first(k, 1);
            int *upcga_local_blk = blk_local + upcga_row_index(k, 1);
            long upcga_nthreads = THREADS;
#line 103 "tests/in/names/clash.upc"
            long upcga_bound = 2 * THREADS;
            long upcga_count = k < upcga_bound ? (upcga_bound - k + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 103 "tests/in/names/clash.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 103 "tests/in/names/clash.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, k += upcga_nthreads, upcga_local_blk++)
                    *upcga_local_blk = 7 * k;
            }
#line 103 "tests/in/names/clash.upc"
            for (; upcga_count > 0; upcga_count--, k += upcga_nthreads, upcga_local_blk++)
                *upcga_local_blk = 7 * k;
        }
#line 103 "tests/in/names/clash.upc"
        upcga_forall_control = upcga_nested7;
    }
    upcga_barrier();
    /* Reads of other threads' elements, compound assignments and increments (temporaries). */
    upcga_ptr_t q = a_1_ref((MYTHREAD + 1) % (4 * THREADS));
    upcga_ptr_t pp = pa_ref(0);
    int mine = UPCGA_READ(int, q);
    upcga_barrier();
    if (MYTHREAD == 0) {
        a_1_set(1, a_1_get(1) + 5);
        a_1_set(2, a_1_get(2) + 1);
        a_1_set(3, a_1_get(3) + 1);
        va_1_set(0, va_1_get(0) * 2);
        for (int k = 0; k < 2 * THREADS; k++)
            ta_set(k, ta_get(k) - 1);
    }
    upcga_barrier();
    int fa = f(), fb = f_x();
    long dyn = dynamic(3);
    if (MYTHREAD == 0) {
        pgasu_Real total = 0;
        pgasu_Integer ints = 0;
        pgasu_DoublePrecision dp = 0.25f;
        pgasu_logical lg = 1;
        pgasu_Logical lg2 = 2;
        pgasu_DoubleComplex z = { 1.5, -1.5 };
        pgasu_SingleComplex w = { 0.5f, 2.0f };
        pgasu_Boolean yes = 1;
        pgasu_Pointer text = "ok";
        pgasu_intp ip = 7;
        for (int k = 0; k < 4 * THREADS; k++)
            ints += a_1_get(k);
        for (int k = 0; k < 3 * THREADS; k++)
            ints += va_1_get(k);
        for (int k = 0; k < 2 * THREADS; k++)
            total += pa_get(k) + UPCGA_READ(double, upcga_add(pp, sizeof(double), k, 1)) + ta_get(k);
        for (int k = 0; k < THREADS; k++)
            ints += sa_1_get_strict(k);
        long starts = 0;
        for (int k = 0; k < 2 * THREADS; k++)
            starts += blk_get(k);
        for (int k = 0; k < 4; k++)
            starts += vals_get(k) * 100 + dims_get(k) * 10000 + pshared_objects_get(k) * 1000000;
        for (int k = 0; k < 3; k++)
            starts += shared_objects_get(k) * 100000000L;
        printf("start-up %ld\n", starts);
        printf("ints %d total %.2f dp %.2f flags %ld %d %d %s %ld\n", (int)ints, (double)total, (double)dp, (long)lg, (int)lg2, yes, text, (long)ip);

        printf("complex %.1f %.1f %.1f %.1f\n", z.re, z.im, (double)w.re, (double)w.im);
        printf("statics %d %d dynamic %ld mine %d local %d\n", fa, fb, dyn, mine - a_get(1 % (4 * THREADS)) + 1, pgasu_a_local());
        printf("names %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", pgasu_C_INT, pgasu_F_INT, pgasu_C_DBL, pgasu_FATR, pgasu_g_a, pgasu_g_va, upcrt_at1, upcrt_val1, upcrt_addr1, upcrt_old1, upcrt_new1, pgasu_upcga_i1, pgasu_upcga_at1, pgasu_upcga_old1, pgasu_upcga_lo, pgasu_upcga_hi, upcrt_nested1, pgasu_upcga_nested1, upcrt_mine1, pgasu_upcga_mine1, upcrt_store1, pgasu_upcga_phase1, upcrt_block_lo, pgasu_upcga_forall_control, pgasu_pgasu_Real, upcrt_local_a, pgasu_upcga_gasp_context, pgasu_gasp_x, lo + hi + ld, i0 + i1);
#line 158 "tests/in/names/clash.upc"
        printf("helpers %ld %d %d %d %d %d\n", a_ref, a_mine, va_get_strict, sa_set_strict, sa_get_strict, pgasu_pa_local);
    }
    upcga_barrier();
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_clash(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_va = NGA_Create_irreg(C_INT, 2, dims, "va", block, upcga_rows);
        va_local = upcga_own_row(g_va, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_pa = NGA_Create_irreg(C_DBL, 2, dims, "pa", block, upcga_rows);
        pa_local = upcga_own_row(g_pa, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_ta = NGA_Create_irreg(C_LONG, 2, dims, "ta", block, upcga_rows);
        ta_local = upcga_own_row(g_ta, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sa = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "sa", block, upcga_rows);
        sa_local = upcga_own_row(g_sa, sizeof(short));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_blk = NGA_Create_irreg(C_INT, 2, dims, "blk", block, upcga_rows);
        blk_local = upcga_own_row(g_blk, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4, 1) }, block[2] = { THREADS, 1 };
        g_vals = NGA_Create_irreg(C_INT, 2, dims, "vals", block, upcga_rows);
        vals_local = upcga_own_row(g_vals, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4, 1) }, block[2] = { THREADS, 1 };
        g_dims = NGA_Create_irreg(C_LONG, 2, dims, "dims", block, upcga_rows);
        dims_local = upcga_own_row(g_dims, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3, 1) }, block[2] = { THREADS, 1 };
        g_shared_objects = NGA_Create_irreg(C_INT, 2, dims, "shared_objects", block, upcga_rows);
        shared_objects_local = upcga_own_row(g_shared_objects, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4, 2) }, block[2] = { THREADS, 1 };
        g_pshared_objects = NGA_Create_irreg(C_INT, 2, dims, "pshared_objects", block, upcga_rows);
        pshared_objects_local = upcga_own_row(g_pshared_objects, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_f_x_y = NGA_Create_irreg(C_INT, 2, dims, "x_y", block, upcga_rows);
        f_x_y_local = upcga_own_row(g_f_x_y, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_f_x_y_1 = NGA_Create_irreg(C_INT, 2, dims, "y", block, upcga_rows);
        f_x_y_1_local = upcga_own_row(g_f_x_y_1, sizeof(int));
    }
}
static void (*const upcga_create_clash_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_clash;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_clash(void) {
    {
        static const int upcga_initial[4] = { 5, 6, 7, 8 };
        const int *values = (const int *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                vals_local[upcga_row_index(i, 1)] = values[i];
    }
    {
        static const long upcga_initial[4] = { 9, 10, 11, 12 };
        const long *values = (const long *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                dims_local[upcga_row_index(i, 1)] = values[i];
    }
    {
        static const int upcga_initial[3] = { 1, 2, 3 };
        const int *values = (const int *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                shared_objects_local[upcga_row_index(i, 1)] = values[i];
    }
    {
        static const int upcga_initial[4] = { 4, 5, 6, 7 };
        const int *values = (const int *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 2) == MYTHREAD)
                pshared_objects_local[upcga_row_index(i, 2)] = values[i];
    }
}
static void (*const upcga_init_clash_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_clash;
