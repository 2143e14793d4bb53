/* locked_counter.upc - race-free: a shared counter incremented under a lock. */
#include <upc.h>
#include <stdio.h>

shared int counter;
upc_lock_t *lock;

int main(void)
{
    int k;
    lock = upc_all_lock_alloc();
    if (MYTHREAD == 0)
        counter = 0;
    upc_barrier;
    for (k = 0; k < 10; k++) {
        upc_lock(lock);
        counter++;
        upc_unlock(lock);
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        printf("counter = %d (10 per thread)\n", counter / THREADS);
        upc_lock_free(lock);
    }
    return 0;
}
