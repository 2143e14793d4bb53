/* forall_rows.upc - racy: upc_foralls over their own rows (row pointers, each run of the inner
   loop logged as one range per row and kind under --checks=races), of a pointer parameter and
   of the array, write rows while thread 1 reads a column of thread 0's row in the same phase,
   then read them while thread 1 writes (its value again) the last column that the reads
   `a[i][j + 1]` reach. */
/* race: 22 31 on `a[0][3]` (on thread 0) */
/* race: 35 37 on `a[1][7]` (on thread 0) */
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
    if (MYTHREAD == 1)
        v = a[0][3];
    upc_barrier;
    upc_forall (i = 0; i < R * THREADS; i++; &a[i][0])
        for (j = 1; j < N - 1; j++)
            s += a[i][j - 1] + a[i][j + 1];
    if (MYTHREAD == 1)
        a[1][N - 1] = N;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("s = %d\n", s);
    return 0;
}
