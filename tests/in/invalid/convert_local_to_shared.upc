// expect: E0204
#include <upc.h>
int x;
shared int *where(void)
{
    return &x;
}
int main(void)
{
    return where() == 0;
}
