/* async_disjoint.upc - race-free: non-blocking transfers (UPC 1.3 upc_mem*_nb and _nbi, Berkeley
   bupc_mem*_async and _asynci) of disjoint ranges in one phase, and of overlapping ranges
   completed and separated by a barrier. */
#include <upc.h>
#include <upc_nb.h>
#include <bupc_extensions.h>
#include <stdio.h>

shared [] int buf[4 * THREADS];

int main(void)
{
    int loc[4] = { MYTHREAD, MYTHREAD, MYTHREAD, MYTHREAD }, got[4];
    upc_handle_t h = upc_memput_nb(&buf[4 * MYTHREAD], loc, sizeof loc);
    upc_sync(h);
    upc_barrier;
    bupc_memget_asynci(got, &buf[4 * ((MYTHREAD + 1) % THREADS)], sizeof got);
    bupc_waitsynci();
    upc_barrier;
    if (MYTHREAD == 0)
        upc_memset_nbi(buf, 0, sizeof(int) * 4 * THREADS);
    upc_synci();
    upc_barrier;
    {
        bupc_handle_t b = bupc_memput_async(&buf[4 * MYTHREAD + 1], &got[0], sizeof(int));
        bupc_waitsync(b);
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        int t;
        for (t = 0; t < THREADS; t++)
            printf("%d %d\n", buf[4 * t], buf[4 * t + 1]);
    }
    return 0;
}
