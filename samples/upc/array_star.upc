/* array_star.upc - the shared [*] layout: the array is cut into THREADS contiguous blocks, one per thread. */
#include <stdio.h>
#include <upc.h>

#define N 100
shared [*] int s[N];                    /* block size ceil(N / THREADS) */
shared [*] double d[8 * THREADS];       /* block size 8 */
shared [*] int writer[N];
shared int verdict;

int main(void)
{
    int i, errors = 0;
    size_t blk = (N + THREADS - 1) / THREADS;

    upc_forall (i = 0; i < N; i++; &s[i]) {
        s[i] = N - i;
        writer[i] = MYTHREAD;
    }
    upc_forall (i = 0; i < 8 * THREADS; i++; &d[i])
        d[i] = 0.125 * i;
    upc_barrier;

    if (MYTHREAD == 0) {
        if (upc_blocksizeof(s) != blk || upc_blocksizeof(d) != 8) {
            printf("FAIL: array_star: block sizes %d and %d\n", (int)upc_blocksizeof(s),
                   (int)upc_blocksizeof(d));
            errors++;
        }
        for (i = 0; i < N; i++) {
            if (s[i] != N - i || writer[i] != (int)(i / blk)) {
                if (errors < 5)
                    printf("FAIL: array_star: s[%d]=%d written by %d\n", i, s[i], writer[i]);
                errors++;
            }
            if (upc_threadof(&s[i]) != i / blk || upc_phaseof(&s[i]) != i % blk)
                errors++;
        }
        for (i = 0; i < 8 * THREADS; i++) {
            if (d[i] != 0.125 * i || upc_threadof(&d[i]) != (size_t)(i / 8))
                errors++;
        }
        /* thread t's part of d is d[8t .. 8t+7] */
        if (upc_threadof(&d[8 * THREADS - 1]) != (size_t)(THREADS - 1))
            errors++;
        if (errors)
            printf("FAIL: array_star: %d errors\n", errors);
        else
            printf("PASS: array_star\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
