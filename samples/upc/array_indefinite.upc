/* array_indefinite.upc - shared []: the whole array has affinity to thread 0. */
#include <stdio.h>
#include <upc.h>

#define N 64
shared [] int all_on_zero[N];

int main(void)
{
    int i, errors = 0;
    if (MYTHREAD == THREADS - 1)
        for (i = 0; i < N; i++)
            all_on_zero[i] = N - i;
    upc_barrier;
    for (i = 0; i < N; i++) {
        if (all_on_zero[i] != N - i)
            errors++;
        if (upc_threadof(&all_on_zero[i]) != 0)
            errors++;
    }
    if (errors) {
        printf("FAIL: array_indefinite: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: array_indefinite\n");
    return 0;
}
