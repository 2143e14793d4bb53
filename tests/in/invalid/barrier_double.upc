// expect: E0208
#include <upc.h>
int main(void)
{
    double phase = 1.5;
    upc_barrier phase;
    return 0;
}
