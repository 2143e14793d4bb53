/* matmul_mpi.c - the matrix multiply of matmul.upc in plain MPI: each rank holds N / size
   consecutive rows of A, B and C; B is gathered whole on every rank with MPI_Allgather before
   each multiply; the checksum is reduced with MPI_Reduce. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 512
#define ITERS 5

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long rows = N / size, lo = rows * rank;
    double *a = malloc(sizeof(double) * rows * N), *bl = malloc(sizeof(double) * rows * N);
    double *c = malloc(sizeof(double) * rows * N), *b = malloc(sizeof(double) * N * N);
    double mine = 0, sum = 0;
    for (long i = 0; i < rows; i++)
        for (long j = 0; j < N; j++) {
            a[i * N + j] = (double)((lo + i + 2 * j) % 7) - 3.0;
            bl[i * N + j] = (double)((3 * (lo + i) + j) % 5) - 2.0;
        }
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int it = 0; it < ITERS; it++) {
        MPI_Allgather(bl, (int)(rows * N), MPI_DOUBLE, b, (int)(rows * N), MPI_DOUBLE, MPI_COMM_WORLD);
        for (long i = 0; i < rows; i++) {
            for (long j = 0; j < N; j++)
                c[i * N + j] = 0.0;
            for (long k = 0; k < N; k++) {
                double aik = a[i * N + k];
                for (long j = 0; j < N; j++)
                    c[i * N + j] += aik * b[k * N + j];
            }
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    double elapsed = MPI_Wtime() - t0;
    for (long i = 0; i < rows; i++)
        for (long j = 0; j < N; j++)
            mine += c[i * N + j] * (double)((lo + i + j) % 3);
    MPI_Reduce(&mine, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("matmul_mpi: n=%d iters=%d time_per_iter_ms=%.3f checksum=%.6e\n", N, ITERS, elapsed / ITERS * 1e3, sum);
    MPI_Finalize();
    return 0;
}
