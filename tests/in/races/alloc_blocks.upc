/* alloc_blocks.upc - racy: every thread writes the same element of memory from upc_all_alloc,
   upc_global_alloc, two threads' upc_alloc and upc_local_alloc in one phase; the reports name
   the allocation's line and the byte in it. */
/* race: 27 27 on byte 12 of the block of upc_all_alloc at FILE:18 (on thread 1) */
/* race: 28 28 on byte 4 of the block of upc_global_alloc at FILE:23 (on thread 1) */
/* race: 29 29 on byte 4 of the block of upc_alloc at FILE:19 (on thread 0) */
/* race: 30 30 on byte 8 of the block of upc_alloc at FILE:19 (on thread 1) */
/* race: 31 31 on byte 12 of the block of upc_local_alloc at FILE:20 (on thread 1) */
#include <upc.h>
#include <stdio.h>

shared int *shared gp;
shared [] int *shared mine[THREADS];
shared [] int *shared loc[THREADS];

int main(void)
{
    shared [2] int *all = upc_all_alloc(THREADS, 2 * sizeof(int));
    mine[MYTHREAD] = upc_alloc(4 * sizeof(int));
    loc[MYTHREAD] = upc_local_alloc(2, 2 * sizeof(int));
    all[2 * MYTHREAD] = 0;
    if (MYTHREAD == 0)
        gp = upc_global_alloc(THREADS, sizeof(int));
    upc_barrier;
    if (THREADS > 1) {
        mine[MYTHREAD][0] = 1;
        all[3] = MYTHREAD;
        gp[1] = MYTHREAD;
        mine[0][1] = MYTHREAD;
        mine[1][2] = MYTHREAD;
        loc[1][3] = MYTHREAD;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("all[0] = %d\n", all[0]);
    return 0;
}
