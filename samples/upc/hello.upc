/* hello.upc - the README's demo: the threads share the work of summing 1..N with upc_forall and add their parts into a shared total under a lock. */
#include <stdio.h>
#include <upc.h>

#define N 1000

shared int values[N];          /* spread over the threads: values[i] lives on thread i % THREADS */
shared long total;             /* one shared scalar, on thread 0 */
shared int verdict;

int main(void)
{
    int i;
    long mine = 0;
    upc_lock_t *lock = upc_all_lock_alloc();    /* one lock, known to every thread */

    /* each thread fills and sums the elements it owns */
    upc_forall (i = 0; i < N; i++; &values[i])
        values[i] = i + 1;
    upc_forall (i = 0; i < N; i++; &values[i])
        mine += values[i];

    /* add my part to the total, one thread at a time */
    upc_lock(lock);
    total += mine;
    upc_unlock(lock);
    upc_barrier;               /* wait until every thread has added its part */

    if (MYTHREAD == 0) {
        long expected = (long)N * (N + 1) / 2;
        printf("Hello from UPC: the sum of 1..%d is %ld\n", N, total);
        if (total != expected) {
            printf("FAIL: hello: expected %ld\n", expected);
            verdict = 1;
        } else {
            printf("PASS: hello\n");
        }
    }
    upc_barrier;
    upc_all_lock_free(lock);
    return verdict;
}
