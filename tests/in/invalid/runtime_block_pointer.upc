// expect: E0211
#include <upc.h>
int main(int argc, char **argv)
{
    int b = argc + 1;
    shared [b] int a[b * THREADS];
    shared [b] int *p = &a[0];
    return p == 0;
}
