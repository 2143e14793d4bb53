#include <upcr.h>
#include <upcrt.h>
#include <upcr_lib.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/names/clash.upc"
/* Every name the translators generate, used by the program as its own: a program may name
   anything it likes; the translation must still build, link and give the same results under
   --to upcr and --to ga on any number of threads. Also GA's type names as typedefs. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 8 "tests/in/names/clash.upc"
/* GA's header names (typesf2c.h, macdecls.h, ga.h), as the program's own. */
typedef double Real;
typedef int Integer;
typedef float DoublePrecision;
typedef long logical;
typedef short Logical;
typedef struct {
    Real re, im;
} DoubleComplex;
#line 15 "tests/in/names/clash.upc"
typedef struct {
    float re, im;
} SingleComplex;
#line 16 "tests/in/names/clash.upc"
typedef int Boolean;
typedef char *Pointer;
typedef long intp;
int C_INT = 3, F_INT = 4, C_DBL = 5, FATR = 6;

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

/* The per-array names of `--to ga` (`g_a`, `a_local`, `a_get` …) and the counters' temporaries
   of both backends. */
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t va;
upcr_pshared_ptr_t pa;
upcr_shared_ptr_t ta;
upcr_pshared_ptr_t sa;
upcr_pshared_ptr_t blk;
upcr_pshared_ptr_t vals;
upcr_pshared_ptr_t dims;
upcr_pshared_ptr_t shared_objects;
upcr_shared_ptr_t pshared_objects;
int g_a = 10, g_va = 11;
int pgasu_upcrt_at1 = 12, pgasu_upcrt_val1 = 13, pgasu_upcrt_addr1 = 14, pgasu_upcrt_old1 = 15, pgasu_upcrt_new1 = 16;
int upcga_i1 = 17, upcga_at1 = 18, upcga_old1 = 19, upcga_lo = 20, upcga_hi = 21;
int pgasu_upcrt_nested1 = 22, upcga_nested1 = 23, pgasu_upcrt_mine1 = 24, upcga_mine1 = 25;
int pgasu_upcrt_store1 = 26, upcga_phase1 = 27, pgasu_upcrt_block_lo = 28, upcga_forall_control = 29;
int pgasu_pgasu_Real = 30, pgasu_upcrt_local_a = 31, upcga_gasp_context = 32, pgasu_gasp_x = 33;
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
extern int a_local(void);
int pa_local = 44;

/* `f` with a static `x_y`, `f_x` with a static `y`: the proxies must differ. */


/* `x_y` of f() */
static upcr_pshared_ptr_t upcrt_f_x_y;
#line 61 "tests/in/names/clash.upc"
int f(void) {


    upcr_put_pshared_val(upcr_add_pshared1(upcrt_f_x_y, sizeof(int), ((int)upcr_mythread())), 0, (int)(((int)upcr_mythread()) + 100), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(upcr_add_pshared1(upcrt_f_x_y, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, sizeof(int));
}



/* `y` of f_x() */
static upcr_pshared_ptr_t upcrt_f_x_y_1;
#line 69 "tests/in/names/clash.upc"
int f_x(void) {


    upcr_put_pshared_val(upcr_add_pshared1(upcrt_f_x_y_1, sizeof(int), ((int)upcr_mythread())), 0, (int)(((int)upcr_mythread()) + 200), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(upcr_add_pshared1(upcrt_f_x_y_1, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, sizeof(int));
}

/* An array blocked and sized at run time beside the names of its hidden variables. */
long dynamic(int n) {

    long d_blocksize = 1000, d_dim0 = 2000, d_walkblock = 3000;
    /* shared array `d` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long d_blocksize_1 = n;
    const long d_dim0_1 = n * ((int)upcr_threads());
    upcr_all_check_layout("d", "clash.upc:81", "block size, dimension 1", 2, (const long []){ d_blocksize_1, d_dim0_1 });
    const long d_walkblock_1 = d_blocksize_1 > 0 ? d_blocksize_1 : d_dim0_1 > 0 ? d_dim0_1 : 1;
    upcr_shared_ptr_t d = d_blocksize_1 == 0 ? upcr_all_alloc(1, d_dim0_1 * sizeof(long)) : upcr_all_alloc((d_dim0_1 + d_blocksize_1 - 1) / d_blocksize_1, d_blocksize_1 * sizeof(long));
#line 82 "tests/in/names/clash.upc"
    {
#line 82 "tests/in/names/clash.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 82 "tests/in/names/clash.upc"
        int k = 0;
#line 82 "tests/in/names/clash.upc"
        if (upcrt_nested2)
#line 82 "tests/in/names/clash.upc"
            for (; k < n * ((int)upcr_threads()); k++)
                upcr_put_shared_val(upcr_add_shared(d, sizeof(long), k, d_blocksize_1), 0, (long)k, sizeof(long));
        else {
#line 82 "tests/in/names/clash.upc"
            /* This thread's blocks of `d`, each through local pointers. */
#line 82 "tests/in/names/clash.upc"
            for (k = upcrt_forall_first(k, d_walkblock_1); k < n * ((int)upcr_threads()); k = upcrt_forall_first(k, d_walkblock_1)) {
#line 82 "tests/in/names/clash.upc"
                long *upcrt_local_d = upcr_shared_to_local(upcr_add_shared(d, sizeof(long), k, d_walkblock_1));
                long upcrt_block_lo_1 = k - k % d_walkblock_1, upcrt_block_hi = upcrt_block_lo_1 + d_walkblock_1;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 82 "tests/in/names/clash.upc"
                if (upcrt_stop - k == d_walkblock_1) {
#pragma GCC ivdep
#line 82 "tests/in/names/clash.upc"
                    for (upcrt_k = 0; upcrt_k < d_walkblock_1; upcrt_k++, k++, upcrt_local_d++)
                        *upcrt_local_d = k;
                } else
#line 82 "tests/in/names/clash.upc"
                    for (; k < upcrt_stop; k++, upcrt_local_d++)
                        *upcrt_local_d = k;
            }
        }
#line 82 "tests/in/names/clash.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    long s = d_blocksize + d_dim0 + d_walkblock;
    for (int k = 0; k < n * ((int)upcr_threads()); k++)
        s += (long)upcr_get_shared_val(upcr_add_shared(d, sizeof(long), k, d_blocksize_1), 0, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        __typeof__(s) upcrt_return = s;
        upcr_all_free(d);
        return upcrt_return;
    }
}
#line 92 "tests/in/names/clash.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    {
#line 94 "tests/in/names/clash.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 94 "tests/in/names/clash.upc"
        int k = 0;
#line 94 "tests/in/names/clash.upc"
        if (upcrt_nested3)
#line 94 "tests/in/names/clash.upc"
            for (; k < 4 * ((int)upcr_threads()); k++)
                upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), k), 0, (int)a_get(k), sizeof(int));
        else {
#line 94 "tests/in/names/clash.upc"
            /* This thread's elements of `a`, through local pointers. */
            k = upcrt_forall_first(k, 1);
            int *upcrt_local_a_1 = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(int), k));
            long upcrt_nthreads = ((int)upcr_threads());
#line 94 "tests/in/names/clash.upc"
            long upcrt_bound = 4 * ((int)upcr_threads());
            long upcrt_count = k < upcrt_bound ? (upcrt_bound - k + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 94 "tests/in/names/clash.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 94 "tests/in/names/clash.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, k += upcrt_nthreads, upcrt_local_a_1++)
                    *upcrt_local_a_1 = a_get(k);
#line 94 "tests/in/names/clash.upc"
            for (; upcrt_count > 0; upcrt_count--, k += upcrt_nthreads, upcrt_local_a_1++)
                *upcrt_local_a_1 = a_get(k);
        }
#line 94 "tests/in/names/clash.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    {
#line 96 "tests/in/names/clash.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 96 "tests/in/names/clash.upc"
        int k = 0;
#line 96 "tests/in/names/clash.upc"
        if (upcrt_nested4)
#line 96 "tests/in/names/clash.upc"
            for (; k < 3 * ((int)upcr_threads()); k++)
                upcr_put_pshared_val(upcr_add_pshared1(va, sizeof(int), k), 0, (int)a_set(k), sizeof(int));
        else {
#line 96 "tests/in/names/clash.upc"
            /* This thread's elements of `va`, through local pointers. */
            k = upcrt_forall_first(k, 1);
            int *upcrt_local_va = upcr_pshared_to_local(upcr_add_pshared1(va, sizeof(int), k));
            long upcrt_nthreads = ((int)upcr_threads());
#line 96 "tests/in/names/clash.upc"
            long upcrt_bound = 3 * ((int)upcr_threads());
            long upcrt_count = k < upcrt_bound ? (upcrt_bound - k + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 96 "tests/in/names/clash.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 96 "tests/in/names/clash.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, k += upcrt_nthreads, upcrt_local_va++)
                    *upcrt_local_va = a_set(k);
#line 96 "tests/in/names/clash.upc"
            for (; upcrt_count > 0; upcrt_count--, k += upcrt_nthreads, upcrt_local_va++)
                *upcrt_local_va = a_set(k);
        }
#line 96 "tests/in/names/clash.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    {
#line 98 "tests/in/names/clash.upc"
        int upcrt_nested5 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 98 "tests/in/names/clash.upc"
        int k = 0;
#line 98 "tests/in/names/clash.upc"
        if (upcrt_nested5)
#line 98 "tests/in/names/clash.upc"
            for (; k < 2 * ((int)upcr_threads()); k++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(pa, sizeof(double), k), 0, k * 0.5);
        else {
#line 98 "tests/in/names/clash.upc"
            /* This thread's elements of `pa`, through local pointers. */
            k = upcrt_forall_first(k, 1);
            double *upcrt_local_pa = upcr_pshared_to_local(upcr_add_pshared1(pa, sizeof(double), k));
            long upcrt_nthreads = ((int)upcr_threads());
#line 98 "tests/in/names/clash.upc"
            long upcrt_bound = 2 * ((int)upcr_threads());
            long upcrt_count = k < upcrt_bound ? (upcrt_bound - k + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 98 "tests/in/names/clash.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 98 "tests/in/names/clash.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, k += upcrt_nthreads, upcrt_local_pa++)
                    *upcrt_local_pa = k * 0.5;
            }
#line 98 "tests/in/names/clash.upc"
            for (; upcrt_count > 0; upcrt_count--, k += upcrt_nthreads, upcrt_local_pa++)
                *upcrt_local_pa = k * 0.5;
        }
#line 98 "tests/in/names/clash.upc"
        upcrt_forall_control = upcrt_nested5;
    }
    {
#line 100 "tests/in/names/clash.upc"
        int upcrt_nested6 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 100 "tests/in/names/clash.upc"
        int k = 0;
#line 100 "tests/in/names/clash.upc"
        if (upcrt_nested6)
#line 100 "tests/in/names/clash.upc"
            for (; k < 2 * ((int)upcr_threads()); k++)
                upcr_put_shared_val(upcr_add_shared(ta, sizeof(long), k, 2), 0, (long)(3 * k), sizeof(long));
        else {
#line 100 "tests/in/names/clash.upc"
            /* This thread's blocks of `ta`, each through local pointers. */
#line 100 "tests/in/names/clash.upc"
            for (k = upcrt_forall_first(k, 2); k < 2 * ((int)upcr_threads()); k = upcrt_forall_first(k, 2)) {
#line 100 "tests/in/names/clash.upc"
                long *upcrt_local_ta = upcr_shared_to_local(upcr_add_shared(ta, sizeof(long), k, 2));
                long upcrt_block_lo_1 = k - k % 2, upcrt_block_hi = upcrt_block_lo_1 + 2;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 2 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 100 "tests/in/names/clash.upc"
                if (upcrt_stop - k == 2) {
#pragma GCC ivdep
#line 100 "tests/in/names/clash.upc"
                    for (upcrt_k = 0; upcrt_k < 2; upcrt_k++, k++, upcrt_local_ta++)
                        *upcrt_local_ta = 3 * k;
                } else
#line 100 "tests/in/names/clash.upc"
                    for (; k < upcrt_stop; k++, upcrt_local_ta++)
                        *upcrt_local_ta = 3 * k;
            }
        }
#line 100 "tests/in/names/clash.upc"
        upcrt_forall_control = upcrt_nested6;
    }
    upcr_put_pshared_val_strict(upcr_add_pshared1(sa, sizeof(short), ((int)upcr_mythread())), 0, (short)(pos)(((int)upcr_mythread()) + 1), sizeof(short));
    {
#line 103 "tests/in/names/clash.upc"
        int upcrt_nested7 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 103 "tests/in/names/clash.upc"
        int k = 0;
#line 103 "tests/in/names/clash.upc"
        if (upcrt_nested7)
#line 103 "tests/in/names/clash.upc"
            for (; k < 2 * ((int)upcr_threads()); k++)
                upcr_put_pshared_val(upcr_add_pshared1(blk, sizeof(int), k), 0, (int)(7 * k), sizeof(int));
        else {
#line 103 "tests/in/names/clash.upc"
            /* This thread's elements of `blk`, through local pointers. */
            k = upcrt_forall_first(k, 1);
            int *upcrt_local_blk = upcr_pshared_to_local(upcr_add_pshared1(blk, sizeof(int), k));
            long upcrt_nthreads = ((int)upcr_threads());
#line 103 "tests/in/names/clash.upc"
            long upcrt_bound = 2 * ((int)upcr_threads());
            long upcrt_count = k < upcrt_bound ? (upcrt_bound - k + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 103 "tests/in/names/clash.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 103 "tests/in/names/clash.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, k += upcrt_nthreads, upcrt_local_blk++)
                    *upcrt_local_blk = 7 * k;
            }
#line 103 "tests/in/names/clash.upc"
            for (; upcrt_count > 0; upcrt_count--, k += upcrt_nthreads, upcrt_local_blk++)
                *upcrt_local_blk = 7 * k;
        }
#line 103 "tests/in/names/clash.upc"
        upcrt_forall_control = upcrt_nested7;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* Reads of other threads' elements, compound assignments and increments (temporaries). */
    upcr_pshared_ptr_t q = upcr_add_pshared1(a, sizeof(int), (((int)upcr_mythread()) + 1) % (4 * ((int)upcr_threads())));
    upcr_pshared_ptr_t pp = pa;
    int mine = (int)upcr_get_pshared_val(q, 0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        ({ upcr_pshared_ptr_t upcrt_addr8 = upcr_add_pshared1(a, sizeof(int), 1); upcr_put_pshared_val(upcrt_addr8, 0, (int)((int)upcr_get_pshared_val(upcrt_addr8, 0, sizeof(int)) + 5), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr9 = upcr_add_pshared1(a, sizeof(int), 2); upcr_put_pshared_val(upcrt_addr9, 0, (int)((int)upcr_get_pshared_val(upcrt_addr9, 0, sizeof(int)) + 1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr10 = upcr_add_pshared1(a, sizeof(int), 3); upcr_put_pshared_val(upcrt_addr10, 0, (int)((int)upcr_get_pshared_val(upcrt_addr10, 0, sizeof(int)) + 1), sizeof(int)); });
        upcr_put_pshared_val(va, 0, (int)((int)upcr_get_pshared_val(va, 0, sizeof(int)) * 2), sizeof(int));
        for (int k = 0; k < 2 * ((int)upcr_threads()); k++)
            ({ upcr_shared_ptr_t upcrt_addr11 = upcr_add_shared(ta, sizeof(long), k, 2); upcr_put_shared_val(upcrt_addr11, 0, (long)((long)upcr_get_shared_val(upcrt_addr11, 0, sizeof(long)) - 1), sizeof(long)); });
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    int fa = f(), fb = f_x();
    long dyn = dynamic(3);
    if (((int)upcr_mythread()) == 0) {
        Real total = 0;
        Integer ints = 0;
        DoublePrecision dp = 0.25f;
        logical lg = 1;
        Logical lg2 = 2;
        DoubleComplex z = { 1.5, -1.5 };
        SingleComplex w = { 0.5f, 2.0f };
        Boolean yes = 1;
        Pointer text = "ok";
        intp ip = 7;
        for (int k = 0; k < 4 * ((int)upcr_threads()); k++)
            ints += (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), k), 0, sizeof(int));
        for (int k = 0; k < 3 * ((int)upcr_threads()); k++)
            ints += (int)upcr_get_pshared_val(upcr_add_pshared1(va, sizeof(int), k), 0, sizeof(int));
        for (int k = 0; k < 2 * ((int)upcr_threads()); k++)
            total += upcr_get_pshared_doubleval(upcr_add_pshared1(pa, sizeof(double), k), 0) + upcr_get_pshared_doubleval(upcr_add_pshared1(pp, sizeof(double), k), 0) + (long)upcr_get_shared_val(upcr_add_shared(ta, sizeof(long), k, 2), 0, sizeof(long));
        for (int k = 0; k < ((int)upcr_threads()); k++)
            ints += (short)upcr_get_pshared_val_strict(upcr_add_pshared1(sa, sizeof(short), k), 0, sizeof(short));
        long starts = 0;
        for (int k = 0; k < 2 * ((int)upcr_threads()); k++)
            starts += (int)upcr_get_pshared_val(upcr_add_pshared1(blk, sizeof(int), k), 0, sizeof(int));
        for (int k = 0; k < 4; k++)
            starts += (int)upcr_get_pshared_val(upcr_add_pshared1(vals, sizeof(int), k), 0, sizeof(int)) * 100 + (long)upcr_get_pshared_val(upcr_add_pshared1(dims, sizeof(long), k), 0, sizeof(long)) * 10000 + (int)upcr_get_shared_val(upcr_add_shared(pshared_objects, sizeof(int), k, 2), 0, sizeof(int)) * 1000000;
        for (int k = 0; k < 3; k++)
            starts += (int)upcr_get_pshared_val(upcr_add_pshared1(shared_objects, sizeof(int), k), 0, sizeof(int)) * 100000000L;
        printf("start-up %ld\n", starts);
        printf("ints %d total %.2f dp %.2f flags %ld %d %d %s %ld\n", (int)ints, (double)total, (double)dp, (long)lg, (int)lg2, yes, text, (long)ip);

        printf("complex %.1f %.1f %.1f %.1f\n", z.re, z.im, (double)w.re, (double)w.im);
        printf("statics %d %d dynamic %ld mine %d local %d\n", fa, fb, dyn, mine - a_get(1 % (4 * ((int)upcr_threads()))) + 1, a_local());
        printf("names %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", C_INT, F_INT, C_DBL, FATR, g_a, g_va, pgasu_upcrt_at1, pgasu_upcrt_val1, pgasu_upcrt_addr1, pgasu_upcrt_old1, pgasu_upcrt_new1, upcga_i1, upcga_at1, upcga_old1, upcga_lo, upcga_hi, pgasu_upcrt_nested1, upcga_nested1, pgasu_upcrt_mine1, upcga_mine1, pgasu_upcrt_store1, upcga_phase1, pgasu_upcrt_block_lo, upcga_forall_control, pgasu_pgasu_Real, pgasu_upcrt_local_a, upcga_gasp_context, pgasu_gasp_x, lo + hi + ld, i0 + i1);
#line 158 "tests/in/names/clash.upc"
        printf("helpers %ld %d %d %d %d %d\n", a_ref, a_mine, va_get_strict, sa_set_strict, sa_get_strict, pa_local);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_clash(void) {
    upcr_startup_pshalloc_t pshared_objects_1[] = {
        { &a, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [4 * THREADS]" },
        { &va, sizeof(int), 3 * ((int)upcr_threads()), 0, sizeof(int), "va", "shared int [3 * THREADS]" },
        { &pa, sizeof(double), 2 * ((int)upcr_threads()), 0, sizeof(double), "pa", "shared double [2 * THREADS]" },
        { &sa, sizeof(short), ((int)upcr_threads()), 0, sizeof(short), "sa", "strict shared short [1 * THREADS]" },
        { &blk, sizeof(int), 2 * ((int)upcr_threads()), 0, sizeof(int), "blk", "shared int [2 * THREADS]" },
        { &vals, sizeof(int), 4, 0, sizeof(int), "vals", "shared int [4]" },
        { &dims, sizeof(long), 4, 0, sizeof(long), "dims", "shared long [4]" },
        { &shared_objects, sizeof(int), 3, 0, sizeof(int), "shared_objects", "shared int [3]" },
        { &upcrt_f_x_y, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "upcrt_f_x_y", "shared int [1 * THREADS]" },
        { &upcrt_f_x_y_1, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "upcrt_f_x_y_1", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects_1, 10);
    upcr_startup_shalloc_t shared_objects_1[] = {
        { &ta, 2 * sizeof(long), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(long), "ta", "shared [2] long [2 * THREADS]" },
        { &pshared_objects, 2 * sizeof(int), (4 + 2 - 1) / 2, 0, sizeof(int), "pshared_objects", "shared [2] int [4]" },
    };
    upcr_startup_shalloc(shared_objects_1, 2);
}
static void (*const upcrt_alloc_clash_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_clash;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_clash(void) {
    {
        static int upcrt_initial[4] = { 5, 6, 7, 8 };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 4, 4, 0 },
        };
        upcr_startup_initparray(vals, upcrt_initial, dims, 1, sizeof(int), 1);
    }
    {
        static long upcrt_initial[4] = { 9, 10, 11, 12 };
        upcr_startup_arrayinit_diminfo_t dims_1[] = {
            { 4, 4, 0 },
        };
        upcr_startup_initparray(dims, upcrt_initial, dims_1, 1, sizeof(long), 1);
    }
    {
        static int upcrt_initial[3] = { 1, 2, 3 };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 3, 3, 0 },
        };
        upcr_startup_initparray(shared_objects, upcrt_initial, dims, 1, sizeof(int), 1);
    }
    {
        static int upcrt_initial[4] = { 4, 5, 6, 7 };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 4, 4, 0 },
        };
        upcr_startup_initarray(pshared_objects, upcrt_initial, dims, 1, sizeof(int), 2);
    }
}
static void (*const upcrt_init_clash_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_clash;
