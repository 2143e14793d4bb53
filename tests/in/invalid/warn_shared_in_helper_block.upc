// expect: W0300
#include <upc.h>

static int total(void)
{
    int result = 0;
    {
        shared [] long acc[4];
        acc[0] = 1;
        result = (int)acc[0];
    }
    return result;
}

int main(void)
{
    return total() - 1;
}
