/* memput_disjoint.upc - race-free: upc_memput of each thread to its own bytes of one array
   (the ranges touch, they do not overlap), then upc_memget and upc_memcpy of all of it after
   a barrier (reads with reads), upc_memset of each thread's own block. */
#include <upc.h>
#include <stdio.h>

shared [] int buf[4 * THREADS];
shared [] int copy[4 * THREADS];
shared [4] int mine[4 * THREADS];

int main(void)
{
    int loc[4], all[4], i, sum = 0;
    for (i = 0; i < 4; i++)
        loc[i] = 4 * MYTHREAD + i;
    upc_memput(&buf[4 * MYTHREAD], loc, sizeof loc);
    upc_memset(&mine[4 * MYTHREAD], 0, sizeof loc);
    upc_barrier;
    upc_memget(all, &buf[4 * ((MYTHREAD + 1) % THREADS)], sizeof all);
    if (MYTHREAD == 0)
        upc_memcpy(copy, buf, 4 * THREADS * sizeof(int));
    for (i = 0; i < 4; i++)
        sum += all[i] + mine[4 * MYTHREAD + i];
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < 4 * THREADS; i++)
            sum += copy[i];
        printf("sum %d\n", sum);
    }
    return 0;
}
