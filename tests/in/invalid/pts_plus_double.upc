// expect: E0109
#include <upc.h>
shared int v[4 * THREADS];
int main(void)
{
    shared int *p = &v[MYTHREAD];
    p = p + 1.5;
    return *p;
}
