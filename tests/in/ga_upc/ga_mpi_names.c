/* ga_mpi_names.c - a GA program whose communicator variables have names like MPI's own
   (mpi_comm_rows, a split of the world; my_mpi_comm_world, a copy of it): `--to upc` tells a
   communicator from MPI's predefined ones by the expression, not by its spelling, so MPI's
   rank, size and barrier on them are the library's on the group; a side effect in the world's
   communicator argument is kept. Built natively and translated,
   both runs must print the same (tests/ga_upc_exec.rs). */
#include <mpi.h>

#include "ga.h"
#include "macdecls.h"
#include "../../../samples/ga/check.h"

int main(int argc, char **argv)
{
    int me, n, row_rank = -1, row_size = -1, copy_rank = -1;
    MPI_Init(&argc, &argv);
    GA_Initialize();
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    /* the world's communicator after a side effect, which the translation keeps */
    int calls = 0;
    MPI_Barrier((calls++, MPI_COMM_WORLD));
    MPI_Comm_rank((calls++, MPI_COMM_WORLD), &me);
    CHECK(calls == 2, "calls %d", calls);
    MPI_Comm mpi_comm_rows, my_mpi_comm_world;
    MPI_Comm_split(MPI_COMM_WORLD, me % 2, me, &mpi_comm_rows);
    my_mpi_comm_world = mpi_comm_rows;
    MPI_Comm_rank(mpi_comm_rows, &row_rank);
    MPI_Comm_size(mpi_comm_rows, &row_size);
    MPI_Barrier(mpi_comm_rows);
    MPI_Comm_rank(my_mpi_comm_world, &copy_rank);
    CHECK(row_rank == me / 2 && copy_rank == row_rank, "rank %d, %d", row_rank, copy_rank);
    CHECK(row_size == (n + 1 - me % 2) / 2, "size %d", row_size);
    int v[3] = { row_rank, row_size, copy_rank };
    GA_Igop(v, 3, "+");
    if (me == 0)
        printf("ranks in the rows %d, sizes %d, ranks in the copy %d\n", v[0], v[1], v[2]);
    MPI_Comm_free(&mpi_comm_rows);
    int status = finish("ga_mpi_names");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
