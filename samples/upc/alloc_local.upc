/* alloc_local.upc - upc_alloc: shared memory with affinity to the calling thread, filled through a local pointer and read remotely by the others through a shared directory. */
#include <stdio.h>
#include <upc.h>

#define N 40
shared [] double *shared parts[THREADS];
shared double sums[THREADS];
shared int verdict;

int main(void)
{
    int i, t, errors = 0;
    shared [] double *mine = (shared [] double *)upc_alloc(N * sizeof(double));
    double *fast;

    if (mine == NULL || upc_threadof(mine) != (size_t)MYTHREAD) {
        sums[MYTHREAD] = -1.0;
    } else {
        fast = (double *)mine;              /* it is local: a C pointer works on it */
        for (i = 0; i < N; i++)
            fast[i] = MYTHREAD + i / 4.0;
    }
    parts[MYTHREAD] = mine;
    upc_barrier;

    /* sum the part of the next thread: remote reads through the shared pointer */
    {
        int next = (MYTHREAD + 1) % THREADS;
        shared [] double *p = parts[next];
        double s = 0.0;
        for (i = 0; i < N; i++)
            s += p[i];
        if (sums[MYTHREAD] == 0.0)
            sums[MYTHREAD] = s;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++) {
            int next = (t + 1) % THREADS;
            double want = N * (double)next + (N * (N - 1) / 2) / 4.0;
            if (sums[t] != want) {
                printf("FAIL: alloc_local: thread %d summed %g, expected %g\n", t, sums[t], want);
                errors++;
            }
            if (upc_threadof(parts[t]) != (size_t)t || upc_threadof(parts[t] + N - 1) != (size_t)t)
                errors++;
        }
        if (errors)
            printf("FAIL: alloc_local: %d errors\n", errors);
        else
            printf("PASS: alloc_local\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_free((shared void *)mine);
    return verdict;
}
