/* cg.upc - a conjugate-gradient kernel: CG iterations on the 1-D Laplacian (tridiagonal 2,-1)
   with a right-hand side of ones, vectors in shared arrays with one block per thread,
   upc_forall loops with &v[i] affinity (neighbour reads cross thread boundaries) and dot
   products reduced through a shared array. Prints the time per iteration and the residual. */
#include <math.h>
#include <stdio.h>
#include <time.h>
#include <upc.h>

#ifndef NPT
#define NPT (1 << 18)   /* rows per thread */
#endif
#ifndef ITERS
#define ITERS 50
#endif

shared [NPT] double x[NPT * THREADS], r[NPT * THREADS], p[NPT * THREADS], q[NPT * THREADS];
shared double partial[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The sum over all threads of each thread's `mine` (every thread gets it). */
static double all_sum(double mine)
{
    double s = 0;
    int t;
    partial[MYTHREAD] = mine;
    upc_barrier;
    for (t = 0; t < THREADS; t++)
        s += partial[t];
    upc_barrier;
    return s;
}

int main(void)
{
    long n = (long)NPT * THREADS, i;
    double rho, rho_old, alpha, beta, pq, t0, elapsed;
    int it;

    upc_forall (i = 0; i < n; i++; &x[i]) {
        x[i] = 0.0;
        r[i] = 1.0;
        p[i] = 1.0;
    }
    upc_barrier;
    rho = all_sum((double)NPT);
    t0 = now();
    for (it = 0; it < ITERS; it++) {
        double mine = 0;
        upc_forall (i = 0; i < n; i++; &q[i])
            q[i] = 2.0 * p[i] - (i > 0 ? p[i - 1] : 0.0) - (i < n - 1 ? p[i + 1] : 0.0);
        upc_forall (i = 0; i < n; i++; &q[i])
            mine += p[i] * q[i];
        pq = all_sum(mine);
        alpha = rho / pq;
        mine = 0;
        upc_forall (i = 0; i < n; i++; &x[i]) {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
            mine += r[i] * r[i];
        }
        rho_old = rho;
        rho = all_sum(mine);
        beta = rho / rho_old;
        upc_forall (i = 0; i < n; i++; &p[i])
            p[i] = r[i] + beta * p[i];
        upc_barrier;
    }
    elapsed = now() - t0;
    if (MYTHREAD == 0)
        printf("cg_upc: rows=%ld iters=%d time_per_iter_ms=%.3f residual=%.6e\n", n, ITERS,
               elapsed / ITERS * 1e3, sqrt(rho));
    return 0;
}
