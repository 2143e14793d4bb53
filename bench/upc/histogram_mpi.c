/* histogram_mpi.c - the histogram of histogram.upc in plain MPI: each rank exposes its block of
   bins in an MPI window; every rank counts its keys into private memory, then adds its counts
   into each rank's block with one MPI_Accumulate (MPI_SUM) per rank between two fences. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BPT 4096
#define KEYS (1 << 20)
#define ITERS 10

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long nbins = (long)BPT * size, weighted = 0, total = 0, sums[2], all[2];
    unsigned *keys = malloc(sizeof(unsigned) * KEYS), seed = 2027u + 7919u * rank;
    long *mine = malloc(sizeof(long) * nbins), *bins;
    MPI_Win win;
    for (long i = 0; i < KEYS; i++) {
        seed = seed * 1664525u + 1013904223u;
        keys[i] = (seed >> 7) % (unsigned)nbins;
    }
    MPI_Win_allocate(sizeof(long) * BPT, sizeof(long), MPI_INFO_NULL, MPI_COMM_WORLD, &bins, &win);
    memset(bins, 0, sizeof(long) * BPT);
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int it = 0; it < ITERS; it++) {
        memset(mine, 0, sizeof(long) * nbins);
        for (long i = 0; i < KEYS; i++)
            mine[keys[i]]++;
        MPI_Win_fence(0, win);
        for (int s = 1; s <= size; s++) {
            int t = (rank + s) % size;
            MPI_Accumulate(mine + (long)t * BPT, BPT, MPI_LONG, t, 0, BPT, MPI_LONG, MPI_SUM, win);
        }
        MPI_Win_fence(0, win);
    }
    double elapsed = MPI_Wtime() - t0;
    for (long b = 0; b < BPT; b++) {
        total += bins[b];
        weighted += bins[b] * (((long)rank * BPT + b) % 13);
    }
    sums[0] = total;
    sums[1] = weighted;
    MPI_Reduce(sums, all, 2, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("histogram_mpi: bins=%ld keys=%ld iters=%d time_per_iter_ms=%.3f total=%ld weighted=%ld %s\n", nbins,
               (long)KEYS * size, ITERS, elapsed / ITERS * 1e3, all[0], all[1],
               all[0] == (long)ITERS * KEYS * size ? "ok" : "WRONG");
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
