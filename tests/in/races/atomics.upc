/* atomics.upc - race-free: atomic updates of one counter by every thread (atomics do not race
   with each other), atomic reads (UPC_GET) beside plain reads, and a hand-off through a strict
   atomic flag (the data written before the strict set is read after the strict read). */
#include <upc.h>
#include <upc_atomic.h>
#include <stdio.h>

shared int64_t ctr, flag;
shared long cell;
shared int data;
upc_atomicdomain_t *dom;

int main(void)
{
    long one = 1, got = 0;
    dom = upc_all_atomicdomain_alloc(UPC_LONG, UPC_ADD | UPC_GET, 0);
    bupc_atomicI64_fetchadd_relaxed(&ctr, 1);
    upc_atomic_relaxed(dom, NULL, UPC_ADD, &cell, &one, NULL);
    upc_barrier;
    upc_atomic_relaxed(dom, &got, UPC_GET, &cell, NULL, NULL);
    got += cell + bupc_atomicI64_read_relaxed(&ctr) + ctr;
    upc_barrier;
    if (MYTHREAD == 0) {
        data = 42;
        bupc_atomicI64_set_strict(&flag, 1);
    }
    if (MYTHREAD == THREADS - 1) {
        while (bupc_atomicI64_read_strict(&flag) == 0)
            ;
        got += data;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("counted %ld\n", (long)ctr + cell);
    upc_all_atomicdomain_free(dom);
    return got < 0;
}
