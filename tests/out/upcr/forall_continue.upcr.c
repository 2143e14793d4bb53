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
#line 1 "samples/upc/forall_continue.upc"
/* forall_continue.upc - upc_forall with continue affinity and with no affinity (every thread runs every iteration), and the continue statement inside a distributed loop. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/forall_continue.upc"
/* iterations run with `continue` affinity */
#line 6 "samples/upc/forall_continue.upc"
upcr_pshared_ptr_t all_cont;
/* iterations run with an empty affinity */
#line 7 "samples/upc/forall_continue.upc"
upcr_pshared_ptr_t all_empty;
/* marked by a loop that skips even i with `continue` */
#line 8 "samples/upc/forall_continue.upc"
upcr_pshared_ptr_t odd_done;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, a = 0, b = 0;
    long private_sum = 0;

    for (i = 0; i < 24; i++) {
        a++;
        /* every thread sums everything: a replicated computation */
#line 18 "samples/upc/forall_continue.upc"
        private_sum += i;
    }
    for (i = 0; i < 24; i++)
        b++;
    upcr_put_pshared_val(upcr_add_pshared1(all_cont, sizeof(int), ((int)upcr_mythread())), 0, (int)a, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(all_empty, sizeof(int), ((int)upcr_mythread())), 0, (int)b, sizeof(int));
    {
#line 24 "samples/upc/forall_continue.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 24 "samples/upc/forall_continue.upc"
        i = 0;
#line 24 "samples/upc/forall_continue.upc"
        if (upcrt_nested1)
#line 24 "samples/upc/forall_continue.upc"
            for (; i < 24; i++) {
                upcr_put_pshared_val(upcr_add_pshared1(odd_done, sizeof(int), i), 0, (int)0, sizeof(int));
                if (i % 2 == 0)
                    /* skips the rest of this iteration only */
#line 27 "samples/upc/forall_continue.upc"
                    continue;
                upcr_put_pshared_val(upcr_add_pshared1(odd_done, sizeof(int), i), 0, (int)1, sizeof(int));
            }
        else {
#line 24 "samples/upc/forall_continue.upc"
            /* This thread's elements of `odd_done`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_odd_done = upcr_pshared_to_local(upcr_add_pshared1(odd_done, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 24 "samples/upc/forall_continue.upc"
            long upcrt_bound = 24;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 24 "samples/upc/forall_continue.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 24 "samples/upc/forall_continue.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_odd_done++) {
                    *upcrt_local_odd_done = 0;
                    if (i % 2 == 0)
                        continue;
                    *upcrt_local_odd_done = 1;
                }
            }
#line 24 "samples/upc/forall_continue.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_odd_done++) {
                *upcrt_local_odd_done = 0;
                if (i % 2 == 0)
                    continue;
                *upcrt_local_odd_done = 1;
            }
        }
#line 24 "samples/upc/forall_continue.upc"
        upcrt_forall_control = upcrt_nested1;
    }
#line 30 "samples/upc/forall_continue.upc"
    if (private_sum != (long)24 * (24 - 1) / 2)
        upcr_put_pshared_val(upcr_add_pshared1(all_cont, sizeof(int), ((int)upcr_mythread())), 0, (int)-1, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int errors = 0;
        for (i = 0; i < ((int)upcr_threads()); i++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(all_cont, sizeof(int), i), 0, sizeof(int)) != 24 || (int)upcr_get_pshared_val(upcr_add_pshared1(all_empty, sizeof(int), i), 0, sizeof(int)) != 24) {
                printf("FAIL: forall_continue: thread %d ran %d and %d iterations\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(all_cont, sizeof(int), i), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(all_empty, sizeof(int), i), 0, sizeof(int)));
                errors++;
            }
        {
#line 41 "samples/upc/forall_continue.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)24;
#line 41 "samples/upc/forall_continue.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)24 && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(odd_done, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 41 "samples/upc/forall_continue.upc"
                for (i = 0; i < 24; i++)
                    if (upcrt_gathered3[i - upcrt_gather_lo2] != i % 2)
                        errors++;
            } else
#line 41 "samples/upc/forall_continue.upc"
                for (i = 0; i < 24; i++)
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(odd_done, sizeof(int), i), 0, sizeof(int)) != i % 2)
                        errors++;
        }
#line 44 "samples/upc/forall_continue.upc"
        if (errors)
            printf("FAIL: forall_continue: %d errors\n", errors);
        else
            printf("PASS: forall_continue\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_forall_continue(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &all_cont, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "all_cont", "shared int [1 * THREADS]" },
        { &all_empty, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "all_empty", "shared int [1 * THREADS]" },
        { &odd_done, sizeof(int), 24, 0, sizeof(int), "odd_done", "shared int [24]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_forall_continue_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_forall_continue;
