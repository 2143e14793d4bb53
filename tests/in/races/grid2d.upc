/* grid2d.upc - racy: every thread writes one element of a blocked 2-D array, one member of a
   struct array and a function's static shared counter in the same phase; the reports name
   them as the program does. */
/* race: 27 27 on `g[1][2]` (on thread 0) */
/* race: 28 28 on `cells[1].w` (on thread 1) */
/* race: 20 20 on `hits` (on thread 0) */
#include <upc.h>
#include <stdio.h>

struct cell {
    int n;
    double w;
};
shared [5] int g[3][5 * THREADS];
shared struct cell cells[2 * THREADS];

static void count(void)
{
    static shared int hits;
    hits++;
}

int main(void)
{
    count();
    g[2][MYTHREAD] = MYTHREAD;
    g[1][2] = MYTHREAD;
    cells[1].w = MYTHREAD;
    cells[MYTHREAD].n = 1;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("g[1][2] is a thread: %d\n", g[1][2] >= 0 && g[1][2] < THREADS);
    return 0;
}
