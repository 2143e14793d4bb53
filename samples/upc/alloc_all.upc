/* alloc_all.upc - collective upc_all_alloc and upc_all_free. */
#include <stdio.h>
#include <upc.h>

#define B 10

int main(void)
{
    int i, errors = 0;
    shared [B] int *v = (shared [B] int *)upc_all_alloc(THREADS, B * sizeof(int));
    upc_forall (i = 0; i < B * THREADS; i++; &v[i])
        v[i] = i * 2;
    upc_barrier;
    for (i = 0; i < B * THREADS; i++) {
        if (v[i] != i * 2)
            errors++;
        if ((int)upc_threadof(&v[i]) != i / B)
            errors++;
    }
    upc_barrier;
    upc_all_free(v);
    if (errors) {
        printf("FAIL: alloc_all: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: alloc_all\n");
    return 0;
}
