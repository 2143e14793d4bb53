// expect: E0202
// flags: --std=upc1.3 -pedantic-errors
#include <upc.h>
shared int a[4 * THREADS];
int main(void)
{
    int i;
    double where = 1.0;
    upc_forall (i = 0; i < 4 * THREADS; i++; where)
        a[i] = i;
    return 0;
}
