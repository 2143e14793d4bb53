/* ga_linalg.upc - GA's linear solvers (GA_Lu_solve, GA_Llt_solve, GA_Solve, GA_Spd_invert)
   and symmetric eigensolvers (GA_Diag, GA_Diag_seq, GA_Diag_reuse, GA_Diag_std(_seq)).

   GA defines them in its Fortran view of the arrays: a C array of dimensions {r, c} is the
   Fortran matrix c x r, its transpose. A C array's row-major data are exactly that Fortran
   matrix in column-major order, so every process fetches the whole matrices (whole-patch
   transfers), factorises and solves in column-major order with partial pivoting (LU) or
   Cholesky, and each owner stores its own blocks of the result: the computation is replicated
   on the processes of the array's group (O(n^3) on each), not distributed; n in the hundreds
   to a few thousands is what it suits. Double precision only, as GA. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ga_internal.h"

/* The whole of a 2-dimensional double array, as a column-major Fortran matrix rows x cols. */
static double *fetch(gaupc_array *a, long *rows, long *cols)
{
    long lo[2] = {0, 0}, hi[2] = {a->dims[0] - 1, a->dims[1] - 1};
    double *m = malloc((size_t)(a->dims[0] * a->dims[1]) * sizeof *m);
    gaupc_get_dense(a, lo, hi, m);
    *rows = a->dims[1];
    *cols = a->dims[0];
    return m;
}

/* Every owner stores its blocks of m (the whole array, as fetch gives it). */
static void store(gaupc_array *a, const double *m)
{
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        double *base = gaupc_my_block(a, k, lo, hi);
        long w = hi[1] - lo[1] + 1;
        for (long i = lo[0]; i <= hi[0]; i++)
            memcpy(base + (i - lo[0]) * w, m + i * a->dims[1] + lo[1], (size_t)w * sizeof *m);
        gaupc_my_block_done(a, base, lo, hi, 1);
    }
}

static gaupc_array *dmatrix(int g, const char *what)
{
    gaupc_array *a = gaupc_arr(g);
    if (a->ndim != 2)
        gaupc_error(a->ndim, "%s: array %d must have 2 dimensions", what, g);
    if (a->type != C_DBL)
        gaupc_error(a->type, "%s: only double precision is supported", what);
    return a;
}

/* The square matrix A and the right-hand sides B (n x nrhs in GA's view). */
static void check_system(gaupc_array *a, gaupc_array *b, const char *what)
{
    if (a->dims[0] != a->dims[1])
        gaupc_error(a->dims[0], "%s: the matrix must be square", what);
    if (b->dims[1] != a->dims[0])
        gaupc_error(b->dims[1], "%s: dims of A and B do not match", what);
}

#define AT(m, n, i, j) (m)[(i) + (long)(j) * (n)]

/* LU with partial pivoting in place; piv[k] is the row swapped with k. 0, or k + 1 when
   U(k,k) is zero. */
static long lu_factor(double *a, long n, long *piv)
{
    long info = 0;
    for (long k = 0; k < n; k++) {
        long p = k;
        for (long i = k + 1; i < n; i++)
            if (fabs(AT(a, n, i, k)) > fabs(AT(a, n, p, k)))
                p = i;
        piv[k] = p;
        if (p != k)
            for (long j = 0; j < n; j++) {
                double t = AT(a, n, k, j);
                AT(a, n, k, j) = AT(a, n, p, j);
                AT(a, n, p, j) = t;
            }
        double d = AT(a, n, k, k);
        if (d == 0) {
            if (!info)
                info = k + 1;
            continue;
        }
        for (long i = k + 1; i < n; i++)
            AT(a, n, i, k) /= d;
        for (long j = k + 1; j < n; j++) {
            double f = AT(a, n, k, j);
            if (f != 0)
                for (long i = k + 1; i < n; i++)
                    AT(a, n, i, j) -= AT(a, n, i, k) * f;
        }
    }
    return info;
}

/* Solves op(A) X = B with the factors of lu_factor, B (n x nrhs) overwritten. */
static void lu_solve(const double *a, long n, const long *piv, int trans, double *b, long nrhs)
{
    for (long c = 0; c < nrhs; c++) {
        double *x = b + c * n;
        if (!trans) {
            for (long k = 0; k < n; k++)
                if (piv[k] != k) {
                    double t = x[k];
                    x[k] = x[piv[k]];
                    x[piv[k]] = t;
                }
            for (long i = 0; i < n; i++)
                for (long j = 0; j < i; j++)
                    x[i] -= AT(a, n, i, j) * x[j];
            for (long i = n - 1; i >= 0; i--) {
                for (long j = i + 1; j < n; j++)
                    x[i] -= AT(a, n, i, j) * x[j];
                x[i] /= AT(a, n, i, i);
            }
        } else {
            for (long i = 0; i < n; i++) {
                for (long j = 0; j < i; j++)
                    x[i] -= AT(a, n, j, i) * x[j];
                x[i] /= AT(a, n, i, i);
            }
            for (long i = n - 1; i >= 0; i--)
                for (long j = i + 1; j < n; j++)
                    x[i] -= AT(a, n, j, i) * x[j];
            for (long k = n - 1; k >= 0; k--)
                if (piv[k] != k) {
                    double t = x[k];
                    x[k] = x[piv[k]];
                    x[piv[k]] = t;
                }
        }
    }
}

/* Cholesky A = L L^T in the lower triangle; 0, or the order of the leading minor that is not
   positive definite. */
static long llt_factor(double *a, long n)
{
    for (long j = 0; j < n; j++) {
        double d = AT(a, n, j, j);
        for (long k = 0; k < j; k++)
            d -= AT(a, n, j, k) * AT(a, n, j, k);
        if (!(d > 0))
            return j + 1;
        d = sqrt(d);
        AT(a, n, j, j) = d;
        for (long i = j + 1; i < n; i++) {
            double s = AT(a, n, i, j);
            for (long k = 0; k < j; k++)
                s -= AT(a, n, i, k) * AT(a, n, j, k);
            AT(a, n, i, j) = s / d;
        }
    }
    return 0;
}

/* B = L^-1 B (B n x nrhs, L the lower triangle of llt_factor) */
static void llt_lower(const double *l, long n, double *b, long nrhs)
{
    for (long c = 0; c < nrhs; c++) {
        double *x = b + c * n;
        for (long i = 0; i < n; i++) {
            for (long k = 0; k < i; k++)
                x[i] -= AT(l, n, i, k) * x[k];
            x[i] /= AT(l, n, i, i);
        }
    }
}

/* B = L^-T B */
static void llt_upper(const double *l, long n, double *b, long nrhs)
{
    for (long c = 0; c < nrhs; c++) {
        double *x = b + c * n;
        for (long i = n - 1; i >= 0; i--) {
            for (long k = i + 1; k < n; k++)
                x[i] -= AT(l, n, k, i) * x[k];
            x[i] /= AT(l, n, i, i);
        }
    }
}

static void llt_solve(const double *l, long n, double *b, long nrhs)
{
    llt_lower(l, n, b, nrhs);
    llt_upper(l, n, b, nrhs);
}

void gaupc_GA_Lu_solve(char trans, int g_a, int g_b)
{
    gaupc_array *a = dmatrix(g_a, "GA_Lu_solve"), *b = dmatrix(g_b, "GA_Lu_solve");
    check_system(a, b, "GA_Lu_solve");
    gaupc_array_sync(a);
    long n, m, nrhs;
    double *fa = fetch(a, &n, &m), *fb = fetch(b, &m, &nrhs);
    long *piv = malloc((size_t)n * sizeof *piv);
    if (lu_factor(fa, n, piv))
        gaupc_error(0, "GA_Lu_solve: the matrix is singular");
    lu_solve(fa, n, piv, trans == 't' || trans == 'T', fb, nrhs);
    gaupc_array_sync(a);
    store(b, fb);
    gaupc_array_sync(a);
    free(piv);
    free(fa);
    free(fb);
}

/* Cholesky, else (mode 1: GA_Solve) LU: returns 0 when Cholesky succeeded, else its info. */
static int spd_solve(int g_a, int g_b, int mode, const char *what)
{
    gaupc_array *a = dmatrix(g_a, what), *b = dmatrix(g_b, what);
    check_system(a, b, what);
    gaupc_array_sync(a);
    long n, m, nrhs;
    double *fa = fetch(a, &n, &m), *fb = fetch(b, &m, &nrhs);
    long info = llt_factor(fa, n);
    if (!info) {
        llt_solve(fa, n, fb, nrhs);
    } else if (mode == 1) {
        free(fa);
        fa = fetch(a, &n, &m);
        long *piv = malloc((size_t)n * sizeof *piv);
        if (lu_factor(fa, n, piv))
            gaupc_error(0, "%s: the matrix is singular", what);
        lu_solve(fa, n, piv, 0, fb, nrhs);
        free(piv);
    }
    gaupc_array_sync(a);
    if (!info || mode == 1)
        store(b, fb);
    gaupc_array_sync(a);
    free(fa);
    free(fb);
    return (int)info;
}

int gaupc_GA_Llt_solve(int g_a, int g_b)
{
    return spd_solve(g_a, g_b, 0, "GA_Llt_solve");
}

int gaupc_GA_Solve(int g_a, int g_b)
{
    return spd_solve(g_a, g_b, 1, "GA_Solve");
}

/* The inverse of a symmetric positive definite matrix, in place (both triangles): 0, or the
   order of the leading minor that is not positive definite (the array is then unchanged). */
int gaupc_GA_Spd_invert(int g_a)
{
    gaupc_array *a = dmatrix(g_a, "GA_Spd_invert");
    if (a->dims[0] != a->dims[1])
        gaupc_error(a->dims[0], "GA_Spd_invert: the matrix must be square");
    gaupc_array_sync(a);
    long n, m;
    double *fa = fetch(a, &n, &m);
    long info = llt_factor(fa, n);
    if (!info) {
        double *inv = calloc((size_t)(n * n), sizeof *inv);
        for (long c = 0; c < n; c++)
            AT(inv, n, c, c) = 1;
        llt_solve(fa, n, inv, n);
        for (long j = 0; j < n; j++) /* exactly symmetric */
            for (long i = j + 1; i < n; i++)
                AT(inv, n, j, i) = AT(inv, n, i, j);
        gaupc_array_sync(a);
        store(a, inv);
        free(inv);
    }
    gaupc_array_sync(a);
    free(fa);
    return (int)info;
}

/* ------------------------------------------------------------------ symmetric eigensolvers

   GA_Diag_std: A v = lambda v; GA_Diag: A v = lambda S v with S symmetric positive definite.
   The eigenvalues go to eval in ascending order, the eigenvectors to the columns of V in GA's
   view (row k of the C array is the eigenvector of eval[k]); the generalized ones are
   S-orthonormal (V^T S V = I). Replicated like the solvers above: every process fetches the
   matrices, reduces the generalized problem to a standard one through the Cholesky factor L
   of S (C = L^-1 A L^-T, v = L^-T y) and diagonalises with cyclic Jacobi rotations; the owners
   store V. The parallel and the sequential forms compute the same. */

/* Jacobi: a (n x n symmetric, column-major) is destroyed; w the eigenvalues ascending, v the
   eigenvectors in its columns. */
static void jacobi(double *a, long n, double *w, double *v)
{
    for (long j = 0; j < n; j++)
        for (long i = 0; i < n; i++)
            AT(v, n, i, j) = i == j;
    for (int sweep = 0; sweep < 100; sweep++) {
        double off = 0, all = 0;
        for (long j = 0; j < n; j++)
            for (long i = 0; i < n; i++) {
                all += AT(a, n, i, j) * AT(a, n, i, j);
                if (i != j)
                    off += AT(a, n, i, j) * AT(a, n, i, j);
            }
        if (off <= 1e-32 * all)
            break;
        for (long p = 0; p < n; p++)
            for (long q = p + 1; q < n; q++) {
                double apq = AT(a, n, p, q);
                if (apq == 0)
                    continue;
                double theta = (AT(a, n, q, q) - AT(a, n, p, p)) / (2 * apq);
                double t = (theta >= 0 ? 1 : -1) / (fabs(theta) + sqrt(theta * theta + 1));
                double c = 1 / sqrt(t * t + 1), s = t * c;
                for (long k = 0; k < n; k++) {
                    double kp = AT(a, n, k, p), kq = AT(a, n, k, q);
                    AT(a, n, k, p) = c * kp - s * kq;
                    AT(a, n, k, q) = s * kp + c * kq;
                }
                for (long k = 0; k < n; k++) {
                    double pk = AT(a, n, p, k), qk = AT(a, n, q, k);
                    AT(a, n, p, k) = c * pk - s * qk;
                    AT(a, n, q, k) = s * pk + c * qk;
                }
                for (long k = 0; k < n; k++) {
                    double kp = AT(v, n, k, p), kq = AT(v, n, k, q);
                    AT(v, n, k, p) = c * kp - s * kq;
                    AT(v, n, k, q) = s * kp + c * kq;
                }
            }
    }
    for (long i = 0; i < n; i++)
        w[i] = AT(a, n, i, i);
    /* ascending, vectors along (selection sort: n is small next to the O(n^3) above) */
    for (long i = 0; i < n; i++) {
        long m = i;
        for (long k = i + 1; k < n; k++)
            if (w[k] < w[m])
                m = k;
        if (m == i)
            continue;
        double t = w[i];
        w[i] = w[m];
        w[m] = t;
        for (long k = 0; k < n; k++) {
            t = AT(v, n, k, i);
            AT(v, n, k, i) = AT(v, n, k, m);
            AT(v, n, k, m) = t;
        }
    }
}

static void check_square(gaupc_array *a, long n, const char *what)
{
    if (a->dims[0] != a->dims[1])
        gaupc_error(a->dims[0], "%s: the matrix must be square", what);
    if (n >= 0 && a->dims[0] != n)
        gaupc_error(a->dims[0], "%s: the matrices must have the same dimensions", what);
}

/* GA_Diag_reuse's Cholesky factor of S, kept between calls. */
static double *kept_factor;
static long kept_n;

/* The generalized problem (general) or the standard one; reuse as GA_Diag_reuse's (0 for the
   others). */
static void diag(int reuse, int g_a, int general, int g_s, int g_v, double *eval, const char *what)
{
    gaupc_array *a = dmatrix(g_a, what), *v = dmatrix(g_v, what);
    check_square(a, -1, what);
    long n = a->dims[0], m;
    check_square(v, n, what);
    gaupc_array *s = general ? dmatrix(g_s, what) : NULL;
    if (s)
        check_square(s, n, what);
    gaupc_array_sync(a);
    double *fa = fetch(a, &n, &m), *l = NULL;
    if (s && reuse > 0) {
        if (!kept_factor || kept_n != n)
            gaupc_error(reuse, "%s: no factorisation of S to reuse (call it with reuse 0 first)", what);
        l = kept_factor;
    } else if (s) {
        l = fetch(s, &n, &m);
        long info = llt_factor(l, n);
        if (info)
            gaupc_error(info, "%s: S is not positive definite (leading minor of order %ld)", what, info);
    }
    if (l) { /* C = L^-1 A L^-T: X = L^-1 A, then C = L^-1 X^T */
        llt_lower(l, n, fa, n);
        for (long j = 0; j < n; j++)
            for (long i = j + 1; i < n; i++) {
                double t = AT(fa, n, i, j);
                AT(fa, n, i, j) = AT(fa, n, j, i);
                AT(fa, n, j, i) = t;
            }
        llt_lower(l, n, fa, n);
    }
    double *vec = malloc((size_t)(n * n) * sizeof *vec);
    jacobi(fa, n, eval, vec);
    if (l)
        llt_upper(l, n, vec, n);
    gaupc_array_sync(a);
    store(v, vec);
    gaupc_array_sync(a);
    if (s && reuse == 0 && strcmp(what, "GA_Diag_reuse") == 0) {
        free(kept_factor);
        kept_factor = l;
        kept_n = n;
    } else if (l != kept_factor) {
        free(l);
    }
    free(vec);
    free(fa);
}

void gaupc_GA_Diag(int g_a, int g_s, int g_v, void *eval)
{
    diag(0, g_a, 1, g_s, g_v, eval, "GA_Diag");
}

void gaupc_GA_Diag_seq(int g_a, int g_s, int g_v, void *eval)
{
    diag(0, g_a, 1, g_s, g_v, eval, "GA_Diag_seq");
}

/* reuse 0: factorise S and keep the factor; > 0: use the kept factor; < 0: free it. */
void gaupc_GA_Diag_reuse(int reuse, int g_a, int g_s, int g_v, void *eval)
{
    if (reuse < 0) {
        gaupc_arr(g_a);
        free(kept_factor);
        kept_factor = NULL;
        return;
    }
    diag(reuse, g_a, 1, g_s, g_v, eval, "GA_Diag_reuse");
}

void gaupc_GA_Diag_std(int g_a, int g_v, void *eval)
{
    diag(0, g_a, 0, 0, g_v, eval, "GA_Diag_std");
}

void gaupc_GA_Diag_std_seq(int g_a, int g_v, void *eval)
{
    diag(0, g_a, 0, 0, g_v, eval, "GA_Diag_std_seq");
}
