/* array_indefinite.upc - the indefinite layout shared []: the whole array lives on thread 0; pointers to it never change thread. */
#include <stdio.h>
#include <upc.h>

#define N 64
shared [] int table[N];
shared [] double weights[4];
shared int verdict;

int main(void)
{
    int i, errors = 0;
    shared [] int *p;

    /* every thread fills a strided part of the array, all of which is on thread 0 */
    for (i = MYTHREAD; i < N; i += THREADS)
        table[i] = 2 * i + 5;
    if (MYTHREAD == THREADS - 1) {
        weights[0] = 0.5;
        weights[1] = 0.25;
        weights[2] = 0.125;
        weights[3] = 0.125;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        int *local = (int *)table;     /* thread 0 owns it all: a local pointer walks it */
        double w = 0.0;
        for (i = 0; i < N; i++) {
            if (upc_threadof(&table[i]) != 0 || upc_phaseof(&table[i]) != 0)
                errors++;
            if (local[i] != 2 * i + 5 || table[i] != local[i]) {
                if (errors < 5)
                    printf("FAIL: array_indefinite: table[%d]=%d\n", i, table[i]);
                errors++;
            }
        }
        /* a pointer walking an indefinite block stays on thread 0 */
        p = table;
        for (i = 0; i < N; i++, p++)
            if (upc_threadof(p) != 0 || *p != 2 * i + 5)
                errors++;
        if (p - table != N)
            errors++;
        for (i = 0; i < 4; i++)
            w += weights[i];
        if (w != 1.0 || upc_blocksizeof(table) != 0)
            errors++;
        if (errors)
            printf("FAIL: array_indefinite: %d errors\n", errors);
        else
            printf("PASS: array_indefinite\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
