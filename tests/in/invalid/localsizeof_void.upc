// expect: E0110
#include <upc.h>

int main(void)
{
    return (int)upc_localsizeof(void);
}
