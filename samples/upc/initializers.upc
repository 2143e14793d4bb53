/* initializers.upc - initialised shared scalars and arrays. */
#include <stdio.h>
#include <upc.h>

shared int answer = 42;
shared [] int table[5] = { 1, 1, 2, 3, 5 };
shared double pi = 3.25;
shared char letters[4] = { 'u', 'p', 'c', 0 };

int main(void)
{
    int errors = 0, i;
    int fib[5] = { 1, 1, 2, 3, 5 };
    if (answer != 42 || pi != 3.25)
        errors++;
    for (i = 0; i < 5; i++)
        if (table[i] != fib[i])
            errors++;
    if (letters[0] != 'u' || letters[1] != 'p' || letters[2] != 'c')
        errors++;
    if (errors) {
        printf("FAIL: initializers on thread %d\n", MYTHREAD);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: initializers\n");
    return 0;
}
