// expect: E0210
#include <upc.h>

int main(void)
{
    double x = 1.0;
    relaxed double *p = &x;
    return (int)*p;
}
