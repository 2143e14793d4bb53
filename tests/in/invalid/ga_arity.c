// expect: E0400
// target: upc
/* GA's header declares NGA_Free_gatscat_buf without a prototype: the table checks the call. */
#include <ga.h>

int main(void)
{
    GA_Initialize();
    NGA_Free_gatscat_buf(16);
    GA_Terminate();
    return 0;
}
