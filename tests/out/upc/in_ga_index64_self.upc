/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_index64_self.c"
/* ga_index64_self.c - the 64-bit forms whose GA 5.8 counterparts cannot be compared with
   (they place scattered elements elsewhere than the subscripts say): NGA_Inquire64,
   NGA_Scatter64, NGA_Scatter_acc64, NGA_Gather64, checked against NGA_Get64 and known values. */
#include <stdint.h>
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
#line 11 "tests/in/ga_upc/ga_index64_self.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    int me = GA_Nodeid(), nproc = GA_Nnodes();
    int64_t dims[2] = { 9, 8 };
    int a = NGA_Create64(C_DBL, 2, dims, "S64", (void *)0);
    int type, ndim;
    int64_t got[2];
    NGA_Inquire64(a, &type, &ndim, got);
    do {
#line 21 "tests/in/ga_upc/ga_index64_self.c"
        if (!(type == 1000 + 4 && ndim == 2 && got[0] == 9 && got[1] == 8)) {
#line 21 "tests/in/ga_upc/ga_index64_self.c"
            check_failures++;
#line 21 "tests/in/ga_upc/ga_index64_self.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_index64_self.c", 21);
#line 21 "tests/in/ga_upc/ga_index64_self.c"
            printf("NGA_Inquire64");
#line 21 "tests/in/ga_upc/ga_index64_self.c"
            printf("\n");
#line 21 "tests/in/ga_upc/ga_index64_self.c"
            fflush(stdout);
        }
    } while (0);
#line 22 "tests/in/ga_upc/ga_index64_self.c"
    double zero = 0;
    GA_Fill(a, &zero);
    int64_t s0[2] = { 0, 0 }, s1[2] = { 8, 7 }, s2[2] = { 4, 3 };
    int64_t *subs[3] = { s0, s1, s2 };
    double vals[3] = { 100, 200, 300 }, ones[3] = { 1, 1, 1 }, out[3], all[72];
    if (me == 0)
        NGA_Scatter64(a, vals, subs, 3);
    GA_Sync();
    double one = 1;
    NGA_Scatter_acc64(a, ones, subs, 3, &one);
    GA_Sync();
    NGA_Gather64(a, out, subs, 3);
    int64_t lo[2] = { 0, 0 }, hi[2] = { 8, 7 }, ld[1] = { 8 };
    NGA_Get64(a, lo, hi, all, ld);
    do {
#line 36 "tests/in/ga_upc/ga_index64_self.c"
        if (!(out[0] == 100 + nproc && out[1] == 200 + nproc && out[2] == 300 + nproc)) {
#line 36 "tests/in/ga_upc/ga_index64_self.c"
            check_failures++;
#line 36 "tests/in/ga_upc/ga_index64_self.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_index64_self.c", 36);
#line 36 "tests/in/ga_upc/ga_index64_self.c"
            printf("NGA_Gather64 %g %g %g", out[0], out[1], out[2]);
#line 36 "tests/in/ga_upc/ga_index64_self.c"
            printf("\n");
#line 36 "tests/in/ga_upc/ga_index64_self.c"
            fflush(stdout);
        }
    } while (0);
#line 38 "tests/in/ga_upc/ga_index64_self.c"
    int placed = 0;
    for (int i = 0; i < 72; i++)
        placed += all[i] != 0;
    do {
#line 41 "tests/in/ga_upc/ga_index64_self.c"
        if (!(placed == 3 && all[0] == 100 + nproc && all[71] == 200 + nproc && all[4 * 8 + 3] == 300 + nproc)) {
#line 41 "tests/in/ga_upc/ga_index64_self.c"
            check_failures++;
#line 41 "tests/in/ga_upc/ga_index64_self.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_index64_self.c", 41);
#line 41 "tests/in/ga_upc/ga_index64_self.c"
            printf("the scattered elements are where the subscripts say");
#line 41 "tests/in/ga_upc/ga_index64_self.c"
            printf("\n");
#line 41 "tests/in/ga_upc/ga_index64_self.c"
            fflush(stdout);
        }
    } while (0);
#line 43 "tests/in/ga_upc/ga_index64_self.c"
    if (me == 0)
        printf("gather64: %.0f %.0f %.0f\n", out[0], out[1], out[2]);
    int status = finish("ga_index64_self");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
