/* bench/startup.sh: the smallest UPC program, for the time a run takes to start and end. */
#include <upc.h>
#include <stdio.h>

int main(void)
{
    upc_barrier;
    if (MYTHREAD == 0)
        printf("hello from %d threads\n", THREADS);
    return 0;
}
