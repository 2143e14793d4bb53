/* layout.upc: what --layout=source keeps and what it rewrites. */
#include <stdio.h>
#include <upc.h>

#define N 4          /* elements per thread */
#define TWICE(x) ((x) * 2)

shared int a[N * THREADS];

/* A private helper: nothing UPC in it, kept byte for byte. */
static int   twice_of( int v )
{
    return TWICE(v);   // macro use kept
}

int main(void)
{
    int i, sum = 0;
    upc_forall (i = 0; i < N * THREADS; i++; &a[i])
        a[i] = twice_of(i);
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < N * THREADS; i++)
            sum += a[i];
        printf("sum %d\nok\n", sum);
    }
    return 0;
}
