/* barrier_named.upc - upc_barrier with and without an expression: constant, computed and loop-dependent ids, and an anonymous barrier matching named ones. */
#include <stdio.h>
#include <upc.h>

#define STEPS 5
shared int slot[THREADS];
shared int seen[THREADS][STEPS];
shared int verdict;

int main(void)
{
    int step, t, errors = 0;
    int right = (MYTHREAD + 1) % THREADS;

    slot[MYTHREAD] = -1;
    upc_barrier;                           /* anonymous */
    for (step = 0; step < STEPS; step++) {
        slot[MYTHREAD] = 100 * step + MYTHREAD;
        upc_barrier step;                  /* the same id on every thread */
        seen[MYTHREAD][step] = slot[right];
        upc_barrier (step * 2 + 1);        /* nobody overwrites a slot before it is read */
    }
    upc_barrier 42;
    /* an anonymous barrier matches any id: odd threads name it, even ones do not */
    if (MYTHREAD % 2)
        upc_barrier 7;
    else
        upc_barrier;
    upc_barrier (int)sizeof(long);

    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++)
            for (step = 0; step < STEPS; step++) {
                int want = 100 * step + (t + 1) % THREADS;
                if (seen[t][step] != want) {
                    if (errors < 5)
                        printf("FAIL: barrier_named: thread %d step %d saw %d, expected %d\n", t, step,
                               seen[t][step], want);
                    errors++;
                }
            }
        if (errors)
            printf("FAIL: barrier_named: %d errors\n", errors);
        else
            printf("PASS: barrier_named\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
