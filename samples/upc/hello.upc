/* hello.upc - the README's demo: every thread sums its share of 1..N with upc_forall, adds it to a
   shared total under a lock, and thread 0 prints the result. */
#include <stdio.h>
#include <upc.h>

#define N 1000

shared int values[N];
shared long total;
upc_lock_t *lock;

int main(void)
{
    int i;
    long mine = 0;
    lock = upc_all_lock_alloc();
    upc_forall (i = 0; i < N; i++; &values[i])
        values[i] = i + 1;
    upc_barrier;
    upc_forall (i = 0; i < N; i++; &values[i])
        mine += values[i];
    upc_lock(lock);
    total += mine;
    upc_unlock(lock);
    upc_barrier;
    if (MYTHREAD == 0) {
        printf("hello from %d threads: sum of 1..%d = %ld\n", THREADS, N, total);
        if (total != (long)N * (N + 1) / 2) {
            printf("FAIL: hello\n");
            return 1;
        }
        printf("PASS: hello\n");
    }
    upc_barrier;
    if (MYTHREAD == 0)
        upc_lock_free(lock);
    return 0;
}
