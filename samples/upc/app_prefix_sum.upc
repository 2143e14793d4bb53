/* app_prefix_sum.upc - parallel inclusive prefix sum: local scans of each block, an exclusive scan of the block totals, then local fix-ups; checked sequentially. */
#include <stdio.h>
#include <upc.h>

#define NL 25
shared [NL] long v[NL * THREADS];
shared [NL] long scan[NL * THREADS];
shared long totals[THREADS];
shared int verdict;

static long input(int i) { return (i * 7) % 13 - 6; }

int main(void)
{
    int i, t, errors = 0;
    long run = 0, offset = 0;
    long *in = (long *)&v[NL * MYTHREAD];
    long *out = (long *)&scan[NL * MYTHREAD];

    upc_forall (i = 0; i < NL * THREADS; i++; &v[i])
        v[i] = input(i);
    upc_barrier;
    /* phase 1: scan my block */
    for (i = 0; i < NL; i++) {
        run += in[i];
        out[i] = run;
    }
    totals[MYTHREAD] = run;
    upc_barrier;
    /* phase 2: what the blocks before mine add up to */
    for (t = 0; t < MYTHREAD; t++)
        offset += totals[t];
    /* phase 3: fix up */
    for (i = 0; i < NL; i++)
        out[i] += offset;
    upc_barrier;

    if (MYTHREAD == 0) {
        long s = 0;
        for (i = 0; i < NL * THREADS; i++) {
            s += input(i);
            if (scan[i] != s) {
                if (errors < 5)
                    printf("FAIL: app_prefix_sum: scan[%d] = %ld, expected %ld\n", i, scan[i], s);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: app_prefix_sum: %d errors\n", errors);
        else
            printf("PASS: app_prefix_sum\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
