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
#line 1 "samples/upc/coll_scatter_gather.upc"
/* coll_scatter_gather.upc - upc_all_scatter and upc_all_gather: one thread's data dealt out in blocks, worked on locally, collected again; also with the last thread as the root. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_scatter_gather.upc"
/* on thread 0 */
#line 7 "samples/upc/coll_scatter_gather.upc"
upcr_pshared_ptr_t whole;
/* one block per thread */
#line 8 "samples/upc/coll_scatter_gather.upc"
upcr_shared_ptr_t parts;
/* on thread 0 */
#line 9 "samples/upc/coll_scatter_gather.upc"
upcr_pshared_ptr_t back;
/* on the last thread, allocated there */
#line 10 "samples/upc/coll_scatter_gather.upc"
upcr_pshared_ptr_t root_buf;
upcr_shared_ptr_t lparts;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;
    int *mine;

    if (((int)upcr_mythread()) == 0)
        for (i = 0; i < 8 * ((int)upcr_threads()); i++)
            upcr_put_pshared_val(upcr_add_psharedI(whole, sizeof(int), i), 0, (int)(3 * i + 1), sizeof(int));
    upc_all_scatter(parts, upcr_pshared_to_shared(whole), 8 * sizeof(int), 0 | 0);
    /* work on my block through a local pointer */
    mine = (int *)upcr_shared_to_local(upcr_add_shared(parts, sizeof(int), 8 * ((int)upcr_mythread()), 8));
    for (i = 0; i < 8; i++)
        mine[i] = 2 * mine[i] + ((int)upcr_mythread());
    upc_all_gather(upcr_pshared_to_shared(back), parts, 8 * sizeof(int), 0 | 0);

    /* the same with a root that is not thread 0 */
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        ({ upcr_pshared_ptr_t upcrt_val1 = upcr_shared_to_pshared(upcr_alloc(8 * ((int)upcr_threads()) * sizeof(long))); upcr_put_pshared(root_buf, 0, &upcrt_val1, sizeof upcrt_val1); });
        for (i = 0; i < 8 * ((int)upcr_threads()); i++)
            upcr_put_pshared_val(upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val2; upcr_get_pshared(&upcrt_val2, root_buf, 0, sizeof upcrt_val2); upcrt_val2; }), sizeof(long), i), 0, (long)(1000L - i), sizeof(long));
    }
    /* root_buf is set */
#line 35 "samples/upc/coll_scatter_gather.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upc_all_scatter(lparts, upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, root_buf, 0, sizeof upcrt_val3); upcrt_val3; })), 8 * sizeof(long), 0 | 0);
    for (i = 0; i < 8; i++)
        upcr_put_shared_val(upcr_add_shared(lparts, sizeof(long), 8 * ((int)upcr_mythread()) + i, 8), 0, (long)-(long)upcr_get_shared_val(upcr_add_shared(lparts, sizeof(long), 8 * ((int)upcr_mythread()) + i, 8), 0, sizeof(long)), sizeof(long));
    upc_all_gather(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val4; upcr_get_pshared(&upcrt_val4, root_buf, 0, sizeof upcrt_val4); upcrt_val4; })), lparts, 8 * sizeof(long), 0 | 0);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 8 * ((int)upcr_threads()); i++) {
            if ((int)upcr_get_pshared_val(upcr_add_psharedI(back, sizeof(int), i), 0, sizeof(int)) != 2 * (3 * i + 1) + i / 8) {
                if (errors < 5)
                    printf("FAIL: coll_scatter_gather: back[%d] = %d\n", i, (int)upcr_get_pshared_val(upcr_add_psharedI(back, sizeof(int), i), 0, sizeof(int)));
                errors++;
            }
            if ((long)upcr_get_pshared_val(upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, root_buf, 0, sizeof upcrt_val5); upcrt_val5; }), sizeof(long), i), 0, sizeof(long)) != -(1000L - i))
                errors++;
        }
        if (errors)
            printf("FAIL: coll_scatter_gather: %d errors\n", errors);
        else
            printf("PASS: coll_scatter_gather\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        upcr_free(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, root_buf, 0, sizeof upcrt_val6); upcrt_val6; })));
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_scatter_gather(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &whole, sizeof(int) * 8 * ((int)upcr_threads()), 1, 0, sizeof(int), "whole", "shared [] int [8 * THREADS]" },
        { &back, sizeof(int) * 8 * ((int)upcr_threads()), 1, 0, sizeof(int), "back", "shared [] int [8 * THREADS]" },
        { &root_buf, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "root_buf", "shared [] long *shared" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &parts, 8 * sizeof(int), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "parts", "shared [8] int [8 * THREADS]" },
        { &lparts, 8 * sizeof(long), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(long), "lparts", "shared [8] long [8 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_coll_scatter_gather_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_scatter_gather;
