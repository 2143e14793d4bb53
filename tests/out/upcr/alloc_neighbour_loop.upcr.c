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
#line 1 "samples/upc/alloc_neighbour_loop.upc"
/* alloc_neighbour_loop.upc - a loop that allocates with upc_all_alloc each iteration, casts
   `p + partner` to `shared [] int *`, writes the partner's whole block through it at once,
   synchronises (upc_barrier, or upc_notify/upc_wait) and reads its own block back; half the
   iterations free with upc_all_free (the memory may be reused), half with upc_free by one
   thread (it is not). Memory from a collective allocation must be usable by every thread as
   soon as the call returns, and a pointer cast to `shared []` reaches that thread's block. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 13 "samples/upc/alloc_neighbour_loop.upc"
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    /* partners: 0-1, 2-3, ...; a last odd thread is its own partner */
    int partner = (((int)upcr_mythread()) ^ 1) < ((int)upcr_threads()) ? ((int)upcr_mythread()) ^ 1 : ((int)upcr_mythread());
    int bad = 0;
    for (int it = 0; it < 24; it++) {
        upcr_pshared_ptr_t p = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), 256 * sizeof(int)));
        upcr_pshared_ptr_t theirs = upcr_add_pshared1(p, sizeof(int), partner);
        upcr_pshared_ptr_t mine = upcr_add_pshared1(p, sizeof(int), ((int)upcr_mythread()));
        if (upcr_threadof_shared(upcr_pshared_to_shared(theirs)) != (size_t)partner || upcr_phaseof_shared(upcr_pshared_to_shared(theirs)) != 0)
            bad++;
        {
#line 27 "samples/upc/alloc_neighbour_loop.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine1 = upcr_threadof_pshared(theirs) == upcr_mythread() ? upcr_pshared_to_local(theirs) : 0;
            long upcrt_phase1 = upcr_phaseof_pshared(theirs);
#line 27 "samples/upc/alloc_neighbour_loop.upc"
            if (upcrt_mine1)
#line 27 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    upcrt_mine1[k] = it * 100000 + ((int)upcr_mythread()) * 1000 + k;
            else
#line 27 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    ({ int upcrt_store2 = it * 100000 + ((int)upcr_mythread()) * 1000 + k; upcrt_mine1 ? (void)(upcrt_mine1[k] = upcrt_store2) : (void)upcr_put_pshared_val(upcr_add_psharedI(theirs, sizeof(int), k), 0, (int)upcrt_store2, sizeof(int)); });
        }
#line 29 "samples/upc/alloc_neighbour_loop.upc"
        if (it % 3 == 0) {
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        } else {
            upcr_notify(0, UPCR_BARRIERFLAG_ANONYMOUS);
            upcr_wait(0, UPCR_BARRIERFLAG_ANONYMOUS);
        }
        {
#line 35 "samples/upc/alloc_neighbour_loop.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine3 = upcr_threadof_pshared(mine) == upcr_mythread() ? upcr_pshared_to_local(mine) : 0;
            long upcrt_phase3 = upcr_phaseof_pshared(mine);
#line 35 "samples/upc/alloc_neighbour_loop.upc"
            if (upcrt_mine3) {
#line 35 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    if (upcrt_mine3[k] != it * 100000 + partner * 1000 + k)
                        bad++;
            } else
#line 35 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    if ((upcrt_mine3 ? upcrt_mine3[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(mine, sizeof(int), k), 0, sizeof(int))) != it * 100000 + partner * 1000 + k)
                        bad++;
        }
        /* p + MYTHREAD (cyclic) is the first int of my block */
#line 39 "samples/upc/alloc_neighbour_loop.upc"
        if ((int)upcr_get_pshared_val(upcr_add_pshared1(p, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) != it * 100000 + partner * 1000)
            bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (it % 2 == 0)
            upcr_all_free(upcr_pshared_to_shared(p));
        else if (((int)upcr_mythread()) == 0)
            upcr_free(upcr_pshared_to_shared(p));
    }
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        for (int t = 0; t < ((int)upcr_threads()); t++)
            total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        printf("%d iterations of %d ints per thread\n", 24, 256);
        if (total)
            printf("FAIL: alloc_neighbour_loop: %d wrong values\n", total);
        else
            printf("PASS: alloc_neighbour_loop\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_alloc_neighbour_loop(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_alloc_neighbour_loop_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_alloc_neighbour_loop;
