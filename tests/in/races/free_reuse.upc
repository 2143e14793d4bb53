/* free_reuse.upc - race-free: upc_all_alloc blocks freed with upc_all_free (collective, not a
   barrier), each allocated again at the same address by the next upc_all_alloc, in one barrier
   phase; in round r each thread writes and reads element (MYTHREAD + r) % THREADS, so the bytes
   one thread accessed in the old object are another thread's in the new one. The old object's
   accesses come before the free, the new object's after the allocation: no race. */
#include <upc.h>
#include <stdio.h>

int main(void)
{
    int reused = 1, sum = 0;
    size_t first = 0;
    upc_barrier;
    for (int round = 0; round < 4; round++) {
        shared int *b = upc_all_alloc(THREADS, sizeof(int));
        if (round == 0)
            first = upc_addrfield(b);
        reused &= upc_addrfield(b) == first;
        b[(MYTHREAD + round) % THREADS] = round;
        sum += b[(MYTHREAD + round) % THREADS];
        upc_all_free(b);
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("reused %d, sum %d\n", reused, sum);
    return 0;
}
