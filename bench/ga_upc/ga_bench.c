/* ga_bench.c - timings of Global Arrays operations, for GA-on-UPC vs the native GA library
   (bench/ga_upc.sh builds this one GA C program both ways). Run on 2 processes: each process
   works on the half of the array the other one owns, so every transfer is remote.
   Each measurement runs in batches that start and end with GA_Sync; a batch's time is that of
   the slower process, and the best batch is kept (a shared machine deschedules processes now
   and then, which costs a batch milliseconds). Process 0 prints key=value lines: times in
   microseconds (milliseconds for GA_Dgemm) per operation, bandwidths in MB/s. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mpi.h"
#include "ga.h"
#include "macdecls.h"

#define N 1000     /* patch side: each process owns an N x N block of a 2N x N array */
#define NMAT 512   /* GA_Dgemm size */

static int g_a, g_b, g_c, g_d, other;
static int plo[2], phi[2], ld[1] = {N};
static double *buf, alpha = 1.0, x[1000];

static void put_patch(int r) { (void)r; NGA_Put(g_a, plo, phi, buf, ld); }
static void get_patch(int r) { (void)r; NGA_Get(g_a, plo, phi, buf, ld); }
static void acc_patch(int r) { (void)r; NGA_Acc(g_a, plo, phi, buf, ld, &alpha); }
static void elem(int r, int *sub)
{
    sub[0] = other * N + r % N;
    sub[1] = (r * 7) % N;
}
static void put_elem(int r) { int sub[2]; elem(r, sub); NGA_Put(g_a, sub, sub, &x[0], ld); }
static void get_elem(int r) { int sub[2]; elem(r, sub); NGA_Get(g_a, sub, sub, &x[0], ld); }
static void acc_elem(int r) { int sub[2]; elem(r, sub); NGA_Acc(g_a, sub, sub, &x[0], ld, &alpha); }
static void dgop1(int r) { (void)r; GA_Dgop(x, 1, "+"); }
static void dgop1000(int r) { (void)r; GA_Dgop(x, 1000, "+"); }
static void sync_op(int r) { (void)r; GA_Sync(); }
static void dgemm(int r)
{
    (void)r;
    GA_Dgemm('N', 'N', NMAT, NMAT, NMAT, 1.0, g_b, g_c, 0.0, g_d);
}

/* seconds per operation: the best batch of the slower process */
static double measure(void (*op)(int), int batches, int iters)
{
    double best = 1e30;
    op(0); /* warm-up */
    for (int b = 0; b < batches; b++) {
        GA_Sync();
        double t = GA_Wtime();
        for (int r = 0; r < iters; r++)
            op(r);
        GA_Sync();
        t = GA_Wtime() - t;
        GA_Dgop(&t, 1, "max");
        best = t < best ? t : best;
    }
    return best / iters;
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
    g_a = NGA_Create(C_DBL, 2, dims, "A", chunk);
    buf = malloc(sizeof(double) * N * N);
    for (long i = 0; i < (long)N * N; i++)
        buf[i] = (double)i;
    other = 1 - me;
    plo[0] = other * N;
    plo[1] = 0;
    phi[0] = other * N + N - 1;
    phi[1] = N - 1;
    int lo0[2], hi0[2];
    NGA_Distribution(g_a, other, lo0, hi0);
    if (lo0[0] != plo[0] || hi0[0] != phi[0])
        GA_Error("unexpected distribution", 0);
    double mb = (double)N * N * sizeof(double) / 1e6;

    report("put_patch_MBps", mb / measure(put_patch, reps, 2));
    report("get_patch_MBps", mb / measure(get_patch, reps, 2));
    /* the data that came back are what was put */
    for (long i = 0; i < (long)N * N; i++)
        if (buf[i] != (double)i)
            GA_Error("get returned wrong data", (int)i);
    report("acc_patch_us", 1e6 * measure(acc_patch, reps, 2));
    report("put_elem_us", 1e6 * measure(put_elem, 2 * reps, 1000));
    report("get_elem_us", 1e6 * measure(get_elem, 2 * reps, 1000));
    report("acc_elem_us", 1e6 * measure(acc_elem, 2 * reps, 1000));
    for (int i = 0; i < 1000; i++)
        x[i] = me + i;
    report("dgop1_us", 1e6 * measure(dgop1, 2 * reps, 200));
    report("dgop1000_us", 1e6 * measure(dgop1000, 2 * reps, 200));
    report("sync_us", 1e6 * measure(sync_op, 2 * reps, 200));

    int mdims[2] = {NMAT, NMAT};
    g_b = NGA_Create(C_DBL, 2, mdims, "B", NULL);
    g_c = NGA_Create(C_DBL, 2, mdims, "C", NULL);
    g_d = NGA_Create(C_DBL, 2, mdims, "D", NULL);
    double one = 1.0, two = 2.0;
    GA_Fill(g_b, &two);
    GA_Fill(g_c, &one);
    report("dgemm512_ms", 1e3 * measure(dgemm, reps > 3 ? reps / 2 : 2, 1));
    double d00;
    int z[2] = {0, 0};
    NGA_Get(g_d, z, z, &d00, ld);
    if (d00 != 2.0 * NMAT)
        GA_Error("dgemm result wrong", 0);

    GA_Destroy(g_d);
    GA_Destroy(g_c);
    GA_Destroy(g_b);
    GA_Destroy(g_a);
    free(buf);
    GA_Terminate();
    MPI_Finalize();
    return 0;
}
