// expect: E0101
#include <upc.h>
shared int data[THREADS];

int main(void)
{
    int count = 0;
    double count = 1.0;
    data[MYTHREAD] = (int)count;
    return 0;
}
