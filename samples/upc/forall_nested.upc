/* forall_nested.upc - nested upc_forall: the inner loop runs all its iterations (the outer one
   already distributed the work). */
#include <stdio.h>
#include <upc.h>

#define R 6
#define C 5
shared [C] int m[R * THREADS][C];

int main(void)
{
    int i, j, errors = 0;
    upc_forall (i = 0; i < R * THREADS; i++; &m[i][0])
        upc_forall (j = 0; j < C; j++; &m[i][j])
            m[i][j] = i * C + j;
    upc_barrier;
    for (i = 0; i < R * THREADS; i++)
        for (j = 0; j < C; j++)
            if (m[i][j] != i * C + j)
                errors++;
    if (errors) {
        printf("FAIL: forall_nested: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: forall_nested\n");
    return 0;
}
