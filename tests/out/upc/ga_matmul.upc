/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_matmul.c"
/* ga_matmul.c - matrix multiplication: GA_Dgemm with every combination of transposes, on
   arrays distributed differently and larger than the product, and NGA_Matmul_patch on
   patches of float, double, single and double complex arrays (integer-valued data, so that
   every result is exact whatever the order of the sums). */
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
#line 12 "samples/ga/ga_matmul.c"
static int me, nproc;

static double a_val(int i, int j) {

    return (i * 3 + j * 5) % 7 - 3;
}

static double b_val(int i, int j) {

    return (i * 2 + j * 3) % 5 - 2;
}

/* whole 2-D double array on every process */
static void fetch2(int g, int r, int c, double *out) {

    int lo[2] = { 0, 0 }, hi[2] = { r - 1, c - 1 }, ld[1] = { c };
    NGA_Get(g, lo, hi, out, ld);
}

static void put2(int g, int r, int c, double (*fn)(int, int), int transposed) {

    GA_Sync();
    if (me == 0) {
        double *buf = malloc(sizeof(double) * r * c);
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                buf[i * c + j] = transposed ? fn(j, i) : fn(i, j);
        int lo[2] = { 0, 0 }, hi[2] = { r - 1, c - 1 }, ld[1] = { c };
        NGA_Put(g, lo, hi, buf, ld);
        free(buf);
    }
    GA_Sync();
}

static void dgemm_case(char ta, char tb, int m, int n, int k) {

    /* A holds op(A) (m x k) as an m x k or k x m matrix, inside a larger array */
    int ta_t = ta == 'T' || ta == 't', tb_t = tb == 'T' || tb == 't';
    int ad[2] = { ta_t ? k + 1 : m + 2, ta_t ? m + 2 : k + 1 };
    int bd[2] = { tb_t ? n + 3 : k, tb_t ? k : n + 3 };
    int cd[2] = { m + 1, n + 2 };
    int chunk[2] = { 2, -1 };
    int ga = NGA_Create(C_DBL, 2, ad, "A", (void *)0);
    int gb = NGA_Create(C_DBL, 2, bd, "B", chunk);
    int gc = NGA_Create(C_DBL, 2, cd, "C", (void *)0);
    put2(ga, ad[0], ad[1], a_val, 0);
    put2(gb, bd[0], bd[1], b_val, 0);
    double two = 2;
    GA_Fill(gc, &two);
    double alpha = 1.5, beta = -0.5;
    GA_Dgemm(ta, tb, m, n, k, alpha, ga, gb, beta, gc);
    double *c = malloc(sizeof(double) * cd[0] * cd[1]);
    fetch2(gc, cd[0], cd[1], c);
    double sum = 0;
    for (int i = 0; i < cd[0]; i++)
        for (int j = 0; j < cd[1]; j++) {
            double want = 2;
            if (i < m && j < n) {
                double s = 0;
                for (int l = 0; l < k; l++)
                    s += (ta_t ? a_val(l, i) : a_val(i, l)) * (tb_t ? b_val(j, l) : b_val(l, j));
                want = alpha * s + beta * 2;
            }
            do {
#line 75 "samples/ga/ga_matmul.c"
                if (!(c[i * cd[1] + j] == want)) {
#line 75 "samples/ga/ga_matmul.c"
                    check_failures++;
#line 75 "samples/ga/ga_matmul.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_matmul.c", 75);
#line 75 "samples/ga/ga_matmul.c"
                    printf("GA_Dgemm %c%c [%d][%d] = %g, want %g", ta, tb, i, j, c[i * cd[1] + j], want);
#line 75 "samples/ga/ga_matmul.c"
                    printf("\n");
#line 75 "samples/ga/ga_matmul.c"
                    fflush(stdout);
                }
            } while (0);
#line 77 "samples/ga/ga_matmul.c"
            sum += c[i * cd[1] + j];
        }
    if (me == 0)
        printf("dgemm %c%c m=%d n=%d k=%d: sum %.2f\n", ta, tb, m, n, k, sum);
    free(c);
    GA_Destroy(gc);
    GA_Destroy(gb);
    GA_Destroy(ga);
}

static void set_typed(int type, void *p, double re, double im) {

    switch (type) {
    case 1000 + 3:
        *(float *)p = (float)re;
        break;
    case 1000 + 4:
        *(double *)p = re;
        break;
    case 1000 + 6:
        ((SingleComplex *)p)->real = (float)re;
        ((SingleComplex *)p)->imag = (float)im;
        break;
    default:
        ((DoubleComplex *)p)->real = re;
        ((DoubleComplex *)p)->imag = im;
    }
}

static void get_typed(int type, const void *p, double *re, double *im) {

    *im = 0;
    switch (type) {
    case 1000 + 3:
        *re = *(const float *)p;
        break;
    case 1000 + 4:
        *re = *(const double *)p;
        break;
    case 1000 + 6:
        *re = ((const SingleComplex *)p)->real;
        *im = ((const SingleComplex *)p)->imag;
        break;
    default:
        *re = ((const DoubleComplex *)p)->real;
        *im = ((const DoubleComplex *)p)->imag;
    }
}

static void matmul_patch_case(int type, char ta, char tb) {

    int es = type == 1000 + 3 ? 4 : type == 1000 + 4 || type == 1000 + 6 ? 8 : 16;
    int cplx = type == 1000 + 6 || type == 1000 + 7;
    int ta_t = ta == 'T' || ta == 't', tb_t = tb == 'T' || tb == 't';
    int dims[2] = { 12, 11 };
    int ga = NGA_Create(type, 2, dims, "PA", (void *)0);
    int chunk[2] = { -1, 3 };
    int gb = NGA_Create(type, 2, dims, "PB", chunk);
    int gc = NGA_Create(type, 2, dims, "PC", (void *)0);
    /* whole arrays: A(i,j) = (a, b-ish imaginary), B likewise, C = 1 */
    GA_Sync();
    if (me == 0) {
        char *buf = malloc(12 * 11 * es);
        int lo[2] = { 0, 0 }, hi[2] = { 11, 10 }, ld[1] = { 11 };
        for (int i = 0; i < 12; i++)
            for (int j = 0; j < 11; j++)
                set_typed(type, buf + (i * 11 + j) * es, a_val(i, j), cplx ? b_val(i, j) : 0);
        NGA_Put(ga, lo, hi, buf, ld);
        for (int i = 0; i < 12; i++)
            for (int j = 0; j < 11; j++)
                set_typed(type, buf + (i * 11 + j) * es, b_val(i, j), cplx ? a_val(j, i) : 0);
        NGA_Put(gb, lo, hi, buf, ld);
        free(buf);
    }
    GA_Sync();
    char one[16], alpha[16], beta[16];
    set_typed(type, one, 1, 0);
    GA_Fill(gc, one);
    set_typed(type, alpha, 2, cplx ? 1 : 0);
    set_typed(type, beta, -1, 0);
    /* C[2:6, 3:9] (5 x 7) = alpha op(A patch) (5 x 4) op(B patch) (4 x 7) + beta C */
    int m = 5, n = 7, k = 4;
    /* as in GA, the patches of transposed operands are given in op()'s coordinates */
    int alo[2] = { 1, 2 }, ahi[2] = { 1 + m - 1, 2 + k - 1 };
    int blo[2] = { 4, 0 }, bhi[2] = { 4 + k - 1, 0 + n - 1 };
    int clo[2] = { 2, 3 }, chi[2] = { 6, 9 };
    NGA_Matmul_patch(ta, tb, alpha, beta, ga, alo, ahi, gb, blo, bhi, gc, clo, chi);
    char *c = malloc(12 * 11 * es);
    int lo[2] = { 0, 0 }, hi[2] = { 11, 10 }, ld[1] = { 11 };
    NGA_Get(gc, lo, hi, c, ld);
    double sr = 0, si = 0;
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 11; j++) {
            double wr = 1, wi = 0;
            if (i >= 2 && i <= 6 && j >= 3 && j <= 9) {
                int r = i - 2, q = j - 3;
                double s_r = 0, s_i = 0;
                for (int l = 0; l < k; l++) {
                    int ai = ta_t ? 2 + l : 1 + r, aj = ta_t ? 1 + r : 2 + l;
                    int bi = tb_t ? q : 4 + l, bj = tb_t ? 4 + l : q;
                    double xr = a_val(ai, aj), xi = cplx ? b_val(ai, aj) : 0;
                    double yr = b_val(bi, bj), yi = cplx ? a_val(bj, bi) : 0;
                    s_r += xr * yr - xi * yi;
                    s_i += xr * yi + xi * yr;
                }
                double ar = 2, ai2 = cplx ? 1 : 0;
                wr = ar * s_r - ai2 * s_i - 1;
                wi = ar * s_i + ai2 * s_r;
            }
            double gr, gi;
            get_typed(type, c + (i * 11 + j) * es, &gr, &gi);
            do {
#line 188 "samples/ga/ga_matmul.c"
                if (!(gr == wr && gi == wi)) {
#line 188 "samples/ga/ga_matmul.c"
                    check_failures++;
#line 188 "samples/ga/ga_matmul.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_matmul.c", 188);
#line 188 "samples/ga/ga_matmul.c"
                    printf("NGA_Matmul_patch type %d %c%c [%d][%d] = (%g,%g), want (%g,%g)", type, ta, tb, i, j, gr, gi, wr, wi);
#line 188 "samples/ga/ga_matmul.c"
                    printf("\n");
#line 188 "samples/ga/ga_matmul.c"
                    fflush(stdout);
                }
            } while (0);
#line 190 "samples/ga/ga_matmul.c"
            sr += gr;
            si += gi;
        }
    if (me == 0)
        printf("matmul_patch type %d %c%c: sum (%.2f, %.2f)\n", type, ta, tb, sr, si);
    free(c);
    GA_Destroy(gc);
    GA_Destroy(gb);
    GA_Destroy(ga);
}

/* GA_Matmul_patch works in GA's internal (Fortran) view: i indices run over the C arrays'
   second dimension, so in C terms C[cj][ci] = sum_l B[bj][bi + l] * A[aj + l][ai]. */
static void old_matmul_patch(void) {

    int dims[2] = { 12, 11 };
    int ga = NGA_Create(C_DBL, 2, dims, "OA", (void *)0), gb = NGA_Create(C_DBL, 2, dims, "OB", (void *)0);
    int gc = NGA_Create(C_DBL, 2, dims, "OC", (void *)0);
    put2(ga, 12, 11, a_val, 0);
    put2(gb, 12, 11, b_val, 0);
    double zero = 0, alpha = 1, beta = 0;
    GA_Fill(gc, &zero);
    GA_Matmul_patch('N', 'N', &alpha, &beta, ga, 2, 5, 1, 3, gb, 0, 2, 3, 7, gc, 1, 4, 2, 6);
    double c[12 * 11];
    fetch2(gc, 12, 11, c);
    double sum = 0;
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 11; j++) {
            double want = 0;
            if (i >= 2 && i <= 6 && j >= 1 && j <= 4)
                for (int l = 0; l < 3; l++)
                    want += b_val(3 + (i - 2), l) * a_val(1 + l, 2 + (j - 1));
            do {
#line 222 "samples/ga/ga_matmul.c"
                if (!(c[i * 11 + j] == want)) {
#line 222 "samples/ga/ga_matmul.c"
                    check_failures++;
#line 222 "samples/ga/ga_matmul.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_matmul.c", 222);
#line 222 "samples/ga/ga_matmul.c"
                    printf("GA_Matmul_patch [%d][%d] = %g, want %g", i, j, c[i * 11 + j], want);
#line 222 "samples/ga/ga_matmul.c"
                    printf("\n");
#line 222 "samples/ga/ga_matmul.c"
                    fflush(stdout);
                }
            } while (0);
#line 223 "samples/ga/ga_matmul.c"
            sum += c[i * 11 + j];
        }
    if (me == 0)
        printf("GA_Matmul_patch: sum %.2f\n", sum);
    GA_Destroy(gc);
    GA_Destroy(gb);
    GA_Destroy(ga);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(MT_DBL, 200000, 200000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    const char *tr = "NT";
    for (int x = 0; x < 2; x++)
        for (int y = 0; y < 2; y++) {
            dgemm_case(tr[x], tr[y], 9, 7, 6);
            dgemm_case(tr[x], tr[y], 4, 13, 10);
        }
    dgemm_case('n', 't', 1, 1, 1);
    int types[] = { 1000 + 3, 1000 + 4, 1000 + 6, 1000 + 7 };
    for (int t = 0; t < 4; t++)
        for (int x = 0; x < 2; x++)
            for (int y = 0; y < 2; y++)
                matmul_patch_case(types[t], tr[x], tr[y]);
    old_matmul_patch();
    int status = finish("ga_matmul");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
