/* app_matmul.upc - C = A * B with row-distributed shared matrices: each thread computes the rows it owns after fetching B with upc_memget; checked sequentially, prints a checksum. */
#include <stdio.h>
#include <upc.h>

#define N 24
shared [N] double A[N][N];      /* one row per block: row i on thread i % THREADS */
shared [N] double B[N][N];
shared [N] double C[N][N];
shared int verdict;

static double a_val(int i, int j) { return (i + 2 * j) % 5 - 2; }
static double b_val(int i, int j) { return (3 * i + j) % 7 - 3; }

int main(void)
{
    int i, j, k, errors = 0;
    double bl[N][N], row[N];

    upc_forall (i = 0; i < N; i++; &A[i][0])
        for (j = 0; j < N; j++) {
            A[i][j] = a_val(i, j);
            B[i][j] = b_val(i, j);
        }
    upc_barrier;
    /* a private copy of B, one row (one block) at a time */
    for (i = 0; i < N; i++)
        upc_memget(bl[i], &B[i][0], N * sizeof(double));
    upc_forall (i = 0; i < N; i++; &C[i][0]) {
        double *a = (double *)&A[i][0];         /* my row of A is local */
        for (j = 0; j < N; j++) {
            double s = 0.0;
            for (k = 0; k < N; k++)
                s += a[k] * bl[k][j];
            row[j] = s;
        }
        upc_memput(&C[i][0], row, sizeof row);
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        double trace = 0.0;
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                double s = 0.0;
                for (k = 0; k < N; k++)
                    s += a_val(i, k) * b_val(k, j);
                if (C[i][j] != s) {
                    if (errors < 5)
                        printf("FAIL: app_matmul: C[%d][%d] = %g, expected %g\n", i, j, C[i][j], s);
                    errors++;
                }
                if (i == j)
                    trace += s;
            }
        printf("trace of C = %g\n", trace);
        if (errors)
            printf("FAIL: app_matmul: %d errors\n", errors);
        else
            printf("PASS: app_matmul\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
