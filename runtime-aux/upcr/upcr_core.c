/* upcr_core.c - start-up, shared segments, puts/gets and barriers of pgas-xlate's UPC runtime
   over MPI-3 (see upcr.h for the design). */
#include "upcr_internal.h"
#include "../include/pgas_dynptr.h"

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

#define DEFAULT_SHARED_SIZE ((uintptr_t)64 << 20)

static void init_heaps(uintptr_t start, uintptr_t end);

/* ---- errors ------------------------------------------------------------------------------------- */

static void fatal(const char *what)
{
    char where[1024];
    if (upcri_user_location(where, sizeof where))
        fprintf(stderr, "%s: UPC runtime error (thread %u): %s\n", where, (unsigned)my_thread, what);
    else
        fprintf(stderr, "UPC runtime error (thread %u): %s\n", (unsigned)my_thread, what);
    fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, 1);
    exit(1);
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
    if (static_threadcnt > 0 && static_threadcnt != upcri_threads) {
        char msg[160];
        snprintf(msg, sizeof msg,
                 "this program was compiled for %u threads (--threads %u) but runs with %u processes",
                 (unsigned)static_threadcnt, (unsigned)static_threadcnt, (unsigned)upcri_threads);
        fatal(msg);
    }
}

/* "64MB", "1GB", "4096" → bytes; 0 when malformed. */
static uintptr_t parse_size(const char *s)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s)
        return 0;
    switch (*end) {
    case 'k': case 'K': v <<= 10; break;
    case 'm': case 'M': v <<= 20; break;
    case 'g': case 'G': v <<= 30; break;
    case '\0': break;
    default: return 0;
    }
    return (uintptr_t)v;
}

void upcr_startup_attach(uintptr_t default_shared_size, uintptr_t default_shared_offset, int flags)
{
    MPI_Info info;
    int node_rank, node_size;
    int *node_of;
    uintptr_t size = default_shared_size ? default_shared_size : DEFAULT_SHARED_SIZE;
    const char *env = getenv("UPC_SHARED_HEAP_SIZE");
    (void)default_shared_offset;
    (void)flags;
    if (env && *env) {
        size = parse_size(env);
        if (size == 0)
            fatal("UPC_SHARED_HEAP_SIZE must be a size such as 64MB or 1GB");
    }
    segment_size = size;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node_comm);
    MPI_Comm_rank(node_comm, &node_rank);
    MPI_Comm_size(node_comm, &node_size);
    if (node_size <= sysconf(_SC_NPROCESSORS_ONLN))
        barrier_spins = 1u << 20;
    MPI_Info_create(&info);
    MPI_Info_set(info, "alloc_shared_noncontig", "true");
    if (MPI_Win_allocate_shared((MPI_Aint)size, 1, info, node_comm, &segment, &node_win) != MPI_SUCCESS)
        fatal("cannot allocate the shared segment (lower UPC_SHARED_HEAP_SIZE)");
    MPI_Info_free(&info);
    memset(segment, 0, size);
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
        uintptr_t reserved = 64;
        uintptr_t static_end = reserved + ((static_data_size + 63) & ~(uintptr_t)63);
        if (static_end > segment_size)
            fatal("the static shared data do not fit in the shared segment (raise UPC_SHARED_HEAP_SIZE)");
        init_heaps(static_end, segment_size);
        /* Thread 0's heap bounds must be in place before anyone allocates static data. */
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (f && f->heap_init)
            f->heap_init(segment + static_end, segment_size - static_end);
        if (f && f->static_init)
            f->static_init(segment + reserved, static_end - reserved);
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
    MPI_Finalize();
}

void upcr_exit(int exitcode)
{
    /* Every thread leaves together: the implicit barrier at the end of a UPC program. */
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    shutdown_runtime();
    exit(exitcode);
}

void upcr_global_exit(int exitcode)
{
    fflush(stdout);
    fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, exitcode);
    exit(exitcode);
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

void *upcr_shared_to_local(upcr_shared_ptr_t p) { return segment + p._offset; }
void *upcr_pshared_to_local(upcr_pshared_ptr_t p) { return segment + p._offset; }
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

static void put(upcr_thread_t t, uintptr_t offset, const void *src, size_t n, int strict)
{
    char *dst = address(t, offset);
    check_range(t, offset, n);
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (dst) {
        memcpy(dst, src, n);
    } else {
        MPI_Put(src, (int)n, MPI_BYTE, (int)t, (MPI_Aint)offset, (int)n, MPI_BYTE, world_win);
        MPI_Win_flush((int)t, world_win);
    }
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* Above this size the MPI library's copy beats memcpy from a mapped peer segment. */
#define LARGE_COPY ((size_t)64 << 10)

static void get(void *dest, upcr_thread_t t, uintptr_t offset, size_t n, int strict)
{
    const char *src = address(t, offset);
    check_range(t, offset, n);
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (src && n < LARGE_COPY) {
        memcpy(dest, src, n);
    } else {
        MPI_Get(dest, (int)n, MPI_BYTE, (int)t, (MPI_Aint)offset, (int)n, MPI_BYTE, world_win);
        MPI_Win_flush((int)t, world_win);
    }
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

#define AT(p, off) (p)._thread, (uintptr_t)((ptrdiff_t)(p)._offset + (off))

void upcr_put_shared(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { put(AT(d, o), s, n, 0); }
void upcr_put_pshared(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { put(AT(d, o), s, n, 0); }
void upcr_put_shared_strict(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { put(AT(d, o), s, n, 1); }
void upcr_put_pshared_strict(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { put(AT(d, o), s, n, 1); }
void upcr_get_shared(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { get(d, AT(s, o), n, 0); }
void upcr_get_pshared(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { get(d, AT(s, o), n, 0); }
void upcr_get_shared_strict(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { get(d, AT(s, o), n, 1); }
void upcr_get_pshared_strict(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { get(d, AT(s, o), n, 1); }

/* Value forms: the low-order nbytes of the value, in the machine's byte order (little-endian
   here, so the first nbytes of the 8-byte value). */
static void put_val(upcr_thread_t t, uintptr_t off, upcr_register_value_t v, size_t n, int strict)
{
    if (n == 0 || n > sizeof v)
        fatal("value put of an unsupported size");
    put(t, off, &v, n, strict);
}

static upcr_register_value_t get_val(upcr_thread_t t, uintptr_t off, size_t n, int strict)
{
    upcr_register_value_t v = 0;
    if (n == 0 || n > sizeof v)
        fatal("value get of an unsupported size");
    get(&v, t, off, n, strict);
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

static int barrier_pending;
static int local_sense;

static int single_node(void)
{
    return whole_job_on_node;
}

static int *barrier_slot(upcr_thread_t t, int parity)
{
    return (int *)(node_segment[t] + BARRIER_SLOT_OFFSET) + 2 * parity;
}

void upcr_notify(int barrierval, int flags)
{
    if (barrier_pending)
        fatal("upc_notify called twice without an intervening upc_wait");
    barrier_pending = 1;
    barrier_named = !(flags & UPCR_BARRIERFLAG_ANONYMOUS);
    barrier_value = barrierval;
    /* Shared writes made before the barrier are complete before anyone passes it. */
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

void upcr_wait(int barrierval, int flags)
{
    unsigned spins = 0;
    if (!barrier_pending)
        fatal("upc_wait called without a preceding upc_notify");
    if (!(flags & UPCR_BARRIERFLAG_ANONYMOUS) && barrier_named && barrierval != barrier_value)
        fatal("barrier mismatch: upc_wait value differs from this thread's upc_notify value");
    if (single_node()) {
        while (!barrier_done())
            if (++spins > barrier_spins)
                sched_yield();
    } else {
        MPI_Wait(&barrier_request, MPI_STATUS_IGNORE);
    }
    finish_barrier();
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
    return 1;
}

void upcr_barrier(int barrierval, int flags)
{
    upcr_notify(barrierval, flags);
    upcr_wait(barrierval, flags);
}

void upcr_poll(void)
{
    int flag;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
}

/* ---- bulk transfers ------------------------------------------------------------------------------ */

void upcr_memget(void *dst, upcr_shared_ptr_t src, size_t n)
{
    if (n)
        get(dst, src._thread, src._offset, n, 0);
}

void upcr_memput(upcr_shared_ptr_t dst, const void *src, size_t n)
{
    if (n)
        put(dst._thread, dst._offset, src, n, 0);
}

void upcr_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n)
{
    char *to = address(dst._thread, dst._offset);
    if (n == 0)
        return;
    if (to) {
        get(to, src._thread, src._offset, n, 0);
    } else {
        char *tmp = malloc(n);
        if (!tmp)
            fatal("out of memory in upc_memcpy");
        get(tmp, src._thread, src._offset, n, 0);
        put(dst._thread, dst._offset, tmp, n, 0);
        free(tmp);
    }
}

void upcr_memset(upcr_shared_ptr_t dst, int c, size_t n)
{
    char *to = address(dst._thread, dst._offset);
    if (n == 0)
        return;
    check_range(dst._thread, dst._offset, n);
    if (to) {
        memset(to, c, n);
    } else {
        char *tmp = malloc(n);
        if (!tmp)
            fatal("out of memory in upc_memset");
        memset(tmp, c, n);
        put(dst._thread, dst._offset, tmp, n, 0);
        free(tmp);
    }
}

/* ---- dynamic allocation ----------------------------------------------------------------------------
   Every object is preceded by a header (on the thread the object's pointer names) that records
   whether it is live and its size, so that upcr_free can reject what it did not allocate; for the
   objects of the symmetric region (static data, upcr_all_alloc, upcr_global_alloc: header on
   thread 0) also its block size in bytes and its bytes per thread, which is the layout that
   `--dynamic-pointers` arithmetic follows (upcr_dyn_*, below). */

enum { HEADER = 32, ALIGN = 16 };
#define LIVE_MAGIC ((uint64_t)0x5550434C49564531ull)  /* live object */
#define FREED_MAGIC ((uint64_t)0x5550434672656564ull) /* freed object */
/* Thread 0's reserved word holding the top of the global-allocation area. */
#define GLOBAL_TOP_OFFSET ((uintptr_t)8)

static uintptr_t sym_bottom, sym_top;    /* the symmetric region */
static uintptr_t all_next;               /* next free offset for upcr_all_alloc */
static uintptr_t local_next, local_end;  /* the local heap (bump allocation) */
static uintptr_t local_next_start;       /* its bottom */

static uintptr_t round_up(uintptr_t v) { return (v + ALIGN - 1) & ~(uintptr_t)(ALIGN - 1); }

static void out_of_shared_memory(size_t requested)
{
    char msg[200];
    snprintf(msg, sizeof msg,
             "out of shared memory: %zu bytes requested (the segment has %zu bytes per thread; "
             "raise UPC_SHARED_HEAP_SIZE)",
             requested, (size_t)segment_size);
    fatal(msg);
}

/* Called once the static data are placed: lays out the heaps over [start, end). */
static void init_heaps(uintptr_t start, uintptr_t end)
{
    uintptr_t mid = start + (end - start) / 2;
    sym_bottom = round_up(start);
    sym_top = mid & ~(uintptr_t)(ALIGN - 1);
    all_next = sym_bottom;
    local_next = round_up(mid);
    local_next_start = local_next;
    local_end = end;
    if (my_thread == 0) {
        uint64_t top = sym_top;
        memcpy(segment + GLOBAL_TOP_OFFSET, &top, sizeof top);
    }
}

/* Header: magic, size, block size in bytes, bytes per thread. */
static void write_header(upcr_thread_t t, uintptr_t offset, uint64_t size, uint64_t blocksz, uint64_t row)
{
    uint64_t h[4] = { LIVE_MAGIC, size, blocksz, row };
    put(t, offset - HEADER, h, sizeof h, 0);
}

/* The bytes of each thread's share of a distributed allocation: ceil(nblocks / THREADS) blocks. */
static uintptr_t row_bytes(size_t nblocks, size_t blocksz)
{
    return (uintptr_t)((nblocks + upcri_threads - 1) / upcri_threads) * blocksz;
}

/* The room an allocation takes in each thread's part, header included. */
static uintptr_t per_thread_bytes(size_t nblocks, size_t blocksz)
{
    return round_up(row_bytes(nblocks, blocksz) + HEADER);
}

/* Collective symmetric allocation without synchronisation: every thread computes the same
   offset because every thread makes the same collective calls in the same order. */
static uintptr_t symmetric_alloc(size_t nblocks, size_t blocksz)
{
    uintptr_t need = per_thread_bytes(nblocks, blocksz);
    uint64_t global_top;
    uintptr_t offset;
    get(&global_top, 0, GLOBAL_TOP_OFFSET, sizeof global_top, 1);
    if (all_next + need > global_top)
        out_of_shared_memory(nblocks * blocksz);
    offset = all_next + HEADER;
    all_next += need;
    if (my_thread == 0) {
        uint64_t h[4] = { LIVE_MAGIC, nblocks * blocksz, blocksz, row_bytes(nblocks, blocksz) };
        memcpy(segment + offset - HEADER, h, sizeof h);
    }
    return offset;
}

upcr_shared_ptr_t upcr_all_alloc(size_t nblocks, size_t blocksz)
{
    uintptr_t offset = symmetric_alloc(nblocks, blocksz);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return upcri_make_shared(0, offset, 0);
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

/* Static data come from the symmetric region, which is zero-filled and never reused, so
   objects without initializer are already zero. */
void upcr_startup_shalloc(upcr_startup_shalloc_t *infos, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        upcr_shared_ptr_t *proxy = infos[i].sptr_addr;
        size_t blocks = infos[i].numblocks * (infos[i].mult_by_threads ? upcri_threads : 1);
        if (!upcr_isnull_shared(*proxy) && !upcr_is_init_shared(*proxy))
            continue; /* already allocated by an earlier call */
        *proxy = upcri_make_shared(0, symmetric_alloc(blocks, infos[i].blockbytes), 0);
    }
}

void upcr_startup_pshalloc(upcr_startup_pshalloc_t *infos, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        upcr_pshared_ptr_t *proxy = infos[i].psptr_addr;
        size_t blocks = infos[i].numblocks * (infos[i].mult_by_threads ? upcri_threads : 1);
        if (!upcr_isnull_pshared(*proxy) && !upcr_is_init_pshared(*proxy))
            continue;
        *proxy = upcri_make_pshared(0, symmetric_alloc(blocks, infos[i].blockbytes));
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

upcr_shared_ptr_t upcr_global_alloc(size_t nblocks, size_t blocksz)
{
    uint64_t need = per_thread_bytes(nblocks, blocksz), old_top, new_top;
    int64_t delta = -(int64_t)need;
    MPI_Fetch_and_op(&delta, &old_top, MPI_INT64_T, 0, (MPI_Aint)GLOBAL_TOP_OFFSET, MPI_SUM, world_win);
    MPI_Win_flush(0, world_win);
    new_top = old_top - need;
    /* The collective area may have grown on other threads too: it only grows through
       collective calls, which every thread makes in the same order, so the local value is the
       global one. */
    if (old_top < need || new_top < all_next)
        out_of_shared_memory(nblocks * blocksz);
    write_header(0, (uintptr_t)new_top + HEADER, nblocks * blocksz, blocksz, row_bytes(nblocks, blocksz));
    return upcri_make_shared(0, (uintptr_t)new_top + HEADER, 0);
}

upcr_shared_ptr_t upcr_alloc(size_t nbytes)
{
    uintptr_t need = round_up(nbytes + HEADER), offset;
    if (local_next + need > local_end)
        out_of_shared_memory(nbytes);
    offset = local_next + HEADER;
    local_next += need;
    write_header(my_thread, offset, nbytes, 0, nbytes);
    return upcri_make_shared(my_thread, offset, 0);
}

/* Marks an object freed. Its memory is not reused: the allocators only grow (a later version
   will keep free lists); what matters here is catching frees of what was never allocated. */
void upcr_free(upcr_shared_ptr_t p)
{
    uint64_t h[2];
    if (upcr_isnull_shared(p))
        return;
    if (p._offset < HEADER || p._offset - HEADER < 64 || p._offset > segment_size || p._phase != 0)
        fatal("upc_free of a pointer that is not the start of a shared allocation");
    get(h, p._thread, p._offset - HEADER, sizeof h, 0);
    if (h[0] == FREED_MAGIC)
        fatal("upc_free of shared memory that was already freed");
    if (h[0] != LIVE_MAGIC)
        fatal("upc_free of a pointer that is not the start of a shared allocation");
    h[0] = FREED_MAGIC;
    put(p._thread, p._offset - HEADER, h, sizeof h[0], 0);
}

void upcr_all_free(upcr_shared_ptr_t p)
{
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (my_thread == 0)
        upcr_free(p);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
}

/* ---- `--dynamic-pointers`: arithmetic in the layout of the object pointed into ------------------
   The objects of the symmetric region are found through their headers on thread 0: the collective
   part from its bottom up to all_next, the upcr_global_alloc part from the current top (thread
   0's word) up to sym_top. What was read is kept in a sorted table, read again only when one of
   the two areas has grown since. A pointer into the local heap (upcr_alloc) stays on its thread. */

static pgas_dynobj_t *dyn_table;
static long dyn_count, dyn_capacity;
static uintptr_t dyn_seen_all = (uintptr_t)-1, dyn_seen_top = (uintptr_t)-1;

static void dyn_push(uintptr_t header)
{
    uint64_t h[4];
    /* A upcr_global_alloc on another thread may have moved the top but not yet written its
       header: it is on its way. */
    do
        get(h, 0, header, sizeof h, 1);
    while (h[0] != LIVE_MAGIC && h[0] != FREED_MAGIC);
    if (dyn_count == dyn_capacity) {
        dyn_capacity = dyn_capacity ? 2 * dyn_capacity : 64;
        dyn_table = realloc(dyn_table, (size_t)dyn_capacity * sizeof *dyn_table);
        if (!dyn_table)
            fatal("out of memory in the table of shared objects");
    }
    dyn_table[dyn_count].start = (long)(header + HEADER);
    dyn_table[dyn_count].end = (long)(header + HEADER + h[3]);
    dyn_table[dyn_count].block = pgas_dyn_block((long)h[2], (long)h[1]);
    dyn_count++;
}

static void dyn_rebuild(uintptr_t top)
{
    uint64_t h[4];
    dyn_count = 0;
    for (uintptr_t x = sym_bottom; x < all_next; x += round_up(h[3] + HEADER)) {
        dyn_push(x);
        get(h, 0, x, sizeof h, 0);
    }
    for (uintptr_t x = top; x < sym_top; x += round_up(h[3] + HEADER)) {
        dyn_push(x);
        get(h, 0, x, sizeof h, 0);
    }
    dyn_seen_all = all_next;
    dyn_seen_top = top;
}

/* The object holding (thread, offset), 0 if none is known. */
static int dyn_find(uintptr_t offset, pgas_dynobj_t *o)
{
    long k;
    if (offset >= local_next_start && offset < local_end) {
        o->start = (long)local_next_start;
        o->end = (long)local_end;
        o->block = 0;
        return 1;
    }
    if (offset < sym_bottom || offset > sym_top)
        return 0;
    k = pgas_dyn_search(dyn_table, dyn_count, (long)offset);
    if (k < 0) {
        uint64_t top;
        get(&top, 0, GLOBAL_TOP_OFFSET, sizeof top, 1);
        if (all_next == dyn_seen_all && top == dyn_seen_top)
            return 0;
        dyn_rebuild((uintptr_t)top);
        k = pgas_dyn_search(dyn_table, dyn_count, (long)offset);
        if (k < 0)
            return 0;
    }
    *o = dyn_table[k];
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

/* ---- locks ------------------------------------------------------------------------------------------ */

static int64_t lock_cas(upcr_shared_ptr_t l, int64_t expected, int64_t desired)
{
    int64_t old;
    MPI_Compare_and_swap(&desired, &expected, &old, MPI_INT64_T, (int)l._thread, (MPI_Aint)l._offset, world_win);
    MPI_Win_flush((int)l._thread, world_win);
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
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return l;
}

int upcr_lock_attempt(upcr_shared_ptr_t l)
{
    int64_t me = (int64_t)my_thread + 1, old = lock_cas(l, 0, me);
    if (old == me)
        fatal("upc_lock of a lock this thread already holds (UPC locks are not recursive)");
    if (old == 0)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return old == 0;
}

void upcr_lock(upcr_shared_ptr_t l)
{
    unsigned spins = 0;
    while (!upcr_lock_attempt(l)) {
        if (++spins > 64)
            upcr_poll();
    }
}

void upcr_unlock(upcr_shared_ptr_t l)
{
    int64_t me = (int64_t)my_thread + 1;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    MPI_Win_flush_all(world_win);
    if (lock_cas(l, me, 0) != me)
        fatal("upc_unlock of a lock this thread does not hold");
}

void upcr_lock_free(upcr_shared_ptr_t l)
{
    upcr_free(l);
}

void upcr_all_lock_free(upcr_shared_ptr_t l)
{
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

static upcr_handle_t start_nb(int is_put, void *local, upcr_thread_t t, uintptr_t off, size_t n)
{
    struct upcri_nb *h;
    char *remote = address(t, off);
    check_range(t, off, n);
    if (n == 0)
        return UPCR_INVALID_HANDLE;
    if (remote) {
        if (is_put)
            memcpy(remote, local, n);
        else
            memcpy(local, remote, n);
        return UPCR_INVALID_HANDLE;
    }
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

upcr_handle_t upcr_put_nb_shared(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { return start_nb(1, (void *)s, AT(d, o), n); }
upcr_handle_t upcr_get_nb_shared(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { return start_nb(0, d, AT(s, o), n); }
upcr_handle_t upcr_put_nb_pshared(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { return start_nb(1, (void *)s, AT(d, o), n); }
upcr_handle_t upcr_get_nb_pshared(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { return start_nb(0, d, AT(s, o), n); }

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

static void start_nbi(int is_put, void *local, upcr_thread_t t, uintptr_t off, size_t n)
{
    char *remote = address(t, off);
    check_range(t, off, n);
    if (n == 0)
        return;
    if (remote) {
        if (is_put)
            memcpy(remote, local, n);
        else
            memcpy(local, remote, n);
    } else if (is_put) {
        MPI_Put(local, (int)n, MPI_BYTE, (int)t, (MPI_Aint)off, (int)n, MPI_BYTE, world_win);
        nbi_puts++;
    } else {
        MPI_Get(local, (int)n, MPI_BYTE, (int)t, (MPI_Aint)off, (int)n, MPI_BYTE, world_win);
        nbi_gets++;
    }
}

void upcr_put_nbi_shared(upcr_shared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { start_nbi(1, (void *)s, AT(d, o), n); }
void upcr_get_nbi_shared(void *d, upcr_shared_ptr_t s, ptrdiff_t o, size_t n) { start_nbi(0, d, AT(s, o), n); }
void upcr_put_nbi_pshared(upcr_pshared_ptr_t d, ptrdiff_t o, const void *s, size_t n) { start_nbi(1, (void *)s, AT(d, o), n); }
void upcr_get_nbi_pshared(void *d, upcr_pshared_ptr_t s, ptrdiff_t o, size_t n) { start_nbi(0, d, AT(s, o), n); }

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

upcr_handle_t upcr_nb_memget(void *d, upcr_shared_ptr_t s, size_t n) { return start_nb(0, d, s._thread, s._offset, n); }
upcr_handle_t upcr_nb_memput(upcr_shared_ptr_t d, const void *s, size_t n) { return start_nb(1, (void *)s, d._thread, d._offset, n); }
void upcr_nbi_memget(void *d, upcr_shared_ptr_t s, size_t n) { start_nbi(0, d, s._thread, s._offset, n); }
void upcr_nbi_memput(upcr_shared_ptr_t d, const void *s, size_t n) { start_nbi(1, (void *)s, d._thread, d._offset, n); }

/* Shared-to-shared copies and memsets go through a local buffer: they complete before returning. */
upcr_handle_t upcr_nb_memcpy(upcr_shared_ptr_t d, upcr_shared_ptr_t s, size_t n)
{
    upcr_memcpy(d, s, n);
    return UPCR_INVALID_HANDLE;
}

upcr_handle_t upcr_nb_memset(upcr_shared_ptr_t d, int c, size_t n)
{
    upcr_memset(d, c, n);
    return UPCR_INVALID_HANDLE;
}

void upcr_nbi_memcpy(upcr_shared_ptr_t d, upcr_shared_ptr_t s, size_t n) { upcr_memcpy(d, s, n); }
void upcr_nbi_memset(upcr_shared_ptr_t d, int c, size_t n) { upcr_memset(d, c, n); }

MPI_Win upcri_window(void)
{
    return world_win;
}
