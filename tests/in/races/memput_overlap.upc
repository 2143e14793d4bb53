/* memput_overlap.upc - racy: the byte ranges of upc_memput, upc_memset, upc_memcpy and
   upc_memget overlap another thread's access in the same phase (each logged as one range). */
/* race: 17 17 on `buf[1]` (on thread 0) */
/* race: 22 24 on `cleared[3]` (on thread 0) */
/* race: 27 29 on `from[2]` (on thread 0) */
/* race: 32 34 on `got[3]` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared [] int buf[8];
shared [] int cleared[4], from[4], to[4], got[4];

int main(void)
{
    int loc[4] = { 1, 2, 3, 4 };
    upc_barrier;
    upc_memput(&buf[MYTHREAD], loc, sizeof loc); /* overlaps the next thread's */
    upc_barrier;
    if (MYTHREAD == 0)
        from[0] = 1;
    if (MYTHREAD == 0)
        upc_memset(cleared, 0, sizeof cleared);
    if (MYTHREAD == 1)
        loc[0] = cleared[3];
    upc_barrier;
    if (MYTHREAD == THREADS - 1)
        upc_memcpy(to, from, sizeof loc);
    if (MYTHREAD == 0)
        from[2] = 5;
    upc_barrier;
    if (MYTHREAD == 1)
        upc_memget(loc, got, sizeof loc);
    if (MYTHREAD == 0)
        got[3] = 7;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("done\n");
    return 0;
}
