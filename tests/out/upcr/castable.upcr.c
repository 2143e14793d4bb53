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
#line 1 "samples/upc/castable.upc"
/* castable.upc - <upc_castable.h>: upc_cast gives a usable local pointer for data with local affinity, upc_thread_info tells which other threads' data may be cast, and cast pointers agree with shared accesses. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/castable.upc"
upcr_shared_ptr_t blocks;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, bad = 0;
    upc_thread_info_t self = upc_thread_info(((int)upcr_mythread()));
    upcr_pshared_ptr_t heap = upcr_shared_to_pshared(upcr_alloc(16 * sizeof(int)));
    int *p = (int *)upc_cast(upcr_add_shared(blocks, sizeof(int), 16 * ((int)upcr_mythread()), 16));
    int *h = (int *)upc_cast(upcr_pshared_to_shared(heap));

    /* my own data is always castable, whatever its kind */
    if (p == (void *)0 || h == (void *)0 || p != (int *)upcr_shared_to_local(upcr_add_shared(blocks, sizeof(int), 16 * ((int)upcr_mythread()), 16))) {
        bad++;
    } else {
        for (i = 0; i < 16; i++) {
            p[i] = ((int)upcr_mythread()) * 16 + i;
            h[i] = -i;
        }
    }
    if ((self.guaranteedCastable & (1 << 0 | 1 << 1 | 1 << 2 | 1 << 3)) != (1 << 0 | 1 << 1 | 1 << 2 | 1 << 3))
        bad++;
    if (upc_cast(upcr_null_shared) != (void *)0)
        bad++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* other threads: use a local pointer only where upc_cast provides one */
    for (t = 0; t < ((int)upcr_threads()); t++) {
        upc_thread_info_t info = upc_thread_info(t);
        int *q = (int *)upc_cast(upcr_add_shared(blocks, sizeof(int), 16 * t, 16));
        if (info.guaranteedCastable & 1 << 3 && q == (void *)0)
            /* a guarantee that did not hold */
#line 39 "samples/upc/castable.upc"
            bad++;
        if (q != (void *)0)
            for (i = 0; i < 16; i++)
                if (q[i] != (int)upcr_get_shared_val(upcr_add_shared(blocks, sizeof(int), 16 * t + i, 16), 0, sizeof(int)) || q[i] != t * 16 + i)
                    bad++;
    }
    {
#line 45 "samples/upc/castable.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine1 = upcr_threadof_pshared(heap) == upcr_mythread() ? upcr_pshared_to_local(heap) : 0;
        long upcrt_phase1 = upcr_phaseof_pshared(heap);
#line 45 "samples/upc/castable.upc"
        if (upcrt_mine1) {
#line 45 "samples/upc/castable.upc"
            for (i = 0; i < 16; i++)
                if (upcrt_mine1[i] != -i)
                    bad++;
        } else
#line 45 "samples/upc/castable.upc"
            for (i = 0; i < 16; i++)
                if ((upcrt_mine1 ? upcrt_mine1[i] : (int)upcr_get_pshared_val(upcr_add_psharedI(heap, sizeof(int), i), 0, sizeof(int))) != -i)
                    bad++;
    }
#line 48 "samples/upc/castable.upc"
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 53 "samples/upc/castable.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)((int)upcr_threads());
#line 53 "samples/upc/castable.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)((int)upcr_threads()) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 53 "samples/upc/castable.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered3[t - upcrt_gather_lo2];
            } else
#line 53 "samples/upc/castable.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
#line 55 "samples/upc/castable.upc"
        if (total)
            printf("FAIL: castable: %d errors\n", total);
        else
            printf("PASS: castable\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_free(upcr_pshared_to_shared(heap));
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_castable(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blocks, 16 * sizeof(int), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "blocks", "shared [16] int [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_castable_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_castable;
