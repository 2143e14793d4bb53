/* triad_percall.c - the triad with one GA call per element access (every read an NGA_Get,
   every write an NGA_Put, each process on its own elements): the scheme of the thesis'
   translator, for comparison with triad_ga.c and the translated triad.upc. It is slow, so it
   sweeps PER_THREAD / 64 elements; the result is per element like the others. */
#include "bench_ga.h"

#define PER_THREAD (1L << 22)
#define SWEPT (PER_THREAD / 64)
#define REPS 3

int main(int argc, char **argv)
{
    bench_start(&argc, &argv);
    int me = GA_Nodeid(), np = GA_Nnodes();
    int dims[1] = { (int)(PER_THREAD * np) }, chunk[1] = { -1 }, lo[1], hi[1], ld[1] = { 1 };
    int g_a = NGA_Create(C_DBL, 1, dims, "a", chunk);
    int g_b = GA_Duplicate(g_a, "b"), g_c = GA_Duplicate(g_a, "c");
    double s = 3.0, best = 1e30, t0, bv, cv, av;
    long wrong = 0;

    NGA_Distribution(g_a, me, lo, hi);
    const int first = lo[0], last = lo[0] + SWEPT - 1;
    for (int g = first; g <= last; g++) {
        int at[1] = { g };
        bv = (double)(g % 1000);
        cv = (double)(g % 7);
        NGA_Put(g_b, at, at, &bv, ld);
        NGA_Put(g_c, at, at, &cv, ld);
    }
    GA_Sync();
    for (int r = 0; r < REPS; r++) {
        GA_Sync();
        t0 = bench_now();
        for (int g = first; g <= last; g++) {
            int at[1] = { g };
            NGA_Get(g_b, at, at, &bv, ld);
            NGA_Get(g_c, at, at, &cv, ld);
            av = bv + s * cv;
            NGA_Put(g_a, at, at, &av, ld);
        }
        GA_Sync();
        if (bench_now() - t0 < best)
            best = bench_now() - t0;
    }
    for (int g = first; g <= last; g++) {
        int at[1] = { g };
        NGA_Get(g_a, at, at, &av, ld);
        if (av != (double)(g % 1000) + s * (double)(g % 7))
            wrong++;
    }
    wrong = bench_sum(wrong);
    if (me == 0)
        printf("triad_percall: elements=%ld triad_ns=%.3f %s\n", SWEPT * np, best * 1e9 / SWEPT,
               wrong == 0 ? "verified" : "WRONG");
    GA_Destroy(g_a);
    GA_Destroy(g_b);
    GA_Destroy(g_c);
    bench_end();
    return 0;
}
