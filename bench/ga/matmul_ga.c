/* matmul_ga.c - the matrix multiply of matmul.upc written by hand for Global Arrays: A, B, C
   distributed by blocks of whole rows; each process gets all of B with one NGA_Get and computes
   its rows of C through NGA_Access, i-k-j order. Same checks as matmul.upc. */
#include "bench_ga.h"

#define N 512
#define REPS 3

static double a_value(long i, long k) { return (double)((i + 2 * k) % 7) - 3.0; }
static double b_value(long k, long j) { return (double)((3 * k + j) % 5) - 2.0; }

int main(int argc, char **argv)
{
    bench_start(&argc, &argv);
    int me = GA_Nodeid();
    int dims[2] = { N, N }, chunk[2] = { -1, N }, lo[2], hi[2], ld[1], all_lo[2] = { 0, 0 };
    int all_hi[2] = { N - 1, N - 1 }, bld[1] = { N };
    int g_a = NGA_Create(C_DBL, 2, dims, "A", chunk);
    int g_b = GA_Duplicate(g_a, "B"), g_c = GA_Duplicate(g_a, "C");
    double *bl = malloc(N * N * sizeof(double)), *ai, *bi, *c, best = 1e30, t0;
    long i, j, k, wrong = 0;

    NGA_Distribution(g_a, me, lo, hi);
    const long first = lo[0], count = hi[0] - lo[0] + 1;
    NGA_Access(g_a, lo, hi, &ai, ld);
    NGA_Access(g_b, lo, hi, &bi, ld);
    for (i = 0; i < count; i++)
        for (j = 0; j < N; j++) {
            ai[i * N + j] = a_value(first + i, j);
            bi[i * N + j] = b_value(first + i, j);
        }
    NGA_Release_update(g_a, lo, hi);
    NGA_Release_update(g_b, lo, hi);
    GA_Sync();
    for (int r = 0; r < REPS; r++) {
        GA_Sync();
        t0 = bench_now();
        NGA_Get(g_b, all_lo, all_hi, bl, bld);
        NGA_Access(g_a, lo, hi, &ai, ld);
        NGA_Access(g_c, lo, hi, &c, ld);
        for (i = 0; i < count; i++) {
            double *ci = c + i * N;
            const double *a = ai + i * N;
            for (j = 0; j < N; j++)
                ci[j] = 0.0;
            for (k = 0; k < N; k++) {
                double aik = a[k];
                const double *bk = bl + k * N;
                for (j = 0; j < N; j++)
                    ci[j] += aik * bk[j];
            }
        }
        NGA_Release(g_a, lo, hi);
        NGA_Release_update(g_c, lo, hi);
        GA_Sync();
        if (bench_now() - t0 < best)
            best = bench_now() - t0;
    }
    NGA_Access(g_c, lo, hi, &c, ld);
    for (i = 0; i < count; i++) {
        double s1 = 0, s2 = 0, e1 = 0, e2 = 0;
        for (j = 0; j < N; j++) {
            s1 += c[i * N + j];
            s2 += (j + 1) * c[i * N + j];
        }
        for (k = 0; k < N; k++) {
            double b1 = 0, b2 = 0;
            for (j = 0; j < N; j++) {
                b1 += b_value(k, j);
                b2 += (j + 1) * b_value(k, j);
            }
            e1 += a_value(first + i, k) * b1;
            e2 += a_value(first + i, k) * b2;
        }
        if (s1 != e1 || s2 != e2)
            wrong++;
    }
    NGA_Release(g_c, lo, hi);
    wrong = bench_sum(wrong);
    if (me == 0)
        printf("matmul_ga: n=%d matmul_ms=%.3f %s\n", N, best * 1e3, wrong == 0 ? "verified" : "WRONG");
    GA_Destroy(g_a);
    GA_Destroy(g_b);
    GA_Destroy(g_c);
    free(bl);
    bench_end();
    return 0;
}
