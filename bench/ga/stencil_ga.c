/* stencil_ga.c - the Jacobi relaxation of stencil.upc written by hand for Global Arrays: two
   2-D arrays distributed by blocks of whole rows, each process updating its rows through
   NGA_Access and fetching its neighbours' boundary rows with NGA_Get, GA_Sync after each sweep. */
#include "bench_ga.h"

#include <string.h>

#define ROWS 512
#define NC 2048
#define SWEEPS 20

static double initial(long g, long j) { return g == 0 ? 100.0 : (double)((g * 7 + j * 3) % 11); }

/* As in stencil.upc. */
static void relax(double *dst, const double *src, const double *up, const double *down, long first,
                  long count, long nr)
{
    for (long r = 0; r < count; r++) {
        long g = first + r;
        if (g == 0 || g == nr - 1)
            continue;
        const double *n = r == 0 ? up : src + (r - 1) * NC;
        const double *s = r == count - 1 ? down : src + (r + 1) * NC;
        const double *c = src + r * NC;
        double *o = dst + r * NC;
        for (long j = 1; j < NC - 1; j++)
            o[j] = 0.25 * (n[j] + s[j] + c[j - 1] + c[j + 1]);
    }
}

int main(int argc, char **argv)
{
    bench_start(&argc, &argv);
    int me = GA_Nodeid(), np = GA_Nnodes();
    const long nr = (long)ROWS * np;
    int dims[2] = { (int)nr, NC }, chunk[2] = { -1, NC }, lo[2], hi[2], ld[1];
    int g[2];
    g[0] = NGA_Create(C_DBL, 2, dims, "u", chunk);
    g[1] = GA_Duplicate(g[0], "v");
    double *up = calloc(NC, sizeof(double)), *down = calloc(NC, sizeof(double)), *mine[2];
    double t0, elapsed = 0;
    long r, j, wrong = 0;

    NGA_Distribution(g[0], me, lo, hi);
    const long first = lo[0], count = hi[0] - lo[0] + 1;
    for (int k = 0; k < 2; k++) {
        NGA_Access(g[k], lo, hi, &mine[k], ld);
        for (r = 0; r < count; r++)
            for (j = 0; j < NC; j++)
                mine[k][r * NC + j] = initial(first + r, j);
        NGA_Release_update(g[k], lo, hi);
    }
    GA_Sync();
    for (int it = 0; it < SWEEPS; it++) {
        t0 = bench_now();
        int from = it % 2, to = 1 - from;
        if (first > 0) {
            int hlo[2] = { (int)first - 1, 0 }, hhi[2] = { (int)first - 1, NC - 1 }, hld[1] = { NC };
            NGA_Get(g[from], hlo, hhi, up, hld);
        }
        if (first + count < nr) {
            int hlo[2] = { (int)(first + count), 0 }, hhi[2] = { (int)(first + count), NC - 1 };
            int hld[1] = { NC };
            NGA_Get(g[from], hlo, hhi, down, hld);
        }
        double *src, *dst;
        NGA_Access(g[from], lo, hi, &src, ld);
        NGA_Access(g[to], lo, hi, &dst, ld);
        relax(dst, src, up, down, first, count, nr);
        NGA_Release(g[from], lo, hi);
        NGA_Release_update(g[to], lo, hi);
        GA_Sync();
        elapsed += bench_now() - t0;
    }
    /* check: the same sweeps on a private copy of the whole grid */
    {
        double *p = malloc(nr * NC * sizeof(double)), *q = malloc(nr * NC * sizeof(double)), *res;
        for (r = 0; r < nr; r++)
            for (j = 0; j < NC; j++)
                p[r * NC + j] = q[r * NC + j] = initial(r, j);
        for (int it = 0; it < SWEEPS; it++) {
            relax(q + NC, p + NC, p, p + (nr - 1) * NC, 1, nr - 2, nr);
            double *t = p;
            p = q;
            q = t;
        }
        NGA_Access(g[SWEEPS % 2], lo, hi, &res, ld);
        for (r = 0; r < count; r++)
            for (j = 0; j < NC; j++)
                if (res[r * NC + j] != p[(first + r) * NC + j])
                    wrong++;
        NGA_Release(g[SWEEPS % 2], lo, hi);
        free(p);
        free(q);
    }
    wrong = bench_sum(wrong);
    if (me == 0)
        printf("stencil_ga: grid=%ldx%d sweeps=%d sweep_ms=%.3f %s\n", nr, NC, SWEEPS,
               elapsed / SWEEPS * 1e3, wrong == 0 ? "verified" : "WRONG");
    GA_Destroy(g[0]);
    GA_Destroy(g[1]);
    bench_end();
    return 0;
}
