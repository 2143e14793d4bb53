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
#line 1 "samples/upc/barrier_named.upc"
/* barrier_named.upc - upc_barrier with and without an expression: constant, computed and loop-dependent ids, and an anonymous barrier matching named ones. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int slot[THREADS]`: a GA array (one row per thread); this thread's part is slot_local. */
int g_slot;
int *slot_local;
/* `slot[i]`: read in place on its thread or node, else NGA_Get. */
static inline int slot_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_slot, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return slot_local[pos];
    upcga_get_at(g_slot, t, pos, &v, sizeof v);
    return v;
}
/* `slot[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int slot_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_slot, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        slot_local[pos] = v;
    else
        upcga_put_at(g_slot, t, pos, &v, sizeof v);
    return v;
}
/* `shared int seen[THREADS][5]`: a GA array (one row per thread); this thread's part is seen_local. */
int g_seen;
int *seen_local;
/* `seen[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int seen_get(long i0, long i1) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return seen_local[pos];
    upcga_get_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
/* `seen[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int seen_set(long i0, long i1, int v) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        seen_local[pos] = v;
    else
        upcga_put_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 10 "samples/upc/barrier_named.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int step, t, errors = 0;
    int right = (MYTHREAD + 1) % THREADS;

    slot_set(MYTHREAD, -1);
    /* anonymous */
#line 16 "samples/upc/barrier_named.upc"
    upcga_barrier();
    for (step = 0; step < 5; step++) {
        slot_set(MYTHREAD, 100 * step + MYTHREAD);
        /* the same id on every thread */
#line 19 "samples/upc/barrier_named.upc"
        upcga_barrier_value(step);
        seen_set(MYTHREAD, step, slot_get(right));
        /* nobody overwrites a slot before it is read */
#line 21 "samples/upc/barrier_named.upc"
        upcga_barrier_value(step * 2 + 1);
    }
    upcga_barrier_value(42);
    /* an anonymous barrier matches any id: odd threads name it, even ones do not */
    if (MYTHREAD % 2)
        upcga_barrier_value(7);
    else
        upcga_barrier();
    upcga_barrier_value((int)sizeof(long));

    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++)
            for (step = 0; step < 5; step++) {
                int want = 100 * step + (t + 1) % THREADS;
                if (seen_get(t, step) != want) {
                    if (errors < 5)
                        printf("FAIL: barrier_named: thread %d step %d saw %d, expected %d\n", t, step, seen_get(t, step), want);

                    errors++;
                }
            }
        if (errors)
            printf("FAIL: barrier_named: %d errors\n", errors);
        else
            printf("PASS: barrier_named\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_barrier_named(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_slot = NGA_Create_irreg(C_INT, 2, dims, "slot", block, upcga_rows);
        slot_local = upcga_own_row(g_slot, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_seen = NGA_Create_irreg(C_INT, 2, dims, "seen", block, upcga_rows);
        seen_local = upcga_own_row(g_seen, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_barrier_named_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_barrier_named;
