/* locks_counter.upc - a shared counter protected by a lock from upc_all_lock_alloc. */
#include <stdio.h>
#include <upc.h>

#define ROUNDS 200
shared long counter;

int main(void)
{
    int i;
    upc_lock_t *l = upc_all_lock_alloc();
    for (i = 0; i < ROUNDS; i++) {
        upc_lock(l);
        counter = counter + 1;
        upc_unlock(l);
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        if (counter != (long)ROUNDS * THREADS) {
            printf("FAIL: locks_counter %ld\n", counter);
            return 1;
        }
        printf("PASS: locks_counter\n");
    }
    upc_barrier;
    upc_all_lock_free(l);
    return 0;
}
