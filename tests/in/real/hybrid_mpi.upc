/* A hybrid UPC and MPI program: it includes <mpi.h>, initialises and finalises MPI as an MPI
   program must, and calls MPI on MPI_COMM_WORLD between barriers, on data in shared memory. */
#include <upc.h>
#include <mpi.h>
#include <stdio.h>

shared int cell[THREADS];
shared double total;
struct seen { int v[7]; };
shared struct seen report[THREADS];

int main(int argc, char **argv)
{
    int initialized = 0, provided = -1, rank = -1, size = -1, finalized = 1;
    MPI_Init(&argc, &argv);
    MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided);
    MPI_Initialized(&initialized);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    cell[MYTHREAD] = 10 * (MYTHREAD + 1);
    upc_barrier;
    /* The neighbour's cell, read through shared memory, summed by MPI. */
    int mine = cell[(MYTHREAD + 1) % THREADS], sum = 0;
    MPI_Allreduce(&mine, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    /* A ring of messages: each thread sends its number to the next. */
    int from = -1;
    MPI_Sendrecv(&rank, 1, MPI_INT, (rank + 1) % size, 7, &from, 1, MPI_INT,
                 (rank + size - 1) % size, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    /* Thread 0 writes a shared value; MPI broadcasts what thread 0 read back. */
    double seen = 0;
    if (MYTHREAD == 0) {
        total = sum / 2.0;
        seen = total;
    }
    MPI_Bcast(&seen, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    upc_barrier;
    int agree = seen == total;

    MPI_Finalize();
    MPI_Finalized(&finalized);
    /* UPC goes on after the program's MPI_Finalize. */
    upc_barrier;
    /* Thread 0 prints what every thread saw (one process's output keeps its order). */
    report[MYTHREAD].v[0] = initialized;
    report[MYTHREAD].v[1] = provided >= MPI_THREAD_SINGLE;
    report[MYTHREAD].v[2] = rank == MYTHREAD && size == THREADS;
    report[MYTHREAD].v[3] = sum;
    report[MYTHREAD].v[4] = from;
    report[MYTHREAD].v[5] = agree;
    report[MYTHREAD].v[6] = finalized;
    upc_barrier;
    if (MYTHREAD == 0) {
        printf("half %.1f\n", (double)total);
        for (int t = 0; t < THREADS; t++)
            printf("thread %d: initialized %d provided %d rank ok %d, sum %d, from %d, agree %d, "
                   "finalized %d\n",
                   t, report[t].v[0], report[t].v[1], report[t].v[2], report[t].v[3],
                   report[t].v[4], report[t].v[5], report[t].v[6]);
    }
    return 0;
}
