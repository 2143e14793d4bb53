/* free_reuse_race.upc - racy: an upc_all_alloc block freed with upc_all_free and allocated
   again at the same address; the accesses to the old object race with none of the new one's,
   but two threads' writes to the new object's first element in one phase do (the report names
   the new allocation), and so do a write before upc_all_free and a read after it of a static
   object (upc_all_free is no barrier). */
/* race: 23 23 on byte 0 of the block of upc_all_alloc at FILE:22 (on thread 0) */
/* race: 20 25 on `x` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int x;

int main(void)
{
    shared int *a = upc_all_alloc(THREADS, sizeof(int)), *b;
    int v;
    upc_barrier;
    a[(MYTHREAD + 1) % THREADS] = MYTHREAD;
    if (MYTHREAD == 1)
        x = 1;
    upc_all_free(a);
    b = upc_all_alloc(THREADS, sizeof(int));
    b[0] = MYTHREAD;
    if (MYTHREAD == 0)
        v = x;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("reused %d\n", upc_addrfield(b) == upc_addrfield(a));
    upc_barrier;
    upc_all_free(b);
    return 0;
}
