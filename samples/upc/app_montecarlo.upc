/* app_montecarlo.upc - Monte Carlo estimate of pi: batches of samples from a deterministic LCG seeded by batch number, dealt out with upc_forall, hits summed with upc_all_reduceL. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define BATCHES 64
#define PER_BATCH 2000
shared long hits[THREADS];
shared long total_hits;
shared int verdict;

/* a 32-bit linear congruential generator */
static unsigned lcg(unsigned *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state;
}

static long batch_hits(int b)
{
    unsigned st = 2463534242u ^ (unsigned)b * 2654435761u;
    long in = 0;
    int k;
    for (k = 0; k < PER_BATCH; k++) {
        double x = lcg(&st) / 4294967296.0;
        double y = lcg(&st) / 4294967296.0;
        if (x * x + y * y < 1.0)
            in++;
    }
    return in;
}

int main(void)
{
    int b, errors = 0;
    long mine = 0;

    upc_forall (b = 0; b < BATCHES; b++; b)
        mine += batch_hits(b);
    hits[MYTHREAD] = mine;
    upc_all_reduceL(&total_hits, hits, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    if (MYTHREAD == 0) {
        long seq = 0;
        double pi;
        for (b = 0; b < BATCHES; b++)
            seq += batch_hits(b);
        pi = 4.0 * total_hits / ((double)BATCHES * PER_BATCH);
        printf("pi is about %.4f (%ld of %d samples inside)\n", pi, total_hits, BATCHES * PER_BATCH);
        if (total_hits != seq) {
            printf("FAIL: app_montecarlo: %ld hits, sequential %ld\n", total_hits, seq);
            errors++;
        }
        if (pi < 3.0 || pi > 3.3)
            errors++;
        if (errors)
            printf("FAIL: app_montecarlo: %d errors\n", errors);
        else
            printf("PASS: app_montecarlo\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
