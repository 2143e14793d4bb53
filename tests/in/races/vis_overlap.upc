/* vis_overlap.upc - racy: the regions of the Berkeley non-contiguous transfers (vlist, ilist,
   fstrided, strided, and their _async forms) overlap another thread's access in the same phase;
   each region is logged, at the call. */
/* race: 24 26 on `grid[8]` (on thread 0) */
/* race: 30 32 on `grid[13]` (on thread 0) */
/* race: 35 37 on `grid[14]` (on thread 0) */
/* race: 40 42 on `line[2]` (on thread 0) */
#include <upc.h>
#include <bupc_extensions.h>
#include <stdio.h>

shared [] int grid[16];
shared [] int line[4];

int main(void)
{
    int loc[4] = { 1, 2, 3, 4 };
    size_t strides[1] = { 4 * sizeof(int) }, lstrides[1] = { sizeof(int) };
    size_t count[2] = { sizeof(int), 4 };
    upc_barrier;
    if (MYTHREAD == 0) {
        bupc_smemvec_t d[2] = { { &grid[0], sizeof(int) }, { &grid[8], sizeof(int) } };
        bupc_pmemvec_t s[1] = { { loc, 2 * sizeof(int) } };
        bupc_memput_vlist(2, d, 1, s);
    } else if (MYTHREAD == 1)
        loc[0] = grid[8];
    upc_barrier;
    if (MYTHREAD == 0) {
        shared void *d[2] = { &grid[1], &grid[13] };
        bupc_memput_ilist(2, d, sizeof(int), 1, (const void *[]){ loc }, 2 * sizeof(int));
    } else if (MYTHREAD == 1)
        grid[13] = 6;
    upc_barrier;
    if (MYTHREAD == 1)
        bupc_memget_fstrided(loc, sizeof(int), sizeof(int), 4, &grid[2], sizeof(int), 4 * sizeof(int), 4);
    if (MYTHREAD == 0)
        grid[14] = 9;
    upc_barrier;
    if (MYTHREAD == 1)
        bupc_waitsync(bupc_memcpy_strided_async(line, lstrides, &grid[3], strides, count, 1));
    if (MYTHREAD == 0)
        loc[1] = line[2];
    upc_barrier;
    if (MYTHREAD == 0)
        printf("done\n");
    return 0;
}
