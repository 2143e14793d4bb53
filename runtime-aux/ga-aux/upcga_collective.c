/* upcga_collective.c - the UPC collectives (upc_collective.h) and atomics (upc_atomic.h) of
   `--to ga` programs.

   Relocalisation collectives move each block with one transfer (a patch of the GA array: NGA_Get
   or NGA_Put, a memcpy for this thread's own blocks). Reductions fold each thread's own elements,
   then combine the partial results: GA_Igop/GA_Lgop/GA_Dgop for sums, products, minima and
   maxima of int, long and double, otherwise through a scratch GA array read by the destination's
   thread in thread order. Synchronisation modes: UPC_IN_NOSYNC/UPC_OUT_NOSYNC skip the GA_Sync
   before/after; the MYSYNC modes are implemented as ALLSYNC (a stronger guarantee). */
#include "upcga.h"
#include "upcga_internal.h"

#include <float.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../include/pgas_names.h"
#include "upc_types.h"

/* A collective `what` moving n bytes through p: not through the null pointer-to-shared (every
   thread checks before the first synchronisation, so none waits for a thread that stopped;
   the argument is single-valued, and thread 0 reports it once). */
static void not_null(upcga_ptr_t p, size_t n, const char *what)
{
    if (n && upcga_isnull(p)) {
        upcga_let_thread0_report();
        upcga_error("%s through a null pointer-to-shared", what);
    }
}

/* The argument checks of a relocalisation collective `what`: the `n` bytes at `p`, and with
   `blocks` the block of `n` bytes of every thread (block_for), lie inside one shared object.
   The arguments are single-valued: every thread finds the same, before the first
   synchronisation, and thread 0 reports it once. */
static upcga_ptr_t block_for(upcga_ptr_t dst, size_t nbytes, int t);

static void in_bounds(upcga_ptr_t p, size_t n, int blocks, int is_put, const char *what)
{
    int count = blocks ? upcga_threads : 1;
    for (int t = 0; t < count && n; t++) {
        upcga_ptr_t q = blocks ? block_for(p, n, t) : p;
        if (!upcga_in_object(q, n)) {
            upcga_let_thread0_report();
            upcga_error("%s: " PGAS_BOUNDS_ERROR, what, is_put ? "write" : "read", n, q.thread);
        }
    }
}

static void sync_in(int flags)
{
    if (!(flags & UPC_IN_NOSYNC)) {
        pgas_races_notify();
        GA_Sync();
        pgas_races_wait();
    }
}

static void sync_out(int flags)
{
    if (!(flags & UPC_OUT_NOSYNC)) {
        pgas_races_notify();
        GA_Sync();
        pgas_races_wait();
    }
}

/* Byte `off` of an object seen as `shared [block] char[]` that starts at p. */
static upcga_ptr_t byte_at(upcga_ptr_t p, size_t off, size_t block)
{
    return upcga_add(upcga_resetphase(p), 1, (long)off, (long)block);
}

/* Byte `off` of an object with indefinite layout (all on p's thread). */
static upcga_ptr_t byte_in_place(upcga_ptr_t p, size_t off)
{
    return upcga_add(p, 1, (long)off, 0);
}

/* The block of dst (blocks of nbytes) that lands on thread t. */
static upcga_ptr_t block_for(upcga_ptr_t dst, size_t nbytes, int t)
{
    int n = upcga_threads;
    size_t i = (size_t)((t + n - dst.thread) % n);
    return byte_at(dst, i * nbytes, nbytes);
}

void upcga_all_broadcast(upcga_ptr_t dst, upcga_ptr_t src, size_t nbytes, int flags)
{
    not_null(dst, nbytes, "upc_all_broadcast");
    not_null(src, nbytes, "upc_all_broadcast");
    in_bounds(src, nbytes, 0, 0, "upc_all_broadcast");
    in_bounds(dst, nbytes, 1, 1, "upc_all_broadcast");
    sync_in(flags);
    upcga_memcpy(block_for(dst, nbytes, upcga_mythread), src, nbytes);
    sync_out(flags);
}

void upcga_all_scatter(upcga_ptr_t dst, upcga_ptr_t src, size_t nbytes, int flags)
{
    int me = upcga_mythread;
    not_null(dst, nbytes, "upc_all_scatter");
    not_null(src, nbytes, "upc_all_scatter");
    in_bounds(src, nbytes * (size_t)upcga_threads, 0, 0, "upc_all_scatter");
    in_bounds(dst, nbytes, 1, 1, "upc_all_scatter");
    sync_in(flags);
    upcga_memcpy(block_for(dst, nbytes, me), byte_in_place(src, (size_t)me * nbytes), nbytes);
    sync_out(flags);
}

void upcga_all_gather(upcga_ptr_t dst, upcga_ptr_t src, size_t nbytes, int flags)
{
    int me = upcga_mythread;
    not_null(dst, nbytes, "upc_all_gather");
    not_null(src, nbytes, "upc_all_gather");
    in_bounds(src, nbytes, 1, 0, "upc_all_gather");
    in_bounds(dst, nbytes * (size_t)upcga_threads, 0, 1, "upc_all_gather");
    sync_in(flags);
    upcga_memcpy(byte_in_place(dst, (size_t)me * nbytes), block_for(src, nbytes, me), nbytes);
    sync_out(flags);
}

void upcga_all_gather_all(upcga_ptr_t dst, upcga_ptr_t src, size_t nbytes, int flags)
{
    int me = upcga_mythread, n = upcga_threads;
    size_t row = nbytes * (size_t)n;
    not_null(dst, nbytes, "upc_all_gather_all");
    not_null(src, nbytes, "upc_all_gather_all");
    in_bounds(src, nbytes, 1, 0, "upc_all_gather_all");
    in_bounds(dst, row, 1, 1, "upc_all_gather_all");
    sync_in(flags);
    for (int j = 0; j < n; j++)
        upcga_memcpy(byte_at(block_for(dst, row, me), (size_t)j * nbytes, row), block_for(src, nbytes, j),
                     nbytes);
    sync_out(flags);
}

void upcga_all_exchange(upcga_ptr_t dst, upcga_ptr_t src, size_t nbytes, int flags)
{
    int me = upcga_mythread, n = upcga_threads;
    size_t row = nbytes * (size_t)n;
    not_null(dst, nbytes, "upc_all_exchange");
    not_null(src, nbytes, "upc_all_exchange");
    in_bounds(src, row, 1, 0, "upc_all_exchange");
    in_bounds(dst, row, 1, 1, "upc_all_exchange");
    sync_in(flags);
    for (int j = 0; j < n; j++)
        upcga_memcpy(byte_at(block_for(dst, row, me), (size_t)j * nbytes, row),
                     byte_at(block_for(src, row, j), (size_t)me * nbytes, row), nbytes);
    sync_out(flags);
}

void upcga_all_permute(upcga_ptr_t dst, upcga_ptr_t src, upcga_ptr_t perm, size_t nbytes, int flags)
{
    int me = upcga_mythread, target;
    not_null(dst, nbytes, "upc_all_permute");
    not_null(src, nbytes, "upc_all_permute");
    not_null(perm, nbytes, "upc_all_permute");
    in_bounds(src, nbytes, 1, 0, "upc_all_permute");
    in_bounds(dst, nbytes, 1, 1, "upc_all_permute");
    sync_in(flags);
    /* perm is a cyclic int array: element `me` is on thread me (relative to its start). */
    upcga_get(&target, upcga_add(perm, sizeof(int), me, 1), sizeof target);
    if (target < 0 || target >= upcga_threads)
        upcga_error("upc_all_permute: perm[%d] = %d is not a thread", me, target);
    upcga_memcpy(block_for(dst, nbytes, target), block_for(src, nbytes, me), nbytes);
    sync_out(flags);
}

/* ---- reductions ---------------------------------------------------------------------------------
   Element i of src (a `shared [blk]` array, blk 0 meaning indefinite) is read where it lives,
   a run of consecutive elements of one block at a time. */

static upcga_ptr_t element(upcga_ptr_t src, size_t elem, size_t i, size_t blk)
{
    return upcga_add(src, elem, (long)i, (long)blk);
}

/* The number of elements from element i on that lie in the same block (contiguous in a row). */
static size_t run_at(upcga_ptr_t p, size_t i, size_t nelems, size_t blk)
{
    size_t left = nelems - i;
    if (blk == 0)
        return left;
    size_t in_block = blk - (size_t)p.phase;
    return in_block < left ? in_block : left;
}

/* A scratch GA array of one row of 32 bytes per thread, for the partial results. */
static int scratch;

static void *scratch_row(void)
{
    if (!scratch)
        scratch = upcga_byte_array("upc reduction scratch", 32);
    return upcga_row(scratch);
}

#define INTEGER_OPS                                                                           \
    case UPC_AND: return a & b;                                                                \
    case UPC_OR: return a | b;                                                                 \
    case UPC_XOR: return a ^ b;

#define NO_INTEGER_OPS

/* GA's global operations for the common cases: GA_Igop, GA_Lgop, GA_Dgop. */
#define GOP_I(x, op) GA_Igop(x, 1, op)
#define GOP_L(x, op) GA_Lgop(x, 1, op)
#define GOP_D(x, op) GA_Dgop(x, 1, op)

static const char *gop_name(unsigned long op)
{
    switch (op) {
    case UPC_ADD: return "+";
    case UPC_MULT: return "*";
    case UPC_MIN: return "min";
    case UPC_MAX: return "max";
    default: return NULL;
    }
}

#define DEFINE_REDUCTIONS(S, T, INT_OPS, GOP, IDENTITY_MIN, IDENTITY_MAX)                      \
    static T combine_##S(unsigned long op, T a, T b, T (*func)(T, T))                         \
    {                                                                                         \
        switch (op) {                                                                         \
        case UPC_ADD: return a + b;                                                            \
        case UPC_MULT: return a * b;                                                           \
        INT_OPS                                                                               \
        case UPC_LOGAND: return a && b;                                                        \
        case UPC_LOGOR: return a || b;                                                         \
        case UPC_MIN: return a < b ? a : b;                                                    \
        case UPC_MAX: return a > b ? a : b;                                                    \
        case UPC_FUNC:                                                                         \
        case UPC_NONCOMM_FUNC: return func(a, b);                                              \
        default: upcga_error("unsupported reduction operation %lu", op);                      \
        }                                                                                     \
    }                                                                                         \
                                                                                              \
    /* Folds elements [0, nelems) of src in index order (every run read with one transfer). */ \
    static int fold_all_##S(upcga_ptr_t src, unsigned long op, size_t nelems, size_t blk,     \
                            T (*func)(T, T), T *acc, upcga_ptr_t dst, size_t dst_blk)         \
    {                                                                                         \
        int have = 0;                                                                         \
        T *buf = NULL;                                                                        \
        size_t cap = 0;                                                                       \
        for (size_t i = 0; i < nelems;) {                                                     \
            upcga_ptr_t p = element(src, sizeof(T), i, blk);                                  \
            size_t run = run_at(p, i, nelems, blk);                                           \
            if (run > cap) {                                                                  \
                cap = run;                                                                    \
                buf = realloc(buf, cap * sizeof(T));                                          \
            }                                                                                 \
            upcga_get(buf, p, run * sizeof(T));                                               \
            for (size_t k = 0; k < run; k++) {                                                \
                *acc = have ? combine_##S(op, *acc, buf[k], func) : buf[k];                   \
                have = 1;                                                                     \
                if (!upcga_isnull(dst)) {                                                     \
                    upcga_ptr_t d = element(dst, sizeof(T), i + k, dst_blk);                  \
                    if (d.thread == upcga_mythread)                                           \
                        *(T *)upcga_local(d) = *acc;                                          \
                }                                                                             \
            }                                                                                 \
            i += run;                                                                         \
        }                                                                                     \
        free(buf);                                                                            \
        return have;                                                                          \
    }                                                                                         \
                                                                                              \
    void upcga_all_reduce##S(upcga_ptr_t dst, upcga_ptr_t src, unsigned long op, size_t nelems, \
                             size_t blk, T (*func)(T, T), int flags)                          \
    {                                                                                         \
        int me = upcga_mythread, root = dst.thread;                                           \
        not_null(dst, nelems, "upc_all_reduce" #S);                                       \
        not_null(src, nelems, "upc_all_reduce" #S);                                       \
        sync_in(flags);                                                                       \
        if (op == UPC_NONCOMM_FUNC) {                                                          \
            T acc = 0;                                                                        \
            if (me == root && fold_all_##S(src, op, nelems, blk, func, &acc, UPCGA_NULL, 0))  \
                upcga_put(dst, &acc, sizeof(T));                                              \
            sync_out(flags);                                                                  \
            return;                                                                           \
        }                                                                                     \
        /* This thread's elements, in index order. */                                        \
        T mine = 0;                                                                           \
        int have = 0;                                                                         \
        for (size_t i = 0; i < nelems;) {                                                     \
            upcga_ptr_t p = element(src, sizeof(T), i, blk);                                  \
            size_t run = run_at(p, i, nelems, blk);                                           \
            if (p.thread == me) {                                                             \
                const T *x = upcga_local(p);                                                  \
                for (size_t k = 0; k < run; k++) {                                            \
                    mine = have ? combine_##S(op, mine, x[k], func) : x[k];                   \
                    have = 1;                                                                 \
                }                                                                             \
            }                                                                                 \
            i += run;                                                                         \
        }                                                                                     \
        const char *gop = gop_name(op);                                                       \
        if (GOP && gop && nelems > 0) {                                                       \
            /* Threads without elements bring the operation's identity. */                   \
            if (!have)                                                                        \
                mine = op == UPC_ADD ? 0 : op == UPC_MULT ? 1 : op == UPC_MIN ? IDENTITY_MIN : IDENTITY_MAX; \
            GOP_##S(&mine, (char *)gop);                                                      \
            if (me == root)                                                                   \
                upcga_put(dst, &mine, sizeof(T));                                             \
        } else {                                                                              \
            struct { int have; T value; } part = { have, mine }, all;                         \
            char *row = scratch_row();                                                        \
            memcpy(row, &part, sizeof part);                                                  \
            GA_Sync();                                                                        \
            if (me == root) {                                                                 \
                T acc = 0;                                                                    \
                int any = 0;                                                                  \
                for (int t = 0; t < upcga_threads; t++) {                                     \
                    upcga_ptr_t q = { scratch, t, 0, 0 };                                     \
                    upcga_get(&all, q, sizeof all);                                           \
                    if (all.have) {                                                           \
                        acc = any ? combine_##S(op, acc, all.value, func) : all.value;        \
                        any = 1;                                                              \
                    }                                                                         \
                }                                                                             \
                if (any)                                                                      \
                    upcga_put(dst, &acc, sizeof(T));                                          \
            }                                                                                 \
            GA_Sync();                                                                        \
        }                                                                                     \
        sync_out(flags);                                                                      \
    }                                                                                         \
                                                                                              \
    void upcga_all_prefix_reduce##S(upcga_ptr_t dst, upcga_ptr_t src, unsigned long op,        \
                                    size_t nelems, size_t blk, T (*func)(T, T), int flags)    \
    {                                                                                         \
        T acc = 0;                                                                            \
        not_null(dst, nelems, "upc_all_prefix_reduce" #S);                                \
        not_null(src, nelems, "upc_all_prefix_reduce" #S);                                \
        sync_in(flags);                                                                       \
        /* Every thread folds the whole array in index order and keeps its own results. */    \
        fold_all_##S(src, op, nelems, blk, func, &acc, dst, blk);                             \
        sync_out(flags);                                                                      \
    }

#define GOP_C(x, op) ((void)0)
#define GOP_UC(x, op) ((void)0)
#define GOP_S(x, op) ((void)0)
#define GOP_US(x, op) ((void)0)
#define GOP_UI(x, op) ((void)0)
#define GOP_UL(x, op) ((void)0)
#define GOP_F(x, op) ((void)0)
#define GOP_LD(x, op) ((void)0)

DEFINE_REDUCTIONS(C, signed char, INTEGER_OPS, 0, SCHAR_MAX, SCHAR_MIN)
DEFINE_REDUCTIONS(UC, unsigned char, INTEGER_OPS, 0, UCHAR_MAX, 0)
DEFINE_REDUCTIONS(S, short, INTEGER_OPS, 0, SHRT_MAX, SHRT_MIN)
DEFINE_REDUCTIONS(US, unsigned short, INTEGER_OPS, 0, USHRT_MAX, 0)
DEFINE_REDUCTIONS(I, int, INTEGER_OPS, 1, INT_MAX, INT_MIN)
DEFINE_REDUCTIONS(UI, unsigned int, INTEGER_OPS, 0, UINT_MAX, 0)
DEFINE_REDUCTIONS(L, long, INTEGER_OPS, 1, LONG_MAX, LONG_MIN)
DEFINE_REDUCTIONS(UL, unsigned long, INTEGER_OPS, 0, ULONG_MAX, 0)
DEFINE_REDUCTIONS(F, float, NO_INTEGER_OPS, 0, FLT_MAX, -FLT_MAX)
DEFINE_REDUCTIONS(D, double, NO_INTEGER_OPS, 1, DBL_MAX, -DBL_MAX)
DEFINE_REDUCTIONS(LD, long double, NO_INTEGER_OPS, 0, LDBL_MAX, -LDBL_MAX)

/* ---- atomics ------------------------------------------------------------------------------------
   A domain is a lock of the pool (upc_all_atomicdomain_alloc is collective: every thread records
   the domain's type); each operation reads, updates and writes the target holding the lock, so the domain's operations are atomic with respect to each other. */

struct domain {
    upcga_ptr_t lock;
    int type;
    struct domain *next;
};
static struct domain *domains;

upcga_ptr_t upcga_all_atomicdomain_alloc(int type, unsigned long ops, int hints)
{
    struct domain *d = malloc(sizeof *d);
    (void)ops;
    (void)hints;
    if (!d)
        upcga_error("upc_all_atomicdomain_alloc: out of memory");
    d->lock = upcga_all_lock_alloc();
    d->type = type;
    d->next = domains;
    domains = d;
    return d->lock;
}

void upcga_all_atomicdomain_free(upcga_ptr_t domain)
{
    for (struct domain **d = &domains; *d; d = &(*d)->next)
        if (upcga_eq((*d)->lock, domain)) {
            struct domain *gone = *d;
            *d = gone->next;
            free(gone);
            break;
        }
    upcga_all_lock_free(domain);
}

static struct domain *domain_of(upcga_ptr_t domain)
{
    for (struct domain *d = domains; d; d = d->next)
        if (upcga_eq(d->lock, domain))
            return d;
    upcga_error("upc_atomic: not an atomic domain");
}

#define ATOMIC_INTEGER(T)                                                                     \
    case UPC_AND: v = a & b; break;                                                            \
    case UPC_OR: v = a | b; break;                                                             \
    case UPC_XOR: v = a ^ b; break;

#define ATOMIC_CASE(T, INT_OPS)                                                               \
    {                                                                                         \
        T a, b = operand1 ? *(const T *)operand1 : 0, v;                                      \
        upcga_get(&a, target, sizeof(T));                                                     \
        switch (op) {                                                                         \
        case UPC_GET: v = a; break;                                                            \
        case UPC_SET: v = b; break;                                                            \
        case UPC_CSWAP: v = a == b ? *(const T *)operand2 : a; break;                          \
        case UPC_ADD: v = a + b; break;                                                        \
        case UPC_SUB: v = a - b; break;                                                        \
        case UPC_MULT: v = a * b; break;                                                       \
        case UPC_INC: v = a + 1; break;                                                        \
        case UPC_DEC: v = a - 1; break;                                                        \
        case UPC_MIN: v = a < b ? a : b; break;                                                \
        case UPC_MAX: v = a > b ? a : b; break;                                                \
        INT_OPS(T)                                                                            \
        default: upcga_error("upc_atomic: unsupported operation %lu", op);                    \
        }                                                                                     \
        if (op != UPC_GET)                                                                    \
            upcga_put(target, &v, sizeof(T));                                                 \
        if (fetch_ptr)                                                                        \
            *(T *)fetch_ptr = a;                                                              \
        break;                                                                                \
    }

#define NO_ATOMIC_INTEGER(T)

static void atomic_op(upcga_ptr_t domain, void *fetch_ptr, unsigned long op, upcga_ptr_t target,
                      const void *operand1, const void *operand2, const char *what)
{
    struct domain *d = domain_of(domain);
    not_null(target, 1, what);
    upcga_lock_enter(d->lock);
    switch (d->type) {
    case UPC_INT: case UPC_INT32: ATOMIC_CASE(int, ATOMIC_INTEGER)
    case UPC_UINT: case UPC_UINT32: ATOMIC_CASE(unsigned int, ATOMIC_INTEGER)
    case UPC_LONG: case UPC_INT64: ATOMIC_CASE(long, ATOMIC_INTEGER)
    case UPC_ULONG: case UPC_UINT64: ATOMIC_CASE(unsigned long, ATOMIC_INTEGER)
    case UPC_LLONG: ATOMIC_CASE(long long, ATOMIC_INTEGER)
    case UPC_ULLONG: ATOMIC_CASE(unsigned long long, ATOMIC_INTEGER)
    case UPC_FLOAT: ATOMIC_CASE(float, NO_ATOMIC_INTEGER)
    case UPC_DOUBLE: ATOMIC_CASE(double, NO_ATOMIC_INTEGER)
    case UPC_PTS: {
        /* A pointer-to-shared: UPC_CSWAP compares as pointers compare in UPC (array, thread and
           address, not the phase). */
        upcga_ptr_t a, b;
        if (op != UPC_GET && op != UPC_SET && op != UPC_CSWAP) {
            upcga_lock_leave(d->lock);
            upcga_error("upc_atomic: UPC_PTS allows only UPC_GET, UPC_SET and UPC_CSWAP");
        }
        upcga_get(&a, target, sizeof a);
        if (op != UPC_GET)
            memcpy(&b, operand1, sizeof b);
        if (op == UPC_SET || (op == UPC_CSWAP && upcga_eq(a, b))) {
            if (op == UPC_CSWAP)
                memcpy(&b, operand2, sizeof b);
            upcga_put(target, &b, sizeof b);
        }
        if (fetch_ptr)
            memcpy(fetch_ptr, &a, sizeof a);
        break;
    }
    default:
        upcga_lock_leave(d->lock);
        upcga_error("upc_atomic: unsupported element type %d", d->type);
    }
    upcga_fence();
    upcga_lock_leave(d->lock);
}

void upcga_atomic_strict(upcga_ptr_t domain, void *fetch_ptr, unsigned long op, upcga_ptr_t target,
                         const void *operand1, const void *operand2)
{
    upcga_fence();
    atomic_op(domain, fetch_ptr, op, target, operand1, operand2, "upc_atomic_strict");
    upcga_fence();
}

void upcga_atomic_relaxed(upcga_ptr_t domain, void *fetch_ptr, unsigned long op, upcga_ptr_t target,
                          const void *operand1, const void *operand2)
{
    atomic_op(domain, fetch_ptr, op, target, operand1, operand2, "upc_atomic_relaxed");
}

int upcga_atomic_isfast(int type, unsigned long ops, upcga_ptr_t addr)
{
    (void)type;
    (void)ops;
    (void)addr;
    return 0;
}
