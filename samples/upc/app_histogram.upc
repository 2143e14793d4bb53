/* app_histogram.upc - a shared histogram filled by all threads, one lock per bin. */
#include <stdio.h>
#include <upc.h>

#define BINS 10
#define PER 300
shared int hist[BINS];
upc_lock_t *bin_lock[BINS];

int main(void)
{
    int i, b, errors = 0;
    unsigned seed = 12345u + 977u * MYTHREAD;
    for (b = 0; b < BINS; b++)
        bin_lock[b] = upc_all_lock_alloc();
    for (i = 0; i < PER; i++) {
        seed = seed * 1103515245u + 12345u;
        b = (seed >> 16) % BINS;
        upc_lock(bin_lock[b]);
        hist[b] = hist[b] + 1;
        upc_unlock(bin_lock[b]);
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0, t, expect[BINS] = { 0 };
        for (t = 0; t < THREADS; t++) {
            unsigned s = 12345u + 977u * t;
            for (i = 0; i < PER; i++) {
                s = s * 1103515245u + 12345u;
                expect[(s >> 16) % BINS]++;
            }
        }
        for (b = 0; b < BINS; b++) {
            total += hist[b];
            if (hist[b] != expect[b])
                errors++;
        }
        if (errors || total != PER * THREADS) {
            printf("FAIL: app_histogram: %d errors\n", errors);
            return 1;
        }
        printf("PASS: app_histogram\n");
    }
    return 0;
}
