/* locked_spin.upc - race-free: every thread updates one counter 20,000 times under a lock in
   one phase (each update a logged range of its own, as its release and acquire counts
   differ); silent, and checked in time linear in the updates. */
#include <upc.h>
#include <stdio.h>

#define N 20000
shared int counter;
upc_lock_t *lock;

int main(void)
{
    lock = upc_all_lock_alloc();
    for (int i = 0; i < N; i++) {
        upc_lock(lock);
        counter = counter + 1;
        upc_unlock(lock);
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("counter = %d\n", counter == N * THREADS);
    return 0;
}
