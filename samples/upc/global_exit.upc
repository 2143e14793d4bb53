/* global_exit.upc - upc_global_exit from one thread ends every thread with its status; the
   others wait at a barrier that never completes. */
#include <stdio.h>
#include <upc.h>

shared int reached;

int main(void)
{
    if (MYTHREAD == 0) {
        reached = 1;
        printf("PASS: global_exit\n");
        fflush(stdout);
        upc_global_exit(0);
    }
    upc_barrier;
    printf("FAIL: global_exit: thread %d went past the barrier\n", MYTHREAD);
    return 1;
}
