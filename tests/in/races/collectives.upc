/* collectives.upc - race-free: a value written before a collective with UPC_IN_ALLSYNC is read
   after it by every thread, and the collective's result after UPC_OUT_ALLSYNC. */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>

shared int src[THREADS];
shared int dst[THREADS];
shared int value;

int main(void)
{
    int v;
    if (MYTHREAD == 0) {
        value = 7;
        src[0] = 5;
    }
    upc_all_broadcast(dst, src, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    v = value + dst[(MYTHREAD + 1) % THREADS];
    upc_all_broadcast(dst, src, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == 0)
        value = v;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("value %d\n", value);
    return 0;
}
