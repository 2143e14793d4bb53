/* bench/startup.sh: a plain MPI program that does what a UPC run's start-up must: each process
   allocates a shared window of the size of the default UPC shared heap of this node (the rule
   of runtime-aux/include/pgas_heap_size.h, the processes of the node sharing it), then a
   barrier; rank 0 prints a line. */
#include <mpi.h>
#include <stdio.h>
#include "../../runtime-aux/include/pgas_heap_size.h"

int main(int argc, char **argv)
{
    MPI_Comm node;
    MPI_Win win;
    void *base;
    int rank, size, local;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Comm_size(node, &local);
    MPI_Win_allocate_shared((MPI_Aint)pgas_default_heap_bytes(local), 1, MPI_INFO_NULL, node, &base, &win);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0)
        printf("hello from %d processes, %llu MB each\n", size, pgas_default_heap_bytes(local) >> 20);
    MPI_Win_free(&win);
    MPI_Comm_free(&node);
    MPI_Finalize();
    return 0;
}
