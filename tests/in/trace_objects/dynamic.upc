#include <upc.h>
#include <stdio.h>

/* Each thread's upc_alloc block, published for the others; thread 0's upc_global_alloc block. */
shared [] long *shared blocks[THREADS];
shared [4] char *shared global;

int main(void)
{
    int peer = (MYTHREAD + 1) % THREADS;
    long sum = 0;
    shared int *first = upc_all_alloc(THREADS, 8 * sizeof(int));
    first[8 * peer] = MYTHREAD;
    upc_barrier;
    sum += first[8 * peer];
    upc_barrier;
    if (MYTHREAD == 0)
        upc_free(first);
    upc_barrier;
    /* The same size again: the runtime may give the freed bytes to this object. */
    shared int *second = upc_all_alloc(THREADS, 8 * sizeof(int));
    second[8 * peer + 1] = MYTHREAD + 1;
    upc_barrier;
    sum += second[8 * peer + 1];
    blocks[MYTHREAD] = upc_alloc(16 * sizeof(long));
    if (MYTHREAD == 0)
        global = upc_global_alloc(THREADS, 4);
    upc_barrier;
    blocks[peer][3] = MYTHREAD;
    global[4 * peer + 2] = 'a' + MYTHREAD;
    upc_barrier;
    sum += blocks[peer][3] + global[4 * peer + 2];
    upc_barrier;
    upc_free(blocks[MYTHREAD]);
    if (MYTHREAD == 0)
        upc_free(global);
    upc_all_free(second);
    if (MYTHREAD == 0)
        printf("sum %ld\n", sum);
    return 0;
}
