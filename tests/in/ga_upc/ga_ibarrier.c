/* ga_ibarrier.c - MPI's split-phase barrier on GA's communicator in a GA program (MPI_Ibarrier on
   GA_MPI_Comm(), MPI_Wait), which `--to upc` makes UPC's upc_notify/upc_wait through the
   GA-on-UPC library: built natively and translated, both runs must print the same
   (tests/ga_upc_exec.rs). Not a sample of samples/ga: `--to ga` does not take the library's
   request functions back to MPI. */
#include <mpi.h>

#include "ga.h"
#include "ga-mpi.h"
#include "macdecls.h"
#include "armci.h"
#include "../../../samples/ga/check.h"

static int me, nproc;

/* MPI's split-phase barrier on GA's communicator: a process's put, fenced before the barrier
   begins, is seen by every process after it ends; work in between overlaps the barrier. */
static void test_split_barrier(void)
{
    int dims[1] = { nproc }, sub[1] = { me };
    int g = NGA_Create(C_INT, 1, dims, "slots", NULL);
    GA_Zero(g);
    int v = 7 * (me + 1);
    NGA_Put(g, sub, sub, &v, NULL);
    ARMCI_AllFence();
    MPI_Request req;
    MPI_Ibarrier(GA_MPI_Comm(), &req);
    long local = 0;
    for (int i = 0; i < 1000; i++)
        local += i % 7;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    /* a completed request is null: waiting again returns at once */
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    int all[16], lo = 0, hi = nproc - 1;
    NGA_Get(g, &lo, &hi, all, NULL);
    int sum = 0;
    for (int i = 0; i < nproc; i++) {
        CHECK(all[i] == 7 * (i + 1), "slot %d: %d", i, all[i]);
        sum += all[i];
    }
    if (me == 0)
        printf("slots after the split barrier: sum %d (local work %ld)\n", sum, local);
    GA_Sync();
    GA_Destroy(g);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    if (nproc > 16)
        GA_Error("ga_ibarrier runs on at most 16 processes", nproc);
    test_split_barrier();
    int status = finish("ga_ibarrier");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
