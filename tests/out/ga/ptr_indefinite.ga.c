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
#line 1 "samples/upc/ptr_indefinite.upc"
/* ptr_indefinite.upc - pointers-to-shared with indefinite block size (shared []): arithmetic never leaves the thread; a cyclic element pointer cast to shared [] walks that thread's elements. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int cyc[8 * THREADS]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
int *cyc_local;
/* `cyc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int cyc_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyc, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        cyc_local[pos] = v;
    else
        upcga_put_at(g_cyc, t, pos, &v, sizeof v);
    return v;
}
/* `&cyc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cyc_ref(long i) {
    upcga_ptr_t p = { g_cyc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [] int solo[32]`: a GA array (on thread 0); this thread's part is solo_local. */
int g_solo;
int *solo_local;
/* `solo[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int solo_set(long i, int v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_solo, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        solo_local[pos] = v;
    else
        upcga_put_at(g_solo, t, pos, &v, sizeof v);
    return v;
}
/* `&solo[i]`: a pointer-to-shared. */
static inline upcga_ptr_t solo_ref(long i) {
    upcga_ptr_t p = { g_solo, 0, i * (long)sizeof(int), 0 };
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
#line 6 "samples/upc/ptr_indefinite.upc"
/* thread t holds cyc[t], cyc[t+THREADS], ... */
/* all on thread 0 */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, k, mine = 0;
    int next = (MYTHREAD + 1) % THREADS;
    upcga_ptr_t p;
#line 15 "samples/upc/ptr_indefinite.upc"
    upcga_ptr_t walk;
#line 15 "samples/upc/ptr_indefinite.upc"
    upcga_ptr_t other;
    upcga_ptr_t buf;

    {
#line 18 "samples/upc/ptr_indefinite.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 18 "samples/upc/ptr_indefinite.upc"
        i = 0;
#line 18 "samples/upc/ptr_indefinite.upc"
        if (upcga_nested1)
#line 18 "samples/upc/ptr_indefinite.upc"
            for (; i < 8 * THREADS; i++)
                cyc_set(i, 3 * i);
        else {
#line 18 "samples/upc/ptr_indefinite.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_cyc = cyc_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 18 "samples/upc/ptr_indefinite.upc"
            long upcga_bound = 8 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 18 "samples/upc/ptr_indefinite.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 18 "samples/upc/ptr_indefinite.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_cyc++)
                    *upcga_local_cyc = 3 * i;
            }
#line 18 "samples/upc/ptr_indefinite.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_cyc++)
                *upcga_local_cyc = 3 * i;
        }
#line 18 "samples/upc/ptr_indefinite.upc"
        upcga_forall_control = upcga_nested1;
    }
    if (MYTHREAD == 0)
        for (i = 0; i < 4 * 8; i++)
            solo_set(i, i - 100);
    upcga_barrier();

    /* an indefinite pointer walks an indefinite array, on thread 0 all along */
    for (p = solo_ref(0), i = 0; i < 4 * 8; i++, p = upcga_add(p, sizeof(int), 1, 0))
        if (UPCGA_READ(int, p) != i - 100 || upcga_threadof(p) != 0 || upcga_phaseof(p) != 0)
            mine++;
    if (upcga_sub(p, solo_ref(0), sizeof(int), 0) != 4 * 8 || !(upcga_sub(p, solo_ref(0), sizeof(int), 0) > 0))
        mine++;

    /* my elements of the cyclic array, seen as one indefinite block */
    walk = upcga_resetphase(cyc_ref(MYTHREAD));
    {
#line 34 "samples/upc/ptr_indefinite.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine2 = upcga_mine(walk);
        long upcga_phase2 = walk.phase;
#line 34 "samples/upc/ptr_indefinite.upc"
        if (upcga_mine2)
#line 34 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++) {
                if (upcga_mine2[k] != 3 * (MYTHREAD + k * THREADS))
                    mine++;
                if (upcga_threadof(upcga_add(walk, sizeof(int), k, 0)) != (size_t)MYTHREAD)
                    mine++;
            }
        else
#line 34 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++) {
                if ((upcga_mine2 ? upcga_mine2[k] : UPCGA_READ(int, upcga_add(walk, sizeof(int), k, 0))) != 3 * (MYTHREAD + k * THREADS))
                    mine++;
                if (upcga_threadof(upcga_add(walk, sizeof(int), k, 0)) != (size_t)MYTHREAD)
                    mine++;
            }
    }
    /* the same for the next thread's elements: remote, but still one thread */
#line 41 "samples/upc/ptr_indefinite.upc"
    other = upcga_resetphase(cyc_ref(next));
    {
#line 42 "samples/upc/ptr_indefinite.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine3 = upcga_mine(other);
        long upcga_phase3 = other.phase;
#line 42 "samples/upc/ptr_indefinite.upc"
        if (upcga_mine3) {
#line 42 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++)
                if (upcga_mine3[k] != 3 * (next + k * THREADS) || upcga_threadof(upcga_add(other, sizeof(int), k, 0)) != (size_t)next)
                    mine++;
        } else
#line 42 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++)
                if ((upcga_mine3 ? upcga_mine3[k] : UPCGA_READ(int, upcga_add(other, sizeof(int), k, 0))) != 3 * (next + k * THREADS) || upcga_threadof(upcga_add(other, sizeof(int), k, 0)) != (size_t)next)
                    mine++;
    }
#line 45 "samples/upc/ptr_indefinite.upc"
    if (upcga_sub(upcga_add(walk, sizeof(int), 5, 0), walk, sizeof(int), 0) != 5 || upcga_sub(upcga_add(walk, sizeof(int), 5, 0), upcga_add(walk, sizeof(int), 4, 0), sizeof(int), 0) <= 0)
        mine++;

    /* upc_alloc'd memory is indefinite too */
    buf = upcga_resetphase(upcga_alloc(8 * sizeof(double)));
    if (upcga_isnull(buf)) {
        mine++;
    } else {
        {
#line 53 "samples/upc/ptr_indefinite.upc"
            /* local pointers for this thread's elements */
            double *upcga_mine4 = upcga_mine(buf);
            long upcga_phase4 = buf.phase;
#line 53 "samples/upc/ptr_indefinite.upc"
            if (upcga_mine4)
#line 53 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    upcga_mine4[k] = k * 0.25;
            else
#line 53 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    ({ double upcga_store5 = k * 0.25; upcga_mine4 ? (void)(upcga_mine4[k] = upcga_store5) : (void)UPCGA_WRITE(double, upcga_add(buf, sizeof(double), k, 0), upcga_store5); });
        }
#line 55 "samples/upc/ptr_indefinite.upc"
        {
#line 55 "samples/upc/ptr_indefinite.upc"
            /* local pointers for this thread's elements */
            double *upcga_mine6 = upcga_mine(buf);
            long upcga_phase6 = buf.phase;
#line 55 "samples/upc/ptr_indefinite.upc"
            if (upcga_mine6) {
#line 55 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    if (upcga_mine6[k] != k * 0.25 || upcga_threadof(upcga_add(buf, sizeof(double), k, 0)) != (size_t)MYTHREAD)
                        mine++;
            } else
#line 55 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    if ((upcga_mine6 ? upcga_mine6[k] : UPCGA_READ(double, upcga_add(buf, sizeof(double), k, 0))) != k * 0.25 || upcga_threadof(upcga_add(buf, sizeof(double), k, 0)) != (size_t)MYTHREAD)
                        mine++;
        }
#line 58 "samples/upc/ptr_indefinite.upc"
        upcga_free(buf);
    }

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 65 "samples/upc/ptr_indefinite.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo7 = (long)0;
            long upcga_gather_hi7 = (long)THREADS;
#line 65 "samples/upc/ptr_indefinite.upc"
            if (upcga_gather_lo7 >= 0 && upcga_gather_hi7 <= (long)THREADS && upcga_gather_hi7 - upcga_gather_lo7 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered8[16384 / sizeof(int)];
                if (upcga_gather_lo7 < upcga_gather_hi7) {
                    upcga_get_range(upcga_gathered8, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo7, 1), sizeof(int), 1, upcga_gather_hi7 - upcga_gather_lo7);
                }
#line 65 "samples/upc/ptr_indefinite.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered8[i - upcga_gather_lo7];
            } else
#line 65 "samples/upc/ptr_indefinite.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 67 "samples/upc/ptr_indefinite.upc"
        if (total)
            printf("FAIL: ptr_indefinite: %d errors\n", total);
        else
            printf("PASS: ptr_indefinite\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_ptr_indefinite __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_indefinite(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_INT, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(int));
    }
    {
        int dims[2] = { 1, 32 }, block[2] = { 1, 1 };
        g_solo = NGA_Create_irreg(C_INT, 2, dims, "solo", block, upcga_one_block);
        solo_local = upcga_own_row(g_solo, sizeof(int));
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
static void (*const upcga_create_ptr_indefinite_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_indefinite;
