// expect: E0213
#include <upc.h>
int main(void)
{
    shared int *p = MYTHREAD + 1;
    return p == NULL;
}
