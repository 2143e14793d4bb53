/* locks_attempt.upc - upc_lock_attempt: it fails while another thread holds the lock and succeeds once it is free; a spin on it serialises updates. */
#include <stdio.h>
#include <upc.h>

#define K 8
shared int failed_attempts[THREADS];
shared int wins[THREADS];
shared int counter;
shared int verdict;

int main(void)
{
    int k, t, errors = 0;
    upc_lock_t *l = upc_all_lock_alloc();

    if (MYTHREAD == 0) {
        counter = 0;
        upc_lock(l);                      /* thread 0 holds the lock across a barrier */
    }
    upc_barrier;
    failed_attempts[MYTHREAD] = 0;
    if (MYTHREAD != 0 && !upc_lock_attempt(l))
        failed_attempts[MYTHREAD] = 1;    /* expected: the lock is taken */
    upc_barrier;
    if (MYTHREAD == 0)
        upc_unlock(l);
    upc_barrier;

    /* now everyone spins on upc_lock_attempt to do K guarded increments */
    wins[MYTHREAD] = 0;
    for (k = 0; k < K; k++) {
        while (!upc_lock_attempt(l))
            ;
        counter = counter + 1;
        wins[MYTHREAD] = wins[MYTHREAD] + 1;
        upc_unlock(l);
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (t = 1; t < THREADS; t++)
            if (failed_attempts[t] != 1) {
                printf("FAIL: locks_attempt: thread %d got a lock that was held\n", t);
                errors++;
            }
        for (t = 0; t < THREADS; t++)
            if (wins[t] != K)
                errors++;
        if (counter != K * THREADS) {
            printf("FAIL: locks_attempt: counter %d, expected %d\n", counter, K * THREADS);
            errors++;
        }
        /* with nobody holding it, an attempt succeeds at once */
        if (!upc_lock_attempt(l))
            errors++;
        else
            upc_unlock(l);
        if (errors)
            printf("FAIL: locks_attempt: %d errors\n", errors);
        else
            printf("PASS: locks_attempt\n");
        verdict = errors != 0;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        upc_lock_free(l);
    return verdict;
}
