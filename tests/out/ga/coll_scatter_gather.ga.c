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
#line 1 "samples/upc/coll_scatter_gather.upc"
/* coll_scatter_gather.upc - upc_all_scatter and upc_all_gather: one thread's data dealt out in blocks, worked on locally, collected again; also with the last thread as the root. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [] int whole[8 * THREADS]`: a GA array (on thread 0); this thread's part is whole_local. */
int g_whole;
int *whole_local;
/* `whole[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int whole_set(long i, int v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_whole, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        whole_local[pos] = v;
    else
        upcga_put_at(g_whole, t, pos, &v, sizeof v);
    return v;
}
/* `&whole[i]`: a pointer-to-shared. */
static inline upcga_ptr_t whole_ref(long i) {
    upcga_ptr_t p = { g_whole, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [8] int parts[8 * THREADS]`: a GA array (one row per thread); this thread's part is parts_local. */
int g_parts;
int *parts_local;
/* `&parts[i]`: a pointer-to-shared. */
static inline upcga_ptr_t parts_ref(long i) {
    upcga_ptr_t p = { g_parts, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [] int back[8 * THREADS]`: a GA array (on thread 0); this thread's part is back_local. */
int g_back;
int *back_local;
/* `back[i]`: read in place on its thread or node, else NGA_Get. */
static inline int back_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_back, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return back_local[pos];
    upcga_get_at(g_back, t, pos, &v, sizeof v);
    return v;
}
/* `&back[i]`: a pointer-to-shared. */
static inline upcga_ptr_t back_ref(long i) {
    upcga_ptr_t p = { g_back, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [] long *shared root_buf`: a GA array (on thread 0); this thread's part is root_buf_local. */
int g_root_buf;
upcga_ptr_t *root_buf_local;
/* `root_buf`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t root_buf_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_root_buf, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return root_buf_local[pos];
    upcga_get_at(g_root_buf, t, pos, &v, sizeof v);
    return v;
}
/* `root_buf` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t root_buf_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_root_buf, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        root_buf_local[pos] = v;
    else
        upcga_put_at(g_root_buf, t, pos, &v, sizeof v);
    return v;
}
/* `shared [8] long lparts[8 * THREADS]`: a GA array (one row per thread); this thread's part is lparts_local. */
int g_lparts;
long *lparts_local;
/* `lparts[i]`: read in place on its thread or node, else NGA_Get. */
static inline long lparts_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_lparts, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return lparts_local[pos];
    upcga_get_at(g_lparts, t, pos, &v, sizeof v);
    return v;
}
/* `lparts[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long lparts_set(long i, long v) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_lparts, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        lparts_local[pos] = v;
    else
        upcga_put_at(g_lparts, t, pos, &v, sizeof v);
    return v;
}
/* `&lparts[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lparts_ref(long i) {
    upcga_ptr_t p = { g_lparts, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(long), i % 8 };
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
#line 7 "samples/upc/coll_scatter_gather.upc"
/* on thread 0 */
/* one block per thread */
/* on thread 0 */
/* on the last thread, allocated there */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;
    int *mine;

    if (MYTHREAD == 0)
        for (i = 0; i < 8 * THREADS; i++)
            whole_set(i, 3 * i + 1);
    upcga_all_scatter(parts_ref(0), whole_ref(0), 8 * sizeof(int), 0 | 0);
    /* work on my block through a local pointer */
    mine = (int *)upcga_to_local(parts_ref(8 * MYTHREAD));
    for (i = 0; i < 8; i++)
        mine[i] = 2 * mine[i] + MYTHREAD;
    upcga_all_gather(back_ref(0), parts_ref(0), 8 * sizeof(int), 0 | 0);

    /* the same with a root that is not thread 0 */
    if (MYTHREAD == THREADS - 1) {
        root_buf_set(upcga_resetphase(upcga_alloc(8 * THREADS * sizeof(long))));
        for (i = 0; i < 8 * THREADS; i++)
            UPCGA_WRITE(long, upcga_add(root_buf_get(), sizeof(long), i, 0), 1000L - i);
    }
    /* root_buf is set */
#line 35 "samples/upc/coll_scatter_gather.upc"
    upcga_barrier();
    upcga_all_scatter(lparts_ref(0), root_buf_get(), 8 * sizeof(long), 0 | 0);
    for (i = 0; i < 8; i++)
        lparts_set(8 * MYTHREAD + i, -lparts_get(8 * MYTHREAD + i));
    upcga_all_gather(root_buf_get(), lparts_ref(0), 8 * sizeof(long), 0 | 0);

    if (MYTHREAD == 0) {
        for (i = 0; i < 8 * THREADS; i++) {
            if (back_get(i) != 2 * (3 * i + 1) + i / 8) {
                if (errors < 5)
                    printf("FAIL: coll_scatter_gather: back[%d] = %d\n", i, back_get(i));
                errors++;
            }
            if (UPCGA_READ(long, upcga_add(root_buf_get(), sizeof(long), i, 0)) != -(1000L - i))
                errors++;
        }
        if (errors)
            printf("FAIL: coll_scatter_gather: %d errors\n", errors);
        else
            printf("PASS: coll_scatter_gather\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    if (MYTHREAD == THREADS - 1)
        upcga_free(root_buf_get());
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_coll_scatter_gather __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_scatter_gather(void) {
    {
        int dims[2] = { 1, 8 * THREADS }, block[2] = { 1, 1 };
        g_whole = NGA_Create_irreg(C_INT, 2, dims, "whole", block, upcga_one_block);
        whole_local = upcga_own_row(g_whole, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_parts = NGA_Create_irreg(C_INT, 2, dims, "parts", block, upcga_rows);
        parts_local = upcga_own_row(g_parts, sizeof(int));
    }
    {
        int dims[2] = { 1, 8 * THREADS }, block[2] = { 1, 1 };
        g_back = NGA_Create_irreg(C_INT, 2, dims, "back", block, upcga_one_block);
        back_local = upcga_own_row(g_back, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_root_buf = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "root_buf", block, upcga_one_block);
        root_buf_local = upcga_own_row(g_root_buf, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_lparts = NGA_Create_irreg(C_LONG, 2, dims, "lparts", block, upcga_rows);
        lparts_local = upcga_own_row(g_lparts, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_coll_scatter_gather_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_scatter_gather;
