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
#line 1 "samples/upc/static_threads_static4.upc"
/* static_threads_static4.upc - compiled with --threads 4: THREADS is a constant, usable in private array sizes, in several dimensions, as a block size, in case labels and enums. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 9 "samples/upc/static_threads_static4.upc"
/* a constant expression */
#line 9 "samples/upc/static_threads_static4.upc"
enum {
    PAIRS = 4 * 2
};
#line 10 "samples/upc/static_threads_static4.upc"
/* a private array sized by THREADS */
#line 10 "samples/upc/static_threads_static4.upc"
static int private_table[4];
/* THREADS in two dimensions */
#line 11 "samples/upc/static_threads_static4.upc"
upcr_pshared_ptr_t m;
/* THREADS as a block size */
#line 12 "samples/upc/static_threads_static4.upc"
upcr_shared_ptr_t rows;
upcr_pshared_ptr_t where;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, errors = 0;

    for (i = 0; i < 4; i++)
        private_table[i] = i * ((int)upcr_mythread());
    for (i = 0; i < 4; i++)
        /* m[t][i] = i*t */
#line 23 "samples/upc/static_threads_static4.upc"
        upcr_put_pshared_val(upcr_add_pshared1(m, sizeof(int), (long)((int)upcr_mythread()) * 4 + i), 0, (int)private_table[i], sizeof(int));
    {
#line 24 "samples/upc/static_threads_static4.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 24 "samples/upc/static_threads_static4.upc"
        i = 0;
#line 24 "samples/upc/static_threads_static4.upc"
        if (upcrt_nested1)
#line 24 "samples/upc/static_threads_static4.upc"
            for (; i < 4 * 4; i++)
                upcr_put_shared_val(upcr_add_shared(rows, sizeof(int), i, 4), 0, (int)((int)upcr_mythread()), sizeof(int));
        else {
#line 24 "samples/upc/static_threads_static4.upc"
            /* This thread's blocks of `rows`, each through local pointers. */
#line 24 "samples/upc/static_threads_static4.upc"
            for (i = upcrt_forall_first(i, 4); i < 4 * 4; i = upcrt_forall_first(i, 4)) {
#line 24 "samples/upc/static_threads_static4.upc"
                int *upcrt_local_rows = upcr_shared_to_local(upcr_add_shared(rows, sizeof(int), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 4;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 24 "samples/upc/static_threads_static4.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 24 "samples/upc/static_threads_static4.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_rows++)
                        *upcrt_local_rows = ((int)upcr_mythread());
                } else
#line 24 "samples/upc/static_threads_static4.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_rows++)
                        *upcrt_local_rows = ((int)upcr_mythread());
            }
        }
#line 24 "samples/upc/static_threads_static4.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    switch (((int)upcr_mythread())) {
    case 0:
        upcr_put_pshared_val(where, 0, (int)({ int upcrt_new2 = 100; upcr_put_pshared_val(upcr_add_pshared1(where, sizeof(int), 1), 0, (int)upcrt_new2, sizeof(int)); upcrt_new2; }), sizeof(int));
        break;
    case 4 - 1:
        upcr_put_pshared_val(upcr_add_pshared1(where, sizeof(int), PAIRS - 1), 0, (int)({ int upcrt_new3 = 300; upcr_put_pshared_val(upcr_add_pshared1(where, sizeof(int), PAIRS - 2), 0, (int)upcrt_new3, sizeof(int)); upcrt_new3; }), sizeof(int));
        break;
    default:
        upcr_put_pshared_val(upcr_add_pshared1(where, sizeof(int), 2 * ((int)upcr_mythread())), 0, (int)({ int upcrt_new4 = 200; upcr_put_pshared_val(upcr_add_pshared1(where, sizeof(int), 2 * ((int)upcr_mythread()) + 1), 0, (int)upcrt_new4, sizeof(int)); upcrt_new4; }), sizeof(int));
        break;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++) {
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(m, sizeof(int), (long)i * 4 + j), 0, sizeof(int)) != i * j)
                    errors++;
                /* a row of rows[] is one block: row i is on thread i */
                if ((int)upcr_get_shared_val(upcr_add_shared(rows, sizeof(int), i * 4 + j, 4), 0, sizeof(int)) != i || upcr_threadof_shared(upcr_add_shared(rows, sizeof(int), i * 4 + j, 4)) != (size_t)i)
                    errors++;
            }
        {
#line 48 "samples/upc/static_threads_static4.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)PAIRS;
#line 48 "samples/upc/static_threads_static4.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)8 && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered6[16384 / sizeof(int)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(where, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 48 "samples/upc/static_threads_static4.upc"
                for (i = 0; i < PAIRS; i++) {
                    int want = i < 2 ? 100 : i >= PAIRS - 2 ? 300 : 200;
                    if (upcrt_gathered6[i - upcrt_gather_lo5] != want)
                        errors++;
                }
            } else
#line 48 "samples/upc/static_threads_static4.upc"
                for (i = 0; i < PAIRS; i++) {
                    int want = i < 2 ? 100 : i >= PAIRS - 2 ? 300 : 200;
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(where, sizeof(int), i), 0, sizeof(int)) != want)
                        errors++;
                }
        }
#line 53 "samples/upc/static_threads_static4.upc"
        if (sizeof private_table != 4 * sizeof(int) || (size_t)4 != 4)
            errors++;
        if (errors)
            printf("FAIL: static_threads_static4: %d errors\n", errors);
        else
            printf("PASS: static_threads_static4\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
static const unsigned upcrt_threads_entry_static_threads_static4 __attribute__((used, section("upcrt_static_threads"))) = 4;
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_static_threads_static4(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &m, sizeof(int), 16, 0, sizeof(int), "m", "shared int [4][4]" },
        { &where, sizeof(int), 8, 0, sizeof(int), "where", "shared int [8]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &rows, 4 * sizeof(int), (16 + 4 - 1) / 4, 0, sizeof(int), "rows", "shared [4] int [16]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_static_threads_static4_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_static_threads_static4;
