/* locks_global.upc - upc_global_lock_alloc: one lock per thread published in a shared array of lock pointers, one lock shared through a shared pointer; upc_lock_free. */
#include <stdio.h>
#include <upc.h>

#define ROUNDS 10
upc_lock_t *shared bin_lock[THREADS];     /* bin_lock[t] guards total[t] */
upc_lock_t *shared big_lock;              /* allocated by thread 0 only */
shared long total[THREADS];
shared long grand;
shared int verdict;

int main(void)
{
    int r, t, errors = 0;

    /* non-collective: every thread allocates its own lock */
    bin_lock[MYTHREAD] = upc_global_lock_alloc();
    total[MYTHREAD] = 0;
    if (MYTHREAD == 0) {
        big_lock = upc_global_lock_alloc();
        grand = 0;
    }
    upc_barrier;

    /* every thread adds to every bin, under that bin's lock */
    for (r = 0; r < ROUNDS; r++)
        for (t = 0; t < THREADS; t++) {
            int b = (t + MYTHREAD) % THREADS;     /* start at a different bin on each thread */
            upc_lock(bin_lock[b]);
            total[b] = total[b] + (MYTHREAD + 1);
            upc_unlock(bin_lock[b]);
        }
    upc_lock(big_lock);
    grand = grand + ROUNDS * (MYTHREAD + 1);
    upc_unlock(big_lock);
    upc_barrier;

    if (MYTHREAD == 0) {
        long want = (long)ROUNDS * THREADS * (THREADS + 1) / 2;
        for (t = 0; t < THREADS; t++)
            if (total[t] != want) {
                printf("FAIL: locks_global: total[%d] = %ld, expected %ld\n", t, total[t], want);
                errors++;
            }
        if (grand != want) {
            printf("FAIL: locks_global: grand = %ld, expected %ld\n", grand, want);
            errors++;
        }
        if (errors)
            printf("FAIL: locks_global: %d errors\n", errors);
        else
            printf("PASS: locks_global\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_lock_free(bin_lock[MYTHREAD]);        /* each thread frees the lock it allocated */
    if (MYTHREAD == 0)
        upc_lock_free(big_lock);
    return verdict;
}
