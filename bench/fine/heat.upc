/* heat.upc - heat conduction on a 1008 x 1008 grid, written the way a course exercise is: the
   grid is a blocked shared array (`shared [B] double`, a quarter of the rows per block), every
   access goes through a shared array of pointers-to-shared to the rows (`rows[i][j]`), a 5-point
   stencil, `upc_forall` by row. The top edge is held at 100, the others at 0. Each thread times
   the sweeps (argument: the number of sweeps, default 4); thread 0 prints the time per sweep and a
   checksum of the grid (the same under every backend and thread count). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <upc.h>

#define N 1008
#define B (N * N / 4)

shared [B] double grid_a[N * N];
shared [B] double grid_b[N * N];
shared [B] double *shared rows_a[N];
shared [B] double *shared rows_b[N];
shared double partial[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* One sweep from the grid of `src` into the grid of `dst`, by row. */
#define SWEEP(dst, src)                                                                         \
    upc_forall (i = 1; i < N - 1; i++; &grid_a[i * N])                                          \
        for (j = 1; j < N - 1; j++)                                                             \
            dst[i][j] = 0.25 * (src[i - 1][j] + src[i + 1][j] + src[i][j - 1] + src[i][j + 1]);

int main(int argc, char **argv)
{
    int sweeps = argc > 1 ? atoi(argv[1]) : 4;
    int i, j, s;
    double t0, t, sum = 0;

    upc_forall (i = 0; i < N; i++; &rows_a[i]) {
        rows_a[i] = &grid_a[i * N];
        rows_b[i] = &grid_b[i * N];
    }
    upc_forall (i = 0; i < N; i++; &grid_a[i * N])
        for (j = 0; j < N; j++) {
            grid_a[i * N + j] = i == 0 ? 100.0 : 0.0;
            grid_b[i * N + j] = i == 0 ? 100.0 : 0.0;
        }
    upc_barrier;

    t0 = now();
    for (s = 0; s < sweeps; s += 2) {
        SWEEP(rows_b, rows_a)
        upc_barrier;
        SWEEP(rows_a, rows_b)
        upc_barrier;
    }
    t = now() - t0;

    upc_forall (i = 0; i < N; i++; &grid_a[i * N])
        for (j = 0; j < N; j++)
            sum += grid_a[i * N + j] * (double)((i * 7 + j) % 13 + 1);
    partial[MYTHREAD] = sum;
    upc_barrier;
    if (MYTHREAD == 0) {
        double total = 0;
        for (i = 0; i < THREADS; i++)
            total += partial[i];
        printf("heat: %dx%d, %d sweeps, sweep_ms=%.3f checksum=%.6f\n", N, N,
               (sweeps + 1) / 2 * 2, t * 1e3 / ((sweeps + 1) / 2 * 2), total);
    }
    return 0;
}
