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
#line 1 "samples/upc/fence_flags.upc"
/* fence_flags.upc - upc_fence orders relaxed accesses: data, fence, flag on one side; flag, fence, data on the other. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [30] long box[30 * THREADS]`: a GA array (one row per thread); this thread's part is box_local. */
int g_box;
long *box_local;
/* `box[i]`: read in place on its thread or node, else NGA_Get. */
static inline long box_get(long i) {
    int t = upcga_owner(i, 30);
    long pos = upcga_row_index(i, 30);
    UPCGA_CHECK_ELEMENT(g_box, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return box_local[pos];
    upcga_get_at(g_box, t, pos, &v, sizeof v);
    return v;
}
/* `box[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long box_set(long i, long v) {
    int t = upcga_owner(i, 30);
    long pos = upcga_row_index(i, 30);
    UPCGA_CHECK_ELEMENT(g_box, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        box_local[pos] = v;
    else
        upcga_put_at(g_box, t, pos, &v, sizeof v);
    return v;
}
/* `shared long flag[THREADS]`: a GA array (one row per thread); this thread's part is flag_local. */
int g_flag;
long *flag_local;
/* `flag[i]`: read in place on its thread or node, else NGA_Get. */
static inline long flag_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return flag_local[pos];
    upcga_get_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* `flag[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long flag_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        flag_local[pos] = v;
    else
        upcga_put_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* `shared int bad[THREADS]`: a GA array (one row per thread); this thread's part is bad_local. */
int g_bad;
int *bad_local;
/* `bad[i]`: read in place on its thread or node, else NGA_Get. */
static inline int bad_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return bad_local[pos];
    upcga_get_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `bad[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int bad_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        bad_local[pos] = v;
    else
        upcga_put_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `&bad[i]`: a pointer-to-shared. */
static inline upcga_ptr_t bad_ref(long i) {
    upcga_ptr_t p = { g_bad, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 6 "samples/upc/fence_flags.upc"
/* thread t's block is filled by thread t+1 */
/* relaxed, ordered only by the fences */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, round;
    /* whose block I fill */
#line 14 "samples/upc/fence_flags.upc"
    int to = (MYTHREAD + THREADS - 1) % THREADS;

    flag_set(MYTHREAD, 0);
    bad_set(MYTHREAD, 0);
    upcga_barrier();
    for (round = 1; round <= 4; round++) {
        for (i = 0; i < 30; i++)
            box_set(30 * to + i, 100L * round + i);
        /* the data before the flag */
#line 22 "samples/upc/fence_flags.upc"
        upcga_fence();
        flag_set(to, round);
        while (flag_get(MYTHREAD) != round)
            /* re-read the flag each time */
#line 25 "samples/upc/fence_flags.upc"
            upcga_fence();
        /* the flag before the data */
#line 26 "samples/upc/fence_flags.upc"
        upcga_fence();
        for (i = 0; i < 30; i++)
            if (box_get(30 * MYTHREAD + i) != 100L * round + i)
                bad_set(MYTHREAD, bad_get(MYTHREAD) + 1);
        upcga_barrier();
    }

    if (MYTHREAD == 0) {
        int t, total = 0;
        {
#line 35 "samples/upc/fence_flags.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 35 "samples/upc/fence_flags.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(bad_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 35 "samples/upc/fence_flags.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 35 "samples/upc/fence_flags.upc"
                for (t = 0; t < THREADS; t++)
                    total += bad_get(t);
        }
#line 37 "samples/upc/fence_flags.upc"
        if (total)
            printf("FAIL: fence_flags: %d stale values\n", total);
        else
            printf("PASS: fence_flags\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_fence_flags(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(30 * THREADS, 30) }, block[2] = { THREADS, 1 };
        g_box = NGA_Create_irreg(C_LONG, 2, dims, "box", block, upcga_rows);
        box_local = upcga_own_row(g_box, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_flag = NGA_Create_irreg(C_LONG, 2, dims, "flag", block, upcga_rows);
        flag_local = upcga_own_row(g_flag, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_bad = NGA_Create_irreg(C_INT, 2, dims, "bad", block, upcga_rows);
        bad_local = upcga_own_row(g_bad, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_fence_flags_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_fence_flags;
