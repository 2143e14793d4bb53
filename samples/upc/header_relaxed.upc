/* header_relaxed.upc - #include <upc_relaxed.h> makes relaxed the default; a strict-qualified flag and counter order the relaxed data. */
#include <upc_relaxed.h>
#include <stdio.h>

#define N 20
shared [N] int chunk[N * THREADS];      /* relaxed by the header */
strict shared int arrived;              /* strict by its type */
strict shared int go;
shared int verdict;
upc_lock_t *lk;

int main(void)
{
    int i, errors = 0;

    lk = upc_all_lock_alloc();
    if (MYTHREAD == 0) {
        arrived = 0;
        go = 0;
    }
    upc_barrier;
    for (i = 0; i < N; i++)
        chunk[N * MYTHREAD + i] = 7 * MYTHREAD + i;
    upc_lock(lk);
    arrived = arrived + 1;              /* strict: after my relaxed stores */
    upc_unlock(lk);
    if (MYTHREAD == 0) {
        while (arrived != THREADS)
            ;
        for (i = 0; i < N * THREADS; i++)
            if (chunk[i] != 7 * (i / N) + i % N) {
                if (errors < 5)
                    printf("FAIL: header_relaxed: chunk[%d] = %d\n", i, chunk[i]);
                errors++;
            }
        go = 1;
    }
    while (!go)
        ;
    upc_barrier;
    if (MYTHREAD == 0) {
        if (errors)
            printf("FAIL: header_relaxed: %d errors\n", errors);
        else
            printf("PASS: header_relaxed\n");
        verdict = errors != 0;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        upc_lock_free(lk);
    return verdict;
}
