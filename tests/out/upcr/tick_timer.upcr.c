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
#line 1 "samples/upc/tick_timer.upc"
/* tick_timer.upc - <upc_tick.h>: upc_ticks_now is monotonic on each thread, upc_ticks_to_ns converts intervals, UPC_TICK_MIN and UPC_TICK_MAX bound the type. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/tick_timer.upc"
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t spent_ms;
upcr_pshared_ptr_t verdict;

static volatile double sink;

static void spin(int n) {

    int k;
    double x = 1.0;
    for (k = 0; k < n; k++)
        x = x * 1.000001 + 1e-9;
    sink = x;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, bad = 0;
    upc_tick_t start, prev, now, total;
    uint64_t ns;

    if (!((upc_tick_t)0 < (upc_tick_t)18446744073709551615UL) || sizeof(upc_tick_t) < 4)
        bad++;
    start = prev = upc_ticks_now();
    for (i = 0; i < 1000; i++) {
        now = upc_ticks_now();
        /* never goes backwards on one thread */
#line 33 "samples/upc/tick_timer.upc"
        if (now < prev)
            bad++;
        prev = now;
    }
    spin(200000 + 1000 * ((int)upcr_mythread()));
    now = upc_ticks_now();
    total = now - start;
    ns = upc_ticks_to_ns(total);
    if (now < start || upc_ticks_to_ns(0) != 0)
        bad++;
    /* a longer interval converts to at least as many nanoseconds */
    if (upc_ticks_to_ns(total / 2) > ns)
        bad++;
    upcr_put_pshared_doubleval(upcr_add_pshared1(spent_ms, sizeof(double), ((int)upcr_mythread())), 0, ns / 1.0e6);
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int t, total_bad = 0;
        {
#line 52 "samples/upc/tick_timer.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 52 "samples/upc/tick_timer.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int)) && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(double))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                double upcrt_gathered3[16384 / sizeof(double)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(spent_ms, sizeof(double), upcrt_gather_lo1)), sizeof(double), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 52 "samples/upc/tick_timer.upc"
                for (t = 0; t < ((int)upcr_threads()); t++) {
                    total_bad += upcrt_gathered2[t - upcrt_gather_lo1];
                    /* under a minute */
#line 54 "samples/upc/tick_timer.upc"
                    if (upcrt_gathered3[t - upcrt_gather_lo1] < 0.0 || upcrt_gathered3[t - upcrt_gather_lo1] > 60.0 * 1000.0)
                        total_bad++;
                }
            } else
#line 52 "samples/upc/tick_timer.upc"
                for (t = 0; t < ((int)upcr_threads()); t++) {
                    total_bad += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
                    if (upcr_get_pshared_doubleval(upcr_add_pshared1(spent_ms, sizeof(double), t), 0) < 0.0 || upcr_get_pshared_doubleval(upcr_add_pshared1(spent_ms, sizeof(double), t), 0) > 60.0 * 1000.0)
                        total_bad++;
                }
        }
#line 57 "samples/upc/tick_timer.upc"
        if (total_bad)
            printf("FAIL: tick_timer: %d errors\n", total_bad);
        else
            printf("PASS: tick_timer\n");
        upcr_put_pshared_val(verdict, 0, (int)(total_bad != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_tick_timer(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &spent_ms, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "spent_ms", "shared double [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_tick_timer_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_tick_timer;
