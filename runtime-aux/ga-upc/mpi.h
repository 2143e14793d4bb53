/* mpi.h - the MPI calls Global Arrays programs make, as UPC: part of pgas-xlate's GA-on-UPC
   library (runtime-aux/ga-upc, docs/ga-on-upc.md). A GA program compiled as UPC against the
   library finds this header instead of an MPI implementation's.

   MPI_Init, MPI_Init_thread, MPI_Finalize, MPI_Abort, MPI_Comm_rank, MPI_Comm_size, MPI_Barrier
   and MPI_Wtime (and MPI_Ibarrier, MPI_Wait below) become their UPC equivalents: the UPC runtime
   has started the processes, so initialising and finalising are no-ops returning MPI_SUCCESS,
   ranks and sizes on the world are MYTHREAD and THREADS, its barrier is upc_barrier, an abort
   upc_global_exit, the time the library's clock. The collectives below work on the world and
   on the communicators of GA's process groups. Any other MPI call is left undeclared, so the
   compiler names it. */
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
int gaupc_mpi_comm_rank(MPI_Comm comm, int *rank);
int gaupc_mpi_comm_size(MPI_Comm comm, int *size);
int gaupc_mpi_barrier(MPI_Comm comm);
double gaupc_mpi_wtime(void);
#define MPI_Init(argc, argv) gaupc_mpi_init(argc, argv)
#define MPI_Init_thread(argc, argv, required, provided) gaupc_mpi_init_thread(argc, argv, required, provided)
#define MPI_Finalize() gaupc_mpi_finalize()
#define MPI_Abort(comm, code) ((void)(comm), gaupc_mpi_abort(code))
#define MPI_Comm_rank(comm, rank) gaupc_mpi_comm_rank(comm, rank)
#define MPI_Comm_size(comm, size) gaupc_mpi_comm_size(comm, size)
#define MPI_Barrier(comm) gaupc_mpi_barrier(comm)
#define MPI_Wtime() gaupc_mpi_wtime()

/* Communicators of GA's process groups: GA_MPI_Comm_pgroup(grp) is GAUPC_COMM_GROUP + grp
   (the world's is MPI_COMM_WORLD); their collectives are the group's (ga_collective.upc). */
#define GAUPC_COMM_GROUP 1000
/* A duplicate (MPI_Comm_dup) is the same group in a context of its own: the communicator plus
   GAUPC_COMM_CONTEXT times the context's number, so that its messages never match receives on
   the original (point-to-point matching compares the whole value). */
#define GAUPC_COMM_CONTEXT 4096
MPI_Comm gaupc_mpi_comm_pgroup(int grp); /* MPI_COMM_NULL outside the group */
MPI_Comm gaupc_mpi_comm_pgroup_default(void);

/* The collectives, on the world and on GA's groups, with the datatypes and operations GA
   programs use: a datatype is the GA element type of the same C type. */
typedef int MPI_Datatype;
typedef int MPI_Op;
#define MPI_CHAR ((MPI_Datatype)1000)
#define MPI_SIGNED_CHAR ((MPI_Datatype)GAUPC_MPI_SCHAR)
#define MPI_BYTE ((MPI_Datatype)1000)
#define MPI_INT ((MPI_Datatype)1001)
#define MPI_LONG ((MPI_Datatype)1002)
#define MPI_FLOAT ((MPI_Datatype)1003)
#define MPI_DOUBLE ((MPI_Datatype)1004)
#define MPI_C_FLOAT_COMPLEX ((MPI_Datatype)1006)
#define MPI_C_DOUBLE_COMPLEX ((MPI_Datatype)1007)
#define MPI_LONG_LONG ((MPI_Datatype)1016)
#define MPI_LONG_LONG_INT ((MPI_Datatype)1016)
/* The C types GA has no element type for, valid in MPI's reductions as in its messages; the
   fixed-width ones are the C type of their width on the LP64 systems the library runs on
   (ga_mpi.upc checks the widths when it is built). */
#define GAUPC_MPI_SCHAR 1100
#define GAUPC_MPI_UCHAR 1101
#define GAUPC_MPI_SHORT 1102
#define GAUPC_MPI_USHORT 1103
#define GAUPC_MPI_UINT 1104
#define GAUPC_MPI_ULONG 1105
#define GAUPC_MPI_ULLONG 1106
#define GAUPC_MPI_LDOUBLE 1107
#define MPI_UNSIGNED_CHAR ((MPI_Datatype)GAUPC_MPI_UCHAR)
#define MPI_SHORT ((MPI_Datatype)GAUPC_MPI_SHORT)
#define MPI_UNSIGNED_SHORT ((MPI_Datatype)GAUPC_MPI_USHORT)
#define MPI_UNSIGNED ((MPI_Datatype)GAUPC_MPI_UINT)
#define MPI_UNSIGNED_LONG ((MPI_Datatype)GAUPC_MPI_ULONG)
#define MPI_UNSIGNED_LONG_LONG ((MPI_Datatype)GAUPC_MPI_ULLONG)
#define MPI_LONG_DOUBLE ((MPI_Datatype)GAUPC_MPI_LDOUBLE)
#define MPI_INT8_T ((MPI_Datatype)GAUPC_MPI_SCHAR)
#define MPI_UINT8_T ((MPI_Datatype)GAUPC_MPI_UCHAR)
#define MPI_INT16_T ((MPI_Datatype)GAUPC_MPI_SHORT)
#define MPI_UINT16_T ((MPI_Datatype)GAUPC_MPI_USHORT)
#define MPI_INT32_T MPI_INT
#define MPI_UINT32_T ((MPI_Datatype)GAUPC_MPI_UINT)
#define MPI_INT64_T MPI_LONG_LONG
#define MPI_UINT64_T ((MPI_Datatype)GAUPC_MPI_ULLONG)
#define MPI_SUM ((MPI_Op)1)
#define MPI_PROD ((MPI_Op)2)
#define MPI_MAX ((MPI_Op)3)
#define MPI_MIN ((MPI_Op)4)
#define MPI_LAND ((MPI_Op)5)
#define MPI_LOR ((MPI_Op)6)
#define MPI_IN_PLACE ((void *)1)
int gaupc_mpi_allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm);
int gaupc_mpi_reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type, MPI_Op op, int root,
                     MPI_Comm comm);
int gaupc_mpi_bcast(void *buf, int count, MPI_Datatype type, int root, MPI_Comm comm);
int gaupc_mpi_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                        MPI_Datatype recvtype, MPI_Comm comm);
int gaupc_mpi_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                         const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm);
int gaupc_mpi_gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                     MPI_Datatype recvtype, int root, MPI_Comm comm);
int gaupc_mpi_gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                      const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm);
int gaupc_mpi_scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                      MPI_Datatype recvtype, int root, MPI_Comm comm);
int gaupc_mpi_scatterv(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype,
                       void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
int gaupc_mpi_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                       MPI_Datatype recvtype, MPI_Comm comm);
int gaupc_mpi_alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype,
                        void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype,
                        MPI_Comm comm);
int gaupc_mpi_comm_dup(MPI_Comm comm, MPI_Comm *newcomm);
int gaupc_mpi_comm_free(MPI_Comm *comm);
int gaupc_mpi_comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm);
#define MPI_UNDEFINED (-32766)
#define MPI_Allreduce(...) gaupc_mpi_allreduce(__VA_ARGS__)
#define MPI_Reduce(...) gaupc_mpi_reduce(__VA_ARGS__)
#define MPI_Bcast(...) gaupc_mpi_bcast(__VA_ARGS__)
#define MPI_Allgather(...) gaupc_mpi_allgather(__VA_ARGS__)
#define MPI_Allgatherv(...) gaupc_mpi_allgatherv(__VA_ARGS__)
#define MPI_Gather(...) gaupc_mpi_gather(__VA_ARGS__)
#define MPI_Gatherv(...) gaupc_mpi_gatherv(__VA_ARGS__)
#define MPI_Scatter(...) gaupc_mpi_scatter(__VA_ARGS__)
#define MPI_Scatterv(...) gaupc_mpi_scatterv(__VA_ARGS__)
#define MPI_Alltoall(...) gaupc_mpi_alltoall(__VA_ARGS__)
#define MPI_Alltoallv(...) gaupc_mpi_alltoallv(__VA_ARGS__)
#define MPI_Comm_dup(...) gaupc_mpi_comm_dup(__VA_ARGS__)
#define MPI_Comm_free(...) gaupc_mpi_comm_free(__VA_ARGS__)
#define MPI_Comm_split(...) gaupc_mpi_comm_split(__VA_ARGS__)

/* MPI_Ibarrier and MPI_Wait on the world: UPC's split-phase barrier. A request records what it
   waits for (nothing, or a barrier), so MPI_Wait ends a barrier with upc_wait and returns at
   once for a null request, as MPI does. UPC allows one split-phase barrier at a time: a second
   MPI_Ibarrier before the first is waited for stops the program with a message. */
typedef int MPI_Request;
typedef struct { int MPI_SOURCE, MPI_TAG, MPI_ERROR; long gaupc_bytes; } MPI_Status;
#define MPI_REQUEST_NULL ((MPI_Request)0)
#define MPI_STATUS_IGNORE ((MPI_Status *)0)
#define MPI_STATUSES_IGNORE ((MPI_Status *)0)
int gaupc_mpi_ibarrier(MPI_Request *request);
int gaupc_mpi_wait(MPI_Request *request, MPI_Status *status);
#define MPI_Ibarrier(comm, request) ((void)(comm), gaupc_mpi_ibarrier(request))
#define MPI_Wait(request, status) gaupc_mpi_wait(request, status)

/* Point-to-point messages through shared memory (ga_mpi.upc): sends are eager (they complete
   at once), receives match source, tag and communicator in MPI's order; MPI_Wait completes
   the requests of both and of MPI_Ibarrier. */
#define MPI_ANY_SOURCE (-1)
#define MPI_ANY_TAG (-1)
#define MPI_PROC_NULL (-2)
int gaupc_mpi_send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm);
int gaupc_mpi_recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Status *status);
int gaupc_mpi_isend(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm,
                    MPI_Request *request);
int gaupc_mpi_irecv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm,
                    MPI_Request *request);
int gaupc_mpi_sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                       void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm,
                       MPI_Status *status);
int gaupc_mpi_waitall(int count, MPI_Request requests[], MPI_Status statuses[]);
int gaupc_mpi_test(MPI_Request *request, int *flag, MPI_Status *status);
int gaupc_mpi_get_count(const MPI_Status *status, MPI_Datatype type, int *count);
#define MPI_Send(...) gaupc_mpi_send(__VA_ARGS__)
#define MPI_Recv(...) gaupc_mpi_recv(__VA_ARGS__)
#define MPI_Isend(...) gaupc_mpi_isend(__VA_ARGS__)
#define MPI_Irecv(...) gaupc_mpi_irecv(__VA_ARGS__)
#define MPI_Sendrecv(...) gaupc_mpi_sendrecv(__VA_ARGS__)
#define MPI_Waitall(...) gaupc_mpi_waitall(__VA_ARGS__)
#define MPI_Test(...) gaupc_mpi_test(__VA_ARGS__)
#define MPI_Get_count(...) gaupc_mpi_get_count(__VA_ARGS__)

#endif
