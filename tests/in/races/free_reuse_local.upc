/* free_reuse_local.upc - race-free: thread 1 writes a block thread 0 allocated with upc_alloc
   and frees it with upc_free; thread 0, once a relaxed atomic flag (no synchronisation of the
   memory model) says the free is done, allocates the same memory with upc_alloc and writes it,
   in the same barrier phase. A free synchronises with the allocation that reuses its memory
   (as C's free and malloc do): no race. */
#include <upc.h>
#include <upc_atomic.h>
#include <stdio.h>

shared [] int *shared block;
shared int64_t flag;

int main(void)
{
    int reused = 1;
    if (MYTHREAD == 0)
        block = upc_alloc(4 * sizeof(int));
    upc_barrier;
    if (THREADS > 1) {
        if (MYTHREAD == 1) {
            block[0] = 1;
            upc_free(block);
            bupc_atomicI64_set_relaxed(&flag, 1);
        } else if (MYTHREAD == 0) {
            shared [] int *p;
            while (bupc_atomicI64_read_relaxed(&flag) == 0)
                ;
            p = upc_alloc(4 * sizeof(int));
            reused = upc_addrfield(p) == upc_addrfield(block);
            p[0] = 2;
            upc_free(p);
        }
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("reused %d\n", reused);
    return 0;
}
