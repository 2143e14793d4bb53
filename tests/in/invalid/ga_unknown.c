// expect: E0403
// target: upc
#include <ga.h>

int main(void)
{
    GA_Initialize();
    GA_Not_a_function(1, 0);
    GA_Terminate();
    return 0;
}
