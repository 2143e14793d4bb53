/* async_overlap.upc - racy: the non-blocking transfers (UPC 1.3 upc_mem*_nb and _nbi, Berkeley
   bupc_mem*_async and _asynci) access their range from the call to their completion; each is
   logged at its call, and overlaps another thread's access of the same phase. */
/* race: 20 20 on `buf[1]` (on thread 0) */
/* race: 24 27 on `from[3]` (on thread 0) */
/* race: 30 32 on `to[2]` (on thread 0) */
/* race: 32 34 on `to[1]` (on thread 0) */
#include <upc.h>
#include <upc_nb.h>
#include <bupc_extensions.h>
#include <stdio.h>

shared [] int buf[8];
shared [] int from[4], to[4];

int main(void)
{
    int loc[4] = { 1, 2, 3, 4 };
    upc_barrier;
    upc_handle_t h = upc_memput_nb(&buf[MYTHREAD], loc, sizeof loc); /* overlaps the next thread's */
    upc_sync(h);
    upc_barrier;
    if (MYTHREAD == 0) {
        bupc_handle_t b = bupc_memget_async(loc, from, sizeof loc);
        bupc_waitsync(b);
    } else if (MYTHREAD == 1)
        from[3] = 7;
    upc_barrier;
    if (MYTHREAD == 0)
        loc[0] = to[2];
    if (MYTHREAD == 1)
        upc_memcpy_nbi(to, from, sizeof loc);
    if (MYTHREAD == 0)
        to[1] = 5;
    upc_synci();
    upc_barrier;
    if (MYTHREAD == 0)
        printf("done\n");
    return 0;
}
