/* bupc_exit(n) ends the calling thread as exit(n) does: its output is flushed, the other
   threads return from main, and the program's status is the non-zero one. */
#include <upc.h>
#include <stdio.h>

shared int seen[THREADS];

int main(void)
{
    seen[MYTHREAD] = 1;
    upc_barrier;
    if (MYTHREAD == THREADS - 1) {
        int i, n = 0;
        for (i = 0; i < THREADS; i++)
            n += seen[i];
        printf("leaving with %d of %d", n, THREADS); /* no newline: bupc_exit flushes it */
        bupc_exit(3);
        printf("not reached\n");
    }
    return 0;
}
