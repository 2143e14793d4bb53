/* Ghost rows: a upc_forall over the rows of a blocked two-dimensional array (&to[i][0]) whose
   body only reads the rows above and below (another thread's at each block's edge) reads each
   such row in bulk; rows it also writes, and bodies that call a function or read a strict
   object, keep the element-wise reads. The counter is an int: the row's address is computed
   in long, as an element's is. A forall over a file-scope array's rows visits only this
   thread's rows (every row when called from inside another forall). Every thread compares its
   rows with a private computation. */
#include <stdio.h>
#include <upc.h>

#define N 8
#define RB 2 /* rows per block */
#define ROWS (RB * THREADS)
#define MAXROWS (RB * 4)

shared [RB * N] double a[ROWS][N], b[ROWS][N], e[ROWS][N];
strict shared int scale;
shared int bad[THREADS];

static double ra[MAXROWS][N], rb[MAXROWS][N], re[MAXROWS][N];

static double init(int i, int j) { return (double)((i * 5 + j * 3) % 13); }

static double twice(double x) { return 2.0 * x; }

/* Only reads the rows of from: the ghost rows are read in bulk. */
static void sweep(shared [RB * N] double (*from)[N], shared [RB * N] double (*to)[N], int rows)
{
    int i, j;
    upc_forall (i = 1; i < rows - 1; i++; &to[i][0])
        for (j = 0; j < N; j++)
            to[i][j] = from[i - 1][j] - 2.0 * from[i][j] + 3.0 * from[i + 1][j];
}

/* Calls a function: element-wise. */
static void calling(int rows)
{
    int i, j;
    upc_forall (i = 1; i < rows - 1; i++; &b[i][0])
        for (j = 0; j < N; j++)
            b[i][j] = twice(a[i - 1][j]) + a[i + 1][j];
}

/* Reads a strict object: element-wise. */
static void strict_read(int rows)
{
    int i, j;
    upc_forall (i = 1; i < rows - 1; i++; &b[i][0])
        for (j = 0; j < N; j++)
            b[i][j] = scale * a[i - 1][j] - a[i + 1][j];
}

/* Writes the row above, another thread's at a block's first row (each row written by one
   iteration only): never buffered. */
static void write_above(int rows)
{
    int i, j;
    upc_forall (i = 1; i < rows; i++; &e[i][0])
        for (j = 0; j < N; j++)
            e[i - 1][j] = e[i - 1][j] * 2.0 + (double)i;
}

/* Over a file-scope array: the loop steps from one of this thread's rows to the next; called
   from inside another forall, it runs every row. */
static void fill(int k)
{
    int i, j;
    upc_forall (i = 1; i < ROWS; i++; &e[i][0])
        for (j = 0; j < N; j++)
            e[i][j] = e[i][j] + k * i + j;
}

static void check_rows(shared [RB * N] double (*x)[N], double (*r)[N], int rows)
{
    int i, j;
    upc_forall (i = 0; i < rows; i++; &x[i][0])
        for (j = 0; j < N; j++)
            bad[MYTHREAD] += x[i][j] != r[i][j];
}

static int all_bad(void)
{
    int t, sum = 0;
    upc_barrier;
    for (t = 0; t < THREADS; t++)
        sum += bad[t];
    upc_barrier;
    bad[MYTHREAD] = 0;
    upc_barrier;
    return sum;
}

static void report(const char *name, int n)
{
    if (MYTHREAD == 0)
        printf("%s %s\n", name, n ? "bad" : "ok");
}

int main(void)
{
    int i, j, k;

    upc_forall (i = 0; i < ROWS; i++; &a[i][0])
        for (j = 0; j < N; j++)
            a[i][j] = b[i][j] = e[i][j] = init(i, j);
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < N; j++)
            ra[i][j] = rb[i][j] = re[i][j] = init(i, j);
    if (MYTHREAD == 0)
        scale = 3;
    upc_barrier;

    for (k = 0; k < 3; k++) {
        sweep(a, b, ROWS);
        upc_barrier;
        sweep(b, a, ROWS);
        upc_barrier;
        for (i = 1; i < ROWS - 1; i++)
            for (j = 0; j < N; j++)
                rb[i][j] = ra[i - 1][j] - 2.0 * ra[i][j] + 3.0 * ra[i + 1][j];
        for (i = 1; i < ROWS - 1; i++)
            for (j = 0; j < N; j++)
                ra[i][j] = rb[i - 1][j] - 2.0 * rb[i][j] + 3.0 * rb[i + 1][j];
    }
    check_rows(a, ra, ROWS);
    check_rows(b, rb, ROWS);
    report("sweep", all_bad());

    calling(ROWS);
    upc_barrier;
    for (i = 1; i < ROWS - 1; i++)
        for (j = 0; j < N; j++)
            rb[i][j] = twice(ra[i - 1][j]) + ra[i + 1][j];
    check_rows(b, rb, ROWS);
    report("calling", all_bad());

    strict_read(ROWS);
    upc_barrier;
    for (i = 1; i < ROWS - 1; i++)
        for (j = 0; j < N; j++)
            rb[i][j] = 3 * ra[i - 1][j] - ra[i + 1][j];
    check_rows(b, rb, ROWS);
    report("strict", all_bad());

    write_above(ROWS);
    upc_barrier;
    for (i = 1; i < ROWS; i++)
        for (j = 0; j < N; j++)
            re[i - 1][j] = re[i - 1][j] * 2.0 + (double)i;
    check_rows(e, re, ROWS);
    report("write-above", all_bad());

    fill(2);
    upc_barrier;
    upc_forall (k = 0; k < THREADS; k++; k)
        if (k == 0)
            fill(3);
    upc_barrier;
    for (k = 2; k <= 3; k++)
        for (i = 1; i < ROWS; i++)
            for (j = 0; j < N; j++)
                re[i][j] = re[i][j] + k * i + j;
    check_rows(e, re, ROWS);
    report("stepped", all_bad());
    return 0;
}
