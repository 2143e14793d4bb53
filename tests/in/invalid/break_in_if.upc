// expect: E0102
#include <upc.h>

int main(void)
{
    if (MYTHREAD == 0)
        break;
    upc_barrier;
    return 0;
}
