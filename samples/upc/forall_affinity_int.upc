/* forall_affinity_int.upc - upc_forall with integer affinity: iteration i runs on thread
   i % THREADS. */
#include <stdio.h>
#include <upc.h>

#define N 50
shared int who[N];

int main(void)
{
    int i, errors = 0;
    upc_forall (i = 0; i < N; i++; i)
        who[i] = MYTHREAD;
    upc_barrier;
    for (i = 0; i < N; i++)
        if (who[i] != i % THREADS)
            errors++;
    upc_forall (i = 0; i < N; i++; i * 3 + 1)
        if ((i * 3 + 1) % THREADS != MYTHREAD)
            errors++;
    if (errors) {
        printf("FAIL: forall_affinity_int: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: forall_affinity_int\n");
    return 0;
}
