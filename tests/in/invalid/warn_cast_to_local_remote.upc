// expect: W0305
#include <upc.h>
shared int a[4 * THREADS];
int main(void)
{
    int *next = (int *)&a[MYTHREAD + 1];
    return *next;
}
