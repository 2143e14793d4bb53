// expect: E0002
#include <upc.h>
shared int total;

int main(void)
{
    if (MYTHREAD == 0)
        total = `1;
    return 0;
}
