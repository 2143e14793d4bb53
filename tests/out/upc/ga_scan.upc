/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_scan.c"
/* ga_scan.c - operations on one-dimensional arrays: GA_Patch_enum, GA_Scan_add (inclusive and
   exclusive), GA_Scan_copy, GA_Pack, GA_Unpack, with integer and double data, masks whose set
   elements fall inside and across the processes' blocks, and sub-ranges. */
#include <string.h>
#include <ga.h>
#include <macdecls.h>
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
#line 13 "samples/ga/ga_scan.c"
static int me, nproc;

static int mask_at(int i, int pattern) {

    switch (pattern) {
    case 0:
        return i % 7 == 2;
    case 1:
        return i == 0 || i == 20;
    default:
        return i * i % 5 == 1;
    }
}

static void fetch_d(int g, double *out) {

    int lo = 0, hi = 37 - 1;
    NGA_Get(g, &lo, &hi, out, (void *)0);
}

static void fetch_i(int g, int *out) {

    int lo = 0, hi = 37 - 1;
    NGA_Get(g, &lo, &hi, out, (void *)0);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int n = 37;
    int gsrc = NGA_Create(C_DBL, 1, &n, "src", (void *)0);
    int gdst = NGA_Create(C_DBL, 1, &n, "dst", (void *)0);
    int gmsk = NGA_Create(C_INT, 1, &n, "mask", (void *)0);
    int gi = NGA_Create(C_INT, 1, &n, "isrc", (void *)0), gj = NGA_Create(C_INT, 1, &n, "idst", (void *)0);

    /* src[i] = 1.5 + 0.5 i over the whole array, isrc[i] = 3 i - 10 */
    double start = 1.5, inc = 0.5;
    GA_Patch_enum(gsrc, 0, 37 - 1, &start, &inc);
    int istart = -10, iinc = 3;
    GA_Patch_enum(gi, 0, 37 - 1, &istart, &iinc);
    double src[37], dst[37];
    int isrc[37], idst[37], msk[37];
    fetch_d(gsrc, src);
    fetch_i(gi, isrc);
    for (int i = 0; i < 37; i++)
        do {
#line 63 "samples/ga/ga_scan.c"
            if (!(src[i] == 1.5 + 0.5 * i && isrc[i] == 3 * i - 10)) {
#line 63 "samples/ga/ga_scan.c"
                check_failures++;
#line 63 "samples/ga/ga_scan.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 63);
#line 63 "samples/ga/ga_scan.c"
                printf("GA_Patch_enum [%d]", i);
#line 63 "samples/ga/ga_scan.c"
                printf("\n");
#line 63 "samples/ga/ga_scan.c"
                fflush(stdout);
            }
        } while (0);
#line 64 "samples/ga/ga_scan.c"
    /* a sub-range */
    double s2 = 100, i2 = -1;
    GA_Patch_enum(gdst, 5, 20, &s2, &i2);
    fetch_d(gdst, dst);
    for (int i = 5; i <= 20; i++)
        do {
#line 69 "samples/ga/ga_scan.c"
            if (!(dst[i] == 100 - (i - 5))) {
#line 69 "samples/ga/ga_scan.c"
                check_failures++;
#line 69 "samples/ga/ga_scan.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 69);
#line 69 "samples/ga/ga_scan.c"
                printf("GA_Patch_enum sub-range [%d] = %g", i, dst[i]);
#line 69 "samples/ga/ga_scan.c"
                printf("\n");
#line 69 "samples/ga/ga_scan.c"
                fflush(stdout);
            }
        } while (0);
#line 71 "samples/ga/ga_scan.c"
    for (int pattern = 0; pattern < 3; pattern++) {
        GA_Sync();
        if (me == 0) {
            for (int i = 0; i < 37; i++)
                msk[i] = mask_at(i, pattern);
            int lo = 0, hi = 37 - 1;
            NGA_Put(gmsk, &lo, &hi, msk, (void *)0);
        }
        GA_Sync();
        for (int i = 0; i < 37; i++)
            msk[i] = mask_at(i, pattern);
        int ranges[2][2] = {
            { 0, 37 - 1 },
            { 3, 29 },
        };
#line 83 "samples/ga/ga_scan.c"
        for (int r = 0; r < 2; r++) {
            int lo = ranges[r][0], hi = ranges[r][1];
            for (int excl = 0; excl < 2; excl++) {
                double fill = -7;
                GA_Fill(gdst, &fill);
                GA_Scan_add(gsrc, gdst, gmsk, lo, hi, excl);
                fetch_d(gdst, dst);
                double run = 0;
                int found = 0;
                for (int i = 0; i < 37; i++) {
                    double want = -7;
                    if (i >= lo && i <= hi) {
                        if (msk[i]) {
                            found = 1;
                            run = 0;
                        }
                        if (found) {
                            want = excl ? run : run + src[i];
                            run += src[i];
                        }
                    }
                    do {
#line 104 "samples/ga/ga_scan.c"
                        if (!(dst[i] == want)) {
#line 104 "samples/ga/ga_scan.c"
                            check_failures++;
#line 104 "samples/ga/ga_scan.c"
                            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 104);
#line 104 "samples/ga/ga_scan.c"
                            printf("GA_Scan_add pattern %d [%d:%d] excl %d: [%d] = %g, want %g", pattern, lo, hi, excl, i, dst[i], want);
#line 104 "samples/ga/ga_scan.c"
                            printf("\n");
#line 104 "samples/ga/ga_scan.c"
                            fflush(stdout);
                        }
                    } while (0);
                }
#line 107 "samples/ga/ga_scan.c"
                if (me == 0) {
                    double s = 0;
                    for (int i = 0; i < 37; i++)
                        s += dst[i];
                    printf("scan_add pattern %d [%d:%d] excl %d: sum %.2f\n", pattern, lo, hi, excl, s);
                }
            }
            int ifill = 99;
            GA_Fill(gj, &ifill);
            GA_Scan_copy(gi, gj, gmsk, lo, hi);
            fetch_i(gj, idst);
            int last = 0;
            for (int i = 0; i < 37; i++) {
                int want = 99;
                if (i >= lo && i <= hi) {
                    if (msk[i])
                        last = isrc[i];
                    want = last;
                }
                do {
#line 126 "samples/ga/ga_scan.c"
                    if (!(idst[i] == want)) {
#line 126 "samples/ga/ga_scan.c"
                        check_failures++;
#line 126 "samples/ga/ga_scan.c"
                        printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 126);
#line 126 "samples/ga/ga_scan.c"
                        printf("GA_Scan_copy pattern %d [%d:%d]: [%d] = %d, want %d", pattern, lo, hi, i, idst[i], want);
#line 126 "samples/ga/ga_scan.c"
                        printf("\n");
#line 126 "samples/ga/ga_scan.c"
                        fflush(stdout);
                    }
                } while (0);
            }
#line 129 "samples/ga/ga_scan.c"
            if (me == 0) {
                long s = 0;
                for (int i = 0; i < 37; i++)
                    s += idst[i];
                printf("scan_copy pattern %d [%d:%d]: sum %ld\n", pattern, lo, hi, s);
            }

            /* pack the selected elements to the front, unpack them back */
            double zero = 0;
            GA_Fill(gdst, &zero);
            int count = -1;
            GA_Pack(gsrc, gdst, gmsk, lo, hi, &count);
            fetch_d(gdst, dst);
            int k = 0;
            for (int i = lo; i <= hi; i++)
                if (msk[i]) {
                    do {
#line 145 "samples/ga/ga_scan.c"
                        if (!(dst[k] == src[i])) {
#line 145 "samples/ga/ga_scan.c"
                            check_failures++;
#line 145 "samples/ga/ga_scan.c"
                            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 145);
#line 145 "samples/ga/ga_scan.c"
                            printf("GA_Pack pattern %d: [%d] = %g, want %g", pattern, k, dst[k], src[i]);
#line 145 "samples/ga/ga_scan.c"
                            printf("\n");
#line 145 "samples/ga/ga_scan.c"
                            fflush(stdout);
                        }
                    } while (0);
#line 146 "samples/ga/ga_scan.c"
                    k++;
                }
            do {
#line 148 "samples/ga/ga_scan.c"
                if (!(count == k)) {
#line 148 "samples/ga/ga_scan.c"
                    check_failures++;
#line 148 "samples/ga/ga_scan.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 148);
#line 148 "samples/ga/ga_scan.c"
                    printf("GA_Pack pattern %d count %d, want %d", pattern, count, k);
#line 148 "samples/ga/ga_scan.c"
                    printf("\n");
#line 148 "samples/ga/ga_scan.c"
                    fflush(stdout);
                }
            } while (0);
#line 149 "samples/ga/ga_scan.c"
            for (int i = k; i < 37; i++)
                do {
#line 150 "samples/ga/ga_scan.c"
                    if (!(dst[i] == 0)) {
#line 150 "samples/ga/ga_scan.c"
                        check_failures++;
#line 150 "samples/ga/ga_scan.c"
                        printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 150);
#line 150 "samples/ga/ga_scan.c"
                        printf("GA_Pack wrote past the packed elements: [%d]", i);
#line 150 "samples/ga/ga_scan.c"
                        printf("\n");
#line 150 "samples/ga/ga_scan.c"
                        fflush(stdout);
                    }
                } while (0);
#line 151 "samples/ga/ga_scan.c"
            double neg = -1;
            GA_Fill(gsrc, &neg);
            int ucount = -1;
            GA_Unpack(gdst, gsrc, gmsk, lo, hi, &ucount);
            double back[37];
            fetch_d(gsrc, back);
            for (int i = 0; i < 37; i++) {
                double want = i >= lo && i <= hi && msk[i] ? src[i] : -1;
                do {
#line 159 "samples/ga/ga_scan.c"
                    if (!(back[i] == want)) {
#line 159 "samples/ga/ga_scan.c"
                        check_failures++;
#line 159 "samples/ga/ga_scan.c"
                        printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 159);
#line 159 "samples/ga/ga_scan.c"
                        printf("GA_Unpack pattern %d: [%d] = %g, want %g", pattern, i, back[i], want);
#line 159 "samples/ga/ga_scan.c"
                        printf("\n");
#line 159 "samples/ga/ga_scan.c"
                        fflush(stdout);
                    }
                } while (0);
            }
#line 161 "samples/ga/ga_scan.c"
            do {
#line 161 "samples/ga/ga_scan.c"
                if (!(ucount == k)) {
#line 161 "samples/ga/ga_scan.c"
                    check_failures++;
#line 161 "samples/ga/ga_scan.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_scan.c", 161);
#line 161 "samples/ga/ga_scan.c"
                    printf("GA_Unpack pattern %d count %d, want %d", pattern, ucount, k);
#line 161 "samples/ga/ga_scan.c"
                    printf("\n");
#line 161 "samples/ga/ga_scan.c"
                    fflush(stdout);
                }
            } while (0);
#line 162 "samples/ga/ga_scan.c"
            if (me == 0)
                printf("pack pattern %d [%d:%d]: %d %d\n", pattern, lo, hi, count, ucount);
            GA_Patch_enum(gsrc, 0, 37 - 1, &start, &inc);
        }
    }

    GA_Destroy(gj);
    GA_Destroy(gi);
    GA_Destroy(gmsk);
    GA_Destroy(gdst);
    GA_Destroy(gsrc);
    int status = finish("ga_scan");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
