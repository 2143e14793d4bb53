/* shared_ptr_shared.upc - a shared pointer-to-shared (the pointer itself lives in shared space)
   published by thread 0 and followed by everyone. */
#include <stdio.h>
#include <upc.h>

shared int target[THREADS];
shared int *shared published;

int main(void)
{
    target[MYTHREAD] = 10 * MYTHREAD;
    if (MYTHREAD == 0)
        published = &target[THREADS - 1];
    upc_barrier;
    if (*published != 10 * (THREADS - 1)) {
        printf("FAIL: shared_ptr_shared\n");
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: shared_ptr_shared\n");
    return 0;
}
