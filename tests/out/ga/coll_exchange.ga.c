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
#line 1 "samples/upc/coll_exchange.upc"
/* coll_exchange.upc - upc_all_gather_all and upc_all_exchange, with destination blocks of NE*THREADS elements allocated by upc_all_alloc. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [3] int mine[3 * THREADS]`: a GA array (one row per thread); this thread's part is mine_local. */
int g_mine;
int *mine_local;
/* `mine[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int mine_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_mine, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        mine_local[pos] = v;
    else
        upcga_put_at(g_mine, t, pos, &v, sizeof v);
    return v;
}
/* `&mine[i]`: a pointer-to-shared. */
static inline upcga_ptr_t mine_ref(long i) {
    upcga_ptr_t p = { g_mine, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
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
#line 7 "samples/upc/coll_exchange.upc"
/* gather_all source: NE ints per thread */



/* thread t's block of an allocation whose blocks are one per thread: a phaseless pointer
   moves to the next thread at the same address */
static upcga_ptr_t block_of(upcga_ptr_t base, int t) {

    return upcga_resetphase(upcga_add(upcga_resetphase(base), sizeof(int), t, 1));
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, bad = 0;
    size_t row = 3 * THREADS * sizeof(int);
    /* gather_all destination */
#line 22 "samples/upc/coll_exchange.upc"
    upcga_ptr_t everyone = upcga_all_alloc(THREADS, row);
    /* exchange source */
#line 23 "samples/upc/coll_exchange.upc"
    upcga_ptr_t xsrc = upcga_all_alloc(THREADS, row);
    /* exchange destination */
#line 24 "samples/upc/coll_exchange.upc"
    upcga_ptr_t xdst = upcga_all_alloc(THREADS, row);
    upcga_ptr_t me_all = block_of(everyone, MYTHREAD);
    upcga_ptr_t me_src = block_of(xsrc, MYTHREAD);
    upcga_ptr_t me_dst = block_of(xdst, MYTHREAD);

    for (i = 0; i < 3; i++)
        mine_set(3 * MYTHREAD + i, 10 * MYTHREAD + i);
    /* element k of my exchange source block is meant for thread k / NE */
    {
#line 32 "samples/upc/coll_exchange.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine1 = upcga_mine(me_src);
        long upcga_phase1 = me_src.phase;
#line 32 "samples/upc/coll_exchange.upc"
        if (upcga_mine1)
#line 32 "samples/upc/coll_exchange.upc"
            for (j = 0; j < THREADS; j++) {
                /* local pointers for this thread's elements */
                int *upcga_mine5 = upcga_mine(me_src);
                long upcga_phase5 = me_src.phase;
#line 33 "samples/upc/coll_exchange.upc"
                if (upcga_mine5)
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcga_store7 = 1000 * MYTHREAD + 100 * j + i; upcga_mine5 ? (void)(upcga_mine5[3 * j + i] = upcga_store7) : (void)UPCGA_WRITE(int, upcga_add(me_src, sizeof(int), 3 * j + i, 0), upcga_store7); });
                else
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcga_store6 = 1000 * MYTHREAD + 100 * j + i; upcga_mine5 ? (void)(upcga_mine5[3 * j + i] = upcga_store6) : (void)UPCGA_WRITE(int, upcga_add(me_src, sizeof(int), 3 * j + i, 0), upcga_store6); });
            }
        else
#line 32 "samples/upc/coll_exchange.upc"
            for (j = 0; j < THREADS; j++) {
                /* local pointers for this thread's elements */
                int *upcga_mine2 = upcga_mine(me_src);
                long upcga_phase2 = me_src.phase;
#line 33 "samples/upc/coll_exchange.upc"
                if (upcga_mine2)
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcga_store4 = 1000 * MYTHREAD + 100 * j + i; upcga_mine2 ? (void)(upcga_mine2[3 * j + i] = upcga_store4) : (void)UPCGA_WRITE(int, upcga_add(me_src, sizeof(int), 3 * j + i, 0), upcga_store4); });
                else
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcga_store3 = 1000 * MYTHREAD + 100 * j + i; upcga_mine2 ? (void)(upcga_mine2[3 * j + i] = upcga_store3) : (void)UPCGA_WRITE(int, upcga_add(me_src, sizeof(int), 3 * j + i, 0), upcga_store3); });
            }
    }
#line 36 "samples/upc/coll_exchange.upc"
    upcga_all_gather_all(everyone, mine_ref(0), 3 * sizeof(int), 0 | 0);
    upcga_all_exchange(xdst, xsrc, 3 * sizeof(int), 0 | 0);

    /* gather_all: every thread has every thread's contribution, in thread order */
    {
#line 40 "samples/upc/coll_exchange.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine8 = upcga_mine(me_all);
        long upcga_phase8 = me_all.phase;
#line 40 "samples/upc/coll_exchange.upc"
        if (upcga_mine8)
#line 40 "samples/upc/coll_exchange.upc"
            for (j = 0; j < THREADS; j++) {
                /* local pointers for this thread's elements */
                int *upcga_mine10 = upcga_mine(me_all);
                long upcga_phase10 = me_all.phase;
#line 41 "samples/upc/coll_exchange.upc"
                if (upcga_mine10) {
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine10 ? upcga_mine10[3 * j + i] : UPCGA_READ(int, upcga_add(me_all, sizeof(int), 3 * j + i, 0))) != 10 * j + i)
                            bad++;
                } else
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine10 ? upcga_mine10[3 * j + i] : UPCGA_READ(int, upcga_add(me_all, sizeof(int), 3 * j + i, 0))) != 10 * j + i)
                            bad++;
            }
        else
#line 40 "samples/upc/coll_exchange.upc"
            for (j = 0; j < THREADS; j++) {
                /* local pointers for this thread's elements */
                int *upcga_mine9 = upcga_mine(me_all);
                long upcga_phase9 = me_all.phase;
#line 41 "samples/upc/coll_exchange.upc"
                if (upcga_mine9) {
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine9 ? upcga_mine9[3 * j + i] : UPCGA_READ(int, upcga_add(me_all, sizeof(int), 3 * j + i, 0))) != 10 * j + i)
                            bad++;
                } else
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine9 ? upcga_mine9[3 * j + i] : UPCGA_READ(int, upcga_add(me_all, sizeof(int), 3 * j + i, 0))) != 10 * j + i)
                            bad++;
            }
    }
#line 44 "samples/upc/coll_exchange.upc"
    /* exchange: piece j of my result is piece MYTHREAD of thread j's source */
    {
#line 45 "samples/upc/coll_exchange.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine11 = upcga_mine(me_dst);
        long upcga_phase11 = me_dst.phase;
#line 45 "samples/upc/coll_exchange.upc"
        if (upcga_mine11)
#line 45 "samples/upc/coll_exchange.upc"
            for (j = 0; j < THREADS; j++) {
                /* local pointers for this thread's elements */
                int *upcga_mine13 = upcga_mine(me_dst);
                long upcga_phase13 = me_dst.phase;
#line 46 "samples/upc/coll_exchange.upc"
                if (upcga_mine13) {
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine13 ? upcga_mine13[3 * j + i] : UPCGA_READ(int, upcga_add(me_dst, sizeof(int), 3 * j + i, 0))) != 1000 * j + 100 * MYTHREAD + i)
                            bad++;
                } else
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine13 ? upcga_mine13[3 * j + i] : UPCGA_READ(int, upcga_add(me_dst, sizeof(int), 3 * j + i, 0))) != 1000 * j + 100 * MYTHREAD + i)
                            bad++;
            }
        else
#line 45 "samples/upc/coll_exchange.upc"
            for (j = 0; j < THREADS; j++) {
                /* local pointers for this thread's elements */
                int *upcga_mine12 = upcga_mine(me_dst);
                long upcga_phase12 = me_dst.phase;
#line 46 "samples/upc/coll_exchange.upc"
                if (upcga_mine12) {
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine12 ? upcga_mine12[3 * j + i] : UPCGA_READ(int, upcga_add(me_dst, sizeof(int), 3 * j + i, 0))) != 1000 * j + 100 * MYTHREAD + i)
                            bad++;
                } else
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcga_mine12 ? upcga_mine12[3 * j + i] : UPCGA_READ(int, upcga_add(me_dst, sizeof(int), 3 * j + i, 0))) != 1000 * j + 100 * MYTHREAD + i)
                            bad++;
            }
    }
#line 49 "samples/upc/coll_exchange.upc"
    if (upcga_threadof(me_all) != (size_t)MYTHREAD || upcga_threadof(upcga_add(upcga_add(me_dst, sizeof(int), 3 * THREADS, 0), sizeof(int), -1, 0)) != (size_t)MYTHREAD)
        bad++;
    errs_set(MYTHREAD, bad);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 56 "samples/upc/coll_exchange.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo14 = (long)0;
            long upcga_gather_hi14 = (long)THREADS;
#line 56 "samples/upc/coll_exchange.upc"
            if (upcga_gather_lo14 >= 0 && upcga_gather_hi14 <= (long)THREADS && upcga_gather_hi14 - upcga_gather_lo14 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered15[16384 / sizeof(int)];
                if (upcga_gather_lo14 < upcga_gather_hi14) {
                    upcga_get_range(upcga_gathered15, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo14, 1), sizeof(int), 1, upcga_gather_hi14 - upcga_gather_lo14);
                }
#line 56 "samples/upc/coll_exchange.upc"
                for (j = 0; j < THREADS; j++)
                    total += upcga_gathered15[j - upcga_gather_lo14];
            } else
#line 56 "samples/upc/coll_exchange.upc"
                for (j = 0; j < THREADS; j++)
                    total += errs_get(j);
        }
#line 58 "samples/upc/coll_exchange.upc"
        if (total)
            printf("FAIL: coll_exchange: %d errors\n", total);
        else
            printf("PASS: coll_exchange\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    upcga_all_free(everyone);
    upcga_all_free(xsrc);
    upcga_all_free(xdst);
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_exchange(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_mine = NGA_Create_irreg(C_INT, 2, dims, "mine", block, upcga_rows);
        mine_local = upcga_own_row(g_mine, sizeof(int));
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
static void (*const upcga_create_coll_exchange_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_exchange;
