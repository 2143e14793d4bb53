/* upcga_collective.c - the UPC collectives (upc_collective.h) and atomics (upc_atomic.h) of
   `--to ga` programs.

   The collectives are shared with the runtime of `--to upcr`
   (runtime-aux/include/pgas_collective_impl.h), over this library's pointers and transfers (a
   patch of the GA array: NGA_Get or NGA_Put, a memcpy for this thread's own blocks) and GA_Sync.
   Reductions combine the partial results with GA_Igop/GA_Lgop/GA_Dgop for sums, products,
   minima and maxima of int, long and double, otherwise through a scratch GA array read by the
   destination's thread in thread order. */
#include "upcga.h"
#include "upcga_internal.h"

#include <stdlib.h>
#include <string.h>

/* A scratch GA array of one row of 32 bytes per thread, for the partial results. */
static int scratch;

static void *scratch_row(void)
{
    if (!scratch)
        scratch = upcga_byte_array("upc reduction scratch", 32);
    return upcga_row(scratch);
}

/* The `size` bytes at `part` of every thread into `all` on `root`, in thread order (collective). */
static void gather_parts(const void *part, size_t size, void *all, int root)
{
    memcpy(scratch_row(), part, size);
    GA_Sync();
    if (upcga_mythread == root)
        for (int t = 0; t < upcga_threads; t++) {
            upcga_ptr_t q = { scratch, t, 0, 0 };
            upcga_get((char *)all + (size_t)t * size, q, size);
        }
    GA_Sync();
}

/* GA's global operations for the common cases: GA_Igop, GA_Lgop, GA_Dgop (1 when done). */
static int global_op(const char *suffix, void *x, const char *op)
{
    if (!strcmp(suffix, "I"))
        GA_Igop(x, 1, (char *)op);
    else if (!strcmp(suffix, "L"))
        GA_Lgop(x, 1, (char *)op);
    else if (!strcmp(suffix, "D"))
        GA_Dgop(x, 1, (char *)op);
    else
        return 0;
    return 1;
}

#define PGAS_COLL_PTR upcga_ptr_t
#define PGAS_COLL_FN(name) upcga_##name
#define PGAS_COLL_MYTHREAD upcga_mythread
#define PGAS_COLL_THREADS upcga_threads
#define PGAS_COLL_THREADOF(p) ((p).thread)
#define PGAS_COLL_PHASE(p) upcga_phaseof(p)
#define PGAS_COLL_ADD(p, size, n, b) upcga_add((p), (size), (long)(n), (long)(b))
#define PGAS_COLL_RESETPHASE(p) upcga_resetphase(p)
#define PGAS_COLL_ISNULL(p) upcga_isnull(p)
#define PGAS_COLL_IN_OBJECT(p, n) upcga_in_object((p), (n))
#define PGAS_COLL_LOCAL(p) upcga_local(p)
#define PGAS_COLL_MEMCPY(dst, src, n) upcga_memcpy((dst), (src), (n))
#define PGAS_COLL_GET(dst, p, n) upcga_get((dst), (p), (n))
#define PGAS_COLL_PUT(p, src, n) upcga_put((p), (src), (n))
/* GA_Sync is not a UPC barrier for the race checker (the library's own syncs must not hide
   races): an ALLSYNC collective is one, so it says so. */
#define PGAS_COLL_BARRIER() (pgas_races_notify(), GA_Sync(), pgas_races_wait())
#define PGAS_COLL_ERROR(msg) upcga_error("%s", msg)
#define PGAS_COLL_ONE_REPORT() upcga_let_thread0_report()
#define PGAS_COLL_GATHER(part, size, all, root) gather_parts((part), (size), (all), (root))
#define PGAS_COLL_GOP(S, x, op) global_op((S), (x), (op))

#include "../include/pgas_collective_impl.h"

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
