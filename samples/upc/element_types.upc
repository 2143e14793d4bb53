/* element_types.upc - shared arrays whose element or shape is unusual: private pointers to arrays and to functions as elements, three dimensions with THREADS inside, a blocked two-dimensional array, strict elements, [*] blocking, initialized two-dimensional and struct data, pointers-to-shared as elements. */
#include <stdio.h>
#include <upc.h>

shared int m3[2][THREADS][3];
shared [2] long m2[4][2 * THREADS];
int row[3] = {1, 2, 3};
int twice(int x) { return 2 * x; }
int (*shared pa[THREADS])[3];
int (*shared fp[THREADS])(int);
strict shared int s[THREADS];
shared [*] int st[10 * THREADS];
shared double init2[2][3] = {{1, 2, 3}, {4, 5, 6}};
struct pt {
    int a;
    double b;
};
shared struct pt sc = {1, 2.5};
shared int *shared ps[THREADS];
shared int errs[THREADS];

int main(void)
{
    int t = MYTHREAD, n = (MYTHREAD + 1) % THREADS, bad = 0;
    for (int i = 0; i < 3; i++)
        m3[1][t][i] = 100 * t + i;
    for (int j = 0; j < 2; j++)
        m2[3][2 * t + j] = 10 * t + j;
    pa[t] = &row;
    fp[t] = twice;
    s[t] = t + 1;
    st[t * 10 + 9] = t;
    ps[t] = &s[n];
    upc_barrier;
    if (m3[1][n][2] != 100 * n + 2)
        bad++;
    if (m2[3][2 * n + 1] != 10 * n + 1)
        bad++;
    /* Private pointers: each thread follows its own (another process's address means nothing here). */
    if ((*pa[t])[1] != 2 || fp[t](21) != 42)
        bad++;
    if (s[n] != n + 1 || *ps[t] != n + 1)
        bad++;
    if (st[n * 10 + 9] != n)
        bad++;
    if (init2[1][2] != 6.0 || init2[0][1] != 2.0 || sc.a != 1 || sc.b != 2.5)
        bad++;
    shared int *q = &m3[1][n][1];
    if (*q != 100 * n + 1)
        bad++;
    /* The same elements through pointers from the first one: row-major order in the layout. */
    shared int *f3 = &m3[0][0][0];
    shared [2] long *f2 = &m2[0][0];
    if (f3[(THREADS + n) * 3 + 2] != 100 * n + 2 || f2[3 * 2 * THREADS + 2 * n + 1] != 10 * n + 1)
        bad++;
    if (upc_threadof(&m3[1][n][2]) != ((THREADS + n) * 3 + 2) % THREADS)
        bad++;
    errs[t] = bad;
    upc_barrier;
    if (t == 0) {
        int total = 0;
        for (int i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: element_types: %d errors\n", total);
        else
            printf("PASS: element_types\n");
    }
    return 0;
}
