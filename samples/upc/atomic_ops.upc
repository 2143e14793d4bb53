/* atomic_ops.upc - <upc_atomic.h>: atomic increment, add, fetch and compare-and-swap on shared
   counters. */
#include <stdio.h>
#include <upc.h>
#include <upc_atomic.h>

shared long counter;
shared long sum;
shared long slot;

int main(void)
{
    long one = 1, add = MYTHREAD + 1, old = 0, expected, desired, fetched;
    int i, winners = 0;
    upc_atomicdomain_t *d = upc_all_atomicdomain_alloc(UPC_LONG, UPC_INC | UPC_ADD | UPC_GET | UPC_CSWAP, 0);
    for (i = 0; i < 100; i++)
        upc_atomic_relaxed(d, NULL, UPC_INC, &counter, NULL, NULL);
    upc_atomic_strict(d, &old, UPC_ADD, &sum, &add, NULL);
    expected = 0;
    desired = MYTHREAD + 1;
    upc_atomic_strict(d, &fetched, UPC_CSWAP, &slot, &expected, &desired);
    if (fetched == 0)
        winners = 1;
    (void)one;
    upc_barrier;
    {
        static shared int won[THREADS];
        won[MYTHREAD] = winners;
        upc_barrier;
        if (MYTHREAD == 0) {
            long total = 0, w = 0;
            upc_atomic_relaxed(d, &fetched, UPC_GET, &counter, NULL, NULL);
            for (i = 0; i < THREADS; i++)
                w += won[i];
            total = (long)THREADS * (THREADS + 1) / 2;
            if (fetched != 100L * THREADS || sum != total || w != 1 || slot == 0) {
                printf("FAIL: atomic_ops\n");
                return 1;
            }
            printf("PASS: atomic_ops\n");
        }
    }
    upc_barrier;
    upc_all_atomicdomain_free(d);
    return 0;
}
