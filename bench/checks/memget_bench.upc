/* memget_bench.upc - the cost of the argument checks of upc_memget (docs/performance.md, built
   with `pgas-xlate cc --to upcr`, run as `pgas-xlate run -n P memget_bench REPS`): every
   thread copies each element of a cyclic shared array with its own upc_memget of 4 bytes (a
   quarter of them its own on 4 threads, the rest other threads'), REPS times; prints nanoseconds
   per call on thread 0. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 4096

shared int a[N * THREADS];

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 20;
    long sum = 0;
    double t;
    upc_forall (int i = 0; i < N * THREADS; i++; &a[i])
        a[i] = i;
    upc_barrier;
    t = now();
    for (int r = 0; r < reps; r++)
        for (int i = MYTHREAD; i < N * THREADS + MYTHREAD; i++) {
            int v;
            upc_memget(&v, &a[i % (N * THREADS)], sizeof v);
            sum += v;
        }
    t = now() - t;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%.1f ns per call (sum %ld)\n", 1e9 * t / ((double)reps * N * THREADS), sum);
    return 0;
}
