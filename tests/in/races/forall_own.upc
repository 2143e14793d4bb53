/* forall_own.upc - racy: upc_foralls over their own elements (walked through local pointers and
   logged as one range a run under --checks=races), blocked and cyclic, write them while thread 1
   reads thread 0's elements in the same phase, then read them while thread 1 writes one. */
/* race: 19 23 on `a[0]` (on thread 0) */
/* race: 21 23 on `c[0]` (on thread 0) */
/* race: 26 28 on `a[3]` (on thread 0) */
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
    if (MYTHREAD == 1)
        v = a[0] + c[0];
    upc_barrier;
    upc_forall (i = 0; i < B * THREADS; i++; &a[i])
        s += a[i];
    if (MYTHREAD == 1)
        a[B - 1] = B - 1;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("s = %d\n", s);
    return 0;
}
