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
#line 1 "samples/upc/multifile/grid.upc"
/* multifile/grid.upc - the shared grid, its generation counter and the functions that update and check it; linked with main.upc. */
#include <stdlib.h>
#include <inttypes.h>
/* `shared [16] int grid[16 * THREADS]`: a GA array (one row per thread); this thread's part is grid_local. */
extern int g_grid;
extern int *grid_local;
/* `grid[i]`: read in place on its thread or node, else NGA_Get. */
static inline int grid_get(long i) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return grid_local[pos];
    upcga_get_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `grid[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int grid_set(long i, int v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        grid_local[pos] = v;
    else
        upcga_put_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `&grid[i]`: a pointer-to-shared. */
static inline upcga_ptr_t grid_ref(long i) {
    upcga_ptr_t p = { g_grid, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
/* `shared int generation`: a GA array (on thread 0); this thread's part is generation_local. */
extern int g_generation;
extern int *generation_local;
/* `generation`: read in place on its thread or node, else NGA_Get. */
static inline int generation_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_generation, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return generation_local[pos];
    upcga_get_at(g_generation, t, pos, &v, sizeof v);
    return v;
}
/* `generation` = v: written in place on its thread or node, else NGA_Put. */
static inline int generation_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_generation, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        generation_local[pos] = v;
    else
        upcga_put_at(g_generation, t, pos, &v, sizeof v);
    return v;
}
#line 1 "samples/upc/multifile/grid.h"
/* multifile/grid.h - what main.upc needs from grid.upc: the shared data as extern declarations and the functions. */
#line 10 "samples/upc/multifile/grid.h"
void grid_step(void);
int grid_steps_done(void);
int grid_check(int steps);
/* `shared [16] int grid[16 * THREADS]`: a GA array (one row per thread); this thread's part is grid_local. */
int g_grid;
int *grid_local;
/* `shared int generation`: a GA array (on thread 0); this thread's part is generation_local. */
int g_generation;
int *generation_local;
#line 5 "samples/upc/multifile/grid.upc"
/* defined here, declared extern in grid.h */

/* private to each thread and to this file */
#line 7 "samples/upc/multifile/grid.upc"
static int steps_done;

/* one step: every thread updates the cells it owns, then thread 0 counts the generation */
void grid_step(void) {

    int i;
    {
#line 13 "samples/upc/multifile/grid.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 13 "samples/upc/multifile/grid.upc"
        i = 0;
#line 13 "samples/upc/multifile/grid.upc"
        if (upcga_nested1)
#line 13 "samples/upc/multifile/grid.upc"
            for (; i < 16 * THREADS; i++)
                grid_set(i, grid_get(i) + (i % 7 + 1));
        else {
#line 13 "samples/upc/multifile/grid.upc"
            /* This thread's blocks of `grid`, each through local pointers. */
#line 13 "samples/upc/multifile/grid.upc"
            for (i = upcga_forall_first(i, 16); i < 16 * THREADS; i = upcga_forall_first(i, 16)) {
#line 13 "samples/upc/multifile/grid.upc"
                int *upcga_local_grid = grid_local + upcga_row_index(i, 16);
                long upcga_block_lo = i - i % 16, upcga_block_hi = upcga_block_lo + 16;
                long upcga_stop = upcga_block_hi, upcga_bound = 16 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 13 "samples/upc/multifile/grid.upc"
                if (upcga_stop - i == 16) {
#pragma GCC ivdep
#line 13 "samples/upc/multifile/grid.upc"
                    for (upcga_k = 0; upcga_k < 16; upcga_k++, i++, upcga_local_grid++)
                        *upcga_local_grid += i % 7 + 1;
                } else
#line 13 "samples/upc/multifile/grid.upc"
                    for (; i < upcga_stop; i++, upcga_local_grid++)
                        *upcga_local_grid += i % 7 + 1;
            }
        }
#line 13 "samples/upc/multifile/grid.upc"
        upcga_forall_control = upcga_nested1;
    }
    steps_done++;
    upcga_barrier();
    if (MYTHREAD == 0)
        generation_set(generation_get() + 1);
    upcga_barrier();
}

int grid_steps_done(void) {

    return steps_done;
}

/* the number of cells that differ from the value after `steps` steps */
int grid_check(int steps) {

    int i, bad = 0;
    {
#line 31 "samples/upc/multifile/grid.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcga_gather_lo2 = (long)0;
        long upcga_gather_hi2 = (long)(16 * THREADS);
#line 31 "samples/upc/multifile/grid.upc"
        if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)(16 * THREADS) && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
            int upcga_gathered3[16384 / sizeof(int)];
            if (upcga_gather_lo2 < upcga_gather_hi2) {
                upcga_get_range(upcga_gathered3, upcga_add(grid_ref(0), sizeof(int), upcga_gather_lo2, 16), sizeof(int), 16, upcga_gather_hi2 - upcga_gather_lo2);
            }
#line 31 "samples/upc/multifile/grid.upc"
            for (i = 0; i < 16 * THREADS; i++)
                if (upcga_gathered3[i - upcga_gather_lo2] != steps * (i % 7 + 1))
                    bad++;
        } else
#line 31 "samples/upc/multifile/grid.upc"
            for (i = 0; i < 16 * THREADS; i++)
                if (grid_get(i) != steps * (i % 7 + 1))
                    bad++;
    }
#line 34 "samples/upc/multifile/grid.upc"
    return bad;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_grid(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_grid = NGA_Create_irreg(C_INT, 2, dims, "grid", block, upcga_rows);
        grid_local = upcga_own_row(g_grid, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_generation = NGA_Create_irreg(C_INT, 2, dims, "generation", block, upcga_one_block);
        generation_local = upcga_own_row(g_generation, sizeof(int));
    }
}
static void (*const upcga_create_grid_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_grid;
