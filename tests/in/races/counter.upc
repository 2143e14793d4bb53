/* counter.upc - racy: a shared counter incremented by every thread without a lock between two
   barriers. */
/* race: 14 14 on `counter` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int counter;

int main(void)
{
    if (MYTHREAD == 0)
        counter = 0;
    upc_barrier;
    counter++;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("counted at least one: %d\n", counter >= 1);
    return 0;
}
