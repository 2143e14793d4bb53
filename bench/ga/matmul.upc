/* matmul.upc - C = A x B for N x N doubles, rows distributed cyclically (one row per block).
   Each thread fetches all of B with upc_memget (row by row) into a private copy, then computes
   its rows of C with upc_forall (affinity &C[i][0]) through local pointers, i-k-j order.
   matmul_ga.c is the same algorithm in native GA. Checked with two exact checksums per row
   (integer-valued entries). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <upc.h>

#define N 512
#define REPS 3

shared [N] double A[N][N], B[N][N], C[N][N];
shared long bad[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double a_value(long i, long k) { return (double)((i + 2 * k) % 7) - 3.0; }
static double b_value(long k, long j) { return (double)((3 * k + j) % 5) - 2.0; }

int main(void)
{
    double *bl = malloc(N * N * sizeof(double)), best = 1e30, t0;
    long i, j, k, wrong = 0;
    int r;

    upc_forall (i = 0; i < N; i++; &A[i][0]) {
        double *ai = (double *)&A[i][0], *bi = (double *)&B[i][0];
        for (j = 0; j < N; j++) {
            ai[j] = a_value(i, j);
            bi[j] = b_value(i, j);
        }
    }
    upc_barrier;
    for (r = 0; r < REPS; r++) {
        upc_barrier;
        t0 = now();
        for (k = 0; k < N; k++)
            upc_memget(bl + k * N, &B[k][0], N * sizeof(double));
        upc_forall (i = 0; i < N; i++; &C[i][0]) {
            double *ci = (double *)&C[i][0];
            const double *ai = (const double *)&A[i][0];
            for (j = 0; j < N; j++)
                ci[j] = 0.0;
            for (k = 0; k < N; k++) {
                double aik = ai[k];
                const double *bk = bl + k * N;
                for (j = 0; j < N; j++)
                    ci[j] += aik * bk[j];
            }
        }
        upc_barrier;
        if (now() - t0 < best)
            best = now() - t0;
    }
    /* check: sum_j C[i][j] and sum_j (j+1) C[i][j] against A times B's row sums */
    upc_forall (i = 0; i < N; i++; &C[i][0]) {
        double s1 = 0, s2 = 0, e1 = 0, e2 = 0;
        for (j = 0; j < N; j++) {
            s1 += C[i][j];
            s2 += (j + 1) * C[i][j];
        }
        for (k = 0; k < N; k++) {
            double b1 = 0, b2 = 0;
            for (j = 0; j < N; j++) {
                b1 += b_value(k, j);
                b2 += (j + 1) * b_value(k, j);
            }
            e1 += a_value(i, k) * b1;
            e2 += a_value(i, k) * b2;
        }
        if (s1 != e1 || s2 != e2)
            wrong++;
    }
    /* one element of another thread's row, read remotely: C[1][0] = sum_k A[1][k] B[k][0] */
    {
        double e = 0;
        for (k = 0; k < N; k++)
            e += a_value(1, k) * b_value(k, 0);
        if (C[1][0] != e)
            wrong++;
    }
    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        for (r = 0; r < THREADS; r++)
            total += bad[r];
        printf("matmul_upc: n=%d matmul_ms=%.3f %s\n", N, best * 1e3, total == 0 ? "verified" : "WRONG");
    }
    free(bl);
    return 0;
}
