// expect: E0404
// target: upc
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_SELF, &rank);
    MPI_Finalize();
    return rank;
}
