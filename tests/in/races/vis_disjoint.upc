/* vis_disjoint.upc - race-free: the Berkeley non-contiguous transfers (vlist, ilist, fstrided,
   strided) of every thread touch regions no other thread touches in the same phase; one
   thread's columns are read by the others after a barrier. */
#include <upc.h>
#include <bupc_extensions.h>
#include <stdio.h>

shared [4] int grid[4 * THREADS];
shared [4] int out[4 * THREADS];

int main(void)
{
    int loc[4] = { MYTHREAD, MYTHREAD + 1, MYTHREAD + 2, MYTHREAD + 3 }, got[4] = { 0 };
    int me = 4 * MYTHREAD;
    size_t strides[1] = { 2 * sizeof(int) }, lstrides[1] = { sizeof(int) };
    size_t count[2] = { sizeof(int), 2 };
    {
        bupc_smemvec_t d[2] = { { &grid[me], sizeof(int) }, { &grid[me + 2], sizeof(int) } };
        bupc_pmemvec_t s[1] = { { loc, 2 * sizeof(int) } };
        bupc_memput_vlist(2, d, 1, s);
    }
    {
        shared void *d[2] = { &grid[me + 1], &grid[me + 3] };
        bupc_memput_ilist(2, d, sizeof(int), 1, (const void *[]){ loc + 2 }, 2 * sizeof(int));
    }
    upc_barrier;
    {
        int other = 4 * ((MYTHREAD + 1) % THREADS);
        bupc_memget_fstrided(got, sizeof(int), sizeof(int), 2, &grid[other], sizeof(int), 2 * sizeof(int), 2);
        bupc_memget_strided(got + 2, lstrides, &grid[other + 1], strides, count, 1);
    }
    upc_barrier;
    upc_memput(&out[me], got, sizeof got);
    upc_barrier;
    if (MYTHREAD == 0)
        for (me = 0; me < 4 * THREADS; me += 4)
            printf("thread %d: %d %d %d %d\n", me / 4, out[me], out[me + 1], out[me + 2], out[me + 3]);
    return 0;
}
