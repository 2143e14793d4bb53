/* app_montecarlo.upc - Monte Carlo estimate of pi with a deterministic generator per thread;
   the hit count is reduced with upc_all_reduceL. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define SAMPLES 20000
shared long hits[THREADS];
shared long total;

static unsigned long next(unsigned long *s)
{
    *s = *s * 6364136223846793005UL + 1442695040888963407UL;
    return *s >> 33;
}

int main(void)
{
    unsigned long s = 42 + MYTHREAD;
    long h = 0;
    int i;
    for (i = 0; i < SAMPLES; i++) {
        double x = (double)next(&s) / 2147483648.0;
        double y = (double)next(&s) / 2147483648.0;
        if (x * x + y * y <= 1.0)
            h++;
    }
    hits[MYTHREAD] = h;
    upc_all_reduceL(&total, hits, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == 0) {
        double pi = 4.0 * total / ((double)SAMPLES * THREADS);
        if (pi < 3.0 || pi > 3.3) {
            printf("FAIL: app_montecarlo %f\n", pi);
            return 1;
        }
        printf("PASS: app_montecarlo\n");
    }
    return 0;
}
