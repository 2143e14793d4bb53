/* layout_header.upc: its own header (no UPC code in it) stays an #include under
   --layout=source, the prelude included before it. */
#include <stdio.h>
#include <upc.h>
#include "layout_header.h"

shared int total;

int scaled(int x)
{
    return x * SCALE;
}

void add_to(int *sum, int x)
{
    *sum += x;
}

int main(void)
{
    struct pair p = { 1, 2 };
    int mine = 0;
    upc_lock_t *lock = upc_all_lock_alloc();

    add_to(&mine, scaled(p.a + p.b));
    if (MYTHREAD == 0)
        total = 0;
    upc_barrier;
    upc_lock(lock);
    total += mine;
    upc_unlock(lock);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%s\n", total == 9 * THREADS ? "ok" : "FAIL");
    return 0;
}
