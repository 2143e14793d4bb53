// expect: W0206
#include <upc.h>
int plain[10];
int main(void)
{
    return (int)(upc_blocksizeof(plain) + upc_localsizeof(int) + upc_elemsizeof plain);
}
