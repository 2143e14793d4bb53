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
#line 1 "samples/upc/dynamic_arrays.upc"
/* dynamic_arrays.upc - the thesis' dynamically sized and dynamically blocked shared arrays: block-scope
   shared arrays whose dimension and block size are computed at run time (here from argv, with
   defaults), for block sizes 0 (indefinite), 1 and larger, one and two dimensions. */
#include <stdio.h>
#include <stdlib.h>
#include <upcr_lib.h>
#include <inttypes.h>
#line 8 "samples/upc/dynamic_arrays.upc"
static int errors;

static void expect(int cond, const char *what, int i) {

    if (!cond) {
        if (errors < 8)
            printf("FAIL: dynamic_arrays: %s at %d (thread %d)\n", what, i, ((int)upcr_mythread()));
        errors++;
    }
}

/* Functions taking the arrays as pointers-to-shared of a static block size. */
static long sum_cyclic(upcr_pshared_ptr_t p, int n) {

    long s = 0;
    for (int i = 0; i < n; i++)
        s += (int)upcr_get_pshared_val(upcr_add_pshared1(p, sizeof(int), i), 0, sizeof(int));
    return s;
}

static long sum_indefinite(upcr_pshared_ptr_t p, int n) {

    long s = 0;
    {
#line 31 "samples/upc/dynamic_arrays.upc"
        /* local pointers for this thread's elements */
        long *upcrt_mine1 = upcr_threadof_pshared(p) == upcr_mythread() ? upcr_pshared_to_local(p) : 0;
        long upcrt_phase1 = upcr_phaseof_pshared(p);
#line 31 "samples/upc/dynamic_arrays.upc"
        if (upcrt_mine1)
#line 31 "samples/upc/dynamic_arrays.upc"
            for (int i = 0; i < n; i++)
                s += upcrt_mine1[i];
        else
#line 31 "samples/upc/dynamic_arrays.upc"
            for (int i = 0; i < n; i++)
                s += upcrt_mine1 ? upcrt_mine1[i] : (long)upcr_get_pshared_val(upcr_add_psharedI(p, sizeof(long), i), 0, sizeof(long));
    }
#line 33 "samples/upc/dynamic_arrays.upc"
    return s;
}

/* One dimension, block size b: values, owners, phases, address fields, sizes. */
static void blocked(int m, int b) {

    /* shared array `a` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long a_blocksize = b;
    const long a_dim0 = m * ((int)upcr_threads());
    upcr_all_check_layout("a", "dynamic_arrays.upc:39", "block size, dimension 1", 2, (const long []){ a_blocksize, a_dim0 });
    const long a_walkblock = a_blocksize > 0 ? a_blocksize : a_dim0 > 0 ? a_dim0 : 1;
    upcr_shared_ptr_t a = a_blocksize == 0 ? upcr_all_alloc(1, a_dim0 * sizeof(int)) : upcr_all_alloc((a_dim0 + a_blocksize - 1) / a_blocksize, a_blocksize * sizeof(int));
#line 40 "samples/upc/dynamic_arrays.upc"
    int n = m * ((int)upcr_threads()), i;
    size_t expect_local;

    {
#line 43 "samples/upc/dynamic_arrays.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 43 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 43 "samples/upc/dynamic_arrays.upc"
        if (upcrt_nested2)
#line 43 "samples/upc/dynamic_arrays.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(int), i, a_blocksize), 0, (int)(3 * i), sizeof(int));
        else {
#line 43 "samples/upc/dynamic_arrays.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 43 "samples/upc/dynamic_arrays.upc"
            for (i = upcrt_forall_first(i, a_walkblock); i < n; i = upcrt_forall_first(i, a_walkblock)) {
#line 43 "samples/upc/dynamic_arrays.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, a_walkblock));
                long upcrt_block_lo = i - i % a_walkblock, upcrt_block_hi = upcrt_block_lo + a_walkblock;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 43 "samples/upc/dynamic_arrays.upc"
                if (upcrt_stop - i == a_walkblock) {
#pragma GCC ivdep
#line 43 "samples/upc/dynamic_arrays.upc"
                    for (upcrt_k = 0; upcrt_k < a_walkblock; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = 3 * i;
                } else
#line 43 "samples/upc/dynamic_arrays.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = 3 * i;
            }
        }
#line 43 "samples/upc/dynamic_arrays.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 46 "samples/upc/dynamic_arrays.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 46 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 46 "samples/upc/dynamic_arrays.upc"
        if (upcrt_nested3)
#line 46 "samples/upc/dynamic_arrays.upc"
            for (; i < n; i++)
                /* compound assignment on this thread's elements */
#line 47 "samples/upc/dynamic_arrays.upc"
                ({ upcr_shared_ptr_t upcrt_addr4 = upcr_add_shared(a, sizeof(int), i, a_blocksize); upcr_put_shared_val(upcrt_addr4, 0, (int)((int)upcr_get_shared_val(upcrt_addr4, 0, sizeof(int)) + 1), sizeof(int)); });
        else {
#line 46 "samples/upc/dynamic_arrays.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 46 "samples/upc/dynamic_arrays.upc"
            for (i = upcrt_forall_first(i, a_walkblock); i < n; i = upcrt_forall_first(i, a_walkblock)) {
#line 46 "samples/upc/dynamic_arrays.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, a_walkblock));
                long upcrt_block_lo = i - i % a_walkblock, upcrt_block_hi = upcrt_block_lo + a_walkblock;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 46 "samples/upc/dynamic_arrays.upc"
                if (upcrt_stop - i == a_walkblock) {
#pragma GCC ivdep
#line 46 "samples/upc/dynamic_arrays.upc"
                    for (upcrt_k = 0; upcrt_k < a_walkblock; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a += 1;
                } else
#line 46 "samples/upc/dynamic_arrays.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a += 1;
            }
        }
#line 46 "samples/upc/dynamic_arrays.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < n; i++) {
        int owner = b == 0 ? 0 : i / b % ((int)upcr_threads());
        expect((int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), i, a_blocksize), 0, sizeof(int)) == 3 * i + 1, "value", i);
        expect(upcr_threadof_shared(upcr_add_shared(a, sizeof(int), i, a_blocksize)) == (size_t)owner, "upc_threadof", i);
        expect(upcr_phaseof_shared(upcr_add_shared(a, sizeof(int), i, a_blocksize)) == (size_t)(b == 0 ? 0 : i % b), "upc_phaseof", i);
    }
    /* Consecutive elements of one block are consecutive in their thread's memory. */
    for (i = 0; b > 1 && i + 1 < n; i++)
        if ((i + 1) % b != 0)
            expect(upcr_addrfield_shared(upcr_add_shared(a, sizeof(int), i + 1, a_blocksize)) - upcr_addrfield_shared(upcr_add_shared(a, sizeof(int), i, a_blocksize)) == sizeof(int), "upc_addrfield", i);
    expect((size_t)a_blocksize == (size_t)b, "upc_blocksizeof", b);
    expect(sizeof(int) == sizeof(int), "upc_elemsizeof", b);
    expect(sizeof(int) * a_dim0 == (size_t)n * sizeof(int), "sizeof", n);
    expect_local = b == 0 ? (size_t)n * sizeof(int) : (size_t)((n + b - 1) / b + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * b * sizeof(int);

    expect((a_blocksize == 0 ? (size_t)1 * a_dim0 * sizeof(int) : (((size_t)1 * a_dim0 + a_blocksize - 1) / a_blocksize + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * a_blocksize * sizeof(int)) == expect_local, "upc_localsizeof", b);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* This thread's elements through a local pointer. */
    for (i = 0; i < n; i++)
        if (upcr_threadof_shared(upcr_add_shared(a, sizeof(int), i, a_blocksize)) == (size_t)((int)upcr_mythread())) {
            int *mine = (int *)upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, a_blocksize));
            expect(*mine == 3 * i + 1, "local pointer read", i);
            *mine = -i;
        }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < n; i++)
        expect((int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), i, a_blocksize), 0, sizeof(int)) == -i, "local pointer write", i);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_free(a);
}
/* Integer affinity, passing the array to functions, block sizes 1 and 0. */
static void cyclic_and_indefinite(int m) {

    int one = m / m, zero = m - m, n = m * ((int)upcr_threads()), i;
    /* shared array `c` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long c_blocksize = one;
    const long c_dim0 = n;
    upcr_all_check_layout("c", "dynamic_arrays.upc:83", "block size, dimension 1", 2, (const long []){ c_blocksize, c_dim0 });
    const long c_walkblock = c_blocksize > 0 ? c_blocksize : c_dim0 > 0 ? c_dim0 : 1;
    upcr_shared_ptr_t c = c_blocksize == 0 ? upcr_all_alloc(1, c_dim0 * sizeof(int)) : upcr_all_alloc((c_dim0 + c_blocksize - 1) / c_blocksize, c_blocksize * sizeof(int));
#line 84 "samples/upc/dynamic_arrays.upc"
    /* shared array `d` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long d_blocksize = zero;
    const long d_dim0 = m + 3;
    upcr_all_check_layout("d", "dynamic_arrays.upc:84", "block size, dimension 1", 2, (const long []){ d_blocksize, d_dim0 });
    const long d_walkblock = d_blocksize > 0 ? d_blocksize : d_dim0 > 0 ? d_dim0 : 1;
    upcr_shared_ptr_t d = d_blocksize == 0 ? upcr_all_alloc(1, d_dim0 * sizeof(long)) : upcr_all_alloc((d_dim0 + d_blocksize - 1) / d_blocksize, d_blocksize * sizeof(long));
#line 85 "samples/upc/dynamic_arrays.upc"
    long expect_c = 0, expect_d = 0;

    {
#line 87 "samples/upc/dynamic_arrays.upc"
        int upcrt_nested5 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 87 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 87 "samples/upc/dynamic_arrays.upc"
        if (!upcrt_nested5)
            i = upcrt_forall_first(i, 1);
#line 87 "samples/upc/dynamic_arrays.upc"
        for (; i < n; i = upcrt_nested5 ? i + 1 : upcrt_forall_next(i, 1))
            upcr_put_shared_val(upcr_add_shared(c, sizeof(int), i, c_blocksize), 0, (int)(i + 1), sizeof(int));
#line 87 "samples/upc/dynamic_arrays.upc"
        upcrt_forall_control = upcrt_nested5;
    }
    {
#line 89 "samples/upc/dynamic_arrays.upc"
        int upcrt_nested6 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 89 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 89 "samples/upc/dynamic_arrays.upc"
        if (upcrt_nested6)
#line 89 "samples/upc/dynamic_arrays.upc"
            for (; i < m + 3; i++)
                upcr_put_shared_val(upcr_add_shared(d, sizeof(long), i, d_blocksize), 0, (long)(10L * i), sizeof(long));
        else {
#line 89 "samples/upc/dynamic_arrays.upc"
            /* This thread's blocks of `d`, each through local pointers. */
#line 89 "samples/upc/dynamic_arrays.upc"
            for (i = upcrt_forall_first(i, d_walkblock); i < m + 3; i = upcrt_forall_first(i, d_walkblock)) {
#line 89 "samples/upc/dynamic_arrays.upc"
                long *upcrt_local_d = upcr_shared_to_local(upcr_add_shared(d, sizeof(long), i, d_walkblock));
                long upcrt_block_lo = i - i % d_walkblock, upcrt_block_hi = upcrt_block_lo + d_walkblock;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = m + 3;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 89 "samples/upc/dynamic_arrays.upc"
                if (upcrt_stop - i == d_walkblock) {
#pragma GCC ivdep
#line 89 "samples/upc/dynamic_arrays.upc"
                    for (upcrt_k = 0; upcrt_k < d_walkblock; upcrt_k++, i++, upcrt_local_d++)
                        *upcrt_local_d = 10L * i;
                } else
#line 89 "samples/upc/dynamic_arrays.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_d++)
                        *upcrt_local_d = 10L * i;
            }
        }
#line 89 "samples/upc/dynamic_arrays.upc"
        upcrt_forall_control = upcrt_nested6;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < n; i++)
        expect_c += i + 1;
    for (i = 0; i < m + 3; i++) {
        expect_d += 10L * i;
        expect(upcr_threadof_shared(upcr_add_shared(d, sizeof(long), i, d_blocksize)) == 0, "indefinite owner", i);
    }
    expect(sum_cyclic(upcr_shared_to_pshared(c), n) == expect_c, "passed as shared int *", n);
    expect(sum_cyclic(upcr_shared_to_pshared(upcr_add_shared(c, sizeof(int), 1, c_blocksize)), n - 1) == expect_c - 1, "&c[1] passed as shared int *", n);
    expect(sum_indefinite(upcr_shared_to_pshared(d), m + 3) == expect_d, "passed as shared [] long *", m);
    expect((size_t)d_blocksize == 0, "upc_blocksizeof of [0]", 0);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_free(d);
    upcr_all_free(c);
}
/* Two dimensions: a run-time outer dimension, inner ones constant or THREADS. */
#line 106 "samples/upc/dynamic_arrays.upc"
static void two_dims(int rows, int b) {

    /* shared array `g` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long g_blocksize = b;
    const long g_dim0 = rows;
    upcr_all_check_layout("g", "dynamic_arrays.upc:108", "block size, dimension 1", 2, (const long []){ g_blocksize, g_dim0 });
    const long g_walkblock = g_blocksize > 0 ? g_blocksize : g_dim0 * ((int)upcr_threads()) > 0 ? g_dim0 * ((int)upcr_threads()) : 1;
    upcr_shared_ptr_t g = g_blocksize == 0 ? upcr_all_alloc(1, g_dim0 * ((int)upcr_threads()) * sizeof(double)) : upcr_all_alloc((g_dim0 * ((int)upcr_threads()) + g_blocksize - 1) / g_blocksize, g_blocksize * sizeof(double));
#line 109 "samples/upc/dynamic_arrays.upc"
    /* shared array `h` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long h_blocksize = b;
    const long h_dim0 = rows;
    upcr_all_check_layout("h", "dynamic_arrays.upc:109", "block size, dimension 1", 2, (const long []){ h_blocksize, h_dim0 });
    const long h_walkblock = h_blocksize > 0 ? h_blocksize : 3 * h_dim0 > 0 ? 3 * h_dim0 : 1;
    upcr_shared_ptr_t h = h_blocksize == 0 ? upcr_all_alloc(1, 3 * h_dim0 * sizeof(int)) : upcr_all_alloc((3 * h_dim0 + h_blocksize - 1) / h_blocksize, h_blocksize * sizeof(int));
#line 110 "samples/upc/dynamic_arrays.upc"
    int i, j;

    {
#line 112 "samples/upc/dynamic_arrays.upc"
        int upcrt_nested7 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 112 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 112 "samples/upc/dynamic_arrays.upc"
        if (!upcrt_nested7)
            i = upcrt_forall_first(i, 1);
#line 112 "samples/upc/dynamic_arrays.upc"
        for (; i < rows; i = upcrt_nested7 ? i + 1 : upcrt_forall_next(i, 1))
            for (j = 0; j < ((int)upcr_threads()); j++)
                upcr_put_shared_doubleval(upcr_add_shared(g, sizeof(double), (long)i * ((int)upcr_threads()) + j, g_blocksize), 0, i + j / 100.0);
#line 112 "samples/upc/dynamic_arrays.upc"
        upcrt_forall_control = upcrt_nested7;
    }

    {
#line 115 "samples/upc/dynamic_arrays.upc"
        int upcrt_nested8 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 115 "samples/upc/dynamic_arrays.upc"
        for (i = 0; i < rows * 3; i++) {
#line 115 "samples/upc/dynamic_arrays.upc"
            if (!upcrt_nested8 && !(upcr_threadof_shared(upcr_add_shared(h, sizeof(int), (long)(i / 3) * 3 + i % 3, h_blocksize)) == ((int)upcr_mythread())))
                continue;
#line 116 "samples/upc/dynamic_arrays.upc"
            upcr_put_shared_val(upcr_add_shared(h, sizeof(int), (long)(i / 3) * 3 + i % 3, h_blocksize), 0, (int)(7 * i), sizeof(int));
        }
#line 115 "samples/upc/dynamic_arrays.upc"
        upcrt_forall_control = upcrt_nested8;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < rows; i++) {
        for (j = 0; j < ((int)upcr_threads()); j++) {
            int k = i * ((int)upcr_threads()) + j;
            expect(upcr_get_shared_doubleval(upcr_add_shared(g, sizeof(double), (long)i * ((int)upcr_threads()) + j, g_blocksize), 0) == i + j / 100.0, "2-D value", k);
            expect(upcr_threadof_shared(upcr_add_shared(g, sizeof(double), (long)i * ((int)upcr_threads()) + j, g_blocksize)) == (size_t)(k / b % ((int)upcr_threads())), "2-D owner", k);
        }
        for (j = 0; j < 3; j++)
            expect((int)upcr_get_shared_val(upcr_add_shared(h, sizeof(int), (long)i * 3 + j, h_blocksize), 0, sizeof(int)) == 7 * (i * 3 + j), "[rows][3] value", i * 3 + j);
    }
    expect(sizeof(double) * g_dim0 * ((int)upcr_threads()) == (size_t)rows * ((int)upcr_threads()) * sizeof(double), "2-D sizeof", rows);
    expect(sizeof(double) * ((int)upcr_threads()) == ((int)upcr_threads()) * sizeof(double), "2-D row sizeof", rows);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_free(h);
    upcr_all_free(g);
}
#line 132 "samples/upc/dynamic_arrays.upc"
int upcrt_user_main(int argc, char **argv) {

    int m = argc > 1 ? atoi(argv[1]) : 5;
    int bs[] = { 1, 2, 3, m, 2 * m + 1, 0 };
    for (int k = 0; k < (int)(sizeof bs / sizeof bs[0]); k++)
        blocked(m, bs[k]);
    cyclic_and_indefinite(m);
    two_dims(m + 1, 2);
    two_dims(3, 5);
    if (((int)upcr_mythread()) == 0) {
        if (errors == 0)
            printf("PASS: dynamic_arrays on %d threads\n", ((int)upcr_threads()));
        else
            printf("FAIL: dynamic_arrays: %d errors\n", errors);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return errors != 0;
}
