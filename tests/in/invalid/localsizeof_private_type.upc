// expect: E0206
// flags: --std=upc1.3 -pedantic-errors
#include <upc.h>

int main(void)
{
    size_t n = upc_localsizeof(int);
    return (int)n;
}
