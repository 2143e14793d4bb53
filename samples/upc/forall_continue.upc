/* forall_continue.upc - upc_forall with `continue` or empty affinity: every thread runs every
   iteration. */
#include <stdio.h>
#include <upc.h>

#define N 20
shared int count[THREADS];

int main(void)
{
    int i, errors = 0, local = 0;
    upc_forall (i = 0; i < N; i++; continue)
        local++;
    upc_forall (i = 0; i < N; i++;)
        local++;
    count[MYTHREAD] = local;
    upc_barrier;
    for (i = 0; i < THREADS; i++)
        if (count[i] != 2 * N)
            errors++;
    if (errors) {
        printf("FAIL: forall_continue: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: forall_continue\n");
    return 0;
}
