// expect: W0304
#include <upc.h>
shared int a[4 * THREADS];
static int first(int *p) { return p[0]; }
int main(void)
{
    return first(&a[MYTHREAD]);
}
