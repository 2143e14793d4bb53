// expect: E0206
// flags: --std=upc1.3 -pedantic-errors
#include <upc.h>
int plain[10];
int main(void)
{
    return (int)upc_blocksizeof(plain);
}
