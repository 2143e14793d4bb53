/* alias.upc - racy: a thread writes its neighbour's element through a pointer-to-shared while the
   neighbour updates it by name. */
/* race: 15 16 on `x[0]` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int x[THREADS];

int main(void)
{
    shared int *p = &x[(MYTHREAD + 1) % THREADS];
    x[MYTHREAD] = 0;
    upc_barrier;
    if (THREADS > 1)
        *p = 10;
    x[MYTHREAD] += 1;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("x[0] is 1 or 10 or 11: %d\n", x[0] == 1 || x[0] == 10 || x[0] == 11);
    return 0;
}
