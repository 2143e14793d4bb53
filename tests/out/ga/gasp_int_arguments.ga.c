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
#line 1 "tests/in/gasp/int_arguments.upc"
/* int_arguments.upc - library calls traced with int arguments where the UPC library takes
   size_t (tests/gasp_instrument.rs): the events must carry the converted values. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [3] int a[3 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared long total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
long *total_local;
/* `total`: read in place on its thread or node, else NGA_Get. */
static inline long total_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return total_local[pos];
    upcga_get_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `&total`: a pointer-to-shared. */
static inline upcga_ptr_t total_ref(void) {
    upcga_ptr_t p = { g_total, 0, 0, 0 };
    return p;
}
/* `shared long parts[THREADS]`: a GA array (one row per thread); this thread's part is parts_local. */
int g_parts;
long *parts_local;
/* `parts[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long parts_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_parts, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        parts_local[pos] = v;
    else
        upcga_put_at(g_parts, t, pos, &v, sizeof v);
    return v;
}
/* `&parts[i]`: a pointer-to-shared. */
static inline upcga_ptr_t parts_ref(long i) {
    upcga_ptr_t p = { g_parts, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
#line 10 "tests/in/gasp/int_arguments.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int bytes = 40, blocks = 2, i;
    int buf[3];
    upcga_ptr_t all = upcga_resetphase(upcga_all_alloc(THREADS, 96));
    upcga_ptr_t some = upcga_resetphase(upcga_global_alloc(blocks, bytes));
    for (i = 0; i < 3; i++)
        a_set(3 * MYTHREAD + i, i);
    parts_set(MYTHREAD, MYTHREAD + 1);
    upcga_barrier();
    upcga_memget(buf, a_ref(3 * ((MYTHREAD + 1) % THREADS)), 12);
    upcga_all_reduceL(total_ref(), parts_ref(0), (upc_op_t)1 << 0, THREADS, 1, (void *)0, 0 | 0);
    if (MYTHREAD == 0)
        printf("total=%ld buf=%d%d%d\n", total_get(), buf[0], buf[1], buf[2]);
    upcga_barrier();
    upcga_free(some);
    if (MYTHREAD == 0)
        upcga_free(all);
    return 0;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_int_arguments __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_int_arguments(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_LONG, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_parts = NGA_Create_irreg(C_LONG, 2, dims, "parts", block, upcga_rows);
        parts_local = upcga_own_row(g_parts, sizeof(long));
    }
}
static void (*const upcga_create_int_arguments_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_int_arguments;
