/* log_cap.upc - racy: an unlocked counter, then in the same phase many accesses that are one
   logged range each (every other element of an array); under a small PGAS_RACES_LOG_MB the
   log fills after the counter's race, which is still reported. */
/* race: 14 14 on `counter` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int counter;
shared [] int spread[320000];

int main(void)
{
    upc_barrier;
    counter++;
    for (int i = MYTHREAD; i < 320000; i += 2 * THREADS)
        spread[i] = i;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("spread %d\n", spread[2 * THREADS]);
    return 0;
}
