/* dynarrays.upc - the cost of shared arrays sized or blocked at run time (block scope) against
   the same arrays with a constant layout: creation + cross-thread check + release of a small
   array (per declaration), and a upc_forall sweep plus a read of every element. Prints
   microseconds. Usage: dynarrays [M] (elements per thread, default 100000). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <upc.h>

#define M0 100000
shared [4] double fixed[M0 * THREADS];

static double now(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return tv.tv_sec * 1e6 + tv.tv_usec;
}

static double sweep_dynamic(int m, int b, int reps)
{
    shared [b] double a[m * THREADS];
    double t0, s = 0;
    int i;
    upc_barrier;
    t0 = now();
    for (int r = 0; r < reps; r++) {
        upc_forall (i = 0; i < m * THREADS; i++; &a[i])
            a[i] = i + r;
        upc_forall (i = 0; i < m * THREADS; i++; &a[i])
            s += a[i];
    }
    upc_barrier;
    if (s < 0)
        printf("impossible\n");
    return (now() - t0) / reps;
}

static double sweep_fixed(int reps)
{
    double t0, s = 0;
    int i;
    upc_barrier;
    t0 = now();
    for (int r = 0; r < reps; r++) {
        upc_forall (i = 0; i < M0 * THREADS; i++; &fixed[i])
            fixed[i] = i + r;
        upc_forall (i = 0; i < M0 * THREADS; i++; &fixed[i])
            s += fixed[i];
    }
    upc_barrier;
    if (s < 0)
        printf("impossible\n");
    return (now() - t0) / reps;
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : M0, n = 1000, b = m > 0 ? 4 : 1;
    double t0, create;
    upc_barrier;
    t0 = now();
    for (int k = 0; k < n; k++) {
        shared [b] int small[16 * THREADS];
        small[MYTHREAD] = k;
    }
    upc_barrier;
    create = (now() - t0) / n;
    double dyn = sweep_dynamic(m, b, 10), fix = sweep_fixed(10);
    if (MYTHREAD == 0)
        printf("create+check+free %.1f us; sweep of %d elements/thread: run-time layout %.0f us, "
               "constant layout %.0f us\n", create, m, dyn, fix);
    return 0;
}
