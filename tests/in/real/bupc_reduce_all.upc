/* bupc_all_reduce_all<T> (upc_collective.h): every thread gets the reduction, written where a
   broadcast from dst writes; integer, unsigned and floating types, dst at several phases, a
   UPC_FUNC reduction, each sync mode. Each thread checks its copy; thread 0 prints the
   failures of all. */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>

#define N 4
shared [N] int src[N * THREADS];
shared [N] int dst[N * THREADS];
shared double dsrc[3 * THREADS];
shared double ddst[THREADS];
shared unsigned long usrc[THREADS];
shared [2] unsigned long udst[2 * THREADS];
shared int fails[THREADS];

static long mul(long a, long b) { return a * b; }
shared long lsrc[THREADS];
shared long ldst[THREADS];

int main(void)
{
    int me = MYTHREAD, i, bad = 0, n = N * THREADS;
    for (i = 0; i < N; i++)
        src[me * N + i] = me * N + i + 1;
    for (i = 0; i < 3; i++)
        dsrc[i * THREADS + me] = 0.5 * (i * THREADS + me);
    usrc[me] = 1ul << me;
    lsrc[me] = me + 2;
    upc_barrier;

    /* into the phase 2 slot of each thread's block of dst */
    bupc_all_reduce_allI(&dst[2], src, UPC_ADD, n, N, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (dst[me * N + 2] != n * (n + 1) / 2)
        bad++, printf("thread %d: reduce_allI %d\n", me, dst[me * N + 2]);
    bupc_all_reduce_allD(ddst, dsrc, UPC_MAX, 3 * THREADS, 1, NULL, UPC_IN_MYSYNC | UPC_OUT_MYSYNC);
    if (ddst[me] != 0.5 * (3 * THREADS - 1))
        bad++, printf("thread %d: reduce_allD %g\n", me, ddst[me]);
    /* the second element of each thread's block */
    bupc_all_reduce_allUL(&udst[1], usrc, UPC_OR, THREADS, 1, NULL,
                          UPC_IN_NOSYNC | UPC_OUT_NOSYNC);
    upc_barrier;
    if (udst[2 * me + 1] != (THREADS >= 64 ? ~0ul : (1ul << THREADS) - 1))
        bad++, printf("thread %d: reduce_allUL %lu\n", me, udst[2 * me + 1]);
    bupc_all_reduce_allL(ldst, lsrc, UPC_FUNC, THREADS, 1, mul, 0);
    {
        long want = 1;
        for (i = 0; i < THREADS; i++)
            want *= i + 2;
        if (ldst[me] != want)
            bad++, printf("thread %d: reduce_allL %ld\n", me, ldst[me]);
    }
    fails[me] = bad;
    upc_barrier;
    if (me == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += fails[i];
        printf("reduce_all on %d threads: %d failures\n", THREADS, total);
    }
    return 0;
}
