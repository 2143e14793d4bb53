/* remote.upc - cost of one remote shared element: thread 0 writes, then reads, M elements of
   thread 1 one at a time (r[k * THREADS + 1], each a separate access) while thread 1 waits.
   remote_ga.c does the same with raw single-element NGA_Put/NGA_Get. Prints ns per access of
   the best of REPS rounds; checks the values read and, on thread 1, the values written. */
#include <stdio.h>
#include <time.h>
#include <upc.h>

#define M (1L << 14) /* elements per thread */
#define REPS 5

shared double r[M * THREADS];
shared long bad[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    const int peer = THREADS > 1 ? 1 : 0;
    double best_get = 1e30, best_put = 1e30, t0, sum = 0;
    long k, wrong = 0;
    int rep;

    upc_barrier;
    for (rep = 0; rep < REPS; rep++) {
        if (MYTHREAD == 0) {
            t0 = now();
            for (k = 0; k < M; k++)
                r[k * THREADS + peer] = (double)(k + rep);
            if (now() - t0 < best_put)
                best_put = now() - t0;
            upc_fence;
            sum = 0;
            t0 = now();
            for (k = 0; k < M; k++)
                sum += r[k * THREADS + peer];
            if (now() - t0 < best_get)
                best_get = now() - t0;
            if (sum != (double)M * (M - 1) / 2 + (double)M * rep)
                wrong++;
        }
        upc_barrier;
    }
    /* the peer checks what it holds */
    if (MYTHREAD == peer)
        for (k = 0; k < M; k++)
            if (r[k * THREADS + peer] != (double)(k + REPS - 1))
                wrong++;
    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (rep = 0; rep < THREADS; rep++)
            total += bad[rep];
        printf("remote_upc: elements=%ld get_ns=%.1f put_ns=%.1f %s\n", M, best_get * 1e9 / M,
               best_put * 1e9 / M, total == 0 ? "verified" : "WRONG");
    }
    return 0;
}
