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
#line 1 "samples/upc/coll_sync_flags.upc"
/* coll_sync_flags.upc - the synchronisation flags of the collectives: NOSYNC with explicit barriers, MYSYNC, and mixed IN/OUT modes. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_sync_flags.upc"
upcr_pshared_ptr_t src;
upcr_shared_ptr_t dst;
upcr_pshared_ptr_t vals;
upcr_pshared_ptr_t sum;
upcr_pshared_ptr_t sum2;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, round, bad = 0;

    for (round = 1; round <= 3; round++) {
        if (((int)upcr_mythread()) == 0)
            for (i = 0; i < 4; i++)
                upcr_put_pshared_val(upcr_add_psharedI(src, sizeof(int), i), 0, (int)(round * 10 + i), sizeof(int));
        /* NOSYNC on entry: the program makes the source ready itself */
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upc_all_broadcast(dst, upcr_pshared_to_shared(src), 4 * sizeof(int), 1 << 0 | 1 << 3);
        /* MYSYNC on exit: my own block is complete when I return */
        for (i = 0; i < 4; i++)
            if ((int)upcr_get_shared_val(upcr_add_shared(dst, sizeof(int), 4 * ((int)upcr_mythread()) + i, 4), 0, sizeof(int)) != round * 10 + i)
                bad++;
        /* nobody rewrites src or dst while another thread may still read them */
#line 30 "samples/upc/coll_sync_flags.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }

    /* MYSYNC on entry: each thread's data is read only after it has entered */
    upcr_put_pshared_val(upcr_add_pshared1(vals, sizeof(long), ((int)upcr_mythread())), 0, (long)(5L * ((int)upcr_mythread()) + 1), sizeof(long));
    upc_all_reduceL(upcr_pshared_to_shared(sum), upcr_pshared_to_shared(vals), (upc_op_t)1 << 0, ((int)upcr_threads()), 1, (void *)0, 1 << 1 | 0);
    if ((long)upcr_get_pshared_val(sum, 0, sizeof(long)) != 5L * ((int)upcr_threads()) * (((int)upcr_threads()) - 1) / 2 + ((int)upcr_threads()))
        bad++;

    /* NOSYNC on exit: the result may be read only after a barrier */
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_put_pshared_val(upcr_add_pshared1(vals, sizeof(long), ((int)upcr_mythread())), 0, (long)((int)upcr_mythread()), sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upc_all_reduceL(upcr_pshared_to_shared(sum2), upcr_pshared_to_shared(vals), (upc_op_t)1 << 8, ((int)upcr_threads()), 1, (void *)0, 1 << 0 | 1 << 2);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if ((long)upcr_get_pshared_val(sum2, 0, sizeof(long)) != ((int)upcr_threads()) - 1)
        bad++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        {
#line 52 "samples/upc/coll_sync_flags.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 52 "samples/upc/coll_sync_flags.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 52 "samples/upc/coll_sync_flags.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 52 "samples/upc/coll_sync_flags.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
#line 54 "samples/upc/coll_sync_flags.upc"
        if (total)
            printf("FAIL: coll_sync_flags: %d errors\n", total);
        else
            printf("PASS: coll_sync_flags\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_sync_flags(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &src, sizeof(int) * 4, 1, 0, sizeof(int), "src", "shared [] int [4]" },
        { &vals, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "vals", "shared long [1 * THREADS]" },
        { &sum, sizeof(long), 1, 0, sizeof(long), "sum", "shared long" },
        { &sum2, sizeof(long), 1, 0, sizeof(long), "sum2", "shared long" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
    upcr_startup_shalloc_t shared_objects[] = {
        { &dst, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "dst", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_coll_sync_flags_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_sync_flags;
