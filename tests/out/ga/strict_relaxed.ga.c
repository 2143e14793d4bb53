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
#line 1 "samples/upc/strict_relaxed.upc"
/* strict_relaxed.upc - strict and relaxed type qualifiers: relaxed data published through strict flags in a ring, in both qualifier orders and through a typedef. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/strict_relaxed.upc"
typedef int flag_t;
/* `relaxed shared [32] int data[32 * THREADS]`: a GA array (one row per thread); this thread's part is data_local. */
int g_data;
int *data_local;
/* `data[i]`: read in place on its thread or node, else NGA_Get. */
static inline int data_get(long i) {
    int t = upcga_owner(i, 32);
    long pos = upcga_row_index(i, 32);
    UPCGA_CHECK_ELEMENT(g_data, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return data_local[pos];
    upcga_get_at(g_data, t, pos, &v, sizeof v);
    return v;
}
/* `&data[i]`: a pointer-to-shared. */
static inline upcga_ptr_t data_ref(long i) {
    upcga_ptr_t p = { g_data, upcga_owner(i, 32), upcga_row_index(i, 32) * (long)sizeof(int), i % 32 };
    return p;
}
/* `strict shared int ready[THREADS]`: a GA array (one row per thread); this thread's part is ready_local. */
int g_ready;
int *ready_local;
/* `ready[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ready_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ready, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ready_local[pos] = v;
    else
        upcga_put_at(g_ready, t, pos, &v, sizeof v);
    return v;
}
/* `&ready[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ready_ref(long i) {
    upcga_ptr_t p = { g_ready, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* A strict write of `ready[i]`. */
static inline int ready_set_strict(long i, int v) {
    upcga_fence();
    ready_set(i, v);
    upcga_fence();
    return v;
}
/* `strict shared int done`: a GA array (on thread 0); this thread's part is done_local. */
int g_done;
int *done_local;
/* `done`: read in place on its thread or node, else NGA_Get. */
static inline int done_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_done, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return done_local[pos];
    upcga_get_at(g_done, t, pos, &v, sizeof v);
    return v;
}
/* `done` = v: written in place on its thread or node, else NGA_Put. */
static inline int done_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_done, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        done_local[pos] = v;
    else
        upcga_put_at(g_done, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `done`. */
static inline int done_get_strict(void) {
    int v;
    upcga_fence();
    v = done_get();
    upcga_fence();
    return v;
}
/* A strict write of `done`. */
static inline int done_set_strict(int v) {
    upcga_fence();
    done_set(v);
    upcga_fence();
    return v;
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
#line 10 "samples/upc/strict_relaxed.upc"
/* thread t's block is written by t's left neighbour */
/* strict: orders the data writes before it */
/* qualifiers in the other order */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int r, i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS;
    upcga_ptr_t out = data_ref(32 * right);
    upcga_ptr_t my_flag = ready_ref(MYTHREAD);

    ready_set_strict(MYTHREAD, 0);
    if (MYTHREAD == 0)
        done_set_strict(0);
    upcga_barrier();
    {
#line 27 "samples/upc/strict_relaxed.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine1 = upcga_mine(out);
        long upcga_phase1 = out.phase;
#line 27 "samples/upc/strict_relaxed.upc"
        if (upcga_mine1 && upcga_phase1 + 1 >= 0 && upcga_phase1 + (3 + 1) <= 32)
#line 27 "samples/upc/strict_relaxed.upc"
            for (r = 1; r <= 3; r++) {
                /* produce for the right neighbour: relaxed writes, then the strict flag */
                {
#line 29 "samples/upc/strict_relaxed.upc"
                    /* local pointers for this thread's elements */
                    int *upcga_mine4 = upcga_mine(out);
                    long upcga_phase4 = out.phase;
#line 29 "samples/upc/strict_relaxed.upc"
                    if (upcga_mine4 && upcga_phase4 + 0 >= 0 && upcga_phase4 + 32 <= 32)
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            upcga_mine4[i] = 1000 * r + 10 * MYTHREAD + i % 10;
                    else
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            ({ int upcga_store5 = 1000 * r + 10 * MYTHREAD + i % 10; upcga_mine4 && (unsigned long)(upcga_phase4 + i) < 32 ? (void)(upcga_mine4[i] = upcga_store5) : (void)UPCGA_WRITE(int, upcga_add(out, sizeof(int), i, 32), upcga_store5); });
                }
#line 31 "samples/upc/strict_relaxed.upc"
                ready_set_strict(right, r);
                /* consume: wait for my flag (a strict read), then the data is there */
                while (UPCGA_READ_STRICT(int, my_flag) != r)
                    ;
                for (i = 0; i < 32; i++) {
                    int left = (MYTHREAD + THREADS - 1) % THREADS;
                    if (data_get(32 * MYTHREAD + i) != 1000 * r + 10 * left + i % 10)
                        mine++;
                }
                /* nobody overwrites a block that is still being read */
#line 40 "samples/upc/strict_relaxed.upc"
                upcga_barrier();
            }
        else
#line 27 "samples/upc/strict_relaxed.upc"
            for (r = 1; r <= 3; r++) {

                {
#line 29 "samples/upc/strict_relaxed.upc"
                    /* local pointers for this thread's elements */
                    int *upcga_mine2 = upcga_mine(out);
                    long upcga_phase2 = out.phase;
#line 29 "samples/upc/strict_relaxed.upc"
                    if (upcga_mine2 && upcga_phase2 + 0 >= 0 && upcga_phase2 + 32 <= 32)
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            upcga_mine2[i] = 1000 * r + 10 * MYTHREAD + i % 10;
                    else
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            ({ int upcga_store3 = 1000 * r + 10 * MYTHREAD + i % 10; upcga_mine2 && (unsigned long)(upcga_phase2 + i) < 32 ? (void)(upcga_mine2[i] = upcga_store3) : (void)UPCGA_WRITE(int, upcga_add(out, sizeof(int), i, 32), upcga_store3); });
                }
#line 31 "samples/upc/strict_relaxed.upc"
                ready_set_strict(right, r);

                while (UPCGA_READ_STRICT(int, my_flag) != r)
                    ;
                for (i = 0; i < 32; i++) {
                    int left = (MYTHREAD + THREADS - 1) % THREADS;
                    if (data_get(32 * MYTHREAD + i) != 1000 * r + 10 * left + i % 10)
                        mine++;
                }
                upcga_barrier();
            }
    }
    /* a strict read-modify-write by every thread in turn */
#line 43 "samples/upc/strict_relaxed.upc"
    for (r = 0; r < THREADS; r++) {
        if (r == MYTHREAD)
            done_set_strict(done_get_strict() + 1);
        upcga_barrier();
    }
    if (done_get_strict() != THREADS)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 55 "samples/upc/strict_relaxed.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo6 = (long)0;
            long upcga_gather_hi6 = (long)THREADS;
#line 55 "samples/upc/strict_relaxed.upc"
            if (upcga_gather_lo6 >= 0 && upcga_gather_hi6 <= (long)THREADS && upcga_gather_hi6 - upcga_gather_lo6 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered7[16384 / sizeof(int)];
                if (upcga_gather_lo6 < upcga_gather_hi6) {
                    upcga_get_range(upcga_gathered7, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo6, 1), sizeof(int), 1, upcga_gather_hi6 - upcga_gather_lo6);
                }
#line 55 "samples/upc/strict_relaxed.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered7[i - upcga_gather_lo6];
            } else
#line 55 "samples/upc/strict_relaxed.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 57 "samples/upc/strict_relaxed.upc"
        if (total)
            printf("FAIL: strict_relaxed: %d errors\n", total);
        else
            printf("PASS: strict_relaxed\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_strict_relaxed(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 32) }, block[2] = { THREADS, 1 };
        g_data = NGA_Create_irreg(C_INT, 2, dims, "data", block, upcga_rows);
        data_local = upcga_own_row(g_data, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ready = NGA_Create_irreg(C_INT, 2, dims, "ready", block, upcga_rows);
        ready_local = upcga_own_row(g_ready, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_done = NGA_Create_irreg(C_INT, 2, dims, "done", block, upcga_one_block);
        done_local = upcga_own_row(g_done, sizeof(int));
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
static void (*const upcga_create_strict_relaxed_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_strict_relaxed;
