// expect: E0401
// target: upc
#include <ga.h>
#include <macdecls.h>

int main(void)
{
    GA_Initialize();
    int dims[2] = {4, 4};
    int g = NGA_Create(C_DBL, 2, dims, "a", NULL);
    double lo[2] = {0, 0}, hi[2] = {3, 3}, buf[16];
    int ld = 4;
    NGA_Get(g, lo, hi, buf, &ld);
    GA_Terminate();
    return 0;
}
