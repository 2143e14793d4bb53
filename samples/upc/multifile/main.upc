/* multifile/main.upc - a program in two files: the data and its update live in grid.upc,
   reached here through `extern shared` declarations; no main is needed in grid.upc. */
#include <stdio.h>
#include <upc.h>

#define N 16
extern shared [N] int grid[N * THREADS];
extern shared int generation;
void advance(int steps);

int main(void)
{
    int i, errors = 0;
    advance(3);
    upc_barrier;
    for (i = 0; i < N * THREADS; i++)
        if (grid[i] != 3 * i)
            errors++;
    if (generation != 3)
        errors++;
    if (errors) {
        printf("FAIL: multifile: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: multifile\n");
    return 0;
}
