/* forall_continue.upc - upc_forall with continue affinity and with no affinity (every thread runs every iteration), and the continue statement inside a distributed loop. */
#include <stdio.h>
#include <upc.h>

#define N 24
shared int all_cont[THREADS];      /* iterations run with `continue` affinity */
shared int all_empty[THREADS];     /* iterations run with an empty affinity */
shared int odd_done[N];            /* marked by a loop that skips even i with `continue` */
shared int verdict;

int main(void)
{
    int i, a = 0, b = 0;
    long private_sum = 0;

    upc_forall (i = 0; i < N; i++; continue) {
        a++;
        private_sum += i;          /* every thread sums everything: a replicated computation */
    }
    upc_forall (i = 0; i < N; i++;)
        b++;
    all_cont[MYTHREAD] = a;
    all_empty[MYTHREAD] = b;
    upc_forall (i = 0; i < N; i++; &odd_done[i]) {
        odd_done[i] = 0;
        if (i % 2 == 0)
            continue;              /* skips the rest of this iteration only */
        odd_done[i] = 1;
    }
    if (private_sum != (long)N * (N - 1) / 2)
        all_cont[MYTHREAD] = -1;
    upc_barrier;

    if (MYTHREAD == 0) {
        int errors = 0;
        for (i = 0; i < THREADS; i++)
            if (all_cont[i] != N || all_empty[i] != N) {
                printf("FAIL: forall_continue: thread %d ran %d and %d iterations\n", i, all_cont[i], all_empty[i]);
                errors++;
            }
        for (i = 0; i < N; i++)
            if (odd_done[i] != i % 2)
                errors++;
        if (errors)
            printf("FAIL: forall_continue: %d errors\n", errors);
        else
            printf("PASS: forall_continue\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
