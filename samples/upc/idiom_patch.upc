/* idiom_patch.upc - upc_forall loops over a sub-range of arrays: fill, scale, add a constant,
   copy and add on ranges that are the same columns of every thread's part (GA patches) and on
   ranges that are not (the loop); elements outside the ranges must keep their values. A loop
   nested in an `if` stays a loop. Checked by thread 0 against a sequential model. */
#include <stdio.h>
#include <upc.h>

#define B 5

shared double a[8 * THREADS];
shared double b[8 * THREADS];
shared [B] int u[4 * B * THREADS];
shared [B] int v[4 * B * THREADS];
shared [B] int w[4 * B * THREADS];
shared int verdict;

static double ma[64 * 8], mb[64 * 8];
static int mu[64 * 4 * B], mv[64 * 4 * B];
static int errors;

int main(void)
{
    int i, n = 8 * THREADS, m = 4 * B * THREADS;
    double two = 2.0;

    upc_forall (i = 0; i < 8 * THREADS; i++; &a[i])
        a[i] = i;
    upc_forall (i = 0; i < 4 * B * THREADS; i++; &u[i])
        u[i] = 3 * i;
    upc_forall (i = 0; i < 4 * B * THREADS; i++; &w[i])
        w[i] = i;
    upc_barrier;

    /* Rectangles: cyclic rows 2..5; blocks THREADS..3*THREADS-1 of [5]. */
    upc_forall (i = 2 * THREADS; i < 6 * THREADS; i++; &a[i])
        a[i] *= two;
    upc_forall (i = B * THREADS; i < 3 * B * THREADS; i++; &u[i])
        u[i] += 11;
    upc_forall (i = 2 * THREADS; i < 7 * THREADS; i++; &b[i])
        b[i] = a[i];
    upc_forall (i = B * THREADS; i <= 3 * B * THREADS - 1; i++; &v[i])
        v[i] = u[i] - w[i];
    upc_barrier;
    /* Not rectangles (on more than one thread): ragged ends. */
    upc_forall (i = 1; i < 5 * THREADS + 1; i++; &a[i])
        a[i] += 0.25;
    upc_forall (i = 3; i < 2 * B * THREADS - 2; i++; &u[i])
        u[i] = u[i] * 2;
    upc_forall (i = 1; i < 2 * THREADS; i++; &b[i])
        b[i] = -1.5;
    upc_barrier;

    if (MYTHREAD == THREADS - 1)
        v[0] = 99;
    upc_barrier;
    if (m > 0) { /* not a statement of main's block: stays a loop */
        upc_forall (i = 0; i < 4 * B * THREADS; i++; &v[i])
            v[i] = v[i] + 1;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < n; i++) {
            ma[i] = i;
            mb[i] = 0;
        }
        for (i = 0; i < m; i++) {
            mu[i] = 3 * i;
            mv[i] = 0;
        }
        for (i = 2 * THREADS; i < 6 * THREADS; i++)
            ma[i] *= 2;
        for (i = B * THREADS; i < 3 * B * THREADS; i++)
            mu[i] += 11;
        for (i = 2 * THREADS; i < 7 * THREADS; i++)
            mb[i] = ma[i];
        for (i = B * THREADS; i < 3 * B * THREADS; i++)
            mv[i] = mu[i] - i;
        for (i = 1; i < 5 * THREADS + 1; i++)
            ma[i] += 0.25;
        for (i = 3; i < 2 * B * THREADS - 2; i++)
            mu[i] *= 2;
        for (i = 1; i < 2 * THREADS; i++)
            mb[i] = -1.5;
        mv[0] = 99;
        for (i = 0; i < m; i++)
            mv[i] += 1;
        for (i = 0; i < n; i++)
            if (a[i] != ma[i] || b[i] != mb[i]) {
                if (errors++ < 10)
                    printf("FAIL: idiom_patch: a[%d] = %g, b[%d] = %g, expected %g, %g\n", i,
                           a[i], i, b[i], ma[i], mb[i]);
            }
        for (i = 0; i < m; i++)
            if (u[i] != mu[i] || v[i] != mv[i]) {
                if (errors++ < 10)
                    printf("FAIL: idiom_patch: u[%d] = %d, v[%d] = %d, expected %d, %d\n", i,
                           u[i], i, v[i], mu[i], mv[i]);
            }
        if (errors)
            printf("FAIL: idiom_patch: %d errors\n", errors);
        else
            printf("PASS: idiom_patch\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
