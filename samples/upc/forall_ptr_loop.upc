/* forall_ptr_loop.upc - upc_forall whose loop variable is a pointer-to-shared used as the
   affinity. */
#include <stdio.h>
#include <upc.h>

#define N 8
shared [2] int a[N * THREADS];

int main(void)
{
    shared [2] int *p;
    int i, errors = 0;
    upc_forall (p = a; p < a + N * THREADS; p++; p)
        *p = MYTHREAD;
    upc_barrier;
    for (i = 0; i < N * THREADS; i++)
        if (a[i] != (i / 2) % THREADS)
            errors++;
    if (errors) {
        printf("FAIL: forall_ptr_loop: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: forall_ptr_loop\n");
    return 0;
}
