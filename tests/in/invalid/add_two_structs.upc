// expect: E0109
#include <upc.h>
struct vec { double x, y; };
shared struct vec v[THREADS];

int main(void)
{
    struct vec a = v[0], b = v[MYTHREAD];
    struct vec c = a + b;
    v[MYTHREAD] = c;
    return 0;
}
