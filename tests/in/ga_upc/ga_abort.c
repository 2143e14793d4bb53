/* ga_abort.c - MPI_Abort on a communicator variable (a GA group's, as GA's lock.c calls it):
   `--to upc` makes it upc_global_exit, which ends the whole job with the code, as MPI does.
   Process 0 aborts with 7 after the others reached a barrier; nobody prints "after"
   (tests/ga_upc_exec.rs). */
#include <stdio.h>
#include <mpi.h>

#include "ga.h"
#include "ga-mpi.h"
#include "macdecls.h"

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    MPI_Comm comm = GA_MPI_Comm_pgroup_default();
    int me = GA_Nodeid();
    GA_Sync();
    if (me == 0) {
        printf("aborting with 7\n");
        fflush(stdout);
        MPI_Abort(comm, 7);
    }
    GA_Sync();
    printf("after the abort on %d\n", me);
    GA_Terminate();
    MPI_Finalize();
    return 0;
}
