/* ga_internal.h - shared declarations of the GA-on-UPC library's UPC files.

   Every process keeps the same description of every array (a gaupc_array): shape, type and
   distribution, and the pointer-to-shared of every process's storage. The data of an array
   live in one upc_all_alloc'd area, one block per UPC thread (as large as the largest
   process's part): the block of thread t holds what process t owns, row-major as GA's C
   interface sees it (one patch for the regular and irregular distributions, the owned
   blocks one after the other for the block-cyclic ones). Indices inside the library are the
   C interface's: 0-based, last dimension fastest. */
#ifndef GAUPC_INTERNAL_H
#define GAUPC_INTERNAL_H

#include <upc.h>
#include <stdarg.h>
#include <stddef.h>

#include "ga.h"

/* Distributions, with GA's names for them. */
#define GAUPC_REGULAR 0   /* one block per process: default and irregular (NGA_Create_irreg) */
#define GAUPC_SCALAPACK 1 /* GA_Set_block_cyclic_proc_grid */
#define GAUPC_TILED_IRREG 2 /* NGA_Set_tiled_irreg_proc_grid */
#define GAUPC_BLOCK_CYCLIC 3 /* GA_Set_block_cyclic: blocks dealt round-robin, no process grid */

/* Array properties (NGA_Set_property). A read-only array is laid out again, as in GA, as one
   copy per node distributed over the node's processes (a group of them); read_cache is a hint. */
#define GAUPC_READ_ONLY 1
#define GAUPC_READ_CACHE 2

/* A pointer to bytes of one thread's shared memory. */
typedef shared[] char *gaupc_sptr;

typedef struct gaupc_array {
    int handle;    /* its GA handle */
    int used;      /* the handle exists */
    int allocated; /* storage exists (GA calls this "active") */
    int type;      /* C_INT ... C_DCPL */
    int esize;     /* element size in bytes */
    int ndim;      /* -1 until GA_Set_data */
    long dims[GA_MAX_DIM];
    long chunk[GA_MAX_DIM];
    int chunk_set;
    char name[32];
    int distr;                 /* GAUPC_REGULAR ... */
    int irreg;                 /* the regular distribution was given by the user */
    int grid[GA_MAX_DIM];      /* blocks per dimension (regular) or process grid (block-cyclic) */
    long *map[GA_MAX_DIM];     /* first index of every block along each dimension */
    long block_dims[GA_MAX_DIM];  /* block-cyclic: block extents (GA_Set_block_cyclic[_proc_grid]) */
    long num_blocks[GA_MAX_DIM];  /* block-cyclic: blocks per dimension */
    long block_total;
    long *block_off;           /* block-cyclic: element offset of each block in its owner's part */
    int nrestr;                /* GA_Set_restricted: number of processes holding data (0: all) */
    int *restr_list;           /* the processes holding data, in block order */
    int *restr_rank;           /* for each process: its place in restr_list, or -1 */
    int pgroup;                /* its process group (GA_Set_pgroup, else the default group) */
    int nprocs;                /* the group's processes: the array's process numbers are their ranks */
    int me;                    /* this process's rank in the group, -1 outside it */
    int *procs;                /* the UPC thread of every rank (NULL: the world, rank = thread) */
    int property;              /* NGA_Set_property: 0 none, GAUPC_READ_ONLY, GAUPC_READ_CACHE */
    struct gaupc_array *saved; /* read-only: the description before, restored by NGA_Unset_property */
    int ghosts;                /* ghost cells: some width is not 0 (regular distributions only) */
    long width[GA_MAX_DIM];    /* ghost cells on each side of the block, per dimension */
    int corner_flag;           /* GA_Set_ghost_corner_flag: NGA_Update_ghosts_nb updates corners */
    /* storage */
    shared void *mem;          /* the upc_all_alloc'd area (null when the memory is not ours) */
    shared void *own;          /* an array on a group: this process's upc_alloc'd part */
    size_t mem_bytes;          /* its bytes per thread */
    int getmem;                /* GA_Assemble_duplicate: GA_Getmem's block (freed with the array), or -1 */
    gaupc_sptr *part;          /* per process: the first byte of its part */
    long local_elems;          /* elements this process holds */
} gaupc_array;

typedef struct {
    long numcre, numdes, numget, numput, numacc, numsca, numgat, numrdi, numser, curmem, maxmem;
    long numget_procs, numput_procs, numacc_procs, numsca_procs, numgat_procs;
} gaupc_stats_t;

typedef struct {
    double gettot, getloc, puttot, putloc, acctot, accloc, scatot, scaloc, gattot, gatloc, rditot, rdiloc;
} gaupc_bytes_t;

/* One piece of a patch: its intersection with one block of one owner. */
typedef struct {
    int proc;                  /* owner */
    long blk;                  /* block index (block-cyclic) or process-grid index (regular) */
    long blo[GA_MAX_DIM], bhi[GA_MAX_DIM]; /* the owner's block */
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];   /* its part of the patch */
    long off;                  /* element offset of the block in the owner's part */
} gaupc_piece;

extern int gaupc_me, gaupc_nproc, gaupc_initialized;
extern gaupc_stats_t gaupc_stats;
extern gaupc_bytes_t gaupc_bytes;
extern upc_lock_t **gaupc_locks; /* one per process, guards accumulates into its memory */
#define GAUPC_LOCK_PAD 128 /* bytes allocated between two locks: more than a cache line */
extern gaupc_sptr *gaupc_scratch; /* one per process, for the collectives */
#define GAUPC_SCRATCH_BYTES 65536

/* errors: print "FILE:LINE: GA error in FUNC: ME:message: code" and stop every process */
void gaupc_error(long code, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
void gaupc_check_init(void);
/* The synchronisations GA_Mask_sync leaves to the current call's collective (1: keep), read
   once: later calls inside the same collective synchronise fully. */
void gaupc_sync_mask(int *first, int *last);
gaupc_array *gaupc_handle(int g_a);  /* a created handle (allocated or not) */
gaupc_array *gaupc_arr(int g_a);     /* an allocated array */
const char *gaupc_type_name(int type);
int gaupc_type_size(int type);       /* 0 for an unsupported type */
int gaupc_type_c(int type);          /* Fortran type codes to C ones */
void gaupc_check_patch(gaupc_array *a, const long *lo, const long *hi);
void gaupc_check_same_type(gaupc_array *a, int g_a, gaupc_array *b, int g_b);
void gaupc_format_range(char *out, size_t n, int ndim, const long *lo, const long *hi);

/* distribution queries (C indices) */
void gaupc_distribution(gaupc_array *a, long iproc, long *lo, long *hi);
int gaupc_owner(gaupc_array *a, const long *sub, long *blk); /* -1 outside the array */
int gaupc_pieces(gaupc_array *a, const long *lo, const long *hi, gaupc_piece **out);
void gaupc_block_extent(gaupc_array *a, long blk, long *lo, long *hi);
int gaupc_block_owner(gaupc_array *a, long blk);
int gaupc_compare_distr(gaupc_array *a, gaupc_array *b);
/* this process's blocks: count, and the extent and local address of each, dense row-major.
   Every gaupc_my_block is paired with a gaupc_my_block_done: for an array with ghost cells
   (whose blocks are stored padded, below) the address is a dense copy of the block, which
   done writes back (when written) and frees; for the others both work in place. */
long gaupc_my_nblocks(gaupc_array *a);
void *gaupc_my_block(gaupc_array *a, long i, long *lo, long *hi);
void gaupc_my_block_done(gaupc_array *a, void *base, const long *lo, const long *hi, int written);
/* the storage of this process's block i (padded for ghost cells: see gaupc_block_strides) */
void *gaupc_my_block_addr(gaupc_array *a, long i, long *lo, long *hi);
/* a one-dimensional array's block i, in place: its first element (after its ghost cells) */
void *gaupc_my_block_1d(gaupc_array *a, long i, long *lo, long *hi);
/* The storage of a block of extent [blo, bhi]: its element strides (row-major; an array with
   ghost cells keeps width[d] more elements on each side of every dimension), and the offset
   of its first element (blo) from the start of the block's storage. */
long gaupc_block_strides(const gaupc_array *a, const long *blo, const long *bhi, long *stride);

/* transfers of a patch between a private buffer (leading dimensions ld) and the array */
#define GAUPC_GET 0
#define GAUPC_PUT 1
#define GAUPC_ACC 2
/* returns the number of elements that were this process's own; nb_slot >= 0 makes remote gets
   and puts non-blocking, completed by gaupc_nb_wait(nb_slot) */
long gaupc_xfer(gaupc_array *a, int op, const long *lo, const long *hi, void *buf, const long *ld,
                const void *alpha, int nb_slot);
/* direct access to a block of a block-cyclic or tiled array (by its index or its grid
   coordinates, leading dimensions out) and to the calling process's whole storage */
void gaupc_access_block(int g_a, long idx, void *ptr, long *ld);
void gaupc_access_block_grid(int g_a, const long *index, void *ptr, long *ld);
void gaupc_access_block_segment(int g_a, int proc, void *ptr, long *len);
/* a new non-blocking request (completed by NGA_NbWait with handle slot + 1) */
int gaupc_nb_new(void);
/* whole patch into/out of a dense row-major buffer */
void gaupc_get_dense(gaupc_array *a, const long *lo, const long *hi, void *buf);
void gaupc_put_dense(gaupc_array *a, const long *lo, const long *hi, void *buf);

/* collectives over all processes */
void gaupc_barrier(void);
void gaupc_gop(int type, void *x, long n, const char *op);
void gaupc_brdcst(void *buf, long len, int root);

/* A process group as the collectives see it, the world included (GA handle -1). A group's
   barrier and exchanges use only its members' memory: a flag per member (the number of the
   group's barriers it has entered, never decreasing) and a scratch block per member whose two
   halves alternate as the world's do (ga_collective.upc). */
typedef struct {
    int handle;
    int n;           /* members */
    const int *list; /* their processes, ascending; a member's rank is its place (NULL: the world) */
    gaupc_sptr *area; /* per process: the base of its scratch blocks */
    size_t at;       /* this group's scratch block in it */
    size_t half;     /* the bytes of one half */
    int *toggle;     /* this process's half toggle for the group */
    long *epoch;     /* this process's barrier count for the group (groups only) */
    int slot;        /* the group's slot (groups only) */
} gaupc_team;
#define GAUPC_WORLD (-1)
#define GAUPC_MIRROR 0 /* GA_Pgroup_get_mirror(): on each process, the processes of its node */
/* the group of a handle; a process that is not a member gets an error naming the call */
gaupc_team gaupc_team_of(int grp);
int gaupc_team_proc(const gaupc_team *t, int rank);
void gaupc_team_barrier(const gaupc_team *t);
void gaupc_team_gop(const gaupc_team *t, int type, void *x, long n, const char *op);
void gaupc_team_brdcst(const gaupc_team *t, void *buf, long len, int root);
int gaupc_team_rank(const gaupc_team *t); /* this process's */
/* The default group (GA_Pgroup_set_default): GA_Nodeid, GA_Nnodes, GA_Sync, GA_Brdcst and the
   reductions GA_Dgop ... work on it, and arrays are created on it. */
gaupc_team gaupc_default_team(void);
/* An array's group: the UPC thread of a rank, the group's barrier and reduction (every
   collective on an array runs on the array's group, its process numbers are the group's ranks). */
static inline int gaupc_thread_of(const gaupc_array *a, int rank)
{
    return a->procs ? a->procs[rank] : rank;
}
void gaupc_array_sync(const gaupc_array *a);
void gaupc_array_gop(const gaupc_array *a, int type, void *x, long n, const char *op);
/* MPI (mpi.h): the group of a communicator; errors name the MPI call and stop the program */
gaupc_team gaupc_mpi_team(MPI_Comm comm, const char *call);
void gaupc_mpi_error(const char *call, const char *message) __attribute__((noreturn));
/* MPI's point-to-point calls (ga_mpi.upc): set up and taken down with GA; a request of a send
   or a receive completed (1) or tried once (wait 0) */
void gaupc_mpi_p2p_init(void);
void gaupc_mpi_p2p_free(void);
int gaupc_mpi_p2p_test(MPI_Request *request, MPI_Status *status, int wait, const char *call);
int gaupc_mpi_p2p_probe(int source, int tag, MPI_Comm comm, MPI_Status *status, const char *call);
/* A new group of the processes list[0 .. count) in rank order, made by every member of parent
   (collective over it); a member that is in no new group passes count 0 and gets -1. */
int gaupc_split_group(const gaupc_team *parent, int *list, int count);

/* element arithmetic */
void gaupc_scale_elems(int type, void *p, long n, const void *alpha);
void gaupc_axpy_elems(int type, void *dst, const void *src, long n, const void *alpha); /* dst += alpha*src */
void gaupc_one(int type, void *one); /* the value 1 of a type, into sizeof(DoubleComplex) bytes */
int gaupc_is_zero(int type, const void *p);

/* Type dispatch: X(code, C type) for the real types, Y(code, C type, component type) for the
   complex ones. */
#define GAUPC_REAL_TYPES(X) X(C_INT, int) X(C_LONG, long) X(C_LONGLONG, long long) X(C_FLOAT, float) X(C_DBL, double)
/* MPI's C types that GA has none for (mpi.h): in MPI's reductions and messages only */
#define GAUPC_MPI_REAL_TYPES(X)                                                                                 \
    X(GAUPC_MPI_SCHAR, signed char) X(GAUPC_MPI_UCHAR, unsigned char) X(GAUPC_MPI_SHORT, short)                 \
    X(GAUPC_MPI_USHORT, unsigned short) X(GAUPC_MPI_UINT, unsigned) X(GAUPC_MPI_ULONG, unsigned long)           \
    X(GAUPC_MPI_ULLONG, unsigned long long) X(GAUPC_MPI_LDOUBLE, long double)
/* The bytes of an element of a GA type or of one of MPI's types above; 0 for any other. */
int gaupc_datatype_size(int type);
#define GAUPC_CPLX_TYPES(Y) Y(C_SCPL, SingleComplex, float) Y(C_DCPL, DoubleComplex, double)

/* index helpers */
long gaupc_nelems(int ndim, const long *lo, const long *hi);
void gaupc_c2l(int ndim, const int *in, long *out);
void gaupc_l2c(int ndim, const long *in, int *out);

#endif
