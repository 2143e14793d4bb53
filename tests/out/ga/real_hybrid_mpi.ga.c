#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/hybrid_mpi.upc"
/* A hybrid UPC and MPI program: it includes <mpi.h>, initialises and finalises MPI as an MPI
   program must, and calls MPI on MPI_COMM_WORLD between barriers, on data in shared memory. */
#include <stdlib.h>
#include <inttypes.h>
#include <mpi.h>
#include <stdio.h>
/* `shared int cell[THREADS]`: a GA array (one row per thread); this thread's part is cell_local. */
int g_cell;
int *cell_local;
/* `cell[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cell_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cell, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cell_local[pos];
    upcga_get_at(g_cell, t, pos, &v, sizeof v);
    return v;
}
/* `cell[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int cell_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cell, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        cell_local[pos] = v;
    else
        upcga_put_at(g_cell, t, pos, &v, sizeof v);
    return v;
}
/* `shared double total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
double *total_local;
/* `total`: read in place on its thread or node, else NGA_Get. */
static inline double total_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return total_local[pos];
    upcga_get_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `total` = v: written in place on its thread or node, else NGA_Put. */
static inline double total_set(double v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        total_local[pos] = v;
    else
        upcga_put_at(g_total, t, pos, &v, sizeof v);
    return v;
}
#line 9 "tests/in/real/hybrid_mpi.upc"
struct seen {
    int v[7];
};
/* `shared struct seen report[THREADS]`: a GA array (one row per thread); this thread's part is report_local. */
int g_report;
struct seen *report_local;
/* `&report[i]`: a pointer-to-shared. */
static inline upcga_ptr_t report_ref(long i) {
    upcga_ptr_t p = { g_report, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct seen), 0 };
    return p;
}
#line 12 "tests/in/real/hybrid_mpi.upc"
int upcga_user_main(int argc, char **argv) {

    int initialized = 0, provided = -1, rank = -1, size = -1, finalized = 1;
    MPI_Init(&argc, &argv);
    MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided);
    MPI_Initialized(&initialized);
    MPI_Comm_rank((MPI_Comm)(void *)&ompi_mpi_comm_world, &rank);
    MPI_Comm_size((MPI_Comm)(void *)&ompi_mpi_comm_world, &size);

    cell_set(MYTHREAD, 10 * (MYTHREAD + 1));
    upcga_barrier();
    /* The neighbour's cell, read through shared memory, summed by MPI. */
    int mine = cell_get((MYTHREAD + 1) % THREADS), sum = 0;
    MPI_Allreduce(&mine, &sum, 1, (MPI_Datatype)(void *)&ompi_mpi_int, (MPI_Op)(void *)&ompi_mpi_op_sum, (MPI_Comm)(void *)&ompi_mpi_comm_world);

    /* A ring of messages: each thread sends its number to the next. */
    int from = -1;
    MPI_Sendrecv(&rank, 1, (MPI_Datatype)(void *)&ompi_mpi_int, (rank + 1) % size, 7, &from, 1, (MPI_Datatype)(void *)&ompi_mpi_int, (rank + size - 1) % size, 7, (MPI_Comm)(void *)&ompi_mpi_comm_world, (MPI_Status *)0);


    /* Thread 0 writes a shared value; MPI broadcasts what thread 0 read back. */
    double seen = 0;
    if (MYTHREAD == 0) {
        total_set(sum / 2.0);
        seen = total_get();
    }
    MPI_Bcast(&seen, 1, (MPI_Datatype)(void *)&ompi_mpi_double, 0, (MPI_Comm)(void *)&ompi_mpi_comm_world);
    MPI_Barrier((MPI_Comm)(void *)&ompi_mpi_comm_world);
    upcga_barrier();
    int agree = seen == total_get();

    MPI_Finalize();
    MPI_Finalized(&finalized);
    /* UPC goes on after the program's MPI_Finalize. */
    upcga_barrier();
    /* Thread 0 prints what every thread saw (one process's output keeps its order). */
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v)), initialized);
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v) + 1 * sizeof(int)), provided >= MPI_THREAD_SINGLE);
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v) + 2 * sizeof(int)), rank == MYTHREAD && size == THREADS);
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v) + 3 * sizeof(int)), sum);
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v) + 4 * sizeof(int)), from);
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v) + 5 * sizeof(int)), agree);
    UPCGA_WRITE(int, upcga_member(report_ref(MYTHREAD), __builtin_offsetof(struct seen, v) + 6 * sizeof(int)), finalized);
    upcga_barrier();
    if (MYTHREAD == 0) {
        printf("half %.1f\n", (double)total_get());
        for (int t = 0; t < THREADS; t++)
            printf("thread %d: initialized %d provided %d rank ok %d, sum %d, from %d, agree %d, " "finalized %d\n", t, UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v))), UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v) + 1 * sizeof(int))), UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v) + 2 * sizeof(int))), UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v) + 3 * sizeof(int))), UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v) + 4 * sizeof(int))), UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v) + 5 * sizeof(int))), UPCGA_READ(int, upcga_member(report_ref(t), __builtin_offsetof(struct seen, v) + 6 * sizeof(int))));
    }



    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_hybrid_mpi(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cell = NGA_Create_irreg(C_INT, 2, dims, "cell", block, upcga_rows);
        cell_local = upcga_own_row(g_cell, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_DBL, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_report = NGA_Create_irreg(upcga_type(sizeof(struct seen)), 2, dims, "report", block, upcga_rows);
        report_local = upcga_own_row(g_report, sizeof(struct seen));
    }
}
static void (*const upcga_create_hybrid_mpi_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_hybrid_mpi;
