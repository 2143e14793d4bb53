/* ga_bench.c - timings of Global Arrays operations, for GA-on-UPC vs the native GA library
   (bench/ga_upc.sh builds this one GA C program both ways). Run on 2 processes: each process
   works on the half of the array the other one owns, so every transfer is remote.
   Prints key=value lines (times in microseconds per operation, bandwidths in MB/s) from
   process 0: the slower of the two processes for each measurement. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mpi.h"
#include "ga.h"
#include "macdecls.h"

#define N 1000     /* patch side: each process owns an N x N block of a 2N x N array */
#define NMAT 512   /* GA_Dgemm size */

static double now(void) { return GA_Wtime(); }

/* the slowest process's value */
static double slowest(double t)
{
    GA_Dgop(&t, 1, "max");
    return t;
}

static void report(const char *key, double value)
{
    if (GA_Nodeid() == 0)
        printf("%s=%.3f\n", key, value);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    MA_init(C_DBL, 4000000, 4000000); /* native GA_Dgemm takes its buffers from MA */
    int me = GA_Nodeid(), np = GA_Nnodes();
    if (np != 2) {
        if (me == 0)
            printf("ga_bench: run on 2 processes\n");
        GA_Terminate();
        MPI_Finalize();
        return 1;
    }
    int reps = argc > 1 ? atoi(argv[1]) : 10;
    int dims[2] = {2 * N, N}, chunk[2] = {N, N};
    int g_a = NGA_Create(C_DBL, 2, dims, "A", chunk);
    double *buf = malloc(sizeof(double) * N * N);
    for (long i = 0; i < (long)N * N; i++)
        buf[i] = (double)i;
    int other = 1 - me;
    int lo[2] = {other * N, 0}, hi[2] = {other * N + N - 1, N - 1}, ld[1] = {N};
    int lo0[2], hi0[2];
    NGA_Distribution(g_a, other, lo0, hi0);
    if (lo0[0] != lo[0] || hi0[0] != hi[0]) {
        GA_Error("unexpected distribution", 0);
    }
    double mb = (double)N * N * sizeof(double) / 1e6;

    /* patch put, then get: one warm-up each */
    NGA_Put(g_a, lo, hi, buf, ld);
    GA_Sync();
    double t = now();
    for (int r = 0; r < reps; r++)
        NGA_Put(g_a, lo, hi, buf, ld);
    GA_Sync();
    report("put_patch_MBps", mb * reps / slowest(now() - t));

    NGA_Get(g_a, lo, hi, buf, ld);
    GA_Sync();
    t = now();
    for (int r = 0; r < reps; r++)
        NGA_Get(g_a, lo, hi, buf, ld);
    double tg = now() - t;
    GA_Sync();
    report("get_patch_MBps", mb * reps / slowest(tg));
    /* the data that came back are what was put */
    for (long i = 0; i < (long)N * N; i++)
        if (buf[i] != (double)i)
            GA_Error("get returned wrong data", (int)i);

    /* patch accumulate */
    double alpha = 1.0;
    GA_Sync();
    t = now();
    for (int r = 0; r < reps; r++)
        NGA_Acc(g_a, lo, hi, buf, ld, &alpha);
    GA_Sync();
    report("acc_patch_us", 1e6 * slowest(now() - t) / reps);

    /* single elements of the other process's block */
    int nel = 2000 * reps;
    double v = 1.0;
    GA_Sync();
    t = now();
    for (int r = 0; r < nel; r++) {
        int sub[2] = {other * N + r % N, (r * 7) % N};
        NGA_Put(g_a, sub, sub, &v, ld);
    }
    GA_Sync();
    report("put_elem_us", 1e6 * slowest(now() - t) / nel);
    t = now();
    for (int r = 0; r < nel; r++) {
        int sub[2] = {other * N + r % N, (r * 7) % N};
        NGA_Get(g_a, sub, sub, &v, ld);
    }
    tg = now() - t;
    GA_Sync();
    report("get_elem_us", 1e6 * slowest(tg) / nel);
    t = now();
    for (int r = 0; r < nel; r++) {
        int sub[2] = {other * N + r % N, (r * 7) % N};
        NGA_Acc(g_a, sub, sub, &v, ld, &alpha);
    }
    GA_Sync();
    report("acc_elem_us", 1e6 * slowest(now() - t) / nel);

    /* GA_Dgop of one double and of 1000 */
    int nred = 200 * reps;
    double x[1000];
    for (int i = 0; i < 1000; i++)
        x[i] = me + i;
    GA_Sync();
    t = now();
    for (int r = 0; r < nred; r++)
        GA_Dgop(x, 1, "+");
    report("dgop1_us", 1e6 * slowest(now() - t) / nred);
    GA_Sync();
    t = now();
    for (int r = 0; r < nred; r++)
        GA_Dgop(x, 1000, "+");
    report("dgop1000_us", 1e6 * slowest(now() - t) / nred);

    /* GA_Sync */
    GA_Sync();
    t = now();
    for (int r = 0; r < nred; r++)
        GA_Sync();
    report("sync_us", 1e6 * slowest(now() - t) / nred);

    /* GA_Dgemm 512 x 512 */
    int mdims[2] = {NMAT, NMAT};
    int g_b = NGA_Create(C_DBL, 2, mdims, "B", NULL);
    int g_c = NGA_Create(C_DBL, 2, mdims, "C", NULL);
    int g_d = NGA_Create(C_DBL, 2, mdims, "D", NULL);
    double one = 1.0, zero = 0.0, two = 2.0;
    GA_Fill(g_b, &two);
    GA_Fill(g_c, &one);
    GA_Dgemm('N', 'N', NMAT, NMAT, NMAT, 1.0, g_b, g_c, 0.0, g_d); /* warm-up */
    int mreps = reps > 3 ? reps / 3 : 1;
    GA_Sync();
    t = now();
    for (int r = 0; r < mreps; r++)
        GA_Dgemm('N', 'N', NMAT, NMAT, NMAT, 1.0, g_b, g_c, 0.0, g_d);
    GA_Sync();
    report("dgemm512_ms", 1e3 * slowest(now() - t) / mreps);
    double d00;
    int z[2] = {0, 0};
    NGA_Get(g_d, z, z, &d00, ld);
    if (d00 != 2.0 * NMAT)
        GA_Error("dgemm result wrong", 0);
    (void)zero;
    (void)one;

    GA_Destroy(g_d);
    GA_Destroy(g_c);
    GA_Destroy(g_b);
    GA_Destroy(g_a);
    free(buf);
    GA_Terminate();
    MPI_Finalize();
    return 0;
}
