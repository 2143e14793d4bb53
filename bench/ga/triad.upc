/* triad.upc - STREAM-like triad a[i] = b[i] + s*c[i] over cyclic shared arrays with upc_forall
   (affinity &a[i]), translated with --to ga; compare triad_ga.c (native GA, NGA_Access) and
   triad_percall.c (one GA call per element access). Prints ns per element (per thread) of the
   best of REPS sweeps and checks every element. */
#include <stdio.h>
#include <time.h>
#include <upc.h>

#define PER_THREAD (1L << 22) /* elements per thread: 32 MiB per array per thread */
#define REPS 10

shared double a[PER_THREAD * THREADS], b[PER_THREAD * THREADS], c[PER_THREAD * THREADS];
shared long bad[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    const long n = PER_THREAD * THREADS;
    const double s = 3.0;
    double best = 1e30, t0;
    long i, wrong = 0;
    int r;

    upc_forall (i = 0; i < n; i++; &a[i]) {
        b[i] = (double)(i % 1000);
        c[i] = (double)(i % 7);
        a[i] = 0.0;
    }
    upc_barrier;
    for (r = 0; r < REPS; r++) {
        upc_barrier;
        t0 = now();
        upc_forall (i = 0; i < n; i++; &a[i])
            a[i] = b[i] + s * c[i];
        upc_barrier;
        if (now() - t0 < best)
            best = now() - t0;
    }
    upc_forall (i = 0; i < n; i++; &a[i])
        if (a[i] != (double)(i % 1000) + s * (double)(i % 7))
            wrong++;
    /* one element of the next thread, read remotely */
    i = (MYTHREAD + 1) % THREADS;
    if (a[i] != (double)(i % 1000) + s * (double)(i % 7))
        wrong++;
    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (r = 0; r < THREADS; r++)
            total += bad[r];
        printf("triad_upc: elements=%ld triad_ns=%.3f %s\n", n, best * 1e9 / PER_THREAD,
               total == 0 ? "verified" : "WRONG");
    }
    return 0;
}
