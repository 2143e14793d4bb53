// expect: E0200
#include <upc.h>
shared [2.5] int a[10 * THREADS];

int main(void)
{
    a[MYTHREAD] = 1;
    return 0;
}
