/* forall_ptr_loop.upc - upc_forall whose loop variable is a pointer-to-shared, used directly as the affinity, over a blocked array and an upc_all_alloc'd one. */
#include <stdio.h>
#include <upc.h>

#define B 5
#define PER 3
shared [B] double v[B * PER * THREADS];
shared int count[THREADS];
shared int verdict;

int main(void)
{
    int i, n = B * PER * THREADS, mine = 0, errors = 0;
    shared [B] double *p;
    shared [B] int *dyn, *q;

    upc_forall (p = v; p < v + n; p++; p) {
        *p = (p - v) * 1.5;             /* the index is a pointer difference */
        mine += upc_threadof(p) == (size_t)MYTHREAD;
    }
    count[MYTHREAD] = mine;

    dyn = (shared [B] int *)upc_all_alloc(PER * THREADS, B * sizeof(int));
    upc_forall (q = dyn; q != dyn + n; q++; q)
        *q = (int)(q - dyn);
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < n; i++) {
            if (v[i] != i * 1.5 || dyn[i] != i) {
                if (errors < 5)
                    printf("FAIL: forall_ptr_loop: v[%d] = %g, dyn[%d] = %d\n", i, v[i], i, dyn[i]);
                errors++;
            }
        }
        for (i = 0; i < THREADS; i++)
            if (count[i] != B * PER) {
                printf("FAIL: forall_ptr_loop: thread %d ran %d iterations\n", i, count[i]);
                errors++;
            }
        if (errors)
            printf("FAIL: forall_ptr_loop: %d errors\n", errors);
        else
            printf("PASS: forall_ptr_loop\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_all_free((shared void *)dyn);
    return verdict;
}
