/* tick_timer.upc - <upc_tick.h>: the tick counter is monotonic and converts to nanoseconds. */
#include <stdio.h>
#include <upc.h>
#include <upc_tick.h>

int main(void)
{
    upc_tick_t t0 = upc_ticks_now(), t1;
    volatile double x = 0;
    int i;
    for (i = 0; i < 100000; i++)
        x += i * 0.5;
    t1 = upc_ticks_now();
    if (t1 < t0 || upc_ticks_to_ns(t1 - t0) > 60ULL * 1000000000ULL || UPC_TICK_MAX <= UPC_TICK_MIN) {
        printf("FAIL: tick_timer\n");
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: tick_timer\n");
    return 0;
}
