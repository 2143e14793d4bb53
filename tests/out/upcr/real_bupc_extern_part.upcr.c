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
#line 1 "tests/in/real/bupc_extern_part.upc"
/* The UPC part of bupc_extern_main.c's program. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <bupc_extern.h>
#include <stdio.h>
#include <string.h>
#line 7 "tests/in/real/bupc_extern_part.upc"
/* Shared data with an initialiser: bupc_init runs the files' start-up. */
upcr_pshared_ptr_t base;

/* The sum of every thread's int of the bupc_extern_all_alloc object whose local part on this
   thread is mine, plus base. */
long part_sum(int *mine) {

    upcr_pshared_ptr_t all = upcr_shared_to_pshared(bupc_local_to_shared(mine, 0, 0));
    long s = (int)upcr_get_pshared_val(base, 0, sizeof(int));
    for (int i = 0; i < ((int)upcr_threads()); i++)
        s += (int)upcr_get_pshared_val(upcr_add_pshared1(all, sizeof(int), i), 0, sizeof(int));
    return s;
}

/* Whether own, the local address of a bupc_extern_alloc object of this thread, is this
   thread's shared data holding "thread MYTHREAD". */
int part_check(void *own) {

    upcr_pshared_ptr_t p = upcr_shared_to_pshared(bupc_local_to_shared(own, ((int)upcr_mythread()), 0));
    char want[32], got[32];
    snprintf(want, sizeof want, "thread %d", ((int)upcr_mythread()));
    upcr_memget(got, upcr_pshared_to_shared(p), sizeof got);
    /* bupc_extern.h's functions from UPC code too. */
    return upcr_threadof_shared(upcr_pshared_to_shared(p)) == (size_t)((int)upcr_mythread()) && strcmp(got, want) == 0 && bupc_extern_mythread() == ((int)upcr_mythread()) && bupc_extern_threads() == ((int)upcr_threads());
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_extern_part(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &base, sizeof(int), 1, 0, sizeof(int), "base", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_bupc_extern_part_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_extern_part;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_bupc_extern_part(void) {
    if (upcr_mythread() == 0) {
        int upcrt_value = 5;
        upcr_put_pshared(base, 0, &upcrt_value, sizeof upcrt_value);
    }
}
static void (*const upcrt_init_bupc_extern_part_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_bupc_extern_part;
