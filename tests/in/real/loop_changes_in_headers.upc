/* Loops over a private pointer-to-shared whose body changes the pointer only inside the
   header of a nested `for`, a block's list initializer or a compound literal: the pointer
   must not be read through a local pointer computed before the loop. Every sum is 4 * 100
   (the elements of `b`); reading `a` instead gives 4. */
#include <upc.h>
#include <stdio.h>

shared [4] int a[4 * THREADS], b[4 * THREADS];
shared int sums[THREADS][4];

int main(void)
{
    int k, t = 0, u = 0, x = 0, y = 0;
    upc_forall (k = 0; k < 4 * THREADS; k++; &a[k]) {
        a[k] = 1;
        b[k] = 100;
    }
    upc_barrier;

    shared [4] int *q = &a[4 * MYTHREAD];
    for (k = 0; k < 4; k++) {
        for (int j = (q = &b[4 * MYTHREAD], 0); j < 1; j++)
            t += 0;
        t += q[k];
    }

    shared [4] int *r = &a[4 * MYTHREAD];
    for (k = 0; k < 4; k++) {
        int v[2] = {(r = &b[4 * MYTHREAD], 0), 1};
        u += r[k] + v[0];
    }

    shared [4] int *w = &a[4 * MYTHREAD];
    for (k = 0; k < 4; k++) {
        int *c = (int[]){(w = &b[4 * MYTHREAD], 0), 1};
        x += w[k] + c[0];
    }

    /* The affinity of a nested upc_forall is evaluated too. */
    shared [4] int *z = &a[4 * MYTHREAD];
    for (k = 0; k < 4; k++) {
        int j;
        upc_forall (j = 0; j < 1; j++; (z = &b[4 * MYTHREAD], j))
            ;
        y += z[k];
    }

    sums[MYTHREAD][0] = t;
    sums[MYTHREAD][1] = u;
    sums[MYTHREAD][2] = x;
    sums[MYTHREAD][3] = y;
    upc_barrier;
    if (MYTHREAD == 0)
        for (k = 0; k < THREADS; k++)
            printf("thread %d: %d %d %d %d\n", k, sums[k][0], sums[k][1], sums[k][2], sums[k][3]);
    return 0;
}
