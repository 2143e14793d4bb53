/* jacobi2d.upc - a 2-D Jacobi stencil written the natural UPC way: the grid is a shared array
   blocked by rows (RPT rows of N columns per thread), each thread sweeps the rows it owns with a
   upc_forall over &u[i][0], and the rows above and below a thread's block (the ghost rows) are
   read by index from the neighbours. The top edge is held at 1, the others at 0. Two sweeps per
   iteration (u -> v, v -> u). Prints the time per iteration and a checksum of the grid. */
#include <stdio.h>
#include <time.h>
#include <upc.h>

#define N 1024  /* columns */
#ifndef RPT
#define RPT 256 /* rows per thread */
#endif
#ifndef ITERS
#define ITERS 20
#endif

shared [RPT * N] double u[RPT * THREADS][N], v[RPT * THREADS][N];
shared double partial[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void sweep(shared [RPT * N] double (*from)[N], shared [RPT * N] double (*to)[N], long rows)
{
    long i, j;
    upc_forall (i = 1; i < rows - 1; i++; &to[i][0])
        for (j = 1; j < N - 1; j++)
            to[i][j] = 0.25 * (from[i - 1][j] + from[i + 1][j] + from[i][j - 1] + from[i][j + 1]);
    upc_barrier;
}

int main(void)
{
    long rows = (long)RPT * THREADS, i, j;
    double t0, elapsed, mine = 0, sum = 0;
    int it, t;

    upc_forall (i = 0; i < rows; i++; &u[i][0])
        for (j = 0; j < N; j++)
            u[i][j] = v[i][j] = i == 0 ? 1.0 : 0.0;
    upc_barrier;
    t0 = now();
    for (it = 0; it < ITERS; it++) {
        sweep(u, v, rows);
        sweep(v, u, rows);
    }
    elapsed = now() - t0;
    upc_forall (i = 0; i < rows; i++; &u[i][0])
        for (j = 0; j < N; j++)
            mine += u[i][j];
    partial[MYTHREAD] = mine;
    upc_barrier;
    for (t = 0; t < THREADS; t++)
        sum += partial[t];
    if (MYTHREAD == 0)
        printf("jacobi2d_upc: rows=%ld cols=%d iters=%d time_per_iter_ms=%.3f checksum=%.6e\n", rows, N,
               ITERS, elapsed / ITERS * 1e3, sum);
    return 0;
}
