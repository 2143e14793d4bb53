// expect: W0300
#include <stdio.h>
#include <upc.h>
int main(void)
{
    shared int local_shared[THREADS];
    local_shared[MYTHREAD] = 1;
    return 0;
}
