/* array_cyclic.upc - default (cyclic) layout: element i lives on thread i % THREADS. */
#include <stdio.h>
#include <upc.h>

#define PER 7
shared int a[PER * THREADS];

int main(void)
{
    int i, errors = 0;
    for (i = MYTHREAD; i < PER * THREADS; i += THREADS)
        a[i] = 3 * i;
    upc_barrier;
    for (i = 0; i < PER * THREADS; i++) {
        if (a[i] != 3 * i)
            errors++;
        if ((int)upc_threadof(&a[i]) != i % THREADS)
            errors++;
    }
    if (errors) {
        printf("FAIL: array_cyclic: %d errors on thread %d\n", errors, MYTHREAD);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: array_cyclic\n");
    return 0;
}
