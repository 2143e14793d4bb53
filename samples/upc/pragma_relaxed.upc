/* pragma_relaxed.upc - #pragma upc relaxed at file scope (the default made explicit) and #pragma upc strict at the start of a block that publishes a result. */
#include <stdio.h>
#include <upc.h>

#pragma upc relaxed

#define N 25
shared int cells[N * THREADS];
shared int stage;                 /* written in a strict block, read in one too */
shared int verdict;

static int wait_stage(int want)
{
    int seen;
    {
#pragma upc strict
        do {
            seen = stage;
        } while (seen < want);
    }
    return seen;
}

int main(void)
{
    int i, errors = 0;

    if (MYTHREAD == 0)
        stage = 0;
    upc_barrier;
    /* thread 0 produces everything, then raises the stage with a strict store */
    if (MYTHREAD == 0) {
        for (i = 0; i < N * THREADS; i++)
            cells[i] = i * i % 97;
        {
#pragma upc strict
            stage = 1;
        }
    }
    (void)wait_stage(1);
    /* everyone checks the elements it owns, then marks them */
    upc_forall (i = 0; i < N * THREADS; i++; &cells[i]) {
        if (cells[i] != i * i % 97)
            cells[i] = -1;
        else
            cells[i] = cells[i] + 1000;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < N * THREADS; i++)
            if (cells[i] != i * i % 97 + 1000) {
                if (errors < 5)
                    printf("FAIL: pragma_relaxed: cells[%d] = %d\n", i, cells[i]);
                errors++;
            }
        if (errors)
            printf("FAIL: pragma_relaxed: %d errors\n", errors);
        else
            printf("PASS: pragma_relaxed\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
