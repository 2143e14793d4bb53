/* multifile/main.upc - a UPC program in two files: the shared grid lives in grid.upc and is reached here through extern shared declarations (grid.h); build with the Makefile. */
#include <stdio.h>
#include <upc.h>
#include "grid.h"

#define STEPS 3
shared int verdict;

int main(void)
{
    int s, errors = 0;

    for (s = 0; s < STEPS; s++)
        grid_step();
    /* the data written by grid.upc is visible here, and its layout is the same */
    if (MYTHREAD == 0) {
        errors += grid_check(STEPS);
        if (generation != STEPS)
            errors++;
        if (grid_steps_done() != STEPS)
            errors++;
        if (upc_threadof(&grid[GRID_N * (THREADS - 1)]) != (size_t)(THREADS - 1))
            errors++;
        if (errors)
            printf("FAIL: multifile: %d errors\n", errors);
        else
            printf("PASS: multifile\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
