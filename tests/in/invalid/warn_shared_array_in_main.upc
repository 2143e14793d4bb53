// expect: W0300
#include <stdio.h>
#include <upc.h>

int main(void)
{
    shared int tmp[THREADS];
    tmp[MYTHREAD] = MYTHREAD;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%d\n", tmp[THREADS - 1]);
    return 0;
}
