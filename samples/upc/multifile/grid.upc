/* multifile/grid.upc - the shared grid, its generation counter and the functions that update and check it; linked with main.upc. */
#include <upc.h>
#include "grid.h"

shared [GRID_N] int grid[GRID_N * THREADS];   /* defined here, declared extern in grid.h */
shared int generation;
static int steps_done;                       /* private to each thread and to this file */

/* one step: every thread updates the cells it owns, then thread 0 counts the generation */
void grid_step(void)
{
    int i;
    upc_forall (i = 0; i < GRID_N * THREADS; i++; &grid[i])
        grid[i] += i % 7 + 1;
    steps_done++;
    upc_barrier;
    if (MYTHREAD == 0)
        generation = generation + 1;
    upc_barrier;
}

int grid_steps_done(void)
{
    return steps_done;
}

/* the number of cells that differ from the value after `steps` steps */
int grid_check(int steps)
{
    int i, bad = 0;
    for (i = 0; i < GRID_N * THREADS; i++)
        if (grid[i] != steps * (i % 7 + 1))
            bad++;
    return bad;
}
