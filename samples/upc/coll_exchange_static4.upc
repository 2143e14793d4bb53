/* coll_exchange_static4.upc - compiled with --threads 4: gather_all and exchange into statically declared arrays whose block size is NE*THREADS, the classic static-THREADS declarations. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define NE 2
shared [NE] int src[NE * THREADS];
shared [NE * THREADS] int all[THREADS][NE * THREADS];    /* row t: one block, on thread t */
shared [NE * THREADS] int xs[THREADS][NE * THREADS];
shared [NE * THREADS] int xd[THREADS][NE * THREADS];
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, j, bad = 0;

    for (i = 0; i < NE; i++)
        src[NE * MYTHREAD + i] = 10 * MYTHREAD + i;
    for (j = 0; j < THREADS; j++)
        for (i = 0; i < NE; i++)
            xs[MYTHREAD][NE * j + i] = 100 * MYTHREAD + 10 * j + i;   /* piece j is for thread j */

    upc_all_gather_all(all, src, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_exchange(xd, xs, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    for (j = 0; j < THREADS; j++)
        for (i = 0; i < NE; i++) {
            if (all[MYTHREAD][NE * j + i] != 10 * j + i)
                bad++;
            if (xd[MYTHREAD][NE * j + i] != 100 * j + 10 * MYTHREAD + i)
                bad++;
        }
    if (upc_threadof(&all[MYTHREAD][0]) != (size_t)MYTHREAD)
        bad++;
    errs[MYTHREAD] = bad;
    upc_barrier;

    if (MYTHREAD == 0) {
        int total = 0;
        for (j = 0; j < THREADS; j++)
            total += errs[j];
        if (total)
            printf("FAIL: coll_exchange_static4: %d errors\n", total);
        else
            printf("PASS: coll_exchange_static4\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
