/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_basic.c"
/* ga_basic.c - creation, inquiry and distribution of global arrays of 1 to 7 dimensions:
   NGA_Create (with and without chunks), the handle interface (GA_Create_handle, GA_Set_data,
   GA_Set_chunk, GA_Set_array_name, GA_Allocate and their NGA_ forms), NGA_Inquire, GA_Ndim,
   NGA_Distribution, NGA_Locate, NGA_Locate_nnodes(64), NGA_Locate_region, GA_Compare_distr,
   GA_Duplicate, GA_Destroy, GA_Get_block_info, GA_Print_distribution, GA_Print_stats,
   GA_Uses_ma, GA_Uses_fapi, GA_Wtime, GA_Sync, GA_Nodeid, GA_Nnodes. */
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
#line 14 "samples/ga/ga_basic.c"
static int me, nproc;

static void print_range(int ndim, const int *lo, const int *hi) {

    printf("[");
    for (int d = 0; d < ndim; d++)
        printf("%s%d:%d", d ? "," : "", lo[d], hi[d]);
    printf("]");
}

/* Prints and checks the distribution of g: the patches cover the array exactly once. */
static void show_distribution(int g, const char *label) {

    int type, ndim, dims[7], lo[7], hi[7];
    long total = 1, covered = 0;
    int holders = 0;
    NGA_Inquire(g, &type, &ndim, dims);
    do {
#line 31 "samples/ga/ga_basic.c"
        if (!(ndim == GA_Ndim(g))) {
#line 31 "samples/ga/ga_basic.c"
            check_failures++;
#line 31 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 31);
#line 31 "samples/ga/ga_basic.c"
            printf("GA_Ndim %d != %d", GA_Ndim(g), ndim);
#line 31 "samples/ga/ga_basic.c"
            printf("\n");
#line 31 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 32 "samples/ga/ga_basic.c"
    for (int d = 0; d < ndim; d++)
        total *= dims[d];
    if (me == 0)
        printf("%s: type %d, %d dims\n", label, type, ndim);
    for (int p = 0; p < nproc; p++) {
        NGA_Distribution(g, p, lo, hi);
        long n = 1;
        for (int d = 0; d < ndim; d++)
            n *= hi[d] - lo[d] + 1;
        if (lo[0] >= 0) {
            covered += n;
            holders++;
        }
        if (me == 0) {
            printf("  process %d: ", p);
            print_range(ndim, lo, hi);
            printf("\n");
        }
    }
    do {
#line 51 "samples/ga/ga_basic.c"
        if (!(covered == total)) {
#line 51 "samples/ga/ga_basic.c"
            check_failures++;
#line 51 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 51);
#line 51 "samples/ga/ga_basic.c"
            printf("%s: patches cover %ld of %ld elements", label, covered, total);
#line 51 "samples/ga/ga_basic.c"
            printf("\n");
#line 51 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 52 "samples/ga/ga_basic.c"
    /* owners of a few elements: the first, the last, the middle */
    int sub[7];
    for (int k = 0; k < 3; k++) {
        for (int d = 0; d < ndim; d++)
            sub[d] = k == 0 ? 0 : k == 1 ? dims[d] - 1 : dims[d] / 2;
        int owner = NGA_Locate(g, sub);
        NGA_Distribution(g, owner, lo, hi);
        int inside = 1;
        for (int d = 0; d < ndim; d++)
            if (sub[d] < lo[d] || sub[d] > hi[d])
                inside = 0;
        do {
#line 63 "samples/ga/ga_basic.c"
            if (!inside) {
#line 63 "samples/ga/ga_basic.c"
                check_failures++;
#line 63 "samples/ga/ga_basic.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 63);
#line 63 "samples/ga/ga_basic.c"
                printf("%s: NGA_Locate gave process %d, which does not hold the element", label, owner);
#line 63 "samples/ga/ga_basic.c"
                printf("\n");
#line 63 "samples/ga/ga_basic.c"
                fflush(stdout);
            }
        } while (0);
#line 64 "samples/ga/ga_basic.c"
        if (me == 0)
            printf("  owner of element %d: %d\n", k, owner);
    }
    for (int d = 0; d < ndim; d++) {
        lo[d] = 0;
        hi[d] = dims[d] - 1;
    }
    int nn = NGA_Locate_nnodes(g, lo, hi);
    do {
#line 72 "samples/ga/ga_basic.c"
        if (!(nn == holders)) {
#line 72 "samples/ga/ga_basic.c"
            check_failures++;
#line 72 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 72);
#line 72 "samples/ga/ga_basic.c"
            printf("%s: NGA_Locate_nnodes %d, %d processes hold data", label, nn, holders);
#line 72 "samples/ga/ga_basic.c"
            printf("\n");
#line 72 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 73 "samples/ga/ga_basic.c"
    int64_t lo64[7], hi64[7];
    for (int d = 0; d < ndim; d++) {
        lo64[d] = dims[d] / 3;
        hi64[d] = dims[d] - 1 - dims[d] / 4;
        lo[d] = (int)lo64[d];
        hi[d] = (int)hi64[d];
    }
    int n64 = NGA_Locate_nnodes64(g, lo64, hi64);
    int map[2 * 7 * 64], procs[64];
    int nr = NGA_Locate_region(g, lo, hi, map, procs);
    do {
#line 83 "samples/ga/ga_basic.c"
        if (!(nr == n64)) {
#line 83 "samples/ga/ga_basic.c"
            check_failures++;
#line 83 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 83);
#line 83 "samples/ga/ga_basic.c"
            printf("%s: NGA_Locate_region %d pieces, NGA_Locate_nnodes64 %d", label, nr, n64);
#line 83 "samples/ga/ga_basic.c"
            printf("\n");
#line 83 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 84 "samples/ga/ga_basic.c"
    if (me == 0) {
        printf("  region ");
        print_range(ndim, lo, hi);
        printf(" on %d processes:", nr);
        for (int i = 0; i < nr; i++) {
            printf(" %d", procs[i]);
            print_range(ndim, map + 2 * ndim * i, map + 2 * ndim * i + ndim);
        }
        printf("\n");
    }
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    do {
#line 104 "samples/ga/ga_basic.c"
        if (!(nproc >= 1 && me >= 0 && me < nproc)) {
#line 104 "samples/ga/ga_basic.c"
            check_failures++;
#line 104 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 104);
#line 104 "samples/ga/ga_basic.c"
            printf("GA_Nodeid %d, GA_Nnodes %d", me, nproc);
#line 104 "samples/ga/ga_basic.c"
            printf("\n");
#line 104 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 105 "samples/ga/ga_basic.c"
    if (me == 0)
        printf("GA_Uses_ma %d, GA_Uses_fapi %d\n", GA_Uses_ma(), GA_Uses_fapi());
    double t0 = GA_Wtime();

    /* shapes of every rank, some with chunks */
    static int dims[][7] = {
        { 17 },
        { 5, 7 },
        { 1, 9 },
        { 12, 12 },
        { 10, 3 },
        { 10, 6 },
        { 4, 5, 6 },
        { 2, 3, 4, 5 },
        { 3, 2, 3, 2, 3 },
        { 2, 2, 3, 2, 2, 3 },
        { 2, 2, 2, 2, 2, 2, 3 },
        { 9, 1, 8 },
    };
#line 113 "samples/ga/ga_basic.c"
    static int ndims[] = {
        1,
        2,
        2,
        2,
        2,
        2,
        3,
        4,
        5,
        6,
        7,
        3,
    };
#line 114 "samples/ga/ga_basic.c"
    static int chunks[][7] = {
        { 0 },
        { 0 },
        { 0 },
        { 4, 4 },
        { -1, 3 },
        { 3, 0 },
        { 2, 0, 0 },
        { 0 },
        { 0 },
        { 0 },
        { 0 },
        { -1, -1, 4 },
    };
#line 116 "samples/ga/ga_basic.c"
    static int use_chunk[] = {
        0,
        0,
        0,
        1,
        1,
        1,
        1,
        0,
        0,
        0,
        0,
        1,
    };
#line 117 "samples/ga/ga_basic.c"
    int types[] = { 1000 + 4, 1000 + 1, 1000 + 2, 1000 + 3, 1000 + 7, 1000 + 6, 1000 + 16 };
    for (int s = 0; s < (int)(sizeof ndims / sizeof ndims[0]); s++) {
        char name[32];
        snprintf(name, sizeof name, "shape%d", s);
        int g = NGA_Create(types[s % 7], ndims[s], dims[s], name, use_chunk[s] ? chunks[s] : (void *)0);
        do {
#line 122 "samples/ga/ga_basic.c"
            if (!(g != 0)) {
#line 122 "samples/ga/ga_basic.c"
                check_failures++;
#line 122 "samples/ga/ga_basic.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 122);
#line 122 "samples/ga/ga_basic.c"
                printf("NGA_Create %s failed", name);
#line 122 "samples/ga/ga_basic.c"
                printf("\n");
#line 122 "samples/ga/ga_basic.c"
                fflush(stdout);
            }
        } while (0);
#line 123 "samples/ga/ga_basic.c"
        int type, nd, dd[7];
        NGA_Inquire(g, &type, &nd, dd);
        do {
#line 125 "samples/ga/ga_basic.c"
            if (!(type == types[s % 7] && nd == ndims[s])) {
#line 125 "samples/ga/ga_basic.c"
                check_failures++;
#line 125 "samples/ga/ga_basic.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 125);
#line 125 "samples/ga/ga_basic.c"
                printf("NGA_Inquire %s: type %d ndim %d", name, type, nd);
#line 125 "samples/ga/ga_basic.c"
                printf("\n");
#line 125 "samples/ga/ga_basic.c"
                fflush(stdout);
            }
        } while (0);
#line 126 "samples/ga/ga_basic.c"
        for (int d = 0; d < nd; d++)
            do {
#line 127 "samples/ga/ga_basic.c"
                if (!(dd[d] == dims[s][d])) {
#line 127 "samples/ga/ga_basic.c"
                    check_failures++;
#line 127 "samples/ga/ga_basic.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 127);
#line 127 "samples/ga/ga_basic.c"
                    printf("NGA_Inquire %s: dims[%d] = %d", name, d, dd[d]);
#line 127 "samples/ga/ga_basic.c"
                    printf("\n");
#line 127 "samples/ga/ga_basic.c"
                    fflush(stdout);
                }
            } while (0);
#line 128 "samples/ga/ga_basic.c"
        show_distribution(g, name);
        GA_Destroy(g);
    }

    /* the handle interface gives the same distribution as NGA_Create */
    int d2[2] = { 11, 13 }, ch[2] = { 2, 5 };
    int ga = NGA_Create(C_DBL, 2, d2, "created", ch);
    int gb = GA_Create_handle();
    GA_Set_data(gb, 2, d2, C_DBL);
    GA_Set_chunk(gb, ch);
    GA_Set_array_name(gb, "handle");
    do {
#line 139 "samples/ga/ga_basic.c"
        if (!(GA_Allocate(gb) == 1)) {
#line 139 "samples/ga/ga_basic.c"
            check_failures++;
#line 139 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 139);
#line 139 "samples/ga/ga_basic.c"
            printf("GA_Allocate failed");
#line 139 "samples/ga/ga_basic.c"
            printf("\n");
#line 139 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 140 "samples/ga/ga_basic.c"
    do {
#line 140 "samples/ga/ga_basic.c"
        if (!(GA_Compare_distr(ga, gb) == 0)) {
#line 140 "samples/ga/ga_basic.c"
            check_failures++;
#line 140 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 140);
#line 140 "samples/ga/ga_basic.c"
            printf("same chunks, different distributions");
#line 140 "samples/ga/ga_basic.c"
            printf("\n");
#line 140 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 141 "samples/ga/ga_basic.c"
    int gc = NGA_Create_handle();
    NGA_Set_data(gc, 2, d2, C_DBL);
    do {
#line 143 "samples/ga/ga_basic.c"
        if (!(NGA_Allocate(gc) == 1)) {
#line 143 "samples/ga/ga_basic.c"
            check_failures++;
#line 143 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 143);
#line 143 "samples/ga/ga_basic.c"
            printf("NGA_Allocate failed");
#line 143 "samples/ga/ga_basic.c"
            printf("\n");
#line 143 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 144 "samples/ga/ga_basic.c"
    if (me == 0)
        printf("chunked vs default: %d\n", GA_Compare_distr(ga, gc));
    int gd = GA_Duplicate(ga, "duplicate");
    do {
#line 147 "samples/ga/ga_basic.c"
        if (!(gd != 0 && GA_Compare_distr(ga, gd) == 0)) {
#line 147 "samples/ga/ga_basic.c"
            check_failures++;
#line 147 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 147);
#line 147 "samples/ga/ga_basic.c"
            printf("GA_Duplicate: different distribution");
#line 147 "samples/ga/ga_basic.c"
            printf("\n");
#line 147 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 148 "samples/ga/ga_basic.c"
    int d3[2] = { 13, 11 };
    int ge = NGA_Create(C_DBL, 2, d3, "other", (void *)0);
    do {
#line 150 "samples/ga/ga_basic.c"
        if (!(GA_Compare_distr(ga, ge) != 0)) {
#line 150 "samples/ga/ga_basic.c"
            check_failures++;
#line 150 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 150);
#line 150 "samples/ga/ga_basic.c"
            printf("different shapes compare equal");
#line 150 "samples/ga/ga_basic.c"
            printf("\n");
#line 150 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 151 "samples/ga/ga_basic.c"
    show_distribution(gb, "handle");
    show_distribution(gc, "nga_handle");
    GA_Print_distribution(ga);
    GA_Print_distribution(gc);
    int nb[2] = { -1, -1 }, bd[2] = { -1, -1 };
    GA_Get_block_info(ga, nb, bd);
    if (me == 0)
        printf("block info of a regular array: %d %d %d %d\n", nb[0], nb[1], bd[0], bd[1]);

    /* some traffic, then process 0's statistics */
    GA_Sync();
    if (me == 0) {
        double buf[11 * 13];
        for (int i = 0; i < 11 * 13; i++)
            buf[i] = i;
        int lo[2] = { 0, 0 }, hi[2] = { 10, 12 }, ld[1] = { 13 };
        NGA_Put(ga, lo, hi, buf, ld);
        int lo2[2] = { 3, 2 }, hi2[2] = { 9, 11 };
        NGA_Get(ga, lo2, hi2, buf, ld);
        do {
#line 170 "samples/ga/ga_basic.c"
            if (!(buf[0] == 3 * 13 + 2)) {
#line 170 "samples/ga/ga_basic.c"
                check_failures++;
#line 170 "samples/ga/ga_basic.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 170);
#line 170 "samples/ga/ga_basic.c"
                printf("NGA_Get after NGA_Put: %g", buf[0]);
#line 170 "samples/ga/ga_basic.c"
                printf("\n");
#line 170 "samples/ga/ga_basic.c"
                fflush(stdout);
            }
        } while (0);
    }
#line 172 "samples/ga/ga_basic.c"
    GA_Sync();
    GA_Destroy(ge);
    GA_Destroy(gd);
    if (me == 0)
        GA_Print_stats();
    GA_Destroy(gc);
    GA_Destroy(gb);
    GA_Destroy(ga);
    double t1 = GA_Wtime();
    do {
#line 181 "samples/ga/ga_basic.c"
        if (!(t1 >= t0)) {
#line 181 "samples/ga/ga_basic.c"
            check_failures++;
#line 181 "samples/ga/ga_basic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_basic.c", 181);
#line 181 "samples/ga/ga_basic.c"
            printf("GA_Wtime went backwards");
#line 181 "samples/ga/ga_basic.c"
            printf("\n");
#line 181 "samples/ga/ga_basic.c"
            fflush(stdout);
        }
    } while (0);
#line 182 "samples/ga/ga_basic.c"
    int status = finish("ga_basic");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
