/* coll_sync.upc - race-free: each collective's buffers are written before it and read after it
   with the synchronisation its flags give (UPC_IN_ALLSYNC, UPC_OUT_ALLSYNC, UPC_IN_MYSYNC for a
   thread's own data), or with a barrier of the program around UPC_IN_NOSYNC/UPC_OUT_NOSYNC. */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>

#define ALL (UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC)
#define NONE (UPC_IN_NOSYNC | UPC_OUT_NOSYNC)

shared int src[THREADS];
shared int dst[THREADS];
shared [] int whole[THREADS];
shared int perm[THREADS];
shared int pre[THREADS];
shared int sum;

/* Thread u's block of an object of upc_all_alloc(THREADS, THREADS * sizeof(int)). */
static shared [] int *part(shared void *p, int u)
{
    return (shared [] int *)((shared char *)p + u);
}

int main(void)
{
    int t, check = 0;
    shared void *rows = upc_all_alloc(THREADS, THREADS * sizeof(int));
    shared void *cols = upc_all_alloc(THREADS, THREADS * sizeof(int));
    src[MYTHREAD] = MYTHREAD + 1;
    perm[MYTHREAD] = (MYTHREAD + 1) % THREADS;
    for (t = 0; t < THREADS; t++)
        part(rows, MYTHREAD)[t] = MYTHREAD * THREADS + t;
    if (MYTHREAD == 0)
        for (t = 0; t < THREADS; t++)
            whole[t] = 10 * t;
    upc_all_broadcast(dst, src, sizeof(int), ALL);
    check += dst[(MYTHREAD + 1) % THREADS];
    upc_all_scatter(dst, whole, sizeof(int), ALL);
    check += dst[(MYTHREAD + 1) % THREADS];
    upc_all_gather(whole, src, sizeof(int), ALL);
    check += whole[(MYTHREAD + 1) % THREADS];
    upc_all_gather_all(cols, src, sizeof(int), ALL);
    check += part(cols, (MYTHREAD + 1) % THREADS)[0];
    upc_all_exchange(cols, rows, sizeof(int), ALL);
    check += part(cols, (MYTHREAD + 1) % THREADS)[MYTHREAD];
    upc_all_permute(dst, src, perm, sizeof(int), ALL);
    check += dst[(MYTHREAD + 1) % THREADS];
    upc_all_reduceI(&sum, src, UPC_ADD, THREADS, 1, NULL, ALL);
    check += sum;
    upc_all_prefix_reduceI(pre, src, UPC_ADD, THREADS, 1, NULL, ALL);
    check += pre[THREADS - 1];
    upc_barrier;
    src[MYTHREAD] = 2 * MYTHREAD;
    upc_barrier;
    upc_all_broadcast(dst, src, sizeof(int), NONE);
    upc_all_reduceI(&sum, src, UPC_MAX, THREADS, 1, NULL, NONE);
    upc_barrier;
    check += dst[(MYTHREAD + 1) % THREADS] + sum;
    src[MYTHREAD] = 3;
    upc_all_reduceI(&sum, src, UPC_ADD, THREADS, 1, NULL, UPC_IN_MYSYNC | UPC_OUT_ALLSYNC);
    check += sum;
    upc_barrier;
    dst[MYTHREAD] = check;
    upc_barrier;
    if (MYTHREAD == 0)
        for (t = 0; t < THREADS; t++)
            printf("thread %d: %d\n", t, dst[t]);
    return 0;
}
