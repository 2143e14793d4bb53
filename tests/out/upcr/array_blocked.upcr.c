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
#line 1 "samples/upc/array_blocked.upc"
/* array_blocked.upc - blocked layouts shared [B] with B = 1, 3, 5 and 16: element i on thread (i/B) % THREADS with phase i % B. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/array_blocked.upc"
/* [1] is the cyclic layout spelt out */
#line 5 "samples/upc/array_blocked.upc"
upcr_pshared_ptr_t b1;
/* four blocks per thread */
#line 6 "samples/upc/array_blocked.upc"
upcr_shared_ptr_t b3;
/* eight blocks, the last one short */
#line 7 "samples/upc/array_blocked.upc"
upcr_shared_ptr_t b5;
upcr_shared_ptr_t b16;
/* who wrote each element of b3 */
#line 9 "samples/upc/array_blocked.upc"
upcr_shared_ptr_t own3;
upcr_shared_ptr_t own5;
upcr_pshared_ptr_t verdict;

static int errors;

static void expect(int cond, const char *what, int i) {

    if (!cond) {
        if (errors < 5)
            printf("FAIL: array_blocked: %s at %d\n", what, i);
        errors++;
    }
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i;

    {
#line 28 "samples/upc/array_blocked.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 28 "samples/upc/array_blocked.upc"
        i = 0;
#line 28 "samples/upc/array_blocked.upc"
        if (upcrt_nested1)
#line 28 "samples/upc/array_blocked.upc"
            for (; i < 6 * ((int)upcr_threads()); i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(b1, sizeof(double), i), 0, i / 4.0);
        else {
#line 28 "samples/upc/array_blocked.upc"
            /* This thread's elements of `b1`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_b1 = upcr_pshared_to_local(upcr_add_pshared1(b1, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 28 "samples/upc/array_blocked.upc"
            long upcrt_bound = 6 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 28 "samples/upc/array_blocked.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 28 "samples/upc/array_blocked.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_b1++)
                    *upcrt_local_b1 = i / 4.0;
            }
#line 28 "samples/upc/array_blocked.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_b1++)
                *upcrt_local_b1 = i / 4.0;
        }
#line 28 "samples/upc/array_blocked.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 30 "samples/upc/array_blocked.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 30 "samples/upc/array_blocked.upc"
        i = 0;
#line 30 "samples/upc/array_blocked.upc"
        if (upcrt_nested2)
#line 30 "samples/upc/array_blocked.upc"
            for (; i < 12 * ((int)upcr_threads()); i++) {
                upcr_put_shared_val(upcr_add_shared(b3, sizeof(int), i, 3), 0, (int)(i * i), sizeof(int));
                upcr_put_shared_val(upcr_add_shared(own3, sizeof(int), i, 3), 0, (int)((int)upcr_mythread()), sizeof(int));
            }
        else {
#line 30 "samples/upc/array_blocked.upc"
            /* This thread's blocks of `b3`, each through local pointers. */
#line 30 "samples/upc/array_blocked.upc"
            for (i = upcrt_forall_first(i, 3); i < 12 * ((int)upcr_threads()); i = upcrt_forall_first(i, 3)) {
#line 30 "samples/upc/array_blocked.upc"
                int *upcrt_local_b3 = upcr_shared_to_local(upcr_add_shared(b3, sizeof(int), i, 3));
                int *upcrt_local_own3 = upcr_shared_to_local(upcr_add_shared(own3, sizeof(int), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 12 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 30 "samples/upc/array_blocked.upc"
                if (upcrt_stop - i == 3) {
#pragma GCC ivdep
#line 30 "samples/upc/array_blocked.upc"
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_b3++, upcrt_local_own3++) {
                        *upcrt_local_b3 = i * i;
                        *upcrt_local_own3 = ((int)upcr_mythread());
                    }
                } else
#line 30 "samples/upc/array_blocked.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_b3++, upcrt_local_own3++) {
                        *upcrt_local_b3 = i * i;
                        *upcrt_local_own3 = ((int)upcr_mythread());
                    }
            }
        }
#line 30 "samples/upc/array_blocked.upc"
        upcrt_forall_control = upcrt_nested2;
    }


    {
#line 34 "samples/upc/array_blocked.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 34 "samples/upc/array_blocked.upc"
        i = 0;
#line 34 "samples/upc/array_blocked.upc"
        if (upcrt_nested3)
#line 34 "samples/upc/array_blocked.upc"
            for (; i < 37; i++) {
                upcr_put_shared_val(upcr_add_shared(b5, sizeof(long), i, 5), 0, (long)(-7L * i), sizeof(long));
                upcr_put_shared_val(upcr_add_shared(own5, sizeof(int), i, 5), 0, (int)((int)upcr_mythread()), sizeof(int));
            }
        else {
#line 34 "samples/upc/array_blocked.upc"
            /* This thread's blocks of `b5`, each through local pointers. */
#line 34 "samples/upc/array_blocked.upc"
            for (i = upcrt_forall_first(i, 5); i < 37; i = upcrt_forall_first(i, 5)) {
#line 34 "samples/upc/array_blocked.upc"
                long *upcrt_local_b5 = upcr_shared_to_local(upcr_add_shared(b5, sizeof(long), i, 5));
                int *upcrt_local_own5 = upcr_shared_to_local(upcr_add_shared(own5, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 37;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 34 "samples/upc/array_blocked.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 34 "samples/upc/array_blocked.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_b5++, upcrt_local_own5++) {
                        *upcrt_local_b5 = -7L * i;
                        *upcrt_local_own5 = ((int)upcr_mythread());
                    }
                } else
#line 34 "samples/upc/array_blocked.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_b5++, upcrt_local_own5++) {
                        *upcrt_local_b5 = -7L * i;
                        *upcrt_local_own5 = ((int)upcr_mythread());
                    }
            }
        }
#line 34 "samples/upc/array_blocked.upc"
        upcrt_forall_control = upcrt_nested3;
    }


    {
#line 38 "samples/upc/array_blocked.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 38 "samples/upc/array_blocked.upc"
        i = 0;
#line 38 "samples/upc/array_blocked.upc"
        if (upcrt_nested4)
#line 38 "samples/upc/array_blocked.upc"
            for (; i < 32 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(b16, sizeof(short), i, 16), 0, (short)(short)(i % 1000), sizeof(short));
        else {
#line 38 "samples/upc/array_blocked.upc"
            /* This thread's blocks of `b16`, each through local pointers. */
#line 38 "samples/upc/array_blocked.upc"
            for (i = upcrt_forall_first(i, 16); i < 32 * ((int)upcr_threads()); i = upcrt_forall_first(i, 16)) {
#line 38 "samples/upc/array_blocked.upc"
                short *upcrt_local_b16 = upcr_shared_to_local(upcr_add_shared(b16, sizeof(short), i, 16));
                long upcrt_block_lo = i - i % 16, upcrt_block_hi = upcrt_block_lo + 16;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 32 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 38 "samples/upc/array_blocked.upc"
                if (upcrt_stop - i == 16) {
#pragma GCC ivdep
#line 38 "samples/upc/array_blocked.upc"
                    for (upcrt_k = 0; upcrt_k < 16; upcrt_k++, i++, upcrt_local_b16++)
                        *upcrt_local_b16 = (short)(i % 1000);
                } else
#line 38 "samples/upc/array_blocked.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_b16++)
                        *upcrt_local_b16 = (short)(i % 1000);
            }
        }
#line 38 "samples/upc/array_blocked.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 6 * ((int)upcr_threads()); i++) {
            expect(upcr_get_pshared_doubleval(upcr_add_pshared1(b1, sizeof(double), i), 0) == i / 4.0, "b1 value", i);
            expect(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(b1, sizeof(double), i))) == (size_t)(i % ((int)upcr_threads())), "b1 thread", i);
        }
        for (i = 0; i < 12 * ((int)upcr_threads()); i++) {
            expect((int)upcr_get_shared_val(upcr_add_shared(b3, sizeof(int), i, 3), 0, sizeof(int)) == i * i, "b3 value", i);
            expect((int)upcr_get_shared_val(upcr_add_shared(own3, sizeof(int), i, 3), 0, sizeof(int)) == i / 3 % ((int)upcr_threads()), "b3 owner", i);
            expect(upcr_threadof_shared(upcr_add_shared(b3, sizeof(int), i, 3)) == (size_t)(i / 3 % ((int)upcr_threads())), "b3 thread", i);
            expect(upcr_phaseof_shared(upcr_add_shared(b3, sizeof(int), i, 3)) == (size_t)(i % 3), "b3 phase", i);
        }
        for (i = 0; i < 37; i++) {
            expect((long)upcr_get_shared_val(upcr_add_shared(b5, sizeof(long), i, 5), 0, sizeof(long)) == -7L * i, "b5 value", i);
            expect((int)upcr_get_shared_val(upcr_add_shared(own5, sizeof(int), i, 5), 0, sizeof(int)) == i / 5 % ((int)upcr_threads()), "b5 owner", i);
            expect(upcr_phaseof_shared(upcr_add_shared(b5, sizeof(long), i, 5)) == (size_t)(i % 5), "b5 phase", i);
        }
        for (i = 0; i < 32 * ((int)upcr_threads()); i++) {
            expect((short)upcr_get_shared_val(upcr_add_shared(b16, sizeof(short), i, 16), 0, sizeof(short)) == i % 1000, "b16 value", i);
            expect(upcr_threadof_shared(upcr_add_shared(b16, sizeof(short), i, 16)) == (size_t)(i / 16 % ((int)upcr_threads())), "b16 thread", i);
        }
        if (errors)
            printf("FAIL: array_blocked: %d errors\n", errors);
        else
            printf("PASS: array_blocked\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_blocked(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &b1, sizeof(double), 6 * ((int)upcr_threads()), 0, sizeof(double), "b1", "shared double [6 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &b3, 3 * sizeof(int), (12 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "b3", "shared [3] int [12 * THREADS]" },
        { &b5, 5 * sizeof(long), (37 + 5 - 1) / 5, 0, sizeof(long), "b5", "shared [5] long [37]" },
        { &b16, 16 * sizeof(short), (32 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(short), "b16", "shared [16] short [32 * THREADS]" },
        { &own3, 3 * sizeof(int), (12 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "own3", "shared [3] int [12 * THREADS]" },
        { &own5, 5 * sizeof(int), (37 + 5 - 1) / 5, 0, sizeof(int), "own5", "shared [5] int [37]" },
    };
    upcr_startup_shalloc(shared_objects, 5);
}
static void (*const upcrt_alloc_array_blocked_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_blocked;
