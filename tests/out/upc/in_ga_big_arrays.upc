/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_big_arrays.c"
/* ga_big_arrays.c - arrays larger than a fixed shared heap would hold, created the way GA programs
   create them: no heap size anywhere (GA programs never give one). The library sizes the UPC
   shared heap itself (docs/ga-on-upc.md, "Shared memory"); the arrays take 3 GB in all, more
   than 512 MB on every process on 1, 2 and 4 processes, then a second generation of the same
   size after the first is destroyed. Only a few elements are written: the reserved memory costs
   nothing until it is touched. Built natively and translated, both runs must print the same
   (tests/ga_upc_exec.rs). */
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
#line 14 "tests/in/ga_upc/ga_big_arrays.c"
static int me, nproc;

/* Creates a rows x cols array of doubles, writes the first and last element of every process's
   block, and reads them all back on process 0. */
static void one_generation(int generation, int rows, int cols) {

    int dims[2] = { rows, cols };
    int g = NGA_Create(C_DBL, 2, dims, "big", (void *)0);
    do {
#line 22 "tests/in/ga_upc/ga_big_arrays.c"
        if (!(g != 0)) {
#line 22 "tests/in/ga_upc/ga_big_arrays.c"
            check_failures++;
#line 22 "tests/in/ga_upc/ga_big_arrays.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_big_arrays.c", 22);
#line 22 "tests/in/ga_upc/ga_big_arrays.c"
            printf("generation %d: NGA_Create failed", generation);
#line 22 "tests/in/ga_upc/ga_big_arrays.c"
            printf("\n");
#line 22 "tests/in/ga_upc/ga_big_arrays.c"
            fflush(stdout);
        }
    } while (0);
#line 23 "tests/in/ga_upc/ga_big_arrays.c"
    int lo[2], hi[2], ld[1] = { 1 };
    NGA_Distribution(g, me, lo, hi);
    if (lo[0] <= hi[0] && lo[1] <= hi[1]) {
        double first = 1000.0 * generation + me, last = -first;
        NGA_Put(g, lo, lo, &first, ld);
        NGA_Put(g, hi, hi, &last, ld);
    }
    GA_Sync();
    if (me == 0) {
        double sum = 0.0;
        int blocks = 0;
        for (int p = 0; p < nproc; p++) {
            NGA_Distribution(g, p, lo, hi);
            if (lo[0] > hi[0] || lo[1] > hi[1])
                continue;
            double first, last;
            NGA_Get(g, lo, lo, &first, ld);
            NGA_Get(g, hi, hi, &last, ld);
            do {
#line 41 "tests/in/ga_upc/ga_big_arrays.c"
                if (!(first == 1000.0 * generation + p && last == -first)) {
#line 41 "tests/in/ga_upc/ga_big_arrays.c"
                    check_failures++;
#line 41 "tests/in/ga_upc/ga_big_arrays.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_big_arrays.c", 41);
#line 41 "tests/in/ga_upc/ga_big_arrays.c"
                    printf("generation %d, block of %d: %g %g", generation, p, first, last);
#line 41 "tests/in/ga_upc/ga_big_arrays.c"
                    printf("\n");
#line 41 "tests/in/ga_upc/ga_big_arrays.c"
                    fflush(stdout);
                }
            } while (0);
#line 43 "tests/in/ga_upc/ga_big_arrays.c"
            sum += first;
            blocks++;
        }
        long bytes = (long)rows * cols * (long)sizeof(double);
        printf("generation %d: %d x %d doubles (%ld MB), %d blocks, sum of first elements %g\n", generation, rows, cols, bytes >> 20, blocks, sum);
    }

    GA_Sync();
    GA_Destroy(g);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    /* 24000 x 16384 doubles: 3 GB, 750 MB per process on 4 processes. */
    one_generation(1, 24000, 16384);
    one_generation(2, 16384, 24000);
    int status = finish("ga_big_arrays");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
