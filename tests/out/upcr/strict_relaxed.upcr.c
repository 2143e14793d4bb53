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
#line 1 "samples/upc/strict_relaxed.upc"
/* strict_relaxed.upc - strict and relaxed type qualifiers: relaxed data published through strict flags in a ring, in both qualifier orders and through a typedef. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/strict_relaxed.upc"
typedef int flag_t;

/* thread t's block is written by t's left neighbour */
#line 10 "samples/upc/strict_relaxed.upc"
upcr_shared_ptr_t data;
/* strict: orders the data writes before it */
#line 11 "samples/upc/strict_relaxed.upc"
upcr_pshared_ptr_t ready;
/* qualifiers in the other order */
#line 12 "samples/upc/strict_relaxed.upc"
upcr_pshared_ptr_t done;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int r, i, mine = 0;
    int right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    upcr_shared_ptr_t out = upcr_add_shared(data, sizeof(int), 32 * right, 32);
    upcr_pshared_ptr_t my_flag = upcr_add_pshared1(ready, sizeof(int), ((int)upcr_mythread()));

    upcr_put_pshared_val_strict(upcr_add_pshared1(ready, sizeof(int), ((int)upcr_mythread())), 0, (int)0, sizeof(int));
    if (((int)upcr_mythread()) == 0)
        upcr_put_pshared_val_strict(done, 0, (int)0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 27 "samples/upc/strict_relaxed.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine1 = upcr_threadof_shared(out) == upcr_mythread() ? upcr_shared_to_local(out) : 0;
        long upcrt_phase1 = upcr_phaseof_shared(out);
#line 27 "samples/upc/strict_relaxed.upc"
        if (upcrt_mine1 && upcrt_phase1 + 1 >= 0 && upcrt_phase1 + (3 + 1) <= 32)
#line 27 "samples/upc/strict_relaxed.upc"
            for (r = 1; r <= 3; r++) {
                /* produce for the right neighbour: relaxed writes, then the strict flag */
                {
#line 29 "samples/upc/strict_relaxed.upc"
                    /* local pointers for this thread's elements */
                    int *upcrt_mine4 = upcr_threadof_shared(out) == upcr_mythread() ? upcr_shared_to_local(out) : 0;
                    long upcrt_phase4 = upcr_phaseof_shared(out);
#line 29 "samples/upc/strict_relaxed.upc"
                    if (upcrt_mine4 && upcrt_phase4 + 0 >= 0 && upcrt_phase4 + 32 <= 32)
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            upcrt_mine4[i] = 1000 * r + 10 * ((int)upcr_mythread()) + i % 10;
                    else
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            ({ int upcrt_store5 = 1000 * r + 10 * ((int)upcr_mythread()) + i % 10; upcrt_mine4 && (unsigned long)(upcrt_phase4 + i) < 32 ? (void)(upcrt_mine4[i] = upcrt_store5) : (void)upcr_put_shared_val(upcr_add_shared(out, sizeof(int), i, 32), 0, (int)upcrt_store5, sizeof(int)); });
                }
#line 31 "samples/upc/strict_relaxed.upc"
                upcr_put_pshared_val_strict(upcr_add_pshared1(ready, sizeof(int), right), 0, (int)r, sizeof(int));
                /* consume: wait for my flag (a strict read), then the data is there */
                while ((int)upcr_get_pshared_val_strict(my_flag, 0, sizeof(int)) != r)
                    ;
                for (i = 0; i < 32; i++) {
                    int left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
                    if ((int)upcr_get_shared_val(upcr_add_shared(data, sizeof(int), 32 * ((int)upcr_mythread()) + i, 32), 0, sizeof(int)) != 1000 * r + 10 * left + i % 10)
                        mine++;
                }
                /* nobody overwrites a block that is still being read */
#line 40 "samples/upc/strict_relaxed.upc"
                upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            }
        else
#line 27 "samples/upc/strict_relaxed.upc"
            for (r = 1; r <= 3; r++) {

                {
#line 29 "samples/upc/strict_relaxed.upc"
                    /* local pointers for this thread's elements */
                    int *upcrt_mine2 = upcr_threadof_shared(out) == upcr_mythread() ? upcr_shared_to_local(out) : 0;
                    long upcrt_phase2 = upcr_phaseof_shared(out);
#line 29 "samples/upc/strict_relaxed.upc"
                    if (upcrt_mine2 && upcrt_phase2 + 0 >= 0 && upcrt_phase2 + 32 <= 32)
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            upcrt_mine2[i] = 1000 * r + 10 * ((int)upcr_mythread()) + i % 10;
                    else
#line 29 "samples/upc/strict_relaxed.upc"
                        for (i = 0; i < 32; i++)
                            ({ int upcrt_store3 = 1000 * r + 10 * ((int)upcr_mythread()) + i % 10; upcrt_mine2 && (unsigned long)(upcrt_phase2 + i) < 32 ? (void)(upcrt_mine2[i] = upcrt_store3) : (void)upcr_put_shared_val(upcr_add_shared(out, sizeof(int), i, 32), 0, (int)upcrt_store3, sizeof(int)); });
                }
#line 31 "samples/upc/strict_relaxed.upc"
                upcr_put_pshared_val_strict(upcr_add_pshared1(ready, sizeof(int), right), 0, (int)r, sizeof(int));

                while ((int)upcr_get_pshared_val_strict(my_flag, 0, sizeof(int)) != r)
                    ;
                for (i = 0; i < 32; i++) {
                    int left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
                    if ((int)upcr_get_shared_val(upcr_add_shared(data, sizeof(int), 32 * ((int)upcr_mythread()) + i, 32), 0, sizeof(int)) != 1000 * r + 10 * left + i % 10)
                        mine++;
                }
                upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            }
    }
    /* a strict read-modify-write by every thread in turn */
#line 43 "samples/upc/strict_relaxed.upc"
    for (r = 0; r < ((int)upcr_threads()); r++) {
        if (r == ((int)upcr_mythread()))
            upcr_put_pshared_val_strict(done, 0, (int)((int)upcr_get_pshared_val_strict(done, 0, sizeof(int)) + 1), sizeof(int));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }
    if ((int)upcr_get_pshared_val_strict(done, 0, sizeof(int)) != ((int)upcr_threads()))
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 55 "samples/upc/strict_relaxed.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo6 = (long)0;
            long upcrt_gather_hi6 = (long)((int)upcr_threads());
#line 55 "samples/upc/strict_relaxed.upc"
            if (upcrt_gather_lo6 >= 0 && upcrt_gather_hi6 <= (long)((int)upcr_threads()) && upcrt_gather_hi6 - upcrt_gather_lo6 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered7[16384 / sizeof(int)];
                if (upcrt_gather_lo6 < upcrt_gather_hi6) {
                    upcrt_get_range(upcrt_gathered7, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo6)), sizeof(int), 1, upcrt_gather_hi6 - upcrt_gather_lo6);
                }
#line 55 "samples/upc/strict_relaxed.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered7[i - upcrt_gather_lo6];
            } else
#line 55 "samples/upc/strict_relaxed.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 57 "samples/upc/strict_relaxed.upc"
        if (total)
            printf("FAIL: strict_relaxed: %d errors\n", total);
        else
            printf("PASS: strict_relaxed\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_strict_relaxed(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ready, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "ready", "strict shared int [1 * THREADS]" },
        { &done, sizeof(int), 1, 0, sizeof(int), "done", "strict shared int" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &data, 32 * sizeof(int), (32 * ((int)upcr_threads()) + 32 - 1) / 32, 0, sizeof(int), "data", "relaxed shared [32] int [32 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_strict_relaxed_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_strict_relaxed;
