/* castable.upc - <upc_castable.h>: upc_cast gives a usable local pointer for data with local affinity, upc_thread_info tells which other threads' data may be cast, and cast pointers agree with shared accesses. */
#include <stdio.h>
#include <upc.h>
#include <upc_castable.h>

#define PER 16
shared [PER] int blocks[PER * THREADS];
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, t, bad = 0;
    upc_thread_info_t self = upc_thread_info(MYTHREAD);
    shared [] int *heap = (shared [] int *)upc_alloc(PER * sizeof(int));
    int *p = (int *)upc_cast(&blocks[PER * MYTHREAD]);
    int *h = (int *)upc_cast(heap);

    /* my own data is always castable, whatever its kind */
    if (p == NULL || h == NULL || p != (int *)&blocks[PER * MYTHREAD]) {
        bad++;
    } else {
        for (i = 0; i < PER; i++) {
            p[i] = MYTHREAD * PER + i;
            h[i] = -i;
        }
    }
    if ((self.guaranteedCastable & UPC_CASTABLE_ALL) != UPC_CASTABLE_ALL)
        bad++;
    if (upc_cast(NULL) != NULL)
        bad++;
    upc_barrier;

    /* other threads: use a local pointer only where upc_cast provides one */
    for (t = 0; t < THREADS; t++) {
        upc_thread_info_t info = upc_thread_info(t);
        int *q = (int *)upc_cast(&blocks[PER * t]);
        if ((info.guaranteedCastable & UPC_CASTABLE_STATIC) && q == NULL)
            bad++;                          /* a guarantee that did not hold */
        if (q != NULL)
            for (i = 0; i < PER; i++)
                if (q[i] != blocks[PER * t + i] || q[i] != t * PER + i)
                    bad++;
    }
    for (i = 0; i < PER; i++)
        if (heap[i] != -i)
            bad++;
    errs[MYTHREAD] = bad;
    upc_barrier;

    if (MYTHREAD == 0) {
        int total = 0;
        for (t = 0; t < THREADS; t++)
            total += errs[t];
        if (total)
            printf("FAIL: castable: %d errors\n", total);
        else
            printf("PASS: castable\n");
        verdict = total != 0;
    }
    upc_barrier;
    upc_free((shared void *)heap);
    return verdict;
}
