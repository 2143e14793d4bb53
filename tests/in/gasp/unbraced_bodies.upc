/* unbraced_bodies.upc - statements that instrumentation turns into several, as the whole body
   of an if or a loop (tests/gasp_instrument.rs): they must stay one statement. */
#include <upc.h>
#include <stdio.h>
shared int hits[THREADS];

static void touch(int j)
{
    if (j != MYTHREAD)
        return;
    hits[j] += 1;
}

int main(void)
{
    int j, k, total = 0;
    for (j = 0; j < THREADS; j++)
        touch(j);
    for (k = 0; k < 3; k++)
        upc_fence;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (j = 0; j < THREADS; j++)
            total += hits[j];
        printf("hits=%d\n", total);
    }
    return 0;
}
