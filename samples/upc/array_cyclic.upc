/* array_cyclic.upc - the default cyclic layout: shared int a[10*THREADS], element i on thread i % THREADS, phase always 0. */
#include <stdio.h>
#include <upc.h>

#define PER 10
shared int a[PER * THREADS];
shared int owner[PER * THREADS];
shared double d[37];                  /* a size that is not a multiple of THREADS */
shared int verdict;

int main(void)
{
    int i, errors = 0;

    /* each thread writes the elements it owns */
    for (i = MYTHREAD; i < PER * THREADS; i += THREADS) {
        a[i] = 3 * i + 1;
        owner[i] = MYTHREAD;
    }
    for (i = MYTHREAD; i < 37; i += THREADS)
        d[i] = i * 0.5;
    upc_barrier;

    if (MYTHREAD == 0) {
        long sum = 0;
        double dsum = 0.0;
        for (i = 0; i < PER * THREADS; i++) {
            if (a[i] != 3 * i + 1 || owner[i] != i % THREADS) {
                if (errors < 5)
                    printf("FAIL: array_cyclic: a[%d]=%d owner=%d\n", i, a[i], owner[i]);
                errors++;
            }
            if (upc_threadof(&a[i]) != (size_t)(i % THREADS) || upc_phaseof(&a[i]) != 0)
                errors++;
            sum += a[i];
        }
        /* sum of 3i+1 for i < n */
        {
            long n = PER * THREADS;
            if (sum != 3 * n * (n - 1) / 2 + n)
                errors++;
        }
        for (i = 0; i < 37; i++) {
            dsum += d[i];
            if (upc_threadof(&d[i]) != (size_t)(i % THREADS))
                errors++;
        }
        if (dsum != 0.5 * 36 * 37 / 2)
            errors++;
        /* consecutive elements of one thread are THREADS apart */
        if (upc_threadof(&a[MYTHREAD + THREADS]) != upc_threadof(&a[MYTHREAD]))
            errors++;
        if (errors)
            printf("FAIL: array_cyclic: %d errors\n", errors);
        else
            printf("PASS: array_cyclic\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
