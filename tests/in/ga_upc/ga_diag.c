/* ga_diag.c - GA's symmetric eigensolvers on a distributed 8 x 8 matrix: the standard problem
   (GA_Diag_std_seq) and the generalized one A v = lambda S v (GA_Diag_seq), then GA_Symmetrize
   and GA_Transpose. With the argument `all`, also the parallel forms GA_Diag_std, GA_Diag and
   GA_Diag_reuse (a new, a reused and a freed factorisation; the second problem is 2A, whose
   eigenvalues are printed halved): the installed GA 5.8 has none (`peigs not interfaced`), so
   they must print what its sequential forms print. Process 0 prints the eigenvalues to 6 decimals and the eigenvectors to 4, each
   with the sign that makes its largest component positive (an eigenvector's sign is free),
   and the largest residual |A v - lambda S v| rounded to a power of ten. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"

#define N 8

static int me;

static double round4(double x)
{
    return fabs(x) < 5e-5 ? 0 : x;
}

/* Prints the eigenvalues and the eigenvectors (row k of the C array: GA's column k). */
static void report(const char *what, int g_v, const double *eval, const double *a, const double *s)
{
    double v[N][N];
    int lo[2] = {0, 0}, hi[2] = {N - 1, N - 1}, ld[1] = {N};
    NGA_Get(g_v, lo, hi, v, ld);
    if (me != 0)
        return;
    printf("%s eigenvalues:", what);
    for (int k = 0; k < N; k++)
        printf(" %.6f", eval[k]);
    printf("\n");
    double worst = 0;
    for (int k = 0; k < N; k++) {
        int big = 0;
        for (int i = 1; i < N; i++)
            if (fabs(v[k][i]) > fabs(v[k][big]))
                big = i;
        double sign = v[k][big] < 0 ? -1 : 1;
        printf("%s vector %d:", what, k);
        for (int i = 0; i < N; i++)
            printf(" %.4f", round4(sign * v[k][i]));
        printf("\n");
        for (int i = 0; i < N; i++) {
            double r = 0;
            for (int j = 0; j < N; j++)
                r += a[i * N + j] * v[k][j] - eval[k] * (s ? s[i * N + j] : i == j) * v[k][j];
            if (fabs(r) > worst)
                worst = fabs(r);
        }
    }
    printf("%s residual below 1e-9: %s\n", what, worst < 1e-9 ? "yes" : "no");
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    MA_init(C_DBL, 10000, 10000);
    me = GA_Nodeid();
    int dims[2] = {N, N};
    int g_a = NGA_Create(C_DBL, 2, dims, "A", NULL);
    int g_s = NGA_Create(C_DBL, 2, dims, "S", NULL);
    int g_v = NGA_Create(C_DBL, 2, dims, "V", NULL);
    int g_w = NGA_Create(C_DBL, 2, dims, "work", NULL);
    double a[N * N], s[N * N], eval[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i * N + j] = 1.0 / (i + j + 1) + (i == j ? 1.5 * i : 0);
            s[i * N + j] = (i == j ? 2 : 0) + 0.1 / (1 + (i > j ? i - j : j - i));
        }
    int lo[2] = {0, 0}, hi[2] = {N - 1, N - 1}, ld[1] = {N};
    if (me == 0) {
        NGA_Put(g_a, lo, hi, a, ld);
        NGA_Put(g_s, lo, hi, s, ld);
    }
    GA_Sync();

    GA_Diag_std_seq(g_a, g_v, eval);
    report("std_seq", g_v, eval, a, NULL);
    GA_Diag_seq(g_a, g_s, g_v, eval);
    report("gen_seq", g_v, eval, a, s);
    if (argc > 1 && strcmp(argv[1], "all") == 0) {
        GA_Diag_std(g_a, g_v, eval);
        report("std", g_v, eval, a, NULL);
        GA_Diag(g_a, g_s, g_v, eval);
        report("gen", g_v, eval, a, s);
        GA_Diag_reuse(0, g_a, g_s, g_v, eval);
        report("reuse0", g_v, eval, a, s);
        GA_Copy(g_a, g_w);
        double two = 2;
        GA_Scale(g_w, &two);
        GA_Diag_reuse(1, g_w, g_s, g_v, eval);
        for (int k = 0; k < N; k++)
            eval[k] /= 2;
        report("reuse1", g_v, eval, a, s);
        GA_Diag_reuse(-1, g_w, g_s, g_v, eval);
    }

    /* GA_Symmetrize and GA_Transpose of a matrix that is not symmetric */
    double m[N][N], t[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            m[i][j] = i * 10 + j + 0.25 * (i * j % 3);
    if (me == 0)
        NGA_Put(g_w, lo, hi, m, ld);
    GA_Sync();
    GA_Transpose(g_w, g_v);
    GA_Symmetrize(g_w);
    NGA_Get(g_w, lo, hi, m, ld);
    NGA_Get(g_v, lo, hi, t, ld);
    if (me == 0) {
        for (int i = 0; i < N; i += 3) {
            printf("symmetrized %d:", i);
            for (int j = 0; j < N; j++)
                printf(" %.6f", m[i][j]);
            printf("\ntransposed %d:", i);
            for (int j = 0; j < N; j++)
                printf(" %.6f", t[i][j]);
            printf("\n");
        }
        printf("PASS: ga_diag\n");
    }
    GA_Destroy(g_w);
    GA_Destroy(g_v);
    GA_Destroy(g_s);
    GA_Destroy(g_a);
    GA_Terminate();
    MPI_Finalize();
    return 0;
}
