/* Midpoint-rule estimate of pi with MPI: each process sums a strided share of the intervals,
   the shares are reduced on rank 0. The demo program of the README. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>

static double f(double x) { return 4.0 / (1.0 + x * x); }

int main(int argc, char **argv) {
    int rank, size;
    const long n = 10000000;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double h = 1.0 / (double)n, sum = 0.0;
    for (long i = rank; i < n; i += size)
        sum += f(h * ((double)i + 0.5));
    double part = h * sum, pi = 0.0;
    MPI_Reduce(&part, &pi, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("pi ~= %.12f on %d processes (error %.2e)\n", pi, size, fabs(pi - M_PI));
    MPI_Finalize();
    return 0;
}
