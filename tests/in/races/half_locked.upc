/* half_locked.upc - racy: thread 0 updates a counter under a lock, the others without it. */
/* race: 18 21 on `counter` (on thread 0) */
/* race on 3 or more threads: 21 21 on `counter` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int counter;
upc_lock_t *lock;

int main(void)
{
    lock = upc_all_lock_alloc();
    if (MYTHREAD == 0)
        counter = 0;
    upc_barrier;
    if (MYTHREAD == 0) {
        upc_lock(lock);
        counter += 1;
        upc_unlock(lock);
    } else
        counter += 1;
    upc_barrier;
    if (MYTHREAD == 0) {
        printf("counted at least one: %d\n", counter >= 1);
        upc_lock_free(lock);
    }
    return 0;
}
