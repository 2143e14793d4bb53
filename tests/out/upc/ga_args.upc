/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_args.c"
/* ga_args.c - what real GA programs do that is plain C: a handle kept in a double and counts
   in longs (C converts the arguments), the functions of the whole diagonal and norm family
   (GA_Shift_diagonal, GA_Norm1, GA_Norm_infinity, GA_Add_constant_patch), GA_Sgemm, the
   cluster queries (GA_Cluster_nnodes, GA_Cluster_nodeid, GA_Cluster_nprocs,
   GA_Cluster_procid: checked for consistency, since the node layout is the machine's),
   NGA_Set_property/NGA_Unset_property, BLAS called directly (dgemm_, linked as GA links
   it), ARMCI's clock (armci_timer), and arrays larger than a UPC program's default shared
   heap, which GA programs never size. */
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#include <armci.h>
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
#line 17 "samples/ga/ga_args.c"
extern void dgemm_(char *, char *, int *, int *, int *, double *, double *, int *, double *, int *, double *, double *, int *);


static int me, nproc;

/* A handle in a double, a fill value's address, counts in longs and shorts. */
static void conversions(void) {

    int dims[2] = { 6, 5 };
    double g_a = NGA_Create(C_DBL, 2, dims, "converted", (void *)0);
    double v = 2.5;
    GA_Fill(g_a, &v);
    long n = 3;
    short root = 0;
    double sum = GA_Ddot(g_a, g_a);
    double buf[3] = { me == 0 ? 1.0 : 0.0, 2.0, 3.0 };
    GA_Brdcst(buf, n * (long)sizeof(double), root);
    do {
#line 34 "samples/ga/ga_args.c"
        if (!(buf[0] == 1.0)) {
#line 34 "samples/ga/ga_args.c"
            check_failures++;
#line 34 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 34);
#line 34 "samples/ga/ga_args.c"
            printf("GA_Brdcst with long and short arguments");
#line 34 "samples/ga/ga_args.c"
            printf("\n");
#line 34 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 35 "samples/ga/ga_args.c"
    float f_handle = (float)g_a;
    do {
#line 36 "samples/ga/ga_args.c"
        if (!(GA_Ndim(f_handle) == 2)) {
#line 36 "samples/ga/ga_args.c"
            check_failures++;
#line 36 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 36);
#line 36 "samples/ga/ga_args.c"
            printf("GA_Ndim of a handle in a float");
#line 36 "samples/ga/ga_args.c"
            printf("\n");
#line 36 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 37 "samples/ga/ga_args.c"
    if (me == 0)
        printf("conversions: ddot %.2f, brdcst %.1f %.1f %.1f\n", sum, buf[0], buf[1], buf[2]);
    GA_Destroy(g_a);
}

static void diagonal_and_norms(void) {

    int dims[2] = { 7, 7 };
    int g = NGA_Create(C_DBL, 2, dims, "square", (void *)0);
    double one = 1;
    GA_Fill(g, &one);
    double shift = 4;
    GA_Shift_diagonal(g, &shift);
    int lo[2] = { 1, 2 }, hi[2] = { 3, 6 };
    double add = -3;
    GA_Add_constant_patch(g, lo, hi, &add);
    double n1 = 0, ninf = 0;
    GA_Norm1(g, &n1);
    GA_Norm_infinity(g, &ninf);
    double all[49];
    int alo[2] = { 0, 0 }, ahi[2] = { 6, 6 }, ld[1] = { 7 };
    NGA_Get(g, alo, ahi, all, ld);
    /* GA 5.8 takes both norms elementwise: the sum and the largest of the magnitudes */
    double sum = 0, largest = 0;
    for (int i = 0; i < 49; i++) {
        sum += fabs(all[i]);
        largest = fabs(all[i]) > largest ? fabs(all[i]) : largest;
    }
    do {
#line 65 "samples/ga/ga_args.c"
        if (!(all[0] == 5 && all[1 * 7 + 1] == 5 && all[1 * 7 + 2] == -2 && all[2 * 7 + 2] == 2)) {
#line 65 "samples/ga/ga_args.c"
            check_failures++;
#line 65 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 65);
#line 65 "samples/ga/ga_args.c"
            printf("GA_Shift_diagonal / GA_Add_constant_patch");
#line 65 "samples/ga/ga_args.c"
            printf("\n");
#line 65 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 67 "samples/ga/ga_args.c"
    do {
#line 67 "samples/ga/ga_args.c"
        if (!(n1 == sum && ninf == largest)) {
#line 67 "samples/ga/ga_args.c"
            check_failures++;
#line 67 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 67);
#line 67 "samples/ga/ga_args.c"
            printf("GA_Norm1 %g (want %g), GA_Norm_infinity %g (want %g)", n1, sum, ninf, largest);
#line 67 "samples/ga/ga_args.c"
            printf("\n");
#line 67 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 69 "samples/ga/ga_args.c"
    if (me == 0)
        printf("norms: %.2f %.2f, diagonal %.0f %.0f\n", n1, ninf, all[0], all[2 * 7 + 2]);
    NGA_Set_property(g, "read_only");
    double x;
    int p[2] = { 2, 2 };
    NGA_Get(g, p, p, &x, ld);
    do {
#line 75 "samples/ga/ga_args.c"
        if (!(x == 2)) {
#line 75 "samples/ga/ga_args.c"
            check_failures++;
#line 75 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 75);
#line 75 "samples/ga/ga_args.c"
            printf("a read-only array reads");
#line 75 "samples/ga/ga_args.c"
            printf("\n");
#line 75 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 76 "samples/ga/ga_args.c"
    NGA_Unset_property(g);
    GA_Destroy(g);
}

static void sgemm(void) {

    int m = 5, n = 4, k = 6;
    int ad[2] = { m, k }, bd[2] = { k, n }, cd[2] = { m, n };
    int ga = NGA_Create(C_FLOAT, 2, ad, "As", (void *)0);
    int gb = NGA_Create(C_FLOAT, 2, bd, "Bs", (void *)0);
    int gc = NGA_Create(C_FLOAT, 2, cd, "Cs", (void *)0);
    if (me == 0) {
        float a[30], b[24];
        for (int i = 0; i < 30; i++)
            a[i] = (float)(i % 7 - 3);
        for (int i = 0; i < 24; i++)
            b[i] = (float)(i % 5 - 2);
        int lo[2] = { 0, 0 }, ahi[2] = { m - 1, k - 1 }, bhi[2] = { k - 1, n - 1 }, lda[1] = { k }, ldb[1] = { n };
        NGA_Put(ga, lo, ahi, a, lda);
        NGA_Put(gb, lo, bhi, b, ldb);
    }
    float zero = 0;
    GA_Fill(gc, &zero);
    GA_Sgemm('N', 'N', m, n, k, 2.0f, ga, gb, 0.0f, gc);
    float c[20];
    int lo[2] = { 0, 0 }, hi[2] = { m - 1, n - 1 }, ld[1] = { n };
    NGA_Get(gc, lo, hi, c, ld);
    double s = 0;
    for (int i = 0; i < 20; i++)
        s += c[i] * (i + 1);
    if (me == 0)
        printf("sgemm: weighted sum %.1f, c[0][0] %.1f, c[4][3] %.1f\n", s, c[0], c[19]);
    GA_Destroy(ga);
    GA_Destroy(gb);
    GA_Destroy(gc);
}

static void cluster(void) {

    int nodes = GA_Cluster_nnodes(), node = GA_Cluster_nodeid();
    do {
#line 116 "samples/ga/ga_args.c"
        if (!(nodes >= 1 && node >= 0 && node < nodes)) {
#line 116 "samples/ga/ga_args.c"
            check_failures++;
#line 116 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 116);
#line 116 "samples/ga/ga_args.c"
            printf("GA_Cluster_nodeid %d of %d", node, nodes);
#line 116 "samples/ga/ga_args.c"
            printf("\n");
#line 116 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 117 "samples/ga/ga_args.c"
    int total = 0, found = 0;
    for (int d = 0; d < nodes; d++) {
        int np = GA_Cluster_nprocs(d);
        do {
#line 120 "samples/ga/ga_args.c"
            if (!(np >= 1)) {
#line 120 "samples/ga/ga_args.c"
                check_failures++;
#line 120 "samples/ga/ga_args.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 120);
#line 120 "samples/ga/ga_args.c"
                printf("GA_Cluster_nprocs(%d) = %d", d, np);
#line 120 "samples/ga/ga_args.c"
                printf("\n");
#line 120 "samples/ga/ga_args.c"
                fflush(stdout);
            }
        } while (0);
#line 121 "samples/ga/ga_args.c"
        total += np;
        for (int i = 0; i < np; i++)
            if (GA_Cluster_procid(d, i) == me)
                found += d == node;
    }
    do {
#line 126 "samples/ga/ga_args.c"
        if (!(total == nproc && found == 1)) {
#line 126 "samples/ga/ga_args.c"
            check_failures++;
#line 126 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 126);
#line 126 "samples/ga/ga_args.c"
            printf("the nodes hold %d processes, this one %d times", total, found);
#line 126 "samples/ga/ga_args.c"
            printf("\n");
#line 126 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 127 "samples/ga/ga_args.c"
    if (me == 0)
        printf("cluster: the nodes hold every process once\n");
}

static void blas_and_timer(void) {

    double t0 = armci_timer();
    double a[6] = { 1, 2, 3, 4, 5, 6 }, b[6] = { 1, -1, 2, 0, 3, 1 }, c[4] = { 0 };
    int m = 2, n = 2, k = 3;
    double alpha = 1, beta = 0;
    char t = 'N';
    /* column-major 2x3 times 3x2 */
    dgemm_(&t, &t, &m, &n, &k, &alpha, a, &m, b, &k, &beta, c, &m);
    double t1 = armci_timer();
    do {
#line 141 "samples/ga/ga_args.c"
        if (!(t1 >= t0)) {
#line 141 "samples/ga/ga_args.c"
            check_failures++;
#line 141 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 141);
#line 141 "samples/ga/ga_args.c"
            printf("armci_timer goes backwards");
#line 141 "samples/ga/ga_args.c"
            printf("\n");
#line 141 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 142 "samples/ga/ga_args.c"
    if (me == 0)
        printf("dgemm_: %.0f %.0f %.0f %.0f\n", c[0], c[1], c[2], c[3]);
}

/* 96 MB of doubles per process in one array (UPC's usual default heap is 64 MB). */
static void large(void) {

    int per = 12 << 20;
    int dims[1] = { per * nproc };
    int g = NGA_Create(C_DBL, 1, dims, "large", (void *)0);
    do {
#line 152 "samples/ga/ga_args.c"
        if (!(g != 0)) {
#line 152 "samples/ga/ga_args.c"
            check_failures++;
#line 152 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 152);
#line 152 "samples/ga/ga_args.c"
            printf("NGA_Create of a large array");
#line 152 "samples/ga/ga_args.c"
            printf("\n");
#line 152 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 153 "samples/ga/ga_args.c"
    double v = 0.5;
    GA_Fill(g, &v);
    int lo[1] = { dims[0] - 4 }, hi[1] = { dims[0] - 1 }, ld[1] = { 1 };
    double tail[4];
    NGA_Get(g, lo, hi, tail, ld);
    do {
#line 158 "samples/ga/ga_args.c"
        if (!(tail[0] == 0.5 && tail[3] == 0.5)) {
#line 158 "samples/ga/ga_args.c"
            check_failures++;
#line 158 "samples/ga/ga_args.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_args.c", 158);
#line 158 "samples/ga/ga_args.c"
            printf("the large array's last elements");
#line 158 "samples/ga/ga_args.c"
            printf("\n");
#line 158 "samples/ga/ga_args.c"
            fflush(stdout);
        }
    } while (0);
#line 159 "samples/ga/ga_args.c"
    if (me == 0)
        printf("large: %d doubles per process, last %.1f\n", per, tail[3]);
    GA_Destroy(g);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    conversions();
    diagonal_and_norms();
    sgemm();
    cluster();
    blas_and_timer();
    large();
    int status = finish("ga_args");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
