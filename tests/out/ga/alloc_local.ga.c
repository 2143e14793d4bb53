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
#line 1 "samples/upc/alloc_local.upc"
/* alloc_local.upc - upc_alloc: shared memory with affinity to the calling thread, filled through a local pointer and read remotely by the others through a shared directory. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [] double *shared parts[THREADS]`: a GA array (one row per thread); this thread's part is parts_local. */
int g_parts;
upcga_ptr_t *parts_local;
/* `parts[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t parts_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_parts, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return parts_local[pos];
    upcga_get_at(g_parts, t, pos, &v, sizeof v);
    return v;
}
/* `parts[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t parts_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_parts, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        parts_local[pos] = v;
    else
        upcga_put_at(g_parts, t, pos, &v, sizeof v);
    return v;
}
/* `shared double sums[THREADS]`: a GA array (one row per thread); this thread's part is sums_local. */
int g_sums;
double *sums_local;
/* `sums[i]`: read in place on its thread or node, else NGA_Get. */
static inline double sums_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return sums_local[pos];
    upcga_get_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* `sums[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double sums_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        sums_local[pos] = v;
    else
        upcga_put_at(g_sums, t, pos, &v, sizeof v);
    return v;
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
#line 10 "samples/upc/alloc_local.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, errors = 0;
    upcga_ptr_t mine = upcga_resetphase(upcga_alloc(40 * sizeof(double)));
    double *fast;

    if (upcga_isnull(mine) || upcga_threadof(mine) != (size_t)MYTHREAD) {
        sums_set(MYTHREAD, -1.0);
    } else {
        /* it is local: a C pointer works on it */
#line 19 "samples/upc/alloc_local.upc"
        fast = (double *)upcga_to_local(mine);
        for (i = 0; i < 40; i++)
            fast[i] = MYTHREAD + i / 4.0;
    }
    parts_set(MYTHREAD, mine);
    upcga_barrier();

    /* sum the part of the next thread: remote reads through the shared pointer */
    {
        int next = (MYTHREAD + 1) % THREADS;
        upcga_ptr_t p = parts_get(next);
        double s = 0.0;
        {
#line 31 "samples/upc/alloc_local.upc"
            /* local pointers for this thread's elements */
            double *upcga_mine1 = upcga_mine(p);
            long upcga_phase1 = p.phase;
#line 31 "samples/upc/alloc_local.upc"
            if (upcga_mine1)
#line 31 "samples/upc/alloc_local.upc"
                for (i = 0; i < 40; i++)
                    s += upcga_mine1[i];
            else
#line 31 "samples/upc/alloc_local.upc"
                for (i = 0; i < 40; i++)
                    s += upcga_mine1 ? upcga_mine1[i] : UPCGA_READ(double, upcga_add(p, sizeof(double), i, 0));
        }
#line 33 "samples/upc/alloc_local.upc"
        if (sums_get(MYTHREAD) == 0.0)
            sums_set(MYTHREAD, s);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++) {
            int next = (t + 1) % THREADS;
            double want = 40 * (double)next + 40 * (40 - 1) / 2 / 4.0;
            if (sums_get(t) != want) {
                printf("FAIL: alloc_local: thread %d summed %g, expected %g\n", t, sums_get(t), want);
                errors++;
            }
            if (upcga_threadof(parts_get(t)) != (size_t)t || upcga_threadof(upcga_add(upcga_add(parts_get(t), sizeof(double), 40, 0), sizeof(double), -1, 0)) != (size_t)t)
                errors++;
        }
        if (errors)
            printf("FAIL: alloc_local: %d errors\n", errors);
        else
            printf("PASS: alloc_local\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_free(mine);
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_alloc_local __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_alloc_local(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_parts = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "parts", block, upcga_rows);
        parts_local = upcga_own_row(g_parts, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sums = NGA_Create_irreg(C_DBL, 2, dims, "sums", block, upcga_rows);
        sums_local = upcga_own_row(g_sums, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_alloc_local_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_alloc_local;
