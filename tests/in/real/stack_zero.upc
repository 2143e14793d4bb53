/* A local array of main read where it was never written: a fresh process's main finds its
   stack unused, zero, and programs (GA's tests among them) print those zeros; under both
   backends main runs on zeroed stack too. Prints how many of the ints are not zero. */
#include <upc.h>
#include <stdio.h>

shared long nonzero[THREADS];

int main(void)
{
    volatile int unwritten[4096];
    long n = 0;
    for (int i = 0; i < 4096; i++)
        n += unwritten[i] != 0;
    nonzero[MYTHREAD] = n;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (int t = 0; t < THREADS; t++)
            total += nonzero[t];
        printf("ints not zero: %ld\n", total);
    }
    return 0;
}
