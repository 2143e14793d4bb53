/* access_bench.upc - the cost of fine-grained shared accesses (bench/checks.sh): every thread
   reads and writes each element of a cyclic shared array, one element at a time (a quarter of
   them its own, the rest another thread's on 4 threads), REPS times; prints nanoseconds per access
   on thread 0. Built with and without `pgas-xlate cc --checks`. */
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
            int k = i % (N * THREADS);
            sum += a[k];
            if (a[k] < 0)
                a[k] = 0;
        }
    t = now() - t;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%.1f ns per access (sum %ld)\n", 1e9 * t / (2.0 * reps * N * THREADS), sum);
    return 0;
}
