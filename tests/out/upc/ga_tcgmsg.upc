/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_tcgmsg.c"
/* ga_tcgmsg.c - TCGMSG beside GA, as GA 5.8 declares it (tcgmsg.h): tcg_pbegin, tcg_pend,
   tcg_nodeid, tcg_nnodes, tcg_synch, tcg_brdcst, tcg_dgop, tcg_igop, tcg_time, tcg_mtime;
   GA started with NGA_Initialize (NGA_Initialized). */
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#include <tcgmsg.h>
#line 1 "samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "samples/ga/check.h"
static int check_failures = 0;
#line 26 "samples/ga/check.h"
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
#line 11 "samples/ga/ga_tcgmsg.c"
int main(int argc, char **argv) {

    tcg_pbegin(argc, argv);
    NGA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    long me = tcg_nodeid(), n = tcg_nnodes();
    do {
#line 17 "samples/ga/ga_tcgmsg.c"
        if (!(me == GA_Nodeid() && n == GA_Nnodes())) {
#line 17 "samples/ga/ga_tcgmsg.c"
            check_failures++;
#line 17 "samples/ga/ga_tcgmsg.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_tcgmsg.c", 17);
#line 17 "samples/ga/ga_tcgmsg.c"
            printf("tcg_nodeid/tcg_nnodes");
#line 17 "samples/ga/ga_tcgmsg.c"
            printf("\n");
#line 17 "samples/ga/ga_tcgmsg.c"
            fflush(stdout);
        }
    } while (0);
#line 18 "samples/ga/ga_tcgmsg.c"
    do {
#line 18 "samples/ga/ga_tcgmsg.c"
        if (!(NGA_Initialized() && GA_Initialized())) {
#line 18 "samples/ga/ga_tcgmsg.c"
            check_failures++;
#line 18 "samples/ga/ga_tcgmsg.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_tcgmsg.c", 18);
#line 18 "samples/ga/ga_tcgmsg.c"
            printf("NGA_Initialized");
#line 18 "samples/ga/ga_tcgmsg.c"
            printf("\n");
#line 18 "samples/ga/ga_tcgmsg.c"
            fflush(stdout);
        }
    } while (0);
#line 19 "samples/ga/ga_tcgmsg.c"
    tcg_synch(1);
    double x[3] = { (double)me, (double)(me * me), -(double)me };
    tcg_dgop(2, x, 3, "+");
    long l[2] = { me, -me };
    tcg_igop(3, l, 2, "max");
    long m[1] = { me + 2 };
    tcg_igop(4, m, 1, "*");
    char msg[32] = "";
    if (me == n - 1)
        snprintf(msg, sizeof msg, "hello from %ld", me);
    tcg_brdcst(5, msg, (long)sizeof msg, n - 1);
    double t = tcg_time();
    do {
#line 31 "samples/ga/ga_tcgmsg.c"
        if (!(t >= 0 && tcg_mtime() >= 0)) {
#line 31 "samples/ga/ga_tcgmsg.c"
            check_failures++;
#line 31 "samples/ga/ga_tcgmsg.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_tcgmsg.c", 31);
#line 31 "samples/ga/ga_tcgmsg.c"
            printf("tcg_time");
#line 31 "samples/ga/ga_tcgmsg.c"
            printf("\n");
#line 31 "samples/ga/ga_tcgmsg.c"
            fflush(stdout);
        }
    } while (0);
#line 32 "samples/ga/ga_tcgmsg.c"
    if (me == 0)
        printf("dgop %.1f %.1f %.1f, igop max %ld %ld, product %ld, brdcst \"%s\"\n", x[0], x[1], x[2], l[0], l[1], m[0], msg);

    do {
#line 35 "samples/ga/ga_tcgmsg.c"
        if (!(strcmp(msg, "") != 0)) {
#line 35 "samples/ga/ga_tcgmsg.c"
            check_failures++;
#line 35 "samples/ga/ga_tcgmsg.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_tcgmsg.c", 35);
#line 35 "samples/ga/ga_tcgmsg.c"
            printf("tcg_brdcst");
#line 35 "samples/ga/ga_tcgmsg.c"
            printf("\n");
#line 35 "samples/ga/ga_tcgmsg.c"
            fflush(stdout);
        }
    } while (0);
#line 36 "samples/ga/ga_tcgmsg.c"
    int status = finish("ga_tcgmsg");
    GA_Terminate();
    tcg_pend();
    return status;
}
