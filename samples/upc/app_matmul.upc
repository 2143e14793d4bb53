/* app_matmul.upc - C = A * B with row-blocked shared matrices: each thread computes its rows,
   reading all of B. */
#include <stdio.h>
#include <upc.h>

#define N 8
shared [N] double A[N * THREADS][N];
shared [N] double Bm[N][N];
shared [N] double C[N * THREADS][N];

int main(void)
{
    int i, j, k, errors = 0, rows = N * THREADS;
    upc_forall (i = 0; i < rows; i++; &A[i][0])
        for (j = 0; j < N; j++)
            A[i][j] = i + j;
    if (MYTHREAD == 0)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                Bm[i][j] = (i == j) ? 2.0 : (i < j ? 1.0 : 0.0);
    upc_barrier;
    upc_forall (i = 0; i < rows; i++; &C[i][0])
        for (j = 0; j < N; j++) {
            double s = 0.0;
            for (k = 0; k < N; k++)
                s += A[i][k] * Bm[k][j];
            C[i][j] = s;
        }
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < rows; i++)
            for (j = 0; j < N; j++) {
                double s = 0.0;
                for (k = 0; k < N; k++)
                    s += (double)(i + k) * ((k == j) ? 2.0 : (k < j ? 1.0 : 0.0));
                if (C[i][j] != s)
                    errors++;
            }
        if (errors) {
            printf("FAIL: app_matmul: %d errors\n", errors);
            return 1;
        }
        printf("PASS: app_matmul\n");
    }
    return 0;
}
