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
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

#include "ga.h"
#include "macdecls.h"

#define N 4

/* Fortran's INTEGER in the gal_ routines: GA 5.8 builds its Fortran with 8-byte integers
   (`ga-config --fint`: -fdefault-integer-8). */
typedef long fint;

extern void gal_dgetrf_(fint *m, fint *n, double *a, fint *lda, fint *ipiv, fint *info);
extern void gal_dgetrs_(char *trans, fint *n, fint *nrhs, double *a, fint *lda, fint *ipiv, double *b, fint *ldb,
                        fint *info, size_t ltrans);
extern void gal_dtrsm_(char *side, char *uplo, char *transa, char *diag, fint *m, fint *n, double *alpha, double *a,
                       fint *lda, double *b, fint *ldb, size_t l1, size_t l2, size_t l3, size_t l4);
extern void gal_dgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, double *alpha, double *a, fint *lda, double *b,
                       fint *ldb, double *beta, double *c, fint *ldc, size_t l1, size_t l2);
extern void gal_sgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, float *alpha, float *a, fint *lda, float *b,
                       fint *ldb, float *beta, float *c, fint *ldc, size_t l1, size_t l2);
extern void gal_zgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, DoubleComplex *alpha, DoubleComplex *a,
                       fint *lda, DoubleComplex *b, fint *ldb, DoubleComplex *beta, DoubleComplex *c, fint *ldc,
                       size_t l1, size_t l2);
extern void gal_cgemm_(char *ta, char *tb, fint *m, fint *n, fint *k, SingleComplex *alpha, SingleComplex *a,
                       fint *lda, SingleComplex *b, fint *ldb, SingleComplex *beta, SingleComplex *c, fint *ldc,
                       size_t l1, size_t l2);
extern void xb_dgemm(char *ta, char *tb, int *m, int *n, int *k, double *alpha, const double *a, int *lda,
                     const double *b, int *ldb, double *beta, double *c, int *ldc);

static int me;

static void show(const char *what, const double *x, int n)
{
    if (me != 0)
        return;
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %.6f", fabs(x[i]) < 5e-7 ? 0.0 : x[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    int dims[2] = {N, N}, lo[2] = {0, 0}, hi[2] = {N - 1, N - 1}, ld[1] = {N};
    fint n = N, one = 1, info = -1, ipiv[N];
    int in = N, ione = 1;
    double a[N * N], lu[N * N], b[N], x[N], y[N], alpha = 1, beta = 0;
    MPI_Init(&argc, &argv);
    GA_Initialize();
    me = GA_Nodeid();
    int g = NGA_Create(C_DBL, 2, dims, "a", NULL);
    if (me == 0) {
        /* a matrix that needs row swaps: column-major, a[j * N + i] is row i, column j */
        double rows[N][N] = {{0, 2, 1, 3}, {4, 1, 0, 2}, {1, 5, 2, 0}, {2, 0, 6, 1}};
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                a[j * N + i] = rows[i][j];
        NGA_Put(g, lo, hi, a, ld);
    }
    GA_Sync();
    NGA_Get(g, lo, hi, a, ld);
    for (int i = 0; i < N * N; i++)
        lu[i] = a[i];
    gal_dgetrf_(&n, &n, lu, &n, ipiv, &info);
    if (me == 0)
        printf("gal_dgetrf_: info %ld, pivots %ld %ld %ld %ld\n", info, ipiv[0], ipiv[1], ipiv[2], ipiv[3]);
    show("factors", lu, N * N);
    for (int i = 0; i < N; i++)
        b[i] = x[i] = i + 1;
    gal_dgetrs_("N", &n, &one, lu, &n, ipiv, x, &n, &info, 1);
    if (me == 0)
        printf("gal_dgetrs_: info %ld\n", info);
    show("solution", x, N);
    /* the same through the triangular solves: swap rows as the pivots say, L then U */
    for (int i = 0; i < N; i++)
        y[i] = b[i];
    for (int i = 0; i < N; i++) {
        double t = y[i];
        y[i] = y[ipiv[i] - 1];
        y[ipiv[i] - 1] = t;
    }
    gal_dtrsm_("L", "L", "N", "U", &n, &one, &alpha, lu, &n, y, &n, 1, 1, 1, 1);
    gal_dtrsm_("L", "U", "N", "N", &n, &one, &alpha, lu, &n, y, &n, 1, 1, 1, 1);
    show("solution by gal_dtrsm_", y, N);
    /* A x through both products: b again */
    double r1[N], r2[N];
    gal_dgemm_("N", "N", &n, &one, &n, &alpha, a, &n, x, &n, &beta, r1, &n, 1, 1);
    xb_dgemm("N", "N", &in, &ione, &in, &alpha, a, &in, y, &in, &beta, r2, &in);
    show("A x by gal_dgemm_", r1, N);
    show("A x by xb_dgemm", r2, N);
    /* A^T A by the other three precisions */
    float fa[N * N], fc[N * N], fone = 1, fzero = 0;
    SingleComplex ca[N * N], cc[N * N], cone = {1, 0}, czero = {0, 0};
    DoubleComplex za[N * N], zc[N * N], zone = {1, 0}, zzero = {0, 0};
    for (int i = 0; i < N * N; i++) {
        fa[i] = (float)a[i];
        ca[i].real = (float)a[i], ca[i].imag = 1;
        za[i].real = a[i], za[i].imag = -1;
    }
    gal_sgemm_("T", "N", &n, &n, &n, &fone, fa, &n, fa, &n, &fzero, fc, &n, 1, 1);
    gal_cgemm_("N", "T", &n, &n, &n, &cone, ca, &n, ca, &n, &czero, cc, &n, 1, 1);
    gal_zgemm_("C", "N", &n, &n, &n, &zone, za, &n, za, &n, &zzero, zc, &n, 1, 1);
    double d[3 * N];
    for (int i = 0; i < N; i++) {
        d[i] = fc[i * N + i];
        d[N + i] = cc[i * N + i].real + cc[i * N + i].imag;
        d[2 * N + i] = zc[i * N + i].real + zc[i * N + i].imag;
    }
    show("diagonals of the s, c and z products", d, 3 * N);
    double err = 0;
    for (int i = 0; i < N; i++)
        err = fmax(err, fabs(r1[i] - b[i]) + fabs(r2[i] - b[i]));
    GA_Dgop(&err, 1, "max");
    if (me == 0)
        printf("%s: ga_gal_lapack\n", err < 1e-12 ? "PASS" : "FAIL");
    GA_Terminate();
    MPI_Finalize();
    return 0;
}
