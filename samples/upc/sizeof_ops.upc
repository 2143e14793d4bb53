/* sizeof_ops.upc - upc_localsizeof, upc_blocksizeof and upc_elemsizeof on types and expressions, sizeof of shared objects, and UPC_MAX_BLOCK_SIZE. */
#include <stdio.h>
#include <upc.h>

shared [5] int a[5 * 3 * THREADS];      /* three blocks of 5 ints per thread */
shared double s;
shared [] long ind[10];
shared [3] short m2[4][3 * THREADS];     /* 12*THREADS elements: 4 blocks of 3 per thread */
shared int cyc[7 * THREADS];
shared [*] char star[8 * THREADS];
shared int verdict;

static int errors;

static void check(size_t got, size_t want, const char *what)
{
    if (got != want) {
        printf("FAIL: sizeof_ops: %s is %lu, expected %lu\n", what, (unsigned long)got, (unsigned long)want);
        errors++;
    }
}

int main(void)
{
    shared [5] int *p = a;

    if (MYTHREAD == 0) {
        /* expressions */
        check(upc_blocksizeof(a), 5, "upc_blocksizeof(a)");
        check(upc_elemsizeof(a), sizeof(int), "upc_elemsizeof(a)");
        check(upc_localsizeof(a), 15 * sizeof(int), "upc_localsizeof(a)");
        check(sizeof(a), 15 * THREADS * sizeof(int), "sizeof(a)");
        check(upc_blocksizeof(s), 1, "upc_blocksizeof(s)");
        check(upc_elemsizeof(s), sizeof(double), "upc_elemsizeof(s)");
        check(upc_blocksizeof(ind), 0, "upc_blocksizeof(ind)");
        check(upc_localsizeof(ind), 10 * sizeof(long), "upc_localsizeof(ind)");
        check(upc_blocksizeof(m2), 3, "upc_blocksizeof(m2)");
        check(upc_elemsizeof(m2), sizeof(short), "upc_elemsizeof(m2)");
        check(upc_localsizeof(m2), 12 * sizeof(short), "upc_localsizeof(m2)");
        check(upc_localsizeof(cyc), 7 * sizeof(int), "upc_localsizeof(cyc)");
        check(upc_blocksizeof(star), 8, "upc_blocksizeof(star)");
        check(upc_localsizeof(star), 8, "upc_localsizeof(star)");
        check(upc_blocksizeof(*p), 5, "upc_blocksizeof(*p)");
        check(upc_elemsizeof a, sizeof(int), "upc_elemsizeof a");
        /* type names */
        check(upc_blocksizeof(shared [7] int), 7, "upc_blocksizeof(shared [7] int)");
        check(upc_blocksizeof(shared int), 1, "upc_blocksizeof(shared int)");
        check(upc_blocksizeof(shared [] double), 0, "upc_blocksizeof(shared [] double)");
        check(upc_elemsizeof(shared [2] double [10]), sizeof(double), "upc_elemsizeof(shared [2] double [10])");
        check(upc_localsizeof(shared [4] int [8 * THREADS]), 8 * sizeof(int), "upc_localsizeof(shared [4] int [8*THREADS])");
        /* the largest block size is at least the ones used here */
        if (UPC_MAX_BLOCK_SIZE < 8 || UPC_MAX_BLOCK_SIZE < upc_blocksizeof(a))
            check(UPC_MAX_BLOCK_SIZE, 8, "UPC_MAX_BLOCK_SIZE (at least)");
        /* the results are size_t constants usable in ordinary arithmetic */
        {
            int buf[upc_localsizeof(a) / sizeof(int)];
            check(sizeof buf, upc_localsizeof(a), "a local buffer of upc_localsizeof");
        }
        if (errors)
            printf("FAIL: sizeof_ops: %d errors\n", errors);
        else
            printf("PASS: sizeof_ops\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
