/* multifile/grid.upc - shared data and the function updating it, used by main.upc. */
#include <upc.h>

#define N 16
shared [N] int grid[N * THREADS];
shared int generation;

void advance(int steps)
{
    int s, i;
    for (s = 0; s < steps; s++) {
        upc_forall (i = 0; i < N * THREADS; i++; &grid[i])
            grid[i] += i;
        upc_barrier;
        if (MYTHREAD == 0)
            generation = generation + 1;
        upc_barrier;
    }
}
