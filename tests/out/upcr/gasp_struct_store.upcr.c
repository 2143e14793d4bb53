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
#line 1 "tests/in/gasp/struct_store.upc"
/* A private struct stored whole into the neighbour's element: a put event of its size. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 4 "tests/in/gasp/struct_store.upc"
struct P {
    int a;
    double b;
};
#line 8 "tests/in/gasp/struct_store.upc"
upcr_pshared_ptr_t s;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    struct P loc = { ((int)upcr_mythread()), 2.0 };
    upcr_put_pshared(upcr_add_pshared1(s, sizeof(struct P), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, &loc, sizeof loc);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(upcr_add_pshared1(s, sizeof(struct P), ((int)upcr_mythread())), __builtin_offsetof(struct P, a), sizeof(int)) == (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads()) ? 0 : 1;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_struct_store(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &s, sizeof(struct P), ((int)upcr_threads()), 0, sizeof(struct P), "s", "shared struct <anonymous> [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_struct_store_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_struct_store;
