/* cg_mpi.c - the CG kernel of cg.upc in plain MPI: halo exchange with MPI_Sendrecv, dot
   products with MPI_Allreduce. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define NPT (1 << 18)
#define ITERS 50

static double all_sum(double mine)
{
    double s;
    MPI_Allreduce(&mine, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return s;
}

int main(int argc, char **argv)
{
    int rank, size, it;
    long i;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double *x = calloc(NPT, sizeof(double)), *r = malloc(NPT * sizeof(double));
    double *p = malloc((NPT + 2) * sizeof(double)), *q = malloc(NPT * sizeof(double));
    double rho, rho_old, alpha, beta, pq;
    int left = rank - 1, right = rank + 1 < size ? rank + 1 : MPI_PROC_NULL;
    if (left < 0)
        left = MPI_PROC_NULL;
    for (i = 0; i < NPT; i++) {
        r[i] = 1.0;
        p[i + 1] = 1.0;
    }
    p[0] = p[NPT + 1] = 0.0;
    rho = all_sum((double)NPT);
    double t0 = MPI_Wtime();
    for (it = 0; it < ITERS; it++) {
        double mine = 0;
        MPI_Sendrecv(&p[1], 1, MPI_DOUBLE, left, 0, &p[NPT + 1], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&p[NPT], 1, MPI_DOUBLE, right, 1, &p[0], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        for (i = 0; i < NPT; i++)
            q[i] = 2.0 * p[i + 1] - p[i] - p[i + 2];
        for (i = 0; i < NPT; i++)
            mine += p[i + 1] * q[i];
        pq = all_sum(mine);
        alpha = rho / pq;
        mine = 0;
        for (i = 0; i < NPT; i++) {
            x[i] += alpha * p[i + 1];
            r[i] -= alpha * q[i];
            mine += r[i] * r[i];
        }
        rho_old = rho;
        rho = all_sum(mine);
        beta = rho / rho_old;
        for (i = 0; i < NPT; i++)
            p[i + 1] = r[i] + beta * p[i + 1];
    }
    double elapsed = MPI_Wtime() - t0;
    if (rank == 0)
        printf("cg_mpi: rows=%ld iters=%d time_per_iter_ms=%.3f residual=%.6e\n", (long)NPT * size, ITERS,
               elapsed / ITERS * 1e3, sqrt(rho));
    MPI_Finalize();
    return 0;
}
