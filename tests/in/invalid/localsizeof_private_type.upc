// expect: E0206
#include <upc.h>

int main(void)
{
    size_t n = upc_localsizeof(int);
    return (int)n;
}
