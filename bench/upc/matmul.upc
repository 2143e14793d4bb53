/* matmul.upc - a dense matrix multiply C = A x B written the natural UPC way: A, B and C are
   N x N shared arrays distributed in blocks of BR rows; each thread fetches the whole of B with
   one upc_memget per block into private memory, then computes the blocks of C it owns
   (upc_forall with affinity to the block) from its blocks of A, read through pointers cast to
   local as UPC allows for data with affinity to the thread. Prints the time per multiply and a
   checksum of C. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <upc.h>

#define N 512
#define BR 32 /* rows per block: N / BR blocks, dealt to the threads in turn */
#define ITERS 5

shared [BR * N] double A[N][N], B[N][N], C[N][N];
shared double partial[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    double *b = malloc(sizeof(double) * N * N), t0, elapsed, mine = 0, sum = 0;
    long i, j, k, blk;
    int it, t;

    upc_forall (i = 0; i < N; i++; &A[i][0])
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i + 2 * j) % 7) - 3.0;
            B[i][j] = (double)((3 * i + j) % 5) - 2.0;
        }
    upc_barrier;
    t0 = now();
    for (it = 0; it < ITERS; it++) {
        for (blk = 0; blk < N / BR; blk++)
            upc_memget(b + blk * BR * N, &B[blk * BR][0], sizeof(double) * BR * N);
        upc_forall (blk = 0; blk < N / BR; blk++; &C[blk * BR][0]) {
            double *a = (double *)&A[blk * BR][0], *c = (double *)&C[blk * BR][0];
            for (i = 0; i < BR; i++) {
                for (j = 0; j < N; j++)
                    c[i * N + j] = 0.0;
                for (k = 0; k < N; k++) {
                    double aik = a[i * N + k];
                    for (j = 0; j < N; j++)
                        c[i * N + j] += aik * b[k * N + j];
                }
            }
        }
        upc_barrier;
    }
    elapsed = now() - t0;
    upc_forall (i = 0; i < N; i++; &C[i][0])
        for (j = 0; j < N; j++)
            mine += C[i][j] * (double)((i + j) % 3);
    partial[MYTHREAD] = mine;
    upc_barrier;
    for (t = 0; t < THREADS; t++)
        sum += partial[t];
    if (MYTHREAD == 0)
        printf("matmul_upc: n=%d iters=%d time_per_iter_ms=%.3f checksum=%.6e\n", N, ITERS, elapsed / ITERS * 1e3, sum);
    free(b);
    return 0;
}
