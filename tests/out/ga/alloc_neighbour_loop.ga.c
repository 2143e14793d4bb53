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
#line 1 "samples/upc/alloc_neighbour_loop.upc"
/* alloc_neighbour_loop.upc - a loop that allocates with upc_all_alloc each iteration, casts
   `p + partner` to `shared [] int *`, writes the partner's whole block through it at once,
   synchronises (upc_barrier, or upc_notify/upc_wait) and reads its own block back; half the
   iterations free with upc_all_free (the memory may be reused), half with upc_free by one
   thread (it is not). Memory from a collective allocation must be usable by every thread as
   soon as the call returns, and a pointer cast to `shared []` reaches that thread's block. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
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
#line 16 "samples/upc/alloc_neighbour_loop.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    /* partners: 0-1, 2-3, ...; a last odd thread is its own partner */
    int partner = (MYTHREAD ^ 1) < THREADS ? MYTHREAD ^ 1 : MYTHREAD;
    int bad = 0;
    for (int it = 0; it < 24; it++) {
        upcga_ptr_t p = upcga_resetphase(upcga_all_alloc(THREADS, 256 * sizeof(int)));
        upcga_ptr_t theirs = upcga_resetphase(upcga_add(p, sizeof(int), partner, 1));
        upcga_ptr_t mine = upcga_resetphase(upcga_add(p, sizeof(int), MYTHREAD, 1));
        if (upcga_threadof(theirs) != (size_t)partner || upcga_phaseof(theirs) != 0)
            bad++;
        {
#line 27 "samples/upc/alloc_neighbour_loop.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine1 = upcga_mine(theirs);
            long upcga_phase1 = theirs.phase;
#line 27 "samples/upc/alloc_neighbour_loop.upc"
            if (upcga_mine1)
#line 27 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    upcga_mine1[k] = it * 100000 + MYTHREAD * 1000 + k;
            else
#line 27 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    ({ int upcga_store2 = it * 100000 + MYTHREAD * 1000 + k; upcga_mine1 ? (void)(upcga_mine1[k] = upcga_store2) : (void)UPCGA_WRITE(int, upcga_add(theirs, sizeof(int), k, 0), upcga_store2); });
        }
#line 29 "samples/upc/alloc_neighbour_loop.upc"
        if (it % 3 == 0) {
            upcga_barrier();
        } else {
            upcga_notify();
            upcga_wait();
        }
        {
#line 35 "samples/upc/alloc_neighbour_loop.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine3 = upcga_mine(mine);
            long upcga_phase3 = mine.phase;
#line 35 "samples/upc/alloc_neighbour_loop.upc"
            if (upcga_mine3) {
#line 35 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    if (upcga_mine3[k] != it * 100000 + partner * 1000 + k)
                        bad++;
            } else
#line 35 "samples/upc/alloc_neighbour_loop.upc"
                for (int k = 0; k < 256; k++)
                    if ((upcga_mine3 ? upcga_mine3[k] : UPCGA_READ(int, upcga_add(mine, sizeof(int), k, 0))) != it * 100000 + partner * 1000 + k)
                        bad++;
        }
        /* p + MYTHREAD (cyclic) is the first int of my block */
#line 39 "samples/upc/alloc_neighbour_loop.upc"
        if (UPCGA_READ(int, upcga_add(p, sizeof(int), MYTHREAD, 1)) != it * 100000 + partner * 1000)
            bad++;
        upcga_barrier();
        if (it % 2 == 0)
            upcga_all_free(p);
        else if (MYTHREAD == 0)
            upcga_free(p);
    }
    errs_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        for (int t = 0; t < THREADS; t++)
            total += errs_get(t);
        printf("%d iterations of %d ints per thread\n", 24, 256);
        if (total)
            printf("FAIL: alloc_neighbour_loop: %d wrong values\n", total);
        else
            printf("PASS: alloc_neighbour_loop\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_alloc_neighbour_loop(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_alloc_neighbour_loop_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_alloc_neighbour_loop;
