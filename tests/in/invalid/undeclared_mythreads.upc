// expect: E0100
#include <upc.h>
shared int slot[THREADS];

int main(void)
{
    slot[MYTHREADS] = 1;
    upc_barrier;
    return 0;
}
