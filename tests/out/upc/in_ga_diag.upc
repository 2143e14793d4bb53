/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_diag.c"
/* ga_diag.c - GA's symmetric eigensolvers on a distributed 8 x 8 matrix: the standard problem
   (GA_Diag_std_seq) and the generalized one A v = lambda S v (GA_Diag_seq), then GA_Symmetrize
   and GA_Transpose. With the argument `all`, also the parallel forms GA_Diag_std, GA_Diag and
   GA_Diag_reuse (a new, a reused and a freed factorisation; the second problem is 2A, whose
   eigenvalues are printed halved): the installed GA 5.8 has none (`peigs not interfaced`), so
   they must print what its sequential forms print. Process 0 prints the eigenvalues to 6 decimals and the eigenvectors to 4, each
   with the sign that makes its largest component positive (an eigenvector's sign is free),
   and the largest residual |A v - lambda S v| rounded to a power of ten. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#line 19 "tests/in/ga_upc/ga_diag.c"
static int me;

static double round4(double x) {

    return fabs(x) < 5e-5 ? 0 : x;
}

/* Prints the eigenvalues and the eigenvectors (row k of the C array: GA's column k). */
static void report(const char *what, int g_v, const double *eval, const double *a, const double *s) {

    double v[8][8];
    int lo[2] = { 0, 0 }, hi[2] = { 8 - 1, 8 - 1 }, ld[1] = { 8 };
    NGA_Get(g_v, lo, hi, v, ld);
    if (me != 0)
        return;
    printf("%s eigenvalues:", what);
    for (int k = 0; k < 8; k++)
        printf(" %.6f", eval[k]);
    printf("\n");
    double worst = 0;
    for (int k = 0; k < 8; k++) {
        int big = 0;
        for (int i = 1; i < 8; i++)
            if (fabs(v[k][i]) > fabs(v[k][big]))
                big = i;
        double sign = v[k][big] < 0 ? -1 : 1;
        printf("%s vector %d:", what, k);
        for (int i = 0; i < 8; i++)
            printf(" %.4f", round4(sign * v[k][i]));
        printf("\n");
        for (int i = 0; i < 8; i++) {
            double r = 0;
            for (int j = 0; j < 8; j++)
                r += a[i * 8 + j] * v[k][j] - eval[k] * (s ? s[i * 8 + j] : i == j) * v[k][j];
            if (fabs(r) > worst)
                worst = fabs(r);
        }
    }
    printf("%s residual below 1e-9: %s\n", what, worst < 1e-9 ? "yes" : "no");
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 10000, 10000);
    me = GA_Nodeid();
    int dims[2] = { 8, 8 };
    int g_a = NGA_Create(C_DBL, 2, dims, "A", (void *)0);
    int g_s = NGA_Create(C_DBL, 2, dims, "S", (void *)0);
    int g_v = NGA_Create(C_DBL, 2, dims, "V", (void *)0);
    int g_w = NGA_Create(C_DBL, 2, dims, "work", (void *)0);
    double a[8 * 8], s[8 * 8], eval[8];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            a[i * 8 + j] = 1.0 / (i + j + 1) + (i == j ? 1.5 * i : 0);
            s[i * 8 + j] = (i == j ? 2 : 0) + 0.1 / (1 + (i > j ? i - j : j - i));
        }
    int lo[2] = { 0, 0 }, hi[2] = { 8 - 1, 8 - 1 }, ld[1] = { 8 };
    if (me == 0) {
        NGA_Put(g_a, lo, hi, a, ld);
        NGA_Put(g_s, lo, hi, s, ld);
    }
    GA_Sync();

    GA_Diag_std_seq(g_a, g_v, eval);
    report("std_seq", g_v, eval, a, (void *)0);
    GA_Diag_seq(g_a, g_s, g_v, eval);
    report("gen_seq", g_v, eval, a, s);
    if (argc > 1 && strcmp(argv[1], "all") == 0) {
        GA_Diag_std(g_a, g_v, eval);
        report("std", g_v, eval, a, (void *)0);
        GA_Diag(g_a, g_s, g_v, eval);
        report("gen", g_v, eval, a, s);
        GA_Diag_reuse(0, g_a, g_s, g_v, eval);
        report("reuse0", g_v, eval, a, s);
        GA_Copy(g_a, g_w);
        double two = 2;
        GA_Scale(g_w, &two);
        GA_Diag_reuse(1, g_w, g_s, g_v, eval);
        for (int k = 0; k < 8; k++)
            eval[k] /= 2;
        report("reuse1", g_v, eval, a, s);
        GA_Diag_reuse(-1, g_w, g_s, g_v, eval);
    }

    /* GA_Symmetrize and GA_Transpose of a matrix that is not symmetric */
    double m[8][8], t[8][8];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] = i * 10 + j + 0.25 * (i * j % 3);
    if (me == 0)
        NGA_Put(g_w, lo, hi, m, ld);
    GA_Sync();
    GA_Transpose(g_w, g_v);
    GA_Symmetrize(g_w);
    NGA_Get(g_w, lo, hi, m, ld);
    NGA_Get(g_v, lo, hi, t, ld);
    if (me == 0) {
        for (int i = 0; i < 8; i += 3) {
            printf("symmetrized %d:", i);
            for (int j = 0; j < 8; j++)
                printf(" %.6f", m[i][j]);
            printf("\ntransposed %d:", i);
            for (int j = 0; j < 8; j++)
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
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
