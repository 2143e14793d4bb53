/* alloc_global.upc - non-collective upc_global_alloc by one thread; the result shared through a
   shared pointer; upc_free. */
#include <stdio.h>
#include <upc.h>

shared int *shared area;

int main(void)
{
    int i, errors = 0;
    if (MYTHREAD == 0)
        area = (shared int *)upc_global_alloc(THREADS, 4 * sizeof(int));
    upc_barrier;
    for (i = 0; i < 4; i++)
        area[i * THREADS + MYTHREAD] = MYTHREAD;
    upc_barrier;
    for (i = 0; i < 4 * THREADS; i++)
        if (area[i] != i % THREADS)
            errors++;
    upc_barrier;
    if (MYTHREAD == 0)
        upc_free(area);
    if (errors) {
        printf("FAIL: alloc_global: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: alloc_global\n");
    return 0;
}
