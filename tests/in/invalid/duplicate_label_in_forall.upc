// expect: E0105
#include <upc.h>
shared int a[8 * THREADS];

int main(void)
{
    int i;
    upc_forall (i = 0; i < 8 * THREADS; i++; &a[i]) {
    again:
        a[i] = i;
    }
again:
    return 0;
}
