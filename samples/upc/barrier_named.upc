/* barrier_named.upc - upc_barrier with and without an expression. */
#include <stdio.h>
#include <upc.h>

shared int stage[THREADS];

int main(void)
{
    int round, t, errors = 0;
    for (round = 0; round < 5; round++) {
        stage[MYTHREAD] = round;
        upc_barrier round;
        for (t = 0; t < THREADS; t++)
            if (stage[t] != round)
                errors++;
        upc_barrier;
    }
    if (errors) {
        printf("FAIL: barrier_named: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: barrier_named\n");
    return 0;
}
