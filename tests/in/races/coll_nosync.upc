/* coll_nosync.upc - racy: the collectives' buffers are accessed, by the threads the collective
   gives them to, between the synchronisations its flags ask for; without UPC_IN_ALLSYNC a
   write before the call, without UPC_OUT_ALLSYNC an access after it, races with them. */
/* race: 26 27 on `src[0]` (on thread 0) */
/* race: 28 29 on `dst[0]` (on thread 0) */
/* race: 32 33 on `gathered[1]` (on thread 0) */
/* race: 35 36 on `src[0]` (on thread 0) */
/* race: 37 38 on `sum` (on thread 0) */
/* race: 40 41 on `dst[0]` (on thread 0) */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>

shared int src[THREADS];
shared int dst[THREADS];
shared [] int gathered[THREADS];
shared int pre[THREADS];
shared int perm[THREADS];
shared int sum;

int main(void)
{
    int v = 0;
    perm[MYTHREAD] = (MYTHREAD + 1) % THREADS;
    upc_barrier;
    if (MYTHREAD == 0) src[0] = 5;
    upc_all_broadcast(dst, src, sizeof(int), UPC_IN_NOSYNC | UPC_OUT_ALLSYNC);
    upc_all_broadcast(dst, src, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    v += dst[(MYTHREAD + 1) % THREADS];
    upc_barrier;
    src[MYTHREAD] = MYTHREAD;
    upc_all_gather(gathered, src, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    if (MYTHREAD == 0) v += gathered[THREADS > 1];
    upc_barrier;
    src[MYTHREAD] = MYTHREAD + 1;
    upc_all_prefix_reduceI(pre, src, UPC_ADD, THREADS, 1, NULL, UPC_IN_NOSYNC | UPC_OUT_ALLSYNC);
    upc_all_reduceI(&sum, src, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    if (MYTHREAD == THREADS - 1) v += sum;
    upc_barrier;
    upc_all_permute(dst, src, perm, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    if (MYTHREAD == 0) v += dst[0];
    upc_barrier;
    if (MYTHREAD == 0)
        printf("sum %d\n", sum);
    return 0;
}
