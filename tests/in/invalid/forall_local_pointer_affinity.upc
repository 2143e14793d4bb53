// expect: E0202
#include <upc.h>
int local[8];
int main(void)
{
    int i;
    upc_forall (i = 0; i < 8; i++; &local[i])
        local[i] = i;
    return 0;
}
