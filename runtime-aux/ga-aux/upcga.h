/* upcga.h - the auxiliary library of UPC programs translated to Global Arrays (`--to ga`).

   The translator writes GA code for what GA expresses directly (array creation, NGA_Get/NGA_Put
   of elements, NGA_Access of a thread's own row, GA_Sync); this library holds the rest, the
   "a priori auxiliary code": pointers-to-shared and their UPC arithmetic, transfers through
   them, the shared heaps, locks, the UPC libraries (collectives, atomics, timers, castability)
   and start-up (upcga_main.c).

   Data layout. A shared array `shared [B] T a[N]` is a 2-D GA array of shape
   [THREADS][local_size], one row per process (an irregular distribution whose blocks are the
   rows), so row t holds exactly thread t's elements in UPC order: element i lives on thread
   (i / B) % THREADS at position (i / (B * THREADS)) * B + i % B of that row. Shared scalars and
   `shared []` arrays live on thread 0 alone: a GA array [1][n] in one block on process 0.

   A pointer-to-shared is a upcga_ptr_t: the GA array (its handle), the thread (the row), the
   byte offset in that row and the phase (element position in the current block). */
#ifndef UPCGA_H
#define UPCGA_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <ga.h>
#include <macdecls.h>
#include "../include/pgas_checks.h"
#include "../include/pgas_races.h"
/* --checks=races: where a pointer-to-shared points (pgas_races.h). */
#define PGAS_RACE_WHERE(p) (unsigned)(p).thread, (long)(p).handle, (unsigned long)(p).offset

/* THREADS and MYTHREAD: GA_Nnodes() and GA_Nodeid(), read once at start-up. */
extern int upcga_threads, upcga_mythread;
#define THREADS upcga_threads
#define MYTHREAD upcga_mythread

/* ---- pointers-to-shared ------------------------------------------------------------------- */

typedef struct {
    int handle;  /* the GA array; 0 (never a GA handle) in the null pointer */
    int thread;  /* the thread with affinity: the row of the GA array */
    long offset; /* byte offset in that row */
    long phase;  /* element position in the current block (0 for block sizes 1 and []) */
} upcga_ptr_t;

#define UPCGA_NULL ((upcga_ptr_t){ 0, 0, 0, 0 })

/* The maps of NGA_Create_irreg: upcga_rows gives row t to process t (block {THREADS, 1}),
   upcga_one_block gives the whole array to process 0 (block {1, 1}). */
extern int *upcga_rows;
extern int upcga_one_block[2];

/* Elements per row of a [B]-blocked array of n elements: whole blocks, at least 1. */
static inline int upcga_row_length(long n, long b)
{
    long blocks = (n + b - 1) / b, rows = (blocks + upcga_threads - 1) / upcga_threads;
    return rows * b > 0 ? (int)(rows * b) : 1;
}

/* THREADS as a divisor, set at start-up (upcga_threads_divisor_init): upcga_threads_shift is
   log2(THREADS) when THREADS is a power of two, else -1; upcga_threads_inverse is 2^64 / THREADS
   rounded up. For 0 <= q < 2^32 and 2 <= THREADS < 2^31, q / THREADS is the high 64 bits of
   q * upcga_threads_inverse: that product is 2^64 (q / THREADS + e) with e < 2^-32 <= 1 / THREADS,
   too little to reach the next integer. */
extern int upcga_threads_shift;
extern uint64_t upcga_threads_inverse;
static inline void upcga_threads_divisor_init(void)
{
    unsigned long t = (unsigned long)upcga_threads;
    upcga_threads_shift = (t & (t - 1)) == 0 ? __builtin_ctzl(t) : -1;
    upcga_threads_inverse = upcga_threads_shift < 0 ? UINT64_MAX / t + 1 : 0;
}

/* q / THREADS (returned) and q % THREADS (*rem) for q >= 0, with a shift or a multiplication
   in place of a division instruction (the element helpers compute them at every access). */
static inline unsigned long upcga_div_threads(unsigned long q, int *rem)
{
    unsigned long t = (unsigned long)upcga_threads, quot;
    if (upcga_threads_shift >= 0)
        quot = q >> upcga_threads_shift;
    else if (q <= 0xffffffffUL)
        quot = (unsigned long)(((unsigned __int128)q * upcga_threads_inverse) >> 64);
    else
        quot = q / t;
    *rem = (int)(q - quot * t);
    return quot;
}

/* The thread that owns element i of a [b]-blocked array (b 0: data on thread 0 alone), and the
   element's position in that thread's row. A block size known to the compiler (the helpers pass
   a constant) makes i / b and i % b a shift and a mask or a multiplication; a negative i (out of
   bounds: `--checks` reports it) keeps the signed formulas. */
static inline int upcga_owner(long i, long b)
{
    int t;
    if (b == 0)
        return 0;
    if (i < 0)
        return (int)(i / b % upcga_threads);
    upcga_div_threads((unsigned long)i / (unsigned long)b, &t);
    return t;
}

static inline long upcga_row_index(long i, long b)
{
    int t;
    if (b == 0)
        return i;
    if (i < 0)
        return i / (b * upcga_threads) * b + i % b;
    unsigned long u = (unsigned long)i, ub = (unsigned long)b;
    return (long)(upcga_div_threads(u / ub, &t) * ub + u % ub);
}

/* The GA type of elements of `bytes` bytes that have no GA type of their own (structs, short,
   pointers-to-shared…): registered once per size with NGA_Register_type. */
int upcga_type(size_t bytes);

/* After NGA_Create_irreg (collective): records the array (element size, row length), zeroes
   this thread's row, waits until every thread has zeroed its own (GA_Sync) and returns it
   (NGA_Access), or NULL when this thread has no row. */
void *upcga_own_row(int handle, size_t elem_size);

/* The local address of this thread's row of an array (NULL: not local). */
extern char **upcga_row_table;
extern int upcga_row_table_size;
char *upcga_row_slow(int handle);
static inline char *upcga_row(int handle)
{
    unsigned k = (unsigned)(handle + 1000);
    return k < (unsigned)upcga_row_table_size ? upcga_row_table[k] : upcga_row_slow(handle);
}

/* Where thread t's row of an array is in this process's memory: this thread's own row, and the
   rows of the other threads of this node when the array's memory is an MPI shared window (GA
   makes each array a window; upcga.c, "same-node rows", makes those windows shared ones), else
   NULL (the row is reached through GA: another node, UPCGA_DIRECT=0, no row). Indexed like
   upcga_row_table, then by thread. */
extern char ***upcga_node_rows;
char *upcga_node_row_slow(int handle, int thread);
static inline char *upcga_node_row(int handle, int thread)
{
    unsigned k = (unsigned)(handle + 1000);
    /* A thread out of range (a pointer moved past the last thread) goes to the checked path. */
    if ((unsigned)thread >= (unsigned)upcga_threads)
        return NULL;
    if (k < (unsigned)upcga_row_table_size) {
        char **rows = upcga_node_rows[k];
        return rows ? rows[thread] : NULL;
    }
    return upcga_node_row_slow(handle, thread);
}

/* Floor division and modulo for a positive divisor. */
static inline long upcga_floordiv(long a, long b)
{
    long q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/* p + n for elements of `size` bytes and block size `b` (0: indefinite, all on one thread). */
static inline upcga_ptr_t upcga_add(upcga_ptr_t p, size_t size, long n, long b)
{
    long e = (long)size, t = upcga_threads;
    if (b == 0) {
        p.offset += n * e;
        return p;
    }
    long pos = p.phase + n;
    if (pos >= 0 && pos < b) { /* in the same block: the common case */
        p.offset += n * e;
        p.phase = pos;
        return p;
    }
    long blocks = upcga_floordiv(pos, b), phase = pos - blocks * b;
    long thread = p.thread + blocks, rounds = upcga_floordiv(thread, t);
    p.offset += (phase - p.phase + rounds * b) * e;
    p.thread = (int)(thread - rounds * t);
    p.phase = phase;
    return p;
}

/* p - q in elements of `size` bytes with block size `b` (both into the same object). */
static inline long upcga_sub(upcga_ptr_t p, upcga_ptr_t q, size_t size, long b)
{
    long e = (long)size;
    if (b == 0)
        return (p.offset - q.offset) / e;
    long start_p = p.offset - p.phase * e, start_q = q.offset - q.phase * e;
    long rounds = (start_p - start_q) / (b * e);
    return rounds * b * upcga_threads + (p.thread - q.thread) * b + (p.phase - q.phase);
}

/* `--dynamic-pointers`: p + n and p - q in the layout of the shared object p points into
   (runtime-aux/include/pgas_dynptr.h); the standard arithmetic of block size b for a pointer
   into no known object. upcga_dyn_register records the layout of a static array (block size and
   total size in bytes; block 0: all on thread 0). */
void upcga_dyn_register(int handle, long block_bytes, long total_bytes);
upcga_ptr_t upcga_dyn_add(upcga_ptr_t p, size_t size, long n, long b);
long upcga_dyn_sub(upcga_ptr_t p, upcga_ptr_t q, size_t size, long b);

/* The member at byte offset `off` of the object p points to. Its address is `shared [] T *`
   (UPC 1.3 6.4.4: the struct is on one thread), whose phase is 0. */
static inline upcga_ptr_t upcga_member(upcga_ptr_t p, size_t off)
{
    p.offset += (long)off;
    p.phase = 0;
    return p;
}

static inline int upcga_isnull(upcga_ptr_t p) { return p.handle == 0; }

static inline int upcga_eq(upcga_ptr_t p, upcga_ptr_t q)
{
    return p.handle == q.handle && p.thread == q.thread && p.offset == q.offset;
}

/* A pointer converted to a type of another block size starts a new block. */
static inline upcga_ptr_t upcga_resetphase(upcga_ptr_t p)
{
    p.phase = 0;
    return p;
}

/* upc_threadof, upc_phaseof, upc_addrfield. */
static inline size_t upcga_threadof(upcga_ptr_t p) { return (size_t)p.thread; }
static inline size_t upcga_phaseof(upcga_ptr_t p) { return (size_t)p.phase; }
static inline size_t upcga_addrfield(upcga_ptr_t p) { return (size_t)p.offset; }

/* The local address of what p points to: p must have affinity to this thread. */
static inline void *upcga_local(upcga_ptr_t p)
{
    return upcga_isnull(p) ? NULL : upcga_row(p.handle) + p.offset;
}

/* A cast of a pointer-to-shared to a local pointer: the address in this thread's row (no copy),
   NULL for the null pointer or another thread's data. */
static inline void *upcga_to_local(upcga_ptr_t p)
{
    return p.thread == upcga_mythread ? upcga_local(p) : NULL;
}

/* The local address of what p points to when that is this thread's data, else NULL (the null
   pointer, another thread's data): loops over a private pointer-to-shared reach its own
   elements through this address while their indices stay in p's block. */
static inline void *upcga_mine(upcga_ptr_t p)
{
    char *row = p.handle != 0 && p.thread == upcga_mythread ? upcga_row(p.handle) : NULL;
    return row ? row + p.offset : NULL;
}

/* ---- transfers ---------------------------------------------------------------------------- */

/* n bytes at p (in the row of p's thread): NGA_Get/NGA_Put of the patch of elements that holds
   them (NGA_Get_field/NGA_Put_field for parts of elements). */
void upcga_get_remote(void *dst, upcga_ptr_t p, size_t n);
void upcga_put_remote(upcga_ptr_t p, const void *src, size_t n);

/* The row of p's thread when it is in this process's memory (this thread's, or a thread's of
   this node), else null: the access goes through GA. Under `--checks` (UPCR_CHECKS) every
   access goes through the checked transfer functions, own thread's data included. */
#ifdef UPCR_CHECKS
#define UPCGA_LOCAL_ROW(p) ((char *)0)
#else
#define UPCGA_LOCAL_ROW(p) upcga_node_row((p).handle, (p).thread)
#endif

/* Element pos of thread t's row of the GA array `handle`, accessed by a helper of a shared array
   (n bytes; a write when is_put): checked against the array's bounds under `--checks`. */
void upcga_check_element(int handle, int t, long pos, size_t n, int is_put);
#ifdef UPCR_CHECKS
#define UPCGA_CHECK_ELEMENT(handle, t, pos, n, is_put) upcga_check_element((handle), (t), (pos), (n), (is_put))
#else
#define UPCGA_CHECK_ELEMENT(handle, t, pos, n, is_put) ((void)0)
#endif

static inline void upcga_get(void *dst, upcga_ptr_t p, size_t n)
{
    char *row = UPCGA_LOCAL_ROW(p);
    if (row)
        memcpy(dst, row + p.offset, n);
    else
        upcga_get_remote(dst, p, n);
}

static inline void upcga_put(upcga_ptr_t p, const void *src, size_t n)
{
    char *row = UPCGA_LOCAL_ROW(p);
    if (row)
        memcpy(row + p.offset, src, n);
    else
        upcga_put_remote(p, src, n);
}

/* Element `pos` (of `elem` bytes) of thread t's row: the helpers `<name>_get`/`<name>_set` of
   arrays, for another thread's element. */
static inline void upcga_get_at(int handle, int t, long pos, void *dst, size_t elem)
{
    char *row = upcga_node_row(handle, t);
    if (row) {
        memcpy(dst, row + pos * (long)elem, elem);
    } else {
        upcga_ptr_t p = { handle, t, pos * (long)elem, 0 };
        upcga_get_remote(dst, p, elem);
    }
}

static inline void upcga_put_at(int handle, int t, long pos, const void *src, size_t elem)
{
    char *row = upcga_node_row(handle, t);
    if (row) {
        memcpy(row + pos * (long)elem, src, elem);
    } else {
        upcga_ptr_t p = { handle, t, pos * (long)elem, 0 };
        upcga_put_remote(p, src, elem);
    }
}

/* upc_fence: every earlier access is complete before any later one starts. A memory barrier
   orders the loads and stores (this thread's row, rows of this node); after one-sided MPI
   operations (every GA transfer; upcga.c counts them) also ARMCI_AllFence and a second barrier. */
extern int upcga_rma_since_fence;
void upcga_fence_rma(void);
static inline void upcga_fence(void)
{
    __sync_synchronize();
    if (upcga_rma_since_fence)
        upcga_fence_rma();
}

/* Strict accesses: ordered with every other access of the thread. */
static inline void upcga_get_strict(void *dst, upcga_ptr_t p, size_t n)
{
    upcga_fence();
    upcga_get(dst, p, n);
    upcga_fence();
}

static inline void upcga_put_strict(upcga_ptr_t p, const void *src, size_t n)
{
    upcga_fence();
    upcga_put(p, src, n);
    upcga_fence();
}

/* The value of type T that p points to, and a store of v there (the value of the store). */
#define UPCGA_READ(T, p)                                                                      \
    ({ T upcga_value_; upcga_get(&upcga_value_, (p), sizeof(T)); upcga_value_; })
#define UPCGA_WRITE(T, p, v)                                                                  \
    ({ T upcga_value_ = (v); upcga_put((p), &upcga_value_, sizeof(T)); upcga_value_; })
#define UPCGA_READ_STRICT(T, p)                                                               \
    ({ T upcga_value_; upcga_get_strict(&upcga_value_, (p), sizeof(T)); upcga_value_; })
#define UPCGA_WRITE_STRICT(T, p, v)                                                           \
    ({ T upcga_value_ = (v); upcga_put_strict((p), &upcga_value_, sizeof(T)); upcga_value_; })

/* upc_memcpy, upc_memget, upc_memput, upc_memset: n bytes in the row of the pointer's thread. */
void upcga_memcpy(upcga_ptr_t dst, upcga_ptr_t src, size_t n);
void upcga_memget(void *dst, upcga_ptr_t src, size_t n);
/* The elements p, p + 1, ..., p + count - 1 of a shared array of block size `block` (0: []),
   each `elem` bytes, into dst: one transfer per run of them in one block (a counted loop's
   reads of the array, src/backend/gather.rs). */
void upcga_get_range(void *dst, upcga_ptr_t p, size_t elem, long block, size_t count);
void upcga_memput(upcga_ptr_t dst, const void *src, size_t n);
void upcga_memset(upcga_ptr_t dst, int c, size_t n);

/* ---- synchronisation ---------------------------------------------------------------------- */

/* upc_notify/upc_wait: a split-phase barrier (MPI_Ibarrier after
   completing this thread's transfers, then MPI_Wait). */
/* upc_barrier (a fence, then the split-phase barrier at once). */
void upcga_barrier(void);
void upcga_notify(void);
void upcga_wait(void);
/* The named forms (`upc_barrier v;`): mismatched values are a runtime error. */
void upcga_barrier_value(int value);
void upcga_notify_value(int value);
void upcga_wait_value(int value);

/* upc_forall: nonzero while a loop with affinity runs (nested loops run every iteration). */
extern int upcga_forall_control;

/* The first index >= i with affinity to this thread in a [b]-blocked distribution. */
static inline long upcga_forall_first(long i, long b)
{
    long t = upcga_threads, blk = upcga_floordiv(i, b);
    long d = ((long)upcga_mythread - blk % t + t) % t;
    return d == 0 ? i : (blk + d) * b;
}

/* Whether the elements [lo, hi) of a [b]-blocked array are a rectangle of its GA array (the
   same columns of every row, none empty): then plo..phi are its corners, for the GA patch
   operations of the upc_forall idioms. */
int upcga_patch(long lo, long hi, long b, int plo[2], int phi[2]);

/* The index after i with affinity to this thread. */
static inline long upcga_forall_next(long i, long b)
{
    return (i + 1) % b ? i + 1 : i + 1 + ((long)upcga_threads - 1) * b;
}



/* upc_global_exit. */
void upcga_global_exit(int status) __attribute__((noreturn));

/* A UPC program may call GA itself. GA is started before its main and stopped after it, so its
   own GA_Initialize* and GA_Terminate calls do only what is left to do; its MA_init is its own
   (a file that calls it says so in section upcga_program_ma and start-up then leaves MA alone,
   as in a GA program: MA is only needed by the operations GA builds on it, like GA_Dgemm). */
static inline void upcga_program_ga_initialize(void)
{
}

static inline void upcga_program_ga_initialize_args(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}

static inline void upcga_program_ga_initialize_ltd(size_t limit)
{
    GA_Set_memory_limit(limit);
}

static inline void upcga_program_ga_terminate(void)
{
}

/* ---- allocation ----------------------------------------------------------------------------- */

/* upc_global_alloc: from the global heap, a GA array [THREADS][heap] created at start-up; every
   thread's row is used at the same offset. upc_alloc: from this thread's row of the local heap.
   upc_all_alloc: from the global heap too (thread 0 allocates), or for an object larger than a
   quarter of it (or when it is full) a new GA array [THREADS][blocks]. All reuse freed blocks
   (upcga.c, "the heaps"). */
upcga_ptr_t upcga_global_alloc(size_t nblocks, size_t nbytes);
upcga_ptr_t upcga_all_alloc(size_t nblocks, size_t nbytes);
/* Under `--checks` every upc_all_alloc object is a GA array of its own (not an object of the
   global heap), so that its accesses are checked against its own bounds, not the heap's. */
upcga_ptr_t upcga_all_alloc_own_array(size_t nblocks, size_t nbytes);
#ifdef UPCR_CHECKS
#define upcga_all_alloc(nblocks, nbytes) upcga_all_alloc_own_array((nblocks), (nbytes))
#endif
upcga_ptr_t upcga_alloc(size_t nbytes);
upcga_ptr_t upcga_local_alloc(size_t nblocks, size_t nbytes);
void upcga_free(upcga_ptr_t p);
void upcga_all_free(upcga_ptr_t p);
size_t upcga_affinitysize(size_t totalsize, size_t nbytes, size_t threadid);

/* ---- locks: objects of the local heap ------------------------------------------------------- */

/* A lock is a pointer to its words in the local heap (as many locks as the heap holds): a
   holders' count that an atomic increment finding 0 takes (upc_lock_attempt), a ticket queue
   that upc_lock waits in first, and the holder (upcga.c, "locks"). */
upcga_ptr_t upcga_global_lock_alloc(void);
upcga_ptr_t upcga_all_lock_alloc(void);
void upcga_lock_free(upcga_ptr_t lock);
void upcga_all_lock_free(upcga_ptr_t lock);
void upcga_lock(upcga_ptr_t lock);
int upcga_lock_attempt(upcga_ptr_t lock);
void upcga_unlock(upcga_ptr_t lock);

/* ---- non-blocking transfers (upc_nb.h): complete on return ---------------------------------- */

unsigned long upcga_memcpy_nb(upcga_ptr_t dst, upcga_ptr_t src, size_t n);
unsigned long upcga_memget_nb(void *dst, upcga_ptr_t src, size_t n);
unsigned long upcga_memput_nb(upcga_ptr_t dst, const void *src, size_t n);
unsigned long upcga_memset_nb(upcga_ptr_t dst, int c, size_t n);
int upcga_sync_attempt(unsigned long handle);
void upcga_sync(unsigned long handle);
void upcga_memcpy_nbi(upcga_ptr_t dst, upcga_ptr_t src, size_t n);
void upcga_memget_nbi(void *dst, upcga_ptr_t src, size_t n);
void upcga_memput_nbi(upcga_ptr_t dst, const void *src, size_t n);
void upcga_memset_nbi(upcga_ptr_t dst, int c, size_t n);
int upcga_synci_attempt(void);
void upcga_synci(void);

/* ---- collectives (upc_collective.h) --------------------------------------------------------- */

#define PGAS_COLL_API_PTR upcga_ptr_t
#define PGAS_COLL_API_FN(name) upcga_##name
#include "../include/pgas_collective_api.h"

/* ---- atomics (upc_atomic.h): each operation holding the domain's lock ------------------------ */

#define PGAS_ATOMIC_API_PTR upcga_ptr_t
#define PGAS_ATOMIC_API_FN(name) upcga_##name
#include "../include/pgas_atomic_api.h"

/* ---- timers (upc_tick.h) and castability (upc_castable.h) ------------------------------------ */

uint64_t upcga_ticks_now(void);
uint64_t upcga_ticks_to_ns(uint64_t ticks);
void *upcga_cast(upcga_ptr_t p);
typedef struct {
    int guaranteedCastable;
    int probablyCastable;
} upc_thread_info_t;
upc_thread_info_t upcga_thread_info(size_t thread);

/* ---- the `bupc_` utility functions (runtime-aux/include/bupc_extensions.h) ------------------ */

#ifdef UPCGA_ON_UPC
/* Over the GA-on-UPC library (the round trip through --to upc: the library and the programs
   that include this header), the UPC runtime's header defines the region lists under their
   names already: this library's are its own. */
#define bupc_pmemvec_t upcga_bupc_pmemvec_t
#define bupc_smemvec_t upcga_bupc_smemvec_t
#endif
#define PGAS_BUPC_PTR upcga_ptr_t
#define PGAS_BUPC_HANDLE unsigned long
#define PGAS_BUPC_FN(name) upcga_bupc_##name
#include "../include/pgas_bupc_api.h"
/* Start-up (collective): which threads share a node. */
void upcga_nodes_init(void);

/* ---- start-up --------------------------------------------------------------------------------
   Every translated file that has shared data puts a pointer to its function creating its arrays
   (the exec unit) in the ELF section `upcga_create`, and one writing their initial values in
   `upcga_init`; files compiled with --threads N put N in `upcga_static_threads`. main()
   (upcga_main.c) initialises MPI, GA and MA, runs every creator, then every initializer, on
   every thread, then calls the user's main, renamed upcga_user_main. The translated file
   declares each pointer itself:
       static void (*const upcga_create_F_entry)(void)
           __attribute__((used, section("upcga_create"))) = upcga_create_F; */

/* Shared arrays sized or blocked at run time (declared in a block). Collective: every thread
   passes the n run-time values (block size, dimensions, named by the comma-separated `what`) of
   array `name` declared at `place` (file:line); a value that differs between threads or is
   negative ends the job with an error naming the array and the place. */
void upcga_all_check_layout(const char *name, const char *place, const char *what, int n,
                            const long *values);
/* Collective: creates the GA array of `count` elements of `elem` bytes (GA type `type`) with
   block size `block` (0: everything on thread 0) — [THREADS][row] rows, or [1][count] — and
   returns a pointer-to-shared to its first element; upcga_all_free destroys it. */
upcga_ptr_t upcga_all_create_array(int type, long count, long block, size_t elem, const char *name);

/* Reports a run-time error of the UPC program and ends the job. */
void upcga_error(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

#endif
