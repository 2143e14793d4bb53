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
#line 1 "samples/upc/ptr_to_local.upc"
/* ptr_to_local.upc - casting pointers-to-shared with local affinity to ordinary C pointers and working through them at local speed; a null pointer-to-shared casts to a null pointer. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/ptr_to_local.upc"
/* my elements are contiguous in my memory */
#line 6 "samples/upc/ptr_to_local.upc"
upcr_pshared_ptr_t cyc;
/* one block per thread */
#line 7 "samples/upc/ptr_to_local.upc"
upcr_shared_ptr_t blk;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;
static inline void upcrt_restrict2(int *restrict l, int *loc, int i, int *upcrt_mine_out);
static inline void upcrt_restrict3(int *restrict l, int *loc, int i, int *upcrt_mine_out_1);
static inline void upcrt_restrict4(int *restrict l, int *loc, int i, int *upcrt_mine_out_2);
#line 11 "samples/upc/ptr_to_local.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, k, mine = 0;
    /* my first element */
#line 14 "samples/upc/ptr_to_local.upc"
    int *loc = (int *)upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), ((int)upcr_mythread())));
    /* my block */
#line 15 "samples/upc/ptr_to_local.upc"
    double *lb = (double *)upcr_shared_to_local(upcr_add_shared(blk, sizeof(double), 50 * ((int)upcr_mythread()), 50));

    /* write my whole share through local pointers */
    for (k = 0; k < 50; k++) {
        /* the global index of that element */
#line 19 "samples/upc/ptr_to_local.upc"
        loc[k] = ((int)upcr_mythread()) + k * ((int)upcr_threads());
        lb[k] = 0.5 * (50 * ((int)upcr_mythread()) + k);
    }
    /* the local pointer of any element I own agrees with the walk above */
    {
#line 23 "samples/upc/ptr_to_local.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 23 "samples/upc/ptr_to_local.upc"
        i = 0;
#line 23 "samples/upc/ptr_to_local.upc"
        if (upcrt_nested1)
#line 23 "samples/upc/ptr_to_local.upc"
            for (; i < 50 * ((int)upcr_threads()); i++)
#line 23 "samples/upc/ptr_to_local.upc"
                upcrt_restrict2((int *)upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i)), loc, i, &mine);
        else {
#line 23 "samples/upc/ptr_to_local.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_cyc = upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 23 "samples/upc/ptr_to_local.upc"
            long upcrt_bound = 50 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 23 "samples/upc/ptr_to_local.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 23 "samples/upc/ptr_to_local.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_cyc++)
#line 23 "samples/upc/ptr_to_local.upc"
                    upcrt_restrict4((int *)upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i)), loc, i, &mine);
#line 23 "samples/upc/ptr_to_local.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_cyc++)
#line 23 "samples/upc/ptr_to_local.upc"
                upcrt_restrict3((int *)upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i)), loc, i, &mine);
        }
#line 23 "samples/upc/ptr_to_local.upc"
        upcrt_forall_control = upcrt_nested1;
    }
#line 29 "samples/upc/ptr_to_local.upc"
    if ((int *)upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), ((int)upcr_mythread()) + 3 * ((int)upcr_threads()))) != loc + 3)
        mine++;
    /* local pointer arithmetic inside my block */
    {
        double *end = lb + 50, *q, sum = 0.0;
        for (q = lb; q < end; q++)
            sum += *q;
        if (sum != 0.5 * (50 * (50 * ((int)upcr_mythread())) + 50 * (50 - 1) / 2))
            mine++;
    }
    /* a null pointer-to-shared casts to a null local pointer, whatever its type */
    {
        upcr_pshared_ptr_t none = upcr_null_pshared;
        if ((int *)upcr_pshared_to_local(none) != (void *)0 || (double *)upcr_pshared_to_local(upcr_null_pshared) != (void *)0 || (double *)upcr_shared_to_local(upcr_null_shared) != (void *)0 || (int *)upcr_shared_to_local(upcr_pshared_to_shared(none)) != (void *)0)

            mine++;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 50 * ((int)upcr_threads()); i++) {
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(cyc, sizeof(int), i), 0, sizeof(int)) != i + 1000) {
                if (mine < 5)
                    printf("FAIL: ptr_to_local: cyc[%d] = %d\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(cyc, sizeof(int), i), 0, sizeof(int)));
                mine++;
            }
            if (upcr_get_shared_doubleval(upcr_add_shared(blk, sizeof(double), i, 50), 0) != 0.5 * i)
                mine++;
        }
    }
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 63 "samples/upc/ptr_to_local.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)((int)upcr_threads());
#line 63 "samples/upc/ptr_to_local.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)((int)upcr_threads()) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered6[16384 / sizeof(int)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 63 "samples/upc/ptr_to_local.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered6[i - upcrt_gather_lo5];
            } else
#line 63 "samples/upc/ptr_to_local.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 65 "samples/upc/ptr_to_local.upc"
        if (total)
            printf("FAIL: ptr_to_local: %d errors\n", total);
        else
            printf("PASS: ptr_to_local\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
static inline void upcrt_restrict2(int *restrict l, int *loc, int i, int *upcrt_mine_out) {
    int mine = *upcrt_mine_out;
#line 23 "samples/upc/ptr_to_local.upc"
    {

        if (l != loc + i / ((int)upcr_threads()) || *l != i)
            mine++;
        *l += 1000;
    }
    *upcrt_mine_out = mine;
}
static inline void upcrt_restrict3(int *restrict l, int *loc, int i, int *upcrt_mine_out_1) {
    int mine = *upcrt_mine_out_1;
#line 23 "samples/upc/ptr_to_local.upc"
    {

        if (l != loc + i / ((int)upcr_threads()) || *l != i)
            mine++;
        *l += 1000;
    }
    *upcrt_mine_out_1 = mine;
}
static inline void upcrt_restrict4(int *restrict l, int *loc, int i, int *upcrt_mine_out_2) {
    int mine = *upcrt_mine_out_2;
#line 23 "samples/upc/ptr_to_local.upc"
    {

        if (l != loc + i / ((int)upcr_threads()) || *l != i)
            mine++;
        *l += 1000;
    }
    *upcrt_mine_out_2 = mine;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_to_local(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyc, sizeof(int), 50 * ((int)upcr_threads()), 0, sizeof(int), "cyc", "shared int [50 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blk, 50 * sizeof(double), (50 * ((int)upcr_threads()) + 50 - 1) / 50, 0, sizeof(double), "blk", "shared [50] double [50 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_ptr_to_local_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_to_local;
