// expect: W0401
// target: upc
#include <ga.h>
#include <macdecls.h>

int main(void)
{
    GA_Initialize();
    int dims[2] = {4, 4};
    /* a handle kept in a double converts to the int parameter: no diagnostic */
    double g = NGA_Create(C_DBL, 2, dims, "a", NULL);
    const double v = 1.0;
    GA_Fill(g, &v);
    GA_Terminate();
    return 0;
}
