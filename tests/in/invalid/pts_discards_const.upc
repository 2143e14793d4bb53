// expect: W0103
#include <upc.h>
shared const int table[THREADS];
int main(void)
{
    shared int *p = &table[MYTHREAD];
    return p == NULL;
}
