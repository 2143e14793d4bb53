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
#line 1 "samples/upc/multifile/main.upc"
/* multifile/main.upc - a UPC program in two files: the shared grid lives in grid.upc and is reached here through extern shared declarations (grid.h); build with the Makefile. */
#include <stdio.h>
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
#line 7 "samples/upc/multifile/main.upc"
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int s, errors = 0;

    for (s = 0; s < 3; s++)
        grid_step();
    /* the data written by grid.upc is visible here, and its layout is the same */
    if (((int)upcr_mythread()) == 0) {
        errors += grid_check(3);
        if ((int)upcr_get_pshared_val(generation, 0, sizeof(int)) != 3)
            errors++;
        if (grid_steps_done() != 3)
            errors++;
        if (upcr_threadof_shared(upcr_add_shared(grid, sizeof(int), 16 * (((int)upcr_threads()) - 1), 16)) != (size_t)(((int)upcr_threads()) - 1))
            errors++;
        if (errors)
            printf("FAIL: multifile: %d errors\n", errors);
        else
            printf("PASS: multifile\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_main(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_main_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_main;
