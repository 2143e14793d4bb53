// expect: E0108
#include <upc.h>
shared int a[THREADS];

int main(void)
{
    size_t t = upc_threadof(&a[0], 1);
    return (int)t;
}
