/* pragma_strict.upc - #pragma upc strict makes this file's unqualified shared accesses strict; a block that starts with #pragma upc relaxed goes back to relaxed. */
#include <stdio.h>
#include <upc.h>

#pragma upc strict

#define N 40
shared [N] int payload[N * THREADS];
shared int posted[THREADS];      /* unqualified, but strict under the pragma */
shared long sums[THREADS];
shared int verdict;

static void publish(int me)
{
    /* bulk data does not need ordering among itself: relaxed in this block */
    {
#pragma upc relaxed
        int i;
        for (i = 0; i < N; i++)
            payload[N * me + i] = me * N + i;
    }
    posted[me] = 1;              /* strict: after all the relaxed stores above */
}

int main(void)
{
    int i, from, errors = 0;
    long s = 0;

    posted[MYTHREAD] = 0;
    upc_barrier;
    publish(MYTHREAD);
    /* read the block of the thread on the left as soon as it is posted */
    from = (MYTHREAD + THREADS - 1) % THREADS;
    while (!posted[from])
        ;
    for (i = 0; i < N; i++)
        s += payload[N * from + i];
    sums[MYTHREAD] = s;
    upc_barrier;

    if (MYTHREAD == 0) {
        int t;
        for (t = 0; t < THREADS; t++) {
            int left = (t + THREADS - 1) % THREADS;
            long want = (long)N * left * N + (long)N * (N - 1) / 2;
            if (sums[t] != want) {
                printf("FAIL: pragma_strict: thread %d summed %ld, expected %ld\n", t, sums[t], want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: pragma_strict: %d errors\n", errors);
        else
            printf("PASS: pragma_strict\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
