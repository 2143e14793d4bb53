#include <upc.h>
#include <stdio.h>

shared int a[4 * THREADS];
shared [2] double b[8 * THREADS];

int main(void)
{
    shared short *heap = upc_all_alloc(THREADS, 64 * sizeof(short));
    int peer = (MYTHREAD + 1) % THREADS;
    int sum = 0;
    a[4 * peer] = MYTHREAD;
    b[2 * peer + 1] = MYTHREAD + 0.5;
    heap[peer] = MYTHREAD * 10;
    upc_barrier;
    sum += a[4 * peer] + (int)b[2 * peer + 1] + heap[peer];
    upc_barrier;
    if (MYTHREAD == 0)
        printf("sum %d\n", sum);
    upc_all_free(heap);
    return 0;
}
