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
#line 1 "samples/upc/coll_exchange.upc"
/* coll_exchange.upc - upc_all_gather_all and upc_all_exchange, with destination blocks of NE*THREADS elements allocated by upc_all_alloc. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_exchange.upc"
/* gather_all source: NE ints per thread */
#line 7 "samples/upc/coll_exchange.upc"
upcr_shared_ptr_t mine;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

/* thread t's block of an allocation whose blocks are one per thread: a phaseless pointer
   moves to the next thread at the same address */
static upcr_pshared_ptr_t block_of(upcr_shared_ptr_t base, int t) {

    return upcr_add_pshared1(upcr_shared_to_pshared(base), sizeof(int), t);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, bad = 0;
    size_t row = 3 * ((int)upcr_threads()) * sizeof(int);
    /* gather_all destination */
#line 22 "samples/upc/coll_exchange.upc"
    upcr_shared_ptr_t everyone = upcr_all_alloc(((int)upcr_threads()), row);
    /* exchange source */
#line 23 "samples/upc/coll_exchange.upc"
    upcr_shared_ptr_t xsrc = upcr_all_alloc(((int)upcr_threads()), row);
    /* exchange destination */
#line 24 "samples/upc/coll_exchange.upc"
    upcr_shared_ptr_t xdst = upcr_all_alloc(((int)upcr_threads()), row);
    upcr_pshared_ptr_t me_all = block_of(everyone, ((int)upcr_mythread()));
    upcr_pshared_ptr_t me_src = block_of(xsrc, ((int)upcr_mythread()));
    upcr_pshared_ptr_t me_dst = block_of(xdst, ((int)upcr_mythread()));

    for (i = 0; i < 3; i++)
        upcr_put_shared_val(upcr_add_shared(mine, sizeof(int), 3 * ((int)upcr_mythread()) + i, 3), 0, (int)(10 * ((int)upcr_mythread()) + i), sizeof(int));
    /* element k of my exchange source block is meant for thread k / NE */
    {
#line 32 "samples/upc/coll_exchange.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine1 = upcr_threadof_pshared(me_src) == upcr_mythread() ? upcr_pshared_to_local(me_src) : 0;
        long upcrt_phase1 = upcr_phaseof_pshared(me_src);
#line 32 "samples/upc/coll_exchange.upc"
        if (upcrt_mine1)
#line 32 "samples/upc/coll_exchange.upc"
            for (j = 0; j < ((int)upcr_threads()); j++) {
                /* local pointers for this thread's elements */
                int *upcrt_mine5 = upcr_threadof_pshared(me_src) == upcr_mythread() ? upcr_pshared_to_local(me_src) : 0;
                long upcrt_phase5 = upcr_phaseof_pshared(me_src);
#line 33 "samples/upc/coll_exchange.upc"
                if (upcrt_mine5)
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcrt_store7 = 1000 * ((int)upcr_mythread()) + 100 * j + i; upcrt_mine5 ? (void)(upcrt_mine5[3 * j + i] = upcrt_store7) : (void)upcr_put_pshared_val(upcr_add_psharedI(me_src, sizeof(int), 3 * j + i), 0, (int)upcrt_store7, sizeof(int)); });
                else
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcrt_store6 = 1000 * ((int)upcr_mythread()) + 100 * j + i; upcrt_mine5 ? (void)(upcrt_mine5[3 * j + i] = upcrt_store6) : (void)upcr_put_pshared_val(upcr_add_psharedI(me_src, sizeof(int), 3 * j + i), 0, (int)upcrt_store6, sizeof(int)); });
            }
        else
#line 32 "samples/upc/coll_exchange.upc"
            for (j = 0; j < ((int)upcr_threads()); j++) {
                /* local pointers for this thread's elements */
                int *upcrt_mine2 = upcr_threadof_pshared(me_src) == upcr_mythread() ? upcr_pshared_to_local(me_src) : 0;
                long upcrt_phase2 = upcr_phaseof_pshared(me_src);
#line 33 "samples/upc/coll_exchange.upc"
                if (upcrt_mine2)
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcrt_store4 = 1000 * ((int)upcr_mythread()) + 100 * j + i; upcrt_mine2 ? (void)(upcrt_mine2[3 * j + i] = upcrt_store4) : (void)upcr_put_pshared_val(upcr_add_psharedI(me_src, sizeof(int), 3 * j + i), 0, (int)upcrt_store4, sizeof(int)); });
                else
#line 33 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        ({ int upcrt_store3 = 1000 * ((int)upcr_mythread()) + 100 * j + i; upcrt_mine2 ? (void)(upcrt_mine2[3 * j + i] = upcrt_store3) : (void)upcr_put_pshared_val(upcr_add_psharedI(me_src, sizeof(int), 3 * j + i), 0, (int)upcrt_store3, sizeof(int)); });
            }
    }
#line 36 "samples/upc/coll_exchange.upc"
    upc_all_gather_all(everyone, mine, 3 * sizeof(int), 0 | 0);
    upc_all_exchange(xdst, xsrc, 3 * sizeof(int), 0 | 0);

    /* gather_all: every thread has every thread's contribution, in thread order */
    {
#line 40 "samples/upc/coll_exchange.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine8 = upcr_threadof_pshared(me_all) == upcr_mythread() ? upcr_pshared_to_local(me_all) : 0;
        long upcrt_phase8 = upcr_phaseof_pshared(me_all);
#line 40 "samples/upc/coll_exchange.upc"
        if (upcrt_mine8)
#line 40 "samples/upc/coll_exchange.upc"
            for (j = 0; j < ((int)upcr_threads()); j++) {
                /* local pointers for this thread's elements */
                int *upcrt_mine10 = upcr_threadof_pshared(me_all) == upcr_mythread() ? upcr_pshared_to_local(me_all) : 0;
                long upcrt_phase10 = upcr_phaseof_pshared(me_all);
#line 41 "samples/upc/coll_exchange.upc"
                if (upcrt_mine10) {
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine10 ? upcrt_mine10[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_all, sizeof(int), 3 * j + i), 0, sizeof(int))) != 10 * j + i)
                            bad++;
                } else
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine10 ? upcrt_mine10[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_all, sizeof(int), 3 * j + i), 0, sizeof(int))) != 10 * j + i)
                            bad++;
            }
        else
#line 40 "samples/upc/coll_exchange.upc"
            for (j = 0; j < ((int)upcr_threads()); j++) {
                /* local pointers for this thread's elements */
                int *upcrt_mine9 = upcr_threadof_pshared(me_all) == upcr_mythread() ? upcr_pshared_to_local(me_all) : 0;
                long upcrt_phase9 = upcr_phaseof_pshared(me_all);
#line 41 "samples/upc/coll_exchange.upc"
                if (upcrt_mine9) {
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine9 ? upcrt_mine9[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_all, sizeof(int), 3 * j + i), 0, sizeof(int))) != 10 * j + i)
                            bad++;
                } else
#line 41 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine9 ? upcrt_mine9[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_all, sizeof(int), 3 * j + i), 0, sizeof(int))) != 10 * j + i)
                            bad++;
            }
    }
#line 44 "samples/upc/coll_exchange.upc"
    /* exchange: piece j of my result is piece MYTHREAD of thread j's source */
    {
#line 45 "samples/upc/coll_exchange.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine11 = upcr_threadof_pshared(me_dst) == upcr_mythread() ? upcr_pshared_to_local(me_dst) : 0;
        long upcrt_phase11 = upcr_phaseof_pshared(me_dst);
#line 45 "samples/upc/coll_exchange.upc"
        if (upcrt_mine11)
#line 45 "samples/upc/coll_exchange.upc"
            for (j = 0; j < ((int)upcr_threads()); j++) {
                /* local pointers for this thread's elements */
                int *upcrt_mine13 = upcr_threadof_pshared(me_dst) == upcr_mythread() ? upcr_pshared_to_local(me_dst) : 0;
                long upcrt_phase13 = upcr_phaseof_pshared(me_dst);
#line 46 "samples/upc/coll_exchange.upc"
                if (upcrt_mine13) {
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine13 ? upcrt_mine13[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_dst, sizeof(int), 3 * j + i), 0, sizeof(int))) != 1000 * j + 100 * ((int)upcr_mythread()) + i)
                            bad++;
                } else
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine13 ? upcrt_mine13[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_dst, sizeof(int), 3 * j + i), 0, sizeof(int))) != 1000 * j + 100 * ((int)upcr_mythread()) + i)
                            bad++;
            }
        else
#line 45 "samples/upc/coll_exchange.upc"
            for (j = 0; j < ((int)upcr_threads()); j++) {
                /* local pointers for this thread's elements */
                int *upcrt_mine12 = upcr_threadof_pshared(me_dst) == upcr_mythread() ? upcr_pshared_to_local(me_dst) : 0;
                long upcrt_phase12 = upcr_phaseof_pshared(me_dst);
#line 46 "samples/upc/coll_exchange.upc"
                if (upcrt_mine12) {
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine12 ? upcrt_mine12[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_dst, sizeof(int), 3 * j + i), 0, sizeof(int))) != 1000 * j + 100 * ((int)upcr_mythread()) + i)
                            bad++;
                } else
#line 46 "samples/upc/coll_exchange.upc"
                    for (i = 0; i < 3; i++)
                        if ((upcrt_mine12 ? upcrt_mine12[3 * j + i] : (int)upcr_get_pshared_val(upcr_add_psharedI(me_dst, sizeof(int), 3 * j + i), 0, sizeof(int))) != 1000 * j + 100 * ((int)upcr_mythread()) + i)
                            bad++;
            }
    }
#line 49 "samples/upc/coll_exchange.upc"
    if (upcr_threadof_shared(upcr_pshared_to_shared(me_all)) != (size_t)((int)upcr_mythread()) || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(upcr_add_psharedI(me_dst, sizeof(int), 3 * ((int)upcr_threads())), sizeof(int), -1))) != (size_t)((int)upcr_mythread()))
        bad++;
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 56 "samples/upc/coll_exchange.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo14 = (long)0;
            long upcrt_gather_hi14 = (long)((int)upcr_threads());
#line 56 "samples/upc/coll_exchange.upc"
            if (upcrt_gather_lo14 >= 0 && upcrt_gather_hi14 <= (long)((int)upcr_threads()) && upcrt_gather_hi14 - upcrt_gather_lo14 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered15[16384 / sizeof(int)];
                if (upcrt_gather_lo14 < upcrt_gather_hi14) {
                    upcrt_get_range(upcrt_gathered15, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo14)), sizeof(int), 1, upcrt_gather_hi14 - upcrt_gather_lo14);
                }
#line 56 "samples/upc/coll_exchange.upc"
                for (j = 0; j < ((int)upcr_threads()); j++)
                    total += upcrt_gathered15[j - upcrt_gather_lo14];
            } else
#line 56 "samples/upc/coll_exchange.upc"
                for (j = 0; j < ((int)upcr_threads()); j++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), j), 0, sizeof(int));
        }
#line 58 "samples/upc/coll_exchange.upc"
        if (total)
            printf("FAIL: coll_exchange: %d errors\n", total);
        else
            printf("PASS: coll_exchange\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_free(everyone);
    upcr_all_free(xsrc);
    upcr_all_free(xdst);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_exchange(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &mine, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "mine", "shared [3] int [3 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_coll_exchange_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_exchange;
