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
#line 1 "tests/in/real/all_alloc_free_loop.upc"
/* A collective library call that allocates its work array with upc_all_alloc on every call and
   frees it with upc_free on one thread (as collectives written in UPC do): called many times,
   the memory of the freed arrays must be reused. Each round checks the values every thread
   wrote. With an argument, two threads free the same array (one thread twice on one thread):
   a double free, reported at the latest by the next collective allocation call. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 12 "tests/in/real/all_alloc_free_loop.upc"
upcr_pshared_ptr_t errors;

static long round_sum(int round) {
    upcr_pshared_ptr_t mine;
    upcr_pshared_ptr_t cell = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), 1 << 20));
    long sum = 0;
    int t;
    upcr_put_pshared_val(upcr_add_pshared1(cell, sizeof(long), ((int)upcr_mythread())), 0, (long)(round * 10 + ((int)upcr_mythread())), sizeof(long));
    mine = upcr_add_pshared1(cell, sizeof(long), ((int)upcr_mythread()));
    /* the far end of this thread's part */
#line 21 "tests/in/real/all_alloc_free_loop.upc"
    upcr_put_pshared_val(upcr_add_psharedI(mine, sizeof(char), (1 << 20) - 1), 0, (char)1, sizeof(char));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (t = 0; t < ((int)upcr_threads()); t++)
        sum += (long)upcr_get_pshared_val(upcr_add_pshared1(cell, sizeof(long), t), 0, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == round % ((int)upcr_threads()))
        upcr_free(upcr_pshared_to_shared(cell));
    return sum;
}

int upcrt_user_main(int argc, char **argv) {
    int r, bad = 0;
    (void)argv;
    if (argc > 1) {
        upcr_pshared_ptr_t p = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), sizeof(int)));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (((int)upcr_mythread()) == 0)
            upcr_free(upcr_pshared_to_shared(p));
        if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
            upcr_free(upcr_pshared_to_shared(p));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        p = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), sizeof(int)));
        printf("double free not reported\n");
        return 0;
    }
    for (r = 0; r < 1200; r++) {
        long want = (long)r * 10 * ((int)upcr_threads()) + (long)((int)upcr_threads()) * (((int)upcr_threads()) - 1) / 2;
        if (round_sum(r) != want)
            bad++;
    }
    upcr_put_pshared_val(upcr_add_pshared1(errors, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0, t;
        {
#line 55 "tests/in/real/all_alloc_free_loop.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 55 "tests/in/real/all_alloc_free_loop.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errors, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 55 "tests/in/real/all_alloc_free_loop.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 55 "tests/in/real/all_alloc_free_loop.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errors, sizeof(int), t), 0, sizeof(int));
        }
#line 57 "tests/in/real/all_alloc_free_loop.upc"
        printf("%d rounds, %d errors\n", 1200, total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_all_alloc_free_loop(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errors, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errors", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_all_alloc_free_loop_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_all_alloc_free_loop;
