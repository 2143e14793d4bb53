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
#line 1 "samples/upc/pragma_relaxed.upc"
/* pragma_relaxed.upc - #pragma upc relaxed at file scope (the default made explicit) and #pragma upc strict at the start of a block that publishes a result. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/pragma_relaxed.upc"
upcr_pshared_ptr_t cells;
/* written in a strict block, read in one too */
#line 9 "samples/upc/pragma_relaxed.upc"
upcr_pshared_ptr_t stage;
upcr_pshared_ptr_t verdict;

static int wait_stage(int want) {

    int seen;
    {
        ;
        do {
            seen = (int)upcr_get_pshared_val_strict(stage, 0, sizeof(int));
        } while (seen < want);
    }
    return seen;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;

    if (((int)upcr_mythread()) == 0)
        upcr_put_pshared_val(stage, 0, (int)0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* thread 0 produces everything, then raises the stage with a strict store */
    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 25 * ((int)upcr_threads()); i++)
            upcr_put_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, (int)(i * i % 97), sizeof(int));
        {
            ;
            upcr_put_pshared_val_strict(stage, 0, (int)1, sizeof(int));
        }
    }
    (void)wait_stage(1);
    /* everyone checks the elements it owns, then marks them */
    {
#line 42 "samples/upc/pragma_relaxed.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 42 "samples/upc/pragma_relaxed.upc"
        i = 0;
#line 42 "samples/upc/pragma_relaxed.upc"
        if (upcrt_nested1)
#line 42 "samples/upc/pragma_relaxed.upc"
            for (; i < 25 * ((int)upcr_threads()); i++) {
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, sizeof(int)) != i * i % 97)
                    upcr_put_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, (int)-1, sizeof(int));
                else
                    upcr_put_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, (int)((int)upcr_get_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, sizeof(int)) + 1000), sizeof(int));
            }
        else {
#line 42 "samples/upc/pragma_relaxed.upc"
            /* This thread's elements of `cells`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_cells = upcr_pshared_to_local(upcr_add_pshared1(cells, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 42 "samples/upc/pragma_relaxed.upc"
            long upcrt_bound = 25 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 42 "samples/upc/pragma_relaxed.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 42 "samples/upc/pragma_relaxed.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_cells++) {
                    if (*upcrt_local_cells != i * i % 97)
                        *upcrt_local_cells = -1;
                    else
                        *upcrt_local_cells = *upcrt_local_cells + 1000;
                }
            }
#line 42 "samples/upc/pragma_relaxed.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_cells++) {
                if (*upcrt_local_cells != i * i % 97)
                    *upcrt_local_cells = -1;
                else
                    *upcrt_local_cells = *upcrt_local_cells + 1000;
            }
        }
#line 42 "samples/upc/pragma_relaxed.upc"
        upcrt_forall_control = upcrt_nested1;
    }
#line 48 "samples/upc/pragma_relaxed.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 25 * ((int)upcr_threads()); i++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, sizeof(int)) != i * i % 97 + 1000) {
                if (errors < 5)
                    printf("FAIL: pragma_relaxed: cells[%d] = %d\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(cells, sizeof(int), i), 0, sizeof(int)));
                errors++;
            }
        if (errors)
            printf("FAIL: pragma_relaxed: %d errors\n", errors);
        else
            printf("PASS: pragma_relaxed\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_pragma_relaxed(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cells, sizeof(int), 25 * ((int)upcr_threads()), 0, sizeof(int), "cells", "shared int [25 * THREADS]" },
        { &stage, sizeof(int), 1, 0, sizeof(int), "stage", "shared int" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_pragma_relaxed_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_pragma_relaxed;
