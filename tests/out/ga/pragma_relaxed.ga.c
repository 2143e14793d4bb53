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
#line 1 "samples/upc/pragma_relaxed.upc"
/* pragma_relaxed.upc - #pragma upc relaxed at file scope (the default made explicit) and #pragma upc strict at the start of a block that publishes a result. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int cells[25 * THREADS]`: a GA array (one row per thread); this thread's part is cells_local. */
int g_cells;
int *cells_local;
/* `cells[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cells_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cells, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cells_local[pos];
    upcga_get_at(g_cells, t, pos, &v, sizeof v);
    return v;
}
/* `cells[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int cells_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cells, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        cells_local[pos] = v;
    else
        upcga_put_at(g_cells, t, pos, &v, sizeof v);
    return v;
}
/* `shared int stage`: a GA array (on thread 0); this thread's part is stage_local. */
int g_stage;
int *stage_local;
/* `stage`: read in place on its thread or node, else NGA_Get. */
static inline int stage_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_stage, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return stage_local[pos];
    upcga_get_at(g_stage, t, pos, &v, sizeof v);
    return v;
}
/* `stage` = v: written in place on its thread or node, else NGA_Put. */
static inline int stage_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_stage, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        stage_local[pos] = v;
    else
        upcga_put_at(g_stage, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `stage`. */
static inline int stage_get_strict(void) {
    int v;
    upcga_fence();
    v = stage_get();
    upcga_fence();
    return v;
}
/* A strict write of `stage`. */
static inline int stage_set_strict(int v) {
    upcga_fence();
    stage_set(v);
    upcga_fence();
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
#line 9 "samples/upc/pragma_relaxed.upc"
/* written in a strict block, read in one too */


static int wait_stage(int want) {

    int seen;
    {
        ;
        do {
            seen = stage_get_strict();
        } while (seen < want);
    }
    return seen;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;

    if (MYTHREAD == 0)
        stage_set(0);
    upcga_barrier();
    /* thread 0 produces everything, then raises the stage with a strict store */
    if (MYTHREAD == 0) {
        for (i = 0; i < 25 * THREADS; i++)
            cells_set(i, i * i % 97);
        {
            ;
            stage_set_strict(1);
        }
    }
    (void)wait_stage(1);
    /* everyone checks the elements it owns, then marks them */
    {
#line 42 "samples/upc/pragma_relaxed.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 42 "samples/upc/pragma_relaxed.upc"
        i = 0;
#line 42 "samples/upc/pragma_relaxed.upc"
        if (upcga_nested1)
#line 42 "samples/upc/pragma_relaxed.upc"
            for (; i < 25 * THREADS; i++) {
                if (cells_get(i) != i * i % 97)
                    cells_set(i, -1);
                else
                    cells_set(i, cells_get(i) + 1000);
            }
        else {
#line 42 "samples/upc/pragma_relaxed.upc"
            /* This thread's elements of `cells`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_cells = cells_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 42 "samples/upc/pragma_relaxed.upc"
            long upcga_bound = 25 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 42 "samples/upc/pragma_relaxed.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 42 "samples/upc/pragma_relaxed.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_cells++) {
                    if (*upcga_local_cells != i * i % 97)
                        *upcga_local_cells = -1;
                    else
                        *upcga_local_cells = *upcga_local_cells + 1000;
                }
            }
#line 42 "samples/upc/pragma_relaxed.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_cells++) {
                if (*upcga_local_cells != i * i % 97)
                    *upcga_local_cells = -1;
                else
                    *upcga_local_cells = *upcga_local_cells + 1000;
            }
        }
#line 42 "samples/upc/pragma_relaxed.upc"
        upcga_forall_control = upcga_nested1;
    }
#line 48 "samples/upc/pragma_relaxed.upc"
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (i = 0; i < 25 * THREADS; i++)
            if (cells_get(i) != i * i % 97 + 1000) {
                if (errors < 5)
                    printf("FAIL: pragma_relaxed: cells[%d] = %d\n", i, cells_get(i));
                errors++;
            }
        if (errors)
            printf("FAIL: pragma_relaxed: %d errors\n", errors);
        else
            printf("PASS: pragma_relaxed\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_pragma_relaxed(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(25 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cells = NGA_Create_irreg(C_INT, 2, dims, "cells", block, upcga_rows);
        cells_local = upcga_own_row(g_cells, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_stage = NGA_Create_irreg(C_INT, 2, dims, "stage", block, upcga_one_block);
        stage_local = upcga_own_row(g_stage, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_pragma_relaxed_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_pragma_relaxed;
