/* forall_next.upc - racy: the body of a upc_forall writes the first element of the next block,
   which the next thread writes in the same loop. */
/* race: 14 16 on `a[4]` (on thread 1) */
#include <upc.h>
#include <stdio.h>

#define B 4
shared [B] int a[B * THREADS];

int main(void)
{
    int i;
    upc_forall (i = 0; i < B * THREADS; i++; &a[i]) {
        a[i] = i;
        if (i % B == B - 1 && i + 1 < B * THREADS)
            a[i + 1] = -1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("a[0] = %d\n", a[0]);
    return 0;
}
