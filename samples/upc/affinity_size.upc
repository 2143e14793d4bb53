/* affinity_size.upc - upc_affinitysize for static arrays and allocations, checked against a block-by-block count and against upc_threadof. */
#include <stdio.h>
#include <upc.h>

shared [5] long b5[37];                 /* 8 blocks, the last one 2 elements long */
shared [4] int b4[4 * 3 * THREADS];     /* full blocks, 3 per thread */
shared [] char ind[10];
shared int verdict;

/* bytes with affinity to thread t: deal out blocks of nbytes round robin */
static size_t model(size_t total, size_t nbytes, size_t t)
{
    size_t off, got = 0;
    if (nbytes == 0)
        return t == 0 ? total : 0;
    for (off = 0; off < total; off += nbytes)
        if ((off / nbytes) % THREADS == t)
            got += total - off < nbytes ? total - off : nbytes;
    return got;
}

int main(void)
{
    static const size_t totals[] = { 1, 7, 100, 4096, 12345 };
    static const size_t blocks[] = { 1, 3, 64, 1000 };
    int i, j, t, errors = 0;

    if (MYTHREAD == 0) {
        for (i = 0; i < 5; i++)
            for (j = 0; j < 4; j++) {
                size_t sum = 0;
                for (t = 0; t < THREADS; t++) {
                    size_t got = upc_affinitysize(totals[i], blocks[j], t);
                    sum += got;
                    if (got != model(totals[i], blocks[j], t)) {
                        if (errors < 5)
                            printf("FAIL: affinity_size: (%lu, %lu, %d) gave %lu\n", (unsigned long)totals[i],
                                   (unsigned long)blocks[j], t, (unsigned long)got);
                        errors++;
                    }
                }
                if (sum != totals[i])
                    errors++;
            }
        /* static arrays: count the elements upc_threadof puts on each thread */
        for (t = 0; t < THREADS; t++) {
            size_t n5 = 0, n4 = 0;
            for (i = 0; i < 37; i++)
                n5 += upc_threadof(&b5[i]) == (size_t)t;
            for (i = 0; i < 4 * 3 * THREADS; i++)
                n4 += upc_threadof(&b4[i]) == (size_t)t;
            if (upc_affinitysize(sizeof b5, upc_blocksizeof(b5) * upc_elemsizeof(b5), t) != n5 * sizeof(long))
                errors++;
            if (upc_affinitysize(sizeof b4, upc_blocksizeof(b4) * upc_elemsizeof(b4), t) != n4 * sizeof(int))
                errors++;
            if (upc_affinitysize(sizeof ind, 0, t) != (t == 0 ? sizeof ind : 0))
                errors++;
        }
        if (errors)
            printf("FAIL: affinity_size: %d errors\n", errors);
        else
            printf("PASS: affinity_size\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}
