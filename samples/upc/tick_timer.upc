/* tick_timer.upc - <upc_tick.h>: upc_ticks_now is monotonic on each thread, upc_ticks_to_ns converts intervals, UPC_TICK_MIN and UPC_TICK_MAX bound the type. */
#include <stdio.h>
#include <upc.h>
#include <upc_tick.h>

#define SAMPLES 1000
shared int errs[THREADS];
shared double spent_ms[THREADS];
shared int verdict;

static volatile double sink;

static void spin(int n)
{
    int k;
    double x = 1.0;
    for (k = 0; k < n; k++)
        x = x * 1.000001 + 1e-9;
    sink = x;
}

int main(void)
{
    int i, bad = 0;
    upc_tick_t start, prev, now, total;
    uint64_t ns;

    if (!(UPC_TICK_MIN < UPC_TICK_MAX) || sizeof(upc_tick_t) < 4)
        bad++;
    start = prev = upc_ticks_now();
    for (i = 0; i < SAMPLES; i++) {
        now = upc_ticks_now();
        if (now < prev)                  /* never goes backwards on one thread */
            bad++;
        prev = now;
    }
    spin(200000 + 1000 * MYTHREAD);
    now = upc_ticks_now();
    total = now - start;
    ns = upc_ticks_to_ns(total);
    if (now < start || upc_ticks_to_ns(0) != 0)
        bad++;
    /* a longer interval converts to at least as many nanoseconds */
    if (upc_ticks_to_ns(total / 2) > ns)
        bad++;
    spent_ms[MYTHREAD] = ns / 1.0e6;
    errs[MYTHREAD] = bad;
    upc_barrier;

    if (MYTHREAD == 0) {
        int t, total_bad = 0;
        for (t = 0; t < THREADS; t++) {
            total_bad += errs[t];
            if (spent_ms[t] < 0.0 || spent_ms[t] > 60.0 * 1000.0)   /* under a minute */
                total_bad++;
        }
        if (total_bad)
            printf("FAIL: tick_timer: %d errors\n", total_bad);
        else
            printf("PASS: tick_timer\n");
        verdict = total_bad != 0;
    }
    upc_barrier;
    return verdict;
}
