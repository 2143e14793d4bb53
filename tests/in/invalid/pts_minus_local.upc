// expect: E0109
#include <upc.h>
shared int v[4 * THREADS];
int local[4];
int main(void)
{
    shared int *p = &v[MYTHREAD];
    long n = p - local;
    return (int)n;
}
