/* alloc_local.upc - upc_alloc: memory with affinity to the calling thread, published to the
   others through a shared array of pointers. */
#include <stdio.h>
#include <upc.h>

#define N 5
shared [] int *shared slots[THREADS];

int main(void)
{
    int i, t, errors = 0;
    shared [] int *mine = (shared [] int *)upc_alloc(N * sizeof(int));
    for (i = 0; i < N; i++)
        mine[i] = MYTHREAD * N + i;
    slots[MYTHREAD] = mine;
    upc_barrier;
    for (t = 0; t < THREADS; t++) {
        shared [] int *p = slots[t];
        if ((int)upc_threadof(p) != t)
            errors++;
        for (i = 0; i < N; i++)
            if (p[i] != t * N + i)
                errors++;
    }
    upc_barrier;
    upc_free(mine);
    if (errors) {
        printf("FAIL: alloc_local: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: alloc_local\n");
    return 0;
}
