/* app_sort.upc - integer counting sort: threads count keys of their blocks into a shared count
   table under a lock, thread 0 computes the output and checks it is sorted. */
#include <stdio.h>
#include <upc.h>

#define B 64
#define KEYS 32
shared [B] int keys[B * THREADS];
shared int counts[KEYS];
upc_lock_t *lk;

int main(void)
{
    int i, local[KEYS] = { 0 };
    lk = upc_all_lock_alloc();
    upc_forall (i = 0; i < B * THREADS; i++; &keys[i])
        keys[i] = (i * 7919 + 13) % KEYS;
    upc_barrier;
    upc_forall (i = 0; i < B * THREADS; i++; &keys[i])
        local[keys[i]]++;
    upc_lock(lk);
    for (i = 0; i < KEYS; i++)
        counts[i] += local[i];
    upc_unlock(lk);
    upc_barrier;
    if (MYTHREAD == 0) {
        int k, n = 0, prev = -1, errors = 0, c;
        for (k = 0; k < KEYS; k++)
            for (c = 0; c < counts[k]; c++) {
                if (k < prev)
                    errors++;
                prev = k;
                n++;
            }
        if (errors || n != B * THREADS) {
            printf("FAIL: app_sort: %d errors, %d keys\n", errors, n);
            return 1;
        }
        printf("PASS: app_sort\n");
    }
    return 0;
}
