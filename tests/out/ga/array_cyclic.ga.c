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
#line 1 "samples/upc/array_cyclic.upc"
/* array_cyclic.upc - the default cyclic layout: shared int a[10*THREADS], element i on thread i % THREADS, phase always 0. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
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
/* `shared int owner[10 * THREADS]`: a GA array (one row per thread); this thread's part is owner_local. */
int g_owner;
int *owner_local;
/* `owner[i]`: read in place on its thread or node, else NGA_Get. */
static inline int owner_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return owner_local[pos];
    upcga_get_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `owner[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int owner_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        owner_local[pos] = v;
    else
        upcga_put_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `shared double d[37]`: a GA array (one row per thread); this thread's part is d_local. */
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
/* `&d[i]`: a pointer-to-shared. */
static inline upcga_ptr_t d_ref(long i) {
    upcga_ptr_t p = { g_d, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
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
#line 8 "samples/upc/array_cyclic.upc"
/* a size that is not a multiple of THREADS */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;

    /* each thread writes the elements it owns */
    for (i = MYTHREAD; i < 10 * THREADS; i += THREADS) {
        a_set(i, 3 * i + 1);
        owner_set(i, MYTHREAD);
    }
    for (i = MYTHREAD; i < 37; i += THREADS)
        d_set(i, i * 0.5);
    upcga_barrier();

    if (MYTHREAD == 0) {
        long sum = 0;
        double dsum = 0.0;
        for (i = 0; i < 10 * THREADS; i++) {
            if (a_get(i) != 3 * i + 1 || owner_get(i) != i % THREADS) {
                if (errors < 5)
                    printf("FAIL: array_cyclic: a[%d]=%d owner=%d\n", i, a_get(i), owner_get(i));
                errors++;
            }
            if (upcga_threadof(a_ref(i)) != (size_t)(i % THREADS) || upcga_phaseof(a_ref(i)) != 0)
                errors++;
            sum += a_get(i);
        }
        /* sum of 3i+1 for i < n */
        {
            long n = 10 * THREADS;
            if (sum != 3 * n * (n - 1) / 2 + n)
                errors++;
        }
        for (i = 0; i < 37; i++) {
            dsum += d_get(i);
            if (upcga_threadof(d_ref(i)) != (size_t)(i % THREADS))
                errors++;
        }
        if (dsum != 0.5 * 36 * 37 / 2)
            errors++;
        /* consecutive elements of one thread are THREADS apart */
        if (upcga_threadof(a_ref(MYTHREAD + THREADS)) != upcga_threadof(a_ref(MYTHREAD)))
            errors++;
        if (errors)
            printf("FAIL: array_cyclic: %d errors\n", errors);
        else
            printf("PASS: array_cyclic\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_cyclic(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_owner = NGA_Create_irreg(C_INT, 2, dims, "owner", block, upcga_rows);
        owner_local = upcga_own_row(g_owner, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(37, 1) }, block[2] = { THREADS, 1 };
        g_d = NGA_Create_irreg(C_DBL, 2, dims, "d", block, upcga_rows);
        d_local = upcga_own_row(g_d, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_cyclic_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_cyclic;
