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
#line 1 "tests/in/real/bupc_init_in_upc.upc"
/* bupc_init and bupc_init_reentrant called by a UPC main (a file that upcc reads as UPC): the
   runtime has started already, and neither starts it again. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <bupc_extern.h>
#include <stdio.h>
#line 7 "tests/in/real/bupc_init_in_upc.upc"
upcr_pshared_ptr_t seen;

static int second_main(int argc, char **argv) {

    (void)argv;
    upcr_put_pshared_val(upcr_add_pshared1(seen, sizeof(int), ((int)upcr_mythread())), 0, (int)argc, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int sum = 0;
        for (int i = 0; i < ((int)upcr_threads()); i++)
            sum += (int)upcr_get_pshared_val(upcr_add_pshared1(seen, sizeof(int), i), 0, sizeof(int));
        printf("%d threads, argc sum %d\n", ((int)upcr_threads()), sum);
    }
    return 0;
}

int upcrt_user_main(int argc, char **argv) {

    bupc_init(&argc, &argv);
    bupc_init_reentrant(&argc, &argv, second_main);
    /* not reached */
#line 27 "tests/in/real/bupc_init_in_upc.upc"
    return 1;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_init_in_upc(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &seen, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "seen", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_bupc_init_in_upc_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_init_in_upc;
