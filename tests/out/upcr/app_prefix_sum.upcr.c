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
#line 1 "samples/upc/app_prefix_sum.upc"
/* app_prefix_sum.upc - parallel inclusive prefix sum: local scans of each block, an exclusive scan of the block totals, then local fix-ups; checked sequentially. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/app_prefix_sum.upc"
upcr_shared_ptr_t v;
upcr_shared_ptr_t scan;
upcr_pshared_ptr_t totals;
upcr_pshared_ptr_t verdict;

static long input(int i) {
#line 11 "samples/upc/app_prefix_sum.upc"
    return i * 7 % 13 - 6;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, errors = 0;
    long run = 0, offset = 0;
    long *in = (long *)upcr_shared_to_local(upcr_add_shared(v, sizeof(long), 25 * ((int)upcr_mythread()), 25));
    long *out = (long *)upcr_shared_to_local(upcr_add_shared(scan, sizeof(long), 25 * ((int)upcr_mythread()), 25));

    {
#line 20 "samples/upc/app_prefix_sum.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 20 "samples/upc/app_prefix_sum.upc"
        i = 0;
#line 20 "samples/upc/app_prefix_sum.upc"
        if (upcrt_nested1)
#line 20 "samples/upc/app_prefix_sum.upc"
            for (; i < 25 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(v, sizeof(long), i, 25), 0, (long)input(i), sizeof(long));
        else {
#line 20 "samples/upc/app_prefix_sum.upc"
            /* This thread's blocks of `v`, each through local pointers. */
#line 20 "samples/upc/app_prefix_sum.upc"
            for (i = upcrt_forall_first(i, 25); i < 25 * ((int)upcr_threads()); i = upcrt_forall_first(i, 25)) {
#line 20 "samples/upc/app_prefix_sum.upc"
                long *upcrt_local_v = upcr_shared_to_local(upcr_add_shared(v, sizeof(long), i, 25));
                long upcrt_block_lo = i - i % 25, upcrt_block_hi = upcrt_block_lo + 25;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 25 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 20 "samples/upc/app_prefix_sum.upc"
                if (upcrt_stop - i == 25)
#line 20 "samples/upc/app_prefix_sum.upc"
                    for (upcrt_k = 0; upcrt_k < 25; upcrt_k++, i++, upcrt_local_v++)
                        *upcrt_local_v = input(i);
                else
#line 20 "samples/upc/app_prefix_sum.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_v++)
                        *upcrt_local_v = input(i);
            }
        }
#line 20 "samples/upc/app_prefix_sum.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* phase 1: scan my block */
    for (i = 0; i < 25; i++) {
        run += in[i];
        out[i] = run;
    }
    upcr_put_pshared_val(upcr_add_pshared1(totals, sizeof(long), ((int)upcr_mythread())), 0, (long)run, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* phase 2: what the blocks before mine add up to */
    {
#line 31 "samples/upc/app_prefix_sum.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcrt_gather_lo2 = (long)0;
        long upcrt_gather_hi2 = (long)((int)upcr_mythread());
#line 31 "samples/upc/app_prefix_sum.upc"
        if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)((int)upcr_threads()) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(long))) {
            long upcrt_gathered3[16384 / sizeof(long)];
            if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(totals, sizeof(long), upcrt_gather_lo2)), sizeof(long), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
            }
#line 31 "samples/upc/app_prefix_sum.upc"
            for (t = 0; t < ((int)upcr_mythread()); t++)
                offset += upcrt_gathered3[t - upcrt_gather_lo2];
        } else
#line 31 "samples/upc/app_prefix_sum.upc"
            for (t = 0; t < ((int)upcr_mythread()); t++)
                offset += (long)upcr_get_pshared_val(upcr_add_pshared1(totals, sizeof(long), t), 0, sizeof(long));
    }
    /* phase 3: fix up */
#line 34 "samples/upc/app_prefix_sum.upc"
    for (i = 0; i < 25; i++)
        out[i] += offset;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long s = 0;
        for (i = 0; i < 25 * ((int)upcr_threads()); i++) {
            s += input(i);
            if ((long)upcr_get_shared_val(upcr_add_shared(scan, sizeof(long), i, 25), 0, sizeof(long)) != s) {
                if (errors < 5)
                    printf("FAIL: app_prefix_sum: scan[%d] = %ld, expected %ld\n", i, (long)upcr_get_shared_val(upcr_add_shared(scan, sizeof(long), i, 25), 0, sizeof(long)), s);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: app_prefix_sum: %d errors\n", errors);
        else
            printf("PASS: app_prefix_sum\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_prefix_sum(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &totals, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "totals", "shared long [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &v, 25 * sizeof(long), (25 * ((int)upcr_threads()) + 25 - 1) / 25, 0, sizeof(long), "v", "shared [25] long [25 * THREADS]" },
        { &scan, 25 * sizeof(long), (25 * ((int)upcr_threads()) + 25 - 1) / 25, 0, sizeof(long), "scan", "shared [25] long [25 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_app_prefix_sum_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_prefix_sum;
