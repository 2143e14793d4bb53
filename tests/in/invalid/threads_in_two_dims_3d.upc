// expect: E0201
#include <upc.h>
shared int cube[THREADS][2][2 * THREADS];

int main(void)
{
    cube[MYTHREAD][0][0] = 1;
    return 0;
}
