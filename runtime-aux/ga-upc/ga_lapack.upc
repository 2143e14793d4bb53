/* ga_lapack.upc - GA-on-UPC: GA's own names for the LAPACK and BLAS routines it carries, which
   GA 5.8's library exports and GA programs call (its test programs through galinalg.h):
   gal_dgetrf_, gal_dgetrs_, gal_dtrsm_, gal_sgemm_, gal_dgemm_, gal_cgemm_, gal_zgemm_ (Fortran
   routines: arguments by address, character lengths after the others, integers of GA's Fortran
   build, 8 bytes: `ga-config --fint` gives -fdefault-integer-8) and xb_sgemm, xb_dgemm,
   xb_cgemm, xb_zgemm (C functions, C's int). Each is the system's LAPACK or BLAS routine of the
   same name (the driver links LAPACK and BLAS with every GA program); the integers are carried
   over to the system's 4-byte ones. This file is a member of its own in the library's archive,
   so only a program that calls these needs LAPACK. */
#include "ga_internal.h"

#include <limits.h>
#include <stdlib.h>

typedef long gal_int; /* GA 5.8's Fortran INTEGER */

extern void dgetrf_(int *m, int *n, double *a, int *lda, int *ipiv, int *info);
extern void dgetrs_(char *trans, int *n, int *nrhs, double *a, int *lda, int *ipiv, double *b, int *ldb, int *info,
                    size_t ltrans);
extern void dtrsm_(char *side, char *uplo, char *transa, char *diag, int *m, int *n, double *alpha, double *a,
                   int *lda, double *b, int *ldb, size_t l1, size_t l2, size_t l3, size_t l4);
extern void sgemm_(char *ta, char *tb, int *m, int *n, int *k, void *alpha, void *a, int *lda, void *b, int *ldb,
                   void *beta, void *c, int *ldc, size_t l1, size_t l2);
extern void dgemm_(char *ta, char *tb, int *m, int *n, int *k, void *alpha, void *a, int *lda, void *b, int *ldb,
                   void *beta, void *c, int *ldc, size_t l1, size_t l2);
extern void cgemm_(char *ta, char *tb, int *m, int *n, int *k, void *alpha, void *a, int *lda, void *b, int *ldb,
                   void *beta, void *c, int *ldc, size_t l1, size_t l2);
extern void zgemm_(char *ta, char *tb, int *m, int *n, int *k, void *alpha, void *a, int *lda, void *b, int *ldb,
                   void *beta, void *c, int *ldc, size_t l1, size_t l2);

/* A Fortran integer argument as the system's int. */
static int arg(const char *routine, const gal_int *x)
{
    if (*x < INT_MIN || *x > INT_MAX)
        gaupc_error(*x, "%s: argument %ld is beyond the range of LAPACK's integers", routine, *x);
    return (int)*x;
}

void gal_dgetrf_(gal_int *m, gal_int *n, double *a, gal_int *lda, gal_int *ipiv, gal_int *info)
{
    int im = arg("gal_dgetrf", m), in = arg("gal_dgetrf", n), ilda = arg("gal_dgetrf", lda), iinfo = 0;
    int k = im < in ? im : in;
    int *piv = malloc((size_t)(k > 0 ? k : 1) * sizeof *piv);
    if (!piv)
        gaupc_error(k, "gal_dgetrf: out of memory");
    dgetrf_(&im, &in, a, &ilda, piv, &iinfo);
    for (int i = 0; i < k; i++)
        ipiv[i] = piv[i];
    *info = iinfo;
    free(piv);
}

void gal_dgetrs_(char *trans, gal_int *n, gal_int *nrhs, double *a, gal_int *lda, gal_int *ipiv, double *b,
                 gal_int *ldb, gal_int *info, size_t ltrans)
{
    int in = arg("gal_dgetrs", n), inrhs = arg("gal_dgetrs", nrhs), ilda = arg("gal_dgetrs", lda);
    int ildb = arg("gal_dgetrs", ldb), iinfo = 0;
    int *piv = malloc((size_t)(in > 0 ? in : 1) * sizeof *piv);
    if (!piv)
        gaupc_error(in, "gal_dgetrs: out of memory");
    for (int i = 0; i < in; i++)
        piv[i] = arg("gal_dgetrs", &ipiv[i]);
    dgetrs_(trans, &in, &inrhs, a, &ilda, piv, b, &ildb, &iinfo, ltrans);
    *info = iinfo;
    free(piv);
}

void gal_dtrsm_(char *side, char *uplo, char *transa, char *diag, gal_int *m, gal_int *n, double *alpha, double *a,
                gal_int *lda, double *b, gal_int *ldb, size_t l1, size_t l2, size_t l3, size_t l4)
{
    int im = arg("gal_dtrsm", m), in = arg("gal_dtrsm", n), ilda = arg("gal_dtrsm", lda);
    int ildb = arg("gal_dtrsm", ldb);
    dtrsm_(side, uplo, transa, diag, &im, &in, alpha, a, &ilda, b, &ildb, l1, l2, l3, l4);
}

typedef void gemm_fn(char *, char *, int *, int *, int *, void *, void *, int *, void *, int *, void *, void *,
                     int *, size_t, size_t);

static void gal_gemm(gemm_fn *f, const char *routine, char *ta, char *tb, gal_int *m, gal_int *n, gal_int *k,
                     void *alpha, void *a, gal_int *lda, void *b, gal_int *ldb, void *beta, void *c, gal_int *ldc,
                     size_t l1, size_t l2)
{
    int im = arg(routine, m), in = arg(routine, n), ik = arg(routine, k), ilda = arg(routine, lda);
    int ildb = arg(routine, ldb), ildc = arg(routine, ldc);
    f(ta, tb, &im, &in, &ik, alpha, a, &ilda, b, &ildb, beta, c, &ildc, l1, l2);
}

#define GAL_GEMM(x)                                                                                               \
    void gal_##x##gemm_(char *ta, char *tb, gal_int *m, gal_int *n, gal_int *k, void *alpha, void *a,             \
                        gal_int *lda, void *b, gal_int *ldb, void *beta, void *c, gal_int *ldc, size_t l1,        \
                        size_t l2)                                                                                \
    {                                                                                                             \
        gal_gemm(x##gemm_, "gal_" #x "gemm", ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, l1, l2);       \
    }                                                                                                             \
    void xb_##x##gemm(char *ta, char *tb, int *m, int *n, int *k, void *alpha, const void *a, int *lda,           \
                      const void *b, int *ldb, void *beta, void *c, int *ldc)                                     \
    {                                                                                                             \
        x##gemm_(ta, tb, m, n, k, alpha, (void *)a, lda, (void *)b, ldb, beta, c, ldc, 1, 1);                     \
    }
GAL_GEMM(s)
GAL_GEMM(d)
GAL_GEMM(c)
GAL_GEMM(z)
