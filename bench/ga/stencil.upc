/* stencil.upc - Jacobi relaxation of a 2-D grid (5-point average), SWEEPS sweeps alternating
   between two shared grids with a barrier after each. Each thread owns a block of ROWS rows
   (the block size is a whole block of rows), works on them through local pointers (casts of
   &u[row][0]) and fetches the neighbours' boundary rows with upc_memget. stencil_ga.c is the
   same algorithm in native GA. Every thread checks its rows against a private recomputation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <upc.h>

#define ROWS 512 /* rows per thread */
#define NC 2048  /* columns */
#define SWEEPS 20

shared [ROWS * NC] double u[ROWS * THREADS][NC], v[ROWS * THREADS][NC];
shared long bad[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double initial(long g, long j) { return g == 0 ? 100.0 : (double)((g * 7 + j * 3) % 11); }

/* One sweep over rows [first, first + count) of a grid of nr rows: dst from src, whose rows
   first - 1 and first + count are `up` and `down`; the grid's edges stay fixed. */
static void relax(double *dst, const double *src, const double *up, const double *down, long first,
                  long count, long nr)
{
    for (long r = 0; r < count; r++) {
        long g = first + r;
        if (g == 0 || g == nr - 1)
            continue;
        const double *n = r == 0 ? up : src + (r - 1) * NC;
        const double *s = r == count - 1 ? down : src + (r + 1) * NC;
        const double *c = src + r * NC;
        double *o = dst + r * NC;
        for (long j = 1; j < NC - 1; j++)
            o[j] = 0.25 * (n[j] + s[j] + c[j - 1] + c[j + 1]);
    }
}

int main(void)
{
    const long nr = (long)ROWS * THREADS, first = (long)MYTHREAD * ROWS;
    double *mu = (double *)&u[first][0], *mv = (double *)&v[first][0];
    double *up = calloc(NC, sizeof(double)), *down = calloc(NC, sizeof(double));
    double t0, elapsed = 0;
    long r, j, wrong = 0;
    int it;

    for (r = 0; r < ROWS; r++)
        for (j = 0; j < NC; j++)
            mu[r * NC + j] = mv[r * NC + j] = initial(first + r, j);
    upc_barrier;
    for (it = 0; it < SWEEPS; it++) {
        t0 = now();
        shared [ROWS * NC] double (*from)[NC] = it % 2 ? v : u;
        if (MYTHREAD > 0)
            upc_memget(up, &from[first - 1][0], NC * sizeof(double));
        if (MYTHREAD < THREADS - 1)
            upc_memget(down, &from[first + ROWS][0], NC * sizeof(double));
        if (it % 2)
            relax(mu, mv, up, down, first, ROWS, nr);
        else
            relax(mv, mu, up, down, first, ROWS, nr);
        upc_barrier;
        elapsed += now() - t0;
    }
    /* check: the same sweeps on a private copy of the whole grid */
    {
        double *p = malloc(nr * NC * sizeof(double)), *q = malloc(nr * NC * sizeof(double));
        for (r = 0; r < nr; r++)
            for (j = 0; j < NC; j++)
                p[r * NC + j] = q[r * NC + j] = initial(r, j);
        for (it = 0; it < SWEEPS; it++) {
            relax(q + NC, p + NC, p, p + (nr - 1) * NC, 1, nr - 2, nr);
            double *t = p;
            p = q;
            q = t;
        }
        double *result = SWEEPS % 2 ? mv : mu;
        for (r = 0; r < ROWS; r++)
            for (j = 0; j < NC; j++)
                if (result[r * NC + j] != p[(first + r) * NC + j])
                    wrong++;
        /* one element of the next thread's block, read remotely */
        if (MYTHREAD + 1 < THREADS) {
            double x = SWEEPS % 2 ? v[first + ROWS][NC / 2] : u[first + ROWS][NC / 2];
            if (x != p[(first + ROWS) * NC + NC / 2])
                wrong++;
        }
        free(p);
        free(q);
    }
    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (it = 0; it < THREADS; it++)
            total += bad[it];
        printf("stencil_upc: grid=%ldx%d sweeps=%d sweep_ms=%.3f %s\n", nr, NC, SWEEPS,
               elapsed / SWEEPS * 1e3, total == 0 ? "verified" : "WRONG");
    }
    return 0;
}
