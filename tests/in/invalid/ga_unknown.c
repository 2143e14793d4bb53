// expect: E0403
// target: upc
#include <ga.h>

int main(void)
{
    GA_Initialize();
    GA_Mask_sync(1, 0);
    GA_Terminate();
    return 0;
}
