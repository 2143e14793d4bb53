/* upc_forall over the rows of two-dimensional blocked arrays (&a[i][0] affinity), the rows
   reached through pointer-to-shared parameters and file-scope arrays: a Jacobi sweep reading
   the rows above and below (another thread's at each block's edge), a pointer whose rows
   straddle blocks (phase not a multiple of the row), a pointer starting on another thread, a
   forall called from inside another (every iteration runs), and a block that is not a whole
   number of rows. Thread 0 compares every element with a private computation of the same. */
#include <stdio.h>
#include <upc.h>

#define N 8
#define RB 2 /* rows per block */
#define ROWS (4 * THREADS)

shared [RB * N] double a[ROWS][N], b[ROWS][N];
shared [RB * N] int c[ROWS][N];
shared [3] int odd[ROWS][N]; /* a block of 3: rows cross blocks */

static double ra[64][N], rb[64][N];
static int rc[64][N], rodd[64][N];

static void sweep(shared [RB * N] double (*from)[N], shared [RB * N] double (*to)[N], long rows)
{
    long i;
    int j;
    upc_forall (i = 1; i < rows - 1; i++; &to[i][0])
        for (j = 1; j < N - 1; j++)
            to[i][j] = 0.25 * (from[i - 1][j] + from[i + 1][j] + from[i][j - 1] + from[i][j + 1]);
    upc_barrier;
}

static void ref_sweep(double from[][N], double to[][N], long rows)
{
    for (long i = 1; i < rows - 1; i++)
        for (int j = 1; j < N - 1; j++)
            to[i][j] = 0.25 * (from[i - 1][j] + from[i + 1][j] + from[i][j - 1] + from[i][j + 1]);
}

/* Rows counted from p: p may point anywhere in c. */
static void bump(shared [RB * N] int (*p)[N], long rows, int k)
{
    long i;
    int j;
    upc_forall (i = 0; i < rows; i++; &p[i][0])
        for (j = 0; j < N; j++) {
            p[i][j] += k * (int)i + j;
            p[i][j]++;
        }
}

static void ref_bump(int (*p)[N], long rows, int k)
{
    for (long i = 0; i < rows; i++)
        for (int j = 0; j < N; j++) {
            p[i][j] += k * (int)i + j;
            p[i][j]++;
        }
}

static void report(const char *name, int bad)
{
    printf("%s %s\n", name, bad ? "bad" : "ok");
}

static int compare_ab(void)
{
    int bad = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < N; j++)
            bad += a[i][j] != ra[i][j] || b[i][j] != rb[i][j];
    return bad;
}

static int compare_c(void)
{
    int bad = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < N; j++)
            bad += c[i][j] != rc[i][j];
    return bad;
}

int main(void)
{
    long i;
    int j, t;

    /* File-scope arrays, two arrays per row. */
    upc_forall (i = 0; i < ROWS; i++; &a[i][0])
        for (j = 0; j < N; j++)
            a[i][j] = b[i][j] = (double)((i * 7 + j * 3) % 11);
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < N; j++)
            ra[i][j] = rb[i][j] = (double)((i * 7 + j * 3) % 11);
    upc_barrier;
    for (t = 0; t < 3; t++) {
        sweep(a, b, ROWS);
        sweep(b, a, ROWS);
        ref_sweep(ra, rb, ROWS);
        ref_sweep(rb, ra, ROWS);
    }
    if (MYTHREAD == 0)
        report("jacobi", compare_ab());
    upc_barrier;

    /* Integers, compound assignment and ++, from the first row and from another thread's. */
    upc_forall (i = 0; i < ROWS; i++; &c[i][0])
        for (j = 0; j < N; j++)
            c[i][j] = (int)i - j;
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < N; j++)
            rc[i][j] = (int)i - j;
    upc_barrier;
    bump(c, ROWS, 3);
    ref_bump(rc, ROWS, 3);
    upc_barrier;
    bump(&c[RB], ROWS - RB, 5);
    ref_bump(&rc[RB], ROWS - RB, 5);
    upc_barrier;
    if (MYTHREAD == 0)
        report("pointer-rows", compare_c());
    upc_barrier;

    /* A pointer whose rows start in the middle of a block's row: each row straddles two
       blocks (two threads); the accesses must take the generic path. */
    bump((shared [RB * N] int (*)[N])&c[0][N / 2], ROWS - 1, 2);
    ref_bump((int (*)[N])&rc[0][N / 2], ROWS - 1, 2);
    upc_barrier;
    if (MYTHREAD == 0)
        report("straddling-rows", compare_c());
    upc_barrier;

    /* Called from inside another forall: every iteration of the inner one runs, on the
       thread of the outer iteration (rows of other threads included). */
    upc_forall (t = 0; t < THREADS; t++; t)
        if (t == 0)
            bump(c, ROWS, 7);
    if (MYTHREAD == 0)
        ref_bump(rc, ROWS, 7);
    upc_barrier;
    if (MYTHREAD == 0)
        report("nested", compare_c());
    upc_barrier;

    /* A block of 3 elements: a row of 8 is on several threads. */
    upc_forall (i = 0; i < ROWS; i++; &odd[i][0])
        for (j = 0; j < N; j++)
            odd[i][j] = (int)(i * N + j);
    upc_barrier;
    if (MYTHREAD == 0) {
        int bad = 0;
        for (i = 0; i < ROWS; i++)
            for (j = 0; j < N; j++)
                bad += odd[i][j] != (int)(i * N + j);
        report("odd-block", bad);
    }
    return 0;
}
