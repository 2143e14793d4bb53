// expect: E0110
#include <upc.h>
struct later;

int main(void)
{
    size_t n = upc_localsizeof(shared struct later);
    return (int)n;
}
