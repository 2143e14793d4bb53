/* app_jacobi.upc - 1-D heat equation by Jacobi iterations: each thread owns a block of the rod, exchanges ghost cells with its neighbours by upc_memput, and the result is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <upc.h>

#define NL 16                 /* points per thread */
#define ITERS 60
#define LEFT_T 1.0            /* fixed temperatures beyond both ends */
#define RIGHT_T 0.0

shared [NL] double u[NL * THREADS];
shared double ghost_lo[THREADS];    /* my left neighbour's last point, put there by it */
shared double ghost_hi[THREADS];    /* my right neighbour's first point */
shared int verdict;

static double step(double l, double c, double r) { return c + 0.25 * (l - 2.0 * c + r); }

int main(void)
{
    int i, it, errors = 0;
    double mine[NL], next[NL];
    double *cells = (double *)&u[NL * MYTHREAD];     /* my block, through a local pointer */

    for (i = 0; i < NL; i++)
        cells[i] = 0.0;
    upc_barrier;
    for (it = 0; it < ITERS; it++) {
        /* ghost exchange: put my edge values into my neighbours' ghost cells */
        if (MYTHREAD > 0)
            upc_memput(&ghost_hi[MYTHREAD - 1], &cells[0], sizeof(double));
        else
            ghost_lo[0] = LEFT_T;
        if (MYTHREAD < THREADS - 1)
            upc_memput(&ghost_lo[MYTHREAD + 1], &cells[NL - 1], sizeof(double));
        else
            ghost_hi[THREADS - 1] = RIGHT_T;
        upc_barrier;
        for (i = 0; i < NL; i++)
            mine[i] = cells[i];
        for (i = 0; i < NL; i++) {
            double l = i == 0 ? ghost_lo[MYTHREAD] : mine[i - 1];
            double r = i == NL - 1 ? ghost_hi[MYTHREAD] : mine[i + 1];
            next[i] = step(l, mine[i], r);
        }
        upc_barrier;          /* the ghosts have been read before they are overwritten */
        for (i = 0; i < NL; i++)
            cells[i] = next[i];
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        int n = NL * THREADS;
        double *seq = malloc(n * sizeof *seq), *tmp = malloc(n * sizeof *tmp);
        if (seq == NULL || tmp == NULL) {
            printf("FAIL: app_jacobi: out of memory\n");
            errors++;
        } else {
            for (i = 0; i < n; i++)
                seq[i] = 0.0;
            for (it = 0; it < ITERS; it++) {
                for (i = 0; i < n; i++)
                    tmp[i] = step(i == 0 ? LEFT_T : seq[i - 1], seq[i], i == n - 1 ? RIGHT_T : seq[i + 1]);
                for (i = 0; i < n; i++)
                    seq[i] = tmp[i];
            }
            for (i = 0; i < n; i++)
                if (fabs(u[i] - seq[i]) > 1e-12) {
                    if (errors < 5)
                        printf("FAIL: app_jacobi: u[%d] = %.15f, sequential %.15f\n", i, u[i], seq[i]);
                    errors++;
                }
            if (u[0] <= u[n - 1])
                errors++;             /* heat flows in from the left */
        }
        free(seq);
        free(tmp);
        if (errors)
            printf("FAIL: app_jacobi: %d errors\n", errors);
        else
            printf("PASS: app_jacobi\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
