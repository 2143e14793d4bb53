/* global_exit.upc - racy: every thread writes one shared variable in the last phase, and
   thread 0 ends the program with upc_global_exit while the others wait at a barrier (the last
   phase is checked all the same). */
/* race: 13 13 on `x` (on thread 0) */
#include <upc.h>
#include <stdio.h>

shared int x;

int main(void)
{
    upc_barrier;
    x = MYTHREAD;
    if (MYTHREAD == 0) {
        printf("leaving\n");
        upc_global_exit(0);
    }
    upc_barrier;
    return 1;
}
