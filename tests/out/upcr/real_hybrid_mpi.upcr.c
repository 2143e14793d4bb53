#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/hybrid_mpi.upc"
/* A hybrid UPC and MPI program: it includes <mpi.h>, initialises and finalises MPI as an MPI
   program must, and calls MPI on MPI_COMM_WORLD between barriers, on data in shared memory. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <mpi.h>
#include <stdio.h>
#line 7 "tests/in/real/hybrid_mpi.upc"
upcr_pshared_ptr_t cell;
upcr_pshared_ptr_t total;
struct seen {
    int v[7];
};
#line 10 "tests/in/real/hybrid_mpi.upc"
upcr_pshared_ptr_t report;

int upcrt_user_main(int argc, char **argv) {

    int initialized = 0, provided = -1, rank = -1, size = -1, finalized = 1;
    MPI_Init(&argc, &argv);
    MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided);
    MPI_Initialized(&initialized);
    MPI_Comm_rank((MPI_Comm)(void *)&ompi_mpi_comm_world, &rank);
    MPI_Comm_size((MPI_Comm)(void *)&ompi_mpi_comm_world, &size);

    upcr_put_pshared_val(upcr_add_pshared1(cell, sizeof(int), ((int)upcr_mythread())), 0, (int)(10 * (((int)upcr_mythread()) + 1)), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* The neighbour's cell, read through shared memory, summed by MPI. */
    int mine = (int)upcr_get_pshared_val(upcr_add_pshared1(cell, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, sizeof(int)), sum = 0;
    MPI_Allreduce(&mine, &sum, 1, (MPI_Datatype)(void *)&ompi_mpi_int, (MPI_Op)(void *)&ompi_mpi_op_sum, (MPI_Comm)(void *)&ompi_mpi_comm_world);

    /* A ring of messages: each thread sends its number to the next. */
    int from = -1;
    MPI_Sendrecv(&rank, 1, (MPI_Datatype)(void *)&ompi_mpi_int, (rank + 1) % size, 7, &from, 1, (MPI_Datatype)(void *)&ompi_mpi_int, (rank + size - 1) % size, 7, (MPI_Comm)(void *)&ompi_mpi_comm_world, (MPI_Status *)0);


    /* Thread 0 writes a shared value; MPI broadcasts what thread 0 read back. */
    double seen = 0;
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_doubleval(total, 0, sum / 2.0);
        seen = upcr_get_pshared_doubleval(total, 0);
    }
    MPI_Bcast(&seen, 1, (MPI_Datatype)(void *)&ompi_mpi_double, 0, (MPI_Comm)(void *)&ompi_mpi_comm_world);
    MPI_Barrier((MPI_Comm)(void *)&ompi_mpi_comm_world);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    int agree = seen == upcr_get_pshared_doubleval(total, 0);

    MPI_Finalize();
    MPI_Finalized(&finalized);
    /* UPC goes on after the program's MPI_Finalize. */
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* Thread 0 prints what every thread saw (one process's output keeps its order). */
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v), (int)initialized, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v) + 1 * sizeof(int), (int)(provided >= MPI_THREAD_SINGLE), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v) + 2 * sizeof(int), (int)(rank == ((int)upcr_mythread()) && size == ((int)upcr_threads())), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v) + 3 * sizeof(int), (int)sum, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v) + 4 * sizeof(int), (int)from, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v) + 5 * sizeof(int), (int)agree, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), ((int)upcr_mythread())), __builtin_offsetof(struct seen, v) + 6 * sizeof(int), (int)finalized, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        printf("half %.1f\n", (double)upcr_get_pshared_doubleval(total, 0));
        for (int t = 0; t < ((int)upcr_threads()); t++)
            printf("thread %d: initialized %d provided %d rank ok %d, sum %d, from %d, agree %d, " "finalized %d\n", t, (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v) + 1 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v) + 2 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v) + 3 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v) + 4 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v) + 5 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(report, sizeof(struct seen), t), __builtin_offsetof(struct seen, v) + 6 * sizeof(int), sizeof(int)));
    }



    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_hybrid_mpi(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cell, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "cell", "shared int [1 * THREADS]" },
        { &total, sizeof(double), 1, 0, sizeof(double), "total", "shared double" },
        { &report, sizeof(struct seen), ((int)upcr_threads()), 0, sizeof(struct seen), "report", "shared struct <anonymous> [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_hybrid_mpi_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_hybrid_mpi;
