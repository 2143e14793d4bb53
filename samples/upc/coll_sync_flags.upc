/* coll_sync_flags.upc - the synchronisation flags of the collectives: NOSYNC with explicit barriers, MYSYNC, and mixed IN/OUT modes. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define NE 4
shared [] int src[NE];
shared [NE] int dst[NE * THREADS];
shared long vals[THREADS];
shared long sum;
shared long sum2;
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, round, bad = 0;

    for (round = 1; round <= 3; round++) {
        if (MYTHREAD == 0)
            for (i = 0; i < NE; i++)
                src[i] = round * 10 + i;
        /* NOSYNC on entry: the program makes the source ready itself */
        upc_barrier;
        upc_all_broadcast(dst, src, NE * sizeof(int), UPC_IN_NOSYNC | UPC_OUT_MYSYNC);
        /* MYSYNC on exit: my own block is complete when I return */
        for (i = 0; i < NE; i++)
            if (dst[NE * MYTHREAD + i] != round * 10 + i)
                bad++;
        upc_barrier;    /* nobody rewrites src or dst while another thread may still read them */
    }

    /* MYSYNC on entry: each thread's data is read only after it has entered */
    vals[MYTHREAD] = 5L * MYTHREAD + 1;
    upc_all_reduceL(&sum, vals, UPC_ADD, THREADS, 1, NULL, UPC_IN_MYSYNC | UPC_OUT_ALLSYNC);
    if (sum != 5L * THREADS * (THREADS - 1) / 2 + THREADS)
        bad++;

    /* NOSYNC on exit: the result may be read only after a barrier */
    upc_barrier;
    vals[MYTHREAD] = MYTHREAD;
    upc_barrier;
    upc_all_reduceL(&sum2, vals, UPC_MAX, THREADS, 1, NULL, UPC_IN_NOSYNC | UPC_OUT_NOSYNC);
    upc_barrier;
    if (sum2 != THREADS - 1)
        bad++;

    errs[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++)
            total += errs[t];
        if (total)
            printf("FAIL: coll_sync_flags: %d errors\n", total);
        else
            printf("PASS: coll_sync_flags\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
