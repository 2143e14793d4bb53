/* forall.upc - upc_forall over local data against the plain C loop over a private array of the
   same local size, in the same run: an update (a[i] = a[i] * s + 1) and a read-reduce
   (sum += a[i]), over a blocked and a cyclic shared array. Each round times every kernel once,
   in turn; the best round of each is printed in ns per element, with the ratios to the plain C
   loop. LOCAL elements per thread (a multiple of B), REPS sweeps per timing, ROUNDS rounds.
   Times are the calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID), so that a machine
   loaded by other jobs slows every kernel alike instead of whichever was descheduled. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <upc.h>

#ifndef LOCAL
#define LOCAL 65536
#endif
#ifndef REPS
#define REPS 100
#endif
#ifndef ROUNDS
#define ROUNDS 5
#endif
#define B 4096

shared [B] double blocked[LOCAL * THREADS];
shared double cyclic[LOCAL * THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

enum { FB, FC, PW, RB, RC, PR, KERNELS };
static const char *names[KERNELS] = {
    "update_blocked", "update_cyclic", "update_plain",
    "reduce_blocked", "reduce_cyclic", "reduce_plain",
};

int main(void)
{
    const long n = (long)LOCAL * THREADS;
    const double s = 0.999;
    double *plain = malloc(LOCAL * sizeof *plain);
    double best[KERNELS], t0, sum = 0, check = 0;
    long i;
    int r, rep, k;

    for (k = 0; k < KERNELS; k++)
        best[k] = 1e30;
    upc_forall (i = 0; i < n; i++; &blocked[i])
        blocked[i] = 1.0;
    upc_forall (i = 0; i < n; i++; &cyclic[i])
        cyclic[i] = 1.0;
    for (i = 0; i < LOCAL; i++)
        plain[i] = 1.0;
    upc_barrier;

    for (r = 0; r < ROUNDS; r++) {
        double t[KERNELS];
        t0 = now();
        for (rep = 0; rep < REPS; rep++)
            upc_forall (i = 0; i < n; i++; &blocked[i])
                blocked[i] = blocked[i] * s + 1.0;
        t[FB] = now() - t0;
        t0 = now();
        for (rep = 0; rep < REPS; rep++)
            upc_forall (i = 0; i < n; i++; &cyclic[i])
                cyclic[i] = cyclic[i] * s + 1.0;
        t[FC] = now() - t0;
        t0 = now();
        for (rep = 0; rep < REPS; rep++)
            for (i = 0; i < LOCAL; i++)
                plain[i] = plain[i] * s + 1.0;
        t[PW] = now() - t0;
        t0 = now();
        for (rep = 0; rep < REPS; rep++)
            upc_forall (i = 0; i < n; i++; &blocked[i])
                sum += blocked[i];
        t[RB] = now() - t0;
        t0 = now();
        for (rep = 0; rep < REPS; rep++)
            upc_forall (i = 0; i < n; i++; &cyclic[i])
                sum += cyclic[i];
        t[RC] = now() - t0;
        t0 = now();
        for (rep = 0; rep < REPS; rep++)
            for (i = 0; i < LOCAL; i++)
                sum += plain[i];
        t[PR] = now() - t0;
        for (k = 0; k < KERNELS; k++)
            if (t[k] < best[k])
                best[k] = t[k];
        upc_barrier;
    }
    for (i = 0; i < LOCAL; i += 4096)
        check += plain[i];
    /* The three updates did the same arithmetic on the same values. */
    if (blocked[MYTHREAD * B] != plain[0] || cyclic[MYTHREAD] != plain[0])
        printf("FAIL: thread %d: %g %g %g\n", MYTHREAD, blocked[MYTHREAD * B], cyclic[MYTHREAD],
               plain[0]);
    upc_barrier;
    if (MYTHREAD == 0) {
        double per = 1e9 / ((double)LOCAL * REPS);
        printf("forall: threads=%d elements/thread=%d reps=%d rounds=%d (check %.3f %.1f)\n",
               THREADS, LOCAL, REPS, ROUNDS, check, sum > 0 ? 1.0 : 0.0);
        for (k = 0; k < KERNELS; k++)
            printf("%s_ns=%.4f\n", names[k], best[k] * per);
    }
    free(plain);
    return 0;
}
