/* A C main with MPI that starts the UPC runtime (bupc_extern.h) and calls the UPC functions of
   bupc_extern_part.upc. With -DREENTRANT the runtime starts with bupc_init_reentrant. */
#include <bupc_extern.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long part_sum(int *mine);
int part_check(void *own);

static int c_main(int argc, char **argv)
{
    int me = bupc_extern_mythread(), n = bupc_extern_threads(), total = 0;
    int *mine = bupc_extern_all_alloc((size_t)n, sizeof(int));
    *mine = 10 * (me + 1);
    bupc_extern_barrier(1);
    long sum = part_sum(mine);
    bupc_extern_notify(2);
    bupc_extern_wait(2);
    char *own = bupc_extern_alloc(32);
    snprintf(own, 32, "thread %d", me);
    if (!part_check(own))
        printf("thread %d: its bupc_extern_alloc object is not its own\n", me);
    bupc_extern_free(own, me);
    const char *path = bupc_extern_getenv("PATH");
    if (!path || strcmp(path, getenv("PATH")) != 0)
        printf("thread %d: bupc_extern_getenv(\"PATH\") is not PATH\n", me);
    /* UPC, then MPI: a barrier between. */
    bupc_extern_barrier(3);
    MPI_Allreduce(&me, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (me == 0)
        printf("%d threads (argc %d): sum %ld, MPI sum of thread numbers %d\n", n, argc, sum,
               total);
    bupc_extern_all_free(mine, 0);
    return 0;
}

int main(int argc, char **argv)
{
#ifdef REENTRANT
    bupc_init_reentrant(&argc, &argv, c_main);
    return 1; /* not reached */
#else
    bupc_init(&argc, &argv);
    bupc_init(&argc, &argv); /* a second call does nothing */
    bupc_exit(c_main(argc, argv));
#endif
}
