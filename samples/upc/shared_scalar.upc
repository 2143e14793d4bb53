/* shared_scalar.upc - a shared scalar written by one thread and read by all. */
#include <stdio.h>
#include <upc.h>

shared int counter;
shared double ratio = 0.5;

int main(void)
{
    int ok;
    if (MYTHREAD == THREADS - 1)
        counter = 42;
    upc_barrier;
    ok = counter == 42 && ratio == 0.5;
    upc_barrier;
    if (MYTHREAD == 0) {
        counter += 1;
        ratio *= 4;
    }
    upc_barrier;
    ok = ok && counter == 43 && ratio == 2.0;
    if (!ok) {
        printf("FAIL: shared_scalar on thread %d\n", MYTHREAD);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: shared_scalar\n");
    return 0;
}
