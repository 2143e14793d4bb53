/* upc_forall loops over local data that GCC must vectorize at -O2 once translated (each line
   marked "vectorized" must be reported by -fopt-info-vec-optimized), under both backends. */
#include <stdio.h>
#include <upc.h>

#define B 256
#define LOCAL 4096

shared [B] double a[LOCAL * THREADS];
shared [B] double b[LOCAL * THREADS];
shared [B] double c[LOCAL * THREADS];
shared double x[LOCAL * THREADS];
shared int y[LOCAL * THREADS];
double s = 3.0;                 /* a global the stores could alias without `ivdep` */

int main(void)
{
    const long n = (long)LOCAL * THREADS;
    long i, total = 0;
    int bad = 0;

    upc_forall (i = 0; i < n; i++; &a[i]) /* vectorized */
        a[i] = 1.0;
    upc_forall (i = 0; i < n; i++; &b[i]) { /* vectorized */
        b[i] = 2.0;
        c[i] = 0.5;
    }
    upc_forall (i = 0; i < n; i++; &a[i]) /* vectorized */
        a[i] = b[i] + s * c[i];
    upc_forall (i = 0; i < n; i++; &x[i]) /* vectorized */
        x[i] = x[i] * 0.5 + 2.0;
    upc_forall (i = 0; i < n; i++; &y[i]) /* vectorized */
        y[i] = 3;
    upc_forall (i = 0; i < n; i++; &y[i]) /* vectorized */
        total += y[i];
    upc_barrier; /* x[i] below may be another thread's */
    upc_forall (i = 0; i < n; i++; &a[i])
        bad += a[i] != 3.5 || x[i] != 2.0;
    printf("thread %d: total %ld bad %d\n", MYTHREAD, total, bad);
    return 0;
}
