// expect: E0001
#include <upc.h>
shared int a[10 * THREADS];
int main(void)
{
    int i;
    upc_forall (i = 0; i < 10 * THREADS; i++)
        a[i] = i;
    return 0;
}
