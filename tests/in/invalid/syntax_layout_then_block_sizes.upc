// expect: E0001
// A bad layout qualifier does not hide the block sizes further down.
#include <upc.h>
shared [4][4] int a[4 * THREADS];
shared [-4] int b[4 * THREADS];
shared [0.5] int c[4 * THREADS];

int main(void)
{
    return 0;
}
