/* ptr_cast_blocks.upc - casts between pointers-to-shared of different block sizes, and to
   shared void *. */
#include <stdio.h>
#include <upc.h>

#define N 6
shared [N] int a[N * THREADS];

int main(void)
{
    int i, errors = 0;
    upc_forall (i = 0; i < N * THREADS; i++; &a[i])
        a[i] = i;
    upc_barrier;
    {
        /* Viewed with block size 1, the same memory is walked thread by thread. */
        shared [N] int *start = &a[N * (THREADS - 1)];
        shared int *cyc = (shared int *)start;
        shared void *v = start;
        shared [N] int *back = (shared [N] int *)v;
        if (*cyc != N * (THREADS - 1) || *back != N * (THREADS - 1))
            errors++;
        if (upc_threadof(cyc) != (size_t)(THREADS - 1))
            errors++;
    }
    if (errors) {
        printf("FAIL: ptr_cast_blocks: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: ptr_cast_blocks\n");
    return 0;
}
