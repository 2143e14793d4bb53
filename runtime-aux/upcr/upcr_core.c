/* upcr_core.c - start-up, shared segments, puts/gets and barriers of pgas-xlate's UPC runtime
   over MPI-3 (see upcr.h for the design). */
#include "upcr_internal.h"
#include "../include/pgas_dynptr.h"
#include "../include/pgas_heap_size.h"
#include "../include/pgas_job_status.h"
#include "../include/pgas_names.h"

#include <limits.h>
#include <sched.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

upcr_thread_t upcri_threads;

static upcr_thread_t my_thread;
static int node_count, my_node;
static int *thread_node; /* per thread: the world rank of its node's first process */
static char *segment;                 /* this thread's segment */
static uintptr_t segment_size;
char **upcri_peer_segment;            /* per thread: its segment if accessed directly, else NULL */
#define peer_segment upcri_peer_segment
static char **node_segment;           /* per thread: its segment mapped here (same node), else NULL */
static int whole_job_on_node;         /* every thread is on this node */
static int all_mapped;                /* every thread's segment is mapped here (no UPCR_FORCE_RMA) */
/* Barrier-wait spins before each yield: many when every thread of this node has a core of its
   own (yielding then hands the core to other programs for a whole time slice), few when the
   node runs more threads than it has cores (the thread being waited for needs the core). */
static unsigned barrier_spins = 200;
static MPI_Win world_win, node_win;
static MPI_Comm node_comm;
static MPI_Request barrier_request = MPI_REQUEST_NULL;
static int barrier_values[2];         /* {value, -value} of the pending notify, or the identity */
static int barrier_result[2];
static int barrier_named;
static int barrier_value;
static int barrier_pending;
static uint64_t barrier_count;        /* upc_notify calls so far: the number of the current barrier */

/* The shared segment of each thread when neither `-shared-heap` nor UPC_SHARED_HEAP_SIZE says
   otherwise (fixed for the run: it does not grow): PGAS_DEFAULT_HEAP_BYTES, or the node's share
   when it cannot hold that (runtime-aux/include/pgas_heap_size.h). */
/* The smallest segment: the reserved words, the control words and some room. */
#define MIN_SHARED_SIZE ((uintptr_t)64 << 10)

static void init_heaps(uintptr_t start, uintptr_t end);
static int heap_ready;
#define CONTROL_BYTES ((uintptr_t)64)
static void at_thread_exit(int status, void *arg);
static void poll_global_exit(void);
static void settle_barriers(void);
static void complete_puts(void);
static void complete_puts_to(upcr_thread_t t);
/* An access of the program must lie inside one live shared object (below): checked for every
   access under --checks, for the library's transfers (upc_mem*) always. */
static void check_object(upcr_thread_t t, uintptr_t off, size_t n, int is_put);
#ifdef UPCR_CHECKS
#define CHECK_OBJECT(t, off, n, is_put) check_object((t), (off), (n), (is_put))
#else
#define CHECK_OBJECT(t, off, n, is_put) ((void)0)
#endif

/* ---- errors ------------------------------------------------------------------------------------- */

static void report(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    upcri_report_error((int)my_thread, fmt, ap);
    va_end(ap);
}

static __attribute__((noreturn)) void fatal(const char *what)
{
    report("%s", what);
    upcri_abort_after_report();
    exit(1);
}

void upcri_error(const char *what) { fatal(what); }

void upcri_null_access(int is_put)
{
    fatal(is_put ? "write through a null pointer-to-shared" : "read through a null pointer-to-shared");
}

/* An access of the program (`what`: `read`, `write` or the library function) of at least one
   byte at offset `off` of thread `t`: not through the null pointer (a strict access of no bytes
   through it is the fence). */
static void check_not_null(upcr_thread_t t, uintptr_t off, const char *what)
{
    char message[128];
    if (t != 0 || off >= UPCRI_NULL_BYTES)
        return;
    snprintf(message, sizeof message, "%s through a null pointer-to-shared", what);
    fatal(message);
}

void upcri_check_not_null(upcr_shared_ptr_t p, const char *what) { check_not_null(p._thread, p._offset, what); }

void pgas_check_index(long i, long count, long owner, long block, long threads, size_t n, int is_put)
{
    long t;
    char msg[200];
    if (!pgas_index_outside(i, count, owner, block, threads, n, &t))
        return;
    snprintf(msg, sizeof msg, PGAS_BOUNDS_ERROR, is_put ? "write" : "read", n, (int)t);
    fatal(msg);
}

/* ---- start-up ------------------------------------------------------------------------------------ */

void upcr_startup_init(int *pargc, char ***pargv, upcr_thread_t static_threadcnt,
                       upcr_thread_t default_pthreads_per_proc, const char *main_name)
{
    int initialized, rank, size;
    (void)default_pthreads_per_proc;
    (void)main_name;
    MPI_Initialized(&initialized);
    if (initialized)
        return;
    MPI_Init(pargc, pargv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    my_thread = (upcr_thread_t)rank;
    upcri_threads = (upcr_thread_t)size;
    upcri_catch_crashes(rank);
    if (static_threadcnt > 0 && static_threadcnt != upcri_threads) {
        char msg[160];
        snprintf(msg, sizeof msg,
                 "this program was compiled for %u threads (--threads %u) but runs with %u processes",
                 (unsigned)static_threadcnt, (unsigned)static_threadcnt, (unsigned)upcri_threads);
        fatal(msg);
    }
}

void upcr_startup_attach(uintptr_t default_shared_size, uintptr_t default_shared_offset, int flags)
{
    MPI_Info info;
    int node_rank, node_size;
    int *node_of;
    uintptr_t size = default_shared_size;
    const char *env = getenv("UPC_SHARED_HEAP_SIZE");
    char how[96], msg[512];
    (void)default_shared_offset;
    (void)flags;
    snprintf(how, sizeof how, "`pgas-xlate cc -shared-heap`");
    if (env && *env) {
        size = (uintptr_t)pgas_parse_heap_size(env);
        if (size == 0) {
            snprintf(msg, sizeof msg, PGAS_HEAP_SIZE_MALFORMED, env);
            upcri_let_thread0_report((int)my_thread);
            fatal(msg);
        }
        snprintf(how, sizeof how, "UPC_SHARED_HEAP_SIZE=%s", env);
    }
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node_comm);
    MPI_Comm_rank(node_comm, &node_rank);
    MPI_Comm_size(node_comm, &node_size);
    /* The size asked for must fit the node (pgas_heap_size.h); else the node's share. */
    if (size && !pgas_heap_fits(size, how, node_size, msg, sizeof msg)) {
        upcri_let_thread0_report((int)my_thread);
        fatal(msg);
    }
    if (!size)
        size = (uintptr_t)pgas_default_heap_bytes(node_size);
    if (size < MIN_SHARED_SIZE)
        size = MIN_SHARED_SIZE;
    size = (size + 63) & ~(uintptr_t)63;
    /* Every thread's segment has the same layout (the control words at its end are read by
       offset from any thread): the smallest size asked for, should the processes' settings
       differ (a size chosen from the free memory at start-up can). */
    {
        unsigned long long mine = size, least;
        MPI_Allreduce(&mine, &least, 1, MPI_UNSIGNED_LONG_LONG, MPI_MIN, MPI_COMM_WORLD);
        size = (uintptr_t)least;
    }
    segment_size = size;
    if (node_size <= sysconf(_SC_NPROCESSORS_ONLN))
        barrier_spins = 1u << 20;
    MPI_Info_create(&info);
    MPI_Info_set(info, "alloc_shared_noncontig", "true");
    if (MPI_Win_allocate_shared((MPI_Aint)size, 1, info, node_comm, &segment, &node_win) != MPI_SUCCESS)
        fatal("cannot allocate the shared segment (lower UPC_SHARED_HEAP_SIZE)");
    MPI_Info_free(&info);
    /* Only the runtime's words are cleared here (the memory of a new window is untouched, so a
       large segment costs only what the program uses); static data are cleared as they are
       placed. */
    memset(segment, 0, 64);
    memset(segment + size - 64, 0, 64);
    MPI_Win_lock_all(MPI_MODE_NOCHECK, node_win);
    if ((upcr_thread_t)node_size == upcri_threads) {
        /* One node: the node window reaches every thread (and ranks coincide). */
        world_win = node_win;
    } else {
        /* Several nodes: the same memory, exposed to every process for MPI_Put/MPI_Get. */
        MPI_Win_create(segment, (MPI_Aint)size, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &world_win);
        MPI_Win_lock_all(MPI_MODE_NOCHECK, world_win);
    }

    /* Which threads share this node, and where their segments are mapped here. */
    node_of = malloc(sizeof(int) * upcri_threads * 2);
    peer_segment = calloc(upcri_threads, sizeof(char *));
    node_segment = calloc(upcri_threads, sizeof(char *));
    if (!node_of || !peer_segment || !node_segment)
        fatal("out of memory at start-up");
    {
        int mine[2], leader;
        /* The node of a thread is named by the world rank of its node's rank 0. */
        leader = (int)my_thread;
        MPI_Bcast(&leader, 1, MPI_INT, 0, node_comm);
        mine[0] = leader;
        mine[1] = node_rank;
        MPI_Allgather(mine, 2, MPI_INT, node_of, 2, MPI_INT, MPI_COMM_WORLD);
        /* UPCR_FORCE_RMA=1: reach other threads through MPI one-sided calls even on this node
           (exercises the path used across nodes). */
        const char *force = getenv("UPCR_FORCE_RMA");
        int direct = !(force && *force && *force != '0');
        for (upcr_thread_t t = 0; t < upcri_threads; t++) {
            if (node_of[2 * t] == leader) {
                MPI_Aint sz;
                int disp;
                char *base;
                MPI_Win_shared_query(node_win, node_of[2 * t + 1], &sz, &disp, &base);
                node_segment[t] = base;
                if (direct || t == my_thread)
                    peer_segment[t] = base;
            }
        }
        whole_job_on_node = (upcr_thread_t)node_size == upcri_threads;
        all_mapped = whole_job_on_node && direct;
        thread_node = malloc(sizeof(int) * upcri_threads);
        if (!thread_node)
            fatal("out of memory at start-up");
        for (upcr_thread_t t = 0; t < upcri_threads; t++)
            thread_node[t] = node_of[2 * t];
        node_count = 0;
        for (upcr_thread_t t = 0; t < upcri_threads; t++)
            if (node_of[2 * t] == (int)t) {
                if ((int)t == leader)
                    my_node = node_count;
                node_count++;
            }
    }
    free(node_of);
    MPI_Barrier(MPI_COMM_WORLD);
    on_exit(at_thread_exit, NULL);
}

int upcri_node_of(upcr_thread_t t)
{
    return t < upcri_threads ? thread_node[t] : -1;
}

void upcr_startup_spawn(int *pargc, char ***pargv, uintptr_t static_data_size,
                        uintptr_t default_cache_size, struct upcr_startup_spawnfuncs *f)
{
    (void)default_cache_size;
    if (f && f->pre_spawn_init)
        f->pre_spawn_init();
    if (f && f->per_pthread_init)
        f->per_pthread_init();
    /* Static data first (low offsets), the heaps after it. A reserved word keeps offset 0 of
       thread 0 free, so that it can stand for NULL. */
    {
        uintptr_t reserved = UPCRI_NULL_BYTES;
        uintptr_t static_end = reserved + ((static_data_size + 63) & ~(uintptr_t)63);
        if (static_end > segment_size - CONTROL_BYTES)
            fatal("the static shared data do not fit in the shared segment (raise UPC_SHARED_HEAP_SIZE)");
        init_heaps(static_end, segment_size);
        /* Thread 0's heap bounds must be in place before anyone allocates static data. */
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (f && f->heap_init)
            f->heap_init(segment + static_end, segment_size - static_end);
        if (f && f->static_init)
            f->static_init(segment + reserved, static_end - reserved);
        heap_ready = 1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (f && f->main_function)
        upcr_exit(f->main_function(*pargc, *pargv));
}

static void shutdown_runtime(void)
{
    if (world_win != node_win) {
        MPI_Win_unlock_all(world_win);
        MPI_Win_free(&world_win);
    }
    MPI_Win_unlock_all(node_win);
    MPI_Win_free(&node_win);
    /* The MPI library's: the program's MPI_Finalize does nothing (pgas_mpi_user.h). */
    PMPI_Finalize();
}

/* ---- the control words at the top of every segment ----------------------------------------------
   The last CONTROL_BYTES of each thread's segment hold the words of termination and of the
   allocator: on every thread its exit status and its local heap's floor; on thread 0 the
   allocator's lock and generation and the termination counters. */

enum {
    CTL_FLOOR = 0,   /* every thread: bottom of its local heap (upcr_alloc) */
    CTL_STATUS = 8,  /* every thread: its exit status + 1 once it has ended, else 0 */
    CTL_GONE = 16,   /* every thread: once it has ended, 1 + its count of upc_notify calls, else 0 */
    CTL_LOCK = 24,   /* thread 0: the allocator's lock (holder + 1, or 0) */
    CTL_GEN = 32,    /* thread 0: count of symmetric allocations (--dynamic-pointers cache) */
    CTL_DONE = 40,   /* thread 0: threads that have ended */
    CTL_GLOBAL = 48, /* thread 0: upc_global_exit status + 1, or 0 */
    CTL_HINT = 56    /* every thread: the first-fit hint of its local heap (below) */
};

static uintptr_t ctl(uintptr_t word) { return segment_size - CONTROL_BYTES + word; }

/* ---- atomics -------------------------------------------------------------------------------------
   When every thread's segment is mapped here, atomics are the processor's (a compare-and-swap
   loop on the 4- or 8-byte word, the new value computed by MPI_Reduce_local): they need nothing
   from the target thread. Otherwise they are MPI one-sided atomics on the window, which some MPI
   libraries complete only when the target thread enters the library: every place where this
   runtime waits calls upcri_progress. Each location is reached one way only in a run, so the
   two kinds never mix. */

#define CPU_ATOMIC(W)                                                                          \
    do {                                                                                       \
        W *word = (W *)(peer_segment[t] + off), old = __atomic_load_n(word, __ATOMIC_SEQ_CST); \
        W want;                                                                                \
        for (;;) {                                                                             \
            if (compare) {                                                                     \
                W expected;                                                                    \
                memcpy(&expected, compare, sizeof expected);                                   \
                if (old != expected)                                                           \
                    break;                                                                     \
                memcpy(&want, operand, sizeof want);                                           \
            } else if (op == MPI_NO_OP) {                                                      \
                break;                                                                         \
            } else if (op == MPI_REPLACE) {                                                    \
                memcpy(&want, operand, sizeof want);                                           \
            } else {                                                                           \
                want = old;                                                                    \
                MPI_Reduce_local(operand, &want, 1, dt, op);                                   \
            }                                                                                  \
            if (__atomic_compare_exchange_n(word, &old, want, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) \
                break;                                                                         \
        }                                                                                      \
        memcpy(result, &old, sizeof old);                                                      \
    } while (0)

void upcri_atomic_op(upcr_thread_t t, uintptr_t off, MPI_Datatype dt, MPI_Op op, const void *operand,
                     const void *compare, void *result)
{
    if (all_mapped) {
        int size;
        MPI_Type_size(dt, &size);
        if (size == 8) {
            CPU_ATOMIC(uint64_t);
            return;
        }
        if (size == 4) {
            CPU_ATOMIC(uint32_t);
            return;
        }
    }
    complete_puts_to(t);
    if (compare)
        MPI_Compare_and_swap(operand, compare, result, dt, (int)t, (MPI_Aint)off, world_win);
    else
        MPI_Fetch_and_op(operand, result, dt, (int)t, (MPI_Aint)off, op, world_win);
    MPI_Win_flush((int)t, world_win);
}

void upcri_progress(void)
{
    int flag;
    if (!all_mapped)
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
}

static int64_t atomic_op(upcr_thread_t t, uintptr_t off, int64_t v, MPI_Op op)
{
    int64_t old;
    upcri_atomic_op(t, off, MPI_INT64_T, op, &v, NULL, &old);
    return old;
}

static int64_t atomic_load(upcr_thread_t t, uintptr_t off)
{
    if (node_segment[t])
        return __atomic_load_n((int64_t *)(node_segment[t] + off), __ATOMIC_ACQUIRE);
    return atomic_op(t, off, 0, MPI_NO_OP);
}

static int64_t atomic_cas(upcr_thread_t t, uintptr_t off, int64_t expected, int64_t desired)
{
    int64_t old;
    upcri_atomic_op(t, off, MPI_INT64_T, MPI_NO_OP, &desired, &expected, &old);
    return old;
}

/* ---- termination ---------------------------------------------------------------------------------
   UPC: returning from main or calling exit ends this thread only, with no barrier; the program
   ends when every thread has ended, or at once for every thread when one calls
   upc_global_exit. A thread that ends (exit or return: the runtime's on_exit handler, which runs
   after the program's own atexit handlers) flushes its output, records its status and waits,
   keeping its shared memory reachable, until every thread has ended; then all finalize MPI
   together and leave with the program's status: the upc_global_exit status if a thread called
   it, else 0 when every thread ended with 0, else the status of the lowest-numbered thread that
   ended with another. upc_global_exit sets the word every waiting thread polls (barriers, locks,
   upc_poll, the end of other threads); a thread that does not reach such a point within
   GLOBAL_EXIT_GRACE seconds (a long computation, a blocking MPI call) is ended by MPI_Abort. */

#define GLOBAL_EXIT_GRACE 5.0

static int exit_started;

static void thread_done(int status, int global_caller) __attribute__((noreturn));

static void thread_done(int status, int global_caller)
{
    double deadline = MPI_Wtime() + GLOBAL_EXIT_GRACE;
    unsigned spins = 0;
    int64_t g, result = 0;
    exit_started = 1;
    fflush(NULL);
    complete_puts();
    atomic_op(my_thread, ctl(CTL_STATUS), (int64_t)(status & 0xff) + 1, MPI_REPLACE);
    atomic_op(my_thread, ctl(CTL_GONE), (int64_t)barrier_count + 1, MPI_REPLACE);
    atomic_op(0, ctl(CTL_DONE), 1, MPI_SUM);
    while (atomic_load(0, ctl(CTL_DONE)) < (int64_t)upcri_threads) {
        if (global_caller && MPI_Wtime() > deadline) {
            MPI_Abort(MPI_COMM_WORLD, status & 0xff);
            _exit(status & 0xff);
        }
        upcri_progress();
        if (++spins > 64)
            sched_yield();
    }
    settle_barriers();
    g = atomic_load(0, ctl(CTL_GLOBAL));
    if (g)
        result = g - 1;
    else
        for (upcr_thread_t t = 0; t < upcri_threads && !result; t++)
            result = atomic_load(t, ctl(CTL_STATUS)) - 1;
    result = pgas_races_end((int)result); /* (every thread is here, upc_global_exit or not) */
    pgas_job_status_write((int)my_thread, (int)result);
    shutdown_runtime();
    fflush(NULL);
    _exit((int)result);
}

/* Registered with on_exit at start-up: exit(n) and the return from main on this thread. */
static void at_thread_exit(int status, void *arg)
{
    (void)arg;
    if (!exit_started)
        thread_done(status, 0);
}

/* After a GASP tool started (its own atexit handler completes its trace file): the termination
   handler again, so that it runs first (handlers run in reverse order of registration) and the
   tool's end-of-run measurement at MPI_Finalize is still taken. The handler never returns, so
   the earlier registration does not run twice. */
void upcri_termination_after_tool(void)
{
    on_exit(at_thread_exit, NULL);
}

/* Called where a thread waits: ends this thread if another called upc_global_exit. */
static void poll_global_exit(void)
{
    if (!exit_started && segment && atomic_load(0, ctl(CTL_GLOBAL)))
        thread_done(0, 0);
}

void upcr_exit(int exitcode)
{
    exit(exitcode);
}

void upcr_global_exit(int exitcode)
{
    fflush(NULL);
    if (!segment || exit_started) {
        /* Before the segments exist, or from an atexit handler during termination. */
        MPI_Abort(MPI_COMM_WORLD, exitcode & 0xff);
        _exit(exitcode & 0xff);
    }
    atomic_cas(0, ctl(CTL_GLOBAL), 0, (int64_t)(exitcode & 0xff) + 1);
    thread_done(exitcode, 1);
}

upcr_thread_t upcr_mythread(void) { return my_thread; }
upcr_thread_t upcr_threads(void) { return upcri_threads; }
upcr_thread_t upcr_nodes(void) { return (upcr_thread_t)node_count; }
upcr_thread_t upcr_mynode(void) { return (upcr_thread_t)my_node; }

/* ---- addresses --------------------------------------------------------------------------------- */

static char *address(upcr_thread_t t, uintptr_t offset)
{
    return peer_segment[t] ? peer_segment[t] + offset : NULL;
}

/* A null pointer-to-shared converts to a null local pointer (as `--to ga` does); any other
   must have affinity to this thread. */
void *upcr_shared_to_local(upcr_shared_ptr_t p)
{
    return upcr_isnull_shared(p) ? NULL : segment + p._offset;
}

void *upcr_pshared_to_local(upcr_pshared_ptr_t p)
{
    return upcr_isnull_pshared(p) ? NULL : segment + p._offset;
}
void *upcr_shared_to_processlocal(upcr_shared_ptr_t p) { return address(p._thread, p._offset); }
void *upcr_pshared_to_processlocal(upcr_pshared_ptr_t p) { return address(p._thread, p._offset); }

upcr_shared_ptr_t upcr_local_to_shared(void *lptr)
{
    return upcri_make_shared(my_thread, (uintptr_t)((char *)lptr - segment), 0);
}

upcr_pshared_ptr_t upcr_local_to_pshared(void *lptr)
{
    return upcri_make_pshared(my_thread, (uintptr_t)((char *)lptr - segment));
}

upcr_shared_ptr_t upcr_local_to_shared_withphase(void *lptr, upcr_phase_t phase, upcr_thread_t threadid)
{
    return upcri_make_shared(threadid, (uintptr_t)((char *)lptr - segment), phase);
}

upcr_shared_ptr_t upcri_inverse_cast(const void *ptr)
{
    uintptr_t a = (uintptr_t)ptr, base = (uintptr_t)segment;
    if (!ptr || a < base || a - base >= segment_size - CONTROL_BYTES)
        return upcr_null_shared;
    return upcri_make_shared(my_thread, a - base, 0);
}

int upcr_isequal_shared_local(upcr_shared_ptr_t p, void *l)
{
    return p._thread == my_thread && segment + p._offset == (char *)l;
}

int upcr_isequal_pshared_local(upcr_pshared_ptr_t p, void *l)
{
    return p._thread == my_thread && segment + p._offset == (char *)l;
}

int upcr_hasMyAffinity_shared(upcr_shared_ptr_t p) { return p._thread == my_thread; }
int upcr_hasMyAffinity_pshared(upcr_pshared_ptr_t p) { return p._thread == my_thread; }

/* ---- puts and gets ------------------------------------------------------------------------------ */

static void check_range(upcr_thread_t t, uintptr_t offset, size_t n)
{
    if (t >= upcri_threads || offset > segment_size || n > segment_size - offset)
        fatal("shared access outside the shared segment (a wild or uninitialised pointer-to-shared)");
}

/* Relaxed puts of 1, 2, 4 or 8 bytes to a thread not mapped here are left pending: each is an
   MPI_Accumulate with MPI_REPLACE (accumulates from one origin to one location are applied in
   order, so the thread's own writes keep their order) from a slot of `pending_value`, and
   nothing waits for the target (a flush per put waits for the target's MPI progress each time:
   on MPI libraries that complete one-sided operations in the target's library calls, a write
   loop ran at the pace of the target's scheduling). They are completed by one flush of every
   target at the next strict access, fence, barrier, lock operation or end of the thread, and
   before another access to a target that has pending puts (a get or a larger put is not
   ordered after them by MPI). */
#define PENDING_SLOTS 4096
static uint64_t pending_value[PENDING_SLOTS];
static unsigned pending_count;
static unsigned char *pending_to; /* per thread: puts pending (allocated at first use) */

static void complete_puts(void)
{
    if (!pending_count)
        return;
    MPI_Win_flush_all(world_win);
    memset(pending_to, 0, upcri_threads);
    pending_count = 0;
}

static void complete_puts_to(upcr_thread_t t)
{
    if (pending_count && pending_to[t]) {
        MPI_Win_flush((int)t, world_win);
        pending_to[t] = 0;
    }
}

static MPI_Datatype word_type(size_t n)
{
    return n == 8 ? MPI_UINT64_T : n == 4 ? MPI_UINT32_T : n == 2 ? MPI_UINT16_T : n == 1 ? MPI_UINT8_T : MPI_DATATYPE_NULL;
}

/* Waits for a one-sided request, giving the processor up now and then: the target, if it
   shares this core, must run to serve the request (busy waiting inside MPI kept it off for a
   time slice per access on an oversubscribed node). */
static void wait_yielding(MPI_Request *r)
{
    int done = 0;
    for (unsigned spins = 0; !done; spins++) {
        MPI_Test(r, &done, MPI_STATUS_IGNORE);
        if (!done && spins > 16)
            sched_yield();
    }
}

static void put(upcr_thread_t t, uintptr_t offset, const void *src, size_t n, int strict)
{
    char *dst = address(t, offset);
    check_range(t, offset, n);
    if (strict) {
        complete_puts();
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    if (dst) {
        memcpy(dst, src, n);
    } else if (!strict && word_type(n) != MPI_DATATYPE_NULL) {
        if (!pending_to && !(pending_to = calloc(upcri_threads, 1)))
            fatal("out of memory");
        if (pending_count == PENDING_SLOTS)
            complete_puts();
        memcpy(&pending_value[pending_count], src, n);
        MPI_Accumulate(&pending_value[pending_count], 1, word_type(n), (int)t, (MPI_Aint)offset, 1,
                       word_type(n), MPI_REPLACE, world_win);
        pending_count++;
        pending_to[t] = 1;
    } else if (word_type(n) != MPI_DATATYPE_NULL) {
        /* A strict word: complete at the target when the replaced value has come back (a
           request to wait on, where a flush would busy-wait). */
        uint64_t value = 0, old = 0;
        MPI_Request r;
        memcpy(&value, src, n);
        MPI_Rget_accumulate(&value, 1, word_type(n), &old, 1, word_type(n), (int)t, (MPI_Aint)offset, 1,
                            word_type(n), MPI_REPLACE, world_win, &r);
        wait_yielding(&r);
    } else {
        complete_puts_to(t);
        MPI_Put(src, (int)n, MPI_BYTE, (int)t, (MPI_Aint)offset, (int)n, MPI_BYTE, world_win);
        MPI_Win_flush((int)t, world_win);
    }
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* A thread spinning on a strict location (a flag another thread sets) lets the other threads
   run after a few identical reads: on a node with more processes than cores the writer, or
   the target whose MPI progress the read waits for, may otherwise get no processor. */
static struct {
    upcr_thread_t t;
    uintptr_t off;
    uint64_t value;
    unsigned repeats;
} spin;

static void strict_read_seen(upcr_thread_t t, uintptr_t off, const void *v, size_t n)
{
    uint64_t x = 0;
    if (n == 0 || n > sizeof x)
        return;
    memcpy(&x, v, n);
    if (t == spin.t && off == spin.off && x == spin.value) {
        if (++spin.repeats > 64)
            sched_yield();
    } else {
        spin.t = t;
        spin.off = off;
        spin.value = x;
        spin.repeats = 0;
    }
}

/* Above this size the MPI library's copy beats memcpy from a mapped peer segment. */
#define LARGE_COPY ((size_t)64 << 10)

static void get(void *dest, upcr_thread_t t, uintptr_t offset, size_t n, int strict)
{
    const char *src = address(t, offset);
    check_range(t, offset, n);
    if (strict) {
        complete_puts();
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    if (src && n < LARGE_COPY) {
        /* A strict read may be a wait for another thread (a flag): let MPI serve the one-sided
           operations aimed at this thread meanwhile. */
        if (strict)
            upcri_progress();
        memcpy(dest, src, n);
    } else {
        /* A request-based get waits for this transfer alone (a flush may wait for more). */
        MPI_Request r;
        complete_puts_to(t);
        MPI_Rget(dest, (int)n, MPI_BYTE, (int)t, (MPI_Aint)offset, (int)n, MPI_BYTE, world_win, &r);
        wait_yielding(&r);
    }
    if (strict) {
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
        strict_read_seen(t, offset, dest, n);
    }
}

#define AT(p, off) (p)._thread, (uintptr_t)((ptrdiff_t)(p)._offset + (off))

/* The program's accesses (checked under --checks); the runtime's own use put and get. */
static void user_put(upcr_thread_t t, uintptr_t off, const void *src, size_t n, int strict)
{
    if (n)
        check_not_null(t, off, "write");
    CHECK_OBJECT(t, off, n, 1);
    put(t, off, src, n, strict);
}

static void user_get(void *dest, upcr_thread_t t, uintptr_t off, size_t n, int strict)
{
    if (n)
        check_not_null(t, off, "read");
    CHECK_OBJECT(t, off, n, 0);
    get(dest, t, off, n, strict);
}

void upcr_put_shared(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { user_put(AT(d, o), s, n, 0); }
void upcr_put_pshared(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { user_put(AT(d, o), s, n, 0); }
void upcr_put_shared_strict(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { user_put(AT(d, o), s, n, 1); }
void upcr_put_pshared_strict(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { user_put(AT(d, o), s, n, 1); }
void upcr_get_shared(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { user_get(d, AT(s, o), n, 0); }
void upcr_get_pshared(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { user_get(d, AT(s, o), n, 0); }
void upcr_get_shared_strict(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { user_get(d, AT(s, o), n, 1); }
void upcr_get_pshared_strict(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { user_get(d, AT(s, o), n, 1); }

/* Value forms: the low-order nbytes of the value, in the machine's byte order (little-endian
   here, so the first nbytes of the 8-byte value). */
static void put_val(upcr_thread_t t, uintptr_t off, upcr_register_value_t v, size_t n, int strict)
{
    if (n == 0 || n > sizeof v)
        fatal("value put of an unsupported size");
    user_put(t, off, &v, n, strict);
}

static upcr_register_value_t get_val(upcr_thread_t t, uintptr_t off, size_t n, int strict)
{
    upcr_register_value_t v = 0;
    if (n == 0 || n > sizeof v)
        fatal("value get of an unsupported size");
    user_get(&v, t, off, n, strict);
    return v;
}

void upcr_put_shared_val_strict(upcr_shared_ptr_t d, ptrdiff_t o, upcr_register_value_t v, size_t n) { put_val(AT(d, o), v, n, 1); }
void upcr_put_pshared_val_strict(upcr_pshared_ptr_t d, ptrdiff_t o, upcr_register_value_t v, size_t n) { put_val(AT(d, o), v, n, 1); }
upcr_register_value_t upcr_get_shared_val_strict(upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { return get_val(AT(s, o), n, 1); }
upcr_register_value_t upcr_get_pshared_val_strict(upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { return get_val(AT(s, o), n, 1); }

/* The out-of-line part of the relaxed value accesses of upcr.h (other nodes, and every access
   when checking). */
void upcri_put_val(upcr_thread_t t, uintptr_t off, upcr_register_value_t v, size_t n) { put_val(t, off, v, n, 0); }
upcr_register_value_t upcri_get_val(upcr_thread_t t, uintptr_t off, size_t n) { return get_val(t, off, n, 0); }

/* ---- barriers -------------------------------------------------------------------------------------
   On one node: a sense-reversing barrier in shared memory. Thread 0's segment holds the arrival
   counter and the sense; each thread publishes its barrier value in its own segment (two slots,
   by parity, since a thread can run at most one barrier ahead), and after the barrier every
   thread compares the named values: a mismatch is a runtime error, as UPC requires.
   Across nodes: one non-blocking all-reduce of {min, -max} of the named values (anonymous
   notifies contribute the identity), which both synchronises and detects a mismatch. */

#define BARRIER_COUNT_OFFSET ((uintptr_t)16) /* thread 0: arrivals in this barrier */
#define BARRIER_SENSE_OFFSET ((uintptr_t)24) /* thread 0: flips when all have arrived */
#define BARRIER_SLOT_OFFSET ((uintptr_t)32)  /* every thread: {named, value} x 2 parities */

static int local_sense;

static int single_node(void)
{
    return whole_job_on_node;
}

static int *barrier_slot(upcr_thread_t t, int parity)
{
    return (int *)(node_segment[t] + BARRIER_SLOT_OFFSET) + 2 * parity;
}

/* Inside a barrier of the runtime's own (upcri_sync_all): not a UPC barrier for the race
   checker, so that the phases are those of the program's barriers under both backends. */
static int barrier_own;

void upcr_notify(int barrierval, int flags)
{
    if (barrier_pending)
        fatal("upc_notify called twice without an intervening upc_wait");
    if (!barrier_own)
        pgas_races_notify();
    barrier_pending = 1;
    barrier_count++;
    barrier_named = !(flags & UPCR_BARRIERFLAG_ANONYMOUS);
    barrier_value = barrierval;
    /* Shared writes made before the barrier are complete before anyone passes it. */
    complete_puts();
    MPI_Win_flush_all(world_win);
    if (single_node()) {
        int *slot = barrier_slot(my_thread, !local_sense);
        long *count = (long *)(node_segment[0] + BARRIER_COUNT_OFFSET);
        local_sense = !local_sense;
        slot[0] = barrier_named;
        slot[1] = barrierval;
        if (__atomic_add_fetch(count, 1, __ATOMIC_ACQ_REL) == (long)upcri_threads) {
            __atomic_store_n(count, 0, __ATOMIC_RELAXED);
            __atomic_store_n((int *)(node_segment[0] + BARRIER_SENSE_OFFSET), local_sense, __ATOMIC_RELEASE);
        }
        return;
    }
    MPI_Win_sync(node_win);
    barrier_values[0] = barrier_named ? barrierval : INT_MAX;                                  /* min */
    barrier_values[1] = barrier_named ? (barrierval == INT_MIN ? INT_MAX : -barrierval) : INT_MAX; /* -max */
    MPI_Iallreduce(barrier_values, barrier_result, 2, MPI_INT, MPI_MIN, MPI_COMM_WORLD, &barrier_request);
}

static void mismatch(void)
{
    upcri_let_thread0_report((int)my_thread);
    fatal("barrier mismatch: threads passed different values to upc_notify/upc_wait/upc_barrier");
}

/* After the barrier completed: the check of the named values. */
static void finish_barrier(void)
{
    barrier_pending = 0;
    if (single_node()) {
        int have = 0, value = 0;
        for (upcr_thread_t t = 0; t < upcri_threads; t++) {
            int *slot = barrier_slot(t, local_sense);
            if (slot[0]) {
                if (have && slot[1] != value)
                    mismatch();
                have = 1;
                value = slot[1];
            }
        }
        return;
    }
    {
        int min = barrier_result[0], max = -barrier_result[1];
        if (min != INT_MAX && (min != max || (barrier_named && barrier_value != min)))
            mismatch();
    }
    MPI_Win_sync(node_win);
}

static int barrier_done(void)
{
    if (single_node())
        return __atomic_load_n((int *)(node_segment[0] + BARRIER_SENSE_OFFSET), __ATOMIC_ACQUIRE) == local_sense;
    {
        int done = 0;
        MPI_Test(&barrier_request, &done, MPI_STATUS_IGNORE);
        return done;
    }
}

/* At the end, once every thread has ended (their upc_notify counts published): across nodes, the
   all-reduces of barriers that some threads entered and others never will (upc_global_exit ends
   threads wherever they are) are completed, every thread joining those it did not, so that
   none is left pending at MPI_Finalize. */
static void settle_barriers(void)
{
    uint64_t last = barrier_count;
    int values[2] = {INT_MAX, INT_MAX}, result[2];
    if (single_node())
        return;
    for (upcr_thread_t t = 0; t < upcri_threads; t++) {
        int64_t gone = atomic_load(t, ctl(CTL_GONE));
        if (gone > 0 && (uint64_t)(gone - 1) > last)
            last = (uint64_t)(gone - 1);
    }
    if (barrier_pending)
        MPI_Wait(&barrier_request, MPI_STATUS_IGNORE);
    barrier_pending = 0;
    for (; barrier_count < last; barrier_count++) {
        MPI_Request request;
        MPI_Iallreduce(values, result, 2, MPI_INT, MPI_MIN, MPI_COMM_WORLD, &request);
        MPI_Wait(&request, MPI_STATUS_IGNORE);
    }
}

/* While waiting at a barrier: another thread's upc_global_exit ends this one; a thread that has
   ended without reaching the barrier means it can never complete. Every thread goes through the
   same barriers in the same order, so the barrier waited for is this thread's upc_notify count,
   and a thread that ended reached it when the count it published at its end is at least that
   (its upc_notify of this barrier may have been its last act). Whether the barrier is complete
   here says nothing: across nodes a thread may have left it, and ended, before this thread's
   MPI has seen the all-reduce complete. Every waiter sees such a thread; the lowest-numbered
   thread that has not ended reports it (upcri_report_now). */
static double barrier_since, never_seen;

static void watchdog(double since, const char *what)
{
    double limit = upcri_watchdog_limit();
    if (limit > 0 && upcri_now() - since > limit) {
        char msg[200];
        upcri_watchdog_message(msg, sizeof msg, what);
        fatal(msg);
    }
}

static void barrier_checks(void)
{
    upcri_progress();
    poll_global_exit();
    watchdog(barrier_since, "a barrier");
    for (upcr_thread_t t = 0; t < upcri_threads; t++) {
        int64_t gone = t == my_thread ? 0 : atomic_load(t, ctl(CTL_GONE));
        if (gone && (uint64_t)(gone - 1) < barrier_count) {
            int lower_alive = 0;
            /* upc_global_exit sets its word before its thread ends: read again after seeing
               the end, which may have come after this thread's first look. */
            poll_global_exit();
            for (upcr_thread_t u = 0; u < my_thread && !lower_alive; u++)
                lower_alive = atomic_load(u, ctl(CTL_GONE)) == 0;
            if (!upcri_report_now(lower_alive, &never_seen))
                return;
            char msg[200];
            snprintf(msg, sizeof msg,
                     "upc_barrier can never complete: thread %u has ended (returned from main or called exit) "
                     "without reaching it",
                     (unsigned)t);
            fatal(msg);
        }
    }
}

void upcr_wait(int barrierval, int flags)
{
    unsigned spins = 0;
    if (!barrier_pending)
        fatal("upc_wait called without a preceding upc_notify");
    if (!(flags & UPCR_BARRIERFLAG_ANONYMOUS) && barrier_named && barrierval != barrier_value)
        fatal("barrier mismatch: upc_wait value differs from this thread's upc_notify value");
    barrier_since = upcri_now();
    never_seen = 0;
    while (!barrier_done()) {
        if (++spins > barrier_spins) {
            sched_yield();
            barrier_checks();
        } else if ((spins & 1023) == 0) {
            barrier_checks();
        }
    }
    finish_barrier();
    if (!barrier_own)
        pgas_races_wait();
}

int upcr_try_wait(int barrierval, int flags)
{
    (void)barrierval;
    (void)flags;
    if (!barrier_pending)
        fatal("upc_wait called without a preceding upc_notify");
    if (!barrier_done())
        return 0;
    finish_barrier();
    if (!barrier_own)
        pgas_races_wait();
    return 1;
}

void upcr_barrier(int barrierval, int flags)
{
    upcr_notify(barrierval, flags);
    upcr_wait(barrierval, flags);
}

void upcri_sync_all(void)
{
    barrier_own = 1;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    barrier_own = 0;
}

void upcr_poll(void)
{
    int flag;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
    poll_global_exit();
}

/* ---- bulk transfers ------------------------------------------------------------------------------ */

/* Each transfer of the program checks its pointers-to-shared against the null pointer under the
   name of the library function the program called (`what`): upc_memcpy, upc_memcpy_nb …, then
   its range against the object (check_object), without --checks as with them. */
static void check_transfer(upcr_thread_t t, uintptr_t off, size_t n, int is_put, const char *what)
{
    if (n == 0)
        return;
    check_not_null(t, off, what);
    check_object(t, off, n, is_put);
}

void upcr_memget(void *dst, upcr_shared_ptr_t src, size_t n)
{
    if (n) {
        check_transfer(src._thread, src._offset, n, 0, "upc_memget");
        user_get(dst, src._thread, src._offset, n, 0);
    }
}

void upcr_memput(upcr_shared_ptr_t dst, const void *src, size_t n)
{
    if (n) {
        check_transfer(dst._thread, dst._offset, n, 1, "upc_memput");
        user_put(dst._thread, dst._offset, src, n, 0);
    }
}

/* Writes n bytes at dst: a copy of the n bytes at *src, or (src null) n bytes of c. The checks come
   first, in this order: null pointers, the destination's range (upc_memset), the objects of both.
   A destination this process does not map is filled through a buffer, then put. */
static void write_shared(upcr_shared_ptr_t dst, const upcr_shared_ptr_t *src, int c, size_t n,
                         const char *what)
{
    char *to = address(dst._thread, dst._offset), *buf;
    if (n == 0)
        return;
    check_not_null(dst._thread, dst._offset, what);
    if (src)
        check_not_null(src->_thread, src->_offset, what);
    else
        check_range(dst._thread, dst._offset, n);
    check_object(dst._thread, dst._offset, n, 1);
    if (src)
        check_object(src->_thread, src->_offset, n, 0);
    buf = to ? to : malloc(n);
    if (!buf)
        fatal(src ? "out of memory in upc_memcpy" : "out of memory in upc_memset");
    if (src)
        get(buf, src->_thread, src->_offset, n, 0);
    else
        memset(buf, c, n);
    if (!to) {
        put(dst._thread, dst._offset, buf, n, 0);
        free(buf);
    }
}

static void copy_shared(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n, const char *what)
{
    write_shared(dst, &src, 0, n, what);
}

void upcr_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n) { copy_shared(dst, src, n, "upc_memcpy"); }

static void set_shared(upcr_shared_ptr_t dst, int c, size_t n, const char *what)
{
    write_shared(dst, NULL, c, n, what);
}

void upcr_memset(upcr_shared_ptr_t dst, int c, size_t n) { set_shared(dst, c, n, "upc_memset"); }

/* ---- dynamic allocation ----------------------------------------------------------------------------
   The part of each segment after the static data is one heap shared by every allocator:
   - the symmetric area grows from its bottom: static data, upcr_all_alloc and upcr_global_alloc
     objects, at the same offset on every thread, each taking ceil(nblocks / THREADS) blocks of
     every thread's segment (what the layout puts there, no more);
   - each thread's local area (upcr_alloc) grows down from the top of its own segment.
   Both areas are lists of blocks that tile them exactly, each block preceded by a header (on
   thread 0 for the symmetric area, on the owner for a local block): magic, requested size,
   block size in bytes, bytes per thread (for a free block: its span minus the header). Freeing
   an object is an atomic change of its magic from live to freed (upcr_free may be called on any
   thread), which also catches double frees and foreign pointers; allocation is first fit over
   the blocks, merging neighbouring free ones as it meets them, splitting the one it takes, and
   extends the area only when nothing fits. The walk starts at the area's hint (a word: thread
   0's for the symmetric area, each thread's for its local area): a block start below which
   every block is live, so a program with thousands of live objects does not walk them all at
   each allocation. An allocation moves the hint to the first free block its walk met (or past
   the block it took), a free lowers it to the freed block, trimming an area's free end keeps
   it inside the area. Allocation and free take the allocator's lock (a word on thread 0): a
   free outside it could lower a hint to a block that a walk is merging into its free
   predecessor, a place that is no longer a block start. The symmetric area and the local areas meet in the middle: extending one checks
   the other side (every thread's floor, or the symmetric top), after the other side gave back
   the free blocks at its end. The symmetric headers also give `--dynamic-pointers` arithmetic the
   block size and bytes per thread of each object (upcr_dyn_*, below). */

/* Thread 0's reserved words holding the top of the symmetric area and its first-fit hint. */
#define SYM_TOP_OFFSET ((uintptr_t)8)
#define SYM_HINT_OFFSET ((uintptr_t)48) /* the barrier words are at 16..47 */

static uintptr_t sym_bottom;     /* bottom of the symmetric area */
static uintptr_t static_top;     /* top of the static data while they are placed */
static uintptr_t local_end;      /* top of the local area (the control words follow) */

static void out_of_shared_memory(const char *what, size_t requested)
{
    char msg[300];
    snprintf(msg, sizeof msg,
             "out of shared memory: %s of %zu bytes per thread (the shared heap has %zu bytes per thread; raise it "
             "with UPC_SHARED_HEAP_SIZE, `pgas-xlate run --shared-heap SIZE` or `pgas-xlate cc -shared-heap=SIZE`)",
             what, requested, (size_t)segment_size);
    fatal(msg);
}

static uint64_t read_word(upcr_thread_t t, uintptr_t off)
{
    uint64_t v;
    get(&v, t, off, sizeof v, 1);
    return v;
}

static void write_word(upcr_thread_t t, uintptr_t off, uint64_t v)
{
    put(t, off, &v, sizeof v, 1);
}

/* An area of blocks: [lo, hi) with headers on thread `t`, its hint word at `hint_at` on `t`. */
struct area {
    upcr_thread_t t;
    uintptr_t lo, hi, hint_at;
};

static void write_header(const struct area *a, uintptr_t at, const uint64_t *h)
{
    /* The magic last: a reader waiting for a header sees the other words first. */
    put(a->t, at + 8, h + 1, 3 * sizeof(uint64_t), 0);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    put(a->t, at, h, sizeof h[0], 1);
}

#define PGAS_HEAP_AREA const struct area
#define PGAS_HEAP_GET(a, off, h) get((h), (a)->t, (off), 4 * sizeof(uint64_t), 0)
#define PGAS_HEAP_PUT(a, off, h) write_header((a), (off), (h))
#define PGAS_HEAP_HINT(a) read_word((a)->t, (a)->hint_at)
#define PGAS_HEAP_SET_HINT(a, v) write_word((a)->t, (a)->hint_at, (v))
#define PGAS_HEAP_CORRUPT(msg) fatal(msg)
#include "../include/pgas_heap_impl.h"
#include "../include/pgas_all_free.h"

/* Called once the static area of the test harness is placed: the heap is [start, end). */
static void init_heaps(uintptr_t start, uintptr_t end)
{
    (void)end;
    sym_bottom = pgas_heap_round(start);
    static_top = sym_bottom;
    local_end = (segment_size - CONTROL_BYTES) & ~(uintptr_t)(PGAS_HEAP_ALIGN - 1);
    if (my_thread == 0) {
        uint64_t top = sym_bottom;
        memcpy(segment + SYM_TOP_OFFSET, &top, sizeof top);
        memcpy(segment + SYM_HINT_OFFSET, &top, sizeof top);
    }
    {
        uint64_t floor = local_end;
        memcpy(segment + ctl(CTL_FLOOR), &floor, sizeof floor);
        memcpy(segment + ctl(CTL_HINT), &floor, sizeof floor);
    }
}

static void heap_lock(void)
{
    unsigned spins = 0;
    while (atomic_cas(0, ctl(CTL_LOCK), 0, (int64_t)my_thread + 1) != 0)
        if (++spins > 16) {
            sched_yield();
            upcri_progress();
            poll_global_exit();
        }
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

static void heap_unlock(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    MPI_Win_flush_all(world_win);
    atomic_cas(0, ctl(CTL_LOCK), (int64_t)my_thread + 1, 0);
}

/* The bytes of each thread's share of a distributed allocation: ceil(nblocks / THREADS) blocks. */
static uintptr_t row_bytes(size_t nblocks, size_t blocksz)
{
    return (uintptr_t)((nblocks + upcri_threads - 1) / upcri_threads) * blocksz;
}

/* The symmetric area, or thread t's local area (under the lock). */
static void symmetric_area(struct area *a);
static void local_area(struct area *a, upcr_thread_t t)
{
    a->t = t;
    a->lo = (uintptr_t)read_word(t, ctl(CTL_FLOOR));
    a->hi = local_end;
    a->hint_at = ctl(CTL_HINT);
}

static void set_hint(const struct area *a, uintptr_t hint) { write_word(a->t, a->hint_at, hint); }

/* The symmetric area's top (thread 0's word). */
static uintptr_t sym_top(void) { return (uintptr_t)read_word(0, SYM_TOP_OFFSET); }

static void symmetric_area(struct area *a)
{
    a->t = 0;
    a->lo = sym_bottom;
    a->hi = sym_top();
    a->hint_at = SYM_HINT_OFFSET;
}

/* The lowest floor of the local areas: how far the symmetric area may grow. */
static uintptr_t lowest_floor(void)
{
    uintptr_t low = local_end;
    for (upcr_thread_t t = 0; t < upcri_threads; t++) {
        uintptr_t f = (uintptr_t)read_word(t, ctl(CTL_FLOOR));
        if (f < low)
            low = f;
    }
    return low;
}

static void local_trim(void);

/* A symmetric block of `row` bytes per thread, under the lock; returns the object's offset. */
static uintptr_t symmetric_alloc(size_t nblocks, size_t blocksz, const char *what)
{
    uintptr_t row = row_bytes(nblocks, blocksz), need = pgas_heap_round(row + PGAS_HEAP_HEADER), at, tail;
    struct area a;
    struct pgas_heap_walk w;
    heap_lock();
    symmetric_area(&a);
    if (!pgas_heap_fit(&a, a.lo, a.hi, need, &at, &w)) {
        uintptr_t limit = lowest_floor();
        tail = w.tail;
        if (tail > limit || need > limit - tail) {
            local_trim();
            limit = lowest_floor();
        }
        if (tail > limit || need > limit - tail) {
            heap_unlock();
            out_of_shared_memory(what, row);
        }
        at = tail;
        write_word(0, SYM_TOP_OFFSET, at + need);
        set_hint(&a, pgas_heap_hint_after_tail(&w, tail, need));
    }
    pgas_heap_write(&a, at, PGAS_HEAP_LIVE, nblocks * blocksz, blocksz, row);
    atomic_op(0, ctl(CTL_GEN), 1, MPI_SUM);
    heap_unlock();
    return at + PGAS_HEAP_HEADER;
}

/* Under the lock: the symmetric area without its free blocks at the top (room for the local
   areas). */
static void symmetric_trim(void)
{
    struct area a;
    struct pgas_heap_walk w;
    uintptr_t at;
    symmetric_area(&a);
    if (!pgas_heap_fit(&a, a.lo, a.hi, (uintptr_t)-1 / 2, &at, &w) && w.tail < a.hi) {
        write_word(0, SYM_TOP_OFFSET, w.tail);
        /* The first free block is below the tail or is it. */
        set_hint(&a, w.first_free);
        atomic_op(0, ctl(CTL_GEN), 1, MPI_SUM);
    }
}

/* Under the lock: every local area without its free blocks at the bottom (room for the
   symmetric area). */
static void local_trim(void)
{
    for (upcr_thread_t t = 0; t < upcri_threads; t++) {
        uintptr_t floor = (uintptr_t)read_word(t, ctl(CTL_FLOOR)), f = floor;
        while (f < local_end) {
            uint64_t h[4];
            get(h, t, f, sizeof h, 0);
            if (!pgas_heap_is_free(h[PGAS_HEAP_MAGIC_WORD]))
                break;
            f += pgas_heap_span(h);
        }
        if (f != floor) {
            write_word(t, ctl(CTL_FLOOR), f);
            /* The hint stays a block start of the area (blocks grown below the new floor must
               not cover it). */
            if ((uintptr_t)read_word(t, ctl(CTL_HINT)) < f)
                write_word(t, ctl(CTL_HINT), f);
        }
    }
}

upcr_shared_ptr_t upcr_all_alloc(size_t nblocks, size_t blocksz)
{
    uint64_t offset = 0;
    if (nblocks == 0 || blocksz == 0) /* UPC 1.3: no bytes, a null pointer-to-shared */
        return upcri_make_shared(0, UPCRI_NULL_OFFSET, 0);
    if (my_thread == 0)
        offset = symmetric_alloc(nblocks, blocksz, "upc_all_alloc");
    MPI_Bcast(&offset, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    return upcri_make_shared(0, (uintptr_t)offset, 0);
}

upcr_shared_ptr_t upcr_global_alloc(size_t nblocks, size_t blocksz)
{
    if (nblocks == 0 || blocksz == 0) /* UPC 1.3: no bytes, a null pointer-to-shared */
        return upcri_make_shared(0, UPCRI_NULL_OFFSET, 0);
    return upcri_make_shared(0, symmetric_alloc(nblocks, blocksz, "upc_global_alloc"), 0);
}

upcr_shared_ptr_t upcr_alloc(size_t nbytes)
{
    uintptr_t need = pgas_heap_round((uintptr_t)nbytes + PGAS_HEAP_HEADER), at;
    struct area a;
    struct pgas_heap_walk w;
    if (nbytes == 0) /* UPC 1.3: no bytes, a null pointer-to-shared */
        return upcri_make_shared(0, UPCRI_NULL_OFFSET, 0);
    if (nbytes > segment_size)
        out_of_shared_memory("upc_alloc", nbytes);
    heap_lock();
    local_area(&a, my_thread);
    if (!pgas_heap_fit(&a, a.lo, a.hi, need, &at, &w)) {
        /* Grow down: a new block below the floor, after the symmetric area gave back its free
           top if it must. */
        for (int trimmed = 0;; trimmed = 1) {
            uintptr_t top = sym_top();
            if (a.lo >= need && a.lo - need >= top)
                break;
            if (trimmed) {
                heap_unlock();
                out_of_shared_memory("upc_alloc", nbytes);
            }
            symmetric_trim();
        }
        at = a.lo - need;
        write_word(my_thread, ctl(CTL_FLOOR), at);
        /* Every block from the new one to the first free block met (or the end) is live. */
        set_hint(&a, w.met_free ? w.first_free : a.hi);
    }
    pgas_heap_write(&a, at, PGAS_HEAP_LIVE, nbytes, 0, nbytes);
    heap_unlock();
    return upcri_make_shared(my_thread, at + PGAS_HEAP_HEADER, 0);
}

/* Marks an object freed (its block is merged and reused by later allocations); `what` is the
   library call, for the errors. */
/* Whether p can be the start of an allocation (under the heaps' lock; top: sym_top()): where a
   block's header would be. The static data (below static_top) are not an allocation. */
static int may_start_block(upcr_shared_ptr_t p, uintptr_t top)
{
    return !(p._offset < PGAS_HEAP_HEADER || p._offset - PGAS_HEAP_HEADER < static_top || p._offset > local_end
             || p._offset % PGAS_HEAP_ALIGN != 0 || p._phase != 0 || p._thread >= upcri_threads
             || (p._thread != 0 && p._offset < top));
}

static void free_object(upcr_shared_ptr_t p, const char *what)
{
    int64_t old;
    char msg[128];
    uintptr_t top;
    if (upcr_isnull_shared(p))
        return;
    heap_lock();
    top = sym_top();
    if (!may_start_block(p, top))
        old = 0;
    else
        old = atomic_cas(p._thread, p._offset - PGAS_HEAP_HEADER, (int64_t)PGAS_HEAP_LIVE, (int64_t)PGAS_HEAP_FREED);
    if ((uint64_t)old == PGAS_HEAP_LIVE) {
        /* No free block below the area's hint. */
        struct area a;
        uintptr_t h = p._offset - PGAS_HEAP_HEADER;
        if (h < top)
            symmetric_area(&a);
        else
            local_area(&a, p._thread);
        if ((uintptr_t)read_word(a.t, a.hint_at) > h)
            set_hint(&a, h);
        heap_unlock();
        return;
    }
    heap_unlock();
    snprintf(msg, sizeof msg, "%s of %s", what, pgas_heap_bad_free((uint64_t)old));
    fatal(msg);
}

void upcr_free(upcr_shared_ptr_t p)
{
    if (!upcr_isnull_shared(p))
        PGAS_RACE_FREED(p, 0);
    free_object(p, "upc_free");
}

/* ---- bounds (--checks; the arguments of the collectives always) --------------------------------------------------------------------------
   An access of the program must lie inside one live object, within the bytes the layout puts on
   the thread it reaches: the blocks of an area tile it, so the block holding the access is found
   by a walk from the area's bottom (the last block found is remembered: the next access is most
   often in it). An index past the end of an object reaches the next block's header, free space,
   or bytes of the object that belong to no element on that thread. The walk reads headers that
   another thread's allocation may be rewriting: a failed check is repeated under the heaps'
   lock before it is reported. Not detected: an index that reaches into another live object. */

/* The bytes of a live block's object on thread t. */
static uint64_t extent_on(const uint64_t *h, upcr_thread_t t, int symmetric)
{
    if (!symmetric)
        return h[1];
    if (h[2] == 0)
        return 0;
    return (uint64_t)pgas_share_bytes((long)h[1], (long)h[2], (long)upcri_threads, (long)t);
}

/* The object found last: its header's words, and for an object of one thread (not symmetric)
   the thread. A symmetric object is at the same offsets on every thread, so it answers for any
   thread's part (a loop over a cyclic array reaches a different thread at each element). */
static struct {
    int valid, symmetric;
    upcr_thread_t t, header_thread;
    uintptr_t header, lo;
    uint64_t h[4];
} last_object;

/* Whether [off, off + n) on thread t is inside a live object of the area [lo, hi) whose headers
   are on header_thread. */
static int in_area(upcr_thread_t header_thread, uintptr_t lo, uintptr_t hi, int symmetric, upcr_thread_t t,
                   uintptr_t off, size_t n)
{
    for (uintptr_t x = lo; x < hi;) {
        uint64_t h[4];
        uintptr_t span;
        get(h, header_thread, x, sizeof h, 0);
        span = pgas_heap_span(h);
        if (span > hi - x)
            return 0;
        if (off < x + span) {
            uintptr_t start = x + PGAS_HEAP_HEADER, end;
            if (h[PGAS_HEAP_MAGIC_WORD] != PGAS_HEAP_LIVE || off < start)
                return 0;
            end = start + (uintptr_t)extent_on(h, t, symmetric);
            if (n > end - off || off >= end)
                return 0;
            last_object.valid = 1;
            last_object.symmetric = symmetric;
            last_object.t = t;
            last_object.header_thread = header_thread;
            last_object.header = x;
            last_object.lo = start;
            memcpy(last_object.h, h, sizeof h);
            return 1;
        }
        x += span;
    }
    return 0;
}

/* A word of the heap's bookkeeping read for the object lookup: a relaxed read (a strict one, in a
   loop of checked transfers, looked like a spin loop on that word, and the thread yielded the
   processor at each check). */
static uint64_t peek_word(upcr_thread_t t, uintptr_t off)
{
    uint64_t v;
    get(&v, t, off, sizeof v, 0);
    return v;
}

static int in_object(upcr_thread_t t, uintptr_t off, size_t n)
{
    uintptr_t top = (uintptr_t)peek_word(0, SYM_TOP_OFFSET), floor;
    if (off >= sym_bottom && off < top)
        return in_area(0, sym_bottom, top, 1, t, off, n);
    floor = (uintptr_t)peek_word(t, ctl(CTL_FLOOR));
    return off >= floor && off < local_end && in_area(t, floor, local_end, 0, t, off, n);
}

/* Whether the n bytes at p lie inside one live shared object (the argument checks of the
   collectives, on without --checks). */
int upcri_in_object(upcr_shared_ptr_t p, size_t n)
{
    int ok;
    if (n == 0 || !heap_ready)
        return 1;
    if (p._thread >= upcri_threads || p._offset + n < p._offset)
        return 0;
    if (last_object.valid && (last_object.symmetric || p._thread == last_object.t) && p._offset >= last_object.lo) {
        /* Still the same live object: its header unchanged (a block freed and allocated again
           at the same place may have another size). */
        uintptr_t hi = last_object.lo + (uintptr_t)extent_on(last_object.h, p._thread, last_object.symmetric);
        uint64_t h[4];
        if (p._offset < hi && n <= hi - p._offset) {
            get(h, last_object.header_thread, last_object.header, sizeof h, 0);
            if (memcmp(h, last_object.h, sizeof h) == 0)
                return 1;
        }
    }
    if (in_object(p._thread, p._offset, n))
        return 1;
    heap_lock();
    ok = in_object(p._thread, p._offset, n);
    heap_unlock();
    return ok;
}

static void check_object(upcr_thread_t t, uintptr_t off, size_t n, int is_put)
{
    char msg[200];
    /* Past the segment too: the bounds error (as --to ga says of any size), not the segment's. */
    if (n == 0 || !heap_ready)
        return;
    if (upcri_in_object(upcri_make_shared(t, off, 0), n))
        return;
    snprintf(msg, sizeof msg, PGAS_BOUNDS_ERROR, is_put ? "write" : "read", n, (int)t);
    fatal(msg);
}

/* The header word of the block p would start, 0 where no block can start (the null pointer). */
static uint64_t block_magic(upcr_shared_ptr_t p)
{
    uint64_t magic = 0;
    heap_lock();
    if (!upcr_isnull_shared(p) && may_start_block(p, sym_top()))
        magic = read_word(p._thread, p._offset - PGAS_HEAP_HEADER);
    heap_unlock();
    return magic;
}

/* upc_all_free given different pointers (after the first sync: every thread is here, none
   freed anything): reported once (pgas_all_free.h). */
static __attribute__((noreturn)) void all_free_differs(upcr_shared_ptr_t p)
{
    uint64_t magic = block_magic(p);
    char msg[160];
    pgas_all_free_reporter_only((int)my_thread, magic != PGAS_HEAP_LIVE, MPI_COMM_WORLD);
    if (magic == PGAS_HEAP_LIVE)
        fatal(PGAS_ALL_FREE_DIFFER);
    snprintf(msg, sizeof msg, "upc_all_free of %s", pgas_heap_bad_free(magic));
    fatal(msg);
}

/* (Collective, not a barrier of the program: the race checker counts neither sync.) Every
   thread must pass the same pointer. */
void upcr_all_free(upcr_shared_ptr_t p)
{
    uint64_t words[3] = { p._thread, p._offset, p._phase };
    if (!upcr_isnull_shared(p))
        PGAS_RACE_FREED(p, 1);
    upcri_sync_all();
    if (!pgas_same_everywhere(words, 3, MPI_COMM_WORLD))
        all_free_differs(p);
    if (my_thread == 0)
        free_object(p, "upc_all_free");
    upcri_sync_all();
}

/* Static data: placed before the program starts, identically on every thread without
   communication (every thread places the same objects in the same order); each thread clears
   its own part. */
static uintptr_t static_alloc(size_t nblocks, size_t blocksz)
{
    uintptr_t row = row_bytes(nblocks, blocksz), need = pgas_heap_round(row + PGAS_HEAP_HEADER), at = static_top;
    if (heap_ready)
        return symmetric_alloc(nblocks, blocksz, "shared data");
    if (need > local_end - at)
        out_of_shared_memory("the static shared data", row);
    static_top += need;
    if (my_thread == 0) {
        uint64_t h[4] = { PGAS_HEAP_LIVE, nblocks * blocksz, blocksz, row };
        memcpy(segment + at, h, sizeof h);
        memcpy(segment + SYM_TOP_OFFSET, &(uint64_t){ static_top }, sizeof(uint64_t));
        memcpy(segment + SYM_HINT_OFFSET, &(uint64_t){ static_top }, sizeof(uint64_t));
    }
    memset(segment + at + PGAS_HEAP_HEADER, 0, row);
    return at + PGAS_HEAP_HEADER;
}

/* ---- static shared data --------------------------------------------------------------------------- */

const upcr_shared_ptr_t upcr_null_shared = UPCR_NULL_SHARED;
const upcr_pshared_ptr_t upcr_null_pshared = UPCR_NULL_PSHARED;

int upcr_is_init_shared(upcr_shared_ptr_t p)
{
    return p._offset == (uintptr_t)-1 && p._thread == (upcr_thread_t)-1;
}

int upcr_is_init_pshared(upcr_pshared_ptr_t p)
{
    return p._offset == (uintptr_t)-1 && p._thread == (upcr_thread_t)-1;
}

/* The static objects placed so far (name, proxy, where declared when an instrumented file said,
   offset, bytes on each thread), told to the GASP tool once it has started (the start-up
   allocation runs before it): see upcri_gasp_static_objects. */
static struct static_object {
    const char *name;
    const void *proxy;
    const char *file;
    int line;
    uintptr_t offset, bytes;
} *static_objects;
static size_t static_object_count, static_object_cap;

static uintptr_t static_object(const char *name, const void *proxy, size_t blocks, size_t blockbytes)
{
    uintptr_t at = static_alloc(blocks, blockbytes);
    if (static_object_count == static_object_cap) {
        static_object_cap = static_object_cap ? 2 * static_object_cap : 16;
        static_objects = realloc(static_objects, static_object_cap * sizeof *static_objects);
        if (!static_objects)
            fatal("out of memory for the table of static shared objects");
    }
    static_objects[static_object_count++] =
        (struct static_object){ name, proxy, NULL, 0, at, row_bytes(blocks, blockbytes) };
    return at;
}

/* The tool's record of a shared object's definition (gasp_trace.c, linked under --profile). */
extern void pgas_gasp_object_defined(const char *name, const char *file, int line, uint32_t thread_lo,
                                     uint32_t thread_hi, uint64_t offset, uint64_t bytes) __attribute__((weak));

void upcri_gasp_static_objects(void)
{
    if (!pgas_gasp_object_defined || my_thread != 0)
        return; /* every thread places the same objects: thread 0 records them */
    for (size_t i = 0; i < static_object_count; i++)
        pgas_gasp_object_defined(static_objects[i].name, static_objects[i].file, static_objects[i].line, 0,
                                 upcri_threads - 1, static_objects[i].offset, static_objects[i].bytes);
}

/* Where the program declares the static object of `proxy` (upcrt_gasp.h: an instrumented file's
   start-up allocation says it for each of its objects). */
void upcrt_gasp_object_site(const void *proxy, const char *file, int line)
{
    for (size_t i = 0; i < static_object_count; i++)
        if (static_objects[i].proxy == proxy) {
            static_objects[i].file = file;
            static_objects[i].line = line;
        }
}

/* Static data are placed by static_alloc, cleared. */
void upcr_startup_shalloc(upcr_startup_shalloc_t *infos, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        upcr_shared_ptr_t *proxy = infos[i].sptr_addr;
        size_t blocks = infos[i].numblocks * (infos[i].mult_by_threads ? upcri_threads : 1);
        if (!upcr_isnull_shared(*proxy) && !upcr_is_init_shared(*proxy))
            continue; /* already allocated by an earlier call */
        *proxy = upcri_make_shared(0, static_object(infos[i].namestr, proxy, blocks, infos[i].blockbytes), 0);
    }
}

void upcr_startup_pshalloc(upcr_startup_pshalloc_t *infos, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        upcr_pshared_ptr_t *proxy = infos[i].psptr_addr;
        size_t blocks = infos[i].numblocks * (infos[i].mult_by_threads ? upcri_threads : 1);
        if (!upcr_isnull_pshared(*proxy) && !upcr_is_init_pshared(*proxy))
            continue;
        *proxy = upcri_make_pshared(0, static_object(infos[i].namestr, proxy, blocks, infos[i].blockbytes));
    }
}

/* Copies the initial values of a shared array that this thread owns (no communication): element
   i of the shared array takes the local array's element with the same subscripts, or zero. */
static void init_array(upcr_shared_ptr_t dst, const char *src, const upcr_startup_arrayinit_diminfo_t *dims,
                       size_t dimcnt, size_t elembytes, size_t blockelems)
{
    size_t total = 1, shared_dim[16], local_dim[16];
    if (dimcnt > 16)
        fatal("shared array initializer with more than 16 dimensions");
    for (size_t d = 0; d < dimcnt; d++) {
        shared_dim[d] = dims[d].shared_elems * (dims[d].mult_by_threads ? upcri_threads : 1);
        local_dim[d] = dims[d].local_elems;
        total *= shared_dim[d];
    }
    for (size_t i = 0; i < total; i++) {
        upcr_shared_ptr_t p;
        size_t rest = i, local_index = 0, local_stride = 1;
        int inside = src != NULL;
        if (blockelems == 0)
            p = upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(dst), elembytes, (ptrdiff_t)i));
        else
            p = upcr_add_shared(dst, elembytes, (ptrdiff_t)i, blockelems);
        if (p._thread != my_thread)
            continue;
        /* Subscripts of element i, last dimension fastest; its place in the local array. */
        for (size_t d = dimcnt; d-- > 0;) {
            size_t sub = rest % shared_dim[d];
            rest /= shared_dim[d];
            if (sub >= local_dim[d])
                inside = 0;
            local_index += sub * local_stride;
            local_stride *= local_dim[d];
        }
        if (inside)
            memcpy(segment + p._offset, src + local_index * elembytes, elembytes);
        else
            memset(segment + p._offset, 0, elembytes);
    }
}

void upcr_startup_initarray(upcr_shared_ptr_t dst, void *src, upcr_startup_arrayinit_diminfo_t *diminfos,
                            size_t dimcnt, size_t elembytes, size_t blockelems)
{
    init_array(dst, src, diminfos, dimcnt, elembytes, blockelems);
}

void upcr_startup_initparray(upcr_pshared_ptr_t dst, void *src, upcr_startup_arrayinit_diminfo_t *diminfos,
                             size_t dimcnt, size_t elembytes, size_t blockelems)
{
    init_array(upcr_pshared_to_shared(dst), src, diminfos, dimcnt, elembytes, blockelems);
}

/* ---- `--dynamic-pointers`: arithmetic in the layout of the object pointed into ------------------
   The objects of the symmetric area are found through their headers on thread 0. What was read
   is kept in a sorted table, read again (under the allocator's lock) when the allocation count
   on thread 0 has changed since. A pointer above the symmetric area (into a local area:
   upcr_alloc) stays on its thread. */

static pgas_dyntable_t dyn_table;
static int64_t dyn_seen_gen = -1;
static uintptr_t dyn_seen_top;

static void dyn_rebuild(void)
{
    uintptr_t top;
    heap_lock();
    dyn_seen_gen = atomic_load(0, ctl(CTL_GEN));
    top = sym_top();
    {
        struct area a;
        symmetric_area(&a);
        if (!pgas_heap_live_objects(&a, sym_bottom, top, &dyn_table))
            fatal("out of memory in the table of shared objects");
    }
    dyn_seen_top = top;
    heap_unlock();
}

/* The object holding (thread, offset), 0 if none is known. */
static int dyn_find(uintptr_t offset, pgas_dynobj_t *o)
{
    long k;
    if (atomic_load(0, ctl(CTL_GEN)) != dyn_seen_gen)
        dyn_rebuild();
    if (offset >= dyn_seen_top && offset < local_end) {
        o->start = (long)dyn_seen_top;
        o->end = (long)local_end;
        o->block = 0;
        return 1;
    }
    k = pgas_dyn_search(dyn_table.obj, dyn_table.count, (long)offset);
    if (k < 0)
        return 0;
    *o = dyn_table.obj[k];
    return 1;
}

upcr_shared_ptr_t upcr_dyn_add_shared(upcr_shared_ptr_t p, size_t elemsz, ptrdiff_t inc, size_t blockelems)
{
    pgas_dynobj_t o;
    long thread = (long)p._thread, offset;
    if (dyn_find(p._offset, &o) && pgas_dyn_fits(&o, (long)p._offset, (long)elemsz)) {
        long lin = pgas_dyn_linear(&o, thread, (long)p._offset, (long)upcri_threads) + (long)inc * (long)elemsz;
        long phase = pgas_dyn_locate(&o, lin, (long)elemsz, (long)upcri_threads, &thread, &offset);
        return upcri_make_shared((upcr_thread_t)thread, (uintptr_t)offset, (upcr_phase_t)phase);
    }
    if (blockelems == 0)
        return upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(p), elemsz, inc));
    return upcr_add_shared(p, elemsz, inc, blockelems);
}

upcr_pshared_ptr_t upcr_dyn_add_pshared(upcr_pshared_ptr_t p, size_t elemsz, ptrdiff_t inc, size_t blockelems)
{
    upcr_shared_ptr_t q = upcr_dyn_add_shared(upcr_pshared_to_shared(p), elemsz, inc, blockelems);
    return upcr_shared_to_pshared(q);
}

ptrdiff_t upcr_dyn_sub_shared(upcr_shared_ptr_t p, upcr_shared_ptr_t q, size_t elemsz, size_t blockelems)
{
    pgas_dynobj_t o;
    long t = (long)upcri_threads, e = (long)elemsz;
    /* Both point into the same object (C's rule for a difference): either one names it. */
    if ((dyn_find(p._offset, &o) || dyn_find(q._offset, &o)) && pgas_dyn_fits(&o, (long)p._offset, e)
        && pgas_dyn_fits(&o, (long)q._offset, e))
        return (pgas_dyn_linear(&o, (long)p._thread, (long)p._offset, t)
                - pgas_dyn_linear(&o, (long)q._thread, (long)q._offset, t)) / e;
    if (blockelems == 0)
        return upcr_sub_psharedI(upcr_shared_to_pshared(p), upcr_shared_to_pshared(q), elemsz);
    return upcr_sub_shared(p, q, elemsz, blockelems);
}

ptrdiff_t upcr_dyn_sub_pshared(upcr_pshared_ptr_t p, upcr_pshared_ptr_t q, size_t elemsz, size_t blockelems)
{
    return upcr_dyn_sub_shared(upcr_pshared_to_shared(p), upcr_pshared_to_shared(q), elemsz, blockelems);
}

/* ---- locks ------------------------------------------------------------------------------------------
   A lock is one 64-bit word: 0 when free, the holder's thread + 1, LOCK_FREED once upc_lock_free
   or upc_all_lock_free gave it back (the UPC specification lets a lock be freed whether it is held
   or not; a later lock operation on it, or one waiting in upc_lock, is the program's error, which
   the word makes visible until the memory is allocated again, as `--to ga`'s freed lock is). */

#define LOCK_FREED ((int64_t)-1)

static int64_t lock_cas(upcr_shared_ptr_t l, int64_t expected, int64_t desired)
{
    int64_t old;
    upcri_atomic_op(l._thread, l._offset, MPI_INT64_T, MPI_NO_OP, &desired, &expected, &old);
    return old;
}

upcr_shared_ptr_t upcr_global_lock_alloc(void)
{
    upcr_shared_ptr_t l = upcr_global_alloc(1, sizeof(int64_t));
    upcr_put_shared_val_strict(l, 0, 0, sizeof(int64_t));
    return l;
}

upcr_shared_ptr_t upcr_all_lock_alloc(void)
{
    /* upcr_all_alloc ends with a barrier; the lock word is zero from the segment's clearing
       or is cleared by thread 0 before a second barrier. */
    upcr_shared_ptr_t l = upcr_all_alloc(1, sizeof(int64_t));
    if (my_thread == 0)
        upcr_put_shared_val_strict(l, 0, 0, sizeof(int64_t));
    upcri_sync_all();
    return l;
}

/* A lock operation `what` on l: not the null pointer (its word would be thread 0's reserved
   bytes), as `--to ga` reports it. */
static void lock_not_null(upcr_shared_ptr_t l, const char *what)
{
    char msg[128];
    if (l._thread != 0 || l._offset >= UPCRI_NULL_BYTES)
        return;
    snprintf(msg, sizeof msg, "%s of a null lock", what);
    fatal(msg);
}

/* A lock operation `what` found the word of a freed lock. */
static __attribute__((noreturn)) void lock_was_freed(const char *what)
{
    char msg[128];
    snprintf(msg, sizeof msg, "%s of a pointer that is not a lock", what);
    fatal(msg);
}

/* One try at taking lock l for `what` (upc_lock or upc_lock_attempt). */
static int lock_attempt(upcr_shared_ptr_t l, const char *what)
{
    int64_t me = (int64_t)my_thread + 1, old;
    lock_not_null(l, what);
    old = lock_cas(l, 0, me);
    if (old == LOCK_FREED)
        lock_was_freed(what);
    if (old == me) {
        char msg[128];
        snprintf(msg, sizeof msg, "%s of a lock this thread already holds (UPC locks are not recursive)", what);
        fatal(msg);
    }
    if (old == 0) {
        complete_puts();
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
        pgas_races_acquire();
    }
    return old == 0;
}

int upcr_lock_attempt(upcr_shared_ptr_t l) { return lock_attempt(l, "upc_lock_attempt"); }

void upcr_lock(upcr_shared_ptr_t l)
{
    unsigned spins = 0;
    double since = upcri_now();
    while (!lock_attempt(l, "upc_lock")) {
        if (++spins > 64) {
            upcr_poll();
            if ((spins & 255) == 0)
                watchdog(since, "upc_lock");
        }
    }
}

void upcr_unlock(upcr_shared_ptr_t l)
{
    int64_t me = (int64_t)my_thread + 1, old;
    lock_not_null(l, "upc_unlock");
    pgas_races_release();
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    complete_puts();
    MPI_Win_flush_all(world_win);
    old = lock_cas(l, me, 0);
    if (old == LOCK_FREED)
        lock_was_freed("upc_unlock");
    if (old != me)
        fatal("upc_unlock of a lock this thread does not hold");
}

/* The word of lock l marked freed, held or not, when l is a live allocation (the free that
   follows reports any other pointer). */
static void mark_lock_freed(upcr_shared_ptr_t l)
{
    if (block_magic(l) == PGAS_HEAP_LIVE)
        atomic_op(l._thread, l._offset, LOCK_FREED, MPI_REPLACE);
}

/* A pointer that is not a live allocation (one freed already, static data, the inside of an
   object) is not a lock: named so, as `--to ga` names it (the null pointer is no operation). */
void upcr_lock_free(upcr_shared_ptr_t l)
{
    if (upcr_isnull_shared(l))
        return;
    if (block_magic(l) != PGAS_HEAP_LIVE)
        lock_was_freed("upc_lock_free");
    mark_lock_freed(l);
    upcr_free(l);
}

/* (The first sync: no thread uses the lock any more when it is marked.) */
void upcr_all_lock_free(upcr_shared_ptr_t l)
{
    upcri_sync_all();
    if (my_thread == 0)
        mark_lock_freed(l);
    upcr_all_free(l);
}

/* ---- non-blocking transfers ------------------------------------------------------------------------ */

/* An explicit-handle operation in flight. */
struct upcri_nb {
    MPI_Request request;
    int target;
    int is_put;
};

static int nbi_puts, nbi_gets; /* implicit-handle operations issued since the last sync */

/* The start of a non-blocking transfer of n bytes between `local` and offset `off` of thread t,
   for `what` (the library function the program called, or a read or write): checked like a
   blocking one. 1 when it is done (nothing to move, or memory this process maps: copied now);
   0 when MPI is to move it, the earlier puts to t complete. */
static int start_transfer(int is_put, void *local, upcr_thread_t t, uintptr_t off, size_t n, const char *what)
{
    char *remote = address(t, off);
    check_range(t, off, n);
    if (n == 0)
        return 1;
    check_not_null(t, off, what);
    CHECK_OBJECT(t, off, n, is_put);
    if (!remote) {
        complete_puts_to(t);
        return 0;
    }
    if (is_put)
        memcpy(remote, local, n);
    else
        memcpy(local, remote, n);
    return 1;
}

/* A transfer with an explicit handle (start_transfer). */
static upcr_handle_t start_nb(int is_put, void *local, upcr_thread_t t, uintptr_t off, size_t n, const char *what)
{
    struct upcri_nb *h;
    if (start_transfer(is_put, local, t, off, n, what))
        return UPCR_INVALID_HANDLE;
    h = malloc(sizeof *h);
    if (!h)
        fatal("out of memory for a non-blocking transfer");
    h->target = (int)t;
    h->is_put = is_put;
    if (is_put)
        MPI_Rput(local, (int)n, MPI_BYTE, (int)t, (MPI_Aint)off, (int)n, MPI_BYTE, world_win, &h->request);
    else
        MPI_Rget(local, (int)n, MPI_BYTE, (int)t, (MPI_Aint)off, (int)n, MPI_BYTE, world_win, &h->request);
    return (upcr_handle_t)h;
}

static void finish_nb(struct upcri_nb *h)
{
    /* A put's request completes locally; the flush makes it complete at the target. */
    if (h->is_put)
        MPI_Win_flush(h->target, world_win);
    free(h);
}

upcr_handle_t upcr_put_nb_shared(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { return start_nb(1, (void *)s, AT(d, o), n, "write"); }
upcr_handle_t upcr_get_nb_shared(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { return start_nb(0, d, AT(s, o), n, "read"); }
upcr_handle_t upcr_put_nb_pshared(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { return start_nb(1, (void *)s, AT(d, o), n, "write"); }
upcr_handle_t upcr_get_nb_pshared(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { return start_nb(0, d, AT(s, o), n, "read"); }

void upcr_wait_syncnb(upcr_handle_t handle)
{
    struct upcri_nb *h = (struct upcri_nb *)handle;
    if (handle == UPCR_INVALID_HANDLE)
        return;
    MPI_Wait(&h->request, MPI_STATUS_IGNORE);
    finish_nb(h);
}

int upcr_try_syncnb(upcr_handle_t handle)
{
    struct upcri_nb *h = (struct upcri_nb *)handle;
    int done = 0;
    if (handle == UPCR_INVALID_HANDLE)
        return 1;
    MPI_Test(&h->request, &done, MPI_STATUS_IGNORE);
    if (done)
        finish_nb(h);
    return done;
}

void upcr_wait_syncnb_all(upcr_handle_t *handles, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        upcr_wait_syncnb(handles[i]);
        handles[i] = UPCR_INVALID_HANDLE;
    }
}

int upcr_try_syncnb_all(upcr_handle_t *handles, size_t n)
{
    int all = 1;
    for (size_t i = 0; i < n; i++) {
        if (upcr_try_syncnb(handles[i]))
            handles[i] = UPCR_INVALID_HANDLE;
        else
            all = 0;
    }
    return all;
}

/* A transfer with an implicit handle (start_transfer). */
static void start_nbi(int is_put, void *local, upcr_thread_t t, uintptr_t off, size_t n, const char *what)
{
    if (start_transfer(is_put, local, t, off, n, what))
        return;
    if (is_put) {
        MPI_Put(local, (int)n, MPI_BYTE, (int)t, (MPI_Aint)off, (int)n, MPI_BYTE, world_win);
        nbi_puts++;
    } else {
        MPI_Get(local, (int)n, MPI_BYTE, (int)t, (MPI_Aint)off, (int)n, MPI_BYTE, world_win);
        nbi_gets++;
    }
}

void upcr_put_nbi_shared(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { start_nbi(1, (void *)s, AT(d, o), n, "write"); }
void upcr_get_nbi_shared(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { start_nbi(0, d, AT(s, o), n, "read"); }
void upcr_put_nbi_pshared(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { start_nbi(1, (void *)s, AT(d, o), n, "write"); }
void upcr_get_nbi_pshared(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { start_nbi(0, d, AT(s, o), n, "read"); }

/* Implicit operations complete with one flush of every target (puts and gets alike). */
void upcr_wait_syncnbi_all(void)
{
    if (nbi_puts || nbi_gets)
        MPI_Win_flush_all(world_win);
    nbi_puts = nbi_gets = 0;
}

void upcr_wait_syncnbi_gets(void) { upcr_wait_syncnbi_all(); }
void upcr_wait_syncnbi_puts(void) { upcr_wait_syncnbi_all(); }
int upcr_try_syncnbi_all(void) { upcr_wait_syncnbi_all(); return 1; }
int upcr_try_syncnbi_gets(void) { upcr_wait_syncnbi_all(); return 1; }
int upcr_try_syncnbi_puts(void) { upcr_wait_syncnbi_all(); return 1; }

upcr_handle_t upcr_nb_memget(void *d, upcr_shared_ptr_t s, size_t n)
{
    check_transfer(s._thread, s._offset, n, 0, "upc_memget_nb");
    return start_nb(0, d, s._thread, s._offset, n, "upc_memget_nb");
}

upcr_handle_t upcr_nb_memput(upcr_shared_ptr_t d, const void *s, size_t n)
{
    check_transfer(d._thread, d._offset, n, 1, "upc_memput_nb");
    return start_nb(1, (void *)s, d._thread, d._offset, n, "upc_memput_nb");
}

void upcr_nbi_memget(void *d, upcr_shared_ptr_t s, size_t n)
{
    check_transfer(s._thread, s._offset, n, 0, "upc_memget_nbi");
    start_nbi(0, d, s._thread, s._offset, n, "upc_memget_nbi");
}

void upcr_nbi_memput(upcr_shared_ptr_t d, const void *s, size_t n)
{
    check_transfer(d._thread, d._offset, n, 1, "upc_memput_nbi");
    start_nbi(1, (void *)s, d._thread, d._offset, n, "upc_memput_nbi");
}

/* Shared-to-shared copies and memsets go through a local buffer: they complete before returning. */
upcr_handle_t upcr_nb_memcpy(upcr_shared_ptr_t d, upcr_shared_ptr_t s, size_t n)
{
    copy_shared(d, s, n, "upc_memcpy_nb");
    return UPCR_INVALID_HANDLE;
}

upcr_handle_t upcr_nb_memset(upcr_shared_ptr_t d, int c, size_t n)
{
    set_shared(d, c, n, "upc_memset_nb");
    return UPCR_INVALID_HANDLE;
}

void upcr_nbi_memcpy(upcr_shared_ptr_t d, upcr_shared_ptr_t s, size_t n) { copy_shared(d, s, n, "upc_memcpy_nbi"); }
void upcr_nbi_memset(upcr_shared_ptr_t d, int c, size_t n) { set_shared(d, c, n, "upc_memset_nbi"); }

