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
#line 1 "samples/upc/sync_visibility.upc"
/* sync_visibility.upc - UPC 1.3 §5.1.2.3: every synchronisation point completes and makes
   visible every earlier access of the thread. Writes made by one thread right before each kind
   of synchronisation point (upc_barrier, upc_notify/upc_wait, a strict write, upc_fence with a
   strict flag, upc_unlock/upc_lock, a collective with UPC_IN_ALLSYNC) must be read by the other
   threads after it; each round allocates fresh memory with upc_all_alloc and writes into it at
   once, so that memory handed out by a collective allocation is usable immediately. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
int *total_local;
/* `total`: read in place on its thread or node, else NGA_Get. */
static inline int total_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return total_local[pos];
    upcga_get_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `total` = v: written in place on its thread or node, else NGA_Put. */
static inline int total_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        total_local[pos] = v;
    else
        upcga_put_at(g_total, t, pos, &v, sizeof v);
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
/* `strict shared int flag`: a GA array (on thread 0); this thread's part is flag_local. */
int g_flag;
int *flag_local;
/* `flag`: read in place on its thread or node, else NGA_Get. */
static inline int flag_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return flag_local[pos];
    upcga_get_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* `flag` = v: written in place on its thread or node, else NGA_Put. */
static inline int flag_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        flag_local[pos] = v;
    else
        upcga_put_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `flag`. */
static inline int flag_get_strict(void) {
    int v;
    upcga_fence();
    v = flag_get();
    upcga_fence();
    return v;
}
/* A strict write of `flag`. */
static inline int flag_set_strict(int v) {
    upcga_fence();
    flag_set(v);
    upcga_fence();
    return v;
}
/* `shared int counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
int *counter_local;
/* `counter`: read in place on its thread or node, else NGA_Get. */
static inline int counter_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counter_local[pos];
    upcga_get_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `counter` = v: written in place on its thread or node, else NGA_Put. */
static inline int counter_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        counter_local[pos] = v;
    else
        upcga_put_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `shared [] int *shared log_area`: a GA array (on thread 0); this thread's part is log_area_local. */
int g_log_area;
upcga_ptr_t *log_area_local;
/* `log_area`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t log_area_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_log_area, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return log_area_local[pos];
    upcga_get_at(g_log_area, t, pos, &v, sizeof v);
    return v;
}
/* `log_area` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t log_area_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_log_area, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        log_area_local[pos] = v;
    else
        upcga_put_at(g_log_area, t, pos, &v, sizeof v);
    return v;
}
#line 19 "samples/upc/sync_visibility.upc"
upcga_ptr_t lock;

/* Issue's pattern: thread 0 fills a fresh upc_all_alloc'd vector, a barrier, each thread sums
   its own elements (integer affinity) and adds the sum to a total under a lock. */
static int barrier_rounds(void) {

    int bad = 0;
    for (int r = 1; r <= 8; r++) {
        int i, mine = 0;
        upcga_ptr_t vec = upcga_resetphase(upcga_all_alloc(1000, sizeof(int)));
        if (MYTHREAD == 0) {
            total_set(0);
            for (i = 0; i < 1000; i++)
                UPCGA_WRITE(int, upcga_add(vec, sizeof(int), i, 1), r);
        }
        upcga_barrier();
        {
#line 35 "samples/upc/sync_visibility.upc"
            int upcga_nested1 = upcga_forall_control;
            upcga_forall_control = 1;
#line 35 "samples/upc/sync_visibility.upc"
            i = 0;
#line 35 "samples/upc/sync_visibility.upc"
            if (!upcga_nested1)
                i = upcga_forall_first(i, 1);
#line 35 "samples/upc/sync_visibility.upc"
            for (; i < 1000; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1))
                mine += UPCGA_READ(int, upcga_add(vec, sizeof(int), i, 1));
#line 35 "samples/upc/sync_visibility.upc"
            upcga_forall_control = upcga_nested1;
        }
        upcga_lock(lock);
        total_set(total_get() + mine);
        upcga_unlock(lock);
        upcga_barrier();
        if (total_get() != 1000 * r)
            bad++;
        upcga_barrier();
        upcga_all_free(vec);
    }
    return bad;
}

/* Each thread writes its right neighbour's block of a fresh array, then upc_notify/upc_wait;
   every thread then reads its own block. */
static int split_phase_rounds(void) {

    int bad = 0, next = (MYTHREAD + 1) % THREADS, prev = (MYTHREAD + THREADS - 1) % THREADS;
    for (int r = 1; r <= 8; r++) {
        upcga_ptr_t blk = upcga_all_alloc(THREADS, 1000 * sizeof(int));
        {
#line 56 "samples/upc/sync_visibility.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine2 = upcga_mine(blk);
            long upcga_phase2 = blk.phase;
#line 56 "samples/upc/sync_visibility.upc"
            if (upcga_mine2 && upcga_phase2 + 0 >= 0 && upcga_phase2 + 1000 <= 1000)
#line 56 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    ({ int upcga_store4 = r * 10000 + MYTHREAD * 10 + k % 7; upcga_mine2 && (unsigned long)(upcga_phase2 + (next * 1000 + k)) < 1000 ? (void)(upcga_mine2[next * 1000 + k] = upcga_store4) : (void)UPCGA_WRITE(int, upcga_add(blk, sizeof(int), next * 1000 + k, 1000), upcga_store4); });
            else
#line 56 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    ({ int upcga_store3 = r * 10000 + MYTHREAD * 10 + k % 7; upcga_mine2 && (unsigned long)(upcga_phase2 + (next * 1000 + k)) < 1000 ? (void)(upcga_mine2[next * 1000 + k] = upcga_store3) : (void)UPCGA_WRITE(int, upcga_add(blk, sizeof(int), next * 1000 + k, 1000), upcga_store3); });
        }
#line 58 "samples/upc/sync_visibility.upc"
        upcga_notify_value(r);
        upcga_wait_value(r);
        {
#line 60 "samples/upc/sync_visibility.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine5 = upcga_mine(blk);
            long upcga_phase5 = blk.phase;
#line 60 "samples/upc/sync_visibility.upc"
            if (upcga_mine5 && upcga_phase5 + 0 >= 0 && upcga_phase5 + 1000 <= 1000) {
#line 60 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    if ((upcga_mine5 && (unsigned long)(upcga_phase5 + (MYTHREAD * 1000 + k)) < 1000 ? upcga_mine5[MYTHREAD * 1000 + k] : UPCGA_READ(int, upcga_add(blk, sizeof(int), MYTHREAD * 1000 + k, 1000))) != r * 10000 + prev * 10 + k % 7)
                        bad++;
            } else
#line 60 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    if ((upcga_mine5 && (unsigned long)(upcga_phase5 + (MYTHREAD * 1000 + k)) < 1000 ? upcga_mine5[MYTHREAD * 1000 + k] : UPCGA_READ(int, upcga_add(blk, sizeof(int), MYTHREAD * 1000 + k, 1000))) != r * 10000 + prev * 10 + k % 7)
                        bad++;
        }
#line 63 "samples/upc/sync_visibility.upc"
        upcga_barrier();
        if (MYTHREAD == 0)
            upcga_free(blk);
    }
    return bad;
}

/* The last thread writes data on every thread (relaxed), then a strict flag (alone, then after
   upc_fence); every thread waits for the flag and reads the data. */
static int strict_flag_rounds(upcga_ptr_t data) {

    int bad = 0, writer = THREADS - 1;
    for (int r = 1; r <= 8; r++) {
        if (MYTHREAD == writer) {
            for (int i = 0; i < 1000; i++)
                UPCGA_WRITE(int, upcga_add(data, sizeof(int), i, 1), r * 3 + i);
            if (r % 2)
                upcga_fence();
            flag_set_strict(r);
        }
        while (flag_get_strict() != r)
            ;
        for (int i = 0; i < 1000; i++)
            if (UPCGA_READ(int, upcga_add(data, sizeof(int), i, 1)) != r * 3 + i)
                bad++;
        upcga_barrier();
    }
    return bad;
}

/* Lock hand-off: each thread in turn appends K entries to a log on thread 0 at the position a
   shared counter gives, both relaxed, under the lock; the next holder must see them. */

static int lock_rounds(void) {

    int bad = 0;
    if (MYTHREAD == 0) {
        log_area_set(upcga_resetphase(upcga_alloc(5 * THREADS * 8 * sizeof(int))));
        counter_set(0);
    }
    upcga_barrier();
    for (int r = 0; r < 8; r++) {
        upcga_lock(lock);
        int at = counter_get();
        for (int k = 0; k < 5; k++)
            UPCGA_WRITE(int, upcga_add(log_area_get(), sizeof(int), at + k, 0), MYTHREAD * 1000 + r * 10 + k);
        counter_set(at + 5);
        upcga_unlock(lock);
    }
    upcga_barrier();
    if (counter_get() != 5 * THREADS * 8)
        bad++;
    /* each thread's entries appear once each, in its order */
    if (MYTHREAD == 0)
        for (int t = 0; t < THREADS; t++) {
            int n = 0;
            for (int i = 0; i < 5 * THREADS * 8; i++) {
                int v = UPCGA_READ(int, upcga_add(log_area_get(), sizeof(int), i, 0));
                if (v / 1000 != t)
                    continue;
                if (v % 1000 != n / 5 * 10 + n % 5)
                    bad++;
                n++;
            }
            if (n != 5 * 8)
                bad++;
        }
    upcga_barrier();
    return bad;
}
/* `shared [16] int src[16 * THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
#line 134 "samples/upc/sync_visibility.upc"
/* A collective with UPC_IN_ALLSYNC reads data written just before it by other threads: thread
   t's source block is written by thread t + 1; each thread then reads its gathered row. */


static int collective_rounds(void) {

    int bad = 0, prev = (MYTHREAD + THREADS - 1) % THREADS;
    upcga_ptr_t row;
    upcga_ptr_t dst = upcga_resetphase(upcga_all_alloc(THREADS, 16 * THREADS * sizeof(int)));
    row = upcga_resetphase(upcga_add(dst, sizeof(int), MYTHREAD, 1));
    {
#line 144 "samples/upc/sync_visibility.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine6 = upcga_mine(row);
        long upcga_phase6 = row.phase;
#line 144 "samples/upc/sync_visibility.upc"
        if (upcga_mine6)
#line 144 "samples/upc/sync_visibility.upc"
            for (int r = 1; r <= 8; r++) {
                for (int k = 0; k < 16; k++)
                    src_set(prev * 16 + k, r * 100 + prev * 2 + k);
                upcga_all_gather_all(dst, src_ref(0), 16 * sizeof(int), 0 | 0);
                {
#line 148 "samples/upc/sync_visibility.upc"
                    /* local pointers for this thread's elements */
                    int *upcga_mine10 = upcga_mine(row);
                    long upcga_phase10 = row.phase;
#line 148 "samples/upc/sync_visibility.upc"
                    if (upcga_mine10)
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < THREADS; j++) {
                            /* local pointers for this thread's elements */
                            int *upcga_mine12 = upcga_mine(row);
                            long upcga_phase12 = row.phase;
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcga_mine12) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine12 ? upcga_mine12[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine12 ? upcga_mine12[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                    else
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < THREADS; j++) {
                            /* local pointers for this thread's elements */
                            int *upcga_mine11 = upcga_mine(row);
                            long upcga_phase11 = row.phase;
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcga_mine11) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine11 ? upcga_mine11[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine11 ? upcga_mine11[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                }
#line 152 "samples/upc/sync_visibility.upc"
                upcga_barrier();
            }
        else
#line 144 "samples/upc/sync_visibility.upc"
            for (int r = 1; r <= 8; r++) {
                for (int k = 0; k < 16; k++)
                    src_set(prev * 16 + k, r * 100 + prev * 2 + k);
                upcga_all_gather_all(dst, src_ref(0), 16 * sizeof(int), 0 | 0);
                {
#line 148 "samples/upc/sync_visibility.upc"
                    /* local pointers for this thread's elements */
                    int *upcga_mine7 = upcga_mine(row);
                    long upcga_phase7 = row.phase;
#line 148 "samples/upc/sync_visibility.upc"
                    if (upcga_mine7)
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < THREADS; j++) {
                            /* local pointers for this thread's elements */
                            int *upcga_mine9 = upcga_mine(row);
                            long upcga_phase9 = row.phase;
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcga_mine9) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine9 ? upcga_mine9[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine9 ? upcga_mine9[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                    else
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < THREADS; j++) {
                            /* local pointers for this thread's elements */
                            int *upcga_mine8 = upcga_mine(row);
                            long upcga_phase8 = row.phase;
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcga_mine8) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine8 ? upcga_mine8[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcga_mine8 ? upcga_mine8[j * 16 + k] : UPCGA_READ(int, upcga_add(row, sizeof(int), j * 16 + k, 0))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                }
#line 152 "samples/upc/sync_visibility.upc"
                upcga_barrier();
            }
    }
#line 154 "samples/upc/sync_visibility.upc"
    upcga_all_free(dst);
    return bad;
}
/* `shared int errs[5][THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i0, long i1) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i0, long i1, int v) {
    long i = i0 * THREADS + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
#line 161 "samples/upc/sync_visibility.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    static const char *what[5] = { "upc_barrier", "upc_notify/upc_wait", "strict flag and upc_fence", "upc_lock/upc_unlock", "collective" };

    upcga_ptr_t data = upcga_resetphase(upcga_all_alloc(1000, sizeof(int)));
    lock = upcga_all_lock_alloc();
    errs_set(0, MYTHREAD, barrier_rounds());
    errs_set(1, MYTHREAD, split_phase_rounds());
    errs_set(2, MYTHREAD, strict_flag_rounds(data));
    errs_set(3, MYTHREAD, lock_rounds());
    errs_set(4, MYTHREAD, collective_rounds());
    upcga_barrier();
    if (MYTHREAD == 0) {
        int all = 0;
        for (int i = 0; i < 5; i++) {
            int bad = 0;
            for (int t = 0; t < THREADS; t++)
                bad += errs_get(i, t);
            printf("%s: %d rounds, %s\n", what[i], 8, bad ? "FAIL: values not visible" : "every value visible");
            all += bad;
        }
        if (all)
            printf("FAIL: sync_visibility: %d wrong values\n", all);
        else
            printf("PASS: sync_visibility\n");
        verdict_set(all != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_sync_visibility __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_sync_visibility __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_sync_visibility(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_INT, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_flag = NGA_Create_irreg(C_INT, 2, dims, "flag", block, upcga_one_block);
        flag_local = upcga_own_row(g_flag, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_INT, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_log_area = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "log_area", block, upcga_one_block);
        log_area_local = upcga_own_row(g_log_area, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
}
static void (*const upcga_create_sync_visibility_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_sync_visibility;
