/* histogram.upc - a histogram written the natural UPC way: the bins are a shared array with
   one block of BPT bins per thread, each guarded by a lock; every thread counts its keys into
   private memory, then adds its counts into each thread's block under that block's lock (one
   upc_memget and one upc_memput per block), starting with its right neighbour so that the
   threads do not all queue on the same lock. Prints the time per iteration and checks the
   total and a weighted sum of the bins. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <upc.h>

#define BPT 4096 /* bins per thread */
#ifndef KEYS
#define KEYS (1 << 20) /* keys per thread */
#endif
#ifndef ITERS
#define ITERS 10
#endif

shared [BPT] long hist[BPT * THREADS];
upc_lock_t *shared block_lock[THREADS];
shared long partial[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    long nbins = (long)BPT * THREADS, i, b, total = 0, weighted = 0;
    unsigned *keys = malloc(sizeof(unsigned) * KEYS), seed = 2027u + 7919u * MYTHREAD;
    long *mine = malloc(sizeof(long) * nbins), *tmp = malloc(sizeof(long) * BPT);
    double t0, elapsed;
    int it, s;

    for (i = 0; i < KEYS; i++) {
        seed = seed * 1664525u + 1013904223u;
        keys[i] = (seed >> 7) % (unsigned)nbins;
    }
    block_lock[MYTHREAD] = upc_global_lock_alloc();
    upc_forall (i = 0; i < nbins; i++; &hist[i])
        hist[i] = 0;
    upc_barrier;
    t0 = now();
    for (it = 0; it < ITERS; it++) {
        memset(mine, 0, sizeof(long) * nbins);
        for (i = 0; i < KEYS; i++)
            mine[keys[i]]++;
        for (s = 1; s <= THREADS; s++) {
            int t = (MYTHREAD + s) % THREADS;
            upc_lock(block_lock[t]);
            upc_memget(tmp, &hist[(long)t * BPT], sizeof(long) * BPT);
            for (b = 0; b < BPT; b++)
                tmp[b] += mine[(long)t * BPT + b];
            upc_memput(&hist[(long)t * BPT], tmp, sizeof(long) * BPT);
            upc_unlock(block_lock[t]);
        }
        upc_barrier;
    }
    elapsed = now() - t0;
    upc_forall (i = 0; i < nbins; i++; &hist[i])
        weighted += hist[i] * (i % 13);
    partial[MYTHREAD] = weighted;
    upc_barrier;
    if (MYTHREAD == 0) {
        weighted = 0;
        for (s = 0; s < THREADS; s++)
            weighted += partial[s];
        for (i = 0; i < nbins; i++)
            total += hist[i];
        printf("histogram_upc: bins=%ld keys=%ld iters=%d time_per_iter_ms=%.3f total=%ld weighted=%ld %s\n", nbins,
               (long)KEYS * THREADS, ITERS, elapsed / ITERS * 1e3, total, weighted,
               total == (long)ITERS * KEYS * THREADS ? "ok" : "WRONG");
    }
    return 0;
}
