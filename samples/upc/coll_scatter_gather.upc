/* coll_scatter_gather.upc - upc_all_scatter and upc_all_gather: one thread's data dealt out in blocks, worked on locally, collected again; also with the last thread as the root. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define NE 8
shared [] int whole[NE * THREADS];           /* on thread 0 */
shared [NE] int parts[NE * THREADS];         /* one block per thread */
shared [] int back[NE * THREADS];            /* on thread 0 */
shared [] long *shared root_buf;             /* on the last thread, allocated there */
shared [NE] long lparts[NE * THREADS];
shared int verdict;

int main(void)
{
    int i, errors = 0;
    int *mine;

    if (MYTHREAD == 0)
        for (i = 0; i < NE * THREADS; i++)
            whole[i] = 3 * i + 1;
    upc_all_scatter(parts, whole, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    /* work on my block through a local pointer */
    mine = (int *)&parts[NE * MYTHREAD];
    for (i = 0; i < NE; i++)
        mine[i] = 2 * mine[i] + MYTHREAD;
    upc_all_gather(back, parts, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    /* the same with a root that is not thread 0 */
    if (MYTHREAD == THREADS - 1) {
        root_buf = (shared [] long *)upc_alloc(NE * THREADS * sizeof(long));
        for (i = 0; i < NE * THREADS; i++)
            root_buf[i] = 1000L - i;
    }
    upc_barrier;                              /* root_buf is set */
    upc_all_scatter(lparts, root_buf, NE * sizeof(long), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    for (i = 0; i < NE; i++)
        lparts[NE * MYTHREAD + i] = -lparts[NE * MYTHREAD + i];
    upc_all_gather(root_buf, lparts, NE * sizeof(long), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    if (MYTHREAD == 0) {
        for (i = 0; i < NE * THREADS; i++) {
            if (back[i] != 2 * (3 * i + 1) + i / NE) {
                if (errors < 5)
                    printf("FAIL: coll_scatter_gather: back[%d] = %d\n", i, back[i]);
                errors++;
            }
            if (root_buf[i] != -(1000L - i))
                errors++;
        }
        if (errors)
            printf("FAIL: coll_scatter_gather: %d errors\n", errors);
        else
            printf("PASS: coll_scatter_gather\n");
        verdict = errors != 0;
    }
    upc_barrier;
    if (MYTHREAD == THREADS - 1)
        upc_free((shared void *)root_buf);
    return verdict;
}
