/* app_prefix_sum.upc - parallel prefix sum: local scans, a scan of the block totals by thread 0,
   then local fix-ups. */
#include <stdio.h>
#include <upc.h>

#define B 20
shared [B] long x[B * THREADS];
shared long totals[THREADS];
shared long offsets[THREADS];

int main(void)
{
    int i, errors = 0;
    long run = 0;
    long *mine = (long *)&x[MYTHREAD * B];
    for (i = 0; i < B; i++)
        mine[i] = (MYTHREAD * B + i) % 7 + 1;
    for (i = 0; i < B; i++) {
        run += mine[i];
        mine[i] = run;
    }
    totals[MYTHREAD] = run;
    upc_barrier;
    if (MYTHREAD == 0) {
        long acc = 0;
        for (i = 0; i < THREADS; i++) {
            offsets[i] = acc;
            acc += totals[i];
        }
    }
    upc_barrier;
    for (i = 0; i < B; i++)
        mine[i] += offsets[MYTHREAD];
    upc_barrier;
    if (MYTHREAD == 0) {
        long expect = 0;
        for (i = 0; i < B * THREADS; i++) {
            expect += i % 7 + 1;
            if (x[i] != expect)
                errors++;
        }
        if (errors) {
            printf("FAIL: app_prefix_sum: %d errors\n", errors);
            return 1;
        }
        printf("PASS: app_prefix_sum\n");
    }
    return 0;
}
