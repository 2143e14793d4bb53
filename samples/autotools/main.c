/* main.c - the autotools-like sample: every thread adds its part of 1..1000 under a lock. */
#include <stdio.h>
#include "sum.h"

shared long total;

int main(void)
{
    upc_lock_t *lock = upc_all_lock_alloc();
    long mine = sum_mine(1000);
    upc_lock(lock);
    total += mine;
    upc_unlock(lock);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("THREADS=%d sum=%ld %s\n", THREADS, total, total == 500500 ? "PASS" : "FAIL");
    return 0;
}
