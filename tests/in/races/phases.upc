/* phases.upc - race-free: writes and reads of the same elements in phases separated by
   barriers. */
#include <upc.h>
#include <stdio.h>

shared int a[THREADS];
shared int sums[THREADS];

int main(void)
{
    int i, s = 0;
    a[MYTHREAD] = MYTHREAD + 1;
    upc_barrier;
    for (i = 0; i < THREADS; i++)
        s += a[i];
    upc_barrier;
    a[MYTHREAD] = s;
    sums[MYTHREAD] = s;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < THREADS; i++)
            s += a[i] - sums[(i + 1) % THREADS];
        printf("sum %d\n", s == THREADS * (THREADS + 1) / 2);
    }
    return 0;
}
