/* upc_blocksizeof of a [*] array whose dimensions hold k * THREADS is an integer constant under
   dynamic THREADS (UPC 1.3 6.5.1.1): the block is ceil(c * THREADS / THREADS) = c elements on
   any number of threads. Used as a case label, an enumerator, a file-scope array's size and a
   file-scope initializer. The block is fixed where the array is declared: &d[0] is a
   shared [4] int *, and stepping it walks the array as indexing does (&d[0] + i == &d[i]); the
   elements of a [*] array over constant dimensions know their count, which gives the block
   (ceil(10 / THREADS)) on the run, not at compile time. */
#include <upc.h>
#include <stdio.h>

shared [*] int d[4 * THREADS];         /* blocks of 4 */
shared [*] double m[3][2 * THREADS];   /* blocks of 6: 3 rows of 2 * THREADS */
shared [3] int s[3 * THREADS];         /* a declared block size, for comparison */
shared [*] char z[10];                 /* ceil(10 / THREADS) */

enum { BLOCK_D = upc_blocksizeof(d) };
static char room[upc_blocksizeof(m)];
static size_t block_m = upc_blocksizeof(m);

static const char *named(size_t n)
{
    switch (n) {
    case upc_blocksizeof(d): return "d";
    case upc_blocksizeof(m): return "m";
    case upc_blocksizeof(s): return "s";
    default: return "?";
    }
}

static int failures;

/* A parameter declared as the [*] array: it points with the array's block, 4. */
static int param_walks_like_d(shared [*] int p[4 * THREADS])
{
    return upc_blocksizeof(*p) == 4 && p + 5 == &d[5] && upc_threadof(&p[5]) == (THREADS > 1);
}

/* Element `first + i` of a [*] array (one block per thread) lies on thread (first + i) / block,
   and `p + i`, stepped from the address of element `first`, is the address of a[i]. */
#define CHECK(name, p, a, first, count, block)                                                 \
    for (size_t i_ = 0; i_ < (size_t)(count); i_++)                                           \
        if (upc_threadof((p) + i_) != ((first) + i_) / (block) || (p) + i_ != &(a)[i_]) {      \
            printf("FAIL %s[%zu] on thread %zu, block %zu\n", name, i_,                       \
                   (size_t)upc_threadof((p) + i_), (size_t)(block));                          \
            failures++;                                                                        \
            break;                                                                             \
        }

int main(void)
{
    shared [6] double *pm = &m[0][0];
    shared [6] double (*row)[2 * THREADS] = m;
    CHECK("d", &d[0], d, 0, 4 * THREADS, upc_blocksizeof(d));
    CHECK("m", pm, pm, 0, 6 * THREADS, upc_blocksizeof(m));
    for (int r = 0; r < 3; r++)
        CHECK("m row", &m[r][0], row[r], r * 2 * THREADS, 2 * THREADS, upc_blocksizeof(m));
    CHECK("z", &z[0], z, 0, 10, upc_blocksizeof(z));
    if (upc_blocksizeof(*&d[1]) != 4 || upc_threadof(&d[0] + 4) != (THREADS > 1))
        failures++;
    if (!param_walks_like_d(d))
        failures++;
    if (upc_blocksizeof(z) != (10 + THREADS - 1) / THREADS || upc_blocksizeof(*&z[1]) != upc_blocksizeof(z))
        failures++;
    if (BLOCK_D != 4 || sizeof room != 6 || block_m != 6 || upc_blocksizeof(s) != 3)
        failures++;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%s %s %s %s\n", named(4), named(6), named(3), failures ? "FAILED" : "ok");
    return failures != 0;
}
