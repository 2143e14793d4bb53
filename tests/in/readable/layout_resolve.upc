/* layout_resolve.upc - conditionals with UPC code in their branches, or on the translation's
   configuration, resolved for it by --layout=source: the branch taken kept (and translated),
   the others and the directives replaced by one comment. Prints "ok" on every thread count. */
#include <stdio.h>
#include <upc.h>

#ifdef USE_STRICT_SUM
#define SUM_QUAL strict
#else
#define SUM_QUAL relaxed
#endif

#define N 8 /* elements per thread */

#if defined(__UPC_DYNAMIC_THREADS__)
shared [N] int a[N * THREADS];
#else
shared [N] int a[N * THREADS];
#endif
SUM_QUAL shared int total;

static int twice(int x)
{
#if 0
    upc_barrier 99; /* never compiled */
#endif
    return 2 * x;
}

int main(void)
{
    int i, sum = 0, me = MYTHREAD;

    upc_forall (i = 0; i < N * THREADS; i++; &a[i])
        a[i] = twice(i);
#ifdef NAMED_BARRIER
    upc_barrier 7;
#else
    upc_barrier;
#endif
    if (me == 0) {
        for (i = 0; i < N * THREADS; i++)
            sum += a[i];   /* kept as written */
#if N > 4
#  ifdef __UPC__
        total = sum;
#  else
        total = -1;
#  endif
#else
        total = 0;
#endif
    }
    upc_barrier;
    {
        int want = N * THREADS * (N * THREADS - 1);
        if (total == want)
            printf("ok\n");
        else
            printf("FAIL: %d, want %d\n", total, want);
    }
    return 0;
}
