// expect: E0100
#include <upc.h>
int main(void)
{
    int total = 0;
    total += missing_count;
    return total;
}
