// expect: E0111
#include <upc.h>
struct cell { int value; };
shared struct cell cells[THREADS];
int main(void)
{
    int n = cells[MYTHREAD];
    return n;
}
