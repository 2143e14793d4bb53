/* coll_exchange.upc - upc_all_gather_all and upc_all_exchange, with destination blocks of NE*THREADS elements allocated by upc_all_alloc. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define NE 3
shared [NE] int mine[NE * THREADS];          /* gather_all source: NE ints per thread */
shared int errs[THREADS];
shared int verdict;

/* thread t's block of an allocation whose blocks are one per thread: a phaseless pointer
   moves to the next thread at the same address */
static shared [] int *block_of(shared void *base, int t)
{
    return (shared [] int *)((shared int *)base + t);
}

int main(void)
{
    int i, j, bad = 0;
    size_t row = NE * THREADS * sizeof(int);
    shared void *everyone = upc_all_alloc(THREADS, row);   /* gather_all destination */
    shared void *xsrc = upc_all_alloc(THREADS, row);       /* exchange source */
    shared void *xdst = upc_all_alloc(THREADS, row);       /* exchange destination */
    shared [] int *me_all = block_of(everyone, MYTHREAD);
    shared [] int *me_src = block_of(xsrc, MYTHREAD);
    shared [] int *me_dst = block_of(xdst, MYTHREAD);

    for (i = 0; i < NE; i++)
        mine[NE * MYTHREAD + i] = 10 * MYTHREAD + i;
    /* element k of my exchange source block is meant for thread k / NE */
    for (j = 0; j < THREADS; j++)
        for (i = 0; i < NE; i++)
            me_src[NE * j + i] = 1000 * MYTHREAD + 100 * j + i;

    upc_all_gather_all(everyone, mine, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_exchange(xdst, xsrc, NE * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);

    /* gather_all: every thread has every thread's contribution, in thread order */
    for (j = 0; j < THREADS; j++)
        for (i = 0; i < NE; i++)
            if (me_all[NE * j + i] != 10 * j + i)
                bad++;
    /* exchange: piece j of my result is piece MYTHREAD of thread j's source */
    for (j = 0; j < THREADS; j++)
        for (i = 0; i < NE; i++)
            if (me_dst[NE * j + i] != 1000 * j + 100 * MYTHREAD + i)
                bad++;
    if (upc_threadof(me_all) != (size_t)MYTHREAD || upc_threadof(me_dst + NE * THREADS - 1) != (size_t)MYTHREAD)
        bad++;
    errs[MYTHREAD] = bad;
    upc_barrier;

    if (MYTHREAD == 0) {
        int total = 0;
        for (j = 0; j < THREADS; j++)
            total += errs[j];
        if (total)
            printf("FAIL: coll_exchange: %d errors\n", total);
        else
            printf("PASS: coll_exchange\n");
        verdict = total != 0;
    }
    upc_barrier;
    upc_all_free(everyone);
    upc_all_free(xsrc);
    upc_all_free(xdst);
    return verdict;
}
