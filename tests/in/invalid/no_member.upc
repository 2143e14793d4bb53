// expect: E0106
#include <upc.h>
struct cell { int value; };
shared struct cell cells[THREADS];
int main(void)
{
    cells[MYTHREAD].valu = 1;
    return 0;
}
