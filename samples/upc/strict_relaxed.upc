/* strict_relaxed.upc - strict and relaxed type qualifiers: relaxed data published through strict flags in a ring, in both qualifier orders and through a typedef. */
#include <stdio.h>
#include <upc.h>

#define N 32
#define ROUNDS 3

typedef strict shared int flag_t;

relaxed shared [N] int data[N * THREADS];   /* thread t's block is written by t's left neighbour */
flag_t ready[THREADS];                      /* strict: orders the data writes before it */
shared strict int done;                     /* qualifiers in the other order */
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int r, i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS;
    relaxed shared [N] int *out = &data[N * right];
    strict shared int *my_flag = &ready[MYTHREAD];

    ready[MYTHREAD] = 0;
    if (MYTHREAD == 0)
        done = 0;
    upc_barrier;
    for (r = 1; r <= ROUNDS; r++) {
        /* produce for the right neighbour: relaxed writes, then the strict flag */
        for (i = 0; i < N; i++)
            out[i] = 1000 * r + 10 * MYTHREAD + i % 10;
        ready[right] = r;
        /* consume: wait for my flag (a strict read), then the data is there */
        while (*my_flag != r)
            ;
        for (i = 0; i < N; i++) {
            int left = (MYTHREAD + THREADS - 1) % THREADS;
            if (data[N * MYTHREAD + i] != 1000 * r + 10 * left + i % 10)
                mine++;
        }
        upc_barrier;        /* nobody overwrites a block that is still being read */
    }
    /* a strict read-modify-write by every thread in turn */
    for (r = 0; r < THREADS; r++) {
        if (r == MYTHREAD)
            done = done + 1;
        upc_barrier;
    }
    if (done != THREADS)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: strict_relaxed: %d errors\n", total);
        else
            printf("PASS: strict_relaxed\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
