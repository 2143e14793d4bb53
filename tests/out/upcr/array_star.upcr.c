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
#line 1 "samples/upc/array_star.upc"
/* array_star.upc - the shared [*] layout: the array is cut into THREADS contiguous blocks, one per thread. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/array_star.upc"
/* block size ceil(N / THREADS) */
#line 6 "samples/upc/array_star.upc"
upcr_shared_ptr_t s;
/* block size 8 */
#line 7 "samples/upc/array_star.upc"
upcr_shared_ptr_t d;
upcr_shared_ptr_t writer;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;
    size_t blk = (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads());

    {
#line 16 "samples/upc/array_star.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 16 "samples/upc/array_star.upc"
        i = 0;
#line 16 "samples/upc/array_star.upc"
        if (upcrt_nested1)
#line 16 "samples/upc/array_star.upc"
            for (; i < 100; i++) {
                upcr_put_shared_val(upcr_add_shared(s, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, (int)(100 - i), sizeof(int));
                upcr_put_shared_val(upcr_add_shared(writer, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, (int)((int)upcr_mythread()), sizeof(int));
            }
        else {
#line 16 "samples/upc/array_star.upc"
            /* This thread's blocks of `s`, each through local pointers. */
#line 16 "samples/upc/array_star.upc"
            for (i = upcrt_forall_first(i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())); i < 100; i = upcrt_forall_first(i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) {
#line 16 "samples/upc/array_star.upc"
                int *upcrt_local_s = upcr_shared_to_local(upcr_add_shared(s, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
                int *upcrt_local_writer = upcr_shared_to_local(upcr_add_shared(writer, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
                long upcrt_block_lo = i - i % ((100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), upcrt_block_hi = upcrt_block_lo + (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads());
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 100;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 16 "samples/upc/array_star.upc"
                if (upcrt_stop - i == (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) {
#pragma GCC ivdep
#line 16 "samples/upc/array_star.upc"
                    for (upcrt_k = 0; upcrt_k < (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()); upcrt_k++, i++, upcrt_local_s++, upcrt_local_writer++) {
                        *upcrt_local_s = 100 - i;
                        *upcrt_local_writer = ((int)upcr_mythread());
                    }
                } else
#line 16 "samples/upc/array_star.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_s++, upcrt_local_writer++) {
                        *upcrt_local_s = 100 - i;
                        *upcrt_local_writer = ((int)upcr_mythread());
                    }
            }
        }
#line 16 "samples/upc/array_star.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    {
#line 20 "samples/upc/array_star.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 20 "samples/upc/array_star.upc"
        i = 0;
#line 20 "samples/upc/array_star.upc"
        if (upcrt_nested2)
#line 20 "samples/upc/array_star.upc"
            for (; i < 8 * ((int)upcr_threads()); i++)
                upcr_put_shared_doubleval(upcr_add_shared(d, sizeof(double), i, 8), 0, 0.125 * i);
        else {
#line 20 "samples/upc/array_star.upc"
            /* This thread's blocks of `d`, each through local pointers. */
#line 20 "samples/upc/array_star.upc"
            for (i = upcrt_forall_first(i, 8); i < 8 * ((int)upcr_threads()); i = upcrt_forall_first(i, 8)) {
#line 20 "samples/upc/array_star.upc"
                double *upcrt_local_d = upcr_shared_to_local(upcr_add_shared(d, sizeof(double), i, 8));
                long upcrt_block_lo = i - i % 8, upcrt_block_hi = upcrt_block_lo + 8;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 8 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 20 "samples/upc/array_star.upc"
                if (upcrt_stop - i == 8) {
#pragma GCC ivdep
#line 20 "samples/upc/array_star.upc"
                    for (upcrt_k = 0; upcrt_k < 8; upcrt_k++, i++, upcrt_local_d++)
                        *upcrt_local_d = 0.125 * i;
                } else
#line 20 "samples/upc/array_star.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_d++)
                        *upcrt_local_d = 0.125 * i;
            }
        }
#line 20 "samples/upc/array_star.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        if ((size_t)((100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) != blk || (size_t)8 != 8) {
            printf("FAIL: array_star: block sizes %d and %d\n", (int)(size_t)((100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), (int)(size_t)8);

            errors++;
        }
        for (i = 0; i < 100; i++) {
            if ((int)upcr_get_shared_val(upcr_add_shared(s, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int)) != 100 - i || (int)upcr_get_shared_val(upcr_add_shared(writer, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int)) != (int)(i / blk)) {
                if (errors < 5)
                    printf("FAIL: array_star: s[%d]=%d written by %d\n", i, (int)upcr_get_shared_val(upcr_add_shared(s, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int)), (int)upcr_get_shared_val(upcr_add_shared(writer, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int)));
                errors++;
            }
            if (upcr_threadof_shared(upcr_add_shared(s, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) != i / blk || upcr_phaseof_shared(upcr_add_shared(s, sizeof(int), i, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) != i % blk)
                errors++;
        }
        for (i = 0; i < 8 * ((int)upcr_threads()); i++) {
            if (upcr_get_shared_doubleval(upcr_add_shared(d, sizeof(double), i, 8), 0) != 0.125 * i || upcr_threadof_shared(upcr_add_shared(d, sizeof(double), i, 8)) != (size_t)(i / 8))
                errors++;
        }
        /* thread t's part of d is d[8t .. 8t+7] */
        if (upcr_threadof_shared(upcr_add_shared(d, sizeof(double), 8 * ((int)upcr_threads()) - 1, 8)) != (size_t)(((int)upcr_threads()) - 1))
            errors++;
        if (errors)
            printf("FAIL: array_star: %d errors\n", errors);
        else
            printf("PASS: array_star\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_star(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &s, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * sizeof(int), (100 + (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) - 1) / ((100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int), "s", "shared [*] int [100]" },
        { &d, 8 * sizeof(double), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(double), "d", "shared [8] double [8 * THREADS]" },
        { &writer, (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * sizeof(int), (100 + (100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) - 1) / ((100 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int), "writer", "shared [*] int [100]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_array_star_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_star;
