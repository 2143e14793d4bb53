/* Pointers-to-shared whose type's block size differs from the layout of the array they point
   into. Standard UPC: `p + i` follows the block size of p's type. With `pgas-xlate
   --dynamic-pointers` (an extension): it follows the layout of the object p points into. The
   program finds out which rule is in effect (they differ only when THREADS > 1) and checks every
   result against that rule. */
#include <upc.h>
#include <stdio.h>

#define N 16

shared [4] int a[N * THREADS];
shared int c[N * THREADS];
shared int scalar;
shared [] int one_block[5];
shared [2] int *shared published;
shared int failed[THREADS];

static int dynamic;

static void expect(const char *what, long got, long want)
{
    if (got != want) {
        failed[MYTHREAD] = 1;
        printf("FAIL: thread %d: %s: %ld, expected %ld\n", MYTHREAD, what, got, want);
    }
}

/* Standard UPC: element i through a cyclic pointer to the start of an array of block size b
   lies on thread i % THREADS at position i / THREADS of that thread's part; the array index of
   that place. */
static long cyclic_view(long i, long b)
{
    long t = i % THREADS, k = i / THREADS;
    return (k / b * THREADS + t) * b + k % b;
}

/* Standard UPC: element i through a [2] pointer to the start of a cyclic array. */
static long blocked2_view(long i)
{
    long t = (i / 2) % THREADS, k = (i / 2) / THREADS * 2 + i % 2;
    return k * THREADS + t;
}

/* One function for arrays of any blocking: a weighted sum through `shared int *`. */
static long weighted(shared int *p, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        s += (long)(i + 1) * p[i];
    return s;
}

int main(void)
{
    int i, n = N * THREADS;
    shared int *p = (shared int *)&a[0];
    shared int *q;
    long want;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = i;
    upc_forall (i = 0; i < n; i++; &c[i])
        c[i] = 1000 + i;
    upc_barrier;
    dynamic = p + 1 == &a[1];

    /* Indexing and addition. */
    for (i = 0; i < n; i++)
        expect("p[i]", p[i], dynamic ? i : cyclic_view(i, 4));
    expect("p + 5 is &a[5]", p + 5 == &a[dynamic ? 5 : cyclic_view(5, 4)], 1);
    expect("*(p + 6)", *(p + 6), dynamic ? 6 : cyclic_view(6, 4));
    expect("(p + 7) - p", (p + 7) - p, 7);
    if (dynamic)
        expect("&a[9] - p", (shared int *)&a[9] - p, 9);

    /* Increment, comparison, one past the end. */
    i = 0;
    for (q = p; q < p + n; q++, i++)
        expect("*q", *q, dynamic ? i : cyclic_view(i, 4));
    expect("loop count", i, n);

    /* The same function on a blocked and a cyclic array. */
    want = 0;
    for (i = 0; i < n; i++)
        want += (long)(i + 1) * (dynamic ? i : cyclic_view(i, 4));
    expect("weighted(a)", weighted((shared int *)a, n), want);
    want = 0;
    for (i = 0; i < n; i++)
        want += (long)(i + 1) * (1000 + i);
    expect("weighted(c)", weighted(c, n), want);

    /* A [2] pointer into a cyclic array. */
    {
        shared [2] int *q2 = (shared [2] int *)&c[0];
        for (i = 0; i < n; i++)
            expect("q2[i]", q2[i], 1000 + (dynamic ? i : blocked2_view(i)));
    }

    /* upc_all_alloc: blocks of 3 ints seen through a cyclic pointer. */
    {
        shared [3] int *d = (shared [3] int *)upc_all_alloc(THREADS, 3 * sizeof(int));
        shared int *e = (shared int *)d;
        upc_forall (i = 0; i < 3 * THREADS; i++; &d[i])
            d[i] = 10 * i;
        upc_barrier;
        for (i = 0; i < 3 * THREADS; i++)
            expect("e[i] (upc_all_alloc)", e[i], 10 * (dynamic ? i : cyclic_view(i, 3)));
        expect("e + 4 - e", (e + 4) - e, 4);
        upc_barrier;
    }

    /* upc_global_alloc by the last thread, used by every thread. */
    if (MYTHREAD == THREADS - 1) {
        shared [2] int *g = (shared [2] int *)upc_global_alloc(2 * THREADS, 2 * sizeof(int));
        for (i = 0; i < 4 * THREADS; i++)
            g[i] = 7 * i;
        published = g;
    }
    upc_barrier;
    {
        shared int *g = (shared int *)published;
        for (i = 0; i < 4 * THREADS; i++)
            expect("g[i] (upc_global_alloc)",
                   g[i], 7 * (dynamic ? i : cyclic_view(i, 2)));
    }

    /* upc_alloc: this thread's memory; a cyclic pointer into it stays on this thread. */
    {
        shared [] int *mine = (shared [] int *)upc_alloc(4 * sizeof(int));
        shared int *l = (shared int *)mine;
        for (i = 0; i < 4; i++)
            mine[i] = 100 * MYTHREAD + i;
        if (dynamic)
            for (i = 0; i < 4; i++)
                expect("l[i] (upc_alloc)", l[i], 100 * MYTHREAD + i);
        expect("upc_threadof(l + 3)", upc_threadof(l + 3),
               dynamic ? MYTHREAD : (MYTHREAD + 3) % THREADS);
    }

    /* A `shared []` array (all on thread 0) through an indefinite pointer: its end as the array
       gives it; and through a cyclic pointer (standard: one element per thread). */
    {
        shared [] int *first = &one_block[0], *end = &one_block[5];
        shared int *cyc = (shared int *)&one_block[0];
        i = 0;
        for (shared [] int *r = first; r != end; r++)
            i++;
        expect("loop to &one_block[5]", i, 5);
        expect("upc_threadof(cyc + 1)", upc_threadof(cyc + 1), dynamic ? 0 : 1 % THREADS);
        expect("cyc + 5 == end", cyc + 5 == (shared int *)end, dynamic || THREADS == 1);
    }

    /* A shared scalar: not an array; arithmetic that comes back is the identity either way. */
    {
        shared int *s = &scalar;
        expect("(&scalar + 1) - 1", (s + 1) - 1 == s, 1);
    }

    upc_barrier;
    if (MYTHREAD == 0) {
        int bad = 0;
        for (i = 0; i < THREADS; i++)
            bad |= failed[i];
        if (THREADS > 1)
            printf("layout of pointer arithmetic: %s\n", dynamic ? "dynamic" : "standard");
        if (!bad)
            printf("PASS: dynamic_pointers\n");
    }
    return 0;
}
