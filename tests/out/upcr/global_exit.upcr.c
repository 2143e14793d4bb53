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
#line 1 "samples/upc/global_exit.upc"
/* global_exit.upc - upc_global_exit called by the last thread ends every thread, with its status, while the others wait at a barrier that cannot complete. */
#include <stdio.h>
#include <stdlib.h>
#include <upcr_lib.h>
#include <inttypes.h>
#line 7 "samples/upc/global_exit.upc"
upcr_pshared_ptr_t squares;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;

    {
#line 14 "samples/upc/global_exit.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 14 "samples/upc/global_exit.upc"
        i = 0;
#line 14 "samples/upc/global_exit.upc"
        if (upcrt_nested1)
#line 14 "samples/upc/global_exit.upc"
            for (; i < 12 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(squares, sizeof(int), i), 0, (int)(i * i), sizeof(int));
        else {
#line 14 "samples/upc/global_exit.upc"
            /* This thread's elements of `squares`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_squares = upcr_pshared_to_local(upcr_add_pshared1(squares, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 14 "samples/upc/global_exit.upc"
            long upcrt_bound = 12 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 14 "samples/upc/global_exit.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 14 "samples/upc/global_exit.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_squares++)
                    *upcrt_local_squares = i * i;
            }
#line 14 "samples/upc/global_exit.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_squares++)
                *upcrt_local_squares = i * i;
        }
#line 14 "samples/upc/global_exit.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        {
#line 18 "samples/upc/global_exit.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)(12 * ((int)upcr_threads()));
#line 18 "samples/upc/global_exit.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)(12 * ((int)upcr_threads())) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(squares, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 18 "samples/upc/global_exit.upc"
                for (i = 0; i < 12 * ((int)upcr_threads()); i++)
                    if (upcrt_gathered3[i - upcrt_gather_lo2] != i * i)
                        errors++;
            } else
#line 18 "samples/upc/global_exit.upc"
                for (i = 0; i < 12 * ((int)upcr_threads()); i++)
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(squares, sizeof(int), i), 0, sizeof(int)) != i * i)
                        errors++;
        }
#line 21 "samples/upc/global_exit.upc"
        if (errors)
            printf("FAIL: global_exit: %d wrong squares\n", errors);
        else
            printf("PASS: global_exit\n");
        fflush(stdout);
        /* the output must be out before another thread ends us */
#line 26 "samples/upc/global_exit.upc"
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        /* ends all threads, this one included */
#line 31 "samples/upc/global_exit.upc"
        upcr_global_exit((int)upcr_get_pshared_val(verdict, 0, sizeof(int)));
    /* the other threads wait here for a thread that never arrives */
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        printf("FAIL: global_exit: thread 0 went past upc_global_exit\n");
    exit(1);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_global_exit(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &squares, sizeof(int), 12 * ((int)upcr_threads()), 0, sizeof(int), "squares", "shared int [12 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_global_exit_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_global_exit;
