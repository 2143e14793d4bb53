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
#line 1 "samples/upc/coll_permute.upc"
/* coll_permute.upc - upc_all_permute: thread i's block goes to thread perm[i], for a rotation and a reversal. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_permute.upc"
upcr_pshared_ptr_t perm;
upcr_shared_ptr_t src;
upcr_shared_ptr_t dst;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, r, bad = 0;

    for (i = 0; i < 5; i++)
        upcr_put_shared_doubleval(upcr_add_shared(src, sizeof(double), 5 * ((int)upcr_mythread()) + i, 5), 0, ((int)upcr_mythread()) + i / 10.0);
    for (r = 0; r < 2; r++) {
        /* round 0: rotate right by one; round 1: reverse */
        upcr_put_pshared_val(upcr_add_pshared1(perm, sizeof(int), ((int)upcr_mythread())), 0, (int)(r == 0 ? (((int)upcr_mythread()) + 1) % ((int)upcr_threads()) : ((int)upcr_threads()) - 1 - ((int)upcr_mythread())), sizeof(int));
        upc_all_permute(dst, src, upcr_pshared_to_shared(perm), 5 * sizeof(double), 0 | 0);
        {
            /* who sent me my block? */
            int from = r == 0 ? (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads()) : ((int)upcr_threads()) - 1 - ((int)upcr_mythread());
            for (i = 0; i < 5; i++)
                if (upcr_get_shared_doubleval(upcr_add_shared(dst, sizeof(double), 5 * ((int)upcr_mythread()) + i, 5), 0) != from + i / 10.0)
                    bad++;
        }
        /* everyone has read dst and perm before the next round */
#line 30 "samples/upc/coll_permute.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        {
#line 37 "samples/upc/coll_permute.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 37 "samples/upc/coll_permute.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 37 "samples/upc/coll_permute.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 37 "samples/upc/coll_permute.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
#line 39 "samples/upc/coll_permute.upc"
        if (total)
            printf("FAIL: coll_permute: %d errors\n", total);
        else
            printf("PASS: coll_permute\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_permute(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &perm, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "perm", "shared int [1 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &src, 5 * sizeof(double), (5 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(double), "src", "shared [5] double [5 * THREADS]" },
        { &dst, 5 * sizeof(double), (5 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(double), "dst", "shared [5] double [5 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_coll_permute_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_permute;
