/* upc_forall stencils whose body tests the counter against values it does not change
   (i > 0, i < n - 1, h > i): the interior of each whole block runs a copy with the tests
   taken as true when they hold at its first and last iteration, else the tested copy. The
   bound h falls inside a block's interior (both copies run); a bound the body changes, an
   unsigned bound, a test of another variable and the tests of a body that calls a function
   are never taken as true. Every thread
   compares its elements with the private computation of the same. */
#include <stdio.h>
#include <upc.h>

#define B 64

shared [B] double p[B * THREADS], q[B * THREADS];
static double rp[B * 4], rq[B * 4];
shared int bad[THREADS];

static double f(long i) { return (double)((i * 37) % 17) - 8.0; }

/* Counts this thread's elements of q that differ from rq, then clears q and rq. */
static int compare(long n)
{
    long i;
    int wrong = 0;
    upc_barrier;
    upc_forall (i = 0; i < n; i++; &q[i])
        wrong += q[i] != rq[i];
    upc_barrier;
    upc_forall (i = 0; i < n; i++; &q[i])
        q[i] = 0.0;
    for (i = 0; i < n; i++)
        rq[i] = 0.0;
    upc_barrier;
    return wrong;
}

int main(void)
{
    long i, j = 0, n = B * THREADS, h = n / 2 + 3, g = h;
    unsigned long u = (unsigned long)h;
    int t, wrong = 0;

    upc_forall (i = 0; i < n; i++; &p[i])
        p[i] = f(i);
    for (i = 0; i < n; i++)
        rp[i] = f(i);
    upc_barrier;

    /* The CG stencil (2, -1) with the ends at 0: true in every interior. */
    upc_forall (i = 0; i < n; i++; &q[i]) /* vectorized */
        q[i] = 2.0 * p[i] - (i > 0 ? p[i - 1] : 0.0) - (i < n - 1 ? p[i + 1] : 0.0);
    for (i = 0; i < n; i++)
        rq[i] = 2.0 * rp[i] - (i > 0 ? rp[i - 1] : 0.0) - (i < n - 1 ? rp[i + 1] : 0.0);
    wrong += compare(n);

    /* h inside a block's interior: that block runs the tested copy. */
    upc_forall (i = 0; i < n; i++; &q[i]) /* vectorized */
        q[i] = p[i] + (i < h ? p[i + 1] : -1.0) + (h + 1 > i ? p[i - 1] : -2.0) + (i >= 1 ? 1.0 : 0.0);
    for (i = 0; i < n; i++)
        rq[i] = rp[i] + (i < h ? rp[i + 1] : -1.0) + (h + 1 > i ? rp[i - 1] : -2.0) + (i >= 1 ? 1.0 : 0.0);
    wrong += compare(n);

    /* A bound the body changes, an unsigned bound, a test of another variable. */
    upc_forall (i = 1; i < n - 1; i++; &q[i]) {
        q[i] = 0.5 * p[i] + (i < g ? p[i + 1] : 0.5) + (i < u ? p[i - 1] : 0.25) + (j < 3 ? 1.0 : 0.0);
        g = g - 1;
        j = j + 1;
    }
    g = h;
    j = 0;
    for (i = 1; i < n - 1; i++)
        if (i / B % THREADS == MYTHREAD) { /* this thread's iterations, in order */
            rq[i] = 0.5 * rp[i] + (i < g ? rp[i + 1] : 0.5) + (i < u ? rp[i - 1] : 0.25) + (j < 3 ? 1.0 : 0.0);
            g = g - 1;
            j = j + 1;
        }
    wrong += compare(n);

    /* A body that calls a function: its tests stay. */
    upc_forall (i = 0; i < n; i++; &q[i])
        q[i] = p[i] + (i < n - 1 ? p[i + 1] * 0.125 : 0.0) + f(i);
    for (i = 0; i < n; i++)
        rq[i] = rp[i] + (i < n - 1 ? rp[i + 1] * 0.125 : 0.0) + f(i);
    wrong += compare(n);

    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        wrong = 0;
        for (t = 0; t < THREADS; t++)
            wrong += bad[t];
        printf("monotone %s\n", wrong ? "bad" : "ok");
    }
    return 0;
}
