#include <stdio.h>
#ifdef USE_BARRIER
#define SYNC() upc_barrier
#else
#define SYNC() upc_fence
#endif

int main(void)
{
    SYNC();
    printf("done\n");
    return 0;
}
