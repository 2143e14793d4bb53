/* ptr_to_local.upc - casting a pointer-to-shared with local affinity to a local pointer and
   working through it at C speed. */
#include <stdio.h>
#include <upc.h>

#define N 100
shared [N] double v[N * THREADS];

int main(void)
{
    int i, errors = 0;
    double *mine = (double *)&v[MYTHREAD * N];
    for (i = 0; i < N; i++)
        mine[i] = MYTHREAD + i * 0.5;
    upc_barrier;
    for (i = 0; i < N * THREADS; i++)
        if (v[i] != i / N + (i % N) * 0.5)
            errors++;
    if (errors) {
        printf("FAIL: ptr_to_local: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: ptr_to_local\n");
    return 0;
}
