/* array_threads_dims.upc - shared array dimensions that are multiples of THREADS, in the first, middle and last position, and their sizes. */
#include <stdio.h>
#include <upc.h>

shared long v[THREADS];
shared int a[10 * THREADS];
shared [2] char c[THREADS * 6];
shared [4] double m[THREADS][8];
shared int grid[3][THREADS];
shared [5] short t3[2][THREADS][5];
shared int verdict;

int main(void)
{
    int i, j, errors = 0;

    /* sizes depend on THREADS: sizeof is evaluated at run time */
    if (sizeof(v) != THREADS * sizeof(long) || sizeof(a) != 10 * THREADS * sizeof(int))
        errors++;
    if (sizeof(c) != (size_t)THREADS * 6 || sizeof(m) != THREADS * 8 * sizeof(double))
        errors++;
    if (sizeof(grid) != 3 * THREADS * sizeof(int) || sizeof(t3) != 2 * THREADS * 5 * sizeof(short))
        errors++;
    if (sizeof(m[0]) != 8 * sizeof(double) || sizeof(grid[0]) != THREADS * sizeof(int))
        errors++;
    /* each thread's share */
    if (upc_localsizeof(a) != 10 * sizeof(int) || upc_localsizeof(c) != 6)
        errors++;
    if (upc_localsizeof(m) != 8 * sizeof(double) || upc_localsizeof(t3) != 10 * sizeof(short))
        errors++;

    v[MYTHREAD] = MYTHREAD;
    upc_forall (i = 0; i < 10 * THREADS; i++; &a[i])
        a[i] = i;
    upc_forall (i = 0; i < 6 * THREADS; i++; &c[i])
        c[i] = (char)('a' + i % 26);
    for (i = 0; i < 3; i++)
        grid[i][MYTHREAD] = i * THREADS + MYTHREAD;
    for (i = 0; i < 2; i++)
        for (j = 0; j < 5; j++)
            t3[i][MYTHREAD][j] = (short)(i * 1000 + MYTHREAD * 10 + j);
    upc_barrier;

    if (MYTHREAD == 0) {
        long total = 0;
        for (i = 0; i < THREADS; i++)
            total += v[i];
        if (total != (long)THREADS * (THREADS - 1) / 2)
            errors++;
        for (i = 0; i < 10 * THREADS; i++)
            if (a[i] != i)
                errors++;
        for (i = 0; i < 6 * THREADS; i++)
            if (c[i] != 'a' + i % 26 || upc_threadof(&c[i]) != (size_t)((i / 2) % THREADS))
                errors++;
        for (i = 0; i < 3; i++)
            for (j = 0; j < THREADS; j++)
                if (grid[i][j] != i * THREADS + j || upc_threadof(&grid[i][j]) != (size_t)j)
                    errors++;
        /* t3[i][t] is one block of 5, on thread (i*THREADS + t) % THREADS == t */
        for (i = 0; i < 2; i++)
            for (j = 0; j < THREADS; j++)
                if (t3[i][j][4] != i * 1000 + j * 10 + 4 || upc_threadof(&t3[i][j][0]) != (size_t)j)
                    errors++;
        if (errors)
            printf("FAIL: array_threads_dims: %d errors\n", errors);
        else
            printf("PASS: array_threads_dims\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
