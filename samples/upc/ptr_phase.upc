/* ptr_phase.upc - phased pointers-to-shared: upc_phaseof, upc_threadof, upc_addrfield and
   upc_resetphase over a blocked array. */
#include <stdio.h>
#include <upc.h>

#define B 4
shared [B] int a[B * 3 * THREADS];

int main(void)
{
    int i, errors = 0;
    shared [B] int *p = a;
    for (i = 0; i < B * 3 * THREADS; i++, p++) {
        if ((int)upc_phaseof(p) != i % B)
            errors++;
        if ((int)upc_threadof(p) != (i / B) % THREADS)
            errors++;
    }
    p = &a[B + 2];
    if (upc_phaseof(p) != 2)
        errors++;
    {
        shared [B] int *r = (shared [B] int *)upc_resetphase(p);
        if (upc_phaseof(r) != 0 || upc_threadof(r) != upc_threadof(p))
            errors++;
    }
    if (upc_addrfield(&a[1]) - upc_addrfield(&a[0]) != sizeof(int))
        errors++;
    if (errors) {
        printf("FAIL: ptr_phase: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: ptr_phase\n");
    return 0;
}
