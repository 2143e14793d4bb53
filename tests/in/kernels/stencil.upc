/* upc_forall over a blocked array whose body reads neighbours p[i - k], p[i + k] of this and
   the neighbouring threads' blocks (the CG stencil's shape): reaches of 1 back and 1 ahead, 2
   back and 3 ahead, and a block too small to peel; the bound cuts the last block. Every
   thread compares its elements with the private computation of the same. */
#include <stdio.h>
#include <upc.h>

#define B 16
#define S 5 /* too small for a reach of 2 + 3 */

shared [B] double p[B * THREADS], q[B * THREADS];
shared [S] double ps[S * THREADS], qs[S * THREADS];
static double rp[B * 4], rq[B * 4], rps[S * 4], rqs[S * 4];
shared int bad[THREADS];

static double f(long i) { return (double)((i * 37) % 17) - 8.0; }

int main(void)
{
    long i, n = B * THREADS, m = S * THREADS;
    int t, wrong = 0;

    upc_forall (i = 0; i < n; i++; &p[i])
        p[i] = f(i);
    upc_forall (i = 0; i < m; i++; &ps[i])
        ps[i] = f(i);
    for (i = 0; i < n; i++)
        rp[i] = f(i);
    for (i = 0; i < m; i++)
        rps[i] = f(i);
    upc_barrier;

    /* The CG stencil (2, -1) with the ends at 0. */
    upc_forall (i = 0; i < n; i++; &q[i])
        q[i] = 2.0 * p[i] - (i > 0 ? p[i - 1] : 0.0) - (i < n - 1 ? p[i + 1] : 0.0);
    for (i = 0; i < n; i++)
        rq[i] = 2.0 * rp[i] - (i > 0 ? rp[i - 1] : 0.0) - (i < n - 1 ? rp[i + 1] : 0.0);
    upc_forall (i = 0; i < n; i++; &q[i])
        wrong += q[i] != rq[i];
    upc_barrier;

    /* Two back, three ahead, the bound short of the last element. */
    upc_forall (i = 2; i < n - 4; i++; &q[i])
        q[i] = 0.5 * p[i] + p[i - 2] + 2.0 * p[i - 1] + 3.0 * p[i + 1] + 5.0 * p[i + 3];
    for (i = 2; i < n - 4; i++)
        rq[i] = 0.5 * rp[i] + rp[i - 2] + 2.0 * rp[i - 1] + 3.0 * rp[i + 1] + 5.0 * rp[i + 3];
    upc_forall (i = 0; i < n; i++; &q[i])
        wrong += q[i] != rq[i];
    upc_barrier;

    /* A block of 5: no interior to run unchecked. */
    upc_forall (i = 2; i < m - 3; i++; &qs[i])
        qs[i] = 0.5 * ps[i] + ps[i - 2] + 2.0 * ps[i - 1] + 3.0 * ps[i + 1] + 5.0 * ps[i + 3];
    for (i = 2; i < m - 3; i++)
        rqs[i] = 0.5 * rps[i] + rps[i - 2] + 2.0 * rps[i - 1] + 3.0 * rps[i + 1] + 5.0 * rps[i + 3];
    upc_forall (i = 2; i < m - 3; i++; &qs[i])
        wrong += qs[i] != rqs[i];

    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        wrong = 0;
        for (t = 0; t < THREADS; t++)
            wrong += bad[t];
        printf("stencil %s\n", wrong ? "bad" : "ok");
    }
    return 0;
}
