/* locks_counter.upc - a lock from upc_all_lock_alloc protecting a shared counter and a shared log of tickets; freed with upc_all_lock_free. */
#include <stdio.h>
#include <upc.h>

#define K 25
shared int counter;
shared int ticket_owner[K * THREADS];     /* ticket k was taken by this thread */
shared int verdict;

int main(void)
{
    int k, t, errors = 0;
    upc_lock_t *lock = upc_all_lock_alloc();    /* every thread gets the same lock */

    if (MYTHREAD == 0)
        counter = 0;
    upc_barrier;
    for (k = 0; k < K; k++) {
        upc_lock(lock);
        ticket_owner[counter] = MYTHREAD;       /* a read-modify-write no other thread interleaves */
        counter = counter + 1;
        upc_unlock(lock);
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        if (counter != K * THREADS) {
            printf("FAIL: locks_counter: counter is %d, expected %d\n", counter, K * THREADS);
            errors++;
        }
        /* every thread took exactly K tickets */
        for (t = 0; t < THREADS; t++) {
            int n = 0;
            for (k = 0; k < K * THREADS; k++)
                n += ticket_owner[k] == t;
            if (n != K) {
                printf("FAIL: locks_counter: thread %d holds %d tickets\n", t, n);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: locks_counter: %d errors\n", errors);
        else
            printf("PASS: locks_counter\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_all_lock_free(lock);
    return verdict;
}
