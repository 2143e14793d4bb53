#include <stdio.h>
#include <upc.h>
#ifdef PLAIN
#undef upc_fence
#endif

int main(void)
{
    upc_fence;
    printf("done\n");
    return 0;
}
