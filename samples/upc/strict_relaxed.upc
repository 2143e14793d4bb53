/* strict_relaxed.upc - strict flag synchronisation: a producer writes relaxed data, then a strict
   flag; the consumer spins on the flag and then reads the data. */
#include <stdio.h>
#include <upc.h>

#define N 16
relaxed shared int data[N];
strict shared int ready;

int main(void)
{
    int i, errors = 0;
    if (MYTHREAD == 0) {
        for (i = 0; i < N; i++)
            data[i] = i * i;
        ready = 1;
    }
    if (MYTHREAD == THREADS - 1) {
        while (ready == 0)
            ;
        for (i = 0; i < N; i++)
            if (data[i] != i * i)
                errors++;
    }
    upc_barrier;
    if (errors) {
        printf("FAIL: strict_relaxed: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: strict_relaxed\n");
    return 0;
}
