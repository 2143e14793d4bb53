/* forall_affinity_int.upc - upc_forall with integer affinity: iteration i runs on thread (affinity mod THREADS), exactly once, for several affinity expressions. */
#include <stdio.h>
#include <upc.h>

#define N 40
shared int ran_i[N];            /* who ran iteration i, affinity i */
shared int ran_blk[N];          /* affinity i / 4: runs of four iterations per thread */
shared int ran_long[N];         /* affinity of type long */
shared int ran_uns[N];          /* affinity of type unsigned */
shared long counts[THREADS];
shared int verdict;

int main(void)
{
    int i, errors = 0;
    long mine = 0;
    unsigned u;

    upc_forall (i = 0; i < N; i++; i) {
        ran_i[i] = MYTHREAD;
        mine++;
    }
    upc_forall (i = 0; i < N; i++; i / 4)
        ran_blk[i] = MYTHREAD;
    upc_forall (i = 0; i < N; i++; (long)i * 7 + 3)
        ran_long[i] = MYTHREAD;
    upc_forall (u = 0; u < N; u++; u)
        ran_uns[u] = MYTHREAD;
    counts[MYTHREAD] = mine;
    upc_barrier;

    if (MYTHREAD == 0) {
        long total = 0;
        for (i = 0; i < N; i++) {
            if (ran_i[i] != i % THREADS || ran_blk[i] != (i / 4) % THREADS ||
                ran_long[i] != (int)(((long)i * 7 + 3) % THREADS) || ran_uns[i] != i % THREADS) {
                if (errors < 5)
                    printf("FAIL: forall_affinity_int: iteration %d ran on %d/%d/%d/%d\n", i, ran_i[i],
                           ran_blk[i], ran_long[i], ran_uns[i]);
                errors++;
            }
        }
        /* each iteration ran once: the counts add up to N, and are balanced */
        for (i = 0; i < THREADS; i++) {
            total += counts[i];
            if (counts[i] != N / THREADS + (i < N % THREADS))
                errors++;
        }
        if (total != N)
            errors++;
        if (errors)
            printf("FAIL: forall_affinity_int: %d errors\n", errors);
        else
            printf("PASS: forall_affinity_int\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
