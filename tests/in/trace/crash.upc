/* crash.upc - a program that dies with its trace half written (tests/trace_crash.rs): thread 1
   puts N ints to thread 0 (ROUNDS times, argv[2], default 1), then ends the job by abort(), an
   invalid memory access (segv), SIGKILL (kill) or upc_global_exit(3) (argv[1]) while thread 0
   waits in a barrier. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>

#define N 100

shared [N] int box[N * THREADS];

int main(int argc, char **argv)
{
    upc_barrier;
    if (MYTHREAD == 1) {
        int rounds = argc > 2 ? atoi(argv[2]) : 1;
        for (int r = 0; r < rounds; r++)
            for (int i = 0; i < N; i++)
                box[i] = i;
        if (argc > 1 && strcmp(argv[1], "abort") == 0)
            abort();
        if (argc > 1 && strcmp(argv[1], "segv") == 0)
            *(volatile int *)(long)(argc - 3) = 1;
        if (argc > 1 && strcmp(argv[1], "kill") == 0)
            kill(getpid(), SIGKILL);
        upc_global_exit(3);
    }
    upc_barrier;
    printf("not reached\n");
    return 0;
}
