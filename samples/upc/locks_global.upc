/* locks_global.upc - upc_global_lock_alloc by one thread, shared through a shared pointer;
   upc_lock_attempt; upc_lock_free. */
#include <stdio.h>
#include <upc.h>

upc_lock_t *shared the_lock;
shared int owner_count;

int main(void)
{
    int got = 0, errors = 0;
    if (MYTHREAD == 0)
        the_lock = upc_global_lock_alloc();
    upc_barrier;
    while (!got)
        got = upc_lock_attempt(the_lock);
    owner_count = owner_count + 1;
    upc_unlock(the_lock);
    upc_barrier;
    if (MYTHREAD == 0) {
        if (upc_lock_attempt(the_lock))
            upc_unlock(the_lock);
        else
            errors++;
        if (owner_count != THREADS)
            errors++;
        upc_lock_free(the_lock);
        if (errors) {
            printf("FAIL: locks_global: %d errors\n", errors);
            return 1;
        }
        printf("PASS: locks_global\n");
    }
    return 0;
}
