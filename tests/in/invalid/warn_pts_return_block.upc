// expect: W0302
#include <upc.h>
shared [4] int a[4 * THREADS];
static shared int *start(void)
{
    return a;
}
int main(void)
{
    return start() == 0;
}
