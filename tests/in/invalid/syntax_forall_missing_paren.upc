// expect: E0001
#include <upc.h>
shared int a[4 * THREADS];

int main(void)
{
    int i;
    upc_forall (i = 0; i < 4 * THREADS; i++; &a[i]
        a[i] = i;
    return 0;
}
