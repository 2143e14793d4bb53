/* upcr_lib.c - the optional UPC 1.3 libraries on pgas-xlate's runtime, with the signatures
   translated UPC code calls (pointer-to-shared arguments as upcr_shared_ptr_t): atomics
   (upc_atomic.h) over the runtime's atomics (upcri_atomic_op), the tick timer (upc_tick.h), castability
   (upc_castable.h). */
#include "upcr_lib.h"
#include "upcr_internal.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../include/upc_types.h"
#include "../include/pgas_layout.h"
#include "../include/pgas_names.h"

/* ---- atomics ---------------------------------------------------------------------------------------
   A domain is a small collective object recording its element type. Every operation is one atomic of
   the runtime (upcri_atomic_op), so atomics from all threads are mutually atomic. */

struct domain {
    int type;
    unsigned long ops;
    upcr_shared_ptr_t lock; /* UPC_PTS: a lock of the domain, held by each operation */
};

/* The MPI datatype of a UPC type code, and whether it is a floating type. `long` and `unsigned
   long` are given as the fixed-width type of their size: the installed MPI's MPI_MIN and MPI_MAX
   on MPI_UNSIGNED_LONG compare the values as signed (UPC_MIN of 0 and ULONG_MAX kept ULONG_MAX). */
static MPI_Datatype mpi_type(int type, int *floating, size_t *size)
{
    *floating = 0;
    switch (type) {
    case UPC_INT: *size = sizeof(int); return MPI_INT;
    case UPC_UINT: *size = sizeof(unsigned); return MPI_UNSIGNED;
    case UPC_LONG: *size = sizeof(long); return sizeof(long) == 8 ? MPI_INT64_T : MPI_INT32_T;
    case UPC_ULONG:
        *size = sizeof(unsigned long);
        return sizeof(unsigned long) == 8 ? MPI_UINT64_T : MPI_UINT32_T;
    case UPC_LLONG: *size = sizeof(long long); return MPI_LONG_LONG;
    case UPC_ULLONG: *size = sizeof(unsigned long long); return MPI_UNSIGNED_LONG_LONG;
    case UPC_INT32: *size = 4; return MPI_INT32_T;
    case UPC_UINT32: *size = 4; return MPI_UINT32_T;
    case UPC_INT64: *size = 8; return MPI_INT64_T;
    case UPC_UINT64: *size = 8; return MPI_UINT64_T;
    case UPC_FLOAT: *floating = 1; *size = sizeof(float); return MPI_FLOAT;
    case UPC_DOUBLE: *floating = 1; *size = sizeof(double); return MPI_DOUBLE;
    default:
        upcri_error("upc_atomicdomain: unsupported element type");
        *size = 0;
        return MPI_DATATYPE_NULL;
    }
}

upcr_shared_ptr_t upc_all_atomicdomain_alloc(int type, unsigned long ops, int hints)
{
    upcr_shared_ptr_t d = upcr_all_alloc(1, sizeof(struct domain));
    int floating;
    size_t size;
    upcr_shared_ptr_t lock = upcr_null_shared;
    (void)hints;
    if (type == UPC_PTS)
        lock = upcr_all_lock_alloc();
    else
        mpi_type(type, &floating, &size); /* rejects unsupported types at once */
    if (upcr_mythread() == 0) {
        struct domain dom = { type, ops, lock };
        upcr_put_shared_strict(d, 0, &dom, sizeof dom);
    }
    upcri_sync_all();
    return d;
}

void upc_all_atomicdomain_free(upcr_shared_ptr_t domain)
{
    struct domain dom;
    upcr_get_shared(&dom, domain, 0, sizeof dom);
    upcr_all_free(domain);
    if (dom.type == UPC_PTS)
        upcr_all_lock_free(dom.lock);
}

/* UPC_PTS: the pointer-to-shared at `target` read, and replaced (UPC_SET; UPC_CSWAP when it equals
   *operand1 as pointers compare in UPC: thread and address), under the domain's lock. */
static void pts_atomic(const struct domain *dom, void *fetch_ptr, unsigned long op,
                       upcr_shared_ptr_t target, const void *operand1, const void *operand2)
{
    upcr_shared_ptr_t old, with;
    if (op != UPC_GET && op != UPC_SET && op != UPC_CSWAP)
        upcri_error("upc_atomic: UPC_PTS allows only UPC_GET, UPC_SET and UPC_CSWAP");
    upcr_lock(dom->lock);
    upcr_get_shared_strict(&old, target, 0, sizeof old);
    if (op == UPC_SET) {
        memcpy(&with, operand1, sizeof with);
        upcr_put_shared_strict(target, 0, &with, sizeof with);
    } else if (op == UPC_CSWAP) {
        memcpy(&with, operand1, sizeof with);
        if (upcr_isequal_shared_shared(old, with)) {
            memcpy(&with, operand2, sizeof with);
            upcr_put_shared_strict(target, 0, &with, sizeof with);
        }
    }
    upcr_unlock(dom->lock);
    if (fetch_ptr)
        memcpy(fetch_ptr, &old, sizeof old);
}

void upcri_atomic(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                  const void *operand1, const void *operand2)
{
    struct domain dom;
    MPI_Datatype dt;
    int floating;
    upcr_thread_t rank = upcr_threadof_shared(target);
    size_t size;
    unsigned char result[16], operand[16], one[16];
    uintptr_t disp = upcr_addrfield_shared(target);
    upcr_get_shared(&dom, domain, 0, sizeof dom);
    if (!(dom.ops & op))
        upcri_error("upc_atomic: operation not in the domain's set of operations");
    if (dom.type == UPC_PTS) {
        pts_atomic(&dom, fetch_ptr, op, target, operand1, operand2);
        return;
    }
    dt = mpi_type(dom.type, &floating, &size);
    memset(one, 0, sizeof one);
    if (floating) {
        if (size == sizeof(float)) { float f = 1; memcpy(one, &f, size); }
        else { double f = 1; memcpy(one, &f, size); }
    } else {
        unsigned long long u = 1;
        memcpy(one, &u, size); /* little-endian: the low-order bytes */
    }
    switch (op) {
    case UPC_GET:
        upcri_atomic_op(rank, disp, dt, MPI_NO_OP, NULL, NULL, result);
        break;
    case UPC_SET:
        upcri_atomic_op(rank, disp, dt, MPI_REPLACE, operand1, NULL, result);
        break;
    case UPC_CSWAP: {
        /* Compare-and-swap works on integers: floating values are compared bit for bit. */
        MPI_Datatype cdt = size == 4 ? MPI_INT32_T : MPI_INT64_T;
        upcri_atomic_op(rank, disp, cdt, MPI_NO_OP, operand2, operand1, result);
        break;
    }
    case UPC_ADD:
    case UPC_INC:
        upcri_atomic_op(rank, disp, dt, MPI_SUM, op == UPC_INC ? one : operand1, NULL, result);
        break;
    case UPC_SUB:
    case UPC_DEC: {
        const void *src = op == UPC_DEC ? one : operand1;
        /* x - v as x + (-v). */
        if (floating) {
            if (size == sizeof(float)) { float v; memcpy(&v, src, size); v = -v; memcpy(operand, &v, size); }
            else { double v; memcpy(&v, src, size); v = -v; memcpy(operand, &v, size); }
        } else {
            unsigned long long v = 0;
            memcpy(&v, src, size);
            v = 0 - v;
            memcpy(operand, &v, size);
        }
        upcri_atomic_op(rank, disp, dt, MPI_SUM, operand, NULL, result);
        break;
    }
    case UPC_MULT: upcri_atomic_op(rank, disp, dt, MPI_PROD, operand1, NULL, result); break;
    case UPC_MIN: upcri_atomic_op(rank, disp, dt, MPI_MIN, operand1, NULL, result); break;
    case UPC_MAX: upcri_atomic_op(rank, disp, dt, MPI_MAX, operand1, NULL, result); break;
    case UPC_AND:
    case UPC_OR:
    case UPC_XOR:
        if (floating)
            upcri_error("upc_atomic: bitwise operation on a floating type");
        upcri_atomic_op(rank, disp, dt, op == UPC_AND ? MPI_BAND : op == UPC_OR ? MPI_BOR : MPI_BXOR, operand1, NULL, result);
        break;
    default:
        upcri_error("upc_atomic: unknown operation");
    }
    if (fetch_ptr)
        memcpy(fetch_ptr, result, size);
}

void upc_atomic_strict(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                       const void *operand1, const void *operand2)
{
    upcri_check_not_null(target, "upc_atomic_strict");
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    upcri_atomic(domain, fetch_ptr, op, target, operand1, operand2);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

void upc_atomic_relaxed(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                        const void *operand1, const void *operand2)
{
    upcri_check_not_null(target, "upc_atomic_relaxed");
    upcri_atomic(domain, fetch_ptr, op, target, operand1, operand2);
}

int upc_atomic_isfast(int type, unsigned long ops, upcr_shared_ptr_t addr)
{
    (void)type;
    (void)ops;
    (void)addr;
    return 1;
}

/* ---- tick timer ------------------------------------------------------------------------------------ */

uint64_t upc_ticks_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Ticks are nanoseconds. */
uint64_t upc_ticks_to_ns(uint64_t ticks)
{
    return ticks;
}

/* ---- the `bupc_` utility functions (bupc_extensions.h) ------------------------------------------ */

int bupc_thread_distance(int threada, int threadb)
{
    int na = threada >= 0 ? upcri_node_of((upcr_thread_t)threada) : -1;
    int nb = threadb >= 0 ? upcri_node_of((upcr_thread_t)threadb) : -1;
    if (na < 0 || nb < 0)
        upcri_error("bupc_thread_distance: no such thread");
    if (threada == threadb)
        return 0; /* BUPC_THREADS_SAME */
    return na == nb ? 2 /* BUPC_THREADS_NEAR */ : 3 /* BUPC_THREADS_FAR */;
}

/* One atomic of the runtime on the location `p` points to: `op` with `operand` (cswap: `compare` too), the
   old value into `result`. Strict: ordered with every other access of this thread. */
static void bupc_atomic(upcr_shared_ptr_t p, MPI_Datatype dt, MPI_Op op, const void *operand,
                        const void *compare, void *result, int strict)
{
    upcr_thread_t rank = upcr_threadof_shared(p);
    uintptr_t disp = upcr_addrfield_shared(p);
    if (upcr_isnull_shared(p))
        upcri_error("bupc_atomic: null pointer-to-shared");
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    upcri_atomic_op(rank, disp, dt, op, operand, compare, result);
    if (strict)
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* The integer atomics (runtime-aux/include/pgas_bupc_atomic_impl.h, shared with the --to ga
   library): each one runtime atomic of the MPI operation and datatype below. */
#define UPCRI_BUPC_OP_READ MPI_NO_OP
#define UPCRI_BUPC_OP_SET MPI_REPLACE
#define UPCRI_BUPC_OP_CSWAP MPI_NO_OP
#define UPCRI_BUPC_OP_SUM MPI_SUM
#define UPCRI_BUPC_OP_BAND MPI_BAND
#define UPCRI_BUPC_OP_BOR MPI_BOR
#define UPCRI_BUPC_OP_BXOR MPI_BXOR
#define UPCRI_BUPC_DT_I32 MPI_INT32_T
#define UPCRI_BUPC_DT_U32 MPI_UINT32_T
#define UPCRI_BUPC_DT_I64 MPI_INT64_T
#define UPCRI_BUPC_DT_U64 MPI_UINT64_T
#define PGAS_BUPC_RMW(T, type, ptr, strict, K, v, cmp)                                         \
    bupc_atomic(ptr, UPCRI_BUPC_DT_##T, UPCRI_BUPC_OP_##K, &(v), cmp, &old, strict);
#include "../include/pgas_bupc_atomic_impl.h"

upcr_shared_ptr_t bupc_ptradd(upcr_shared_ptr_t p, size_t blockelems, size_t elemsz, ptrdiff_t inc)
{
    return upcr_add_shared(p, elemsz, inc, blockelems);
}

int bupc_dump_shared(upcr_shared_ptr_t ptr, char *buf, int maxlen)
{
    int n;
    if (!buf || maxlen <= 0)
        return -1;
    n = snprintf(buf, (size_t)maxlen, "<thread=%lu, address=0x%lx, phase=%lu>",
                 (unsigned long)upcr_threadof_shared(ptr), (unsigned long)upcr_addrfield_shared(ptr),
                 (unsigned long)upcr_phaseof_shared(ptr));
    if (n < 0 || n >= maxlen) {
        buf[0] = 0;
        return -1;
    }
    return 0;
}

void bupc_poll(void)
{
    int flag;
    /* Lets MPI progress one-sided traffic aimed at this process. */
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
}

/* The timer's measures, semaphores and signalling puts over the tick timer and the 64-bit
   atomics above (runtime-aux/include/pgas_bupc.h, shared with the --to ga library). */
#define SEM_TICKS_NOW() upc_ticks_now()
#define SEM_TICKS_TO_NS(t) upc_ticks_to_ns(t)
#define SEM_PTR upcr_shared_ptr_t
#define SEM_NAME(name) name
#define SEM_ALLOC(bytes) upcr_alloc(bytes)
#define SEM_FREE(p) upcr_free(p)
#define SEM_AT(p, k) upcr_add_shared(p, 1, (ptrdiff_t)(k), 0)
#define SEM_READ(p) bupc_atomicI64_read_strict(p)
#define SEM_SET(p, v) bupc_atomicI64_set_strict(p, v)
#define SEM_CSWAP(p, old, new) bupc_atomicI64_cswap_strict(p, old, new)
#define SEM_ADD(p, n) bupc_atomicI64_fetchadd_strict(p, n)
#define SEM_MEMPUT(d, s, n) upcr_memput(d, s, n)
#define SEM_POLL() bupc_poll()
#define SEM_ERROR(msg) upcri_error(msg)
#define SEM_MEMGET(d, s, n) upcr_memget(d, s, n)
#define SEM_MEMCPY(d, s, n) upcr_memcpy(d, s, n)
#define SEM_ISNULL(p) upcr_isnull_shared(p)
#define SEM_CAST(p) upc_cast(p)
#define SEM_THREAD_CASTABLE(t) (upc_thread_info(t).guaranteedCastable != 0)
#define SEM_HANDLE upcr_handle_t
#define SEM_SYNC(h) upcr_wait_syncnb(h)
#define SEM_SYNC_ATTEMPT(h) upcr_try_syncnb(h)
#define SEM_SYNCI() upcr_wait_syncnbi_all()
#define SEM_COMM MPI_COMM_WORLD
#define SEM_ONE_REPORT() upcri_let_thread0_report((int)upcr_mythread())
#define SEM_MYTHREAD upcr_mythread()
#define SEM_THREADS upcr_threads()
#define SEM_NOTIFY(id) upcr_notify(id, 0)
#define SEM_WAIT(id) upcr_wait(id, 0)
#define SEM_BARRIER(id) upcr_barrier(id, 0)
#define SEM_ALL_ALLOC(n, b) upcr_all_alloc(n, b)
#define SEM_ALL_FREE(p) upcr_all_free(p)
#define SEM_THREAD_AT(p, t) upcr_add_shared(p, 1, (ptrdiff_t)(t), 1)
#include "../include/pgas_bupc.h"

upcr_shared_ptr_t bupc_inverse_cast(void *ptr)
{
    return upcri_inverse_cast(ptr);
}

upcr_shared_ptr_t bupc_local_to_shared(void *ptr, int thread, int phase)
{
    if (upcr_isnull_shared(upcri_inverse_cast(ptr)))
        upcri_error("bupc_local_to_shared: the address is not in this thread's shared data");
    if (thread < 0 || (upcr_thread_t)thread >= upcr_threads() || phase < 0)
        upcri_error("bupc_local_to_shared: no such thread or phase");
    return upcr_local_to_shared_withphase(ptr, (upcr_phase_t)phase, (upcr_thread_t)thread);
}

/* ---- castability ----------------------------------------------------------------------------------- */

void *upc_cast(upcr_shared_ptr_t p)
{
    return upcr_isnull_shared(p) ? NULL : upcr_shared_to_processlocal(p);
}

upc_thread_info_t upc_thread_info(size_t thread)
{
    upc_thread_info_t info = { 0, 0 };
    upcr_shared_ptr_t probe = upcri_make_shared((upcr_thread_t)thread, 64, 0);
    if (thread < upcr_threads() && upcr_shared_to_processlocal(probe) != NULL) {
        /* Every kind of shared data of a thread on this node is castable. */
        info.guaranteedCastable = 15;
        info.probablyCastable = 15;
    }
    return info;
}

/* ---- shared arrays sized or blocked at run time ----------------------------------------------- */

static void layout_min(long *v, int n) { MPI_Allreduce(MPI_IN_PLACE, v, n, MPI_LONG, MPI_MIN, MPI_COMM_WORLD); }

static void layout_fail(const char *place, const char *msg)
{
    fprintf(stderr, "%s: UPC runtime error (thread %u): %s\n", place, (unsigned)upcr_mythread(), msg);
    fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, 1);
}

void upcr_all_check_layout(const char *name, const char *place, const char *what, int n,
                           const long *values)
{
    if (pgas_check_layout(name, place, what, n, values, layout_min, layout_fail) < 0)
        upcri_error("out of memory");
}
