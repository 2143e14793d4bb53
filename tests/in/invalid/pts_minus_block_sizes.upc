// expect: E0109
#include <upc.h>
shared [4] int blocked[4 * THREADS];
shared int cyclic[4 * THREADS];
int main(void)
{
    shared [4] int *b = &blocked[1];
    shared int *c = &cyclic[0];
    long n = b - c;
    return (int)n;
}
