/* ga_print.upc - GA-on-UPC: GA_Print, NGA_Print_patch, GA_Print_distribution, GA_Summarize.

   The output is GA 5.8's, character for character: GA prints arrays in its internal
   (Fortran) view, 1-based with the dimensions reversed, so a C array of 5 rows and 7 columns
   prints as A[1:7,1:5] with C's columns down the page. Process 0 prints; it fetches the values
   in GA's chunks (6 elements along the first printed dimension, 3 for single complex), and
   counts those gets in its statistics as GA does. */
#include "ga_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUFSIZE 6

/* Fortran box [flo, fhi] (1-based, GA's order) of a into buf, column-major with leading
   dimension ldf along the first two dimensions (the others have extent 1 here). */
static void fget(gaupc_array *a, const long *flo, const long *fhi, char *buf, long ldf)
{
    int n = a->ndim;
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    for (int i = 0; i < n; i++) {
        lo[n - 1 - i] = flo[i] - 1;
        hi[n - 1 - i] = fhi[i] - 1;
    }
    long e0 = fhi[0] - flo[0] + 1, total = gaupc_nelems(n, lo, hi);
    char *dense = malloc((size_t)total * a->esize);
    long ld[GA_MAX_DIM];
    for (int d = 0; d + 1 < n; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 1;
    long local = gaupc_xfer(a, GAUPC_GET, lo, hi, dense, ld, NULL, -1);
    gaupc_stats.numget++;
    gaupc_bytes.gettot += (double)a->esize * total;
    gaupc_bytes.getloc += (double)a->esize * local;
    /* dense is row-major over C's dimensions: GA's first dimension runs fastest */
    for (long k = 0; k < total; k++) {
        long i = k % e0, j = k / e0;
        memcpy(buf + (j * ldf + i) * a->esize, dense + k * a->esize, a->esize);
    }
    free(dense);
}

static void print_value_plain(FILE *f, int type, const char *v)
{
    switch (type) {
    case C_INT:
        fprintf(f, ") = %d\n", *(const int *)v);
        break;
    case C_LONG:
        fprintf(f, ") = %ld\n", *(const long *)v);
        break;
    case C_LONGLONG:
        fprintf(f, ") = %lld\n", *(const long long *)v);
        break;
    case C_DBL: {
        double x = *(const double *)v;
        fprintf(f, x < 100000.0 ? ") = %f\n" : ") = %e\n", x);
        break;
    }
    case C_FLOAT:
        fprintf(f, ") = %f\n", *(const float *)v);
        break;
    case C_DCPL: {
        const DoubleComplex *z = (const DoubleComplex *)v;
        if (z->real < 100000.0 && z->imag < 100000.0)
            fprintf(f, ") = (%f,%f)\n", z->real, z->imag);
        else
            fprintf(f, ") = (%e,%e)\n", z->real, z->imag);
        break;
    }
    case C_SCPL: {
        const SingleComplex *z = (const SingleComplex *)v;
        if (z->real < 100000.0 && z->imag < 100000.0)
            fprintf(f, ") = (%f,%f)\n", z->real, z->imag);
        else
            fprintf(f, ") = (%e,%e)\n", z->real, z->imag);
        break;
    }
    }
}

static void print_value_pretty(FILE *f, int type, const char *v)
{
    switch (type) {
    case C_INT:
        fprintf(f, " %8d", *(const int *)v);
        break;
    case C_LONG:
        fprintf(f, " %8ld", *(const long *)v);
        break;
    case C_LONGLONG:
        fprintf(f, " %8lld", *(const long long *)v);
        break;
    case C_DBL: {
        double x = *(const double *)v;
        fprintf(f, x < 100000.0 ? " %11.5f" : " %.5e", x);
        break;
    }
    case C_FLOAT:
        fprintf(f, " %11.5f", *(const float *)v);
        break;
    case C_DCPL: {
        const DoubleComplex *z = (const DoubleComplex *)v;
        if (z->real < 100000.0 && z->imag < 100000.0)
            fprintf(f, " %11.5f,%11.5f", z->real, z->imag);
        else
            fprintf(f, " %.5e,%.5e", z->real, z->imag);
        break;
    }
    case C_SCPL: {
        const SingleComplex *z = (const SingleComplex *)v;
        if (z->real < 100000.0 && z->imag < 100000.0)
            fprintf(f, " %11.5f,%11.5f", z->real, z->imag);
        else
            fprintf(f, " %.5e,%.5e", z->real, z->imag);
        break;
    }
    }
}

static void print_header(FILE *f, int type, long from, long to)
{
    switch (type) {
    case C_DBL:
        fprintf(f, "   ");
        for (long i = from; i <= to; i++)
            fprintf(f, "%10ld  ", i);
        fprintf(f, "\n      ");
        for (long i = from; i <= to; i++)
            fprintf(f, " -----------");
        break;
    case C_DCPL:
    case C_SCPL:
        for (long i = from; i <= to; i++)
            fprintf(f, "%22ld  ", i);
        fprintf(f, "\n      ");
        for (long i = from; i <= to; i++)
            fprintf(f, " -----------------------");
        break;
    default: /* the integers and float */
        fprintf(f, "     ");
        for (long i = from; i <= to; i++)
            fprintf(f, "%7ld  ", i);
        fprintf(f, "\n      ");
        for (long i = from; i <= to; i++)
            fprintf(f, " --------");
    }
    fprintf(f, "\n");
}

static long min_l(long a, long b)
{
    return a < b ? a : b;
}

/* Prints Fortran box [flo, fhi] of array g_a, as GA's patch printer does. */
static void print_patch(FILE *f, int g_a, const long *flo, const long *fhi, int pretty)
{
    gaupc_array *a = gaupc_arr(g_a);
    int n = a->ndim;
    gaupc_array_sync(a);
    if (a->me == 0) {
        for (int i = 0; i < n; i++)
            if (flo[i] <= 0 || fhi[i] > a->dims[n - 1 - i] || flo[i] > fhi[i]) {
                long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
                for (int d = 0; d < n; d++) {
                    lo[n - 1 - d] = flo[d] - 1;
                    hi[n - 1 - d] = fhi[d] - 1;
                }
                char r[256];
                gaupc_format_range(r, sizeof r, n, lo, hi);
                gaupc_error(g_a, "g_a indices out of range: %s of %s", r, a->name);
            }
        fprintf(f, "\n global array: %s[", a->name);
        for (int i = 0; i < n; i++)
            fprintf(f, i != n - 1 ? "%ld:%ld," : "%ld:%ld", flo[i], fhi[i]);
        fprintf(f, "],  handle: %d \n", g_a);
        long bufsize = a->type == C_SCPL ? BUFSIZE / 2 : BUFSIZE;
        char *buf = malloc((size_t)bufsize * bufsize * a->esize);
        long lop[GA_MAX_DIM], hip[GA_MAX_DIM];
        int done = 0;
        if (!pretty) {
            for (int i = 0; i < n; i++)
                lop[i] = hip[i] = flo[i];
            hip[0] = min_l(lop[0] + bufsize - 1, fhi[0]);
            while (!done) {
                fget(a, lop, hip, buf, bufsize);
                for (long i = 0; i < hip[0] - lop[0] + 1; i++) {
                    fprintf(f, "%s(", a->name);
                    for (int j = 0; j < n; j++)
                        fprintf(f, j == n - 1 ? "%ld" : "%ld,", j == 0 ? lop[0] + i : lop[j]);
                    print_value_plain(f, a->type, buf + i * a->esize);
                }
                fflush(f);
                lop[0] = hip[0] + 1;
                hip[0] = min_l(lop[0] + bufsize - 1, fhi[0]);
                for (int i = 0; i < n; i++)
                    if (lop[i] > fhi[i]) {
                        if (i == n - 1) {
                            done = 1;
                        } else {
                            lop[i] = flo[i];
                            hip[i] = i == 0 ? min_l(lop[i] + bufsize - 1, fhi[i]) : flo[i];
                            lop[i + 1]++;
                            hip[i + 1]++;
                        }
                    }
            }
        } else {
            for (int i = 0; i < n; i++) {
                lop[i] = flo[i];
                hip[i] = i < 2 ? min_l(lop[i] + bufsize - 1, fhi[i]) : flo[i];
            }
            int new2d = 1, new3d = 1;
            while (!done) {
                if (new3d && n > 2) {
                    fprintf(f, "\n -- patch: %s[", a->name);
                    for (int i = 0; i < n; i++) {
                        if (i < 2)
                            fprintf(f, i != n - 1 ? "%ld:%ld," : "%ld:%ld", flo[i], fhi[i]);
                        else
                            fprintf(f, i != n - 1 ? "%ld," : "%ld", lop[i]);
                    }
                    fprintf(f, "]\n");
                    new3d = 0;
                }
                if (new2d && n > 1) {
                    fprintf(f, "\n");
                    print_header(f, a->type, lop[1], hip[1]);
                    new2d = 0;
                }
                fget(a, lop, hip, buf, bufsize);
                for (long i = 0; i < hip[0] - lop[0] + 1; i++) {
                    fprintf(f, "%4ld  ", lop[0] + i);
                    if (n > 1)
                        for (long j = 0; j < hip[1] - lop[1] + 1; j++)
                            print_value_pretty(f, a->type, buf + (j * bufsize + i) * a->esize);
                    else
                        print_value_pretty(f, a->type, buf + i * a->esize);
                    fprintf(f, "\n");
                }
                lop[0] = hip[0] + 1;
                hip[0] = min_l(lop[0] + bufsize - 1, fhi[0]);
                for (int i = 0; i < n; i++)
                    if (lop[i] > fhi[i]) {
                        if (i == n - 1) {
                            done = 1;
                        } else {
                            lop[i] = flo[i];
                            hip[i] = i < 2 ? min_l(lop[i] + bufsize - 1, fhi[i]) : flo[i];
                            if (i == 0) {
                                lop[1] = hip[1] + 1;
                                hip[1] = min_l(lop[1] + bufsize - 1, fhi[1]);
                            } else {
                                lop[i + 1]++;
                                hip[i + 1]++;
                            }
                            if (i == 0)
                                new2d = 1;
                            if (i == 1)
                                new3d = 1;
                        }
                    }
            }
        }
        free(buf);
        fflush(f);
    }
    gaupc_array_sync(a);
}

void gaupc_GA_Print_file(FILE *file, int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    long flo[GA_MAX_DIM], fhi[GA_MAX_DIM];
    for (int i = 0; i < a->ndim; i++) {
        flo[i] = 1;
        fhi[i] = a->dims[a->ndim - 1 - i];
    }
    print_patch(file, g_a, flo, fhi, 1);
}

void gaupc_GA_Print(int g_a)
{
    gaupc_GA_Print_file(stdout, g_a);
}

void gaupc_NGA_Print_patch(int g_a, int lo[], int hi[], int pretty)
{
    gaupc_array *a = gaupc_arr(g_a);
    long flo[GA_MAX_DIM], fhi[GA_MAX_DIM];
    for (int i = 0; i < a->ndim; i++) {
        flo[i] = lo[a->ndim - 1 - i] + 1;
        fhi[i] = hi[a->ndim - 1 - i] + 1;
    }
    print_patch(stdout, g_a, flo, fhi, pretty);
}

/* GA_Print_patch: the patch [ilo:ihi, jlo:jhi] of a 2-dimensional array, as NGA_Print_patch
   prints it (the installed GA 5.8 passes jhi as the second lower bound and leaves the second
   upper bound unset: it prints another patch, or stops with "cannot locate region"). */
void gaupc_GA_Print_patch(int g_a, int ilo, int ihi, int jlo, int jhi, int pretty)
{
    if (gaupc_arr(g_a)->ndim != 2)
        gaupc_error(g_a, "GA_Print_patch takes a 2-dimensional array");
    int lo[2] = {ilo, jlo}, hi[2] = {ihi, jhi};
    gaupc_NGA_Print_patch(g_a, lo, hi, pretty);
}

static void print_range(const char *pre, int n, const long *lo, const long *hi)
{
    printf("%s[", pre);
    for (int i = 0; i < n; i++) {
        printf("%ld:%ld", lo[i], hi[i]);
        if (i == n - 1)
            printf("] \n");
        else
            printf(",");
    }
}

/* The blocks of a block-cyclic or tiled array, process by process. */
static void print_blocks(gaupc_array *a)
{
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    char msg[100];
    for (int p = 0; p < a->nprocs; p++) {
        printf("Distribution on process %d\n", p);
        for (long b = 0; b < a->block_total; b++)
            if (gaupc_block_owner(a, b) == p) {
                gaupc_block_extent(a, b, lo, hi);
                snprintf(msg, sizeof msg, "  Block=%ld\t corresponds to array section: ", b);
                print_range(msg, a->ndim, lo, hi);
            }
    }
}

/* GA_Print_distribution in C style: 0-based ranges, C's dimension order. */
void gaupc_GA_Print_distribution(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    int n = a->ndim;
    gaupc_array_sync(a);
    if (a->me == 0) {
        printf("Array Handle=%d Name:'%s' ", g_a, a->name);
        printf("Data Type:%s", gaupc_type_name(a->type));
        printf("\nArray Dimensions:");
        for (int i = 0; i < n - 1; i++)
            printf("%ldx", a->dims[i]);
        printf("%ld\n", a->dims[n - 1]);
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        char msg[100];
        if (a->distr == GAUPC_REGULAR) {
            for (int p = 0; p < a->nprocs; p++) {
                gaupc_distribution(a, p, lo, hi);
                snprintf(msg, sizeof msg, "Process=%d\t owns array section: ", p);
                print_range(msg, n, lo, hi);
            }
        } else if (a->distr == GAUPC_BLOCK_CYCLIC) {
            /* GA 5.8's own loop stops early (it reuses its process counter): the lines it means */
            printf("\nDistribution is block-cyclic\n");
            printf("\nTotal of %ld blocks on %d processors\n", a->block_total, a->nprocs);
            print_blocks(a);
        } else {
            printf("\nDistribution is %s\n\n", a->distr == GAUPC_SCALAPACK ? "ScaLAPACK" : "Tiled Irregular");
            printf("Number of blocks in each dimension: [");
            for (int i = 0; i < n; i++)
                printf(i < n - 1 ? "%ld," : "%ld]\n\n", a->num_blocks[i]);
            printf("Processor grid dimensions: [");
            for (int i = 0; i < n; i++)
                printf(i < n - 1 ? "%d," : "%d]\n\n", a->grid[i]);
            print_blocks(a);
        }
        fflush(stdout);
    }
    gaupc_array_sync(a);
}

/* GA's summary of the active arrays, in GA's (Fortran) view. */
void gaupc_GA_Summarize(int verbose)
{
    gaupc_check_init();
    printf(" Summary of allocated global arrays\n");
    printf("-----------------------------------\n");
    int printed = 0, no = 0;
    for (int g = -1000; g < -900; g++) {
        if (!gaupc_GA_Valid_handle(g) || !gaupc_handle(g)->allocated)
            continue;
        gaupc_array *a = gaupc_handle(g);
        int n = a->ndim;
        printed = 1;
        switch (a->type) {
        case C_INT:
            printf("  array %d => integer ", no);
            break;
        case C_DBL:
            printf("  array %d => double precision ", no);
            break;
        case C_DCPL:
            printf("  array %d => double complex ", no);
            break;
        case C_SCPL:
            printf("  array %d => float (single) complex ", no);
            break;
        case C_FLOAT:
            printf("  array %d => float ", no);
            break;
        case C_LONG:
            printf("  array %d => long ", no);
            break;
        case C_LONGLONG:
            printf("  array %d => long long", no);
            break;
        }
        no++;
        printf("%s(", a->name);
        for (int i = 0; i < n; i++)
            printf(i != n - 1 ? "%ld," : "%ld", a->dims[n - 1 - i]);
        printf("),  handle: %d \n", g);
        if (verbose)
            for (int p = 0; p < a->nprocs; p++) {
                long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
                gaupc_distribution(a, p, lo, hi);
                printf("    (");
                for (int j = 0; j < n; j++)
                    printf(j != n - 1 ? "%ld:%ld," : "%ld:%ld", lo[n - 1 - j] + 1, hi[n - 1 - j] + 1);
                printf(") -> %d \n", p);
            }
    }
    if (!printed)
        printf("  No active global arrays\n");
    printf("\n\n");
    fflush(stdout);
}
