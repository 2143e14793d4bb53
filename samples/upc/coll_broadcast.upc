/* coll_broadcast.upc - upc_all_broadcast from thread 0 and from the last thread, of an int block and of a struct, into one block per thread. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define NE 10
struct config {
    int steps;
    double dt;
    char tag[8];
};

shared [] int src[NE];                     /* on thread 0 */
shared [NE] int from_last[NE * THREADS];   /* the source is the last thread's block */
shared [NE] int dst[NE * THREADS];         /* one block of NE ints per thread */
shared [NE] int dst2[NE * THREADS];
shared [] struct config conf[1];           /* one struct on thread 0 */
shared struct config confs[THREADS];       /* one struct per thread */
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, mine = 0;
    int *d;

    if (MYTHREAD == 0) {
        for (i = 0; i < NE; i++)
            src[i] = i * i - 3;
        conf[0].steps = 250;
        conf[0].dt = 0.001;
        conf[0].tag[0] = 'o';
        conf[0].tag[1] = 'k';
        conf[0].tag[2] = '\0';
    }
    if (MYTHREAD == THREADS - 1)
        for (i = 0; i < NE; i++)
            from_last[NE * MYTHREAD + i] = 50 + i;
    /* ALLSYNC: the collective waits for the writes above and completes before returning */
    upc_all_broadcast(dst, src, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_broadcast(dst2, &from_last[NE * (THREADS - 1)], NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_broadcast(confs, conf, sizeof(struct config), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    /* my copy is in my own block */
    d = (int *)&dst[NE * MYTHREAD];
    for (i = 0; i < NE; i++) {
        if (d[i] != i * i - 3)
            mine++;
        if (dst2[NE * MYTHREAD + i] != 50 + i)
            mine++;
    }
    {
        struct config c = confs[MYTHREAD];
        if (c.steps != 250 || c.dt != 0.001 || c.tag[0] != 'o' || c.tag[1] != 'k' || c.tag[2] != '\0')
            mine++;
    }
    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            if (errs[t])
                printf("FAIL: coll_broadcast: thread %d has %d wrong values\n", t, errs[t]);
            total += errs[t];
        }
        if (!total)
            printf("PASS: coll_broadcast\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
