/* threads_mythread.upc - THREADS and MYTHREAD: their values, their type, and their use in expressions and array dimensions. */
#include <stdio.h>
#include <upc.h>

shared int who[THREADS];        /* cyclic, one element per thread: who[t] lives on thread t */
shared int seen[THREADS];
shared int errs[THREADS];
shared int verdict;

static int ring_right(int t) { return (t + 1) % THREADS; }
static int ring_left(int t) { return (t + THREADS - 1) % THREADS; }

int main(void)
{
    int t, mine = 0;
    int me = MYTHREAD;              /* MYTHREAD is a plain int value ... */
    long total = 0;

    if (sizeof(THREADS) != sizeof(int) || sizeof(MYTHREAD) != sizeof(int))
        mine++;
    if (THREADS < 1 || me < 0 || me >= THREADS)
        mine++;
    who[MYTHREAD] = 10 * MYTHREAD + 1;
    seen[MYTHREAD] = THREADS;
    upc_barrier;

    /* every thread reads every element, remote ones included */
    for (t = 0; t < THREADS; t++) {
        if (who[t] != 10 * t + 1)
            mine++;
        if (seen[t] != THREADS)
            mine++;
        if (upc_threadof(&who[t]) != (size_t)t)
            mine++;
        total += who[t];
    }
    /* sum of 10t+1 over all threads */
    if (total != 10L * THREADS * (THREADS - 1) / 2 + THREADS)
        mine++;
    /* the neighbours of a ring, as halo exchanges compute them */
    if ((who[ring_right(me)] - 1) / 10 != ring_right(me))
        mine++;
    if ((who[ring_left(me)] - 1) / 10 != ring_left(me))
        mine++;
    if (ring_left(ring_right(me)) != me)
        mine++;
    /* MYTHREAD in a condition that picks exactly one thread */
    upc_barrier;                /* all reads of seen[] are done */
    if (MYTHREAD == THREADS - 1)
        seen[0] = -1;
    upc_barrier;
    if (seen[0] != -1)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int sum = 0;
        for (t = 0; t < THREADS; t++) {
            if (errs[t])
                printf("FAIL: threads_mythread: thread %d found %d errors\n", t, errs[t]);
            sum += errs[t];
        }
        verdict = sum != 0;
        if (!sum)
            printf("PASS: threads_mythread\n");
    }
    upc_barrier;
    return verdict;
}
