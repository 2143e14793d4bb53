/* pragma_strict.upc - #pragma upc strict makes unqualified shared accesses strict. */
#include <stdio.h>
#include <upc.h>

#pragma upc strict
shared int flag;
shared int value;

int main(void)
{
    int seen = 0;
    if (MYTHREAD == 0) {
        value = 1234;
        flag = 1;
    } else {
        while (flag == 0)
            ;
        seen = value;
    }
    upc_barrier;
    if (MYTHREAD != 0 && seen != 1234) {
        printf("FAIL: pragma_strict saw %d\n", seen);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: pragma_strict\n");
    return 0;
}
