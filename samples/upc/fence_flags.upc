/* fence_flags.upc - upc_fence orders relaxed accesses: data, fence, flag on one side; flag, fence, data on the other. */
#include <stdio.h>
#include <upc.h>

#define N 30
shared [N] long box[N * THREADS];   /* thread t's block is filled by thread t+1 */
shared long flag[THREADS];          /* relaxed, ordered only by the fences */
shared int bad[THREADS];
shared int verdict;

int main(void)
{
    int i, round;
    int to = (MYTHREAD + THREADS - 1) % THREADS;    /* whose block I fill */

    flag[MYTHREAD] = 0;
    bad[MYTHREAD] = 0;
    upc_barrier;
    for (round = 1; round <= 4; round++) {
        for (i = 0; i < N; i++)
            box[N * to + i] = 100L * round + i;
        upc_fence;                      /* the data before the flag */
        flag[to] = round;
        while (flag[MYTHREAD] != round)
            upc_fence;                  /* re-read the flag each time */
        upc_fence;                      /* the flag before the data */
        for (i = 0; i < N; i++)
            if (box[N * MYTHREAD + i] != 100L * round + i)
                bad[MYTHREAD] = bad[MYTHREAD] + 1;
        upc_barrier;
    }

    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++)
            total += bad[t];
        if (total)
            printf("FAIL: fence_flags: %d stale values\n", total);
        else
            printf("PASS: fence_flags\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
