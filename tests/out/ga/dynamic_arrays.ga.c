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
#line 1 "samples/upc/dynamic_arrays.upc"
/* dynamic_arrays.upc - the thesis' dynamically sized and dynamically blocked shared arrays: block-scope
   shared arrays whose dimension and block size are computed at run time (here from argv, with
   defaults), for block sizes 0 (indefinite), 1 and larger, one and two dimensions. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/dynamic_arrays.upc"
static int errors;

static void expect(int cond, const char *what, int i) {

    if (!cond) {
        if (errors < 8)
            printf("FAIL: dynamic_arrays: %s at %d (thread %d)\n", what, i, MYTHREAD);
        errors++;
    }
}

/* Functions taking the arrays as pointers-to-shared of a static block size. */
static long sum_cyclic(upcga_ptr_t p, int n) {

    long s = 0;
    for (int i = 0; i < n; i++)
        s += UPCGA_READ(int, upcga_add(p, sizeof(int), i, 1));
    return s;
}

static long sum_indefinite(upcga_ptr_t p, int n) {

    long s = 0;
    {
#line 31 "samples/upc/dynamic_arrays.upc"
        /* local pointers for this thread's elements */
        long *upcga_mine1 = upcga_mine(p);
        long upcga_phase1 = p.phase;
#line 31 "samples/upc/dynamic_arrays.upc"
        if (upcga_mine1)
#line 31 "samples/upc/dynamic_arrays.upc"
            for (int i = 0; i < n; i++)
                s += upcga_mine1[i];
        else
#line 31 "samples/upc/dynamic_arrays.upc"
            for (int i = 0; i < n; i++)
                s += upcga_mine1 ? upcga_mine1[i] : UPCGA_READ(long, upcga_add(p, sizeof(long), i, 0));
    }
#line 33 "samples/upc/dynamic_arrays.upc"
    return s;
}

/* One dimension, block size b: values, owners, phases, address fields, sizes. */
static void blocked(int m, int b) {

    /* shared array `a` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long a_blocksize = b;
    const long a_dim0 = m * THREADS;
    upcga_all_check_layout("a", "dynamic_arrays.upc:39", "block size, dimension 1", 2, (const long []){ a_blocksize, a_dim0 });
    upcga_ptr_t a = upcga_all_create_array(C_INT, a_dim0, a_blocksize, sizeof(int), "a");
#line 40 "samples/upc/dynamic_arrays.upc"
    int n = m * THREADS, i;
    size_t expect_local;

    {
#line 43 "samples/upc/dynamic_arrays.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 43 "samples/upc/dynamic_arrays.upc"
        for (i = 0; i < n; i++) {
#line 43 "samples/upc/dynamic_arrays.upc"
            if (!upcga_nested2 && !(upcga_threadof(upcga_add(a, sizeof(int), i, a_blocksize)) == MYTHREAD))
                continue;
#line 44 "samples/upc/dynamic_arrays.upc"
            UPCGA_WRITE(int, upcga_add(a, sizeof(int), i, a_blocksize), 3 * i);
        }
#line 43 "samples/upc/dynamic_arrays.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();
    {
#line 46 "samples/upc/dynamic_arrays.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 46 "samples/upc/dynamic_arrays.upc"
        for (i = 0; i < n; i++) {
#line 46 "samples/upc/dynamic_arrays.upc"
            if (!upcga_nested3 && !(upcga_threadof(upcga_add(a, sizeof(int), i, a_blocksize)) == MYTHREAD))
                continue;
            /* compound assignment on this thread's elements */
#line 47 "samples/upc/dynamic_arrays.upc"
            ({ upcga_ptr_t upcga_addr4 = upcga_add(a, sizeof(int), i, a_blocksize); UPCGA_WRITE(int, upcga_addr4, UPCGA_READ(int, upcga_addr4) + 1); });
        }
#line 46 "samples/upc/dynamic_arrays.upc"
        upcga_forall_control = upcga_nested3;
    }
    upcga_barrier();
    for (i = 0; i < n; i++) {
        int owner = b == 0 ? 0 : i / b % THREADS;
        expect(UPCGA_READ(int, upcga_add(a, sizeof(int), i, a_blocksize)) == 3 * i + 1, "value", i);
        expect(upcga_threadof(upcga_add(a, sizeof(int), i, a_blocksize)) == (size_t)owner, "upc_threadof", i);
        expect(upcga_phaseof(upcga_add(a, sizeof(int), i, a_blocksize)) == (size_t)(b == 0 ? 0 : i % b), "upc_phaseof", i);
    }
    /* Consecutive elements of one block are consecutive in their thread's memory. */
    for (i = 0; b > 1 && i + 1 < n; i++)
        if ((i + 1) % b != 0)
            expect(upcga_addrfield(upcga_add(a, sizeof(int), i + 1, a_blocksize)) - upcga_addrfield(upcga_add(a, sizeof(int), i, a_blocksize)) == sizeof(int), "upc_addrfield", i);
    expect((size_t)a_blocksize == (size_t)b, "upc_blocksizeof", b);
    expect(sizeof(int) == sizeof(int), "upc_elemsizeof", b);
    expect(sizeof(int) * a_dim0 == (size_t)n * sizeof(int), "sizeof", n);
    expect_local = b == 0 ? (size_t)n * sizeof(int) : (size_t)((n + b - 1) / b + THREADS - 1) / THREADS * b * sizeof(int);

    expect((a_blocksize == 0 ? (size_t)1 * a_dim0 * sizeof(int) : (((size_t)1 * a_dim0 + a_blocksize - 1) / a_blocksize + THREADS - 1) / THREADS * a_blocksize * sizeof(int)) == expect_local, "upc_localsizeof", b);
    upcga_barrier();
    /* This thread's elements through a local pointer. */
    for (i = 0; i < n; i++)
        if (upcga_threadof(upcga_add(a, sizeof(int), i, a_blocksize)) == (size_t)MYTHREAD) {
            int *mine = (int *)upcga_to_local(upcga_add(a, sizeof(int), i, a_blocksize));
            expect(*mine == 3 * i + 1, "local pointer read", i);
            *mine = -i;
        }
    upcga_barrier();
    for (i = 0; i < n; i++)
        expect(UPCGA_READ(int, upcga_add(a, sizeof(int), i, a_blocksize)) == -i, "local pointer write", i);
    upcga_barrier();
    upcga_all_free(a);
}
/* Integer affinity, passing the array to functions, block sizes 1 and 0. */
static void cyclic_and_indefinite(int m) {

    int one = m / m, zero = m - m, n = m * THREADS, i;
    /* shared array `c` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long c_blocksize = one;
    const long c_dim0 = n;
    upcga_all_check_layout("c", "dynamic_arrays.upc:83", "block size, dimension 1", 2, (const long []){ c_blocksize, c_dim0 });
    upcga_ptr_t c = upcga_all_create_array(C_INT, c_dim0, c_blocksize, sizeof(int), "c");
#line 84 "samples/upc/dynamic_arrays.upc"
    /* shared array `d` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long d_blocksize = zero;
    const long d_dim0 = m + 3;
    upcga_all_check_layout("d", "dynamic_arrays.upc:84", "block size, dimension 1", 2, (const long []){ d_blocksize, d_dim0 });
    upcga_ptr_t d = upcga_all_create_array(C_LONG, d_dim0, d_blocksize, sizeof(long), "d");
#line 85 "samples/upc/dynamic_arrays.upc"
    long expect_c = 0, expect_d = 0;

    {
#line 87 "samples/upc/dynamic_arrays.upc"
        int upcga_nested5 = upcga_forall_control;
        upcga_forall_control = 1;
#line 87 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 87 "samples/upc/dynamic_arrays.upc"
        if (!upcga_nested5)
            i = upcga_forall_first(i, 1);
#line 87 "samples/upc/dynamic_arrays.upc"
        for (; i < n; i = upcga_nested5 ? i + 1 : upcga_forall_next(i, 1))
            UPCGA_WRITE(int, upcga_add(c, sizeof(int), i, c_blocksize), i + 1);
#line 87 "samples/upc/dynamic_arrays.upc"
        upcga_forall_control = upcga_nested5;
    }
    {
#line 89 "samples/upc/dynamic_arrays.upc"
        int upcga_nested6 = upcga_forall_control;
        upcga_forall_control = 1;
#line 89 "samples/upc/dynamic_arrays.upc"
        for (i = 0; i < m + 3; i++) {
#line 89 "samples/upc/dynamic_arrays.upc"
            if (!upcga_nested6 && !(upcga_threadof(upcga_add(d, sizeof(long), i, d_blocksize)) == MYTHREAD))
                continue;
#line 90 "samples/upc/dynamic_arrays.upc"
            UPCGA_WRITE(long, upcga_add(d, sizeof(long), i, d_blocksize), 10L * i);
        }
#line 89 "samples/upc/dynamic_arrays.upc"
        upcga_forall_control = upcga_nested6;
    }
    upcga_barrier();
    for (i = 0; i < n; i++)
        expect_c += i + 1;
    for (i = 0; i < m + 3; i++) {
        expect_d += 10L * i;
        expect(upcga_threadof(upcga_add(d, sizeof(long), i, d_blocksize)) == 0, "indefinite owner", i);
    }
    expect(sum_cyclic(upcga_resetphase(c), n) == expect_c, "passed as shared int *", n);
    expect(sum_cyclic(upcga_resetphase(upcga_add(c, sizeof(int), 1, c_blocksize)), n - 1) == expect_c - 1, "&c[1] passed as shared int *", n);
    expect(sum_indefinite(upcga_resetphase(d), m + 3) == expect_d, "passed as shared [] long *", m);
    expect((size_t)d_blocksize == 0, "upc_blocksizeof of [0]", 0);
    upcga_barrier();
    upcga_all_free(d);
    upcga_all_free(c);
}
/* Two dimensions: a run-time outer dimension, inner ones constant or THREADS. */
#line 106 "samples/upc/dynamic_arrays.upc"
static void two_dims(int rows, int b) {

    /* shared array `g` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long g_blocksize = b;
    const long g_dim0 = rows;
    upcga_all_check_layout("g", "dynamic_arrays.upc:108", "block size, dimension 1", 2, (const long []){ g_blocksize, g_dim0 });
    upcga_ptr_t g = upcga_all_create_array(C_DBL, g_dim0 * THREADS, g_blocksize, sizeof(double), "g");
#line 109 "samples/upc/dynamic_arrays.upc"
    /* shared array `h` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long h_blocksize = b;
    const long h_dim0 = rows;
    upcga_all_check_layout("h", "dynamic_arrays.upc:109", "block size, dimension 1", 2, (const long []){ h_blocksize, h_dim0 });
    upcga_ptr_t h = upcga_all_create_array(C_INT, 3 * h_dim0, h_blocksize, sizeof(int), "h");
#line 110 "samples/upc/dynamic_arrays.upc"
    int i, j;

    {
#line 112 "samples/upc/dynamic_arrays.upc"
        int upcga_nested7 = upcga_forall_control;
        upcga_forall_control = 1;
#line 112 "samples/upc/dynamic_arrays.upc"
        i = 0;
#line 112 "samples/upc/dynamic_arrays.upc"
        if (!upcga_nested7)
            i = upcga_forall_first(i, 1);
#line 112 "samples/upc/dynamic_arrays.upc"
        for (; i < rows; i = upcga_nested7 ? i + 1 : upcga_forall_next(i, 1))
            for (j = 0; j < THREADS; j++)
                UPCGA_WRITE(double, upcga_add(g, sizeof(double), (long)i * THREADS + j, g_blocksize), i + j / 100.0);
#line 112 "samples/upc/dynamic_arrays.upc"
        upcga_forall_control = upcga_nested7;
    }

    {
#line 115 "samples/upc/dynamic_arrays.upc"
        int upcga_nested8 = upcga_forall_control;
        upcga_forall_control = 1;
#line 115 "samples/upc/dynamic_arrays.upc"
        for (i = 0; i < rows * 3; i++) {
#line 115 "samples/upc/dynamic_arrays.upc"
            if (!upcga_nested8 && !(upcga_threadof(upcga_add(h, sizeof(int), (long)(i / 3) * 3 + i % 3, h_blocksize)) == MYTHREAD))
                continue;
#line 116 "samples/upc/dynamic_arrays.upc"
            UPCGA_WRITE(int, upcga_add(h, sizeof(int), (long)(i / 3) * 3 + i % 3, h_blocksize), 7 * i);
        }
#line 115 "samples/upc/dynamic_arrays.upc"
        upcga_forall_control = upcga_nested8;
    }
    upcga_barrier();
    for (i = 0; i < rows; i++) {
        for (j = 0; j < THREADS; j++) {
            int k = i * THREADS + j;
            expect(UPCGA_READ(double, upcga_add(g, sizeof(double), (long)i * THREADS + j, g_blocksize)) == i + j / 100.0, "2-D value", k);
            expect(upcga_threadof(upcga_add(g, sizeof(double), (long)i * THREADS + j, g_blocksize)) == (size_t)(k / b % THREADS), "2-D owner", k);
        }
        for (j = 0; j < 3; j++)
            expect(UPCGA_READ(int, upcga_add(h, sizeof(int), (long)i * 3 + j, h_blocksize)) == 7 * (i * 3 + j), "[rows][3] value", i * 3 + j);
    }
    expect(sizeof(double) * g_dim0 * THREADS == (size_t)rows * THREADS * sizeof(double), "2-D sizeof", rows);
    expect(sizeof(double) * THREADS == THREADS * sizeof(double), "2-D row sizeof", rows);
    upcga_barrier();
    upcga_all_free(h);
    upcga_all_free(g);
}
#line 132 "samples/upc/dynamic_arrays.upc"
int upcga_user_main(int argc, char **argv) {

    int m = argc > 1 ? atoi(argv[1]) : 5;
    int bs[] = { 1, 2, 3, m, 2 * m + 1, 0 };
    for (int k = 0; k < (int)(sizeof bs / sizeof bs[0]); k++)
        blocked(m, bs[k]);
    cyclic_and_indefinite(m);
    two_dims(m + 1, 2);
    two_dims(3, 5);
    if (MYTHREAD == 0) {
        if (errors == 0)
            printf("PASS: dynamic_arrays on %d threads\n", THREADS);
        else
            printf("FAIL: dynamic_arrays: %d errors\n", errors);
    }
    upcga_barrier();
    return errors != 0;
}
