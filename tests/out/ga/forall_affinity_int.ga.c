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
#line 1 "samples/upc/forall_affinity_int.upc"
/* forall_affinity_int.upc - upc_forall with integer affinity: iteration i runs on thread (affinity mod THREADS), exactly once, for several affinity expressions. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int ran_i[40]`: a GA array (one row per thread); this thread's part is ran_i_local. */
int g_ran_i;
int *ran_i_local;
/* `ran_i[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ran_i_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_i, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ran_i_local[pos];
    upcga_get_at(g_ran_i, t, pos, &v, sizeof v);
    return v;
}
/* `ran_i[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ran_i_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_i, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ran_i_local[pos] = v;
    else
        upcga_put_at(g_ran_i, t, pos, &v, sizeof v);
    return v;
}
/* `shared int ran_blk[40]`: a GA array (one row per thread); this thread's part is ran_blk_local. */
int g_ran_blk;
int *ran_blk_local;
/* `ran_blk[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ran_blk_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_blk, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ran_blk_local[pos];
    upcga_get_at(g_ran_blk, t, pos, &v, sizeof v);
    return v;
}
/* `ran_blk[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ran_blk_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_blk, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ran_blk_local[pos] = v;
    else
        upcga_put_at(g_ran_blk, t, pos, &v, sizeof v);
    return v;
}
/* `shared int ran_long[40]`: a GA array (one row per thread); this thread's part is ran_long_local. */
int g_ran_long;
int *ran_long_local;
/* `ran_long[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ran_long_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_long, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ran_long_local[pos];
    upcga_get_at(g_ran_long, t, pos, &v, sizeof v);
    return v;
}
/* `ran_long[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ran_long_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_long, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ran_long_local[pos] = v;
    else
        upcga_put_at(g_ran_long, t, pos, &v, sizeof v);
    return v;
}
/* `shared int ran_uns[40]`: a GA array (one row per thread); this thread's part is ran_uns_local. */
int g_ran_uns;
int *ran_uns_local;
/* `ran_uns[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ran_uns_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_uns, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ran_uns_local[pos];
    upcga_get_at(g_ran_uns, t, pos, &v, sizeof v);
    return v;
}
/* `ran_uns[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ran_uns_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran_uns, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ran_uns_local[pos] = v;
    else
        upcga_put_at(g_ran_uns, t, pos, &v, sizeof v);
    return v;
}
/* `shared long counts[THREADS]`: a GA array (one row per thread); this thread's part is counts_local. */
int g_counts;
long *counts_local;
/* `counts[i]`: read in place on its thread or node, else NGA_Get. */
static inline long counts_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_counts, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return counts_local[pos];
    upcga_get_at(g_counts, t, pos, &v, sizeof v);
    return v;
}
/* `counts[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long counts_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_counts, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        counts_local[pos] = v;
    else
        upcga_put_at(g_counts, t, pos, &v, sizeof v);
    return v;
}
/* `&counts[i]`: a pointer-to-shared. */
static inline upcga_ptr_t counts_ref(long i) {
    upcga_ptr_t p = { g_counts, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
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
#line 6 "samples/upc/forall_affinity_int.upc"
/* who ran iteration i, affinity i */
/* affinity i / 4: runs of four iterations per thread */
/* affinity of type long */
/* affinity of type unsigned */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;
    long mine = 0;
    unsigned u;

    {
#line 19 "samples/upc/forall_affinity_int.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 19 "samples/upc/forall_affinity_int.upc"
        i = 0;
#line 19 "samples/upc/forall_affinity_int.upc"
        if (!upcga_nested1)
            i = upcga_forall_first(i, 1);
#line 19 "samples/upc/forall_affinity_int.upc"
        for (; i < 40; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1)) {
            ran_i_set(i, MYTHREAD);
            mine++;
        }
#line 19 "samples/upc/forall_affinity_int.upc"
        upcga_forall_control = upcga_nested1;
    }


    {
#line 23 "samples/upc/forall_affinity_int.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 23 "samples/upc/forall_affinity_int.upc"
        for (i = 0; i < 40; i++) {
#line 23 "samples/upc/forall_affinity_int.upc"
            if (!upcga_nested2 && !((i / 4 % THREADS + THREADS) % THREADS == MYTHREAD))
                continue;
#line 24 "samples/upc/forall_affinity_int.upc"
            ran_blk_set(i, MYTHREAD);
        }
#line 23 "samples/upc/forall_affinity_int.upc"
        upcga_forall_control = upcga_nested2;
    }
    {
#line 25 "samples/upc/forall_affinity_int.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 25 "samples/upc/forall_affinity_int.upc"
        for (i = 0; i < 40; i++) {
#line 25 "samples/upc/forall_affinity_int.upc"
            if (!upcga_nested3 && !((((long)i * 7 + 3) % THREADS + THREADS) % THREADS == MYTHREAD))
                continue;
#line 26 "samples/upc/forall_affinity_int.upc"
            ran_long_set(i, MYTHREAD);
        }
#line 25 "samples/upc/forall_affinity_int.upc"
        upcga_forall_control = upcga_nested3;
    }
    {
#line 27 "samples/upc/forall_affinity_int.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 27 "samples/upc/forall_affinity_int.upc"
        u = 0;
#line 27 "samples/upc/forall_affinity_int.upc"
        if (!upcga_nested4)
            u = upcga_forall_first(u, 1);
#line 27 "samples/upc/forall_affinity_int.upc"
        for (; u < 40; u = upcga_nested4 ? u + 1 : upcga_forall_next(u, 1))
            ran_uns_set(u, MYTHREAD);
#line 27 "samples/upc/forall_affinity_int.upc"
        upcga_forall_control = upcga_nested4;
    }
    counts_set(MYTHREAD, mine);
    upcga_barrier();

    if (MYTHREAD == 0) {
        long total = 0;
        for (i = 0; i < 40; i++) {
            if (ran_i_get(i) != i % THREADS || ran_blk_get(i) != i / 4 % THREADS || ran_long_get(i) != (int)(((long)i * 7 + 3) % THREADS) || ran_uns_get(i) != i % THREADS) {

                if (errors < 5)
                    printf("FAIL: forall_affinity_int: iteration %d ran on %d/%d/%d/%d\n", i, ran_i_get(i), ran_blk_get(i), ran_long_get(i), ran_uns_get(i));

                errors++;
            }
        }
        /* each iteration ran once: the counts add up to N, and are balanced */
        {
#line 44 "samples/upc/forall_affinity_int.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo5 = (long)0;
            long upcga_gather_hi5 = (long)THREADS;
#line 44 "samples/upc/forall_affinity_int.upc"
            if (upcga_gather_lo5 >= 0 && upcga_gather_hi5 <= (long)THREADS && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(long))) {
                long upcga_gathered6[16384 / sizeof(long)];
                if (upcga_gather_lo5 < upcga_gather_hi5) {
                    upcga_get_range(upcga_gathered6, upcga_add(counts_ref(0), sizeof(long), upcga_gather_lo5, 1), sizeof(long), 1, upcga_gather_hi5 - upcga_gather_lo5);
                }
#line 44 "samples/upc/forall_affinity_int.upc"
                for (i = 0; i < THREADS; i++) {
                    total += upcga_gathered6[i - upcga_gather_lo5];
                    if (upcga_gathered6[i - upcga_gather_lo5] != 40 / THREADS + (i < 40 % THREADS))
                        errors++;
                }
            } else
#line 44 "samples/upc/forall_affinity_int.upc"
                for (i = 0; i < THREADS; i++) {
                    total += counts_get(i);
                    if (counts_get(i) != 40 / THREADS + (i < 40 % THREADS))
                        errors++;
                }
        }
#line 49 "samples/upc/forall_affinity_int.upc"
        if (total != 40)
            errors++;
        if (errors)
            printf("FAIL: forall_affinity_int: %d errors\n", errors);
        else
            printf("PASS: forall_affinity_int\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_forall_affinity_int(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(40, 1) }, block[2] = { THREADS, 1 };
        g_ran_i = NGA_Create_irreg(C_INT, 2, dims, "ran_i", block, upcga_rows);
        ran_i_local = upcga_own_row(g_ran_i, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(40, 1) }, block[2] = { THREADS, 1 };
        g_ran_blk = NGA_Create_irreg(C_INT, 2, dims, "ran_blk", block, upcga_rows);
        ran_blk_local = upcga_own_row(g_ran_blk, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(40, 1) }, block[2] = { THREADS, 1 };
        g_ran_long = NGA_Create_irreg(C_INT, 2, dims, "ran_long", block, upcga_rows);
        ran_long_local = upcga_own_row(g_ran_long, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(40, 1) }, block[2] = { THREADS, 1 };
        g_ran_uns = NGA_Create_irreg(C_INT, 2, dims, "ran_uns", block, upcga_rows);
        ran_uns_local = upcga_own_row(g_ran_uns, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_counts = NGA_Create_irreg(C_LONG, 2, dims, "counts", block, upcga_rows);
        counts_local = upcga_own_row(g_counts, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_forall_affinity_int_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_forall_affinity_int;
