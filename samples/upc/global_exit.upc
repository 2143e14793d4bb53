/* global_exit.upc - upc_global_exit called by the last thread ends every thread, with its status, while the others wait at a barrier that cannot complete. */
#include <stdio.h>
#include <stdlib.h>
#include <upc.h>

#define N 12
shared int squares[N * THREADS];
shared int verdict;

int main(void)
{
    int i, errors = 0;

    upc_forall (i = 0; i < N * THREADS; i++; &squares[i])
        squares[i] = i * i;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < N * THREADS; i++)
            if (squares[i] != i * i)
                errors++;
        if (errors)
            printf("FAIL: global_exit: %d wrong squares\n", errors);
        else
            printf("PASS: global_exit\n");
        fflush(stdout);                 /* the output must be out before another thread ends us */
        verdict = errors != 0;
    }
    upc_barrier;

    if (MYTHREAD == THREADS - 1)
        upc_global_exit(verdict);       /* ends all threads, this one included */
    /* the other threads wait here for a thread that never arrives */
    upc_barrier;
    if (MYTHREAD == 0)
        printf("FAIL: global_exit: thread 0 went past upc_global_exit\n");
    exit(1);
}
