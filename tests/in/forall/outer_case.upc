/* A upc_forall over rows whose body holds a case label of the switch around it: the body
   cannot be copied (the label would be repeated), so the loop is lowered once. */
#include <upc.h>
#include <stdio.h>

#define N 8
shared [2 * N] double a[2 * THREADS][N];

int main(int argc, char **argv)
{
    int i, j, mode = argc > 5;
    switch (mode) {
    case 0:
        upc_forall (i = 0; i < 2 * THREADS; i++; &a[i][0]) {
            for (j = 0; j < N; j++)
                a[i][j] = i * N + j;
        case 1:
            ;
        }
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        double s = 0;
        for (i = 0; i < 2 * THREADS; i++)
            for (j = 0; j < N; j++)
                s += a[i][j];
        printf("sum %.0f\n", s);
    }
    return 0;
}
