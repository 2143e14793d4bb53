/* strict_spin.upc - race-free: every thread writes and reads the same strict counters many
   times in one phase (strict accesses never race with each other), then a relaxed result is
   written by its owner only. */
#include <upc.h>
#include <stdio.h>

#define ROUNDS 100000

strict shared int turn;
strict shared int seen[THREADS];
shared long total[THREADS];

int main(void)
{
    long sum = 0;
    for (int i = 0; i < ROUNDS; i++) {
        turn = i;
        sum += turn;
        seen[(MYTHREAD + 1) % THREADS] = i;
        sum += seen[MYTHREAD];
    }
    total[MYTHREAD] = sum >= 0;
    upc_barrier;
    if (MYTHREAD == 0) {
        long ok = 0;
        for (int t = 0; t < THREADS; t++)
            ok += total[t];
        printf("threads done: %ld of %d\n", ok, THREADS);
    }
    return 0;
}
