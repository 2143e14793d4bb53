/* notify_wait.upc - split-phase barriers: private work between upc_notify and upc_wait, with and without ids, overlapping a ring exchange. */
#include <stdio.h>
#include <upc.h>

#define N 16
#define ROUNDS 4
shared [N] int buf[N * THREADS];
shared long result[THREADS];
shared int verdict;

static long busy_work(int seed)
{
    long acc = 0;
    int k;
    for (k = 0; k < 1000; k++)
        acc += (seed * 31 + k) % 7;
    return acc;
}

int main(void)
{
    int i, r, errors = 0;
    int left = (MYTHREAD + THREADS - 1) % THREADS;
    long acc = 0, work = 0;
    int mine[N];

    for (r = 0; r < ROUNDS; r++) {
        for (i = 0; i < N; i++)
            buf[N * MYTHREAD + i] = r * 1000 + MYTHREAD * N + i;
        upc_notify r;                  /* my block is ready */
        work += busy_work(r);          /* private work while the others catch up */
        upc_wait r;                    /* every block is ready */
        upc_memget(mine, &buf[N * left], sizeof mine);
        for (i = 0; i < N; i++)
            acc += mine[i];
        upc_notify;                    /* done reading: anonymous this time */
        work += busy_work(r + 100);
        upc_wait;
    }
    result[MYTHREAD] = acc;
    upc_notify 99;
    upc_wait;                          /* a wait without an id completes a named notify */
    /* the private work done between the phases is complete too */
    {
        long want = 0;
        for (r = 0; r < ROUNDS; r++)
            want += busy_work(r) + busy_work(r + 100);
        if (work != want)
            result[MYTHREAD] = -1;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        int t;
        for (t = 0; t < THREADS; t++) {
            int l = (t + THREADS - 1) % THREADS;
            long want = 0;
            for (r = 0; r < ROUNDS; r++)
                for (i = 0; i < N; i++)
                    want += r * 1000 + l * N + i;
            if (result[t] != want) {
                printf("FAIL: notify_wait: thread %d got %ld, expected %ld\n", t, result[t], want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: notify_wait: %d errors\n", errors);
        else
            printf("PASS: notify_wait\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
