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
#line 1 "tests/in/real/stack_zero.upc"
/* A local array of main read where it was never written: a fresh process's main finds its
   stack unused, zero, and programs (GA's tests among them) print those zeros; under both
   backends main runs on zeroed stack too. Prints how many of the ints are not zero. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared long nonzero[THREADS]`: a GA array (one row per thread); this thread's part is nonzero_local. */
int g_nonzero;
long *nonzero_local;
/* `nonzero[i]`: read in place on its thread or node, else NGA_Get. */
static inline long nonzero_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_nonzero, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return nonzero_local[pos];
    upcga_get_at(g_nonzero, t, pos, &v, sizeof v);
    return v;
}
/* `nonzero[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long nonzero_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_nonzero, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        nonzero_local[pos] = v;
    else
        upcga_put_at(g_nonzero, t, pos, &v, sizeof v);
    return v;
}
#line 9 "tests/in/real/stack_zero.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    volatile int unwritten[4096];
    long n = 0;
    for (int i = 0; i < 4096; i++)
        n += unwritten[i] != 0;
    nonzero_set(MYTHREAD, n);
    upcga_barrier();
    if (MYTHREAD == 0) {
        long total = 0;
        for (int t = 0; t < THREADS; t++)
            total += nonzero_get(t);
        printf("ints not zero: %ld\n", total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_stack_zero(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_nonzero = NGA_Create_irreg(C_LONG, 2, dims, "nonzero", block, upcga_rows);
        nonzero_local = upcga_own_row(g_nonzero, sizeof(long));
    }
}
static void (*const upcga_create_stack_zero_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_stack_zero;
