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
#line 1 "samples/upc/coll_exchange_static4.upc"
/* coll_exchange_static4.upc - compiled with --threads 4: gather_all and exchange into statically declared arrays whose block size is NE*THREADS, the classic static-THREADS declarations. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_exchange_static4.upc"
upcr_shared_ptr_t src;
/* row t: one block, on thread t */
#line 8 "samples/upc/coll_exchange_static4.upc"
upcr_shared_ptr_t all;
upcr_shared_ptr_t xs;
upcr_shared_ptr_t xd;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, bad = 0;

    for (i = 0; i < 2; i++)
        upcr_put_shared_val(upcr_add_shared(src, sizeof(int), 2 * ((int)upcr_mythread()) + i, 2), 0, (int)(10 * ((int)upcr_mythread()) + i), sizeof(int));
    for (j = 0; j < 4; j++)
        for (i = 0; i < 2; i++)
            /* piece j is for thread j */
#line 22 "samples/upc/coll_exchange_static4.upc"
            upcr_put_shared_val(upcr_add_shared(xs, sizeof(int), (long)((int)upcr_mythread()) * 8 + (2 * j + i), 8), 0, (int)(100 * ((int)upcr_mythread()) + 10 * j + i), sizeof(int));

    upc_all_gather_all(all, src, 2 * sizeof(int), 0 | 0);
    upc_all_exchange(xd, xs, 2 * sizeof(int), 0 | 0);

    for (j = 0; j < 4; j++)
        for (i = 0; i < 2; i++) {
            if ((int)upcr_get_shared_val(upcr_add_shared(all, sizeof(int), (long)((int)upcr_mythread()) * 8 + (2 * j + i), 8), 0, sizeof(int)) != 10 * j + i)
                bad++;
            if ((int)upcr_get_shared_val(upcr_add_shared(xd, sizeof(int), (long)((int)upcr_mythread()) * 8 + (2 * j + i), 8), 0, sizeof(int)) != 100 * j + 10 * ((int)upcr_mythread()) + i)
                bad++;
        }
    if (upcr_threadof_shared(upcr_add_shared(all, sizeof(int), (long)((int)upcr_mythread()) * 8, 8)) != (size_t)((int)upcr_mythread()))
        bad++;
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 41 "samples/upc/coll_exchange_static4.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)4;
#line 41 "samples/upc/coll_exchange_static4.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)4 && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 41 "samples/upc/coll_exchange_static4.upc"
                for (j = 0; j < 4; j++)
                    total += upcrt_gathered2[j - upcrt_gather_lo1];
            } else
#line 41 "samples/upc/coll_exchange_static4.upc"
                for (j = 0; j < 4; j++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), j), 0, sizeof(int));
        }
#line 43 "samples/upc/coll_exchange_static4.upc"
        if (total)
            printf("FAIL: coll_exchange_static4: %d errors\n", total);
        else
            printf("PASS: coll_exchange_static4\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
static const unsigned upcrt_threads_entry_coll_exchange_static4 __attribute__((used, section("upcrt_static_threads"))) = 4;
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_exchange_static4(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), 4, 0, sizeof(int), "errs", "shared int [4]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &src, 2 * sizeof(int), (8 + 2 - 1) / 2, 0, sizeof(int), "src", "shared [2] int [8]" },
        { &all, 8 * sizeof(int), (32 + 8 - 1) / 8, 0, sizeof(int), "all", "shared [8] int [4][8]" },
        { &xs, 8 * sizeof(int), (32 + 8 - 1) / 8, 0, sizeof(int), "xs", "shared [8] int [4][8]" },
        { &xd, 8 * sizeof(int), (32 + 8 - 1) / 8, 0, sizeof(int), "xd", "shared [8] int [4][8]" },
    };
    upcr_startup_shalloc(shared_objects, 4);
}
static void (*const upcrt_alloc_coll_exchange_static4_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_exchange_static4;
