/* bupc_init and bupc_init_reentrant called by a UPC main (a file that upcc reads as UPC): the
   runtime has started already, and neither starts it again. */
#include <upc.h>
#include <bupc_extern.h>
#include <stdio.h>

shared int seen[THREADS];

static int second_main(int argc, char **argv)
{
    (void)argv;
    seen[MYTHREAD] = argc;
    upc_barrier;
    if (MYTHREAD == 0) {
        int sum = 0;
        for (int i = 0; i < THREADS; i++)
            sum += seen[i];
        printf("%d threads, argc sum %d\n", THREADS, sum);
    }
    return 0;
}

int main(int argc, char **argv)
{
    bupc_init(&argc, &argv);
    bupc_init_reentrant(&argc, &argv, second_main);
    return 1; /* not reached */
}
