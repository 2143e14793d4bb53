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
#line 1 "samples/upc/castable.upc"
/* castable.upc - <upc_castable.h>: upc_cast gives a usable local pointer for data with local affinity, upc_thread_info tells which other threads' data may be cast, and cast pointers agree with shared accesses. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [16] int blocks[16 * THREADS]`: a GA array (one row per thread); this thread's part is blocks_local. */
int g_blocks;
int *blocks_local;
/* `blocks[i]`: read in place on its thread or node, else NGA_Get. */
static inline int blocks_get(long i) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_blocks, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return blocks_local[pos];
    upcga_get_at(g_blocks, t, pos, &v, sizeof v);
    return v;
}
/* `&blocks[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blocks_ref(long i) {
    upcga_ptr_t p = { g_blocks, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
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
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
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
#line 11 "samples/upc/castable.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, bad = 0;
    upc_thread_info_t self = upcga_thread_info(MYTHREAD);
    upcga_ptr_t heap = upcga_resetphase(upcga_alloc(16 * sizeof(int)));
    int *p = (int *)upcga_cast(blocks_ref(16 * MYTHREAD));
    int *h = (int *)upcga_cast(heap);

    /* my own data is always castable, whatever its kind */
    if (p == (void *)0 || h == (void *)0 || p != (int *)upcga_to_local(blocks_ref(16 * MYTHREAD))) {
        bad++;
    } else {
        for (i = 0; i < 16; i++) {
            p[i] = MYTHREAD * 16 + i;
            h[i] = -i;
        }
    }
    if ((self.guaranteedCastable & (1 << 0 | 1 << 1 | 1 << 2 | 1 << 3)) != (1 << 0 | 1 << 1 | 1 << 2 | 1 << 3))
        bad++;
    if (upcga_cast(UPCGA_NULL) != (void *)0)
        bad++;
    upcga_barrier();

    /* other threads: use a local pointer only where upc_cast provides one */
    for (t = 0; t < THREADS; t++) {
        upc_thread_info_t info = upcga_thread_info(t);
        int *q = (int *)upcga_cast(blocks_ref(16 * t));
        if (info.guaranteedCastable & 1 << 3 && q == (void *)0)
            /* a guarantee that did not hold */
#line 39 "samples/upc/castable.upc"
            bad++;
        if (q != (void *)0)
            for (i = 0; i < 16; i++)
                if (q[i] != blocks_get(16 * t + i) || q[i] != t * 16 + i)
                    bad++;
    }
    {
#line 45 "samples/upc/castable.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine1 = upcga_mine(heap);
        long upcga_phase1 = heap.phase;
#line 45 "samples/upc/castable.upc"
        if (upcga_mine1) {
#line 45 "samples/upc/castable.upc"
            for (i = 0; i < 16; i++)
                if (upcga_mine1[i] != -i)
                    bad++;
        } else
#line 45 "samples/upc/castable.upc"
            for (i = 0; i < 16; i++)
                if ((upcga_mine1 ? upcga_mine1[i] : UPCGA_READ(int, upcga_add(heap, sizeof(int), i, 0))) != -i)
                    bad++;
    }
#line 48 "samples/upc/castable.upc"
    errs_set(MYTHREAD, bad);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 53 "samples/upc/castable.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 53 "samples/upc/castable.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 53 "samples/upc/castable.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered3[t - upcga_gather_lo2];
            } else
#line 53 "samples/upc/castable.upc"
                for (t = 0; t < THREADS; t++)
                    total += errs_get(t);
        }
#line 55 "samples/upc/castable.upc"
        if (total)
            printf("FAIL: castable: %d errors\n", total);
        else
            printf("PASS: castable\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    upcga_free(heap);
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_castable __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_castable(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_blocks = NGA_Create_irreg(C_INT, 2, dims, "blocks", block, upcga_rows);
        blocks_local = upcga_own_row(g_blocks, sizeof(int));
    }
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
static void (*const upcga_create_castable_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_castable;
