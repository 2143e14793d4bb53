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
#line 1 "tests/in/upc_io/io_include_only.upc"
/* A program that includes upc_io.h and calls none of it (many public programs do). */
#include <stdlib.h>
#include <inttypes.h>
#include <upcga_io.h>
#include <stdio.h>
/* `shared int counts[THREADS]`: a GA array (one row per thread); this thread's part is counts_local. */
int g_counts;
int *counts_local;
/* `counts[i]`: read in place on its thread or node, else NGA_Get. */
static inline int counts_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_counts, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counts_local[pos];
    upcga_get_at(g_counts, t, pos, &v, sizeof v);
    return v;
}
/* `counts[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int counts_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_counts, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        counts_local[pos] = v;
    else
        upcga_put_at(g_counts, t, pos, &v, sizeof v);
    return v;
}
#line 8 "tests/in/upc_io/io_include_only.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upc_off_t offset = 0;
    counts_set(MYTHREAD, MYTHREAD + 1);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int sum = 0;
        for (int i = 0; i < THREADS; i++)
            sum += counts_get(i);
        offset = sum;
        printf(sum == THREADS * (THREADS + 1) / 2 && offset == sum ? "PASS: io_include_only\n" : "FAIL: io_include_only\n");
    }

    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_io_include_only(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_counts = NGA_Create_irreg(C_INT, 2, dims, "counts", block, upcga_rows);
        counts_local = upcga_own_row(g_counts, sizeof(int));
    }
}
static void (*const upcga_create_io_include_only_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_io_include_only;
