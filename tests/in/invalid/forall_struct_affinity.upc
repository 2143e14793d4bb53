// expect: E0202
#include <upc.h>
struct owner { int t; };
shared int a[4 * THREADS];

int main(void)
{
    int i;
    struct owner o = { 0 };
    upc_forall (i = 0; i < 4 * THREADS; i++; o)
        a[i] = i;
    return 0;
}
