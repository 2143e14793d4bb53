/* idiom_whole.upc - upc_forall loops that are whole-array operations (fill, scale, add a
   constant, copy, element-wise add and subtract, a triad with a scalar factor) on cyclic,
   blocked and [*] arrays of double, int and long; each result is checked element by element
   by thread 0 against a sequential recomputation. */
#include <stdio.h>
#include <upc.h>

#define N 120

shared double x[N];
shared double y[N];
shared double z[N];
shared [5] int p[4 * THREADS];
shared [5] int q[4 * THREADS];
shared [*] long r[N];
shared [*] long s[N];
shared int verdict;

static int errors;

static void check(const char *what, double got, double expected, int i)
{
    if (got != expected) {
        if (errors < 10)
            printf("FAIL: idiom_whole: %s[%d] is %g, expected %g\n", what, i, got, expected);
        errors++;
    }
}

int main(void)
{
    int i;
    double half = 0.5;
    long three = 3;

    /* Fill, then values that depend on the index (not an idiom). */
    upc_forall (i = 0; i < N; i++; &x[i])
        x[i] = 2.5;
    upc_forall (i = 0; i < N; i++; &y[i])
        y[i] = i % 7;
    upc_forall (int k = 0; k < 4 * THREADS; k++; &p[k])
        p[k] = k;
    upc_forall (i = 0; i < N; i++; &r[i])
        r[i] = i * 10;
    upc_barrier;

    /* Scale, add a constant, in both spellings. */
    upc_forall (i = 0; i < N; i++; &x[i])
        x[i] *= half;
    upc_forall (i = 0; i < N; i++; &y[i])
        y[i] = y[i] + 1;
    upc_forall (int k = 0; k < 4 * THREADS; k++; &p[k]) {
        p[k] += 7;
    }
    upc_forall (i = 0; i < N; i++; &r[i])
        r[i] = three * r[i];
    upc_barrier;

    /* Copy, add, subtract, triad. */
    upc_forall (int k = 0; k < 4 * THREADS; k++; &q[k])
        q[k] = p[k];
    upc_forall (i = 0; i < N; i++; &z[i])
        z[i] = x[i] + y[i];
    upc_forall (i = 0; i < N; i++; &s[i])
        s[i] = r[i] - three;
    upc_barrier;
    upc_forall (i = 0; i < N; i++; &y[i])
        y[i] = z[i] + 4 * x[i];
    upc_forall (i = 0; i <= N - 1; i++; &x[i])
        x[i] = z[i] - y[i];
    upc_barrier;

    if (MYTHREAD == 0) {
        if (i != N)
            printf("FAIL: idiom_whole: loop counter %d after the loops, expected %d\n", i, N),
                errors++;
        for (i = 0; i < N; i++) {
            double xv = 2.5 * 0.5, yv = i % 7 + 1, zv = xv + yv, y2 = zv + 4 * xv;
            check("z", z[i], zv, i);
            check("y", y[i], y2, i);
            check("x", x[i], zv - y2, i);
            check("r", r[i], 30.0 * i, i);
            check("s", s[i], 30.0 * i - 3, i);
        }
        for (i = 0; i < 4 * THREADS; i++) {
            check("p", p[i], i + 7, i);
            check("q", q[i], i + 7, i);
        }
        printf("sum of x = %g\n", 0.0 + x[0] * N);
        if (errors)
            printf("FAIL: idiom_whole: %d errors\n", errors);
        else
            printf("PASS: idiom_whole\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
