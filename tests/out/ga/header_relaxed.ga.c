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
#line 1 "samples/upc/header_relaxed.upc"
/* header_relaxed.upc - #include <upc_relaxed.h> makes relaxed the default; a strict-qualified flag and counter order the relaxed data. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [20] int chunk[20 * THREADS]`: a GA array (one row per thread); this thread's part is chunk_local. */
int g_chunk;
int *chunk_local;
/* `chunk[i]`: read in place on its thread or node, else NGA_Get. */
static inline int chunk_get(long i) {
    int t = upcga_owner(i, 20);
    long pos = upcga_row_index(i, 20);
    UPCGA_CHECK_ELEMENT(g_chunk, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return chunk_local[pos];
    upcga_get_at(g_chunk, t, pos, &v, sizeof v);
    return v;
}
/* `chunk[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int chunk_set(long i, int v) {
    int t = upcga_owner(i, 20);
    long pos = upcga_row_index(i, 20);
    UPCGA_CHECK_ELEMENT(g_chunk, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        chunk_local[pos] = v;
    else
        upcga_put_at(g_chunk, t, pos, &v, sizeof v);
    return v;
}
/* `strict shared int arrived`: a GA array (on thread 0); this thread's part is arrived_local. */
int g_arrived;
int *arrived_local;
/* `arrived`: read in place on its thread or node, else NGA_Get. */
static inline int arrived_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_arrived, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return arrived_local[pos];
    upcga_get_at(g_arrived, t, pos, &v, sizeof v);
    return v;
}
/* `arrived` = v: written in place on its thread or node, else NGA_Put. */
static inline int arrived_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_arrived, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        arrived_local[pos] = v;
    else
        upcga_put_at(g_arrived, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `arrived`. */
static inline int arrived_get_strict(void) {
    int v;
    upcga_fence();
    v = arrived_get();
    upcga_fence();
    return v;
}
/* A strict write of `arrived`. */
static inline int arrived_set_strict(int v) {
    upcga_fence();
    arrived_set(v);
    upcga_fence();
    return v;
}
/* `strict shared int go`: a GA array (on thread 0); this thread's part is go_local. */
int g_go;
int *go_local;
/* `go`: read in place on its thread or node, else NGA_Get. */
static inline int go_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_go, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return go_local[pos];
    upcga_get_at(g_go, t, pos, &v, sizeof v);
    return v;
}
/* `go` = v: written in place on its thread or node, else NGA_Put. */
static inline int go_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_go, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        go_local[pos] = v;
    else
        upcga_put_at(g_go, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `go`. */
static inline int go_get_strict(void) {
    int v;
    upcga_fence();
    v = go_get();
    upcga_fence();
    return v;
}
/* A strict write of `go`. */
static inline int go_set_strict(int v) {
    upcga_fence();
    go_set(v);
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
#line 6 "samples/upc/header_relaxed.upc"
/* relaxed by the header */
/* strict by its type */


upcga_ptr_t lk;

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;

    lk = upcga_all_lock_alloc();
    if (MYTHREAD == 0) {
        arrived_set_strict(0);
        go_set_strict(0);
    }
    upcga_barrier();
    for (i = 0; i < 20; i++)
        chunk_set(20 * MYTHREAD + i, 7 * MYTHREAD + i);
    upcga_lock(lk);
    /* strict: after my relaxed stores */
#line 25 "samples/upc/header_relaxed.upc"
    arrived_set_strict(arrived_get_strict() + 1);
    upcga_unlock(lk);
    if (MYTHREAD == 0) {
        while (arrived_get_strict() != THREADS)
            ;
        for (i = 0; i < 20 * THREADS; i++)
            if (chunk_get(i) != 7 * (i / 20) + i % 20) {
                if (errors < 5)
                    printf("FAIL: header_relaxed: chunk[%d] = %d\n", i, chunk_get(i));
                errors++;
            }
        go_set_strict(1);
    }
    while (!go_get_strict())
        ;
    upcga_barrier();
    if (MYTHREAD == 0) {
        if (errors)
            printf("FAIL: header_relaxed: %d errors\n", errors);
        else
            printf("PASS: header_relaxed\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    if (MYTHREAD == 0)
        upcga_lock_free(lk);
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_header_relaxed __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_header_relaxed(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(20 * THREADS, 20) }, block[2] = { THREADS, 1 };
        g_chunk = NGA_Create_irreg(C_INT, 2, dims, "chunk", block, upcga_rows);
        chunk_local = upcga_own_row(g_chunk, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_arrived = NGA_Create_irreg(C_INT, 2, dims, "arrived", block, upcga_one_block);
        arrived_local = upcga_own_row(g_arrived, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_go = NGA_Create_irreg(C_INT, 2, dims, "go", block, upcga_one_block);
        go_local = upcga_own_row(g_go, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_header_relaxed_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_header_relaxed;
