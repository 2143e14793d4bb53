/* Typedefs of shared arrays whose dimensions involve THREADS, at file scope under dynamic
   THREADS: objects, pointers to them, a typedef of a typedef, an array of such rows, a static
   object in a function, and the sizes of the types. */
#include <upc.h>
#include <stdio.h>

typedef shared [3] long row_t[3 * THREADS];
typedef shared int slot_t[THREADS];
typedef slot_t same_slot_t;
typedef shared [2] int grid_t[THREADS][4];

row_t row;
same_slot_t slots;
grid_t grid;
shared int errors[THREADS];

static long sum_row(row_t *r)
{
    long s = 0;
    int i;
    for (i = 0; i < 3 * THREADS; i++)
        s += (*r)[i];
    return s;
}

int main(void)
{
    static slot_t seen;
    row_t *rp = &row;
    int i, j, bad = 0;

    upc_forall (i = 0; i < 3 * THREADS; i++; &row[i])
        row[i] = 10 * i;
    slots[MYTHREAD] = MYTHREAD + 1;
    for (j = 0; j < 4; j++)
        grid[MYTHREAD][j] = 100 * MYTHREAD + j;
    upc_barrier;
    seen[MYTHREAD] = slots[(MYTHREAD + 1) % THREADS];
    upc_barrier;

    if (sum_row(rp) != 10L * (3 * THREADS) * (3 * THREADS - 1) / 2)
        bad++;
    if (seen[MYTHREAD] != (MYTHREAD + 1) % THREADS + 1)
        bad++;
    for (i = 0; i < THREADS; i++)
        for (j = 0; j < 4; j++)
            if (grid[i][j] != 100 * i + j || upc_threadof(&grid[i][j]) != (size_t)((4 * i + j) / 2 % THREADS))
                bad++;
    if (sizeof(row_t) != 3 * THREADS * sizeof(long) || sizeof(same_slot_t) != THREADS * sizeof(int))
        bad++;
    if (upc_blocksizeof(row_t) != 3 || upc_blocksizeof(grid_t) != 2 || upc_elemsizeof(grid_t) != sizeof(int))
        bad++;
    errors[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errors[i];
        printf("shared typedefs on %d threads: row sum %ld, %d errors\n", THREADS, sum_row(&row), total);
    }
    return 0;
}
