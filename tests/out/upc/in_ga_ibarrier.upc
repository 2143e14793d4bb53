/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_ibarrier.c"
/* ga_ibarrier.c - MPI's split-phase barrier on GA's communicator in a GA program (MPI_Ibarrier on
   GA_MPI_Comm(), MPI_Wait), which `--to upc` makes UPC's upc_notify/upc_wait through the
   GA-on-UPC library: built natively and translated, both runs must print the same
   (tests/ga_upc_exec.rs). Not a sample of samples/ga: `--to ga` does not take the library's
   request functions back to MPI. */
#include <ga.h>
#include <macdecls.h>
#include <armci.h>
#line 1 "tests/in/ga_upc/../../../samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "tests/in/ga_upc/../../../samples/ga/check.h"
static int check_failures = 0;
#line 26 "tests/in/ga_upc/../../../samples/ga/check.h"
/* nearly equal (relative 1e-9 for doubles computed in different orders) */
static int close_to(double a, double b, double tol) {

    double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= tol * (m > 1.0 ? m : 1.0);
}

/* Prints PASS: name on process 0 when nobody failed; returns the exit status. */
static int finish(const char *name) {

    int bad = check_failures;
    GA_Igop(&bad, 1, "+");
    if (GA_Nodeid() == 0) {
        if (bad == 0)
            printf("PASS: %s\n", name);
        else
            printf("FAIL: %s: %d failed checks\n", name, bad);
        fflush(stdout);
    }
    return bad == 0 ? 0 : 1;
}
#line 14 "tests/in/ga_upc/ga_ibarrier.c"
static int me, nproc;

/* MPI's split-phase barrier on GA's communicator: a process's put, fenced before the barrier
   begins, is seen by every process after it ends; work in between overlaps the barrier. */
static void test_split_barrier(void) {

    int dims[1] = { nproc }, sub[1] = { me };
    int g = NGA_Create(C_INT, 1, dims, "slots", (void *)0);
    GA_Zero(g);
    int v = 7 * (me + 1);
    NGA_Put(g, sub, sub, &v, (void *)0);
    ARMCI_AllFence();
    MPI_Request req;
    gaupc_mpi_ibarrier(&req);
    long local = 0;
    for (int i = 0; i < 1000; i++)
        local += i % 7;
    gaupc_mpi_wait(&req, (MPI_Status *)0);
    /* a completed request is null: waiting again returns at once */
    gaupc_mpi_wait(&req, (MPI_Status *)0);
    int all[16], lo = 0, hi = nproc - 1;
    NGA_Get(g, &lo, &hi, all, (void *)0);
    int sum = 0;
    for (int i = 0; i < nproc; i++) {
        do {
#line 38 "tests/in/ga_upc/ga_ibarrier.c"
            if (!(all[i] == 7 * (i + 1))) {
#line 38 "tests/in/ga_upc/ga_ibarrier.c"
                check_failures++;
#line 38 "tests/in/ga_upc/ga_ibarrier.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_ibarrier.c", 38);
#line 38 "tests/in/ga_upc/ga_ibarrier.c"
                printf("slot %d: %d", i, all[i]);
#line 38 "tests/in/ga_upc/ga_ibarrier.c"
                printf("\n");
#line 38 "tests/in/ga_upc/ga_ibarrier.c"
                fflush(stdout);
            }
        } while (0);
#line 39 "tests/in/ga_upc/ga_ibarrier.c"
        sum += all[i];
    }
    if (me == 0)
        printf("slots after the split barrier: sum %d (local work %ld)\n", sum, local);
    GA_Sync();
    GA_Destroy(g);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    if (nproc > 16)
        GA_Error("ga_ibarrier runs on at most 16 processes", nproc);
    test_split_barrier();
    int status = finish("ga_ibarrier");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
