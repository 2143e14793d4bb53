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
#line 1 "tests/in/real/stack_zero.upc"
/* A local array of main read where it was never written: a fresh process's main finds its
   stack unused, zero, and programs (GA's tests among them) print those zeros; under both
   backends main runs on zeroed stack too. Prints how many of the ints are not zero. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/stack_zero.upc"
upcr_pshared_ptr_t nonzero;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    volatile int unwritten[4096];
    long n = 0;
    for (int i = 0; i < 4096; i++)
        n += unwritten[i] != 0;
    upcr_put_pshared_val(upcr_add_pshared1(nonzero, sizeof(long), ((int)upcr_mythread())), 0, (long)n, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        long total = 0;
        for (int t = 0; t < ((int)upcr_threads()); t++)
            total += (long)upcr_get_pshared_val(upcr_add_pshared1(nonzero, sizeof(long), t), 0, sizeof(long));
        printf("ints not zero: %ld\n", total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_stack_zero(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &nonzero, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "nonzero", "shared long [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_stack_zero_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_stack_zero;
