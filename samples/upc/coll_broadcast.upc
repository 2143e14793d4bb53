/* coll_broadcast.upc - upc_all_broadcast and upc_all_scatter / upc_all_gather. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define N 4
shared [] int src[N * THREADS];
shared [N] int dst[N * THREADS];
shared [N] int parts[N * THREADS];
shared [] int gathered[N * THREADS];

int main(void)
{
    int i, errors = 0;
    if (MYTHREAD == 0)
        for (i = 0; i < N * THREADS; i++)
            src[i] = i + 1;
    upc_all_broadcast(dst, src, N * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    for (i = 0; i < N; i++)
        if (dst[MYTHREAD * N + i] != i + 1)
            errors++;
    upc_all_scatter(parts, src, N * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    for (i = 0; i < N; i++)
        if (parts[MYTHREAD * N + i] != MYTHREAD * N + i + 1)
            errors++;
    upc_all_gather(gathered, parts, N * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == 0)
        for (i = 0; i < N * THREADS; i++)
            if (gathered[i] != i + 1)
                errors++;
    if (errors) {
        printf("FAIL: coll_broadcast: %d errors on thread %d\n", errors, MYTHREAD);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: coll_broadcast\n");
    return 0;
}
