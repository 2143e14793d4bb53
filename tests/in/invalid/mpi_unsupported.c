// expect: E0402
// target: upc
#include <mpi.h>
#include <ga.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    double x = 1.0;
    MPI_Ssend(&x, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD);
    GA_Terminate();
    MPI_Finalize();
    return 0;
}
