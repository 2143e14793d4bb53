/* shared_scalar.upc - shared scalars of several types: written by one thread, read by all, updated in turn, all with affinity to thread 0. */
#include <stdio.h>
#include <upc.h>

shared int counter;
shared char letter;
shared short small;
shared long long big;
shared float ratio;
shared double value;
shared unsigned long mask;
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int t, mine = 0;

    if (MYTHREAD == 0) {
        counter = 0;
        letter = 'u';
        small = -1234;
        big = 1LL << 40;
        ratio = 0.25f;
        value = 1.0 / 3.0;
        mask = 0;
    }
    upc_barrier;
    /* every thread sees the values thread 0 wrote */
    if (letter != 'u' || small != -1234 || big != (1LL << 40))
        mine++;
    if (ratio != 0.25f || value != 1.0 / 3.0)
        mine++;
    /* shared scalars live on thread 0 */
    if (upc_threadof(&counter) != 0 || upc_threadof(&value) != 0)
        mine++;
    upc_barrier;                /* everybody has read before anybody writes */

    /* each thread updates the scalars in its turn: a barrier separates the turns */
    for (t = 0; t < THREADS; t++) {
        if (t == MYTHREAD) {
            counter += t + 1;
            big = big + t;
            mask |= 1UL << (t % (8 * sizeof(unsigned long)));
            value *= 2.0;
        }
        upc_barrier;
    }
    if (counter != THREADS * (THREADS + 1) / 2)
        mine++;
    if (big != (1LL << 40) + (long long)THREADS * (THREADS - 1) / 2)
        mine++;
    if (value != (1.0 / 3.0) * (double)(1L << THREADS) && THREADS < 60)
        mine++;
    if (THREADS <= 64 && (mask & 1UL) != 1UL)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (t = 0; t < THREADS; t++)
            total += errs[t];
        if (total)
            printf("FAIL: shared_scalar: %d errors (counter=%d big=%lld)\n", total, counter, big);
        else
            printf("PASS: shared_scalar\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
