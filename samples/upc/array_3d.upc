/* array_3d.upc - a 3-D shared array, cyclic over its flattened index. */
#include <stdio.h>
#include <upc.h>

#define X 3
#define Y 4
shared int cube[THREADS][X][Y];

int main(void)
{
    int t, x, y, errors = 0;
    for (x = 0; x < X; x++)
        for (y = 0; y < Y; y++)
            cube[MYTHREAD][x][y] = MYTHREAD * 1000 + x * 10 + y;
    upc_barrier;
    for (t = 0; t < THREADS; t++)
        for (x = 0; x < X; x++)
            for (y = 0; y < Y; y++) {
                int flat = (t * X + x) * Y + y;
                if (cube[t][x][y] != t * 1000 + x * 10 + y)
                    errors++;
                if ((int)upc_threadof(&cube[t][x][y]) != flat % THREADS)
                    errors++;
            }
    if (errors) {
        printf("FAIL: array_3d: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: array_3d\n");
    return 0;
}
