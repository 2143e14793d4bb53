// expect: W0303
#include <upc.h>
shared double d[4 * THREADS];
int main(void)
{
    shared int *p = d;
    return p == 0;
}
