/* forall_own_phases.upc - race-free: forall_own.upc with each upc_forall over its own elements
   (walked through local pointers and logged as one range a run under --checks=races) and
   thread 1's accesses to thread 0's elements in different barrier phases. */
#include <upc.h>
#include <stdio.h>

#define B 4
shared [B] int a[B * THREADS];
shared int c[B * THREADS];
int v;

int main(void)
{
    int i, s = 0;
    upc_forall (i = 0; i < B * THREADS; i++; &a[i])
        a[i] = i;
    upc_forall (i = 0; i < B * THREADS; i++; &c[i])
        c[i] = 2 * i;
    upc_barrier;
    if (MYTHREAD == 1)
        v = a[0] + c[0];
    upc_barrier;
    upc_forall (i = 0; i < B * THREADS; i++; &a[i])
        s += a[i];
    upc_barrier;
    if (MYTHREAD == 1)
        a[B - 1] = B - 1;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("s = %d v = %d\n", s, THREADS > 1 ? 0 : v);
    return 0;
}
