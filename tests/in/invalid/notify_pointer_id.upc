// expect: E0208
#include <upc.h>
shared int a[THREADS];

int main(void)
{
    int *id = 0;
    upc_notify id;
    upc_wait;
    return 0;
}
