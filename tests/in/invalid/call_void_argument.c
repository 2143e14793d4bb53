// expect: E0112
#include <stdio.h>
static void hello(void) { puts("hello"); }
int main(void)
{
    printf("%d\n", hello());
    return 0;
}
