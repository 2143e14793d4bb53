// expect: E0204
#include <upc.h>

int main(void)
{
    int local = 5;
    shared [] int *p = (shared [] int *)&local;
    return *p;
}
