// expect: E0110
#include <upc.h>
struct later;
shared struct later *p;
int main(void)
{
    return (int)sizeof(*p);
}
