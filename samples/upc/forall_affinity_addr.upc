/* forall_affinity_addr.upc - upc_forall with pointer affinity &a[i]: each iteration runs on the
   thread owning a[i], exactly once. */
#include <stdio.h>
#include <upc.h>

#define N 25
shared [4] int owner[N * THREADS];
shared int hits[N * THREADS];

int main(void)
{
    int i, errors = 0;
    upc_forall (i = 0; i < N * THREADS; i++; &owner[i]) {
        owner[i] = MYTHREAD;
        hits[i] += 1;
    }
    upc_barrier;
    upc_forall (i = 0; i < N * THREADS; i++; &owner[i])
        if (owner[i] != MYTHREAD || (int)upc_threadof(&owner[i]) != MYTHREAD)
            errors++;
    for (i = 0; i < N * THREADS; i++)
        if (hits[i] != 1)
            errors++;
    if (errors) {
        printf("FAIL: forall_affinity_addr: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: forall_affinity_addr\n");
    return 0;
}
