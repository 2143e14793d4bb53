/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_abort.c"
/* ga_abort.c - MPI_Abort on a communicator variable (a GA group's, as GA's lock.c calls it):
   `--to upc` makes it upc_global_exit, which ends the whole job with the code, as MPI does.
   Process 0 aborts with 7 after the others reached a barrier; nobody prints "after"
   (tests/ga_upc_exec.rs). */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 12 "tests/in/ga_upc/ga_abort.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MPI_Comm comm = gaupc_mpi_comm_pgroup_default();
    int me = GA_Nodeid();
    GA_Sync();
    if (me == 0) {
        printf("aborting with 7\n");
        fflush(stdout);
        upc_global_exit(7);
    }
    GA_Sync();
    printf("after the abort on %d\n", me);
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
