/* header_relaxed.upc - upc_relaxed.h: relaxed by default, strict where the type says so. */
#include <stdio.h>
#include <upc_relaxed.h>

shared long sums[THREADS];
strict shared int done;

int main(void)
{
    long s = 0;
    int i;
    for (i = 1; i <= 100; i++)
        s += i * (MYTHREAD + 1);
    sums[MYTHREAD] = s;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (i = 0; i < THREADS; i++)
            total += sums[i];
        if (total != 5050L * THREADS * (THREADS + 1) / 2) {
            printf("FAIL: header_relaxed total %ld\n", total);
            return 1;
        }
        done = 1;
        printf("PASS: header_relaxed\n");
    }
    return 0;
}
