#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/bupc_extern_part.upc"
/* The UPC part of bupc_extern_main.c's program. */
#include <stdlib.h>
#include <inttypes.h>
#include <bupc_extern.h>
#include <stdio.h>
#include <string.h>
/* `shared int base`: a GA array (on thread 0); this thread's part is base_local. */
int g_base;
int *base_local;
/* `base`: read in place on its thread or node, else NGA_Get. */
static inline int base_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_base, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return base_local[pos];
    upcga_get_at(g_base, t, pos, &v, sizeof v);
    return v;
}
#line 7 "tests/in/real/bupc_extern_part.upc"
/* Shared data with an initialiser: bupc_init runs the files' start-up. */


/* The sum of every thread's int of the bupc_extern_all_alloc object whose local part on this
   thread is mine, plus base. */
long part_sum(int *mine) {

    upcga_ptr_t all = upcga_resetphase(upcga_bupc_local_to_shared(mine, 0, 0));
    long s = base_get();
    for (int i = 0; i < THREADS; i++)
        s += UPCGA_READ(int, upcga_add(all, sizeof(int), i, 1));
    return s;
}

/* Whether own, the local address of a bupc_extern_alloc object of this thread, is this
   thread's shared data holding "thread MYTHREAD". */
int part_check(void *own) {

    upcga_ptr_t p = upcga_resetphase(upcga_bupc_local_to_shared(own, MYTHREAD, 0));
    char want[32], got[32];
    snprintf(want, sizeof want, "thread %d", MYTHREAD);
    upcga_memget(got, p, sizeof got);
    /* bupc_extern.h's functions from UPC code too. */
    return upcga_threadof(p) == (size_t)MYTHREAD && strcmp(got, want) == 0 && upcga_bupc_extern_mythread() == MYTHREAD && upcga_bupc_extern_threads() == THREADS;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_extern_part(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_base = NGA_Create_irreg(C_INT, 2, dims, "base", block, upcga_one_block);
        base_local = upcga_own_row(g_base, sizeof(int));
    }
}
static void (*const upcga_create_bupc_extern_part_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_extern_part;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_bupc_extern_part(void) {
    if (MYTHREAD == 0)
        base_local[0] = 5;
}
static void (*const upcga_init_bupc_extern_part_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_bupc_extern_part;
