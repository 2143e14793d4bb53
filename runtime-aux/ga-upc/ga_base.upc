/* ga_base.upc - GA-on-UPC: start-up, errors, array handles, creation and destruction,
   distributions and the queries about them, process groups, statistics.

   Distributions follow GA 5.8 exactly, so that NGA_Distribution, NGA_Locate and
   GA_Print_distribution give GA's answers:
   - default: GA's load-balancing heuristic picks a process grid: the prime factors of the
     process count, largest first, each go to the axis whose extent (counted in chunks when
     GA_Set_chunk/NGA_Create gave chunks) leaves the smallest relative remainder when divided
     by the axis's new process count; ties go to the axis looked at first, and the first axis
     looked at moves on by one after every factor. GA looks at the axes in its internal
     (Fortran) order, the C dimensions reversed. Along each axis the first blocks get one
     element (or chunk) more than the last ones, so that no process is left without data
     when that can be avoided. Process p's block has the grid coordinates of p counted with
     the last C dimension fastest.
   - irregular (NGA_Create_irreg, GA_Set_irreg_distr): the user's block starts.
   - block-cyclic with a process grid (GA_Set_block_cyclic_proc_grid): blocks of the given
     size; block (b0, b1, ...) belongs to the process at grid coordinates (b0 mod P0, ...).
   - block-cyclic without a grid (GA_Set_block_cyclic): blocks of the given size, numbered with
     the last C dimension fastest, dealt round-robin: block i belongs to process i mod P.
   - tiled irregular (NGA_Set_tiled_irreg_proc_grid): the same with the user's block starts.
   - restricted (GA_Set_restricted): the default distribution over the listed processes; the
     i-th listed process holds block i. */
#include "ga_internal.h"

#include <upc_castable.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/statvfs.h>
#include <sched.h>
#include <pthread.h>

int gaupc_me, gaupc_nproc, gaupc_initialized;
gaupc_stats_t gaupc_stats;
gaupc_bytes_t gaupc_bytes;
upc_lock_t **gaupc_locks;
gaupc_sptr *gaupc_scratch;

static gaupc_array **arrays; /* handle h is arrays[h + GAUPC_OFFSET] */
static int narrays;
#define GAUPC_OFFSET 1000

/* ------------------------------------------------------------------ call sites, errors */

static gaupc_site_t site = {"(unknown)", 0, "GA"};

/* GA_Mask_sync: the synchronisations a mask leaves at the start and end of the next collective
   (pending until the next interface call, then that call's), as GA 5.8 defines it: a mask
   applies to one collective only. A call that is not a collective spends it, so the
   collective after it synchronises fully (more synchronisation than asked, never less). */
static int mask_pending[2] = {1, 1}, mask_call[2] = {1, 1};

/* Threads: every interface call runs under one recursive mutex of the process, taken where the
   call's site is made current and released where it is restored, so the threads of a program
   that call GA at once (MPI_THREAD_MULTIPLE, OpenMP or POSIX threads, as GA's threadsafec.c)
   take turns in the library: its state, the call site, the UPC locks it takes (not recursive:
   two threads of one process in NGA_Acc took the same lock) and the runtime's communication
   see one call at a time. A call nested in another call's arguments takes it again. */
static pthread_mutex_t call_mutex;
static pthread_once_t call_mutex_once = PTHREAD_ONCE_INIT;

static void call_mutex_init(void)
{
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&call_mutex, &attr);
    pthread_mutexattr_destroy(&attr);
}

gaupc_site_t gaupc_site_enter(const char *file, int line, const char *func)
{
    pthread_once(&call_mutex_once, call_mutex_init);
    pthread_mutex_lock(&call_mutex);
    gaupc_site_t before = site;
    site.file = file;
    site.line = line;
    site.func = func;
    mask_call[0] = mask_pending[0];
    mask_call[1] = mask_pending[1];
    mask_pending[0] = mask_pending[1] = 1;
    return before;
}

void gaupc_site_leave(gaupc_site_t *before)
{
    site = *before;
    pthread_mutex_unlock(&call_mutex);
}

void gaupc_GA_Mask_sync(int first, int last)
{
    mask_pending[0] = first != 0;
    mask_pending[1] = last != 0;
}

void gaupc_sync_mask(int *first, int *last)
{
    *first = mask_call[0];
    *last = mask_call[1];
    mask_call[0] = mask_call[1] = 1;
}

static void error_exit(long code, int status, const char *msg) __attribute__((noreturn));
static void error_exit(long code, int status, const char *msg)
{
    fflush(stdout);
    fprintf(stderr, "%s:%d: GA error in %s: %d:%s: %ld\n", site.file, site.line, site.func, (int)MYTHREAD, msg,
            code);
    fflush(stderr);
    upc_global_exit(status);
    abort();
}

void gaupc_error(long code, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    error_exit(code, 1, msg);
}

/* The program's own errors end it as GA 5.8 does: a code of 0 becomes -1, and the exit status
   is the code (its low 8 bits, as the operating system keeps them). */
static void user_error(const char *message, int code)
{
    long c = code ? code : -1;
    error_exit(c, (int)(c & 0xff), message ? message : "");
}

void gaupc_GA_Error(char *message, int code)
{
    user_error(message, code);
}

void gaupc_NGA_Error(char *message, int code)
{
    user_error(message, code);
}

void gaupc_check_init(void)
{
    if (!gaupc_initialized)
        gaupc_error(0, "GA not initialized");
}

/* GA numbers the world -1 and user groups from 2 (process groups, below). */
#define GAUPC_FIRST_GROUP 2

/* The MPI calls of GA programs (see ga.h): the UPC runtime owns the processes. */
int gaupc_mpi_init(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return MPI_SUCCESS;
}

int gaupc_mpi_init_thread(int *argc, char ***argv, int required, int *provided)
{
    (void)argc;
    (void)argv;
    if (provided)
        *provided = required;
    return MPI_SUCCESS;
}

int gaupc_mpi_finalize(void)
{
    return MPI_SUCCESS;
}

int gaupc_mpi_abort(int code)
{
    fflush(stdout);
    fflush(stderr);
    upc_global_exit(code);
    return code;
}

int gaupc_mpi_comm_rank(MPI_Comm comm, int *rank)
{
    if (comm == MPI_COMM_WORLD) {
        *rank = MYTHREAD;
        return MPI_SUCCESS;
    }
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Comm_rank");
    *rank = gaupc_team_rank(&t);
    return MPI_SUCCESS;
}

int gaupc_mpi_comm_size(MPI_Comm comm, int *size)
{
    if (comm == MPI_COMM_WORLD) {
        *size = THREADS;
        return MPI_SUCCESS;
    }
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Comm_size");
    *size = t.n;
    return MPI_SUCCESS;
}

int gaupc_mpi_barrier(MPI_Comm comm)
{
    if (comm == MPI_COMM_WORLD) {
        upc_barrier;
        return MPI_SUCCESS;
    }
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Barrier");
    gaupc_team_barrier(&t);
    return MPI_SUCCESS;
}

MPI_Comm gaupc_mpi_comm_pgroup(int grp)
{
    if (grp == GAUPC_WORLD)
        return MPI_COMM_WORLD;
    /* a group that exists; MPI's communicator of a group is null outside it */
    return gaupc_GA_Pgroup_nodeid(grp) < 0 ? MPI_COMM_NULL : GAUPC_COMM_GROUP + grp;
}

MPI_Comm gaupc_mpi_comm_pgroup_default(void)
{
    return gaupc_mpi_comm_pgroup(gaupc_GA_Pgroup_get_default());
}

/* The group of a communicator: the world, or a GA group whose member this process is. */
gaupc_team gaupc_mpi_team(MPI_Comm comm, const char *call)
{
    MPI_Comm base = comm < 0 ? comm : comm % GAUPC_COMM_CONTEXT; /* without its context */
    if (base == MPI_COMM_WORLD)
        return gaupc_team_of(GAUPC_WORLD);
    if (base < GAUPC_COMM_GROUP + GAUPC_FIRST_GROUP)
        gaupc_mpi_error(call, "not a communicator of the world or of a GA process group");
    return gaupc_team_of(base - GAUPC_COMM_GROUP);
}

/* What a request waits for (mpi.h): nothing, or this process's split-phase barrier. */
#define GAUPC_REQUEST_BARRIER 1
static int barrier_pending;

void gaupc_mpi_error(const char *call, const char *message)
{
    fprintf(stderr, "%d: %s: %s\n", (int)MYTHREAD, call, message);
    fflush(stderr);
    upc_global_exit(1);
    abort();
}

int gaupc_mpi_ibarrier(MPI_Request *request)
{
    if (barrier_pending)
        gaupc_mpi_error("MPI_Ibarrier", "an earlier MPI_Ibarrier is not complete (UPC's split-phase barrier "
                                  "allows one at a time: call MPI_Wait first)");
    upc_notify;
    barrier_pending = 1;
    *request = GAUPC_REQUEST_BARRIER;
    return MPI_SUCCESS;
}

int gaupc_mpi_wait(MPI_Request *request, MPI_Status *status)
{
    switch (*request) {
    case MPI_REQUEST_NULL:
        return MPI_SUCCESS;
    case GAUPC_REQUEST_BARRIER:
        upc_wait;
        barrier_pending = 0;
        *request = MPI_REQUEST_NULL;
        return MPI_SUCCESS;
    default:
        gaupc_mpi_p2p_test(request, status, 1, "MPI_Wait");
        return MPI_SUCCESS;
    }
}

double gaupc_mpi_wtime(void)
{
    return gaupc_GA_Wtime();
}

/* ------------------------------------------------------------------ types, indices */

int gaupc_type_c(int type)
{
    switch (type) {
    case MT_F_INT:
    case MT_F_LOG:
        return C_LONG;
    case MT_F_REAL:
        return C_FLOAT;
    case MT_F_DBL:
        return C_DBL;
    case MT_F_SCPL:
        return C_SCPL;
    case MT_F_DCPL:
        return C_DCPL;
    default:
        return type;
    }
}

/* Types registered with NGA_Register_type: codes MT_BASE + GAUPC_TYPES_RESERVED and up, as in
   GA 5.8 (its 17 built-in codes come first); their size in bytes, 0 for a free code. */
#define GAUPC_TYPES_RESERVED 17
#define GAUPC_TYPES_MAX 256
static size_t user_type_size[GAUPC_TYPES_MAX];

static int user_type(int type)
{
    int k = type - MT_BASE;
    return k >= GAUPC_TYPES_RESERVED && k < GAUPC_TYPES_MAX && user_type_size[k] ? k : 0;
}

int gaupc_NGA_Register_type(size_t bytes)
{
    if (bytes == 0 || bytes > (size_t)1 << 30)
        gaupc_error((long)bytes, "cannot register a type of %zu bytes", bytes);
    for (int k = GAUPC_TYPES_RESERVED; k < GAUPC_TYPES_MAX; k++)
        if (!user_type_size[k]) {
            user_type_size[k] = bytes;
            return MT_BASE + k;
        }
    return -1;
}

int gaupc_NGA_Deregister_type(int type)
{
    int k = type - MT_BASE;
    if (k < GAUPC_TYPES_RESERVED)
        return -1;
    if (k >= GAUPC_TYPES_MAX || !user_type_size[k])
        return -2;
    user_type_size[k] = 0;
    return 0;
}

int gaupc_type_size(int type)
{
    if (user_type(type))
        return (int)user_type_size[user_type(type)];
    switch (type) {
    case C_CHAR:
        return sizeof(char);
    case C_INT:
        return sizeof(int);
    case C_LONG:
        return sizeof(long);
    case C_LONGLONG:
        return sizeof(long long);
    case C_FLOAT:
        return sizeof(float);
    case C_DBL:
        return sizeof(double);
    case C_SCPL:
        return sizeof(SingleComplex);
    case C_DCPL:
        return sizeof(DoubleComplex);
    default:
        return 0;
    }
}

const char *gaupc_type_name(int type)
{
    if (user_type(type))
        return "user-defined";
    switch (type) {
    case C_CHAR:
        return "char";
    case C_INT:
        return "integer";
    case C_LONG:
        return "long";
    case C_LONGLONG:
        return "long long";
    case C_FLOAT:
        return "float";
    case C_DBL:
        return "double";
    case C_SCPL:
        return "float (single) complex";
    case C_DCPL:
        return "double complex";
    default:
        return "unknown";
    }
}

long gaupc_nelems(int ndim, const long *lo, const long *hi)
{
    long n = 1;
    for (int d = 0; d < ndim; d++)
        n *= hi[d] - lo[d] + 1;
    return n;
}

void gaupc_c2l(int ndim, const int *in, long *out)
{
    for (int d = 0; d < ndim; d++)
        out[d] = in[d];
}

void gaupc_l2c(int ndim, const long *in, int *out)
{
    for (int d = 0; d < ndim; d++)
        out[d] = (int)in[d];
}

void gaupc_format_range(char *out, size_t n, int ndim, const long *lo, const long *hi)
{
    size_t used = 0;
    used += snprintf(out + used, n - used, "[");
    for (int d = 0; d < ndim && used < n; d++)
        used += snprintf(out + used, n - used, "%s%ld:%ld", d ? "," : "", lo[d], hi[d]);
    if (used < n)
        snprintf(out + used, n - used, "]");
}

static void format_dims(char *out, size_t n, const gaupc_array *a)
{
    size_t used = 0;
    used += snprintf(out + used, n - used, "[");
    for (int d = 0; d < a->ndim && used < n; d++)
        used += snprintf(out + used, n - used, "%s%ld", d ? "," : "", a->dims[d]);
    if (used < n)
        snprintf(out + used, n - used, "]");
}

/* ------------------------------------------------------------------ handles */

gaupc_array *gaupc_handle(int g_a)
{
    gaupc_check_init();
    long i = (long)g_a + GAUPC_OFFSET;
    if (i < 0 || i >= narrays || !arrays[i] || !arrays[i]->used)
        gaupc_error(g_a, "invalid array handle %d (ARRAY NOT ACTIVE)", g_a);
    return arrays[i];
}

gaupc_array *gaupc_arr(int g_a)
{
    gaupc_array *a = gaupc_handle(g_a);
    if (!a->allocated)
        gaupc_error(g_a, "array handle %d has no data yet (GA_Allocate was not called)", g_a);
    return a;
}

void gaupc_check_patch(gaupc_array *a, const long *lo, const long *hi)
{
    for (int d = 0; d < a->ndim; d++)
        if (lo[d] < 0 || hi[d] >= a->dims[d] || lo[d] > hi[d]) {
            char r[256], dm[128];
            gaupc_format_range(r, sizeof r, a->ndim, lo, hi);
            format_dims(dm, sizeof dm, a);
            gaupc_error(a->handle, "cannot locate region: %s %s (array dimensions %s)", a->name, r, dm);
        }
}

void gaupc_check_same_type(gaupc_array *a, int g_a, gaupc_array *b, int g_b)
{
    if (a->type != b->type)
        gaupc_error(0, "type mismatch: array %d is %s, array %d is %s", g_a, gaupc_type_name(a->type), g_b,
                    gaupc_type_name(b->type));
}

static void free_layout(gaupc_array *a)
{
    for (int d = 0; d < GA_MAX_DIM; d++) {
        free(a->map[d]);
        a->map[d] = NULL;
    }
    free(a->block_off);
    a->block_off = NULL;
}

static void release(gaupc_array *a)
{
    if (a->saved)
        release(a->saved);
    free_layout(a);
    free(a->restr_list);
    free(a->restr_rank);
    free(a->procs);
    free(a->part);
    free(a);
}

static void bind_group(gaupc_array *a, int grp);
static void detach_memory(gaupc_array *a);
static int default_group = GAUPC_WORLD;

static int new_handle(void)
{
    int i;
    for (i = 0; i < narrays; i++)
        if (!arrays[i] || !arrays[i]->used)
            break;
    if (i == narrays) {
        int n = narrays ? 2 * narrays : 64;
        arrays = realloc(arrays, n * sizeof *arrays);
        for (int j = narrays; j < n; j++)
            arrays[j] = NULL;
        narrays = n;
    }
    if (arrays[i])
        release(arrays[i]);
    gaupc_array *a = calloc(1, sizeof *a);
    a->used = 1;
    a->handle = i - GAUPC_OFFSET;
    a->ndim = -1;
    a->distr = GAUPC_REGULAR;
    a->getmem = -1;
    bind_group(a, default_group);
    arrays[i] = a;
    return i - GAUPC_OFFSET;
}

/* ------------------------------------------------------------------ start-up */

static void find_nodes(void);
static void mirror_group_init(void);
static void groups_init(void);
static void groups_free(void);

/* ------------------------------------------------------------------ the shared heap's size */

/* GA programs never size a UPC shared heap: GA allocates its arrays wherever the machine has
   memory. Every array here lives in the UPC shared heap, whose size is fixed when the runtime
   starts (UPC_SHARED_HEAP_SIZE, else the default chosen at link time, else the runtime's
   128 MB). So before main, when the program gave neither, the library picks the size itself.
   The heap is only reserved: the runtime maps it as one shared-memory file per node
   (MPI_Win_allocate_shared, a file of /dev/shm under Open MPI) and never touches it, so a page
   costs memory only once the program writes it. What bounds the reservation is the room of
   that file system (Open MPI refuses a window larger than the free space of /dev/shm) and the
   memory the pages would take if every one were written. Each process therefore reserves
   7/8 of the smaller of the physical memory and the free space of /dev/shm, divided among the
   processes of this node, at least GAUPC_HEAP_MIN (the rest is left to the MPI library's own
   segments and to other programs' files). The number of processes of the node comes from the
   launcher's environment (Open MPI, MPICH/Hydra, Slurm), else the number of processors. */
#define GAUPC_HEAP_MIN (64ull << 20)

extern const unsigned long long upcrt_default_shared_heap_bytes __attribute__((weak));

static long local_processes(void)
{
    static const char *const vars[] = {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS",
                                       "SLURM_NTASKS_PER_NODE"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        long n = v ? strtol(v, NULL, 10) : 0;
        if (n > 0)
            return n;
    }
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? n : 1;
}

/* The bytes each process reserves: `memory` is the physical memory, `shm_free` the free space
   of /dev/shm (0 when unknown: the physical memory alone bounds it). */
static unsigned long long gaupc_heap_bytes(unsigned long long memory, unsigned long long shm_free,
                                           long processes)
{
    unsigned long long room = memory;
    if (shm_free > 0 && (room == 0 || shm_free < room))
        room = shm_free;
    unsigned long long bytes = processes > 0 ? room / 8 * 7 / (unsigned long long)processes : 0;
    if (bytes < GAUPC_HEAP_MIN)
        bytes = GAUPC_HEAP_MIN;
    return bytes & ~((1ull << 20) - 1);
}

static void size_shared_heap(void) __attribute__((constructor));
static void size_shared_heap(void)
{
    const char *env = getenv("UPC_SHARED_HEAP_SIZE");
    if ((env && *env) || &upcrt_default_shared_heap_bytes)
        return;
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    unsigned long long memory =
        pages > 0 && page > 0 ? (unsigned long long)pages * (unsigned long long)page : 0;
    unsigned long long shm_free = 0;
    struct statvfs fs;
    if (statvfs("/dev/shm", &fs) == 0)
        shm_free = (unsigned long long)fs.f_bavail * (unsigned long long)fs.f_frsize;
    char text[32];
    snprintf(text, sizeof text, "%lluMB", gaupc_heap_bytes(memory, shm_free, local_processes()) >> 20);
    setenv("UPC_SHARED_HEAP_SIZE", text, 0);
}

void gaupc_GA_Initialize(void)
{
    if (gaupc_initialized)
        return;
    gaupc_me = MYTHREAD;
    gaupc_nproc = THREADS;
    gaupc_locks = malloc(THREADS * sizeof *gaupc_locks);
    /* One lock per process. A collective allocation puts every lock on thread 0, next to each
       other: a cache line between two of them keeps the processes' accumulates from contending
       for one line (3x on one-element accumulates). */
    for (int t = 0; t < THREADS; t++) {
        gaupc_locks[t] = upc_all_lock_alloc();
        (void)upc_all_alloc(1, GAUPC_LOCK_PAD);
    }
    shared void *s = upc_all_alloc(THREADS, GAUPC_SCRATCH_BYTES);
    gaupc_scratch = malloc(THREADS * sizeof *gaupc_scratch);
    for (int t = 0; t < THREADS; t++)
        gaupc_scratch[t] = (gaupc_sptr)((shared char *)s + t);
    memset(&gaupc_stats, 0, sizeof gaupc_stats);
    memset(&gaupc_bytes, 0, sizeof gaupc_bytes);
    groups_init();
    gaupc_mpi_p2p_init();
    gaupc_initialized = 1;
    upc_barrier;
    find_nodes();
    mirror_group_init();
}

void gaupc_GA_Initialize_args(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    gaupc_GA_Initialize();
}

/* The memory limit of GA_Initialize_ltd/GA_Set_memory_limit (bytes of array data per process,
   0: none): recorded and reported by GA_Memory_limited and GA_Memory_avail; the arrays live
   in the UPC shared heap, whose size bounds them (creation does not check the limit). */
static size_t memory_limit;

void gaupc_GA_Set_memory_limit(size_t limit)
{
    memory_limit = limit;
}

void gaupc_GA_Initialize_ltd(size_t limit)
{
    gaupc_GA_Initialize();
    memory_limit = limit;
}

int gaupc_GA_Initialized(void)
{
    return gaupc_initialized;
}

/* ------------------------------------------------------------------ mutexes */

/* GA_Create_mutexes: UPC locks, one per mutex, the same on every process. Process t allocates
   mutexes t, t + THREADS … (so they have affinity to it, spreading them as GA does) and enters
   them in a table that every process then copies. */
#define GAUPC_MAX_MUTEXES 32768
typedef upc_lock_t *gaupc_lock_ptr;
static gaupc_lock_ptr *mutexes;
static int nmutexes;

int gaupc_GA_Create_mutexes(int number)
{
    gaupc_check_init();
    if (number <= 0 || number > GAUPC_MAX_MUTEXES)
        return 0;
    if (nmutexes)
        gaupc_error(nmutexes, "mutexes already created");
    shared[] gaupc_lock_ptr *table = (shared[] gaupc_lock_ptr *)upc_all_alloc(1, (size_t)number * sizeof(gaupc_lock_ptr));
    for (int k = MYTHREAD; k < number; k += THREADS)
        table[k] = upc_global_lock_alloc();
    upc_barrier;
    mutexes = malloc((size_t)number * sizeof *mutexes);
    upc_memget(mutexes, table, (size_t)number * sizeof *mutexes);
    upc_barrier;
    if (MYTHREAD == 0)
        upc_free(table);
    nmutexes = number;
    return 1;
}

int gaupc_GA_Destroy_mutexes(void)
{
    gaupc_check_init();
    if (nmutexes < 1)
        gaupc_error(0, "mutexes destroyed");
    upc_barrier;
    for (int k = MYTHREAD; k < nmutexes; k += THREADS)
        upc_lock_free(mutexes[k]);
    free(mutexes);
    mutexes = NULL;
    nmutexes = 0;
    upc_barrier;
    return 1;
}

static upc_lock_t *mutex(int m)
{
    gaupc_check_init();
    if (m < 0 || m >= nmutexes)
        gaupc_error(m, "invalid mutex");
    return mutexes[m];
}

void gaupc_GA_Lock(int m)
{
    upc_lock(mutex(m));
}

void gaupc_GA_Unlock(int m)
{
    upc_unlock(mutex(m));
}

void gaupc_GA_Terminate(void)
{
    if (!gaupc_initialized)
        return;
    if (nmutexes)
        gaupc_GA_Destroy_mutexes();
    upc_barrier;
    for (int i = 0; i < narrays; i++)
        if (arrays[i] && arrays[i]->used) {
            if (arrays[i]->allocated)
                detach_memory(arrays[i]);
            release(arrays[i]);
            arrays[i] = NULL;
        }
    groups_free();
    gaupc_mpi_p2p_free();
    default_group = GAUPC_WORLD;
    gaupc_initialized = 0;
    upc_barrier;
}

/* GA_Nodeid and GA_Nnodes answer for the default group (GA_Pgroup_set_default). */
int gaupc_GA_Nodeid(void)
{
    gaupc_check_init();
    return default_group == GAUPC_WORLD ? gaupc_me : gaupc_GA_Pgroup_nodeid(default_group);
}

int gaupc_GA_Nnodes(void)
{
    gaupc_check_init();
    return default_group == GAUPC_WORLD ? gaupc_nproc : gaupc_GA_Pgroup_nnodes(default_group);
}

/* GA's nodes: the processes whose memory a process can address directly (upc_cast) share
   its node; nodes are numbered in the order of their first process. */
static int *node_of; /* per process */
static int nnodes;

static void find_nodes(void)
{
    int *first = calloc(gaupc_nproc, sizeof *first);
    int t = 0;
    while (t < gaupc_me && !upc_cast(gaupc_scratch[t]))
        t++;
    first[gaupc_me] = t;
    gaupc_gop(C_INT, first, gaupc_nproc, "+");
    node_of = malloc(gaupc_nproc * sizeof *node_of);
    nnodes = 0;
    for (int p = 0; p < gaupc_nproc; p++)
        node_of[p] = first[p] == p ? nnodes++ : node_of[first[p]];
    free(first);
}

int gaupc_GA_Cluster_nnodes(void)
{
    gaupc_check_init();
    return nnodes;
}

int gaupc_GA_Cluster_nodeid(void)
{
    gaupc_check_init();
    return node_of[gaupc_me];
}

int gaupc_GA_Cluster_nprocs(int node)
{
    gaupc_check_init();
    int n = 0;
    for (int p = 0; p < gaupc_nproc; p++)
        n += node_of[p] == node;
    return n;
}

int gaupc_GA_Cluster_procid(int node, int loc)
{
    gaupc_check_init();
    for (int p = 0; p < gaupc_nproc; p++)
        if (node_of[p] == node && loc-- == 0)
            return p;
    gaupc_error(loc, "no process %d on node %d", loc, node);
}

int gaupc_GA_Cluster_proc_nodeid(int proc)
{
    gaupc_check_init();
    if (proc < 0 || proc >= gaupc_nproc)
        gaupc_error(proc, "invalid process %d", proc);
    return node_of[proc];
}

/* GA 5.8 fills list[0 .. nprocs) with 0, 1, ... nprocs - 1 (the process ids themselves). */
void gaupc_GA_List_nodeid(int *list, int nprocs)
{
    gaupc_check_init();
    if (nprocs < 0 || nprocs > gaupc_nproc)
        gaupc_error(nprocs, "invalid number of processes %d", nprocs);
    for (int p = 0; p < nprocs; p++)
        list[p] = p;
}

void gaupc_barrier(void)
{
    upc_barrier;
}

void gaupc_GA_Sync(void)
{
    gaupc_check_init();
    upc_fence;
    gaupc_team t = gaupc_default_team();
    gaupc_team_barrier(&t);
}

int gaupc_GA_Uses_ma(void)
{
    return 0;
}

int gaupc_GA_Uses_fapi(void)
{
    return 0;
}

/* GA_Set_debug's flag, answered by GA_Get_debug; the library does nothing else with it. */
static int debug_flag;

void gaupc_GA_Set_debug(int flag)
{
    debug_flag = flag;
}

int gaupc_GA_Get_debug(void)
{
    return debug_flag;
}

int gaupc_GA_Memory_limited(void)
{
    return memory_limit > 0;
}

size_t gaupc_GA_Memory_avail(void)
{
    if (!memory_limit)
        return (size_t)-1;
    return (size_t)gaupc_stats.curmem < memory_limit ? memory_limit - (size_t)gaupc_stats.curmem : 0;
}

size_t gaupc_GA_Inquire_memory(void)
{
    return (size_t)gaupc_stats.curmem;
}

double gaupc_GA_Wtime(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ARMCI's clock, which GA programs use for timings: the same as GA_Wtime. */
double armci_timer(void)
{
    return gaupc_GA_Wtime();
}

/* GA 5.8's report: the first eight counters, then the ratios (GA does not count the
   processes per call, so they print as zero), bytes, memory. Like GA, printing turns the
   zero call counters of get, put, accumulate, scatter and gather into ones. */
void gaupc_GA_Print_stats(void)
{
    gaupc_check_init();
    long c[8] = {gaupc_stats.numcre, gaupc_stats.numdes, gaupc_stats.numget, gaupc_stats.numput,
                 gaupc_stats.numacc, gaupc_stats.numsca, gaupc_stats.numgat, gaupc_stats.numrdi};
    printf("\n                         GA Statistics for process %4d\n", gaupc_me);
    printf("                         ------------------------------\n\n");
    printf("       create   destroy   get      put      acc     scatter   gather  read&inc\n");
    printf("calls: ");
    for (int i = 0; i < 8; i++)
        if (c[i] < 9999)
            printf("%4ld     ", c[i]);
        else
            printf("%.2e ", (double)c[i]);
    printf("\n");
    if (gaupc_stats.numget == 0)
        gaupc_stats.numget = 1;
    if (gaupc_stats.numput == 0)
        gaupc_stats.numput = 1;
    if (gaupc_stats.numacc == 0)
        gaupc_stats.numacc = 1;
    if (gaupc_stats.numsca == 0)
        gaupc_stats.numsca = 1;
    if (gaupc_stats.numgat == 0)
        gaupc_stats.numgat = 1;
    printf("number of processes/call %.2e %.2e %.2e %.2e %.2e\n",
           (double)gaupc_stats.numget_procs / (double)gaupc_stats.numget,
           (double)gaupc_stats.numput_procs / (double)gaupc_stats.numput,
           (double)gaupc_stats.numacc_procs / (double)gaupc_stats.numacc,
           (double)gaupc_stats.numsca_procs / (double)gaupc_stats.numsca,
           (double)gaupc_stats.numgat_procs / (double)gaupc_stats.numgat);
    printf("bytes total:             %.2e %.2e %.2e %.2e %.2e %.2e\n", gaupc_bytes.gettot, gaupc_bytes.puttot,
           gaupc_bytes.acctot, gaupc_bytes.scatot, gaupc_bytes.gattot, gaupc_bytes.rditot);
    printf("bytes remote:            %.2e %.2e %.2e %.2e %.2e %.2e\n", gaupc_bytes.gettot - gaupc_bytes.getloc,
           gaupc_bytes.puttot - gaupc_bytes.putloc, gaupc_bytes.acctot - gaupc_bytes.accloc,
           gaupc_bytes.scatot - gaupc_bytes.scaloc, gaupc_bytes.gattot - gaupc_bytes.gatloc,
           gaupc_bytes.rditot - gaupc_bytes.rdiloc);
    printf("Max memory consumed for GA by this process: %ld bytes\n", gaupc_stats.maxmem);
    if (gaupc_stats.numser)
        printf("Number of requests serviced: %ld\n", gaupc_stats.numser);
    fflush(stdout);
}

/* ------------------------------------------------------------------ process groups */

/* GA numbers the world -1 and user groups from 2, taking the lowest free number (a destroyed
   group's number is used again). Every process of the group a new group is made from records
   it (members and not), so the numbers agree. A group's slot (its number - 2) selects its
   barrier flag and its scratch block in every process's group area, allocated once at
   start-up: GAUPC_GROUP_SLOTS flags of a cache line each, then the scratch blocks. The last
   slot is the mirror group's (GA's handle 0): on each process, the processes of its node. */
#define GAUPC_MAX_GROUPS 64
#define GAUPC_GROUP_SLOTS (GAUPC_MAX_GROUPS + 1)
#define GAUPC_MIRROR_SLOT GAUPC_MAX_GROUPS
#define GAUPC_FLAG_BYTES 64
#define GAUPC_GROUP_SCRATCH 8192

typedef struct {
    int used;
    int n;
    int *list; /* world ranks, ascending: a member's rank in the group is its place here */
    int me;    /* this process's rank, or -1 */
    long epoch;
    int toggle;
} pgroup;
static pgroup groups[GAUPC_GROUP_SLOTS];
static gaupc_sptr *group_area;
static int world_toggle;

static void groups_init(void)
{
    shared void *s = upc_all_alloc(THREADS, GAUPC_GROUP_SLOTS * (GAUPC_FLAG_BYTES + GAUPC_GROUP_SCRATCH));
    group_area = malloc(THREADS * sizeof *group_area);
    for (int t = 0; t < THREADS; t++)
        group_area[t] = (gaupc_sptr)((shared char *)s + t);
    memset((char *)group_area[MYTHREAD], 0, GAUPC_GROUP_SLOTS * GAUPC_FLAG_BYTES);
}

static void groups_free(void)
{
    for (int i = 0; i < GAUPC_GROUP_SLOTS; i++) {
        free(groups[i].list);
        groups[i] = (pgroup){0};
    }
}

static strict shared[] long *group_flag(int slot, int proc)
{
    return (strict shared[] long *)(group_area[proc] + (size_t)slot * GAUPC_FLAG_BYTES);
}

/* A group's slot: its number - 2, the mirror group's the last one. */
static int group_slot(int grp)
{
    return grp == GAUPC_MIRROR ? GAUPC_MIRROR_SLOT : grp - GAUPC_FIRST_GROUP;
}

static pgroup *group(int grp)
{
    gaupc_check_init();
    int i = group_slot(grp);
    if (i < 0 || i >= GAUPC_GROUP_SLOTS || !groups[i].used)
        gaupc_error(grp, "invalid process group handle %d", grp);
    return &groups[i];
}

gaupc_team gaupc_team_of(int grp)
{
    gaupc_team t;
    gaupc_check_init();
    if (grp == GAUPC_WORLD) {
        t = (gaupc_team){GAUPC_WORLD, gaupc_nproc, NULL, gaupc_scratch, 0, GAUPC_SCRATCH_BYTES / 2, &world_toggle,
                         NULL, -1};
        return t;
    }
    pgroup *g = group(grp);
    if (g->me < 0)
        gaupc_error(grp, "process %d is not a member of process group %d", gaupc_me, grp);
    int slot = group_slot(grp);
    t = (gaupc_team){grp,
                     g->n,
                     g->list,
                     group_area,
                     GAUPC_GROUP_SLOTS * GAUPC_FLAG_BYTES + (size_t)slot * GAUPC_GROUP_SCRATCH,
                     GAUPC_GROUP_SCRATCH / 2,
                     &g->toggle,
                     &g->epoch,
                     slot};
    return t;
}

int gaupc_team_proc(const gaupc_team *t, int rank)
{
    return t->list ? t->list[rank] : rank;
}

int gaupc_team_rank(const gaupc_team *t)
{
    for (int r = 0; t->list && r < t->n; r++)
        if (t->list[r] == gaupc_me)
            return r;
    return gaupc_me;
}

/* The world's barrier is UPC's. A group's: each member raises its flag to the number of the
   group's barriers it has entered and waits until every member's flag has reached it. The
   flags only grow, so a member that is still waiting is never fooled by one that has gone on. */
void gaupc_team_barrier(const gaupc_team *t)
{
    if (!t->list) {
        upc_barrier;
        return;
    }
    long e = ++*t->epoch;
    upc_fence;
    *group_flag(t->slot, gaupc_me) = e;
    for (int r = 0; r < t->n; r++) {
        int q = t->list[r];
        for (long spins = 0; q != gaupc_me && *group_flag(t->slot, q) < e; spins++)
            if (spins > 64)
                sched_yield();
    }
    upc_fence;
}

/* Records a group of the sorted processes list[0 .. count) (taken over) in the lowest free slot. */
static int record_group(int *list, int count)
{
    for (int i = 0; i < GAUPC_MAX_GROUPS; i++)
        if (!groups[i].used) {
            pgroup *g = &groups[i];
            *g = (pgroup){1, count, list, -1, 0, 0};
            for (int r = 0; r < count; r++)
                if (list[r] == gaupc_me)
                    g->me = r;
            return GAUPC_FIRST_GROUP + i;
        }
    gaupc_error(GAUPC_MAX_GROUPS, "too many process groups (at most %d)", GAUPC_MAX_GROUPS);
}

/* Collective over the parent's members, after they recorded the new groups (handles[0 .. k)):
   every member of a new group starts its barrier count at the largest count its members' flags
   show (flags of an earlier group of the same slot), read between two barriers of the parent. */
static void start_groups(const gaupc_team *parent, const int *handles, int k)
{
    gaupc_team_barrier(parent);
    for (int j = 0; j < k; j++) {
        pgroup *g = group(handles[j]);
        if (g->me < 0)
            continue;
        long top = 0;
        for (int r = 0; r < g->n; r++) {
            long f = *group_flag(handles[j] - GAUPC_FIRST_GROUP, g->list[r]);
            top = f > top ? f : top;
        }
        g->epoch = top;
        g->toggle = 0;
    }
    gaupc_team_barrier(parent);
}

int gaupc_split_group(const gaupc_team *parent, int *list, int count)
{
    int h = count > 0 ? record_group(list, count) : -1;
    start_groups(parent, &h, h >= 0);
    return h;
}

static int cmp_int(const void *x, const void *y)
{
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

int gaupc_GA_Pgroup_create(int *list, int count)
{
    gaupc_check_init();
    if (count < 1 || count > gaupc_nproc)
        gaupc_error(count, "invalid number of processes for a group");
    int *l = malloc(count * sizeof *l);
    for (int i = 0; i < count; i++) {
        if (list[i] < 0 || list[i] >= gaupc_nproc)
            gaupc_error(list[i], "invalid process in group list");
        l[i] = list[i];
    }
    qsort(l, count, sizeof *l, cmp_int);
    for (int i = 1; i < count; i++)
        if (l[i] == l[i - 1])
            gaupc_error(l[i], "process listed twice in group list");
    int h = record_group(l, count);
    gaupc_team world = gaupc_team_of(GAUPC_WORLD);
    start_groups(&world, &h, 1);
    return h;
}

/* GA 5.8: groups of ceil(n / num_group) consecutive members of grp, in rank order; every
   member records all of them and gets the one it belongs to. */
int gaupc_GA_Pgroup_split(int grp, int num_group)
{
    gaupc_team parent = gaupc_team_of(grp);
    if (num_group < 1 || num_group > parent.n)
        gaupc_error(num_group, "invalid number of groups for a split of %d processes", parent.n);
    int size = (parent.n + num_group - 1) / num_group, k = (parent.n + size - 1) / size, mine = -1;
    int handles[GAUPC_MAX_GROUPS];
    if (k > GAUPC_MAX_GROUPS)
        gaupc_error(k, "too many process groups (at most %d)", GAUPC_MAX_GROUPS);
    for (int j = 0; j < k; j++) {
        int first = j * size, count = parent.n - first < size ? parent.n - first : size;
        int *l = malloc(count * sizeof *l);
        for (int r = 0; r < count; r++)
            l[r] = gaupc_team_proc(&parent, first + r);
        handles[j] = record_group(l, count);
        if (group(handles[j])->me >= 0)
            mine = handles[j];
    }
    start_groups(&parent, handles, k);
    return mine;
}

/* GA 5.8: one new handle; the members of grp with the same color form the group it names on
   each of them, in rank order. */
int gaupc_GA_Pgroup_split_irreg(int grp, int color)
{
    gaupc_team parent = gaupc_team_of(grp);
    if (color < 0)
        gaupc_error(color, "a color must not be negative");
    int *colors = calloc(parent.n, sizeof *colors);
    int me = -1;
    for (int r = 0; r < parent.n; r++)
        if (gaupc_team_proc(&parent, r) == gaupc_me)
            me = r;
    colors[me] = color + 1;
    gaupc_team_gop(&parent, C_INT, colors, parent.n, "+");
    int count = 0;
    int *l = malloc(parent.n * sizeof *l);
    for (int r = 0; r < parent.n; r++)
        if (colors[r] == color + 1)
            l[count++] = gaupc_team_proc(&parent, r);
    free(colors);
    int h = record_group(l, count);
    start_groups(&parent, &h, 1);
    return h;
}

/* Collective over the members (a process that only recorded the group forgets it). */
int gaupc_GA_Pgroup_destroy(int grp)
{
    if (grp == GAUPC_MIRROR)
        gaupc_error(grp, "the mirror group cannot be destroyed");
    pgroup *g = group(grp);
    if (g->me >= 0) {
        gaupc_team t = gaupc_team_of(grp);
        gaupc_team_barrier(&t);
    }
    free(g->list);
    *g = (pgroup){0};
    if (default_group == grp)
        default_group = GAUPC_WORLD;
    return 1;
}

void gaupc_GA_Pgroup_sync(int grp)
{
    gaupc_team t = gaupc_team_of(grp);
    gaupc_team_barrier(&t);
}

int gaupc_GA_Pgroup_nnodes(int grp)
{
    if (grp == GAUPC_WORLD) {
        gaupc_check_init();
        return gaupc_nproc;
    }
    return group(grp)->n;
}

int gaupc_GA_Pgroup_nodeid(int grp)
{
    if (grp == GAUPC_WORLD) {
        gaupc_check_init();
        return gaupc_me;
    }
    return group(grp)->me;
}

int gaupc_GA_Pgroup_get_world(void)
{
    return GAUPC_WORLD;
}

int gaupc_GA_Pgroup_get_default(void)
{
    return default_group;
}

/* Collective over the members of grp, which must include this process. */
void gaupc_GA_Pgroup_set_default(int grp)
{
    gaupc_team t = gaupc_team_of(grp);
    default_group = grp;
    gaupc_team_barrier(&t);
}

gaupc_team gaupc_default_team(void)
{
    return gaupc_team_of(default_group);
}

void gaupc_array_sync(const gaupc_array *a)
{
    /* every process takes part in a mirrored array's collectives: GA synchronises the world */
    gaupc_team t = gaupc_team_of(a->pgroup == GAUPC_MIRROR ? GAUPC_WORLD : a->pgroup);
    gaupc_team_barrier(&t);
}

void gaupc_array_gop(const gaupc_array *a, int type, void *x, long n, const char *op)
{
    gaupc_team t = gaupc_team_of(a->pgroup);
    gaupc_team_gop(&t, type, x, n, op);
}

/* The array's group: its processes are the group's, numbered by their rank in it. */
static void bind_group(gaupc_array *a, int grp)
{
    free(a->procs);
    a->procs = NULL;
    a->pgroup = grp;
    if (grp == GAUPC_WORLD) {
        a->nprocs = gaupc_nproc;
        a->me = gaupc_me;
        return;
    }
    pgroup *g = group(grp);
    a->nprocs = g->n;
    a->me = g->me;
    a->procs = malloc(g->n * sizeof *a->procs);
    memcpy(a->procs, g->list, g->n * sizeof *a->procs);
}

/* GA 5.8 answers 0: the group of the processes of this node that mirror arrays (see "mirrored
   arrays" below). */
int gaupc_GA_Pgroup_get_mirror(void)
{
    return 0;
}

/* GA 5.8: a new group of the calling process alone at every call, made by that process only
   (every process that calls it the same number of times gets the same numbers). Its barrier
   count starts where the flag of its slot stands. */
int gaupc_GA_Pgroup_self(void)
{
    gaupc_check_init();
    int *l = malloc(sizeof *l);
    l[0] = gaupc_me;
    int h = record_group(l, 1);
    groups[h - GAUPC_FIRST_GROUP].epoch = *group_flag(h - GAUPC_FIRST_GROUP, gaupc_me);
    return h;
}

/* A new group of grp's processes, made as GA_Pgroup_create makes one: by every process. */
int gaupc_GA_Pgroup_duplicate(int grp)
{
    int n = gaupc_GA_Pgroup_nnodes(grp);
    int *l = malloc(n * sizeof *l);
    for (int r = 0; r < n; r++)
        l[r] = gaupc_GA_Pgroup_absolute_id(grp, r);
    int h = record_group(l, n);
    gaupc_team world = gaupc_team_of(GAUPC_WORLD);
    start_groups(&world, &h, 1);
    return h;
}

/* The process (of the world) that has rank pid in grp. */
int gaupc_GA_Pgroup_absolute_id(int grp, int pid)
{
    int n = gaupc_GA_Pgroup_nnodes(grp);
    if (pid < 0 || pid >= n)
        gaupc_error(pid, "invalid rank %d of process group %d (%d processes)", pid, grp, n);
    return grp == GAUPC_WORLD ? pid : group(grp)->list[pid];
}

/* ------------------------------------------------------------------ describing arrays */

int gaupc_GA_Create_handle(void)
{
    gaupc_check_init();
    return new_handle();
}

static gaupc_array *unallocated(int g_a, const char *what)
{
    gaupc_array *a = gaupc_handle(g_a);
    if (a->allocated)
        gaupc_error(0, "Cannot set %s on array that has been allocated", what);
    return a;
}

void gaupc_GA_Set_pgroup(int g_a, int grp)
{
    gaupc_array *a = unallocated(g_a, "process group");
    if (a->nrestr > 0)
        gaupc_error(grp, "Cannot set a process group on an array with a restricted process list");
    bind_group(a, grp);
}

static void set_data(gaupc_array *a, int ndim, const long *dims, int type)
{
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions %d (1 to %d)", ndim, GA_MAX_DIM);
    for (int d = 0; d < ndim; d++)
        if (dims[d] < 1)
            gaupc_error(dims[d], "invalid dimension %d: %ld", d, dims[d]);
    int t = gaupc_type_c(type);
    if (!gaupc_type_size(t))
        gaupc_error(type, "type not supported: %d", type);
    a->type = t;
    a->esize = gaupc_type_size(t);
    a->ndim = ndim;
    for (int d = 0; d < ndim; d++) {
        a->dims[d] = dims[d];
        a->chunk[d] = 0;
    }
    a->chunk_set = 0;
}

void gaupc_GA_Set_data(int g_a, int ndim, int dims[], int type)
{
    gaupc_array *a = unallocated(g_a, "data");
    long d[GA_MAX_DIM];
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions %d (1 to %d)", ndim, GA_MAX_DIM);
    gaupc_c2l(ndim, dims, d);
    set_data(a, ndim, d, type);
}

static void set_chunk(gaupc_array *a, const long *chunk)
{
    if (a->ndim < 1)
        gaupc_error(0, "Dimensions must be set before chunk array is specified");
    if (!chunk)
        return;
    for (int d = 0; d < a->ndim; d++)
        a->chunk[d] = chunk[d];
    a->chunk_set = 1;
}

void gaupc_GA_Set_chunk(int g_a, int chunk[])
{
    gaupc_array *a = unallocated(g_a, "chunk");
    long c[GA_MAX_DIM];
    if (chunk && a->ndim > 0)
        gaupc_c2l(a->ndim, chunk, c);
    set_chunk(a, chunk ? c : NULL);
}

static void set_name(gaupc_array *a, const char *name)
{
    if (!name)
        name = "";
    if (strlen(name) > 31)
        gaupc_error(31, "Array name exceeds maximum array name length");
    strcpy(a->name, name);
}

void gaupc_GA_Set_array_name(int g_a, char *name)
{
    set_name(unallocated(g_a, "array name"), name);
}

/* Checks and stores block starts given per dimension (concatenated, C order). */
static void set_maps(gaupc_array *a, const int *map, const int *nblock)
{
    int k = 0;
    for (int d = 0; d < a->ndim; d++) {
        if (nblock[d] < 1 || nblock[d] > a->dims[d])
            gaupc_error(d, "number of blocks must be <= corresponding dimension");
        free(a->map[d]);
        a->map[d] = malloc(nblock[d] * sizeof(long));
        for (int j = 0; j < nblock[d]; j++, k++) {
            if (map[k] < 0 || map[k] >= a->dims[d])
                gaupc_error(map[k], "Mapc entry outside array dimension limits");
            if (j > 0 && map[k] < map[k - 1])
                gaupc_error(map[k], "Mapc entries are not properly monotonic");
            a->map[d][j] = map[k];
        }
    }
}

void gaupc_GA_Set_irreg_distr(int g_a, int map[], int block[])
{
    gaupc_array *a = unallocated(g_a, "irregular data distribution");
    if (a->ndim < 1)
        gaupc_error(0, "Dimensions must be set before irregular distribution is specified");
    set_maps(a, map, block);
    for (int d = 0; d < a->ndim; d++)
        a->grid[d] = block[d];
    a->irreg = 1;
}

/* Blocks of the given extents (the last ones shorter) for the block-cyclic distributions:
   distr GAUPC_SCALAPACK on the process grid proc_grid, GAUPC_BLOCK_CYCLIC (proc_grid NULL)
   dealt round-robin. */
static void set_block_cyclic(int g_a, const int *block, const int *proc_grid, int distr)
{
    gaupc_array *a = unallocated(g_a, "block-cyclic data distribution");
    if (a->ndim < 1)
        gaupc_error(0, "Cannot set block-cyclic data distribution if array size not set");
    if (a->distr != GAUPC_REGULAR)
        gaupc_error(0, "Cannot reset block-cyclic data distribution on array that has been set");
    a->block_total = 1;
    for (int d = 0; d < a->ndim; d++) {
        if (block[d] < 1)
            gaupc_error(0, "Block dimensions must all be greater than zero");
        if (proc_grid && proc_grid[d] < 1)
            gaupc_error(0, "Processor grid dimensions must all be greater than zero");
        a->block_dims[d] = block[d];
        a->num_blocks[d] = (a->dims[d] + block[d] - 1) / block[d];
        a->grid[d] = proc_grid ? proc_grid[d] : 1;
        a->block_total *= a->num_blocks[d];
    }
    a->distr = distr;
}

void gaupc_GA_Set_block_cyclic_proc_grid(int g_a, int block[], int proc_grid[])
{
    set_block_cyclic(g_a, block, proc_grid, GAUPC_SCALAPACK);
}

void gaupc_GA_Set_block_cyclic(int g_a, int dims[])
{
    set_block_cyclic(g_a, dims, NULL, GAUPC_BLOCK_CYCLIC);
}

/* GA 5.8 keeps the flag for GA_Dgemm alone, which picks its algorithm by it (the distribution
   is the map given, whatever the flag says); the library has one algorithm, so nothing
   depends on it. */
void gaupc_GA_Set_irreg_flag(int g_a, int flag)
{
    (void)flag;
    gaupc_handle(g_a);
}

void gaupc_GA_Set_tiled_irreg_proc_grid(int g_a, int mapc[], int nblocks[], int proc_grid[])
{
    gaupc_array *a = unallocated(g_a, "irregular tiled data distribution");
    if (a->ndim < 1)
        gaupc_error(0, "Cannot set irregular tiled data distribution if array size not set");
    if (a->distr != GAUPC_REGULAR)
        gaupc_error(0, "Cannot reset irregular tiled data distribution on array that has been set");
    set_maps(a, mapc, nblocks);
    a->block_total = 1;
    for (int d = 0; d < a->ndim; d++) {
        if (proc_grid[d] < 1)
            gaupc_error(0, "Processor grid dimensions must all be greater than zero");
        a->num_blocks[d] = nblocks[d];
        a->grid[d] = proc_grid[d];
        a->block_total *= nblocks[d];
    }
    a->distr = GAUPC_TILED_IRREG;
}

/* GA_Set_tiled_proc_grid: blocks of the given extents (the last ones shorter) dealt to the
   process grid as GA_Set_block_cyclic_proc_grid deals them, each block stored whole: the
   irregular tiled distribution whose block starts are the multiples of the extents. */
void gaupc_GA_Set_tiled_proc_grid(int g_a, int block[], int proc_grid[])
{
    gaupc_array *a = unallocated(g_a, "tiled data distribution");
    if (a->ndim < 1)
        gaupc_error(0, "Cannot set tiled data distribution if array size not set");
    int nblocks[GA_MAX_DIM], total = 0;
    for (int d = 0; d < a->ndim; d++) {
        if (block[d] < 1)
            gaupc_error(0, "Block dimensions must all be greater than zero");
        nblocks[d] = (int)((a->dims[d] + block[d] - 1) / block[d]);
        total += nblocks[d];
    }
    int *mapc = malloc(total * sizeof *mapc), k = 0;
    if (!mapc)
        gaupc_error(total, "out of memory");
    for (int d = 0; d < a->ndim; d++)
        for (int b = 0; b < nblocks[d]; b++)
            mapc[k++] = b * block[d];
    gaupc_GA_Set_tiled_irreg_proc_grid(g_a, mapc, nblocks, proc_grid);
    free(mapc);
}

static void set_restricted(gaupc_array *a, const int *list, int size)
{
    if (size < 1 || size > a->nprocs)
        gaupc_error(size, "invalid number of processes in restricted list");
    free(a->restr_list);
    free(a->restr_rank);
    a->restr_list = malloc(size * sizeof(int));
    a->restr_rank = malloc(a->nprocs * sizeof(int));
    for (int p = 0; p < a->nprocs; p++)
        a->restr_rank[p] = -1;
    for (int i = 0; i < size; i++) {
        if (list[i] < 0 || list[i] >= a->nprocs)
            gaupc_error(list[i], "Invalid processor in list");
        a->restr_list[i] = list[i];
        a->restr_rank[list[i]] = i;
    }
    a->nrestr = size;
}

/* A restricted list given after the array was allocated: GA 5.8 takes it (it checks the
   process numbers) and moves no data, so that its array's blocks are then mapped to processes
   that hold other data. The library checks the list the same way and keeps the distribution
   the array was allocated with. */
static int late_restricted(int g_a, const int *list, int size)
{
    gaupc_array *a = gaupc_handle(g_a);
    if (!a->allocated)
        return 0;
    for (int i = 0; i < size; i++)
        if (list[i] < 0 || list[i] >= a->nprocs)
            gaupc_error(list[i], "Invalid processor in list");
    return 1;
}

void gaupc_GA_Set_restricted(int g_a, int list[], int size)
{
    if (!late_restricted(g_a, list, size))
        set_restricted(gaupc_handle(g_a), list, size);
}

static void read_only_layout(gaupc_array *a);
static void read_only_restore(gaupc_array *a);

/* Collective, on an allocated array, as in GA (over every process for read_only). */
void gaupc_NGA_Set_property(int g_a, char *property)
{
    gaupc_array *a = gaupc_arr(g_a);
    gaupc_array_sync(a);
    if (a->property)
        gaupc_error(0, "Cannot set property on an array that already has property set");
    if (property && !strcmp(property, "read_only")) {
        if (a->distr != GAUPC_REGULAR)
            gaupc_error(0, "Block-cyclic arrays not supported for READ_ONLY");
        if (a->pgroup != GAUPC_WORLD)
            gaupc_error(a->pgroup, "read_only is supported for arrays of every process only, not of group %d",
                        a->pgroup);
        read_only_layout(a);
        a->property = GAUPC_READ_ONLY;
    } else if (property && !strcmp(property, "read_cache")) {
        a->property = GAUPC_READ_CACHE;
    } else {
        gaupc_error(0, "Trying to set unknown property");
    }
    gaupc_array_sync(a);
}

void gaupc_NGA_Unset_property(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    gaupc_array_sync(a);
    if (a->property == GAUPC_READ_ONLY && a->saved)
        read_only_restore(a);
    a->property = 0;
    gaupc_array_sync(a);
}

void gaupc_GA_Set_restricted_range(int g_a, int lo_proc, int hi_proc)
{
    gaupc_array *a = gaupc_handle(g_a);
    int n = hi_proc - lo_proc + 1;
    if (n < 1)
        gaupc_error(n, "invalid process range");
    int *l = malloc(n * sizeof *l);
    for (int i = 0; i < n; i++)
        l[i] = lo_proc + i;
    if (!late_restricted(g_a, l, n))
        set_restricted(a, l, n);
    free(l);
}

/* ------------------------------------------------------------------ default distribution */

/* GA's heuristic (see the top of this file), in GA's internal axis order. */
static void default_grid(int n, const long *ext, long nprocs, long *grid)
{
    long primes[64];
    int np = 0;
    long m = nprocs;
    for (long p = 2; p * p <= m; p++)
        while (m % p == 0) {
            primes[np++] = p;
            m /= p;
        }
    if (m > 1)
        primes[np++] = m;
    for (int d = 0; d < n; d++)
        grid[d] = 1;
    int start = 0;
    for (int k = np - 1; k >= 0; k--) {
        int best = start;
        double bestw = 0;
        for (int j = 0; j < n; j++) {
            int d = (start + j) % n;
            long cand = primes[k] * grid[d];
            double w = ext[d] < cand ? 1.1 : (double)(ext[d] % cand) / (double)ext[d];
            if (j == 0 || w < bestw) {
                bestw = w;
                best = d;
            }
        }
        grid[best] *= primes[k];
        start = (start + 1) % n;
    }
}

static void default_distribution(gaupc_array *a, long nprocs)
{
    int n = a->ndim;
    long fdims[GA_MAX_DIM], fchunk[GA_MAX_DIM], blk[GA_MAX_DIM], ext[GA_MAX_DIM], grid[GA_MAX_DIM];
    for (int i = 0; i < n; i++) {
        fdims[i] = a->dims[n - 1 - i];
        fchunk[i] = a->chunk[n - 1 - i];
    }
    /* a zero first chunk (the last C dimension's) means "no chunks at all" to GA */
    for (int i = 0; i < n; i++) {
        blk[i] = fchunk[0] != 0 ? (fchunk[i] < fdims[i] ? fchunk[i] : fdims[i]) : -1;
        if (fdims[i] == 1)
            blk[i] = 1;
        if (blk[i] < 1)
            blk[i] = 1;
        ext[i] = (fdims[i] + blk[i] - 1) / blk[i];
    }
    default_grid(n, ext, nprocs, grid);
    for (int i = 0; i < n; i++)
        blk[i] = (ext[i] + grid[i] - 1) / grid[i];
    for (int i = 0; i < n; i++) {
        long unit = fchunk[i] > 1 ? (fchunk[i] < fdims[i] ? fchunk[i] : fdims[i]) : 1;
        long units = fchunk[i] > 1 ? (fdims[i] - 1) / unit + 1 : fdims[i];
        long pcut = units - (blk[i] - 1) * grid[i]; /* the first pcut blocks get one more */
        long *m = malloc(grid[i] * sizeof(long));
        long at = 0;
        int nb = 0;
        for (long p = 0; p < grid[i] && at < fdims[i]; p++, nb++) {
            long b = blk[i] - (p >= pcut ? 1 : 0);
            m[nb] = at;
            at += b * unit;
        }
        int c = n - 1 - i;
        free(a->map[c]);
        a->map[c] = m;
        a->grid[c] = nb;
    }
}

/* ------------------------------------------------------------------ distribution queries */

static long grid_size(const gaupc_array *a)
{
    long n = 1;
    for (int d = 0; d < a->ndim; d++)
        n *= a->grid[d];
    return n;
}

/* the last block index along d whose start is <= x */
static long find_block(const long *map, long nblocks, long x)
{
    long lo = 0, hi = nblocks - 1;
    while (lo < hi) {
        long mid = (lo + hi + 1) / 2;
        if (map[mid] <= x)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* The block-cyclic distributions: blocks of fixed extents (block_dims). */
static int fixed_blocks(const gaupc_array *a)
{
    return a->distr == GAUPC_SCALAPACK || a->distr == GAUPC_BLOCK_CYCLIC;
}

static long block_coord(const gaupc_array *a, int d, long x)
{
    if (fixed_blocks(a))
        return x / a->block_dims[d];
    if (a->distr == GAUPC_TILED_IRREG)
        return find_block(a->map[d], a->num_blocks[d], x);
    return find_block(a->map[d], a->grid[d], x);
}

static void coord_extent(const gaupc_array *a, int d, long c, long *lo, long *hi)
{
    if (fixed_blocks(a)) {
        *lo = c * a->block_dims[d];
        *hi = (c + 1) * a->block_dims[d] - 1;
        if (*hi >= a->dims[d])
            *hi = a->dims[d] - 1;
        return;
    }
    long nb = a->distr == GAUPC_TILED_IRREG ? a->num_blocks[d] : a->grid[d];
    *lo = a->map[d][c];
    *hi = c == nb - 1 ? a->dims[d] - 1 : a->map[d][c + 1] - 1;
}

void gaupc_block_extent(gaupc_array *a, long blk, long *lo, long *hi)
{
    for (int d = a->ndim - 1; d >= 0; d--) {
        long c = blk % a->num_blocks[d];
        if (c < 0)
            c += a->num_blocks[d];
        blk /= a->num_blocks[d];
        coord_extent(a, d, c, &lo[d], &hi[d]);
    }
}

/* The owner of block blk, whose coordinates are c: round-robin, or by the process grid. */
static int owner_of_block(const gaupc_array *a, long blk, const long *c)
{
    if (a->distr == GAUPC_BLOCK_CYCLIC)
        return (int)(blk % a->nprocs);
    long p = 0;
    for (int d = 0; d < a->ndim; d++)
        p = p * a->grid[d] + c[d] % a->grid[d];
    return (int)p;
}

int gaupc_block_owner(gaupc_array *a, long blk)
{
    long c[GA_MAX_DIM], b = blk;
    for (int d = a->ndim - 1; d >= 0; d--) {
        c[d] = b % a->num_blocks[d];
        b /= a->num_blocks[d];
    }
    return owner_of_block(a, blk, c);
}

/* The patch of process iproc (regular) or of block iproc (block-cyclic); a process that holds
   nothing gets lo = -1, hi = -2, as in GA. */
void gaupc_distribution(gaupc_array *a, long iproc, long *lo, long *hi)
{
    if (a->distr != GAUPC_REGULAR) {
        gaupc_block_extent(a, iproc, lo, hi);
        return;
    }
    long lp = iproc;
    if (a->nrestr > 0)
        lp = iproc >= 0 && iproc < a->nprocs ? a->restr_rank[iproc] : -1;
    if (lp < 0 || lp >= grid_size(a)) {
        for (int d = 0; d < a->ndim; d++) {
            lo[d] = -1;
            hi[d] = -2;
        }
        return;
    }
    for (int d = a->ndim - 1; d >= 0; d--) {
        long c = lp % a->grid[d];
        lp /= a->grid[d];
        coord_extent(a, d, c, &lo[d], &hi[d]);
    }
}

int gaupc_owner(gaupc_array *a, const long *sub, long *blk)
{
    long c[GA_MAX_DIM];
    for (int d = 0; d < a->ndim; d++) {
        if (sub[d] < 0 || sub[d] >= a->dims[d])
            return -1;
        c[d] = block_coord(a, d, sub[d]);
    }
    long idx = 0;
    if (a->distr == GAUPC_REGULAR) {
        for (int d = 0; d < a->ndim; d++)
            idx = idx * a->grid[d] + c[d];
        if (blk)
            *blk = idx;
        return a->nrestr > 0 ? a->restr_list[idx] : (int)idx;
    }
    for (int d = 0; d < a->ndim; d++)
        idx = idx * a->num_blocks[d] + c[d];
    if (blk)
        *blk = idx;
    return owner_of_block(a, idx, c);
}

/* The pieces of patch [lo, hi]: one per block it meets, in GA's order (block coordinates
   with the last C dimension fastest). */
int gaupc_pieces(gaupc_array *a, const long *lo, const long *hi, gaupc_piece **out)
{
    int n = a->ndim;
    long c0[GA_MAX_DIM], c1[GA_MAX_DIM], c[GA_MAX_DIM];
    long total = 1;
    for (int d = 0; d < n; d++) {
        c0[d] = block_coord(a, d, lo[d]);
        c1[d] = block_coord(a, d, hi[d]);
        c[d] = c0[d];
        total *= c1[d] - c0[d] + 1;
    }
    gaupc_piece *p = malloc((total ? total : 1) * sizeof *p);
    int np = 0;
    for (long k = 0; k < total; k++) {
        gaupc_piece *q = &p[np];
        int empty = 0;
        long idx = 0;
        for (int d = 0; d < n; d++) {
            coord_extent(a, d, c[d], &q->blo[d], &q->bhi[d]);
            q->lo[d] = lo[d] > q->blo[d] ? lo[d] : q->blo[d];
            q->hi[d] = hi[d] < q->bhi[d] ? hi[d] : q->bhi[d];
            if (q->lo[d] > q->hi[d])
                empty = 1;
            idx = idx * (a->distr == GAUPC_REGULAR ? a->grid[d] : a->num_blocks[d]) + c[d];
        }
        if (!empty) {
            q->blk = idx;
            if (a->distr == GAUPC_REGULAR) {
                q->proc = a->nrestr > 0 ? a->restr_list[idx] : (int)idx;
                q->off = 0;
            } else {
                q->proc = owner_of_block(a, idx, c);
                q->off = a->block_off[idx];
            }
            np++;
        }
        for (int d = n - 1; d >= 0; d--) {
            if (++c[d] <= c1[d])
                break;
            c[d] = c0[d];
        }
    }
    *out = p;
    return np;
}

long gaupc_my_nblocks(gaupc_array *a)
{
    if (a->distr == GAUPC_REGULAR)
        return a->local_elems > 0 ? 1 : 0;
    long n = 0;
    for (long b = 0; b < a->block_total; b++)
        if (gaupc_block_owner(a, b) == a->me)
            n++;
    return n;
}

long gaupc_block_strides(const gaupc_array *a, const long *blo, const long *bhi, long *stride)
{
    int n = a->ndim;
    long first = 0;
    stride[n - 1] = 1;
    for (int d = n - 2; d >= 0; d--)
        stride[d] = stride[d + 1] * (bhi[d + 1] - blo[d + 1] + 1 + 2 * a->width[d + 1]);
    for (int d = 0; d < n; d++)
        first += a->width[d] * stride[d];
    return first;
}

/* The elements of a block of extent [lo, hi] with its ghost cells. */
static long padded_elems(const gaupc_array *a, const long *lo, const long *hi)
{
    long e = 1;
    for (int d = 0; d < a->ndim; d++)
        e *= hi[d] - lo[d] + 1 + 2 * a->width[d];
    return e;
}

/* Copies the interior of a padded block (storage p) to or from a dense buffer. */
static void ghost_block_copy(const gaupc_array *a, char *p, const long *lo, const long *hi, char *dense, int to_dense)
{
    long stride[GA_MAX_DIM], idx[GA_MAX_DIM];
    int n = a->ndim;
    long first = gaupc_block_strides(a, lo, hi, stride);
    long row = hi[n - 1] - lo[n - 1] + 1, rows = gaupc_nelems(n, lo, hi) / row;
    size_t bytes = (size_t)row * a->esize;
    for (int d = 0; d < n; d++)
        idx[d] = 0;
    for (long r = 0; r < rows; r++) {
        long off = first;
        for (int d = 0; d < n - 1; d++)
            off += idx[d] * stride[d];
        char *q = p + off * a->esize, *u = dense + r * bytes;
        if (to_dense)
            memcpy(u, q, bytes);
        else
            memcpy(q, u, bytes);
        for (int d = n - 2; d >= 0; d--) {
            if (++idx[d] <= hi[d] - lo[d])
                break;
            idx[d] = 0;
        }
    }
}

void *gaupc_my_block_addr(gaupc_array *a, long i, long *lo, long *hi)
{
    char *base = (char *)a->part[a->me];
    if (a->distr == GAUPC_REGULAR) {
        gaupc_distribution(a, a->me, lo, hi);
        return base;
    }
    for (long b = 0; b < a->block_total; b++)
        if (gaupc_block_owner(a, b) == a->me && i-- == 0) {
            gaupc_block_extent(a, b, lo, hi);
            return base + a->block_off[b] * a->esize;
        }
    return NULL;
}

void *gaupc_my_block_1d(gaupc_array *a, long i, long *lo, long *hi)
{
    long stride[1];
    char *base = gaupc_my_block_addr(a, i, lo, hi);
    return base + gaupc_block_strides(a, lo, hi, stride) * a->esize;
}

void *gaupc_my_block(gaupc_array *a, long i, long *lo, long *hi)
{
    char *base = gaupc_my_block_addr(a, i, lo, hi);
    if (!a->ghosts || !base)
        return base;
    char *dense = malloc((size_t)gaupc_nelems(a->ndim, lo, hi) * a->esize + 1);
    ghost_block_copy(a, base, lo, hi, dense, 1);
    return dense;
}

void gaupc_my_block_done(gaupc_array *a, void *base, const long *lo, const long *hi, int written)
{
    if (!a->ghosts || !base)
        return;
    if (written)
        ghost_block_copy(a, (char *)a->part[a->me], lo, hi, base, 0);
    free(base);
}

int gaupc_compare_distr(gaupc_array *a, gaupc_array *b)
{
    if (a->ndim != b->ndim)
        return 0;
    for (int d = 0; d < a->ndim; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    if (a->distr != b->distr)
        return 0;
    for (int d = 0; d < a->ndim; d++) {
        if (a->grid[d] != b->grid[d])
            return 0;
        if (fixed_blocks(a)) {
            if (a->block_dims[d] != b->block_dims[d])
                return 0;
        } else {
            long nb = a->distr == GAUPC_TILED_IRREG ? a->num_blocks[d] : a->grid[d];
            if (a->distr == GAUPC_TILED_IRREG && a->num_blocks[d] != b->num_blocks[d])
                return 0;
            for (long j = 0; j < nb; j++)
                if (a->map[d][j] != b->map[d][j])
                    return 0;
        }
    }
    if (a->nrestr != b->nrestr)
        return 0;
    for (int i = 0; i < a->nrestr; i++)
        if (a->restr_list[i] != b->restr_list[i])
            return 0;
    return 1;
}

/* ------------------------------------------------------------------ allocation */

/* Elements of every process's part; returns the largest. */
static long layout(gaupc_array *a)
{
    long maxe = 0;
    if (a->distr == GAUPC_REGULAR) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        for (int p = 0; p < a->nprocs; p++) {
            gaupc_distribution(a, p, lo, hi);
            long e = lo[0] < 0 ? 0 : gaupc_nelems(a->ndim, lo, hi);
            long stored = lo[0] < 0 ? 0 : padded_elems(a, lo, hi);
            if (stored > maxe)
                maxe = stored;
            if (p == a->me)
                a->local_elems = e;
        }
        return maxe;
    }
    long *cum = calloc(a->nprocs, sizeof(long));
    free(a->block_off);
    a->block_off = malloc(a->block_total * sizeof(long));
    for (long b = 0; b < a->block_total; b++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        int p = gaupc_block_owner(a, b);
        gaupc_block_extent(a, b, lo, hi);
        a->block_off[b] = cum[p];
        cum[p] += gaupc_nelems(a->ndim, lo, hi);
    }
    for (int p = 0; p < a->nprocs; p++)
        if (cum[p] > maxe)
            maxe = cum[p];
    a->local_elems = cum[a->me];
    free(cum);
    return maxe;
}

static void prepare_layout(gaupc_array *a)
{
    if (a->ndim < 1)
        gaupc_error(0, "Insufficient data to create global array");
    if (a->ghosts && a->distr != GAUPC_REGULAR)
        gaupc_error(0, "ghost cells are only supported for regular and irregular distributions");
    if (a->distr == GAUPC_REGULAR) {
        long avail = a->nrestr > 0 ? a->nrestr : a->nprocs;
        if (!a->irreg)
            default_distribution(a, avail);
        else if (grid_size(a) > avail)
            gaupc_error(grid_size(a), "irregular distribution has more blocks than processes");
    } else if (a->distr != GAUPC_BLOCK_CYCLIC && grid_size(a) != a->nprocs) {
        gaupc_error(0, "Number of processors in processor grid must equal available processors");
    }
}

/* A new array reads as zero, as GA's do in practice (their memory comes fresh from the system,
   and programs read arrays they never wrote). The runtime's heap hands out memory that earlier
   objects used, so each process clears its own part of a new array: only the pages that were
   ever touched (resident, by mincore), since a page never touched reads as zero already and
   clearing it would commit memory that a large array may never use. */
static void clear_own_part(void *p, size_t n)
{
    long page = sysconf(_SC_PAGESIZE);
    uintptr_t start = (uintptr_t)p, end = start + n;
    uintptr_t at = start & ~(uintptr_t)(page - 1);
    unsigned char vec[1024];
    while (at < end) {
        size_t pages = (end - at + (size_t)page - 1) / (size_t)page;
        if (pages > sizeof vec)
            pages = sizeof vec;
        int known = mincore((void *)at, pages * (size_t)page, vec) == 0;
        for (size_t i = 0; i < pages; i++, at += (uintptr_t)page) {
            if (known && !(vec[i] & 1))
                continue;
            uintptr_t lo = at < start ? start : at, hi = at + (uintptr_t)page > end ? end : at + (uintptr_t)page;
            memset((void *)lo, 0, hi - lo);
        }
    }
}

/* An array's storage: `bytes` on every thread (upc_all_alloc takes exactly that per thread; its
   memory returns to the runtime's heap at upc_all_free, for later arrays), this thread's part
   cleared (the array's creation synchronises its members before anyone writes it). */
static shared void *storage_alloc(size_t bytes, size_t *got)
{
    *got = bytes;
    shared void *mem = upc_all_alloc(THREADS, bytes);
    if (mem)
        clear_own_part((char *)((shared char *)mem + MYTHREAD), bytes);
    return mem;
}

/* An array on a group cannot be allocated collectively over every thread: each member
   allocates its part in its own shared memory (upc_alloc) and the members exchange the
   pointers through the group's broadcast. */
static void mirror_attach(gaupc_array *a, size_t bytes);

static void attach_memory(gaupc_array *a, long maxe)
{
    size_t bytes = (size_t)(maxe > 0 ? maxe : 1) * (size_t)a->esize;
    free(a->part);
    a->part = malloc(a->nprocs * sizeof *a->part);
    if (a->pgroup == GAUPC_MIRROR) {
        mirror_attach(a, bytes);
        return;
    }
    if (!a->procs) {
        a->mem = storage_alloc(bytes, &a->mem_bytes);
        for (int t = 0; t < THREADS; t++)
            a->part[t] = (gaupc_sptr)((shared char *)a->mem + t);
        return;
    }
    a->own = upc_alloc(bytes);
    if (!a->own)
        gaupc_error((long)bytes, "out of shared memory for array %s", a->name);
    clear_own_part((char *)a->own, bytes);
    a->mem_bytes = bytes;
    gaupc_team t = gaupc_team_of(a->pgroup);
    for (int r = 0; r < a->nprocs; r++) {
        gaupc_sptr p = r == a->me ? (gaupc_sptr)a->own : NULL;
        gaupc_team_brdcst(&t, &p, sizeof p, r);
        a->part[r] = p;
    }
}

/* The array's storage goes back (collective over its group). */
static void detach_memory(gaupc_array *a)
{
    if (a->mem)
        upc_all_free(a->mem);
    if (a->own)
        upc_free(a->own);
    a->mem = NULL;
    a->own = NULL;
}

/* An array is created by the members of its group. */
static gaupc_array *member(gaupc_array *a)
{
    if (a->me < 0)
        gaupc_error(a->pgroup, "process %d is not a member of process group %d of array %s", gaupc_me, a->pgroup,
                    a->name);
    return a;
}

static void count_creation(gaupc_array *a)
{
    gaupc_stats.numcre++;
    gaupc_stats.curmem += a->local_elems * a->esize;
    if (gaupc_stats.curmem > gaupc_stats.maxmem)
        gaupc_stats.maxmem = gaupc_stats.curmem;
}

static void mirror_allocation(gaupc_array *a);

int gaupc_GA_Allocate(int g_a)
{
    gaupc_array *a = gaupc_handle(g_a);
    if (a->allocated)
        gaupc_error(g_a, "array %d is already allocated", g_a);
    mirror_allocation(a);
    gaupc_array_sync(member(a));
    prepare_layout(a);
    long maxe = layout(a);
    attach_memory(a, maxe);
    a->allocated = 1;
    count_creation(a);
    gaupc_array_sync(a);
    return 1;
}

int gaupc_NGA_Create(int type, int ndim, int dims[], char *name, int chunk[])
{
    gaupc_check_init();
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions %d (1 to %d)", ndim, GA_MAX_DIM);
    long d[GA_MAX_DIM], c[GA_MAX_DIM];
    gaupc_c2l(ndim, dims, d);
    if (chunk)
        gaupc_c2l(ndim, chunk, c);
    int g = new_handle();
    gaupc_array *a = gaupc_handle(g);
    set_data(a, ndim, d, type);
    set_name(a, name);
    set_chunk(a, chunk ? c : NULL);
    gaupc_GA_Allocate(g);
    return g;
}

int gaupc_NGA_Create64(int type, int ndim, int64_t dims[], char *name, int64_t chunk[])
{
    gaupc_check_init();
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions %d (1 to %d)", ndim, GA_MAX_DIM);
    long d[GA_MAX_DIM], c[GA_MAX_DIM];
    for (int i = 0; i < ndim; i++) {
        d[i] = (long)dims[i];
        c[i] = chunk ? (long)chunk[i] : 0;
    }
    int g = new_handle();
    gaupc_array *a = gaupc_handle(g);
    set_data(a, ndim, d, type);
    set_name(a, name);
    set_chunk(a, chunk ? c : NULL);
    gaupc_GA_Allocate(g);
    return g;
}

int gaupc_NGA_Create_irreg(int type, int ndim, int dims[], char *name, int block[], int map[])
{
    gaupc_check_init();
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions %d (1 to %d)", ndim, GA_MAX_DIM);
    long d[GA_MAX_DIM];
    gaupc_c2l(ndim, dims, d);
    int g = new_handle();
    gaupc_array *a = gaupc_handle(g);
    set_data(a, ndim, d, type);
    set_name(a, name);
    set_maps(a, map, block);
    for (int i = 0; i < ndim; i++)
        a->grid[i] = block[i];
    a->irreg = 1;
    gaupc_GA_Allocate(g);
    return g;
}

/* b becomes a's description with lists of its own, without storage. */
static void copy_layout(gaupc_array *b, const gaupc_array *a)
{
    *b = *a;
    b->allocated = 0;
    b->mem = NULL;
    b->own = NULL;
    b->getmem = -1;
    b->part = NULL;
    b->procs = NULL;
    b->saved = NULL;
    if (a->procs) {
        b->procs = malloc(a->nprocs * sizeof(int));
        memcpy(b->procs, a->procs, a->nprocs * sizeof(int));
    }
    for (int d = 0; d < GA_MAX_DIM; d++) {
        b->map[d] = NULL;
        if (a->map[d]) {
            long nb = a->distr == GAUPC_TILED_IRREG ? a->num_blocks[d] : a->grid[d];
            b->map[d] = malloc(nb * sizeof(long));
            memcpy(b->map[d], a->map[d], nb * sizeof(long));
        }
    }
    b->block_off = NULL;
    if (a->block_off) {
        b->block_off = malloc(a->block_total * sizeof(long));
        memcpy(b->block_off, a->block_off, a->block_total * sizeof(long));
    }
    b->restr_list = NULL;
    b->restr_rank = NULL;
    if (a->nrestr > 0) {
        b->restr_list = malloc(a->nrestr * sizeof(int));
        memcpy(b->restr_list, a->restr_list, a->nrestr * sizeof(int));
        b->restr_rank = malloc(a->nprocs * sizeof(int));
        memcpy(b->restr_rank, a->restr_rank, a->nprocs * sizeof(int));
    }
}

/* A new handle describing the same distribution as a (no storage yet). */
static int copy_description(gaupc_array *a, const char *name)
{
    int g = new_handle();
    gaupc_array *b = gaupc_handle(g);
    int used = b->used, handle = b->handle;
    free(b->procs);
    copy_layout(b, a);
    b->used = used;
    b->handle = handle;
    strncpy(b->name, name ? name : "", sizeof b->name - 1);
    b->name[sizeof b->name - 1] = 0;
    return g;
}

int gaupc_GA_Duplicate(int g_a, char *name)
{
    gaupc_array *a = gaupc_arr(g_a);
    gaupc_array_sync(a);
    int g = copy_description(a, name);
    gaupc_array *b = gaupc_handle(g);
    long maxe = layout(b);
    attach_memory(b, maxe);
    b->allocated = 1;
    count_creation(b);
    gaupc_array_sync(b);
    return g;
}

static void free_getmem(int i);

void gaupc_GA_Destroy(int g_a)
{
    gaupc_array *a = gaupc_handle(g_a);
    gaupc_array_sync(member(a));
    gaupc_stats.numdes++;
    if (a->allocated) {
        gaupc_stats.curmem -= a->local_elems * a->esize;
        detach_memory(a);
        if (a->getmem >= 0)
            free_getmem(a->getmem); /* as in GA, destroying the array frees GA_Getmem's memory */
    }
    long i = (long)g_a + GAUPC_OFFSET;
    gaupc_team t = gaupc_team_of(a->pgroup);
    release(a);
    arrays[i] = NULL;
    gaupc_team_barrier(&t);
}

/* ------------------------------------------------------------------ mirrored arrays, overlays */

/* Mirrored arrays (GA_Set_pgroup(g_a, GA_Pgroup_get_mirror()), NGA_Create_config(..., 0)): one
   whole copy per node, distributed over the node's processes. On each process the mirror group
   (GAUPC_MIRROR) is its node's processes, so the array's description there is its node's copy
   (its ranks are the node's, its reductions run on the node, its synchronisations on every
   process, as GA's), and every transfer acts on that copy. The copies share one allocation over every thread: a thread's block holds its part of
   its node's copy. On one node, as in GA 5.8, the array is an ordinary array of the world. */
/* The processes of a node, ascending, into a new list; returns their number. */
static int node_procs(int node, int **list)
{
    int n = 0;
    *list = malloc(gaupc_nproc * sizeof **list);
    for (int p = 0; p < gaupc_nproc; p++)
        if (node_of[p] == node)
            (*list)[n++] = p;
    return n;
}

static void mirror_group_init(void)
{
    int *l;
    int n = node_procs(node_of[gaupc_me], &l);
    pgroup *g = &groups[GAUPC_MIRROR_SLOT];
    *g = (pgroup){1, n, l, -1, 0, 0};
    for (int r = 0; r < n; r++)
        if (l[r] == gaupc_me)
            g->me = r;
}

/* Before an allocation (or overlay) on the mirror group (collective over every process). */
static void mirror_allocation(gaupc_array *a)
{
    if (a->pgroup != GAUPC_MIRROR)
        return;
    if (nnodes == 1) {
        bind_group(a, GAUPC_WORLD);
        return;
    }
    if (a->nrestr > 0)
        gaupc_error(a->nrestr, "a mirrored array cannot have a restricted process list");
}

/* One allocation over every thread, as large as the largest part of any node's copy. */
static void mirror_attach(gaupc_array *a, size_t bytes)
{
    long most = (long)bytes;
    gaupc_gop(C_LONG, &most, 1, "max");
    a->mem = storage_alloc((size_t)most, &a->mem_bytes);
    for (int r = 0; r < a->nprocs; r++)
        a->part[r] = (gaupc_sptr)((shared char *)a->mem + a->procs[r]);
}

/* The copy of another node, described over that node's processes, for reading. */
static gaupc_array *node_copy(const gaupc_array *a, int node)
{
    gaupc_array *c = calloc(1, sizeof *c);
    copy_layout(c, a);
    free(c->procs);
    c->nprocs = node_procs(node, &c->procs);
    c->me = 0; /* layout() counts some rank's elements; this process is none of them */
    prepare_layout(c);
    layout(c);
    c->me = -1;
    c->part = malloc(c->nprocs * sizeof *c->part);
    for (int r = 0; r < c->nprocs; r++)
        c->part[r] = (gaupc_sptr)((shared char *)a->mem + c->procs[r]);
    c->allocated = 1;
    return c;
}

/* Collective over every process: each process adds up, in node order, every node's copy of its
   own blocks, then (after a barrier) stores the sums, so every copy gets the same bits. */
void gaupc_GA_Merge_mirrored(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    upc_fence;
    upc_barrier;
    if (a->pgroup != GAUPC_MIRROR)
        return;
    int mine = node_of[gaupc_me];
    char one[sizeof(DoubleComplex)];
    gaupc_one(a->type, one);
    gaupc_array **copies = calloc(nnodes, sizeof *copies);
    for (int m = 0; m < nnodes; m++)
        if (m != mine)
            copies[m] = node_copy(a, m);
    long nb = gaupc_my_nblocks(a);
    char **sums = calloc(nb > 0 ? nb : 1, sizeof *sums);
    for (long i = 0; i < nb; i++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        void *p = gaupc_my_block(a, i, lo, hi);
        long n = gaupc_nelems(a->ndim, lo, hi);
        char *tmp = malloc((size_t)n * a->esize);
        sums[i] = calloc((size_t)n, a->esize);
        for (int m = 0; m < nnodes; m++) {
            if (m != mine)
                gaupc_get_dense(copies[m], lo, hi, tmp);
            gaupc_axpy_elems(a->type, sums[i], m == mine ? p : tmp, n, one);
        }
        free(tmp);
        gaupc_my_block_done(a, p, lo, hi, 0);
    }
    upc_barrier;
    for (long i = 0; i < nb; i++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        void *p = gaupc_my_block(a, i, lo, hi);
        memcpy(p, sums[i], (size_t)gaupc_nelems(a->ndim, lo, hi) * a->esize);
        gaupc_my_block_done(a, p, lo, hi, 1);
        free(sums[i]);
    }
    free(sums);
    for (int m = 0; m < nnodes; m++)
        if (copies[m])
            release(copies[m]);
    free(copies);
    upc_barrier;
}

/* Collective over every process: B's patch [blo, bhi] becomes the sum of every node's copy of
   the mirrored A's patch [alo, ahi] (each process accumulates the part of A's patch it holds).
   On one node A is an ordinary array and this is a copy of the patch, as in GA 5.8. */
static void merge_distr_patch(int g_a, const long *alo, const long *ahi, int g_b, const long *blo, const long *bhi)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b);
    if (a->pgroup != GAUPC_MIRROR && nnodes > 1)
        gaupc_error(g_a, "array %d (%s) is not mirrored", g_a, a->name);
    if (b->pgroup == GAUPC_MIRROR)
        gaupc_error(g_b, "array %d (%s) is mirrored", g_b, b->name);
    if (a->ndim != b->ndim)
        gaupc_error(b->ndim, "arrays %d and %d have different numbers of dimensions", g_a, g_b);
    gaupc_check_same_type(a, g_a, b, g_b);
    gaupc_check_patch(a, alo, ahi);
    gaupc_check_patch(b, blo, bhi);
    for (int d = 0; d < a->ndim; d++)
        if (ahi[d] - alo[d] != bhi[d] - blo[d])
            gaupc_error(d, "the patches differ in extent along dimension %d", d);
    upc_fence;
    upc_barrier;
    long nb = gaupc_my_nblocks(a);
    if (b->me >= 0) {
        /* zero B's patch: each process the part of it that it holds */
        long z = gaupc_nelems(b->ndim, blo, bhi);
        char *zero = calloc((size_t)z, b->esize);
        gaupc_piece *pcs;
        int np = gaupc_pieces(b, blo, bhi, &pcs);
        for (int k = 0; k < np; k++)
            if (pcs[k].proc == b->me)
                gaupc_put_dense(b, pcs[k].lo, pcs[k].hi, zero);
        free(pcs);
        free(zero);
    }
    upc_barrier;
    char one[sizeof(DoubleComplex)];
    gaupc_one(a->type, one);
    for (long i = 0; i < nb; i++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM], dlo[GA_MAX_DIM], dhi[GA_MAX_DIM];
        gaupc_my_block_addr(a, i, lo, hi);
        int meets = 1;
        for (int d = 0; d < a->ndim; d++) {
            lo[d] = lo[d] > alo[d] ? lo[d] : alo[d];
            hi[d] = hi[d] < ahi[d] ? hi[d] : ahi[d];
            meets &= lo[d] <= hi[d];
            dlo[d] = blo[d] + lo[d] - alo[d];
            dhi[d] = blo[d] + hi[d] - alo[d];
        }
        if (!meets)
            continue;
        char *buf = malloc((size_t)gaupc_nelems(a->ndim, lo, hi) * a->esize);
        long ld[GA_MAX_DIM];
        for (int d = 0; d + 1 < a->ndim; d++)
            ld[d] = hi[d + 1] - lo[d + 1] + 1;
        gaupc_get_dense(a, lo, hi, buf);
        gaupc_xfer(b, GAUPC_ACC, dlo, dhi, buf, ld, one, -1);
        free(buf);
    }
    upc_fence;
    upc_barrier;
}

void gaupc_NGA_Merge_distr_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[])
{
    int n = gaupc_arr(g_a)->ndim, m = gaupc_arr(g_b)->ndim;
    long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
    gaupc_c2l(n, alo, al);
    gaupc_c2l(n, ahi, ah);
    gaupc_c2l(m, blo, bl);
    gaupc_c2l(m, bhi, bh);
    merge_distr_patch(g_a, al, ah, g_b, bl, bh);
}

void gaupc_NGA_Merge_distr_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[])
{
    int n = gaupc_arr(g_a)->ndim, m = gaupc_arr(g_b)->ndim;
    long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
    for (int d = 0; d < n; d++) {
        al[d] = (long)alo[d];
        ah[d] = (long)ahi[d];
    }
    for (int d = 0; d < m; d++) {
        bl[d] = (long)blo[d];
        bh[d] = (long)bhi[d];
    }
    merge_distr_patch(g_a, al, ah, g_b, bl, bh);
}

/* NGA_Set_property(g_a, "read_only"), collective over every process: as in GA 5.8, the array
   is laid out again on a new group of the processes of each node (one group number, each
   process a member of its node's), as one whole copy per node distributed over the node's
   processes (the default distribution; a chunk as large as its dimension is kept, other hints
   are not), and the values are copied in; gets then read the node's copy. The description
   before is kept for NGA_Unset_property. */
static void read_only_layout(gaupc_array *a)
{
    gaupc_array *old = calloc(1, sizeof *old);
    copy_layout(old, a);
    old->part = a->part;
    old->mem = a->mem;
    old->own = a->own;
    old->allocated = 1;
    a->part = NULL;
    a->mem = NULL;
    a->own = NULL;
    int *l;
    int n = node_procs(node_of[gaupc_me], &l);
    gaupc_team world = gaupc_team_of(GAUPC_WORLD);
    bind_group(a, gaupc_split_group(&world, l, n));
    for (int d = 0; d < a->ndim; d++)
        a->chunk[d] = a->chunk[d] == a->dims[d] ? a->dims[d] : -1;
    a->irreg = 0;
    free(a->restr_list);
    free(a->restr_rank);
    a->restr_list = NULL;
    a->restr_rank = NULL;
    a->nrestr = 0;
    prepare_layout(a);
    attach_memory(a, layout(a));
    for (long i = 0; i < gaupc_my_nblocks(a); i++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        void *p = gaupc_my_block(a, i, lo, hi);
        gaupc_get_dense(old, lo, hi, p);
        gaupc_my_block_done(a, p, lo, hi, 1);
    }
    upc_barrier;
    detach_memory(old);
    free(old->part);
    old->part = NULL;
    old->allocated = 0;
    a->saved = old;
}

/* NGA_Unset_property of a read-only array, collective over every process: the description
   before comes back, with the values of the node's copy, and the node groups are destroyed. */
static void read_only_restore(gaupc_array *a)
{
    gaupc_array *old = a->saved;
    a->saved = NULL;
    upc_barrier;
    attach_memory(old, layout(old));
    old->allocated = 1;
    for (long i = 0; i < gaupc_my_nblocks(old); i++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        void *p = gaupc_my_block(old, i, lo, hi);
        gaupc_get_dense(a, lo, hi, p);
        gaupc_my_block_done(old, p, lo, hi, 1);
    }
    upc_barrier;
    detach_memory(a);
    int grp = a->pgroup, used = a->used, handle = a->handle;
    char name[sizeof a->name];
    memcpy(name, a->name, sizeof name);
    free_layout(a);
    free(a->restr_list);
    free(a->restr_rank);
    free(a->procs);
    free(a->part);
    *a = *old;
    free(old);
    a->used = used;
    a->handle = handle;
    memcpy(a->name, name, sizeof name);
    gaupc_GA_Pgroup_destroy(grp);
}

/* GA_Overlay: g_a (described, not allocated) takes the storage of the allocated g_p: each of
   its processes' parts starts where that process's part of g_p starts. Collective over the
   group, which must be g_p's. Returns 0 (g_a stays unallocated) when some process's part of
   g_a would not fit in its part of g_p. Destroying or deallocating g_a leaves g_p's storage. */
int gaupc_GA_Overlay(int g_a, int g_p)
{
    gaupc_array *a = gaupc_handle(g_a), *p = gaupc_arr(g_p);
    if (a->allocated)
        gaupc_error(g_a, "array %d is already allocated", g_a);
    mirror_allocation(a);
    gaupc_array_sync(member(a));
    if (a->pgroup != p->pgroup)
        gaupc_error(g_p, "array %d (group %d) and its overlay %d (group %d) are on different process groups", g_p,
                    p->pgroup, g_a, a->pgroup);
    prepare_layout(a);
    long maxe = layout(a);
    if ((size_t)maxe * (size_t)a->esize > p->mem_bytes) {
        gaupc_array_sync(a);
        return 0;
    }
    free(a->part);
    a->part = malloc(a->nprocs * sizeof *a->part);
    memcpy(a->part, p->part, a->nprocs * sizeof *a->part);
    a->mem = NULL;
    a->own = NULL;
    a->allocated = 1;
    gaupc_array_sync(a);
    return 1;
}

/* GA_Deallocate: the storage goes back, the description stays, for GA_Allocate again (or a
   GA_Overlay); collective over the group. 0 when the array has no storage. */
int gaupc_GA_Deallocate(int g_a)
{
    gaupc_array *a = gaupc_handle(g_a);
    gaupc_array_sync(member(a));
    if (!a->allocated)
        return 0;
    if (a->mem || a->own)
        gaupc_stats.curmem -= a->local_elems * a->esize;
    detach_memory(a);
    if (a->getmem >= 0)
        free_getmem(a->getmem);
    a->getmem = -1;
    free(a->part);
    a->part = NULL;
    a->allocated = 0;
    gaupc_array_sync(a);
    return 1;
}

/* GA_Register_stack_memory: GA takes its internal temporary buffers from these functions
   instead of MA's stack. The library's temporaries are its own (malloc), so the functions are
   only checked: results are the same either way. */
void gaupc_GA_Register_stack_memory(void *(*ext_alloc)(size_t, int, char *), void (*ext_free)(void *))
{
    gaupc_check_init();
    if (!ext_alloc || !ext_free)
        gaupc_error(0, "invalid (null) allocation or free function");
}

/* GA_Set_memory_dev: GA places the array's memory on the named device (a GPU) when it is
   allocated. The library's arrays live in the UPC shared heap, so the handle and the name are
   only checked: results are the same either way. */
void gaupc_GA_Set_memory_dev(int g_a, char *device)
{
    gaupc_handle(g_a);
    if (!device || !*device)
        gaupc_error(g_a, "invalid (empty) memory device name");
}

/* ------------------------------------------------------------------ GA_Getmem */

typedef struct {
    void *local; /* what GA_Getmem returned here */
    shared void *mem;
    gaupc_sptr *part;
    int type;
    long bytes;
} getmem_block;
static getmem_block *getmems;
static int ngetmems;

void *gaupc_GA_Getmem(int type, int nelem, int grp_id)
{
    (void)grp_id;
    gaupc_check_init();
    int t = gaupc_type_c(type);
    if (!gaupc_type_size(t))
        gaupc_error(type, "ga_getmem: type not supported");
    long n = nelem > 0 ? nelem : 0;
    gaupc_gop(C_LONG, &n, 1, "max");
    long bytes = (n > 0 ? n : 1) * gaupc_type_size(t);
    shared void *mem = upc_all_alloc(THREADS, bytes);
    getmem_block g;
    g.mem = mem;
    g.part = malloc(THREADS * sizeof *g.part);
    for (int p = 0; p < THREADS; p++)
        g.part[p] = (gaupc_sptr)((shared char *)mem + p);
    g.local = (char *)g.part[gaupc_me];
    g.type = t;
    g.bytes = (long)(nelem > 0 ? nelem : 0) * gaupc_type_size(t);
    getmems = realloc(getmems, (ngetmems + 1) * sizeof *getmems);
    getmems[ngetmems++] = g;
    return g.local;
}

static int find_getmem(void *ptr)
{
    for (int i = 0; i < ngetmems; i++)
        if (getmems[i].local == ptr && getmems[i].mem)
            return i;
    gaupc_error(0, "pointer %p was not returned by GA_Getmem", ptr);
    return -1;
}

static void free_getmem(int i)
{
    upc_all_free(getmems[i].mem);
    free(getmems[i].part);
    getmems[i].mem = NULL;
    getmems[i].local = NULL;
}

void gaupc_GA_Freemem(void *ptr)
{
    gaupc_check_init();
    free_getmem(find_getmem(ptr));
}

int gaupc_GA_Assemble_duplicate(int g_a, char *name, void *ptr)
{
    gaupc_array *a = gaupc_arr(g_a);
    int i = find_getmem(ptr);
    upc_barrier;
    int g = copy_description(a, name);
    gaupc_array *b = gaupc_handle(g);
    b->type = getmems[i].type;
    b->esize = gaupc_type_size(b->type);
    layout(b);
    b->mem = NULL;
    b->getmem = i; /* GA_Destroy frees it */
    b->part = malloc(THREADS * sizeof *b->part);
    for (int p = 0; p < THREADS; p++)
        b->part[p] = getmems[i].part[p];
    b->allocated = 1;
    gaupc_stats.numcre++;
    gaupc_stats.curmem += getmems[i].bytes;
    if (gaupc_stats.curmem > gaupc_stats.maxmem)
        gaupc_stats.maxmem = gaupc_stats.curmem;
    b->local_elems = getmems[i].bytes / b->esize;
    upc_barrier;
    return g;
}

/* ------------------------------------------------------------------ inquiries */

void gaupc_NGA_Inquire(int g_a, int *type, int *ndim, int dims[])
{
    gaupc_array *a = gaupc_handle(g_a);
    *type = a->type;
    *ndim = a->ndim;
    for (int d = 0; d < a->ndim; d++)
        dims[d] = (int)a->dims[d];
}

int gaupc_GA_Ndim(int g_a)
{
    return gaupc_handle(g_a)->ndim;
}

char *gaupc_GA_Inquire_name(int g_a)
{
    return gaupc_handle(g_a)->name;
}

/* GA 5.8: 1 for the handle of an allocated array only (0 before GA_Allocate and after
   GA_Destroy). */
int gaupc_GA_Valid_handle(int g_a)
{
    gaupc_check_init();
    long i = (long)g_a + GAUPC_OFFSET;
    return i >= 0 && i < narrays && arrays[i] && arrays[i]->used && arrays[i]->allocated;
}

/* Stops the program, naming string, unless g_a is an allocated array's handle. */
void gaupc_GA_Check_handle(int g_a, char *string)
{
    if (!gaupc_GA_Valid_handle(g_a))
        gaupc_error(g_a, "%s: invalid array handle %d", string, g_a);
}

int gaupc_GA_Get_pgroup(int g_a)
{
    return gaupc_handle(g_a)->pgroup;
}

/* GA 5.8: 1 for an array of the mirror group; on one node an allocated one is the world's. */
int gaupc_GA_Is_mirrored(int g_a)
{
    return gaupc_handle(g_a)->pgroup == GAUPC_MIRROR;
}

void gaupc_NGA_Distribution(int g_a, int iproc, int lo[], int hi[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_distribution(a, iproc, l, h);
    gaupc_l2c(a->ndim, l, lo);
    gaupc_l2c(a->ndim, h, hi);
}

void gaupc_NGA_Distribution64(int g_a, int iproc, int64_t lo[], int64_t hi[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_distribution(a, iproc, l, h);
    for (int d = 0; d < a->ndim; d++) {
        lo[d] = l[d];
        hi[d] = h[d];
    }
}

int gaupc_GA_Compare_distr(int g_a, int g_b)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b);
    return gaupc_compare_distr(a, b) ? 0 : 1;
}

int gaupc_NGA_Locate(int g_a, int subscript[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long s[GA_MAX_DIM];
    gaupc_c2l(a->ndim, subscript, s);
    long blk;
    int p = gaupc_owner(a, s, &blk);
    if (p < 0)
        return -1;
    return a->distr == GAUPC_REGULAR ? p : (int)blk;
}

static int valid_region(gaupc_array *a, const long *lo, const long *hi)
{
    for (int d = 0; d < a->ndim; d++)
        if (lo[d] < 0 || hi[d] >= a->dims[d] || lo[d] > hi[d])
            return 0;
    return 1;
}

static int locate_nnodes(gaupc_array *a, const long *lo, const long *hi)
{
    if (!valid_region(a, lo, hi))
        return 0;
    gaupc_piece *p;
    int n = gaupc_pieces(a, lo, hi, &p);
    free(p);
    return n;
}

int gaupc_NGA_Locate_nnodes(int g_a, int lo[], int hi[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    return locate_nnodes(a, l, h);
}

int gaupc_NGA_Locate_nnodes64(int g_a, int64_t lo[], int64_t hi[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    for (int d = 0; d < a->ndim; d++) {
        l[d] = (long)lo[d];
        h[d] = (long)hi[d];
    }
    return locate_nnodes(a, l, h);
}

int gaupc_NGA_Locate_region(int g_a, int lo[], int hi[], int map[], int procs[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    if (!valid_region(a, l, h))
        return 0;
    gaupc_piece *p;
    int n = gaupc_pieces(a, l, h, &p);
    for (int i = 0; i < n; i++) {
        procs[i] = a->distr == GAUPC_REGULAR ? p[i].proc : (int)p[i].blk;
        for (int d = 0; d < a->ndim; d++) {
            map[2 * a->ndim * i + d] = (int)p[i].lo[d];
            map[2 * a->ndim * i + a->ndim + d] = (int)p[i].hi[d];
        }
    }
    free(p);
    return n;
}

void gaupc_GA_Get_block_info(int g_a, int num_blocks[], int block_dims[])
{
    gaupc_array *a = gaupc_arr(g_a);
    if (a->distr == GAUPC_TILED_IRREG)
        gaupc_error(0, "Don't know how to respond to get_block_info for irregular tiled array");
    for (int d = 0; d < a->ndim; d++) {
        num_blocks[d] = fixed_blocks(a) ? (int)a->num_blocks[d] : 0;
        block_dims[d] = fixed_blocks(a) ? (int)a->block_dims[d] : 0;
    }
}

/* GA 5.8 answers the process grid last dimension first (a 7 x 5 array on 2 processes, split
   along its rows, has the grid 1 2), as NGA_Proc_topology answers coordinates. */
void gaupc_GA_Get_proc_grid(int g_a, int dims[])
{
    gaupc_array *a = gaupc_arr(g_a);
    for (int d = 0; d < a->ndim; d++)
        dims[d] = a->grid[a->ndim - 1 - d];
}

/* Blocks along each dimension: the process grid's extents for the regular distributions,
   the numbers of blocks for the block-cyclic and tiled ones. */
void gaupc_GA_Nblock(int g_a, int nblock[])
{
    gaupc_array *a = gaupc_arr(g_a);
    for (int d = 0; d < a->ndim; d++)
        nblock[d] = (int)(a->distr == GAUPC_REGULAR ? a->grid[d] : a->num_blocks[d]);
}

/* The coordinates of process proc in the array's process grid (the grid's last dimension
   fastest); a process that holds no block of a restricted array gets -1 in every dimension. */
static void proc_coords(gaupc_array *a, int proc, int *coord)
{
    if (proc < 0 || proc >= a->nprocs)
        gaupc_error(proc, "invalid process %d of %s (%d processes)", proc, a->name, a->nprocs);
    long lp = a->nrestr > 0 ? a->restr_rank[proc] : proc;
    for (int d = a->ndim - 1; d >= 0; d--) {
        coord[d] = lp < 0 ? -1 : (int)(lp % a->grid[d]);
        lp = lp < 0 ? lp : lp / a->grid[d];
    }
}

/* GA 5.8 answers the coordinates last dimension first, as GA_Get_proc_grid the grid: process
   1 of a 2 x 1 grid is at 0 1. */
void gaupc_NGA_Proc_topology(int g_a, int proc, int coord[])
{
    gaupc_array *a = gaupc_arr(g_a);
    int c[GA_MAX_DIM];
    proc_coords(a, proc, c);
    for (int d = 0; d < a->ndim; d++)
        coord[d] = c[a->ndim - 1 - d];
}

/* The coordinates in C order (process 1 of a 2 x 1 grid is at 1 0), for the block-cyclic and
   tiled distributions only, as in GA 5.8. */
void gaupc_GA_Get_proc_index(int g_a, int iproc, int subscript[])
{
    gaupc_array *a = gaupc_arr(g_a);
    if (a->distr == GAUPC_REGULAR || a->distr == GAUPC_BLOCK_CYCLIC)
        gaupc_error(0, "%s does not use a block-cyclic distribution on a process grid", a->name);
    proc_coords(a, iproc, subscript);
}

int gaupc_GA_Total_blocks(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    return a->distr == GAUPC_REGULAR ? -1 : (int)a->block_total;
}

int gaupc_GA_Uses_proc_grid(int g_a)
{
    int distr = gaupc_arr(g_a)->distr;
    return distr != GAUPC_REGULAR && distr != GAUPC_BLOCK_CYCLIC;
}

/* The blocks that patch [lo, hi] meets (-1 for the regular distributions); a patch outside
   the array stops the program, as in GA 5.8. */
int gaupc_NGA_Locate_num_blocks(int g_a, int lo[], int hi[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    if (!valid_region(a, l, h)) {
        char r[256];
        gaupc_format_range(r, sizeof r, a->ndim, l, h);
        gaupc_error(0, "Requested region %s out of bounds of array %s", r, a->name);
    }
    return a->distr == GAUPC_REGULAR ? -1 : locate_nnodes(a, l, h);
}
