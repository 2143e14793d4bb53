/* producer_consumer.upc - racy: each thread writes its element and reads its neighbour's in the
   same barrier phase. */
/* race: 14 15 on `data[0]` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int data[THREADS];

int main(void)
{
    int v;
    data[MYTHREAD] = 0;
    upc_barrier;
    data[MYTHREAD] = MYTHREAD + 1;
    v = data[(MYTHREAD + 1) % THREADS];
    upc_barrier;
    if (MYTHREAD == 0)
        printf("read a value in range: %d\n", v >= 0 && v <= THREADS);
    return 0;
}
