/* array_blocked.upc - blocked layouts shared [B] with several block sizes. */
#include <stdio.h>
#include <upc.h>

#define N 40
shared [3] int b3[N * THREADS];
shared [8] long b8[N * THREADS];
shared [1] short b1[N * THREADS];

int main(void)
{
    int i, errors = 0;
    upc_forall (i = 0; i < N * THREADS; i++; &b3[i]) {
        b3[i] = i;
        b8[i] = 2L * i;
        b1[i] = (short)(i % 1000);
    }
    upc_barrier;
    for (i = 0; i < N * THREADS; i++) {
        if (b3[i] != i || b8[i] != 2L * i || b1[i] != i % 1000)
            errors++;
        if ((int)upc_threadof(&b3[i]) != (i / 3) % THREADS)
            errors++;
        if ((int)upc_threadof(&b8[i]) != (i / 8) % THREADS)
            errors++;
    }
    if (errors) {
        printf("FAIL: array_blocked: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: array_blocked\n");
    return 0;
}
