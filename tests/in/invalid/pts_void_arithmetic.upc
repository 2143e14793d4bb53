// expect: E0214
#include <upc.h>
shared double samples[4 * THREADS];
int main(void)
{
    shared void *v = &samples[MYTHREAD];
    shared void *next = v + 1;
    return next == NULL;
}
