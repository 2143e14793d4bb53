/* is_ga.c - the integer-sort kernel of bench/upc/is.upc written by hand for Global Arrays:
   each process buckets its NKEYS keys by destination range, publishes its counts in a GA
   integer matrix (one NGA_Put of its row), reads the whole matrix (one NGA_Get) to find where
   its keys go, sends each bucket with one NGA_Put into the destination's row of the receive
   array (one row per process), and sorts the keys it received by counting through NGA_Access.
   Same keys, timing and verification as is.upc. */
#include "bench_ga.h"

#include <string.h>

#define NKEYS (1 << 20)
#define MAXKEY (1 << 16)
#define ITERS 10

int main(int argc, char **argv)
{
    bench_start(&argc, &argv);
    int me = GA_Nodeid(), np = GA_Nnodes();
    int *keys = malloc(NKEYS * sizeof(int)), *sorted = malloc(NKEYS * sizeof(int));
    int *mine_count = calloc(np, sizeof(int)), *start = calloc(np + 1, sizeof(int));
    int *all_counts = malloc((size_t)np * np * sizeof(int)), *fill = malloc(np * sizeof(int));
    int *histogram = malloc(MAXKEY * sizeof(int)), *in;
    int range = (MAXKEY + np - 1) / np, capacity = 2 * NKEYS, i, d, s, n = 0, ld[1];
    unsigned seed = 12345u + 977u * me;
    double t0, elapsed = 0;

    /* the count matrix and the receive array: one row per process */
    int *map = malloc((np + 1) * sizeof(int));
    for (i = 0; i < np; i++)
        map[i] = i;
    map[np] = 0;
    int cdims[2] = { np, np }, cblock[2] = { np, 1 }, idims[2] = { np, capacity };
    int g_counts = NGA_Create_irreg(C_INT, 2, cdims, "counts", cblock, map);
    int g_inbox = NGA_Create_irreg(C_INT, 2, idims, "inbox", cblock, map);
    int row_lo[2] = { me, 0 }, row_hi[2] = { me, capacity - 1 };

    for (i = 0; i < NKEYS; i++) {
        seed = seed * 1103515245u + 12345u;
        keys[i] = (int)((seed >> 8) % MAXKEY);
    }
    GA_Sync();
    for (int it = 0; it < ITERS; it++) {
        t0 = bench_now();
        memset(mine_count, 0, np * sizeof(int));
        for (i = 0; i < NKEYS; i++)
            mine_count[keys[i] / range]++;
        start[0] = 0;
        for (d = 0; d < np; d++)
            start[d + 1] = start[d] + mine_count[d];
        {
            int lo[2] = { me, 0 }, hi[2] = { me, np - 1 }, cld[1] = { np };
            NGA_Put(g_counts, lo, hi, mine_count, cld);
        }
        memcpy(fill, start, np * sizeof(int));
        for (i = 0; i < NKEYS; i++)
            sorted[fill[keys[i] / range]++] = keys[i];
        GA_Sync();
        {
            int lo[2] = { 0, 0 }, hi[2] = { np - 1, np - 1 }, cld[1] = { np };
            NGA_Get(g_counts, lo, hi, all_counts, cld);
        }
        for (d = 0; d < np; d++) {
            int offset = 0;
            for (s = 0; s < me; s++)
                offset += all_counts[s * np + d];
            if (mine_count[d]) {
                int lo[2] = { d, offset }, hi[2] = { d, offset + mine_count[d] - 1 }, kld[1] = { 1 };
                NGA_Put(g_inbox, lo, hi, sorted + start[d], kld);
            }
        }
        GA_Sync();
        n = 0;
        for (s = 0; s < np; s++)
            n += all_counts[s * np + me];
        /* counting sort of the received keys */
        {
            int lo = me * range, k, pos = 0;
            NGA_Access(g_inbox, row_lo, row_hi, &in, ld);
            memset(histogram, 0, MAXKEY * sizeof(int));
            for (i = 0; i < n; i++)
                histogram[in[i] - lo]++;
            for (k = 0; k < range; k++)
                while (histogram[k]--)
                    in[pos++] = lo + k;
            NGA_Release_update(g_inbox, row_lo, row_hi);
        }
        GA_Sync();
        elapsed += bench_now() - t0;
    }
    /* verification: each row sorted, and every key below the next process's first key */
    long wrong = 0, total = n;
    {
        NGA_Access(g_inbox, row_lo, row_hi, &in, ld);
        for (i = 1; i < n; i++)
            if (in[i - 1] > in[i])
                wrong++;
        int next_n = 0;
        if (me + 1 < np)
            for (s = 0; s < np; s++)
                next_n += all_counts[s * np + me + 1];
        if (me + 1 < np && n > 0 && next_n > 0) {
            int at[2] = { me + 1, 0 }, first_key, kld[1] = { 1 };
            NGA_Get(g_inbox, at, at, &first_key, kld);
            if (in[n - 1] > first_key)
                wrong++;
        }
        NGA_Release(g_inbox, row_lo, row_hi);
    }
    wrong = bench_sum(wrong);
    total = bench_sum(total);
    if (me == 0)
        printf("is_ga: keys=%ld time_per_iter_ms=%.3f %s\n", total, elapsed / ITERS * 1e3,
               wrong == 0 && total == (long)NKEYS * np ? "verified" : "WRONG");
    GA_Destroy(g_counts);
    GA_Destroy(g_inbox);
    bench_end();
    return 0;
}
