/* A node full of threads: hello, a barrier loop, upc_all_alloc/upc_free, a lock and the
   collectives, under the default shared heap (tests/upc_heap.rs, a_node_full_of_threads). */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>

shared long src[THREADS];
shared long sum;
shared int bsrc;
shared int bdst[THREADS];
shared int total;

int main(void)
{
    int errors = 0;
    if (MYTHREAD == 0)
        printf("hello from %d threads\n", THREADS);
    for (int i = 0; i < 50; i++)
        upc_barrier i;

    shared int *a = (shared int *)upc_all_alloc(THREADS, 4 * sizeof(int));
    for (int k = 0; k < 4; k++)
        a[4 * MYTHREAD + k] = MYTHREAD * 4 + k;
    upc_barrier;
    if (a[4 * ((MYTHREAD + 1) % THREADS) + 3] != ((MYTHREAD + 1) % THREADS) * 4 + 3)
        errors++;
    upc_barrier;
    if (MYTHREAD == 0)
        upc_free(a);

    upc_lock_t *lock = upc_all_lock_alloc();
    for (int i = 0; i < 3; i++) {
        upc_lock(lock);
        total += 1;
        upc_unlock(lock);
    }
    upc_barrier;
    if (total != 3 * THREADS)
        errors++;

    src[MYTHREAD] = MYTHREAD + 1;
    if (MYTHREAD == 0)
        bsrc = 42;
    upc_all_reduceL(&sum, src, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_broadcast(bdst, &bsrc, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (sum != (long)THREADS * (THREADS + 1) / 2 || bdst[MYTHREAD] != 42)
        errors++;
    upc_barrier;
    if (MYTHREAD == 0)
        upc_lock_free(lock);

    if (errors)
        printf("FAIL: thread %d: %d errors\n", MYTHREAD, errors);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: %d threads\n", THREADS);
    return 0;
}
