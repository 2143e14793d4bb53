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
#line 1 "samples/upc/ptr_indefinite.upc"
/* ptr_indefinite.upc - pointers-to-shared with indefinite block size (shared []): arithmetic never leaves the thread; a cyclic element pointer cast to shared [] walks that thread's elements. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/ptr_indefinite.upc"
/* thread t holds cyc[t], cyc[t+THREADS], ... */
#line 6 "samples/upc/ptr_indefinite.upc"
upcr_pshared_ptr_t cyc;
/* all on thread 0 */
#line 7 "samples/upc/ptr_indefinite.upc"
upcr_pshared_ptr_t solo;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, k, mine = 0;
    int next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    upcr_pshared_ptr_t p;
#line 15 "samples/upc/ptr_indefinite.upc"
    upcr_pshared_ptr_t walk;
#line 15 "samples/upc/ptr_indefinite.upc"
    upcr_pshared_ptr_t other;
    upcr_pshared_ptr_t buf;

    {
#line 18 "samples/upc/ptr_indefinite.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 18 "samples/upc/ptr_indefinite.upc"
        i = 0;
#line 18 "samples/upc/ptr_indefinite.upc"
        if (upcrt_nested1)
#line 18 "samples/upc/ptr_indefinite.upc"
            for (; i < 8 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(cyc, sizeof(int), i), 0, (int)(3 * i), sizeof(int));
        else {
#line 18 "samples/upc/ptr_indefinite.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_cyc = upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 18 "samples/upc/ptr_indefinite.upc"
            long upcrt_bound = 8 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 18 "samples/upc/ptr_indefinite.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 18 "samples/upc/ptr_indefinite.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_cyc++)
                    *upcrt_local_cyc = 3 * i;
            }
#line 18 "samples/upc/ptr_indefinite.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_cyc++)
                *upcrt_local_cyc = 3 * i;
        }
#line 18 "samples/upc/ptr_indefinite.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    if (((int)upcr_mythread()) == 0)
        for (i = 0; i < 4 * 8; i++)
            upcr_put_pshared_val(upcr_add_psharedI(solo, sizeof(int), i), 0, (int)(i - 100), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* an indefinite pointer walks an indefinite array, on thread 0 all along */
    for (p = solo, i = 0; i < 4 * 8; i++, p = upcr_add_psharedI(p, sizeof(int), 1))
        if ((int)upcr_get_pshared_val(p, 0, sizeof(int)) != i - 100 || upcr_threadof_shared(upcr_pshared_to_shared(p)) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(p)) != 0)
            mine++;
    if (upcr_sub_psharedI(p, solo, sizeof(int)) != 4 * 8 || !(upcr_sub_psharedI(p, solo, sizeof(int)) > 0))
        mine++;

    /* my elements of the cyclic array, seen as one indefinite block */
    walk = upcr_add_pshared1(cyc, sizeof(int), ((int)upcr_mythread()));
    {
#line 34 "samples/upc/ptr_indefinite.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine2 = upcr_threadof_pshared(walk) == upcr_mythread() ? upcr_pshared_to_local(walk) : 0;
        long upcrt_phase2 = upcr_phaseof_pshared(walk);
#line 34 "samples/upc/ptr_indefinite.upc"
        if (upcrt_mine2)
#line 34 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++) {
                if (upcrt_mine2[k] != 3 * (((int)upcr_mythread()) + k * ((int)upcr_threads())))
                    mine++;
                if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(walk, sizeof(int), k))) != (size_t)((int)upcr_mythread()))
                    mine++;
            }
        else
#line 34 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++) {
                if ((upcrt_mine2 ? upcrt_mine2[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(walk, sizeof(int), k), 0, sizeof(int))) != 3 * (((int)upcr_mythread()) + k * ((int)upcr_threads())))
                    mine++;
                if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(walk, sizeof(int), k))) != (size_t)((int)upcr_mythread()))
                    mine++;
            }
    }
    /* the same for the next thread's elements: remote, but still one thread */
#line 41 "samples/upc/ptr_indefinite.upc"
    other = upcr_add_pshared1(cyc, sizeof(int), next);
    {
#line 42 "samples/upc/ptr_indefinite.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine3 = upcr_threadof_pshared(other) == upcr_mythread() ? upcr_pshared_to_local(other) : 0;
        long upcrt_phase3 = upcr_phaseof_pshared(other);
#line 42 "samples/upc/ptr_indefinite.upc"
        if (upcrt_mine3) {
#line 42 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++)
                if (upcrt_mine3[k] != 3 * (next + k * ((int)upcr_threads())) || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(other, sizeof(int), k))) != (size_t)next)
                    mine++;
        } else
#line 42 "samples/upc/ptr_indefinite.upc"
            for (k = 0; k < 8; k++)
                if ((upcrt_mine3 ? upcrt_mine3[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(other, sizeof(int), k), 0, sizeof(int))) != 3 * (next + k * ((int)upcr_threads())) || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(other, sizeof(int), k))) != (size_t)next)
                    mine++;
    }
#line 45 "samples/upc/ptr_indefinite.upc"
    if (upcr_sub_psharedI(upcr_add_psharedI(walk, sizeof(int), 5), walk, sizeof(int)) != 5 || upcr_sub_psharedI(upcr_add_psharedI(walk, sizeof(int), 5), upcr_add_psharedI(walk, sizeof(int), 4), sizeof(int)) <= 0)
        mine++;

    /* upc_alloc'd memory is indefinite too */
    buf = upcr_shared_to_pshared(upcr_alloc(8 * sizeof(double)));
    if (upcr_isnull_pshared(buf)) {
        mine++;
    } else {
        {
#line 53 "samples/upc/ptr_indefinite.upc"
            /* local pointers for this thread's elements */
            double *upcrt_mine4 = upcr_threadof_pshared(buf) == upcr_mythread() ? upcr_pshared_to_local(buf) : 0;
            long upcrt_phase4 = upcr_phaseof_pshared(buf);
#line 53 "samples/upc/ptr_indefinite.upc"
            if (upcrt_mine4)
#line 53 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    upcrt_mine4[k] = k * 0.25;
            else
#line 53 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    ({ double upcrt_store5 = k * 0.25; upcrt_mine4 ? (void)(upcrt_mine4[k] = upcrt_store5) : (void)upcr_put_pshared_doubleval(upcr_add_psharedI(buf, sizeof(double), k), 0, upcrt_store5); });
        }
#line 55 "samples/upc/ptr_indefinite.upc"
        {
#line 55 "samples/upc/ptr_indefinite.upc"
            /* local pointers for this thread's elements */
            double *upcrt_mine6 = upcr_threadof_pshared(buf) == upcr_mythread() ? upcr_pshared_to_local(buf) : 0;
            long upcrt_phase6 = upcr_phaseof_pshared(buf);
#line 55 "samples/upc/ptr_indefinite.upc"
            if (upcrt_mine6) {
#line 55 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    if (upcrt_mine6[k] != k * 0.25 || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(buf, sizeof(double), k))) != (size_t)((int)upcr_mythread()))
                        mine++;
            } else
#line 55 "samples/upc/ptr_indefinite.upc"
                for (k = 0; k < 8; k++)
                    if ((upcrt_mine6 ? upcrt_mine6[k] : upcr_get_pshared_doubleval(upcr_add_psharedI(buf, sizeof(double), k), 0)) != k * 0.25 || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(buf, sizeof(double), k))) != (size_t)((int)upcr_mythread()))
                        mine++;
        }
#line 58 "samples/upc/ptr_indefinite.upc"
        upcr_free(upcr_pshared_to_shared(buf));
    }

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 65 "samples/upc/ptr_indefinite.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo7 = (long)0;
            long upcrt_gather_hi7 = (long)((int)upcr_threads());
#line 65 "samples/upc/ptr_indefinite.upc"
            if (upcrt_gather_lo7 >= 0 && upcrt_gather_hi7 <= (long)((int)upcr_threads()) && upcrt_gather_hi7 - upcrt_gather_lo7 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered8[16384 / sizeof(int)];
                if (upcrt_gather_lo7 < upcrt_gather_hi7) {
                    upcrt_get_range(upcrt_gathered8, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo7)), sizeof(int), 1, upcrt_gather_hi7 - upcrt_gather_lo7);
                }
#line 65 "samples/upc/ptr_indefinite.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered8[i - upcrt_gather_lo7];
            } else
#line 65 "samples/upc/ptr_indefinite.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 67 "samples/upc/ptr_indefinite.upc"
        if (total)
            printf("FAIL: ptr_indefinite: %d errors\n", total);
        else
            printf("PASS: ptr_indefinite\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_indefinite(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyc, sizeof(int), 8 * ((int)upcr_threads()), 0, sizeof(int), "cyc", "shared int [8 * THREADS]" },
        { &solo, sizeof(int) * 32, 1, 0, sizeof(int), "solo", "shared [] int [32]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_ptr_indefinite_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_indefinite;
