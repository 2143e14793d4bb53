#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/multifile/grid.upc"
/* multifile/grid.upc - the shared grid, its generation counter and the functions that update and check it; linked with main.upc. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 1 "samples/upc/multifile/grid.h"
/* multifile/grid.h - what main.upc needs from grid.upc: the shared data as extern declarations and the functions. */
#line 7 "samples/upc/multifile/grid.h"
extern upcr_shared_ptr_t grid;
extern upcr_pshared_ptr_t generation;

void grid_step(void);
int grid_steps_done(void);
int grid_check(int steps);
#line 5 "samples/upc/multifile/grid.upc"
/* defined here, declared extern in grid.h */
#line 5 "samples/upc/multifile/grid.upc"
upcr_shared_ptr_t grid;
upcr_pshared_ptr_t generation;
/* private to each thread and to this file */
#line 7 "samples/upc/multifile/grid.upc"
static int steps_done;

/* one step: every thread updates the cells it owns, then thread 0 counts the generation */
void grid_step(void) {

    int i;
    {
#line 13 "samples/upc/multifile/grid.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 13 "samples/upc/multifile/grid.upc"
        i = 0;
#line 13 "samples/upc/multifile/grid.upc"
        if (upcrt_nested1)
#line 13 "samples/upc/multifile/grid.upc"
            for (; i < 16 * ((int)upcr_threads()); i++)
                ({ upcr_shared_ptr_t upcrt_addr2 = upcr_add_shared(grid, sizeof(int), i, 16); upcr_put_shared_val(upcrt_addr2, 0, (int)((int)upcr_get_shared_val(upcrt_addr2, 0, sizeof(int)) + (i % 7 + 1)), sizeof(int)); });
        else {
#line 13 "samples/upc/multifile/grid.upc"
            /* This thread's blocks of `grid`, each through local pointers. */
#line 13 "samples/upc/multifile/grid.upc"
            for (i = upcrt_forall_first(i, 16); i < 16 * ((int)upcr_threads()); i = upcrt_forall_first(i, 16)) {
#line 13 "samples/upc/multifile/grid.upc"
                int *upcrt_local_grid = upcr_shared_to_local(upcr_add_shared(grid, sizeof(int), i, 16));
                long upcrt_block_lo = i - i % 16, upcrt_block_hi = upcrt_block_lo + 16;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 16 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 13 "samples/upc/multifile/grid.upc"
                if (upcrt_stop - i == 16) {
#pragma GCC ivdep
#line 13 "samples/upc/multifile/grid.upc"
                    for (upcrt_k = 0; upcrt_k < 16; upcrt_k++, i++, upcrt_local_grid++)
                        *upcrt_local_grid += i % 7 + 1;
                } else
#line 13 "samples/upc/multifile/grid.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_grid++)
                        *upcrt_local_grid += i % 7 + 1;
            }
        }
#line 13 "samples/upc/multifile/grid.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    steps_done++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        upcr_put_pshared_val(generation, 0, (int)((int)upcr_get_pshared_val(generation, 0, sizeof(int)) + 1), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
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
        long upcrt_gather_lo3 = (long)0;
        long upcrt_gather_hi3 = (long)(16 * ((int)upcr_threads()));
#line 31 "samples/upc/multifile/grid.upc"
        if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)(16 * ((int)upcr_threads())) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(int))) {
            int upcrt_gathered4[16384 / sizeof(int)];
            if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                upcrt_get_range(upcrt_gathered4, upcr_add_shared(grid, sizeof(int), upcrt_gather_lo3, 16), sizeof(int), 16, upcrt_gather_hi3 - upcrt_gather_lo3);
            }
#line 31 "samples/upc/multifile/grid.upc"
            for (i = 0; i < 16 * ((int)upcr_threads()); i++)
                if (upcrt_gathered4[i - upcrt_gather_lo3] != steps * (i % 7 + 1))
                    bad++;
        } else
#line 31 "samples/upc/multifile/grid.upc"
            for (i = 0; i < 16 * ((int)upcr_threads()); i++)
                if ((int)upcr_get_shared_val(upcr_add_shared(grid, sizeof(int), i, 16), 0, sizeof(int)) != steps * (i % 7 + 1))
                    bad++;
    }
#line 34 "samples/upc/multifile/grid.upc"
    return bad;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_grid(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &generation, sizeof(int), 1, 0, sizeof(int), "generation", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &grid, 16 * sizeof(int), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "grid", "shared [16] int [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_grid_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_grid;
