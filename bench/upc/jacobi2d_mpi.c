/* jacobi2d_mpi.c - the 2-D Jacobi stencil of jacobi2d.upc in plain MPI: each rank holds its RPT
   rows plus a ghost row above and below, exchanged with MPI_Sendrecv before each sweep; the
   checksum is reduced with MPI_Reduce. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1024
#define RPT 256
#define ITERS 20

static int rank, size, up, down;

/* One sweep over the rank's rows (local rows 1..RPT of `from`, with ghosts 0 and RPT+1). */
static void sweep(double (*from)[N], double (*to)[N])
{
    long rows = (long)RPT * size;
    MPI_Sendrecv(from[1], N, MPI_DOUBLE, up, 0, from[RPT + 1], N, MPI_DOUBLE, down, 0, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv(from[RPT], N, MPI_DOUBLE, down, 1, from[0], N, MPI_DOUBLE, up, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    for (long l = 1; l <= RPT; l++) {
        long i = (long)rank * RPT + l - 1;
        if (i < 1 || i >= rows - 1)
            continue;
        for (long j = 1; j < N - 1; j++)
            to[l][j] = 0.25 * (from[l - 1][j] + from[l + 1][j] + from[l][j - 1] + from[l][j + 1]);
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    down = rank + 1 < size ? rank + 1 : MPI_PROC_NULL;
    double (*u)[N] = calloc(RPT + 2, sizeof *u), (*v)[N] = calloc(RPT + 2, sizeof *v);
    double mine = 0, sum = 0;
    if (rank == 0)
        for (long j = 0; j < N; j++)
            u[1][j] = v[1][j] = 1.0;
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int it = 0; it < ITERS; it++) {
        sweep(u, v);
        sweep(v, u);
    }
    double elapsed = MPI_Wtime() - t0;
    for (long l = 1; l <= RPT; l++)
        for (long j = 0; j < N; j++)
            mine += u[l][j];
    MPI_Reduce(&mine, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("jacobi2d_mpi: rows=%ld cols=%d iters=%d time_per_iter_ms=%.3f checksum=%.6e\n", (long)RPT * size,
               N, ITERS, elapsed / ITERS * 1e3, sum);
    MPI_Finalize();
    return 0;
}
