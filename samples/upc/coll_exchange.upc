/* coll_exchange.upc - upc_all_gather_all, upc_all_exchange and upc_all_permute. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

shared int mine[THREADS];
shared [*] int everyone[THREADS * THREADS];
shared [*] int sendbuf[THREADS * THREADS];
shared [*] int recvbuf[THREADS * THREADS];
shared int perm[THREADS];
shared int permuted[THREADS];

int main(void)
{
    int i, errors = 0;
    mine[MYTHREAD] = 10 + MYTHREAD;
    for (i = 0; i < THREADS; i++)
        sendbuf[MYTHREAD * THREADS + i] = MYTHREAD * 100 + i;
    perm[MYTHREAD] = THREADS - 1 - MYTHREAD;
    upc_all_gather_all(everyone, mine, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    for (i = 0; i < THREADS; i++)
        if (everyone[MYTHREAD * THREADS + i] != 10 + i)
            errors++;
    upc_all_exchange(recvbuf, sendbuf, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    for (i = 0; i < THREADS; i++)
        if (recvbuf[MYTHREAD * THREADS + i] != i * 100 + MYTHREAD)
            errors++;
    upc_all_permute(permuted, mine, perm, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (permuted[MYTHREAD] != 10 + (THREADS - 1 - MYTHREAD))
        errors++;
    if (errors) {
        printf("FAIL: coll_exchange: %d errors on thread %d\n", errors, MYTHREAD);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: coll_exchange\n");
    return 0;
}
