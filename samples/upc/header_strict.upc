/* header_strict.upc - #include <upc_strict.h> makes strict the default for this file; relaxed is asked for explicitly where ordering does not matter. */
#include <upc_strict.h>
#include <stdio.h>

#define N 16
shared int token;                       /* strict: passed around the threads in turn */
relaxed shared [N] double work[N * THREADS];
shared int order[THREADS];
shared int verdict;

int main(void)
{
    int i, errors = 0;

    if (MYTHREAD == 0)
        token = 0;
    upc_barrier;
    /* a token ring without barriers: thread t waits for token == t */
    while (token != MYTHREAD)
        ;
    for (i = 0; i < N; i++)
        work[N * MYTHREAD + i] = MYTHREAD + i / 16.0;
    order[MYTHREAD] = token;
    token = MYTHREAD + 1;               /* strict: the relaxed stores above come first */

    if (MYTHREAD == 0) {
        while (token != THREADS)
            ;
        for (i = 0; i < THREADS; i++)
            if (order[i] != i)
                errors++;
        for (i = 0; i < N * THREADS; i++)
            if (work[i] != i / N + (i % N) / 16.0) {
                if (errors < 5)
                    printf("FAIL: header_strict: work[%d] = %g\n", i, work[i]);
                errors++;
            }
        if (errors)
            printf("FAIL: header_strict: %d errors\n", errors);
        else
            printf("PASS: header_strict\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
