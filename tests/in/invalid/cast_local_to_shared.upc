// expect: E0204
#include <upc.h>
int main(void)
{
    int x = 5;
    int *p = &x;
    shared int *sp = (shared int *)p;
    return sp == 0;
}
