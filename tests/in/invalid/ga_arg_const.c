// expect: W0103
// target: upc
/* GA's prototype is in scope: the warning is the one GCC gives (W0103), once */
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
