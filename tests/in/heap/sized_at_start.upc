/* The shared heap is sized, and a size that cannot fit refused, at start-up under both
   backends: this program prints before its only allocation (a upc_all_alloc, which does not
   make `--to ga` create its heaps at start-up). */
#include <upc.h>
#include <stdio.h>

int main(void)
{
    printf("started %d\n", MYTHREAD);
    upc_barrier;
    shared int *p = upc_all_alloc(THREADS, sizeof(int));
    p[MYTHREAD] = MYTHREAD;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: %d\n", p[THREADS - 1]);
    return 0;
}
