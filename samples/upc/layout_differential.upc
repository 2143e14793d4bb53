/* layout_differential.upc - one algorithm over a shared array whose layout is chosen at compile
   time with -DLAYOUT=...: 1 (cyclic), 3 (blocked), STAR ([*]) or INDEF ([]). The same result
   line must come out for every layout and every thread count; the differential test compares
   them. The algorithm: fill, a three-point smoothing step through a second array (neighbour
   reads cross block and thread boundaries), pointer walks over the whole array, element-wise
   reads of one thread's share, and sums recomputed by thread 0. The result line depends on
   THREADS (not on the layout). */
#include <stdio.h>
#include <upc.h>

#ifndef LAYOUT
#define LAYOUT 3
#endif
#define N 37 /* elements per thread: not a multiple of any block size used */

#if LAYOUT == STAR_LAYOUT
#define QUAL shared [*]
#elif LAYOUT == INDEF_LAYOUT
#define QUAL shared []
#else
#define QUAL shared [LAYOUT]
#endif
#define STAR_LAYOUT (-1)
#define INDEF_LAYOUT (-2)
#define STAR STAR_LAYOUT
#define INDEF INDEF_LAYOUT

QUAL long a[N * THREADS];
QUAL long b[N * THREADS];
shared long checks[THREADS];
shared int verdict;

int main(void)
{
    int i, n = N * THREADS;
    long total = 0, walk = 0, local[N];
    QUAL long *p;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = (long)i * i % 101;
    upc_barrier;
    upc_forall (i = 0; i < n; i++; &b[i])
        b[i] = a[i] + (i > 0 ? a[i - 1] : 0) + (i < n - 1 ? a[i + 1] : 0);
    upc_barrier;

    /* every thread walks the whole array with a pointer and checks the values */
    for (p = &b[0]; p < &b[0] + n; p++)
        walk += *p;
    checks[MYTHREAD] = walk;

    /* a block of N elements starting at MYTHREAD * N, fetched element by element */
    for (i = 0; i < N; i++)
        local[i] = b[MYTHREAD * N + i];
    for (i = 0; i < N; i++)
        total += local[i] * (i + 1);
    upc_barrier;

    if (MYTHREAD == 0) {
        long sum = 0, weighted = 0;
        int errors = 0, t;
        for (i = 0; i < n; i++) {
            long want = (long)i * i % 101;
            long s = want + (i > 0 ? (long)(i - 1) * (i - 1) % 101 : 0)
                     + (i < n - 1 ? (long)(i + 1) * (i + 1) % 101 : 0);
            if (a[i] != want || b[i] != s)
                errors++;
            sum += b[i];
        }
        for (t = 0; t < THREADS; t++)
            if (checks[t] != sum)
                errors++;
        for (i = 0; i < N; i++)
            weighted += b[i] * (i + 1);
        if (weighted != total)
            errors++;
        printf("layout result: n=%d sum=%ld first-block=%ld\n", n, sum, weighted);
        if (errors)
            printf("FAIL: layout_differential: %d errors\n", errors);
        else
            printf("PASS: layout_differential\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
