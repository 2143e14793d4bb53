/* upcr_collective.c - the UPC 1.3 collective library (upc_collective.h) on pgas-xlate's runtime,
   with the signatures translated UPC code calls: every pointer-to-shared argument is a
   upcr_shared_ptr_t. Data movement uses the runtime's transfers; reductions combine per-thread
   partial results with MPI. Synchronisation modes: UPC_IN_NOSYNC/UPC_OUT_NOSYNC skip the barrier
   before/after; the MYSYNC modes are implemented as ALLSYNC (a stronger guarantee). */
#include "upcr_collective.h"
#include "upcr_internal.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../include/pgas_names.h"
#include "../include/upc_types.h"

/* A collective `what` moving n bytes through p: not through the null pointer-to-shared (every
   thread checks before the first synchronisation, so none waits for a thread that stopped;
   the argument is single-valued, and thread 0 reports it once). */
static void not_null(upcr_shared_ptr_t p, size_t n, const char *what)
{
    if (n && upcr_isnull_shared(p)) {
        upcri_let_thread0_report((int)upcr_mythread());
        upcri_check_not_null(p, what);
    }
}

/* The O(1) argument checks of a relocalisation collective `what` (on without --checks): the
   `n` bytes at `p`, and with `blocks` the block of `n` bytes of every thread (block_for), lie
   inside one shared object. The arguments are single-valued: every thread finds the same, before
   the first synchronisation, and thread 0 reports it once. */
static upcr_shared_ptr_t block_for(upcr_shared_ptr_t dst, size_t nbytes, upcr_thread_t t);

static void in_bounds(upcr_shared_ptr_t p, size_t n, int blocks, int is_put, const char *what)
{
    upcr_thread_t count = blocks ? upcr_threads() : 1;
    for (upcr_thread_t t = 0; t < count && n; t++) {
        upcr_shared_ptr_t q = blocks ? block_for(p, n, t) : p;
        if (!upcri_in_object(q, n)) {
            char msg[256];
            upcri_let_thread0_report((int)upcr_mythread());
            snprintf(msg, sizeof msg, "%s: " PGAS_BOUNDS_ERROR, what, is_put ? "write" : "read", n,
                     (int)upcr_threadof_shared(q));
            upcri_error(msg);
        }
    }
}

static void sync_in(int flags)
{
    if (!(flags & UPC_IN_NOSYNC))
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
}

static void sync_out(int flags)
{
    if (!(flags & UPC_OUT_NOSYNC))
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
}

/* Byte `off` of an object viewed as `shared [block] char[]` starting at `p`. */
static upcr_shared_ptr_t byte_at(upcr_shared_ptr_t p, size_t off, size_t block)
{
    return upcr_add_shared(upcr_shared_resetphase(p), 1, (ptrdiff_t)off, block);
}

/* Byte `off` of an object with indefinite layout (all on the thread of `p`). */
static upcr_shared_ptr_t byte_in_place(upcr_shared_ptr_t p, size_t off)
{
    return upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(p), 1, (ptrdiff_t)off));
}

/* The block of `dst` (blocks of `nbytes`) that lands on thread `t`. */
static upcr_shared_ptr_t block_for(upcr_shared_ptr_t dst, size_t nbytes, upcr_thread_t t)
{
    upcr_thread_t n = upcr_threads();
    size_t i = (t + n - upcr_threadof_shared(dst)) % n;
    return byte_at(dst, i * nbytes, nbytes);
}

void upc_all_broadcast(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags)
{
    not_null(dst, nbytes, "upc_all_broadcast");
    not_null(src, nbytes, "upc_all_broadcast");
    in_bounds(src, nbytes, 0, 0, "upc_all_broadcast");
    in_bounds(dst, nbytes, 1, 1, "upc_all_broadcast");
    sync_in(flags);
    upcr_memcpy(block_for(dst, nbytes, upcr_mythread()), src, nbytes);
    sync_out(flags);
}

void upc_all_scatter(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags)
{
    upcr_thread_t me = upcr_mythread();
    not_null(dst, nbytes, "upc_all_scatter");
    not_null(src, nbytes, "upc_all_scatter");
    in_bounds(src, nbytes * upcr_threads(), 0, 0, "upc_all_scatter");
    in_bounds(dst, nbytes, 1, 1, "upc_all_scatter");
    sync_in(flags);
    upcr_memcpy(block_for(dst, nbytes, me), byte_in_place(src, (size_t)me * nbytes), nbytes);
    sync_out(flags);
}

void upc_all_gather(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags)
{
    upcr_thread_t me = upcr_mythread();
    not_null(dst, nbytes, "upc_all_gather");
    not_null(src, nbytes, "upc_all_gather");
    in_bounds(src, nbytes, 1, 0, "upc_all_gather");
    in_bounds(dst, nbytes * upcr_threads(), 0, 1, "upc_all_gather");
    sync_in(flags);
    upcr_memcpy(byte_in_place(dst, (size_t)me * nbytes), block_for(src, nbytes, me), nbytes);
    sync_out(flags);
}

void upc_all_gather_all(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags)
{
    upcr_thread_t me = upcr_mythread(), n = upcr_threads();
    size_t row = nbytes * n;
    not_null(dst, nbytes, "upc_all_gather_all");
    not_null(src, nbytes, "upc_all_gather_all");
    in_bounds(src, nbytes, 1, 0, "upc_all_gather_all");
    in_bounds(dst, row, 1, 1, "upc_all_gather_all");
    sync_in(flags);
    for (upcr_thread_t j = 0; j < n; j++)
        upcr_memcpy(byte_at(block_for(dst, row, me), j * nbytes, row), block_for(src, nbytes, j), nbytes);
    sync_out(flags);
}

void upc_all_exchange(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags)
{
    upcr_thread_t me = upcr_mythread(), n = upcr_threads();
    size_t row = nbytes * n;
    not_null(dst, nbytes, "upc_all_exchange");
    not_null(src, nbytes, "upc_all_exchange");
    in_bounds(src, row, 1, 0, "upc_all_exchange");
    in_bounds(dst, row, 1, 1, "upc_all_exchange");
    sync_in(flags);
    for (upcr_thread_t j = 0; j < n; j++)
        upcr_memcpy(byte_at(block_for(dst, row, me), j * nbytes, row),
                    byte_at(block_for(src, row, j), (size_t)me * nbytes, row), nbytes);
    sync_out(flags);
}

void upc_all_permute(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, upcr_shared_ptr_t perm, size_t nbytes, int flags)
{
    upcr_thread_t me = upcr_mythread();
    int target;
    not_null(dst, nbytes, "upc_all_permute");
    not_null(src, nbytes, "upc_all_permute");
    not_null(perm, nbytes, "upc_all_permute");
    in_bounds(src, nbytes, 1, 0, "upc_all_permute");
    in_bounds(dst, nbytes, 1, 1, "upc_all_permute");
    sync_in(flags);
    /* perm is a cyclic int array: element `me` is on thread me (relative to its start). */
    upcr_get_pshared(&target, upcr_add_pshared1(upcr_shared_to_pshared(perm), sizeof(int), (ptrdiff_t)me), 0, sizeof target);
    if (target < 0 || (upcr_thread_t)target >= upcr_threads()) {
        char msg[128];
        snprintf(msg, sizeof msg, "upc_all_permute: perm[%u] = %d is not a thread", (unsigned)me, target);
        upcri_error(msg);
    }
    upcr_memcpy(block_for(dst, nbytes, (upcr_thread_t)target), block_for(src, nbytes, me), nbytes);
    sync_out(flags);
}

/* ---- reductions ----------------------------------------------------------------------------------
   Element i of src (a `shared [blk_size]` array, blk_size 0 meaning indefinite) is read where it
   lives. Commutative operations: each thread folds the elements it owns, the partial results are
   gathered in thread order and folded on the destination's thread. UPC_NONCOMM_FUNC: the
   destination's thread folds every element in index order. */

static upcr_shared_ptr_t element(upcr_shared_ptr_t src, size_t elem, size_t i, size_t blk)
{
    if (blk == 0)
        return upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(src), elem, (ptrdiff_t)i));
    return upcr_add_shared(src, elem, (ptrdiff_t)i, blk);
}

#define INTEGER_OPS(T)                                                                        \
    case UPC_AND: return a & b;                                                                \
    case UPC_OR: return a | b;                                                                 \
    case UPC_XOR: return a ^ b;

#define NO_INTEGER_OPS(T)

#define DEFINE_REDUCTIONS(S, T, INT_OPS)                                                      \
    static T combine_##S(unsigned long op, T a, T b, T (*func)(T, T))                         \
    {                                                                                         \
        switch (op) {                                                                         \
        case UPC_ADD: return a + b;                                                            \
        case UPC_MULT: return a * b;                                                           \
        INT_OPS(T)                                                                            \
        case UPC_LOGAND: return a && b;                                                        \
        case UPC_LOGOR: return a || b;                                                         \
        case UPC_MIN: return a < b ? a : b;                                                    \
        case UPC_MAX: return a > b ? a : b;                                                    \
        case UPC_FUNC:                                                                         \
        case UPC_NONCOMM_FUNC: return func(a, b);                                              \
        default:                                                                              \
            {                                                                                 \
                char msg[64];                                                                 \
                snprintf(msg, sizeof msg, "unsupported reduction operation %lu", op);         \
                upcri_error(msg);                                                             \
            }                                                                                 \
        }                                                                                     \
    }                                                                                         \
                                                                                              \
    void upc_all_reduce##S(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, \
                           size_t blk, T (*func)(T, T), int flags)                            \
    {                                                                                         \
        upcr_thread_t me = upcr_mythread(), n = upcr_threads(), root = upcr_threadof_shared(dst); \
        not_null(dst, nelems, "upc_all_reduce" #S);                                       \
        not_null(src, nelems, "upc_all_reduce" #S);                                       \
        sync_in(flags);                                                                       \
        if (op == UPC_NONCOMM_FUNC) {                                                          \
            if (me == root && nelems > 0) {                                                   \
                T acc, x;                                                                     \
                upcr_get_shared(&acc, element(src, sizeof(T), 0, blk), 0, sizeof(T));         \
                for (size_t i = 1; i < nelems; i++) {                                         \
                    upcr_get_shared(&x, element(src, sizeof(T), i, blk), 0, sizeof(T));       \
                    acc = func(acc, x);                                                       \
                }                                                                             \
                upcr_put_shared(dst, 0, &acc, sizeof(T));                                     \
            }                                                                                 \
        } else {                                                                              \
            struct { int have; T value; } mine = { 0, 0 }, *all = NULL;                       \
            for (size_t i = 0; i < nelems; i++) {                                             \
                upcr_shared_ptr_t p = element(src, sizeof(T), i, blk);                        \
                if (upcr_threadof_shared(p) == me) {                                          \
                    T x = *(T *)upcr_shared_to_local(p);                                      \
                    mine.value = mine.have ? combine_##S(op, mine.value, x, func) : x;        \
                    mine.have = 1;                                                            \
                }                                                                             \
            }                                                                                 \
            if (me == root)                                                                   \
                all = malloc(sizeof *all * n);                                                \
            MPI_Gather(&mine, (int)sizeof mine, MPI_BYTE, all, (int)sizeof mine, MPI_BYTE, (int)root, MPI_COMM_WORLD); \
            if (me == root) {                                                                 \
                int have = 0;                                                                 \
                T acc = 0;                                                                    \
                for (upcr_thread_t t = 0; t < n; t++)                                         \
                    if (all[t].have) {                                                        \
                        acc = have ? combine_##S(op, acc, all[t].value, func) : all[t].value; \
                        have = 1;                                                             \
                    }                                                                         \
                if (have)                                                                     \
                    upcr_put_shared(dst, 0, &acc, sizeof(T));                                 \
                free(all);                                                                    \
            }                                                                                 \
        }                                                                                     \
        sync_out(flags);                                                                      \
    }                                                                                         \
                                                                                              \
    void upc_all_prefix_reduce##S(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, \
                                  size_t blk, T (*func)(T, T), int flags)                     \
    {                                                                                         \
        upcr_thread_t me = upcr_mythread();                                                   \
        T acc = 0, x;                                                                         \
        not_null(dst, nelems, "upc_all_prefix_reduce" #S);                                \
        not_null(src, nelems, "upc_all_prefix_reduce" #S);                                \
        sync_in(flags);                                                                       \
        /* Every thread folds the whole array in index order and keeps its own results. */    \
        for (size_t i = 0; i < nelems; i++) {                                                 \
            upcr_get_shared(&x, element(src, sizeof(T), i, blk), 0, sizeof(T));              \
            acc = i == 0 ? x : combine_##S(op, acc, x, func);                                 \
            upcr_shared_ptr_t d = element(dst, sizeof(T), i, blk);                            \
            if (upcr_threadof_shared(d) == me)                                                \
                *(T *)upcr_shared_to_local(d) = acc;                                          \
        }                                                                                     \
        sync_out(flags);                                                                      \
    }

DEFINE_REDUCTIONS(C, signed char, INTEGER_OPS)
DEFINE_REDUCTIONS(UC, unsigned char, INTEGER_OPS)
DEFINE_REDUCTIONS(S, short, INTEGER_OPS)
DEFINE_REDUCTIONS(US, unsigned short, INTEGER_OPS)
DEFINE_REDUCTIONS(I, int, INTEGER_OPS)
DEFINE_REDUCTIONS(UI, unsigned int, INTEGER_OPS)
DEFINE_REDUCTIONS(L, long, INTEGER_OPS)
DEFINE_REDUCTIONS(UL, unsigned long, INTEGER_OPS)
DEFINE_REDUCTIONS(F, float, NO_INTEGER_OPS)
DEFINE_REDUCTIONS(D, double, NO_INTEGER_OPS)
DEFINE_REDUCTIONS(LD, long double, NO_INTEGER_OPS)
