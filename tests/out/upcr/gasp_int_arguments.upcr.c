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
#line 1 "tests/in/gasp/int_arguments.upc"
/* int_arguments.upc - library calls traced with int arguments where the UPC library takes
   size_t (tests/gasp_instrument.rs): the events must carry the converted values. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#include <stdio.h>
#line 6 "tests/in/gasp/int_arguments.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t parts;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int bytes = 40, blocks = 2, i;
    int buf[3];
    upcr_pshared_ptr_t all = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), 96));
    upcr_pshared_ptr_t some = upcr_shared_to_pshared(upcr_global_alloc(blocks, bytes));
    for (i = 0; i < 3; i++)
        upcr_put_shared_val(upcr_add_shared(a, sizeof(int), 3 * ((int)upcr_mythread()) + i, 3), 0, (int)i, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(parts, sizeof(long), ((int)upcr_mythread())), 0, (long)(((int)upcr_mythread()) + 1), sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_memget(buf, upcr_add_shared(a, sizeof(int), 3 * ((((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 3), 12);
    upc_all_reduceL(upcr_pshared_to_shared(total), upcr_pshared_to_shared(parts), (upc_op_t)1 << 0, ((int)upcr_threads()), 1, (void *)0, 0 | 0);
    if (((int)upcr_mythread()) == 0)
        printf("total=%ld buf=%d%d%d\n", (long)upcr_get_pshared_val(total, 0, sizeof(long)), buf[0], buf[1], buf[2]);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_free(upcr_pshared_to_shared(some));
    if (((int)upcr_mythread()) == 0)
        upcr_free(upcr_pshared_to_shared(all));
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_int_arguments(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &total, sizeof(long), 1, 0, sizeof(long), "total", "shared long" },
        { &parts, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "parts", "shared long [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "a", "shared [3] int [3 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_int_arguments_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_int_arguments;
