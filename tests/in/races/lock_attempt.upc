/* lock_attempt.upc - race-free: a shared counter updated under a lock taken by
   upc_lock_attempt (retried until it succeeds), every thread 100 times in one phase. */
#include <upc.h>
#include <stdio.h>

shared int counter;

int main(void)
{
    upc_lock_t *l = upc_all_lock_alloc();
    int i;
    if (MYTHREAD == 0)
        counter = 0;
    upc_barrier;
    for (i = 0; i < 100; i++) {
        while (!upc_lock_attempt(l))
            ;
        counter = counter + 1;
        upc_unlock(l);
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("counted %d\n", counter == 100 * THREADS);
    upc_barrier;
    if (MYTHREAD == 0)
        upc_lock_free(l);
    return 0;
}
