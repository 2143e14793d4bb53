/* The cost of an element access a[i][j] of a 2-D shared array: a 5-point stencil over a
   ROWS x COLS grid, each thread updating the elements it owns (upc_forall over &dst[i][j]),
   reading five elements of the source through their subscripts. Two layouts: rows in blocks
   (`shared [COLS]`, neighbours across rows owned by other threads) and cyclic
   (`shared double [ROWS][COLS]`, most neighbours on other threads); and the rows in blocks
   again through a pointer to them (`p[k][i][j]`, `p` a pointer-to-shared to the grids). Prints, per layout, the
   time per element access (six a sweep-element: five reads and a write) and a checksum.
   Usage: stencil2d [SWEEPS] */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ROWS 256
#define COLS 256

shared [COLS] double rb[2][ROWS][COLS];
shared double cy[2][ROWS][COLS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

#define STENCIL(g, name)                                                                           \
    do {                                                                                           \
        int s, i, j, src = 0;                                                                      \
        double t0, t1, sum = 0;                                                                    \
        for (i = 0; i < ROWS; i++)                                                                 \
            upc_forall (j = 0; j < COLS; j++; &g[0][i][j])                                         \
                g[0][i][j] = g[1][i][j] = (i * 7 + j * 3) % 11;                                    \
        upc_barrier;                                                                               \
        t0 = now();                                                                                \
        for (s = 0; s < sweeps; s++) {                                                             \
            int dst = 1 - src;                                                                     \
            for (i = 1; i < ROWS - 1; i++)                                                         \
                upc_forall (j = 1; j < COLS - 1; j++; &g[dst][i][j])                               \
                    g[dst][i][j] = 0.2 * (g[src][i][j] + g[src][i - 1][j] + g[src][i + 1][j] +     \
                                          g[src][i][j - 1] + g[src][i][j + 1]);                    \
            upc_barrier;                                                                           \
            src = dst;                                                                             \
        }                                                                                          \
        t1 = now();                                                                                \
        if (MYTHREAD == 0) {                                                                       \
            for (i = 0; i < ROWS; i++)                                                             \
                for (j = 0; j < COLS; j++)                                                         \
                    sum += g[src][i][j];                                                           \
            printf(name "_ns=%.2f " name "_checksum=%.6f\n",                                       \
                   (t1 - t0) * 1e9 * THREADS / ((double)sweeps * (ROWS - 2) * (COLS - 2) * 6),     \
                   sum);                                                                           \
        }                                                                                          \
        upc_barrier;                                                                               \
    } while (0)

int main(int argc, char **argv)
{
    int sweeps = argc > 1 ? atoi(argv[1]) : 10;
    STENCIL(rb, "rows");
    STENCIL(cy, "cyclic");
    shared [COLS] double (*rp)[ROWS][COLS] = rb;
    STENCIL(rp, "pointer");
    return 0;
}
