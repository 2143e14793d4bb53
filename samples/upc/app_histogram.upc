/* app_histogram.upc - a shared histogram filled by all threads: private counts merged under one lock per bin (locks from upc_all_lock_alloc), plus directly locked increments; checked sequentially. */
#include <stdio.h>
#include <upc.h>

#define NBINS 16
#define PER 500
shared int hist[NBINS];
shared int direct[NBINS];
shared int verdict;

/* deterministic data: a value in [0, 1000) computed from the element index */
static int value(int i)
{
    unsigned x = (unsigned)i * 2654435761u + 12345u;
    x ^= x >> 13;
    return (int)(x % 1000u);
}

int main(void)
{
    int i, b, errors = 0, n = PER * THREADS;
    int local[NBINS];
    upc_lock_t *lock[NBINS];

    for (b = 0; b < NBINS; b++) {
        lock[b] = upc_all_lock_alloc();     /* collective: the same lock on every thread */
        local[b] = 0;
    }
    upc_forall (b = 0; b < NBINS; b++; &hist[b]) {
        hist[b] = 0;
        direct[b] = 0;
    }
    upc_barrier;
    /* my share of the data, counted privately first */
    upc_forall (i = 0; i < n; i++; i)
        local[value(i) * NBINS / 1000]++;
    for (b = 0; b < NBINS; b++) {
        upc_lock(lock[b]);
        hist[b] += local[b];
        upc_unlock(lock[b]);
    }
    /* the slow way for a small part of the data: one locked increment per value */
    upc_forall (i = 0; i < n / 10; i++; i) {
        int bin = value(i) * NBINS / 1000;
        upc_lock(lock[bin]);
        direct[bin] = direct[bin] + 1;
        upc_unlock(lock[bin]);
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        int seq[NBINS], seq2[NBINS], sum = 0;
        for (b = 0; b < NBINS; b++)
            seq[b] = seq2[b] = 0;
        for (i = 0; i < n; i++) {
            seq[value(i) * NBINS / 1000]++;
            if (i < n / 10)
                seq2[value(i) * NBINS / 1000]++;
        }
        for (b = 0; b < NBINS; b++) {
            sum += hist[b];
            if (hist[b] != seq[b] || direct[b] != seq2[b]) {
                printf("FAIL: app_histogram: bin %d has %d/%d, expected %d/%d\n", b, hist[b], direct[b], seq[b], seq2[b]);
                errors++;
            }
        }
        if (sum != n)
            errors++;
        if (errors)
            printf("FAIL: app_histogram: %d errors\n", errors);
        else
            printf("PASS: app_histogram\n");
        verdict = errors != 0;
    }
    upc_barrier;
    for (b = 0; b < NBINS; b++)
        upc_all_lock_free(lock[b]);
    return verdict;
}
