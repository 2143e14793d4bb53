/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_print.c"
/* ga_print.c - the printed forms, which must be GA's character for character: GA_Print of
   every element type in 1 to 4 dimensions (GA prints in its Fortran view), NGA_Print_patch
   plain and pretty, values large enough for exponent notation, GA_Print_distribution of
   default, chunked, irregular and restricted arrays, names set with GA_Set_array_name. */
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
#line 12 "samples/ga/ga_print.c"
static int me, nproc;

static void set_elem(int type, char *p, long i) {

    double v = i % 3 == 0 ? i * 1.25 : -(double)(i * i) / 8.0;
    if (i % 11 == 5)
        /* exponent notation in the printouts */
#line 18 "samples/ga/ga_print.c"
        v = 123456.75 + i;
    switch (type) {
    case 1000 + 1:
        *(int *)p = (int)(i * 37 % 1001 - 500);
        break;
    case 1000 + 2:
        *(long *)p = (long)(i * 7919 % 100003) - 50000;
        break;
    case 1000 + 16:
        *(long long *)p = (long long)i * 1000003LL - 7;
        break;
    case 1000 + 3:
        *(float *)p = (float)v;
        break;
    case 1000 + 4:
        *(double *)p = v;
        break;
    case 1000 + 6:
        ((SingleComplex *)p)->real = (float)v;
        ((SingleComplex *)p)->imag = (float)(i - 3);
        break;
    default:
        ((DoubleComplex *)p)->real = v;
        ((DoubleComplex *)p)->imag = -0.5 * i;
    }
}

static int esize(int type) {

    switch (type) {
    case 1000 + 1:
    case 1000 + 3:
        return 4;
    case 1000 + 7:
        return 16;
    default:
        return 8;
    }
}

static int make(int type, int ndim, int *dims, const char *name) {

    int g = GA_Create_handle();
    GA_Set_data(g, ndim, dims, type);
    GA_Set_array_name(g, (char *)name);
    GA_Allocate(g);
    GA_Sync();
    if (me == 0) {
        long n = 1;
        int lo[7], hi[7], ld[7];
        for (int d = 0; d < ndim; d++) {
            n *= dims[d];
            lo[d] = 0;
            hi[d] = dims[d] - 1;
            if (d)
                ld[d - 1] = dims[d];
        }
        char *buf = malloc(n * esize(type));
        for (long i = 0; i < n; i++)
            set_elem(type, buf + i * esize(type), i);
        NGA_Put(g, lo, hi, buf, ld);
        free(buf);
    }
    GA_Sync();
    return g;
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int types[] = { 1000 + 1, 1000 + 2, 1000 + 16, 1000 + 3, 1000 + 4, 1000 + 6, 1000 + 7 };
    const char *names[] = { "ints", "longs", "longlongs", "floats", "doubles", "scomplex", "dcomplex" };
    int d1[1] = { 9 }, d2[2] = { 4, 8 }, d3[3] = { 3, 2, 7 }, d4[4] = { 2, 2, 3, 2 };
    for (int t = 0; t < 7; t++) {
        int g1 = make(types[t], 1, d1, names[t]);
        int g2 = make(types[t], 2, d2, names[t]);
        int g3 = make(types[t], 3, d3, names[t]);
        GA_Print(g1);
        GA_Print(g2);
        GA_Print(g3);
        int lo2[2] = { 1, 2 }, hi2[2] = { 3, 7 };
        NGA_Print_patch(g2, lo2, hi2, 0);
        NGA_Print_patch(g2, lo2, hi2, 1);
        int lo3[3] = { 0, 1, 1 }, hi3[3] = { 2, 1, 6 };
        NGA_Print_patch(g3, lo3, hi3, 0);
        NGA_Print_patch(g3, lo3, hi3, 1);
        int lo1 = 2, hi1 = 8;
        NGA_Print_patch(g1, &lo1, &hi1, 1);
        NGA_Print_patch(g1, &lo1, &hi1, 0);
        GA_Print_distribution(g2);
        GA_Destroy(g3);
        GA_Destroy(g2);
        GA_Destroy(g1);
    }
    int g4 = make(1000 + 4, 4, d4, "four");
    GA_Print(g4);
    GA_Print_distribution(g4);
    GA_Destroy(g4);

    /* distributions: chunked, irregular, restricted */
    int dims[2] = { 7, 10 }, chunk[2] = { -1, 4 };
    int gc = NGA_Create(C_INT, 2, dims, "chunked", chunk);
    GA_Print_distribution(gc);
    int block[2] = { nproc >= 2 ? 2 : 1, 1 }, map[3] = { 0, 5, 0 };
    if (block[0] == 1)
        map[1] = 0;
    int gir = NGA_Create_irreg(C_LONG, 2, dims, "irregular", block, block[0] == 2 ? map : map + 1);
    GA_Print_distribution(gir);
    int gr = GA_Create_handle();
    GA_Set_data(gr, 2, dims, C_FLOAT);
    GA_Set_array_name(gr, "restricted");
    int list[2] = { nproc - 1, 0 };
    GA_Set_restricted(gr, list, nproc >= 2 ? 2 : 1);
    GA_Allocate(gr);
    GA_Print_distribution(gr);
    float fv = 2.5f;
    GA_Fill(gr, &fv);
    GA_Print(gr);
    int nlo[2] = { 2, 3 }, nhi[2] = { 3, 4 };
    int owner = NGA_Locate(gr, nlo);
    do {
#line 143 "samples/ga/ga_print.c"
        if (!(owner == 0 || owner == nproc - 1)) {
#line 143 "samples/ga/ga_print.c"
            check_failures++;
#line 143 "samples/ga/ga_print.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_print.c", 143);
#line 143 "samples/ga/ga_print.c"
            printf("restricted owner %d", owner);
#line 143 "samples/ga/ga_print.c"
            printf("\n");
#line 143 "samples/ga/ga_print.c"
            fflush(stdout);
        }
    } while (0);
#line 144 "samples/ga/ga_print.c"
    int nn = NGA_Locate_nnodes(gr, nlo, nhi);
    do {
#line 145 "samples/ga/ga_print.c"
        if (!(nn >= 1 && nn <= 2)) {
#line 145 "samples/ga/ga_print.c"
            check_failures++;
#line 145 "samples/ga/ga_print.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_print.c", 145);
#line 145 "samples/ga/ga_print.c"
            printf("restricted nnodes %d", nn);
#line 145 "samples/ga/ga_print.c"
            printf("\n");
#line 145 "samples/ga/ga_print.c"
            fflush(stdout);
        }
    } while (0);
#line 146 "samples/ga/ga_print.c"
    GA_Destroy(gr);
    GA_Destroy(gir);
    GA_Destroy(gc);
    int status = finish("ga_print");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
