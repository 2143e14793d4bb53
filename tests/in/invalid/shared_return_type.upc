// expect: E0209
#include <upc.h>
shared int value;

shared int get_value(void);

int main(void)
{
    return 0;
}
