/* int_arguments.upc - library calls traced with int arguments where the UPC library takes
   size_t (tests/gasp_instrument.rs): the events must carry the converted values. */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>
shared [3] int a[3 * THREADS];
shared long total;
shared long parts[THREADS];

int main(void)
{
    int bytes = 40, blocks = 2, i;
    int buf[3];
    shared int *all = (shared int *)upc_all_alloc(THREADS, 96);
    shared char *some = (shared char *)upc_global_alloc(blocks, bytes);
    for (i = 0; i < 3; i++)
        a[3 * MYTHREAD + i] = i;
    parts[MYTHREAD] = MYTHREAD + 1;
    upc_barrier;
    upc_memget(buf, &a[3 * ((MYTHREAD + 1) % THREADS)], 12);
    upc_all_reduceL(&total, parts, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == 0)
        printf("total=%ld buf=%d%d%d\n", total, buf[0], buf[1], buf[2]);
    upc_barrier;
    upc_free(some);
    if (MYTHREAD == 0)
        upc_free(all);
    return 0;
}
