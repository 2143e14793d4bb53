// expect: W0202
#include <upc.h>
shared int a[4 * THREADS];
int main(void)
{
    int i;
    upc_forall (i = 0; i < 4 * THREADS; i++; i * 1.0)
        a[i] = i;
    return 0;
}
