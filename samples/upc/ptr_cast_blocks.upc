/* ptr_cast_blocks.upc - casts between pointers-to-shared of different block sizes ([4], [1], []) and through shared void *: thread and address are kept, the phase is reset. */
#include <stdio.h>
#include <upc.h>

#define B 4
shared [B] int a[B * THREADS];      /* one block per thread: a[B*t + k] is element k of thread t */
shared int c[B * THREADS];          /* cyclic: element k of thread t is c[t + k*THREADS] */
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, k, mine = 0;
    int t = MYTHREAD, next = (MYTHREAD + 1) % THREADS;
    shared [B] int *pb;
    shared int *pc;
    shared [] int *pi;
    shared void *v;

    upc_forall (i = 0; i < B * THREADS; i++; &a[i])
        a[i] = 100 + i;
    upc_forall (i = 0; i < B * THREADS; i++; &c[i])
        c[i] = 500 + i;
    upc_barrier;

    /* [B] to [1]: same thread and address, no phase; +1 moves to the next thread */
    pb = &a[B * t + 2];
    pc = (shared int *)pb;
    if (upc_threadof(pc) != (size_t)t || upc_phaseof(pc) != 0 || *pc != a[B * t + 2])
        mine++;
    /* the next thread at the same address, or thread 0 one element further on */
    if (*(pc + 1) != a[B * next + 2 + (t + 1) / THREADS])
        mine++;
    /* [B] to []: the rest of my block, element by element */
    pi = (shared [] int *)&a[B * t];
    for (k = 0; k < B; k++)
        if (pi[k] != 100 + B * t + k || upc_threadof(pi + k) != (size_t)t)
            mine++;
    /* there and back from a block start gives the same pointer */
    pb = (shared [B] int *)(shared int *)&a[B * t];
    if (pb != &a[B * t] || upc_phaseof(pb) != 0 || pb[B - 1] != a[B * t + B - 1])
        mine++;
    /* shared void * keeps thread, address and phase */
    v = &a[B * t + 3];
    if (upc_phaseof(v) != 3 || upc_threadof(v) != (size_t)t)
        mine++;
    pb = v;
    if (pb != &a[B * t + 3] || *pb != 100 + B * t + 3)
        mine++;
    /* [1] to [B]: my elements of the cyclic array become one block */
    pb = (shared [B] int *)&c[t];
    for (k = 0; k < B; k++) {
        if (pb[k] != 500 + t + k * THREADS)
            mine++;
        if (upc_phaseof(pb + k) != (size_t)k || upc_threadof(pb + k) != (size_t)t)
            mine++;
    }
    /* [1] to [] and back */
    pc = (shared int *)(shared [] int *)&c[t];
    if (pc != &c[t] || pc[THREADS] != c[t + THREADS])
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: ptr_cast_blocks: %d errors\n", total);
        else
            printf("PASS: ptr_cast_blocks\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
