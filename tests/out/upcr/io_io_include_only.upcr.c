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
#line 1 "tests/in/upc_io/io_include_only.upc"
/* A program that includes upc_io.h and calls none of it (many public programs do). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_io.h>
#include <stdio.h>
#line 6 "tests/in/upc_io/io_include_only.upc"
upcr_pshared_ptr_t counts;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upc_off_t offset = 0;
    upcr_put_pshared_val(upcr_add_pshared1(counts, sizeof(int), ((int)upcr_mythread())), 0, (int)(((int)upcr_mythread()) + 1), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int sum = 0;
        for (int i = 0; i < ((int)upcr_threads()); i++)
            sum += (int)upcr_get_pshared_val(upcr_add_pshared1(counts, sizeof(int), i), 0, sizeof(int));
        offset = sum;
        printf(sum == ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2 && offset == sum ? "PASS: io_include_only\n" : "FAIL: io_include_only\n");
    }

    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_io_include_only(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counts, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "counts", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_io_include_only_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_io_include_only;
