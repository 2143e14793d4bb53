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
#line 1 "samples/upc/app_montecarlo.upc"
/* app_montecarlo.upc - Monte Carlo estimate of pi: batches of samples from a deterministic LCG seeded by batch number, dealt out with upc_forall, hits summed with upc_all_reduceL. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 8 "samples/upc/app_montecarlo.upc"
upcr_pshared_ptr_t hits;
upcr_pshared_ptr_t total_hits;
upcr_pshared_ptr_t verdict;

/* a 32-bit linear congruential generator */
static unsigned lcg(unsigned *state) {

    *state = *state * 1664525u + 1013904223u;
    return *state;
}

static long batch_hits(int b) {

    unsigned st = 2463534242u ^ (unsigned)b * 2654435761u;
    long in = 0;
    int k;
    for (k = 0; k < 2000; k++) {
        double x = lcg(&st) / 4294967296.0;
        double y = lcg(&st) / 4294967296.0;
        if (x * x + y * y < 1.0)
            in++;
    }
    return in;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int b, errors = 0;
    long mine = 0;

    {
#line 38 "samples/upc/app_montecarlo.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 38 "samples/upc/app_montecarlo.upc"
        b = 0;
#line 38 "samples/upc/app_montecarlo.upc"
        if (!upcrt_nested1)
            b = upcrt_forall_first(b, 1);
#line 38 "samples/upc/app_montecarlo.upc"
        for (; b < 64; b = upcrt_nested1 ? b + 1 : upcrt_forall_next(b, 1))
            mine += batch_hits(b);
#line 38 "samples/upc/app_montecarlo.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_put_pshared_val(upcr_add_pshared1(hits, sizeof(long), ((int)upcr_mythread())), 0, (long)mine, sizeof(long));
    upc_all_reduceL(upcr_pshared_to_shared(total_hits), upcr_pshared_to_shared(hits), (upc_op_t)1 << 0, ((int)upcr_threads()), 1, (void *)0, 0 | 0);

    if (((int)upcr_mythread()) == 0) {
        long seq = 0;
        double pi;
        for (b = 0; b < 64; b++)
            seq += batch_hits(b);
        pi = 4.0 * (long)upcr_get_pshared_val(total_hits, 0, sizeof(long)) / ((double)64 * 2000);
        printf("pi is about %.4f (%ld of %d samples inside)\n", pi, (long)upcr_get_pshared_val(total_hits, 0, sizeof(long)), 64 * 2000);
        if ((long)upcr_get_pshared_val(total_hits, 0, sizeof(long)) != seq) {
            printf("FAIL: app_montecarlo: %ld hits, sequential %ld\n", (long)upcr_get_pshared_val(total_hits, 0, sizeof(long)), seq);
            errors++;
        }
        if (pi < 3.0 || pi > 3.3)
            errors++;
        if (errors)
            printf("FAIL: app_montecarlo: %d errors\n", errors);
        else
            printf("PASS: app_montecarlo\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_montecarlo(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &hits, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "hits", "shared long [1 * THREADS]" },
        { &total_hits, sizeof(long), 1, 0, sizeof(long), "total_hits", "shared long" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_app_montecarlo_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_montecarlo;
