// expect: E0107
#include <upc.h>
shared int counter;

int main(void)
{
    if (MYTHREAD == 0)
        counter(3);
    return 0;
}
