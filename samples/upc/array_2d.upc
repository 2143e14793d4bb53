/* array_2d.upc - two-dimensional shared arrays: shared [4] double m[THREADS][8], shared int g[6][THREADS], and a fixed-size array with one row per block. */
#include <stdio.h>
#include <upc.h>

#define COLS 8
#define GROWS 6
shared [4] double m[THREADS][COLS];     /* rows of two blocks: row-major, blocks dealt round-robin */
shared int g[GROWS][THREADS];           /* cyclic: column t lives on thread t */
shared [10] int fixed[5][10];           /* one row per block: row r on thread r % THREADS */
shared int verdict;

static int errors;

static void check(int ok, const char *what, int r, int c)
{
    if (!ok && errors++ < 5)
        printf("FAIL: array_2d: %s at [%d][%d]\n", what, r, c);
}

int main(void)
{
    int r, c, k;

    /* one flat loop, with the owner of each element as the affinity */
    upc_forall (k = 0; k < THREADS * COLS; k++; &m[k / COLS][k % COLS])
        m[k / COLS][k % COLS] = k / COLS + 0.5 * (k % COLS);
    for (r = 0; r < GROWS; r++)
        upc_forall (c = 0; c < THREADS; c++; c)
            g[r][c] = 100 * r + c;
    upc_forall (r = 0; r < 5; r++; &fixed[r][0])
        for (c = 0; c < 10; c++)
            fixed[r][c] = r * c;
    upc_barrier;

    if (MYTHREAD == 0) {
        double rowsum;
        for (r = 0; r < THREADS; r++) {
            rowsum = 0.0;
            for (c = 0; c < COLS; c++) {
                rowsum += m[r][c];
                check(upc_threadof(&m[r][c]) == (size_t)(((r * COLS + c) / 4) % THREADS), "m thread", r, c);
                check(upc_phaseof(&m[r][c]) == (size_t)(c % 4), "m phase", r, c);
                /* the flattened address: row-major order */
                check(&m[r][c] == &m[0][0] + r * COLS + c, "m address", r, c);
            }
            check(rowsum == COLS * r + 0.5 * COLS * (COLS - 1) / 2, "m row sum", r, 0);
        }
        for (r = 0; r < GROWS; r++)
            for (c = 0; c < THREADS; c++) {
                check(g[r][c] == 100 * r + c, "g value", r, c);
                check(upc_threadof(&g[r][c]) == (size_t)c, "g thread", r, c);
            }
        for (r = 0; r < 5; r++)
            for (c = 0; c < 10; c++) {
                check(fixed[r][c] == r * c, "fixed value", r, c);
                check(upc_threadof(&fixed[r][c]) == (size_t)(r % THREADS), "fixed thread", r, c);
            }
        /* a row decays to a pointer-to-shared with the array's block size */
        {
            shared [4] double *last = m[THREADS - 1];
            check(last[COLS - 1] == THREADS - 1 + 0.5 * (COLS - 1), "last row", THREADS - 1, COLS - 1);
        }
        if (errors)
            printf("FAIL: array_2d: %d errors\n", errors);
        else
            printf("PASS: array_2d\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
