// expect: E0212
#include <upc.h>
int main(int argc, char **argv)
{
    double scale = 1.5;
    shared int a[scale * THREADS];
    a[0] = argc;
    return 0;
}
