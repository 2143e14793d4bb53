/* array_star.upc - shared [*]: the array is split into THREADS contiguous blocks. */
#include <stdio.h>
#include <upc.h>

#define N 12
shared [*] int s[N * THREADS];

int main(void)
{
    int i, errors = 0;
    upc_forall (i = 0; i < N * THREADS; i++; &s[i])
        s[i] = i + 100;
    upc_barrier;
    for (i = 0; i < N * THREADS; i++) {
        if (s[i] != i + 100)
            errors++;
        if ((int)upc_threadof(&s[i]) != i / N)
            errors++;
    }
    if (upc_blocksizeof(s) != N)
        errors++;
    if (errors) {
        printf("FAIL: array_star: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: array_star\n");
    return 0;
}
