/* ptr_arith.upc - pointer-to-shared arithmetic over a cyclic array: increment, add, difference,
   comparison, and the thread/phase they land on. */
#include <stdio.h>
#include <upc.h>

#define N 10
shared int a[N * THREADS];

int main(void)
{
    int i, errors = 0;
    shared int *p = &a[0];
    shared int *q;
    upc_forall (i = 0; i < N * THREADS; i++; &a[i])
        a[i] = i;
    upc_barrier;
    for (i = 0; i < N * THREADS; i++, p++) {
        if (*p != i)
            errors++;
        if ((int)upc_threadof(p) != i % THREADS)
            errors++;
    }
    p = &a[0];
    q = p + 5;
    if (q - p != 5 || *q != 5 || !(q > p) || q == p)
        errors++;
    q -= 2;
    if (*q != 3 || q[1] != 4 || *(q + 2) != 5)
        errors++;
    if (errors) {
        printf("FAIL: ptr_arith: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: ptr_arith\n");
    return 0;
}
