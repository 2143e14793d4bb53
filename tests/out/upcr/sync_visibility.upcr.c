#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
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
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 14 "samples/upc/sync_visibility.upc"
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t verdict;
upcr_pshared_ptr_t flag;
upcr_pshared_ptr_t counter;
upcr_pshared_ptr_t log_area;
upcr_shared_ptr_t lock;

/* Issue's pattern: thread 0 fills a fresh upc_all_alloc'd vector, a barrier, each thread sums
   its own elements (integer affinity) and adds the sum to a total under a lock. */
static int barrier_rounds(void) {

    int bad = 0;
    for (int r = 1; r <= 8; r++) {
        int i, mine = 0;
        upcr_pshared_ptr_t vec = upcr_shared_to_pshared(upcr_all_alloc(1000, sizeof(int)));
        if (((int)upcr_mythread()) == 0) {
            upcr_put_pshared_val(total, 0, (int)0, sizeof(int));
            for (i = 0; i < 1000; i++)
                upcr_put_pshared_val(upcr_add_pshared1(vec, sizeof(int), i), 0, (int)r, sizeof(int));
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        {
#line 35 "samples/upc/sync_visibility.upc"
            int upcrt_nested1 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 35 "samples/upc/sync_visibility.upc"
            i = 0;
#line 35 "samples/upc/sync_visibility.upc"
            if (!upcrt_nested1)
                i = upcrt_forall_first(i, 1);
#line 35 "samples/upc/sync_visibility.upc"
            for (; i < 1000; i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1))
                mine += (int)upcr_get_pshared_val(upcr_add_pshared1(vec, sizeof(int), i), 0, sizeof(int));
#line 35 "samples/upc/sync_visibility.upc"
            upcrt_forall_control = upcrt_nested1;
        }
        upcr_lock(lock);
        upcr_put_pshared_val(total, 0, (int)((int)upcr_get_pshared_val(total, 0, sizeof(int)) + mine), sizeof(int));
        upcr_unlock(lock);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if ((int)upcr_get_pshared_val(total, 0, sizeof(int)) != 1000 * r)
            bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(upcr_pshared_to_shared(vec));
    }
    return bad;
}

/* Each thread writes its right neighbour's block of a fresh array, then upc_notify/upc_wait;
   every thread then reads its own block. */
static int split_phase_rounds(void) {

    int bad = 0, next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), prev = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    for (int r = 1; r <= 8; r++) {
        upcr_shared_ptr_t blk = upcr_all_alloc(((int)upcr_threads()), 1000 * sizeof(int));
        {
#line 56 "samples/upc/sync_visibility.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine2 = upcr_threadof_shared(blk) == upcr_mythread() ? upcr_shared_to_local(blk) : 0;
            long upcrt_phase2 = upcr_phaseof_shared(blk);
#line 56 "samples/upc/sync_visibility.upc"
            if (upcrt_mine2 && upcrt_phase2 + 0 >= 0 && upcrt_phase2 + 1000 <= 1000)
#line 56 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    ({ int upcrt_store4 = r * 10000 + ((int)upcr_mythread()) * 10 + k % 7; upcrt_mine2 && (unsigned long)(upcrt_phase2 + (next * 1000 + k)) < 1000 ? (void)(upcrt_mine2[next * 1000 + k] = upcrt_store4) : (void)upcr_put_shared_val(upcr_add_shared(blk, sizeof(int), next * 1000 + k, 1000), 0, (int)upcrt_store4, sizeof(int)); });
            else
#line 56 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    ({ int upcrt_store3 = r * 10000 + ((int)upcr_mythread()) * 10 + k % 7; upcrt_mine2 && (unsigned long)(upcrt_phase2 + (next * 1000 + k)) < 1000 ? (void)(upcrt_mine2[next * 1000 + k] = upcrt_store3) : (void)upcr_put_shared_val(upcr_add_shared(blk, sizeof(int), next * 1000 + k, 1000), 0, (int)upcrt_store3, sizeof(int)); });
        }
#line 58 "samples/upc/sync_visibility.upc"
        upcr_notify(r, 0);
        upcr_wait(r, 0);
        {
#line 60 "samples/upc/sync_visibility.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine5 = upcr_threadof_shared(blk) == upcr_mythread() ? upcr_shared_to_local(blk) : 0;
            long upcrt_phase5 = upcr_phaseof_shared(blk);
#line 60 "samples/upc/sync_visibility.upc"
            if (upcrt_mine5 && upcrt_phase5 + 0 >= 0 && upcrt_phase5 + 1000 <= 1000) {
#line 60 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    if ((upcrt_mine5 && (unsigned long)(upcrt_phase5 + (((int)upcr_mythread()) * 1000 + k)) < 1000 ? upcrt_mine5[((int)upcr_mythread()) * 1000 + k] : (int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), ((int)upcr_mythread()) * 1000 + k, 1000), 0, sizeof(int))) != r * 10000 + prev * 10 + k % 7)
                        bad++;
            } else
#line 60 "samples/upc/sync_visibility.upc"
                for (int k = 0; k < 1000; k++)
                    if ((upcrt_mine5 && (unsigned long)(upcrt_phase5 + (((int)upcr_mythread()) * 1000 + k)) < 1000 ? upcrt_mine5[((int)upcr_mythread()) * 1000 + k] : (int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), ((int)upcr_mythread()) * 1000 + k, 1000), 0, sizeof(int))) != r * 10000 + prev * 10 + k % 7)
                        bad++;
        }
#line 63 "samples/upc/sync_visibility.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (((int)upcr_mythread()) == 0)
            upcr_free(blk);
    }
    return bad;
}

/* The last thread writes data on every thread (relaxed), then a strict flag (alone, then after
   upc_fence); every thread waits for the flag and reads the data. */
static int strict_flag_rounds(upcr_pshared_ptr_t data) {

    int bad = 0, writer = ((int)upcr_threads()) - 1;
    for (int r = 1; r <= 8; r++) {
        if (((int)upcr_mythread()) == writer) {
            for (int i = 0; i < 1000; i++)
                upcr_put_pshared_val(upcr_add_pshared1(data, sizeof(int), i), 0, (int)(r * 3 + i), sizeof(int));
            if (r % 2)
                upcrt_fence();
            upcr_put_pshared_val_strict(flag, 0, (int)r, sizeof(int));
        }
        while ((int)upcr_get_pshared_val_strict(flag, 0, sizeof(int)) != r)
            ;
        for (int i = 0; i < 1000; i++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(data, sizeof(int), i), 0, sizeof(int)) != r * 3 + i)
                bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }
    return bad;
}

/* Lock hand-off: each thread in turn appends K entries to a log on thread 0 at the position a
   shared counter gives, both relaxed, under the lock; the next holder must see them. */

static int lock_rounds(void) {

    int bad = 0;
    if (((int)upcr_mythread()) == 0) {
        ({ upcr_pshared_ptr_t upcrt_val6 = upcr_shared_to_pshared(upcr_alloc(5 * ((int)upcr_threads()) * 8 * sizeof(int))); upcr_put_pshared(log_area, 0, &upcrt_val6, sizeof upcrt_val6); });
        upcr_put_pshared_val(counter, 0, (int)0, sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (int r = 0; r < 8; r++) {
        upcr_lock(lock);
        int at = (int)upcr_get_pshared_val(counter, 0, sizeof(int));
        for (int k = 0; k < 5; k++)
            upcr_put_pshared_val(upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val7; upcr_get_pshared(&upcrt_val7, log_area, 0, sizeof upcrt_val7); upcrt_val7; }), sizeof(int), at + k), 0, (int)(((int)upcr_mythread()) * 1000 + r * 10 + k), sizeof(int));
        upcr_put_pshared_val(counter, 0, (int)(at + 5), sizeof(int));
        upcr_unlock(lock);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if ((int)upcr_get_pshared_val(counter, 0, sizeof(int)) != 5 * ((int)upcr_threads()) * 8)
        bad++;
    /* each thread's entries appear once each, in its order */
    if (((int)upcr_mythread()) == 0)
        for (int t = 0; t < ((int)upcr_threads()); t++) {
            int n = 0;
            for (int i = 0; i < 5 * ((int)upcr_threads()) * 8; i++) {
                int v = (int)upcr_get_pshared_val(upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val8; upcr_get_pshared(&upcrt_val8, log_area, 0, sizeof upcrt_val8); upcrt_val8; }), sizeof(int), i), 0, sizeof(int));
                if (v / 1000 != t)
                    continue;
                if (v % 1000 != n / 5 * 10 + n % 5)
                    bad++;
                n++;
            }
            if (n != 5 * 8)
                bad++;
        }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return bad;
}

/* A collective with UPC_IN_ALLSYNC reads data written just before it by other threads: thread
   t's source block is written by thread t + 1; each thread then reads its gathered row. */

upcr_shared_ptr_t src;
static int collective_rounds(void) {

    int bad = 0, prev = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    upcr_pshared_ptr_t row;
    upcr_pshared_ptr_t dst = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), 16 * ((int)upcr_threads()) * sizeof(int)));
    row = upcr_add_pshared1(dst, sizeof(int), ((int)upcr_mythread()));
    {
#line 144 "samples/upc/sync_visibility.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine9 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
        long upcrt_phase9 = upcr_phaseof_pshared(row);
#line 144 "samples/upc/sync_visibility.upc"
        if (upcrt_mine9)
#line 144 "samples/upc/sync_visibility.upc"
            for (int r = 1; r <= 8; r++) {
                for (int k = 0; k < 16; k++)
                    upcr_put_shared_val(upcr_add_shared(src, sizeof(int), prev * 16 + k, 16), 0, (int)(r * 100 + prev * 2 + k), sizeof(int));
                upc_all_gather_all(upcr_pshared_to_shared(dst), src, 16 * sizeof(int), 0 | 0);
                {
#line 148 "samples/upc/sync_visibility.upc"
                    /* local pointers for this thread's elements */
                    int *upcrt_mine13 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
                    long upcrt_phase13 = upcr_phaseof_pshared(row);
#line 148 "samples/upc/sync_visibility.upc"
                    if (upcrt_mine13)
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < ((int)upcr_threads()); j++) {
                            /* local pointers for this thread's elements */
                            int *upcrt_mine15 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
                            long upcrt_phase15 = upcr_phaseof_pshared(row);
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcrt_mine15) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine15 ? upcrt_mine15[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine15 ? upcrt_mine15[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                    else
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < ((int)upcr_threads()); j++) {
                            /* local pointers for this thread's elements */
                            int *upcrt_mine14 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
                            long upcrt_phase14 = upcr_phaseof_pshared(row);
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcrt_mine14) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine14 ? upcrt_mine14[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine14 ? upcrt_mine14[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                }
#line 152 "samples/upc/sync_visibility.upc"
                upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            }
        else
#line 144 "samples/upc/sync_visibility.upc"
            for (int r = 1; r <= 8; r++) {
                for (int k = 0; k < 16; k++)
                    upcr_put_shared_val(upcr_add_shared(src, sizeof(int), prev * 16 + k, 16), 0, (int)(r * 100 + prev * 2 + k), sizeof(int));
                upc_all_gather_all(upcr_pshared_to_shared(dst), src, 16 * sizeof(int), 0 | 0);
                {
#line 148 "samples/upc/sync_visibility.upc"
                    /* local pointers for this thread's elements */
                    int *upcrt_mine10 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
                    long upcrt_phase10 = upcr_phaseof_pshared(row);
#line 148 "samples/upc/sync_visibility.upc"
                    if (upcrt_mine10)
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < ((int)upcr_threads()); j++) {
                            /* local pointers for this thread's elements */
                            int *upcrt_mine12 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
                            long upcrt_phase12 = upcr_phaseof_pshared(row);
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcrt_mine12) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine12 ? upcrt_mine12[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine12 ? upcrt_mine12[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                    else
#line 148 "samples/upc/sync_visibility.upc"
                        for (int j = 0; j < ((int)upcr_threads()); j++) {
                            /* local pointers for this thread's elements */
                            int *upcrt_mine11 = upcr_threadof_pshared(row) == upcr_mythread() ? upcr_pshared_to_local(row) : 0;
                            long upcrt_phase11 = upcr_phaseof_pshared(row);
#line 149 "samples/upc/sync_visibility.upc"
                            if (upcrt_mine11) {
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine11 ? upcrt_mine11[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                            } else
#line 149 "samples/upc/sync_visibility.upc"
                                for (int k = 0; k < 16; k++)
                                    if ((upcrt_mine11 ? upcrt_mine11[j * 16 + k] : (int)upcr_get_pshared_val(upcr_add_psharedI(row, sizeof(int), j * 16 + k), 0, sizeof(int))) != r * 100 + j * 2 + k)
                                        bad++;
                        }
                }
#line 152 "samples/upc/sync_visibility.upc"
                upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            }
    }
#line 154 "samples/upc/sync_visibility.upc"
    upcr_all_free(upcr_pshared_to_shared(dst));
    return bad;
}


upcr_pshared_ptr_t errs;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    static const char *what[5] = { "upc_barrier", "upc_notify/upc_wait", "strict flag and upc_fence", "upc_lock/upc_unlock", "collective" };

    upcr_pshared_ptr_t data = upcr_shared_to_pshared(upcr_all_alloc(1000, sizeof(int)));
    lock = upcr_all_lock_alloc();
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)barrier_rounds(), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_threads()) + ((int)upcr_mythread())), 0, (int)split_phase_rounds(), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), 2 * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, (int)strict_flag_rounds(data), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), 3 * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, (int)lock_rounds(), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), 4 * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, (int)collective_rounds(), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int all = 0;
        for (int i = 0; i < 5; i++) {
            int bad = 0;
            for (int t = 0; t < ((int)upcr_threads()); t++)
                bad += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), (long)i * ((int)upcr_threads()) + t), 0, sizeof(int));
            printf("%s: %d rounds, %s\n", what[i], 8, bad ? "FAIL: values not visible" : "every value visible");
            all += bad;
        }
        if (all)
            printf("FAIL: sync_visibility: %d wrong values\n", all);
        else
            printf("PASS: sync_visibility\n");
        upcr_put_pshared_val(verdict, 0, (int)(all != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_sync_visibility(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &total, sizeof(int), 1, 0, sizeof(int), "total", "shared int" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
        { &flag, sizeof(int), 1, 0, sizeof(int), "flag", "strict shared int" },
        { &counter, sizeof(int), 1, 0, sizeof(int), "counter", "shared int" },
        { &log_area, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "log_area", "shared [] int *shared" },
        { &errs, sizeof(int), 5 * ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [5][1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
    upcr_startup_shalloc_t shared_objects[] = {
        { &src, 16 * sizeof(int), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "src", "shared [16] int [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_sync_visibility_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_sync_visibility;
