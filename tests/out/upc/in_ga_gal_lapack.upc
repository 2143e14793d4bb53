/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_gal_lapack.c"
/* ga_gal_lapack.c - GA's internal names of LAPACK and BLAS routines, which GA 5.8's library
   exports and its test programs call (through its galinalg.h, or directly): gal_dgetrf_,
   gal_dgetrs_, gal_dtrsm_, the gal_?gemm_ and xb_?gemm products. Every process reads a 4 x 4
   matrix from a global array, factors it (gal_dgetrf_), solves with the factors twice
   (gal_dgetrs_, and the two triangular solves of gal_dtrsm_ after the row swaps), multiplies
   back (gal_dgemm_, xb_dgemm, and the single-precision and complex forms) and checks; process
   0 prints the results to 6 decimals. Fortran's conventions: column-major matrices, arguments
   by address, the lengths of character arguments after the others (xb_dgemm is C's, with
   C's int). */
#include <math.h>
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 20 "tests/in/ga_upc/ga_gal_lapack.c"
/* Fortran's INTEGER in the gal_ routines: GA 5.8 builds its Fortran with 8-byte integers
   (`ga-config --fint`: -fdefault-integer-8). */
typedef long fint;

extern void gal_dgetrf_(fint *m, fint *n, double *a, fint *lda, fint *ipiv, fint *info);
extern void gal_dgetrs_(char *trans, fint *n, fint *nrhs, double *a, fint *lda, fint *ipiv, double *b, fint *ldb, fint *info, size_t ltrans);

extern void gal_dtrsm_(char *side, char *uplo, char *transa, char *diag, fint *m, fint *n, double *alpha, double *a, fint *lda, double *b, fint *ldb, size_t l1, size_t l2, size_t l3, size_t l4);

extern void gal_dgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, double *alpha, double *a, fint *lda, double *b, fint *ldb, double *beta, double *c, fint *ldc, size_t l1, size_t l2);

extern void gal_sgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, float *alpha, float *a, fint *lda, float *b, fint *ldb, float *beta, float *c, fint *ldc, size_t l1, size_t l2);

extern void gal_zgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, DoubleComplex *alpha, DoubleComplex *a, fint *lda, DoubleComplex *b, fint *ldb, DoubleComplex *beta, DoubleComplex *c, fint *ldc, size_t l1, size_t l2);


extern void gal_cgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, SingleComplex *alpha, SingleComplex *a, fint *lda, SingleComplex *b, fint *ldb, SingleComplex *beta, SingleComplex *c, fint *ldc, size_t l1, size_t l2);


extern void xb_dgemm(char *ta, char *tb, int *m, int *n, int *k, double *alpha, const double *a, int *lda, const double *b, int *ldb, double *beta, double *c, int *ldc);


static int me;

static void show(const char *what, const double *x, int n) {

    if (me != 0)
        return;
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %.6f", fabs(x[i]) < 5e-7 ? 0.0 : x[i]);
    printf("\n");
}

int main(int argc, char **argv) {

    int dims[2] = { 4, 4 }, lo[2] = { 0, 0 }, hi[2] = { 4 - 1, 4 - 1 }, ld[1] = { 4 };
    fint n = 4, one = 1, info = -1, ipiv[4];
    int in = 4, ione = 1;
    double a[4 * 4], lu[4 * 4], b[4], x[4], y[4], alpha = 1, beta = 0;
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    int g = NGA_Create(C_DBL, 2, dims, "a", (void *)0);
    if (me == 0) {
        /* a matrix that needs row swaps: column-major, a[j * N + i] is row i, column j */
        double rows[4][4] = {
            { 0, 2, 1, 3 },
            { 4, 1, 0, 2 },
            { 1, 5, 2, 0 },
            { 2, 0, 6, 1 },
        };
#line 67 "tests/in/ga_upc/ga_gal_lapack.c"
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                a[j * 4 + i] = rows[i][j];
        NGA_Put(g, lo, hi, a, ld);
    }
    GA_Sync();
    NGA_Get(g, lo, hi, a, ld);
    for (int i = 0; i < 4 * 4; i++)
        lu[i] = a[i];
    gal_dgetrf_(&n, &n, lu, &n, ipiv, &info);
    if (me == 0)
        printf("gal_dgetrf_: info %ld, pivots %ld %ld %ld %ld\n", info, ipiv[0], ipiv[1], ipiv[2], ipiv[3]);
    show("factors", lu, 4 * 4);
    for (int i = 0; i < 4; i++)
        b[i] = x[i] = i + 1;
    gal_dgetrs_("N", &n, &one, lu, &n, ipiv, x, &n, &info, 1);
    if (me == 0)
        printf("gal_dgetrs_: info %ld\n", info);
    show("solution", x, 4);
    /* the same through the triangular solves: swap rows as the pivots say, L then U */
    for (int i = 0; i < 4; i++)
        y[i] = b[i];
    for (int i = 0; i < 4; i++) {
        double t = y[i];
        y[i] = y[ipiv[i] - 1];
        y[ipiv[i] - 1] = t;
    }
    gal_dtrsm_("L", "L", "N", "U", &n, &one, &alpha, lu, &n, y, &n, 1, 1, 1, 1);
    gal_dtrsm_("L", "U", "N", "N", &n, &one, &alpha, lu, &n, y, &n, 1, 1, 1, 1);
    show("solution by gal_dtrsm_", y, 4);
    /* A x through both products: b again */
    double r1[4], r2[4];
    gal_dgemm_("N", "N", &n, &one, &n, &alpha, a, &n, x, &n, &beta, r1, &n, 1, 1);
    xb_dgemm("N", "N", &in, &ione, &in, &alpha, a, &in, y, &in, &beta, r2, &in);
    show("A x by gal_dgemm_", r1, 4);
    show("A x by xb_dgemm", r2, 4);
    /* A^T A by the other three precisions */
    float fa[4 * 4], fc[4 * 4], fone = 1, fzero = 0;
    SingleComplex ca[4 * 4], cc[4 * 4], cone = { 1, 0 }, czero = { 0, 0 };
    DoubleComplex za[4 * 4], zc[4 * 4], zone = { 1, 0 }, zzero = { 0, 0 };
    for (int i = 0; i < 4 * 4; i++) {
        fa[i] = (float)a[i];
        ca[i].real = (float)a[i], ca[i].imag = 1;
        za[i].real = a[i], za[i].imag = -1;
    }
    gal_sgemm_("T", "N", &n, &n, &n, &fone, fa, &n, fa, &n, &fzero, fc, &n, 1, 1);
    gal_cgemm_("N", "T", &n, &n, &n, &cone, ca, &n, ca, &n, &czero, cc, &n, 1, 1);
    gal_zgemm_("C", "N", &n, &n, &n, &zone, za, &n, za, &n, &zzero, zc, &n, 1, 1);
    double d[3 * 4];
    for (int i = 0; i < 4; i++) {
        d[i] = fc[i * 4 + i];
        d[4 + i] = cc[i * 4 + i].real + cc[i * 4 + i].imag;
        d[2 * 4 + i] = zc[i * 4 + i].real + zc[i * 4 + i].imag;
    }
    show("diagonals of the s, c and z products", d, 3 * 4);
    double err = 0;
    for (int i = 0; i < 4; i++)
        err = fmax(err, fabs(r1[i] - b[i]) + fabs(r2[i] - b[i]));
    GA_Dgop(&err, 1, "max");
    if (me == 0)
        printf("%s: ga_gal_lapack\n", err < 1e-12 ? "PASS" : "FAIL");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
