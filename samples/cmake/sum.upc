/* sum.upc - the CMake sample: the threads sum 1..N, each its own elements, into a shared total. */
#include <stdio.h>
#include <upc.h>
#include "sum.h"

shared long parts[THREADS];

int main(void)
{
    long mine = 0;
    for (int i = MYTHREAD; i < N; i += THREADS)
        mine += i + 1;
    parts[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (int t = 0; t < THREADS; t++)
            total += parts[t];
        printf("THREADS=%d sum=%ld %s\n", THREADS, total,
               total == (long)N * (N + 1) / 2 ? "PASS" : "FAIL");
    }
    return 0;
}
