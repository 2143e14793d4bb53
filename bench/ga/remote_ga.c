/* remote_ga.c - remote.upc written by hand for Global Arrays: process 0 writes, then reads, M
   elements of process 1 one at a time with raw single-element NGA_Put/NGA_Get. Measured on two
   arrays: a 1-D array with GA's block distribution (what a GA programmer would create), and a
   2-D array [processes][M] with one row per process (the layout the translator gives a UPC
   array), so the cost of the layout and the cost of the translated access can be told apart. */
#include "bench_ga.h"

#define M (1L << 14)
#define REPS 5

/* Best ns per NGA_Put and per NGA_Get over REPS rounds of M single-element accesses to the
   elements at[dim - 1] = base .. base + M - 1 of g (the other subscript is `row`). */
static long measure(int g, int dim, int row, int base, int me, double *put_ns, double *get_ns)
{
    double best_get = 1e30, best_put = 1e30, t0, sum, v;
    int ld[1] = { 1 };
    long k, wrong = 0;

    GA_Sync();
    for (int rep = 0; rep < REPS; rep++) {
        if (me == 0) {
            GA_Init_fence();
            t0 = bench_now();
            for (k = 0; k < M; k++) {
                int at[2] = { row, base + (int)k };
                v = (double)(k + rep);
                NGA_Put(g, dim == 1 ? at + 1 : at, dim == 1 ? at + 1 : at, &v, ld);
            }
            if (bench_now() - t0 < best_put)
                best_put = bench_now() - t0;
            GA_Fence();
            sum = 0;
            t0 = bench_now();
            for (k = 0; k < M; k++) {
                int at[2] = { row, base + (int)k };
                NGA_Get(g, dim == 1 ? at + 1 : at, dim == 1 ? at + 1 : at, &v, ld);
                sum += v;
            }
            if (bench_now() - t0 < best_get)
                best_get = bench_now() - t0;
            if (sum != (double)M * (M - 1) / 2 + (double)M * rep)
                wrong++;
        }
        GA_Sync();
    }
    *put_ns = best_put * 1e9 / M;
    *get_ns = best_get * 1e9 / M;
    return wrong;
}

/* On the peer: its M elements hold k + REPS - 1 (the last round's values). */
static long check(int g, int me, int peer)
{
    long wrong = 0;
    if (me == peer) {
        int lo[2], hi[2], ld[1];
        double *mine;
        NGA_Distribution(g, peer, lo, hi);
        NGA_Access(g, lo, hi, &mine, ld);
        for (long k = 0; k < M; k++)
            if (mine[k] != (double)(k + REPS - 1))
                wrong++;
        NGA_Release(g, lo, hi);
    }
    return wrong;
}

int main(int argc, char **argv)
{
    bench_start(&argc, &argv);
    int me = GA_Nodeid(), np = GA_Nnodes(), peer = np > 1 ? 1 : 0;
    int dims[1] = { (int)(M * np) }, chunk[1] = { -1 }, lo[1], hi[1];
    int g_block = NGA_Create(C_DBL, 1, dims, "r", chunk);
    int *map = malloc((np + 1) * sizeof(int));
    for (int t = 0; t < np; t++)
        map[t] = t;
    map[np] = 0;
    int rdims[2] = { np, (int)M }, rblock[2] = { np, 1 };
    int g_rows = NGA_Create_irreg(C_DBL, 2, rdims, "rows", rblock, map);
    double put_block, get_block, put_rows, get_rows;
    long wrong = 0;

    NGA_Distribution(g_block, peer, lo, hi);
    wrong += measure(g_block, 1, 0, lo[0], me, &put_block, &get_block);
    wrong += check(g_block, me, peer);
    wrong += measure(g_rows, 2, peer, 0, me, &put_rows, &get_rows);
    wrong += check(g_rows, me, peer);
    wrong = bench_sum(wrong);
    if (me == 0)
        printf("remote_ga: elements=%ld get_ns=%.1f put_ns=%.1f rows_get_ns=%.1f rows_put_ns=%.1f %s\n",
               M, get_block, put_block, get_rows, put_rows, wrong == 0 ? "verified" : "WRONG");
    GA_Destroy(g_block);
    GA_Destroy(g_rows);
    bench_end();
    return 0;
}
