/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_upc_names.c"
/* ga_upc_names.c - a GA program whose own identifiers are UPC's names: UPC's keywords, which
   are plain identifiers in C (a variable THREADS, a type shared, a function strict with a
   parameter relaxed, a local MYTHREAD), and names in the name space of UPC's libraries beside
   the spellings `--to upc` gives such names (upc_count and c_upc_count, UPC_TOTAL and
   C_UPC_TOTAL). The translation gives each a name of its own, so the THREADS that
   MPI_Comm_size becomes is UPC's and no two names meet; MPI calls whose value is used (one
   with an argument that has a side effect) become UPC expressions. Built natively, translated
   and translated back to GA, every run must print the same (tests/ga_upc_exec.rs). */
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
#line 16 "tests/in/ga_upc/ga_upc_names.c"
static int c_THREADS = 3;
int c_c_upc_count = 5;
int C_C_UPC_TOTAL = 40;
typedef int c_shared;

static int c_strict(int c_relaxed) {

    return c_relaxed * 2;
}

int main(int argc, char **argv) {

    int me = -1, n = -1, rc, calls = 0;
    int c_MYTHREAD = 7;
    int c_upc_count = 1, C_UPC_TOTAL = 2;
    c_shared s = c_strict(21);
    int *pn = &n;
    if (((void)(calls++, &argc), 0) != 0)
        return 1;
    GA_Initialize();
    rc = (me = MYTHREAD, 0);
    rc += (*(pn + 0) = THREADS, 0);
    do {
#line 38 "tests/in/ga_upc/ga_upc_names.c"
        if (!(rc == 0)) {
#line 38 "tests/in/ga_upc/ga_upc_names.c"
            check_failures++;
#line 38 "tests/in/ga_upc/ga_upc_names.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_upc_names.c", 38);
#line 38 "tests/in/ga_upc/ga_upc_names.c"
            printf("status %d", rc);
#line 38 "tests/in/ga_upc/ga_upc_names.c"
            printf("\n");
#line 38 "tests/in/ga_upc/ga_upc_names.c"
            fflush(stdout);
        }
    } while (0);
#line 39 "tests/in/ga_upc/ga_upc_names.c"
    do {
#line 39 "tests/in/ga_upc/ga_upc_names.c"
        if (!(me == GA_Nodeid() && n == GA_Nnodes())) {
#line 39 "tests/in/ga_upc/ga_upc_names.c"
            check_failures++;
#line 39 "tests/in/ga_upc/ga_upc_names.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_upc_names.c", 39);
#line 39 "tests/in/ga_upc/ga_upc_names.c"
            printf("process %d of %d", me, n);
#line 39 "tests/in/ga_upc/ga_upc_names.c"
            printf("\n");
#line 39 "tests/in/ga_upc/ga_upc_names.c"
            fflush(stdout);
        }
    } while (0);
#line 40 "tests/in/ga_upc/ga_upc_names.c"
    int sum = me + c_MYTHREAD;
    GA_Igop(&sum, 1, "+");
    do {
#line 42 "tests/in/ga_upc/ga_upc_names.c"
        if (!(sum == n * (n - 1) / 2 + 7 * n)) {
#line 42 "tests/in/ga_upc/ga_upc_names.c"
            check_failures++;
#line 42 "tests/in/ga_upc/ga_upc_names.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_upc_names.c", 42);
#line 42 "tests/in/ga_upc/ga_upc_names.c"
            printf("sum %d", sum);
#line 42 "tests/in/ga_upc/ga_upc_names.c"
            printf("\n");
#line 42 "tests/in/ga_upc/ga_upc_names.c"
            fflush(stdout);
        }
    } while (0);
#line 43 "tests/in/ga_upc/ga_upc_names.c"
    if (me == 0) {
        printf("THREADS %d, MYTHREAD %d, shared %d, calls %d\n", c_THREADS, c_MYTHREAD, s, calls);
        printf("c_upc_count %d, upc_count %d, C_UPC_TOTAL %d, UPC_TOTAL %d\n", c_c_upc_count, c_upc_count, C_C_UPC_TOTAL, C_UPC_TOTAL);

        printf("ranks and MYTHREADs: %d on %d processes\n", sum, n);
    }
    int status = finish("ga_upc_names");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
