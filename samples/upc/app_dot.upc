/* app_dot.upc - dot product: partial sums over owned elements with upc_forall, combined with upc_all_reduceD and by hand; prints the result, checked sequentially. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define N 1000
shared double x[N];
shared double y[N];
shared double partial[THREADS];
shared double dot;
shared int verdict;

static double xv(int i) { return i % 10; }
static double yv(int i) { return i % 7 - 3; }

int main(void)
{
    int i, errors = 0;
    double s = 0.0;

    upc_forall (i = 0; i < N; i++; &x[i]) {
        x[i] = xv(i);
        y[i] = yv(i);                   /* same layout: y[i] is local too */
    }
    upc_barrier;
    upc_forall (i = 0; i < N; i++; &x[i])
        s += x[i] * y[i];
    partial[MYTHREAD] = s;
    upc_all_reduceD(&dot, partial, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    if (MYTHREAD == 0) {
        double seq = 0.0, byhand = 0.0;
        int t;
        for (i = 0; i < N; i++)
            seq += xv(i) * yv(i);
        for (t = 0; t < THREADS; t++)
            byhand += partial[t];
        /* integer-valued terms: the sums are exact in any order */
        if (dot != seq || byhand != seq) {
            printf("FAIL: app_dot: %g and %g, expected %g\n", dot, byhand, seq);
            errors++;
        }
        printf("x . y = %g\n", dot);
        if (errors)
            printf("FAIL: app_dot: %d errors\n", errors);
        else
            printf("PASS: app_dot\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
