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
#line 1 "samples/upc/fence_flags.upc"
/* fence_flags.upc - upc_fence orders relaxed accesses: data, fence, flag on one side; flag, fence, data on the other. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/fence_flags.upc"
/* thread t's block is filled by thread t+1 */
#line 6 "samples/upc/fence_flags.upc"
upcr_shared_ptr_t box;
/* relaxed, ordered only by the fences */
#line 7 "samples/upc/fence_flags.upc"
upcr_pshared_ptr_t flag;
upcr_pshared_ptr_t bad;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, round;
    /* whose block I fill */
#line 14 "samples/upc/fence_flags.upc"
    int to = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());

    upcr_put_pshared_val(upcr_add_pshared1(flag, sizeof(long), ((int)upcr_mythread())), 0, (long)0, sizeof(long));
    upcr_put_pshared_val(upcr_add_pshared1(bad, sizeof(int), ((int)upcr_mythread())), 0, (int)0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (round = 1; round <= 4; round++) {
        for (i = 0; i < 30; i++)
            upcr_put_shared_val(upcr_add_shared(box, sizeof(long), 30 * to + i, 30), 0, (long)(100L * round + i), sizeof(long));
        /* the data before the flag */
#line 22 "samples/upc/fence_flags.upc"
        upcrt_fence();
        upcr_put_pshared_val(upcr_add_pshared1(flag, sizeof(long), to), 0, (long)round, sizeof(long));
        while ((long)upcr_get_pshared_val(upcr_add_pshared1(flag, sizeof(long), ((int)upcr_mythread())), 0, sizeof(long)) != round)
            /* re-read the flag each time */
#line 25 "samples/upc/fence_flags.upc"
            upcrt_fence();
        /* the flag before the data */
#line 26 "samples/upc/fence_flags.upc"
        upcrt_fence();
        for (i = 0; i < 30; i++)
            if ((long)upcr_get_shared_val(upcr_add_shared(box, sizeof(long), 30 * ((int)upcr_mythread()) + i, 30), 0, sizeof(long)) != 100L * round + i)
                upcr_put_pshared_val(upcr_add_pshared1(bad, sizeof(int), ((int)upcr_mythread())), 0, (int)((int)upcr_get_pshared_val(upcr_add_pshared1(bad, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) + 1), sizeof(int));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }

    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        {
#line 35 "samples/upc/fence_flags.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 35 "samples/upc/fence_flags.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(bad, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 35 "samples/upc/fence_flags.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 35 "samples/upc/fence_flags.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(bad, sizeof(int), t), 0, sizeof(int));
        }
#line 37 "samples/upc/fence_flags.upc"
        if (total)
            printf("FAIL: fence_flags: %d stale values\n", total);
        else
            printf("PASS: fence_flags\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_fence_flags(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &flag, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "flag", "shared long [1 * THREADS]" },
        { &bad, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "bad", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &box, 30 * sizeof(long), (30 * ((int)upcr_threads()) + 30 - 1) / 30, 0, sizeof(long), "box", "shared [30] long [30 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_fence_flags_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_fence_flags;
