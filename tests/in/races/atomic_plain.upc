/* atomic_plain.upc - racy: an atomic update and a plain access of the same location in one
   phase (the atomics of the other threads do not race with each other). */
/* race: 17 19 on `ctr` (on thread 0) */
/* race: 20 22 on `cell` (on thread 0) */
#include <upc.h>
#include <upc_atomic.h>
#include <stdio.h>

shared int64_t ctr;
shared long cell;
upc_atomicdomain_t *dom;

int main(void)
{
    long one = 1, v = 0;
    dom = upc_all_atomicdomain_alloc(UPC_LONG, UPC_ADD, 0);
    bupc_atomicI64_fetchadd_relaxed(&ctr, 1);
    if (MYTHREAD == 0)
        v = ctr;
    upc_atomic_relaxed(dom, NULL, UPC_ADD, &cell, &one, NULL);
    if (MYTHREAD == 1)
        cell = 5;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("done %d\n", v >= 0);
    upc_all_atomicdomain_free(dom);
    return 0;
}
