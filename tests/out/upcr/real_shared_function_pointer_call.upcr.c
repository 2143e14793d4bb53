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
#line 1 "tests/in/real/shared_function_pointer_call.upc"
/* A shared pointer to a function called by its name (`scale(21L)`), as through `*`: the call
   reads the pointer first. A function's address is a process's own, so the thread that
   stored a pointer calls it: thread 0 for the scalars, each thread for its element. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/shared_function_pointer_call.upc"
static long twice(long x) {
#line 7 "tests/in/real/shared_function_pointer_call.upc"
    return 2 * x;
}
#line 8 "tests/in/real/shared_function_pointer_call.upc"
static long square(long x) {
#line 8 "tests/in/real/shared_function_pointer_call.upc"
    return x * x;
}
upcr_pshared_ptr_t scale;
upcr_pshared_ptr_t unprototyped;
upcr_pshared_ptr_t per_thread;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    upcr_put_pshared_val(upcr_add_pshared1(per_thread, sizeof(long (*)(long)), ((int)upcr_mythread())), 0, (uintptr_t)(((int)upcr_mythread()) % 2 ? square : twice), sizeof(long (*)(long)));
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(scale, 0, (uintptr_t)twice, sizeof(long (*)(long)));
        upcr_put_pshared_val_strict(unprototyped, 0, (uintptr_t)square, sizeof(long (*)()));
        printf("scale(21) %ld, (*scale)(4) %ld, unprototyped(9) %ld\n", ((long (*)(long))(uintptr_t)upcr_get_pshared_val(scale, 0, sizeof(long (*)(long))))(21L), (*(long (*)(long))(uintptr_t)upcr_get_pshared_val(scale, 0, sizeof(long (*)(long))))(4L), ((long (*)())(uintptr_t)upcr_get_pshared_val_strict(unprototyped, 0, sizeof(long (*)())))(9L));
    }

    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    long mine = ((long (*)(long))(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(per_thread, sizeof(long (*)(long)), ((int)upcr_mythread())), 0, sizeof(long (*)(long))))(5L);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (mine != (((int)upcr_mythread()) % 2 ? 25 : 10))
        printf("thread %d: per_thread[MYTHREAD](5) %ld\n", ((int)upcr_mythread()), mine);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_shared_function_pointer_call(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &scale, sizeof(long (*)(long)), 1, 0, sizeof(long (*)(long)), "scale", "long (*shared)(long)" },
        { &unprototyped, sizeof(long (*)()), 1, 0, sizeof(long (*)()), "unprototyped", "long (*strict shared)()" },
        { &per_thread, sizeof(long (*)(long)), ((int)upcr_threads()), 0, sizeof(long (*)(long)), "per_thread", "long (*shared [1 * THREADS])(long)" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_shared_function_pointer_call_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_shared_function_pointer_call;
