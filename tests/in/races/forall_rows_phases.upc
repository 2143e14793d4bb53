/* forall_rows_phases.upc - race-free: forall_rows.upc with each upc_forall over its own rows
   (row pointers, each run of the inner loop logged as one range per row and kind under
   --checks=races) and thread 1's accesses to thread 0's rows in different barrier phases. */
#include <upc.h>
#include <stdio.h>

#define N 8
#define R 2
shared [R * N] int a[R * THREADS][N];
int v;

void sweep(shared [R * N] int (*p)[N], long rows)
{
    long i;
    int j;
    upc_forall (i = 0; i < rows; i++; &p[i][0])
        for (j = 0; j < N; j++)
            p[i][j] = (int)i + j;
}

int main(void)
{
    long i;
    int j, s = 0;
    sweep(a, R * THREADS);
    upc_barrier;
    if (MYTHREAD == 1)
        v = a[0][3];
    upc_barrier;
    upc_forall (i = 0; i < R * THREADS; i++; &a[i][0])
        for (j = 1; j < N - 1; j++)
            s += a[i][j - 1] + a[i][j + 1];
    upc_barrier;
    if (MYTHREAD == 1)
        a[1][N - 1] = N;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("s = %d v = %d\n", s, THREADS > 1 ? 3 : v);
    return 0;
}
