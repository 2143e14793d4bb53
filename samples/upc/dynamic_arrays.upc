/* dynamic_arrays.upc - the thesis' dynamically sized and dynamically blocked shared arrays: block-scope
   shared arrays whose dimension and block size are computed at run time (here from argv, with
   defaults), for block sizes 0 (indefinite), 1 and larger, one and two dimensions. */
#include <stdio.h>
#include <stdlib.h>
#include <upc.h>

static int errors;

static void expect(int cond, const char *what, int i)
{
    if (!cond) {
        if (errors < 8)
            printf("FAIL: dynamic_arrays: %s at %d (thread %d)\n", what, i, MYTHREAD);
        errors++;
    }
}

/* Functions taking the arrays as pointers-to-shared of a static block size. */
static long sum_cyclic(shared int *p, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

static long sum_indefinite(shared [] long *p, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

/* One dimension, block size b: values, owners, phases, address fields, sizes. */
static void blocked(int m, int b)
{
    shared [b] int a[m * THREADS];
    int n = m * THREADS, i;
    size_t expect_local;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = 3 * i;
    upc_barrier;
    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] += 1;                       /* compound assignment on this thread's elements */
    upc_barrier;
    for (i = 0; i < n; i++) {
        int owner = b == 0 ? 0 : (i / b) % THREADS;
        expect(a[i] == 3 * i + 1, "value", i);
        expect(upc_threadof(&a[i]) == (size_t)owner, "upc_threadof", i);
        expect(upc_phaseof(&a[i]) == (size_t)(b == 0 ? 0 : i % b), "upc_phaseof", i);
    }
    /* Consecutive elements of one block are consecutive in their thread's memory. */
    for (i = 0; b > 1 && i + 1 < n; i++)
        if ((i + 1) % b != 0)
            expect(upc_addrfield(&a[i + 1]) - upc_addrfield(&a[i]) == sizeof(int), "upc_addrfield", i);
    expect(upc_blocksizeof(a) == (size_t)b, "upc_blocksizeof", b);
    expect(upc_elemsizeof(a) == sizeof(int), "upc_elemsizeof", b);
    expect(sizeof(a) == (size_t)n * sizeof(int), "sizeof", n);
    expect_local = b == 0 ? (size_t)n * sizeof(int)
                          : ((size_t)((n + b - 1) / b + THREADS - 1) / THREADS) * b * sizeof(int);
    expect(upc_localsizeof(a) == expect_local, "upc_localsizeof", b);
    upc_barrier;
    /* This thread's elements through a local pointer. */
    for (i = 0; i < n; i++)
        if (upc_threadof(&a[i]) == (size_t)MYTHREAD) {
            int *mine = (int *)&a[i];
            expect(*mine == 3 * i + 1, "local pointer read", i);
            *mine = -i;
        }
    upc_barrier;
    for (i = 0; i < n; i++)
        expect(a[i] == -i, "local pointer write", i);
    upc_barrier;
}

/* Integer affinity, passing the array to functions, block sizes 1 and 0. */
static void cyclic_and_indefinite(int m)
{
    int one = m / m, zero = m - m, n = m * THREADS, i;
    shared [one] int c[n];
    shared [zero] long d[m + 3];
    long expect_c = 0, expect_d = 0;

    upc_forall (i = 0; i < n; i++; i)
        c[i] = i + 1;
    upc_forall (i = 0; i < m + 3; i++; &d[i])
        d[i] = 10L * i;
    upc_barrier;
    for (i = 0; i < n; i++)
        expect_c += i + 1;
    for (i = 0; i < m + 3; i++) {
        expect_d += 10L * i;
        expect(upc_threadof(&d[i]) == 0, "indefinite owner", i);
    }
    expect(sum_cyclic(c, n) == expect_c, "passed as shared int *", n);
    expect(sum_cyclic(&c[1], n - 1) == expect_c - 1, "&c[1] passed as shared int *", n);
    expect(sum_indefinite(d, m + 3) == expect_d, "passed as shared [] long *", m);
    expect(upc_blocksizeof(d) == 0, "upc_blocksizeof of [0]", 0);
    upc_barrier;
}

/* Two dimensions: a run-time outer dimension, inner ones constant or THREADS. */
static void two_dims(int rows, int b)
{
    shared [b] double g[rows][THREADS];
    shared [b] int h[rows][3];
    int i, j;

    upc_forall (i = 0; i < rows; i++; i)
        for (j = 0; j < THREADS; j++)
            g[i][j] = i + j / 100.0;
    upc_forall (i = 0; i < rows * 3; i++; &h[i / 3][i % 3])
        h[i / 3][i % 3] = 7 * i;
    upc_barrier;
    for (i = 0; i < rows; i++) {
        for (j = 0; j < THREADS; j++) {
            int k = i * THREADS + j;
            expect(g[i][j] == i + j / 100.0, "2-D value", k);
            expect(upc_threadof(&g[i][j]) == (size_t)((k / b) % THREADS), "2-D owner", k);
        }
        for (j = 0; j < 3; j++)
            expect(h[i][j] == 7 * (i * 3 + j), "[rows][3] value", i * 3 + j);
    }
    expect(sizeof(g) == (size_t)rows * THREADS * sizeof(double), "2-D sizeof", rows);
    expect(sizeof(g[0]) == THREADS * sizeof(double), "2-D row sizeof", rows);
    upc_barrier;
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 5;
    int bs[] = { 1, 2, 3, m, 2 * m + 1, 0 };
    for (int k = 0; k < (int)(sizeof bs / sizeof bs[0]); k++)
        blocked(m, bs[k]);
    cyclic_and_indefinite(m);
    two_dims(m + 1, 2);
    two_dims(3, 5);
    if (MYTHREAD == 0) {
        if (errors == 0)
            printf("PASS: dynamic_arrays on %d threads\n", THREADS);
        else
            printf("FAIL: dynamic_arrays: %d errors\n", errors);
    }
    upc_barrier;
    return errors != 0;
}
