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
#line 1 "samples/upc/multifile/main.upc"
/* multifile/main.upc - a UPC program in two files: the shared grid lives in grid.upc and is reached here through extern shared declarations (grid.h); build with the Makefile. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [16] int grid[16 * THREADS]`: a GA array (one row per thread); this thread's part is grid_local. */
extern int g_grid;
extern int *grid_local;
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
#line 1 "samples/upc/multifile/grid.h"
/* multifile/grid.h - what main.upc needs from grid.upc: the shared data as extern declarations and the functions. */
#line 10 "samples/upc/multifile/grid.h"
void grid_step(void);
int grid_steps_done(void);
int grid_check(int steps);
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
#line 9 "samples/upc/multifile/main.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int s, errors = 0;

    for (s = 0; s < 3; s++)
        grid_step();
    /* the data written by grid.upc is visible here, and its layout is the same */
    if (MYTHREAD == 0) {
        errors += grid_check(3);
        if (generation_get() != 3)
            errors++;
        if (grid_steps_done() != 3)
            errors++;
        if (upcga_threadof(grid_ref(16 * (THREADS - 1))) != (size_t)(THREADS - 1))
            errors++;
        if (errors)
            printf("FAIL: multifile: %d errors\n", errors);
        else
            printf("PASS: multifile\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_main(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_main_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_main;
