/* crash.upc - a program that dies with its trace half written (tests/trace_crash.rs): thread 1
   puts N ints to thread 0, then ends the job by abort() or upc_global_exit(3) (argv[1]) while
   thread 0 waits in a barrier. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 100

shared [N] int box[N * THREADS];

int main(int argc, char **argv)
{
    upc_barrier;
    if (MYTHREAD == 1) {
        for (int i = 0; i < N; i++)
            box[i] = i;
        if (argc > 1 && strcmp(argv[1], "abort") == 0)
            abort();
        upc_global_exit(3);
    }
    upc_barrier;
    printf("not reached\n");
    return 0;
}
