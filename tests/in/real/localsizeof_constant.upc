/* upc_localsizeof under dynamic THREADS is an integer constant (UPC 1.3 6.4.1): a case label,
   an enumerator, a file-scope array's size. For an array with a dimension k * THREADS whose
   blocks every thread has whole, it is that share exactly; otherwise an upper bound of every
   thread's share, the same on all threads (whole blocks, the share on one thread when no
   dimension involves THREADS). Each thread checks every thread's share against it. */
#include <upc.h>
#include <stdio.h>

#define B 4
shared int a[10 * THREADS];           /* cyclic, 10 elements per thread: 40, exact */
shared [B] double b[2 * B * THREADS]; /* 2 blocks per thread: 64, exact */
shared [*] int d[4 * THREADS];        /* one block of 4 per thread: 16, exact */
shared [5] int c[3 * THREADS];        /* at most one block of 5: 20 */
shared [4] int e[10][THREADS];        /* at most ceil(10 / 4) = 3 blocks of 4: 48 */
shared [2] int f[7];                  /* no THREADS: 4 blocks of 2 on one thread: 32 */
shared [] int g[6];                   /* all on thread 0: 24 */
shared int h;                         /* 4 */

enum { LOCAL_A = upc_localsizeof(a) };
static char room[upc_localsizeof(b)];

static const char *named(size_t n)
{
    switch (n) {
    case upc_localsizeof(a): return "a";
    case upc_localsizeof(b): return "b";
    case upc_localsizeof(c): return "c";
    case upc_localsizeof(d): return "d";
    case upc_localsizeof(e): return "e";
    case upc_localsizeof(f): return "f";
    case upc_localsizeof(g): return "g";
    case upc_localsizeof(shared int): return "h";
    default: return "?";
    }
}

/* The number of elements of p[0 .. count - 1] with affinity to thread t. */
#define SHARE(p, count, t)                                                                       \
    ({                                                                                         \
        size_t n_ = 0;                                                                         \
        for (size_t i_ = 0; i_ < (size_t)(count); i_++)                                        \
            n_ += upc_threadof(&(p)[i_]) == (size_t)(t);                                       \
        n_;                                                                                    \
    })

static int failures;

static void expect(const char *name, size_t local, size_t want, int t, size_t bytes, int exact)
{
    if (local != want || bytes > local || (exact && bytes != local)) {
        printf("FAIL %s: upc_localsizeof %zu (want %zu), thread %d has %zu bytes\n", name, local,
               want, t, bytes);
        failures++;
    }
}

int main(void)
{
    shared [4] int *pe = &e[0][0];
    for (int t = 0; t < THREADS; t++) {
        expect("a", upc_localsizeof(a), 40, t, SHARE(a, 10 * THREADS, t) * sizeof(int), 1);
        expect("b", upc_localsizeof(b), 64, t, SHARE(b, 2 * B * THREADS, t) * sizeof(double), 1);
        expect("d", upc_localsizeof(d), 16, t, SHARE(d, 4 * THREADS, t) * sizeof(int), 1);
        expect("c", upc_localsizeof(c), 20, t, SHARE(c, 3 * THREADS, t) * sizeof(int), 0);
        expect("e", upc_localsizeof(e), 48, t, SHARE(pe, 10 * THREADS, t) * sizeof(int), 0);
        expect("f", upc_localsizeof(f), 32, t, SHARE(f, 7, t) * sizeof(int), 0);
        expect("g", upc_localsizeof(g), 24, t, SHARE(g, 6, t) * sizeof(int), 0);
        expect("h", upc_localsizeof(h), 4, t, (t == 0) * sizeof(int), 0);
    }
    if (LOCAL_A != 40 || sizeof room != 64)
        failures++;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%s %s %s %s %s %s %s %s %s\n", named(40), named(64), named(20), named(16),
               named(48), named(32), named(24), named(4), failures ? "FAILED" : "ok");
    return failures != 0;
}
