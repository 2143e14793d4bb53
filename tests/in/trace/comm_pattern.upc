/* comm_pattern.upc - a known communication pattern for `pgas-xlate trace summary`
   (tests/trace_summary.rs): every thread puts N doubles to its right neighbour, memputs 64
   bytes to the thread two to the right, gets N doubles from its left neighbour, and increments
   a counter on thread 0 under a lock; three barriers. */
#include <upc.h>
#include <stdio.h>

#define N 16
#define BULK 64

shared [N] double ring[N * THREADS];
shared [BULK] char bulk[BULK * THREADS];
shared int counter;

int main(void)
{
    int right = (MYTHREAD + 1) % THREADS;
    int left = (MYTHREAD + THREADS - 1) % THREADS;
    int far = (MYTHREAD + 2) % THREADS;
    char buf[BULK];
    double sum = 0;
    upc_lock_t *lock = upc_all_lock_alloc();

    for (int i = 0; i < N; i++)
        ring[right * N + i] = MYTHREAD + i;
    upc_barrier;
    for (int i = 0; i < BULK; i++)
        buf[i] = (char)MYTHREAD;
    upc_memput(&bulk[far * BULK], buf, BULK);
    upc_barrier;
    for (int i = 0; i < N; i++)
        sum += ring[MYTHREAD * N + i] + ring[left * N + i];
    upc_lock(lock);
    counter = counter + 1;
    upc_unlock(lock);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("counter %d sum %g bulk %d\n", counter, sum, (int)bulk[BULK * 2]);
    return 0;
}
