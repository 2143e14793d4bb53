/* array_2d.upc - a 2-D shared array with THREADS in the first dimension: row t on thread t. */
#include <stdio.h>
#include <upc.h>

#define COLS 9
shared [COLS] double grid[THREADS][COLS];

int main(void)
{
    int r, c, errors = 0;
    for (c = 0; c < COLS; c++)
        grid[MYTHREAD][c] = MYTHREAD * 100.0 + c;
    upc_barrier;
    for (r = 0; r < THREADS; r++)
        for (c = 0; c < COLS; c++) {
            if (grid[r][c] != r * 100.0 + c)
                errors++;
            if ((int)upc_threadof(&grid[r][c]) != r)
                errors++;
        }
    if (errors) {
        printf("FAIL: array_2d: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: array_2d\n");
    return 0;
}
