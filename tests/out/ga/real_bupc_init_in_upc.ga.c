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
#line 1 "tests/in/real/bupc_init_in_upc.upc"
/* bupc_init and bupc_init_reentrant called by a UPC main (a file that upcc reads as UPC): the
   runtime has started already, and neither starts it again. */
#include <stdlib.h>
#include <inttypes.h>
#include <bupc_extern.h>
#include <stdio.h>
/* `shared int seen[THREADS]`: a GA array (one row per thread); this thread's part is seen_local. */
int g_seen;
int *seen_local;
/* `seen[i]`: read in place on its thread or node, else NGA_Get. */
static inline int seen_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return seen_local[pos];
    upcga_get_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
/* `seen[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int seen_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        seen_local[pos] = v;
    else
        upcga_put_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
#line 9 "tests/in/real/bupc_init_in_upc.upc"
static int second_main(int argc, char **argv) {

    (void)argv;
    seen_set(MYTHREAD, argc);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int sum = 0;
        for (int i = 0; i < THREADS; i++)
            sum += seen_get(i);
        printf("%d threads, argc sum %d\n", THREADS, sum);
    }
    return 0;
}

int upcga_user_main(int argc, char **argv) {

    upcga_bupc_init(&argc, &argv);
    upcga_bupc_init_reentrant(&argc, &argv, second_main);
    /* not reached */
#line 27 "tests/in/real/bupc_init_in_upc.upc"
    return 1;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_init_in_upc(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_seen = NGA_Create_irreg(C_INT, 2, dims, "seen", block, upcga_rows);
        seen_local = upcga_own_row(g_seen, sizeof(int));
    }
}
static void (*const upcga_create_bupc_init_in_upc_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_init_in_upc;
