/* The collectives over values of bupc_collectivev.h: broadcast, scatter, gather, gather_all,
   permute, reduce, reduce_all and prefix_reduce, on integer, floating, structure and
   pointer-to-shared values, given as variables and as other expressions. Each thread checks
   what it got; thread 0 prints the count of failures of all threads. */
#include <upc.h>
#include <bupc_collectivev.h>
#include <stdio.h>
#include <stdlib.h>

struct pair {
    int a;
    double b;
};

shared int fails[THREADS];
shared int target[THREADS];

static int bad;
static void expect(int ok, const char *what)
{
    if (!ok && bad++ < 5)
        printf("thread %d: %s wrong\n", MYTHREAD, what);
}

int main(void)
{
    int me = MYTHREAD, n = THREADS, i;
    int root = n - 1;

    /* broadcast: an int variable, a struct, a pointer-to-shared, an rvalue */
    int mine = 10 + me;
    expect(bupc_allv_broadcast(int, mine, root) == 10 + root, "broadcast int");
    struct pair p = { me, me * 0.5 };
    struct pair q = bupc_allv_broadcast(struct pair, p, 0);
    expect(q.a == 0 && q.b == 0.0, "broadcast struct");
    shared int *t = &target[me];
    shared int *r = bupc_allv_broadcast(shared int *, t, root);
    expect(r == &target[root] && upc_threadof(r) == (size_t)root, "broadcast pointer-to-shared");
    expect(bupc_allv_broadcast(long long, 1000000000000LL * (me + 1), 0) == 1000000000000LL,
           "broadcast rvalue");

    /* scatter: root's array of THREADS values */
    double *src = malloc(n * sizeof(double));
    for (i = 0; i < n; i++)
        src[i] = me == root ? 1.5 * i : -1.0;
    expect(bupc_allv_scatter(double, root, src) == 1.5 * me, "scatter");

    /* gather to thread 0, gather to all */
    int *all = malloc(n * sizeof(int));
    for (i = 0; i < n; i++)
        all[i] = -1;
    int *g = bupc_allv_gather(int, me * me, 0, all);
    expect(g == all, "gather's result");
    for (i = 0; i < n; i++)
        expect(all[i] == (me == 0 ? i * i : -1), "gather");
    struct pair *ps = malloc(n * sizeof(struct pair));
    struct pair *gp = bupc_allv_gather_all(struct pair, p, ps);
    for (i = 0; i < n; i++)
        expect(gp[i].a == i && gp[i].b == i * 0.5, "gather_all");

    /* permute: each sends to the thread before it */
    int got = bupc_allv_permute(int, 100 + me, (me + n - 1) % n);
    expect(got == 100 + (me + 1) % n, "permute");

    /* reductions, in several types and operations */
    expect(bupc_allv_reduce_all(int, me + 1, UPC_ADD) == n * (n + 1) / 2, "reduce_all add");
    expect(bupc_allv_reduce_all(long, me - 5, UPC_MIN) == -5, "reduce_all min");
    expect(bupc_allv_reduce_all(unsigned, 1u << me, UPC_OR) == (1u << n) - 1, "reduce_all or");
    expect(bupc_allv_reduce_all(unsigned char, 200, UPC_ADD) == (unsigned char)(200 * n),
           "reduce_all unsigned char wraps");
    expect(bupc_allv_reduce_all(short, me == 1 ? 0 : 1, UPC_LOGAND) == (n == 1),
           "reduce_all logand");
    expect(bupc_allv_reduce_all(int, me ^ 3, UPC_XOR) == ({
               int x = 0;
               for (i = 0; i < n; i++)
                   x ^= i ^ 3;
               x;
           }),
           "reduce_all xor");
    expect(bupc_allv_reduce_all(double, me + 0.5, UPC_MAX) == n - 0.5, "reduce_all max double");
    expect(bupc_allv_reduce_all(float, 2.0f, UPC_MULT) == (float)(1 << n), "reduce_all mult");
    expect(bupc_allv_reduce_all(long double, 0.25L, UPC_ADD) == 0.25L * n, "reduce_all ldouble");
    expect(bupc_allv_reduce_all(unsigned long long, 7ULL, UPC_AND) == 7ULL, "reduce_all and");
    long long s = bupc_allv_reduce(long long, me * 10LL, root, UPC_ADD);
    if (me == root)
        expect(s == 10LL * n * (n - 1) / 2, "reduce");
    expect(bupc_allv_prefix_reduce(int, me + 1, UPC_ADD) == (me + 1) * (me + 2) / 2,
           "prefix_reduce");
    expect(bupc_allv_prefix_reduce(double, 1.0 / (me + 1), UPC_MIN) == 1.0 / (me + 1),
           "prefix_reduce min");

    /* the upc_allv_ spellings */
    expect(upc_allv_reduce_all(int, 1, UPC_ADD) == n, "upc_allv_reduce_all");
    expect(upc_allv_broadcast(int, me, 0) == 0, "upc_allv_broadcast");

    fails[me] = bad;
    upc_barrier;
    if (me == 0) {
        int total = 0;
        for (i = 0; i < n; i++)
            total += fails[i];
        printf("collectivev on %d threads: %d failures\n", n, total);
    }
    return 0;
}
