// expect: E0211
#include <upc.h>
int main(int argc, char **argv)
{
    int n = argc;
    static shared int a[n * THREADS];
    a[0] = 1;
    return 0;
}
