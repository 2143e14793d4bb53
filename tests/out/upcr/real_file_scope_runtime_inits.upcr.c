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
#line 1 "tests/in/real/file_scope_runtime_inits.upc"
/* File-scope private variables whose initial values only the running program knows (the
   thread count and sizes that depend on it, the thread's number): each is set at
   start-up, under both backends. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/file_scope_runtime_inits.upc"
upcr_pshared_ptr_t a;
upcr_shared_ptr_t starred;

int threads;
int me;
size_t whole;
size_t local = (size_t)3 * sizeof(int);
size_t block;
long twice;
int constant = sizeof(int) * 4;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me != ((int)upcr_mythread()))
        printf("thread %d: me %d\n", ((int)upcr_mythread()), me);
    if (((int)upcr_mythread()) == 0)
        printf("threads %d whole %zu local %zu block %zu twice %ld constant %d\n", threads, whole, local, block, twice, constant);

    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_file_scope_runtime_inits(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 3 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [3 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &starred, 2 * sizeof(int), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(int), "starred", "shared [2] int [2 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_file_scope_runtime_inits_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_file_scope_runtime_inits;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_file_scope_runtime_inits(void) {
    threads = ((int)upcr_threads());
    me = ((int)upcr_mythread());
    whole = sizeof(int) * 3 * ((int)upcr_threads());
    block = (size_t)2;
    twice = 2L * ((int)upcr_threads()) + 1;
}
static void (*const upcrt_init_file_scope_runtime_inits_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_file_scope_runtime_inits;
