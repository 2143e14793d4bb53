/* triad_ga.c - the triad of triad.upc written by hand for Global Arrays: three 1-D arrays with
   GA's block distribution, each process updating its own block through NGA_Access. */
#include "bench_ga.h"

#define PER_THREAD (1L << 22)
#define REPS 10

int main(int argc, char **argv)
{
    bench_start(&argc, &argv);
    int me = GA_Nodeid(), np = GA_Nnodes();
    int dims[1] = { (int)(PER_THREAD * np) }, chunk[1] = { -1 }, lo[1], hi[1], ld[1];
    int g_a = NGA_Create(C_DBL, 1, dims, "a", chunk);
    int g_b = GA_Duplicate(g_a, "b"), g_c = GA_Duplicate(g_a, "c");
    double *a, *b, *c, s = 3.0, best = 1e30, t0;
    long i, n, wrong = 0;

    NGA_Distribution(g_a, me, lo, hi);
    n = hi[0] - lo[0] + 1;
    NGA_Access(g_a, lo, hi, &a, ld);
    NGA_Access(g_b, lo, hi, &b, ld);
    NGA_Access(g_c, lo, hi, &c, ld);
    for (i = 0; i < n; i++) {
        long g = lo[0] + i;
        b[i] = (double)(g % 1000);
        c[i] = (double)(g % 7);
        a[i] = 0.0;
    }
    GA_Sync();
    for (int r = 0; r < REPS; r++) {
        GA_Sync();
        t0 = bench_now();
        for (i = 0; i < n; i++)
            a[i] = b[i] + s * c[i];
        GA_Sync();
        if (bench_now() - t0 < best)
            best = bench_now() - t0;
    }
    for (i = 0; i < n; i++) {
        long g = lo[0] + i;
        if (a[i] != (double)(g % 1000) + s * (double)(g % 7))
            wrong++;
    }
    NGA_Release_update(g_a, lo, hi);
    NGA_Release(g_b, lo, hi);
    NGA_Release(g_c, lo, hi);
    wrong = bench_sum(wrong);
    if (me == 0)
        printf("triad_ga: elements=%d triad_ns=%.3f %s\n", dims[0], best * 1e9 / PER_THREAD,
               wrong == 0 ? "verified" : "WRONG");
    GA_Destroy(g_a);
    GA_Destroy(g_b);
    GA_Destroy(g_c);
    bench_end();
    return 0;
}
