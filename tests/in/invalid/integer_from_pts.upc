// expect: E0213
#include <upc.h>
shared int v[THREADS];
int main(void)
{
    long where = &v[MYTHREAD];
    return where == 0;
}
