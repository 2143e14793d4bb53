/* is.upc - an integer-sort kernel in the style of the NAS IS benchmark: every thread holds
   NKEYS random keys; keys are redistributed so that thread t gets the keys of the t-th key
   range (counts exchanged through a shared matrix, keys moved with upc_memput), then sorted
   locally by counting. Prints the time per iteration and verifies the global order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <upc.h>

#ifndef NKEYS
#define NKEYS (1 << 20)
#endif
#define MAXKEY (1 << 16)
#ifndef ITERS
#define ITERS 10
#endif

#define MAXTHREADS 64
shared int counts[MAXTHREADS][MAXTHREADS]; /* counts[s][d]: keys thread s sends to thread d */
shared [] int *shared inbox[THREADS];    /* each thread's receive buffer */
shared int received[THREADS];
shared long bad;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    int *keys = malloc(NKEYS * sizeof(int)), *sorted = malloc(NKEYS * sizeof(int));
    int *mine_count = calloc(THREADS, sizeof(int)), *start = calloc(THREADS + 1, sizeof(int));
    int *histogram = malloc(MAXKEY * sizeof(int));
    int range = (MAXKEY + THREADS - 1) / THREADS, capacity = 2 * NKEYS, i, d, s, it, n = 0;
    unsigned seed = 12345u + 977u * MYTHREAD;
    double t0, elapsed = 0;

    inbox[MYTHREAD] = (shared [] int *)upc_alloc(capacity * sizeof(int));
    for (i = 0; i < NKEYS; i++) {
        seed = seed * 1103515245u + 12345u;
        keys[i] = (int)((seed >> 8) % MAXKEY);
    }
    upc_barrier;
    for (it = 0; it < ITERS; it++) {
        t0 = now();
        memset(mine_count, 0, THREADS * sizeof(int));
        for (i = 0; i < NKEYS; i++)
            mine_count[keys[i] / range]++;
        start[0] = 0;
        for (d = 0; d < THREADS; d++) {
            counts[MYTHREAD][d] = mine_count[d];
            start[d + 1] = start[d] + mine_count[d];
        }
        /* bucket the keys by destination */
        {
            int *fill = malloc(THREADS * sizeof(int));
            memcpy(fill, start, THREADS * sizeof(int));
            for (i = 0; i < NKEYS; i++)
                sorted[fill[keys[i] / range]++] = keys[i];
            free(fill);
        }
        upc_barrier;
        for (d = 0; d < THREADS; d++) {
            int offset = 0;
            for (s = 0; s < MYTHREAD; s++)
                offset += counts[s][d];
            if (mine_count[d])
                upc_memput(inbox[d] + offset, sorted + start[d], mine_count[d] * sizeof(int));
        }
        upc_barrier;
        n = 0;
        for (s = 0; s < THREADS; s++)
            n += counts[s][MYTHREAD];
        /* counting sort of the received keys */
        {
            int *in = (int *)inbox[MYTHREAD], lo = MYTHREAD * range, k, pos = 0;
            memset(histogram, 0, MAXKEY * sizeof(int));
            for (i = 0; i < n; i++)
                histogram[in[i] - lo]++;
            for (k = 0; k < range; k++)
                while (histogram[k]--)
                    in[pos++] = lo + k;
        }
        upc_barrier;
        elapsed += now() - t0;
    }
    received[MYTHREAD] = n;
    upc_barrier;
    /* verification: each buffer sorted, and every key below the next thread's first key */
    {
        int *in = (int *)inbox[MYTHREAD];
        long wrong = 0;
        for (i = 1; i < n; i++)
            if (in[i - 1] > in[i])
                wrong++;
        if (MYTHREAD + 1 < THREADS && n > 0 && received[MYTHREAD + 1] > 0 && in[n - 1] > inbox[MYTHREAD + 1][0])
            wrong++;
        if (wrong)
            bad = wrong;
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (s = 0; s < THREADS; s++)
            total += received[s];
        printf("is_upc: keys=%ld time_per_iter_ms=%.3f %s\n", total, elapsed / ITERS * 1e3,
               bad == 0 && total == (long)NKEYS * THREADS ? "verified" : "WRONG");
    }
    return 0;
}
