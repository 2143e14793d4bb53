/* is_mpi.c - the integer-sort kernel of is.upc in plain MPI: counts with MPI_Alltoall, keys
   with MPI_Alltoallv, the same local counting sort. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NKEYS (1 << 20)
#define MAXKEY (1 << 16)
#define ITERS 10

int main(int argc, char **argv)
{
    int rank, size, i, d, it, n = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *keys = malloc(NKEYS * sizeof(int)), *sorted = malloc(NKEYS * sizeof(int));
    int *in = malloc(2 * NKEYS * sizeof(int)), *histogram = malloc(MAXKEY * sizeof(int));
    int *scount = calloc(size, sizeof(int)), *rcount = calloc(size, sizeof(int));
    int *sdispl = calloc(size + 1, sizeof(int)), *rdispl = calloc(size + 1, sizeof(int));
    int range = (MAXKEY + size - 1) / size;
    unsigned seed = 12345u + 977u * rank;
    double elapsed = 0;
    for (i = 0; i < NKEYS; i++) {
        seed = seed * 1103515245u + 12345u;
        keys[i] = (int)((seed >> 8) % MAXKEY);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    for (it = 0; it < ITERS; it++) {
        double t0 = MPI_Wtime();
        memset(scount, 0, size * sizeof(int));
        for (i = 0; i < NKEYS; i++)
            scount[keys[i] / range]++;
        for (d = 0; d < size; d++)
            sdispl[d + 1] = sdispl[d] + scount[d];
        {
            int *fill = malloc(size * sizeof(int));
            memcpy(fill, sdispl, size * sizeof(int));
            for (i = 0; i < NKEYS; i++)
                sorted[fill[keys[i] / range]++] = keys[i];
            free(fill);
        }
        MPI_Alltoall(scount, 1, MPI_INT, rcount, 1, MPI_INT, MPI_COMM_WORLD);
        for (d = 0; d < size; d++)
            rdispl[d + 1] = rdispl[d] + rcount[d];
        MPI_Alltoallv(sorted, scount, sdispl, MPI_INT, in, rcount, rdispl, MPI_INT, MPI_COMM_WORLD);
        n = rdispl[size];
        {
            int lo = rank * range, k, pos = 0;
            memset(histogram, 0, MAXKEY * sizeof(int));
            for (i = 0; i < n; i++)
                histogram[in[i] - lo]++;
            for (k = 0; k < range; k++)
                while (histogram[k]--)
                    in[pos++] = lo + k;
        }
        MPI_Barrier(MPI_COMM_WORLD);
        elapsed += MPI_Wtime() - t0;
    }
    /* verification: each rank's keys sorted and inside its key range (so in global order) */
    long mine[2] = {n, 0}, all[2];
    for (i = 0; i < n; i++)
        if ((i > 0 && in[i - 1] > in[i]) || in[i] / range != rank)
            mine[1]++;
    MPI_Reduce(mine, all, 2, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("is_mpi: keys=%ld time_per_iter_ms=%.3f %s\n", all[0], elapsed / ITERS * 1e3,
               all[1] == 0 && all[0] == (long)NKEYS * size ? "verified" : "WRONG");
    MPI_Finalize();
    return 0;
}
