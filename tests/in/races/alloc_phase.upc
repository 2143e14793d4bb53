/* alloc_phase.upc - racy: upc_all_atomicdomain_alloc and upc_all_lock_alloc are collective
   but not barriers (UPC orders nothing across them): the writes before and after each race,
   in barrier phase 1 and 2 under both backends (the runtimes' own synchronisation inside them
   is not the program's). */
/* race: 18 20 on `x` (on thread 0) */
/* race: 22 24 on `y` (on thread 0) */
#include <upc.h>
#include <upc_atomic.h>
#include <stdio.h>

shared int x, y;

int main(void)
{
    upc_atomicdomain_t *d;
    upc_lock_t *l;
    upc_barrier;
    if (MYTHREAD == 0) x = 1;
    d = upc_all_atomicdomain_alloc(UPC_INT, UPC_ADD, 0);
    if (MYTHREAD == 1) x = 2;
    upc_barrier;
    if (MYTHREAD == 0) y = 1;
    l = upc_all_lock_alloc();
    if (MYTHREAD == 1) y = 2;
    upc_barrier;
    if (MYTHREAD == 0) x = 0;
    upc_barrier;
    upc_lock(l);
    upc_atomic_relaxed(d, NULL, UPC_ADD, &x, &(int){ 1 }, NULL);
    upc_unlock(l);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("x %d\n", x == THREADS);
    upc_all_atomicdomain_free(d);
    return 0;
}
