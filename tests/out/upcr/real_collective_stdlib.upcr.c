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
#line 1 "tests/in/real/collective_stdlib.upc"
/* upc_strict.h and upc_collective.h, as other compilers' headers, bring stdlib.h. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#include <stdio.h>
#line 6 "tests/in/real/collective_stdlib.upc"
upcr_pshared_ptr_t src;
upcr_pshared_ptr_t dst;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    srand(3);
    upcr_put_pshared_val_strict(upcr_add_pshared1(src, sizeof(int), ((int)upcr_mythread())), 0, (int)((rand() <= 2147483647) + ((int)upcr_mythread())), sizeof(int));
    upc_all_reduceI(upcr_pshared_to_shared(dst), upcr_pshared_to_shared(src), (upc_op_t)1 << 0, ((int)upcr_threads()), 1, (void *)0, 0 | 0);
    if (((int)upcr_mythread()) == 0)
        printf("sum %d abs %d\n", (int)upcr_get_pshared_val_strict(dst, 0, sizeof(int)), abs(-((int)upcr_threads())));
    exit(0);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_collective_stdlib(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &src, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "src", "shared int [1 * THREADS]" },
        { &dst, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "dst", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_collective_stdlib_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_collective_stdlib;
