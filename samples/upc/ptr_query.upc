/* ptr_query.upc - upc_threadof, upc_phaseof, upc_addrfield and upc_resetphase on blocked, cyclic and indefinite arrays and on a shared scalar. */
#include <stdio.h>
#include <upc.h>

#define B 3
shared [B] int a[2 * B * THREADS];     /* two blocks per thread */
shared long c[4 * THREADS];
shared [] short ind[10];
shared double s;
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, mine = 0;
    int n = 2 * B * THREADS;

    for (i = 0; i < n; i++) {
        int t = (i / B) % THREADS;
        int local = (i / B / THREADS) * B + i % B;     /* index in the owner's memory */
        if (upc_threadof(&a[i]) != (size_t)t || upc_phaseof(&a[i]) != (size_t)(i % B))
            mine++;
        /* the address field counts bytes in the owner's memory from its first element */
        if (upc_addrfield(&a[i]) - upc_addrfield(&a[B * t]) != local * sizeof(int))
            mine++;
    }
    for (i = 0; i + THREADS < 4 * THREADS; i++) {
        if (upc_addrfield(&c[i + THREADS]) - upc_addrfield(&c[i]) != sizeof(long))
            mine++;
        if (upc_phaseof(&c[i]) != 0 || upc_threadof(&c[i]) != (size_t)(i % THREADS))
            mine++;
    }
    for (i = 0; i < 10; i++)
        if (upc_threadof(&ind[i]) != 0 || upc_phaseof(&ind[i]) != 0 ||
            upc_addrfield(&ind[i]) - upc_addrfield(&ind[0]) != i * sizeof(short))
            mine++;
    if (upc_threadof(&s) != 0 || upc_phaseof(&s) != 0)
        mine++;

    /* upc_resetphase: same thread and address, phase 0 */
    for (i = 0; i < n; i++) {
        shared void *r = upc_resetphase(&a[i]);
        if (upc_phaseof(r) != 0 || upc_threadof(r) != upc_threadof(&a[i]) ||
            upc_addrfield(r) != upc_addrfield(&a[i]))
            mine++;
        if (i % B == 0 && (shared [B] int *)r != &a[i])
            mine++;
    }
    /* the queries of a pointer I own agree with MYTHREAD */
    if (upc_threadof(&a[B * MYTHREAD + 1]) != (size_t)MYTHREAD || upc_threadof(&c[MYTHREAD]) != (size_t)MYTHREAD)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: ptr_query: %d errors\n", total);
        else
            printf("PASS: ptr_query\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}
