/* A private struct stored whole into the neighbour's element: a put event of its size. */
#include <upc.h>

struct P {
    int a;
    double b;
};
shared struct P s[THREADS];

int main(void)
{
    struct P loc = {MYTHREAD, 2.0};
    s[(MYTHREAD + 1) % THREADS] = loc;
    upc_barrier;
    return s[MYTHREAD].a == (MYTHREAD + THREADS - 1) % THREADS ? 0 : 1;
}
