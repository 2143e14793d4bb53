// expect: E0106
#include <upc.h>
struct point { int x, y; };
shared struct point pts[THREADS];

int main(void)
{
    shared struct point *p = &pts[MYTHREAD];
    p->x = 1;
    p->z = 2;
    return 0;
}
