/* multifile/grid.h - what main.upc needs from grid.upc: the shared data as extern declarations and the functions. */
#ifndef GRID_H
#define GRID_H

#define GRID_N 16

extern shared [GRID_N] int grid[GRID_N * THREADS];
extern shared int generation;

void grid_step(void);
int grid_steps_done(void);
int grid_check(int steps);

#endif
