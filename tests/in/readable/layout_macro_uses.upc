/* layout_macro_uses.upc - macro uses inside statements --layout=source rewrites: a use whose
   expansion the translation does not change stays the use (N, LAST, TWICE(i)); one
   whose expansion holds UPC code (PER_THREAD) is expanded. Prints "ok" on every thread count. */
#include <stdio.h>
#include <stdlib.h>
#include <upc.h>

#define N 4
#define TWICE(x) 2 * x
#define LAST (N - 1)
#define PER_THREAD (N * THREADS)

shared [N] int a[N * THREADS];
shared int *shared where;

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[MYTHREAD * N + i] = TWICE(i) + LAST;
    if (MYTHREAD == 0)
        where = NULL;
    upc_barrier;
    if (MYTHREAD == 0) {
        int sum = 0;
        for (i = 0; i < PER_THREAD; i++)
            sum += a[i];
        printf("%s\n", sum == THREADS * (N * (N - 1) + N * LAST) && where == NULL ? "ok" : "FAIL");
    }
    return 0;
}
