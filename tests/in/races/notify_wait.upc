/* notify_wait.upc - race-free: work between upc_notify and upc_wait on data no other thread
   touches until after the next barrier. */
#include <upc.h>
#include <stdio.h>

shared int a[THREADS];
shared int b[THREADS];

int main(void)
{
    int i, s = 0, local = 0;
    a[MYTHREAD] = MYTHREAD;
    upc_notify;
    for (i = 0; i < 1000; i++)
        local += i % 7;
    b[MYTHREAD] = local;
    upc_wait;
    for (i = 0; i < THREADS; i++)
        s += a[i];
    upc_barrier;
    for (i = 0; i < THREADS; i++)
        s += b[i] - local;
    upc_barrier;
    a[MYTHREAD] = s;
    if (MYTHREAD == 0)
        printf("sum %d\n", s == THREADS * (THREADS - 1) / 2);
    return 0;
}
