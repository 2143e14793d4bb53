/* mpi.h - the MPI calls Global Arrays programs make, as UPC: part of pgas-xlate's GA-on-UPC
   library (runtime-aux/ga-upc, docs/ga-on-upc.md). A GA program compiled as UPC against the
   library finds this header instead of an MPI implementation's.

   MPI_Init, MPI_Init_thread, MPI_Finalize, MPI_Abort, MPI_Comm_rank, MPI_Comm_size, MPI_Barrier
   and MPI_Wtime (and MPI_Ibarrier, MPI_Wait below) become their UPC equivalents: the UPC runtime has started the processes, so
   initialising and finalising are no-ops returning MPI_SUCCESS, ranks and sizes are MYTHREAD
   and THREADS, a barrier is upc_barrier, an abort upc_global_exit, the time upc_tick's. The
   communicator argument is evaluated and ignored: these programs only use MPI_COMM_WORLD. Any
   other MPI call is left undeclared, so the compiler names it. */
#ifndef GAUPC_MPI_H
#define GAUPC_MPI_H

typedef int MPI_Comm;
#define MPI_COMM_WORLD ((MPI_Comm)0)
#define MPI_COMM_NULL ((MPI_Comm)-1)
#define MPI_SUCCESS 0
#define MPI_THREAD_SINGLE 0
#define MPI_THREAD_FUNNELED 1
#define MPI_THREAD_SERIALIZED 2
#define MPI_THREAD_MULTIPLE 3
int gaupc_mpi_init(int *argc, char ***argv);
int gaupc_mpi_init_thread(int *argc, char ***argv, int required, int *provided);
int gaupc_mpi_finalize(void);
int gaupc_mpi_abort(int code);
int gaupc_mpi_comm_rank(int *rank);
int gaupc_mpi_comm_size(int *size);
int gaupc_mpi_barrier(void);
double gaupc_mpi_wtime(void);
#define MPI_Init(argc, argv) gaupc_mpi_init(argc, argv)
#define MPI_Init_thread(argc, argv, required, provided) gaupc_mpi_init_thread(argc, argv, required, provided)
#define MPI_Finalize() gaupc_mpi_finalize()
#define MPI_Abort(comm, code) ((void)(comm), gaupc_mpi_abort(code))
#define MPI_Comm_rank(comm, rank) ((void)(comm), gaupc_mpi_comm_rank(rank))
#define MPI_Comm_size(comm, size) ((void)(comm), gaupc_mpi_comm_size(size))
#define MPI_Barrier(comm) ((void)(comm), gaupc_mpi_barrier())
#define MPI_Wtime() gaupc_mpi_wtime()

/* MPI_Ibarrier and MPI_Wait on the world: UPC's split-phase barrier. A request records what it
   waits for (nothing, or a barrier), so MPI_Wait ends a barrier with upc_wait and returns at
   once for a null request, as MPI does. UPC allows one split-phase barrier at a time: a second
   MPI_Ibarrier before the first is waited for stops the program with a message. */
typedef int MPI_Request;
typedef struct { int MPI_SOURCE, MPI_TAG, MPI_ERROR; } MPI_Status;
#define MPI_REQUEST_NULL ((MPI_Request)0)
#define MPI_STATUS_IGNORE ((MPI_Status *)0)
int gaupc_mpi_ibarrier(MPI_Request *request);
int gaupc_mpi_wait(MPI_Request *request);
#define MPI_Ibarrier(comm, request) ((void)(comm), gaupc_mpi_ibarrier(request))
#define MPI_Wait(request, status) ((void)(status), gaupc_mpi_wait(request))

#endif
