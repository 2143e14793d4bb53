/* layout_macro_stmt.upc - a function-like macro whose body is a statement (do { ... } while (0)),
   defined inside a function the translation changes: the uses whose expansion holds UPC code
   are expanded with a comment that says so, the others and the #define/#undef lines stay as
   written. Prints "ok" on every thread count. */
#include <stdio.h>
#include <upc.h>

#define N 3

shared int total[THREADS];
int errors = 0;

int main(void)
{
    int mine = 0;
    int i;
#define ADD(dst, v) do {                 \
        dst += (v);                      \
        if ((v) < 0) errors++;           \
    } while (0)

    for (i = 0; i < N; i++)
        ADD(mine, i + 1);
    ADD(total[MYTHREAD], mine);
    ADD(total[MYTHREAD], MYTHREAD);
#undef ADD
    upc_barrier;
    if (MYTHREAD == 0) {
        int sum = 0;
        for (i = 0; i < THREADS; i++)
            sum += total[i];
        printf("%s\n", errors == 0 && sum == THREADS * 6 + THREADS * (THREADS - 1) / 2 ? "ok" : "FAIL");
    }
    return 0;
}
