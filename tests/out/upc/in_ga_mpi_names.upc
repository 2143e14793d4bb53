/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_mpi_names.c"
/* ga_mpi_names.c - a GA program whose communicator variables have names like MPI's own
   (mpi_comm_rows, a split of the world; my_mpi_comm_world, a copy of it): `--to upc` tells a
   communicator from MPI's predefined ones by the expression, not by its spelling, so MPI's
   rank, size and barrier on them are the library's on the group; a side effect in the world's
   communicator argument is kept. Built natively and translated,
   both runs must print the same (tests/ga_upc_exec.rs). */
#include <ga.h>
#include <macdecls.h>
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
#line 13 "tests/in/ga_upc/ga_mpi_names.c"
int main(int argc, char **argv) {

    int me, n, row_rank = -1, row_size = -1, copy_rank = -1;
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = MYTHREAD;
    n = THREADS;
    /* the world's communicator after a side effect, which the translation keeps */
    int calls = 0;
    {
        (void)(calls++, MPI_COMM_WORLD);
        upc_barrier;
    }
#line 23 "tests/in/ga_upc/ga_mpi_names.c"
    (void)(calls++, MPI_COMM_WORLD), me = MYTHREAD;
    do {
#line 24 "tests/in/ga_upc/ga_mpi_names.c"
        if (!(calls == 2)) {
#line 24 "tests/in/ga_upc/ga_mpi_names.c"
            check_failures++;
#line 24 "tests/in/ga_upc/ga_mpi_names.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_mpi_names.c", 24);
#line 24 "tests/in/ga_upc/ga_mpi_names.c"
            printf("calls %d", calls);
#line 24 "tests/in/ga_upc/ga_mpi_names.c"
            printf("\n");
#line 24 "tests/in/ga_upc/ga_mpi_names.c"
            fflush(stdout);
        }
    } while (0);
#line 25 "tests/in/ga_upc/ga_mpi_names.c"
    MPI_Comm mpi_comm_rows, my_mpi_comm_world;
    gaupc_mpi_comm_split(MPI_COMM_WORLD, me % 2, me, &mpi_comm_rows);
    my_mpi_comm_world = mpi_comm_rows;
    gaupc_mpi_comm_rank(mpi_comm_rows, &row_rank);
    gaupc_mpi_comm_size(mpi_comm_rows, &row_size);
    gaupc_mpi_barrier(mpi_comm_rows);
    gaupc_mpi_comm_rank(my_mpi_comm_world, &copy_rank);
    do {
#line 32 "tests/in/ga_upc/ga_mpi_names.c"
        if (!(row_rank == me / 2 && copy_rank == row_rank)) {
#line 32 "tests/in/ga_upc/ga_mpi_names.c"
            check_failures++;
#line 32 "tests/in/ga_upc/ga_mpi_names.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_mpi_names.c", 32);
#line 32 "tests/in/ga_upc/ga_mpi_names.c"
            printf("rank %d, %d", row_rank, copy_rank);
#line 32 "tests/in/ga_upc/ga_mpi_names.c"
            printf("\n");
#line 32 "tests/in/ga_upc/ga_mpi_names.c"
            fflush(stdout);
        }
    } while (0);
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
    do {
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
        if (!(row_size == (n + 1 - me % 2) / 2)) {
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
            check_failures++;
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_mpi_names.c", 33);
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
            printf("size %d", row_size);
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
            printf("\n");
#line 33 "tests/in/ga_upc/ga_mpi_names.c"
            fflush(stdout);
        }
    } while (0);
#line 34 "tests/in/ga_upc/ga_mpi_names.c"
    int v[3] = { row_rank, row_size, copy_rank };
    GA_Igop(v, 3, "+");
    if (me == 0)
        printf("ranks in the rows %d, sizes %d, ranks in the copy %d\n", v[0], v[1], v[2]);
    gaupc_mpi_comm_free(&mpi_comm_rows);
    int status = finish("ga_mpi_names");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
