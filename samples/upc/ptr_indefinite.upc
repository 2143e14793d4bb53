/* ptr_indefinite.upc - pointers-to-shared with indefinite block size (shared []): arithmetic never leaves the thread; a cyclic element pointer cast to shared [] walks that thread's elements. */
#include <stdio.h>
#include <upc.h>

#define PER 8
shared int cyc[PER * THREADS];      /* thread t holds cyc[t], cyc[t+THREADS], ... */
shared [] int solo[4 * PER];        /* all on thread 0 */
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, k, mine = 0;
    int next = (MYTHREAD + 1) % THREADS;
    shared [] int *p, *walk, *other;
    shared [] double *buf;

    upc_forall (i = 0; i < PER * THREADS; i++; &cyc[i])
        cyc[i] = 3 * i;
    if (MYTHREAD == 0)
        for (i = 0; i < 4 * PER; i++)
            solo[i] = i - 100;
    upc_barrier;

    /* an indefinite pointer walks an indefinite array, on thread 0 all along */
    for (p = solo, i = 0; i < 4 * PER; i++, p++)
        if (*p != i - 100 || upc_threadof(p) != 0 || upc_phaseof(p) != 0)
            mine++;
    if (p - solo != 4 * PER || !(p > solo))
        mine++;

    /* my elements of the cyclic array, seen as one indefinite block */
    walk = (shared [] int *)&cyc[MYTHREAD];
    for (k = 0; k < PER; k++) {
        if (walk[k] != 3 * (MYTHREAD + k * THREADS))
            mine++;
        if (upc_threadof(walk + k) != (size_t)MYTHREAD)
            mine++;
    }
    /* the same for the next thread's elements: remote, but still one thread */
    other = (shared [] int *)&cyc[next];
    for (k = 0; k < PER; k++)
        if (other[k] != 3 * (next + k * THREADS) || upc_threadof(&other[k]) != (size_t)next)
            mine++;
    if ((walk + 5) - walk != 5 || walk + 5 <= walk + 4)
        mine++;

    /* upc_alloc'd memory is indefinite too */
    buf = (shared [] double *)upc_alloc(PER * sizeof(double));
    if (buf == NULL) {
        mine++;
    } else {
        for (k = 0; k < PER; k++)
            buf[k] = k * 0.25;
        for (k = 0; k < PER; k++)
            if (buf[k] != k * 0.25 || upc_threadof(buf + k) != (size_t)MYTHREAD)
                mine++;
        upc_free((shared void *)buf);
    }

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: ptr_indefinite: %d errors\n", total);
        else
            printf("PASS: ptr_indefinite\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
