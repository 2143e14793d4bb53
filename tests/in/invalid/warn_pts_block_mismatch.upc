// expect: W0302
#include <upc.h>
shared [4] int a[4 * THREADS];
int main(void)
{
    shared int *p = &a[0];
    return p == 0;
}
