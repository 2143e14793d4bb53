/* Blocks over private pointers cast from this thread's part of shared arrays (src/backend/outline.rs):
   the matrix multiply's block is outlined with restrict pointers (and its counters copied back);
   the other blocks must not be: two pointers into one array, a pointer of unknown origin that
   does point into the written array, a block that calls a function, a pointer that is not
   always from malloc. Each prints "ok" when its results are right. */
#include <stdio.h>
#include <stdlib.h>
#include <upc.h>

#define N 64
#define BR 8

shared [BR * N] double A[N][N], B[N][N], C[N][N];
shared [BR * N] double D[N][N];

static double twice(double x) { return 2 * x; }

/* Every thread's failures are printed; thread 0 says ok for all that had none. */
static void report(const char *what, long bad)
{
    if (bad)
        printf("%s wrong on thread %d\n", what, MYTHREAD);
    else if (MYTHREAD == 0)
        printf("%s ok\n", what);
}

/* The block reads q, which the caller points at the block it writes: no restrict may be
   assumed (c[i] = 2 * c[i - 1]). */
static int through_parameter(double *q)
{
    long blk, i, bad = 0;
    upc_forall (blk = 0; blk < THREADS; blk++; &C[blk * BR][0]) {
        double *c = (double *)&C[blk * BR][0];
        for (i = 1; i < 40; i++)
            c[i] = c[i - 1] + q[i - 1];
    }
    for (i = 0; i < 40; i++)
        bad += C[MYTHREAD * BR][i] != (double)(1L << i);
    return bad == 0;
}

int main(void)
{
    double *b = malloc(sizeof(double) * N * N), *p = malloc(sizeof(double) * N);
    long i, j, k, blk, bad = 0;

    for (i = 0; i < N; i++)
        p[i] = i;
    upc_forall (i = 0; i < N; i++; &A[i][0])
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i + 2 * j) % 7) - 3.0;
            B[i][j] = (double)((3 * i + j) % 5) - 2.0;
        }
    upc_barrier;
    for (blk = 0; blk < N / BR; blk++)
        upc_memget(b + blk * BR * N, &B[blk * BR][0], sizeof(double) * BR * N);
    upc_forall (blk = 0; blk < N / BR; blk++; &C[blk * BR][0]) {
        double *a = (double *)&A[blk * BR][0], *c = (double *)&C[blk * BR][0];
        for (i = 0; i < BR; i++) {
            for (j = 0; j < N; j++)
                c[i * N + j] = 0.0;
            for (k = 0; k < N; k++) { /* jammed */
                double aik = a[i * N + k];
                for (j = 0; j < N; j++)
                    c[i * N + j] += aik * b[k * N + j];
            }
        }
        bad += i != BR || j != N || k != N;
    }
    upc_barrier;
    upc_forall (i = 0; i < N; i++; &C[i][0])
        for (j = 0; j < N; j++) {
            double want = 0;
            for (k = 0; k < N; k++)
                want += (double)((i + 2 * k) % 7 - 3) * (double)((3 * k + j) % 5 - 2);
            bad += C[i][j] != want;
        }
    report("matmul", bad);
    upc_barrier;

    /* Two pointers into D: the second overlaps the first shifted by one row. */
    bad = 0;
    upc_forall (i = 0; i < N; i++; &D[i][0])
        for (j = 0; j < N; j++)
            D[i][j] = 1;
    upc_barrier;
    upc_forall (blk = 0; blk < N / BR; blk++; &D[blk * BR][0]) {
        double *d = (double *)&D[blk * BR][0], *e = (double *)&D[blk * BR + 1][0];
        for (i = 0; i < (BR - 1) * N; i++)
            e[i] += d[i];
    }
    upc_barrier;
    upc_forall (i = 0; i < N; i++; &D[i][0])
        for (j = 0; j < N; j++)
            bad += D[i][j] != (double)(i % BR + 1);
    report("same-array", bad);
    upc_barrier;

    /* q points into C: the block of through_parameter reads what it writes. */
    C[MYTHREAD * BR][0] = 1;
    report("parameter", !through_parameter((double *)&C[MYTHREAD * BR][0]));
    upc_barrier;

    /* A block that calls a function; p is not always from malloc. */
    bad = 0;
    upc_forall (blk = 0; blk < N / BR; blk++; &D[blk * BR][0]) {
        double *d = (double *)&D[blk * BR][0];
        for (i = 0; i < N; i++)
            d[i] = twice(p[i]);
    }
    p = (double *)&D[MYTHREAD * BR][0];
    upc_forall (blk = 0; blk < N / BR; blk++; &C[blk * BR][0]) {
        double *c = (double *)&C[blk * BR][0];
        for (i = 0; i < N; i++)
            c[i] = p[i] + 1;
    }
    upc_barrier;
    upc_forall (blk = 0; blk < N / BR; blk++; &C[blk * BR][0])
        for (i = 0; i < N; i++)
            bad += C[blk * BR][i] != 2 * i + 1 || D[blk * BR][i] != 2 * i;
    report("call-and-pointer", bad);
    return 0;
}
