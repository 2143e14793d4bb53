// expect: E0206
#include <upc.h>
int plain[10];
int main(void)
{
    return (int)upc_blocksizeof(plain);
}
