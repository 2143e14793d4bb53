/* pgas_collective_impl.h - the UPC 1.3 collective library (upc_collective.h), shared by the
   runtime of `--to upcr` (runtime-aux/upcr/upcr_collective.c) and the auxiliary library of
   `--to ga` (runtime-aux/ga-aux/upcga_collective.c). The including file defines:

     PGAS_COLL_PTR                 its pointer-to-shared type
     PGAS_COLL_FN(name)            the exported name of collective `name` (all_broadcast, ...)
     PGAS_COLL_MYTHREAD, PGAS_COLL_THREADS   (int)
     PGAS_COLL_THREADOF(p)         the thread p points to (int)
     PGAS_COLL_PHASE(p)            the phase of p (elements)
     PGAS_COLL_ADD(p, size, n, b)  p + n for elements of `size` bytes in blocks of b (0: indefinite)
     PGAS_COLL_RESETPHASE(p)       upc_resetphase
     PGAS_COLL_ISNULL(p)           p is the null pointer-to-shared
     PGAS_COLL_IN_OBJECT(p, n)     the n bytes at p lie inside one shared object
     PGAS_COLL_LOCAL(p)            the local address of p (on this thread)
     PGAS_COLL_MEMCPY(dst, src, n), PGAS_COLL_GET(dst, p, n), PGAS_COLL_PUT(p, src, n)
     PGAS_COLL_BARRIER()           the synchronisation of UPC_IN_/UPC_OUT_ALLSYNC
     PGAS_COLL_ERROR(msg)          a runtime error naming msg, at the program's line (no return)
     PGAS_COLL_ONE_REPORT()        before an error every thread finds at once: thread 0 reports it
     PGAS_COLL_GATHER(part, size, all, root)  collective: the `size` bytes at `part` of every
                                   thread into `all` (THREADS parts, in thread order) on `root`
     PGAS_COLL_GOP(S, x, op)       collective: the global operation `op` ("+", "*", "min",
                                   "max") over the T at x of every thread, into x on every
                                   thread, for the reduction suffix S ("I", "D", ...); 1 when the
                                   backend did it, 0 when it has none for that type

   Relocalisation collectives move each block with one transfer. Reductions: element i of src (a
   `shared [blk]` array, blk 0 meaning indefinite) is read where it lives, a run of consecutive
   elements of one block at a time. Commutative operations: each thread folds the elements it
   owns; the partial results are combined by PGAS_COLL_GOP where the backend has one, else
   gathered in thread order and folded on the destination's thread. UPC_NONCOMM_FUNC: the
   destination's thread folds every element in index order. Synchronisation modes:
   UPC_IN_NOSYNC/UPC_OUT_NOSYNC skip the barrier before/after; the MYSYNC modes are implemented
   as ALLSYNC (a stronger guarantee). */
#ifndef PGAS_COLLECTIVE_IMPL_H
#define PGAS_COLLECTIVE_IMPL_H

#include <float.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pgas_names.h"
#include "upc_types.h"

static __attribute__((noreturn, format(printf, 1, 2))) void coll_error(const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    PGAS_COLL_ERROR(msg);
    exit(1);
}

/* A collective `what` moving n bytes through p: not through the null pointer-to-shared (every
   thread checks before the first synchronisation, so none waits for a thread that stopped;
   the argument is single-valued, and thread 0 reports it once). */
static void not_null(PGAS_COLL_PTR p, size_t n, const char *what)
{
    if (n && PGAS_COLL_ISNULL(p)) {
        PGAS_COLL_ONE_REPORT();
        coll_error("%s through a null pointer-to-shared", what);
    }
}

/* The O(1) argument checks of a relocalisation collective `what` (on without --checks): the
   `n` bytes at `p`, and with `blocks` the block of `n` bytes of every thread (block_for), lie
   inside one shared object. The arguments are single-valued: every thread finds the same, before
   the first synchronisation, and thread 0 reports it once. */
static PGAS_COLL_PTR block_for(PGAS_COLL_PTR dst, size_t nbytes, int t);

static void in_bounds(PGAS_COLL_PTR p, size_t n, int blocks, int is_put, const char *what)
{
    int count = blocks ? PGAS_COLL_THREADS : 1;
    for (int t = 0; t < count && n; t++) {
        PGAS_COLL_PTR q = blocks ? block_for(p, n, t) : p;
        if (!PGAS_COLL_IN_OBJECT(q, n)) {
            PGAS_COLL_ONE_REPORT();
            coll_error("%s: " PGAS_BOUNDS_ERROR, what, is_put ? "write" : "read", n, PGAS_COLL_THREADOF(q));
        }
    }
}

static void sync_in(int flags)
{
    if (!(flags & UPC_IN_NOSYNC))
        PGAS_COLL_BARRIER();
}

static void sync_out(int flags)
{
    if (!(flags & UPC_OUT_NOSYNC))
        PGAS_COLL_BARRIER();
}

/* Byte `off` of an object seen as `shared [block] char[]` that starts at p. */
static PGAS_COLL_PTR byte_at(PGAS_COLL_PTR p, size_t off, size_t block)
{
    return PGAS_COLL_ADD(PGAS_COLL_RESETPHASE(p), 1, off, block);
}

/* Byte `off` of an object with indefinite layout (all on p's thread). */
static PGAS_COLL_PTR byte_in_place(PGAS_COLL_PTR p, size_t off) { return PGAS_COLL_ADD(p, 1, off, 0); }

/* The block of dst (blocks of nbytes) that lands on thread t. */
static PGAS_COLL_PTR block_for(PGAS_COLL_PTR dst, size_t nbytes, int t)
{
    int n = PGAS_COLL_THREADS;
    size_t i = (size_t)((t + n - PGAS_COLL_THREADOF(dst)) % n);
    return byte_at(dst, i * nbytes, nbytes);
}

/* The collective's transfers of its buffers, each range logged for the race checker
   (--checks=races, pgas_races.h: as accesses of the thread that makes the transfer, at the
   program's call; the buffers are accessed between the synchronisations its flags ask for). */
static void coll_memcpy(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t n)
{
    PGAS_RACE_LIB(src, n, PGAS_RACE_READ);
    PGAS_RACE_LIB(dst, n, PGAS_RACE_WRITE);
    PGAS_COLL_MEMCPY(dst, src, n);
}

static void coll_get(void *dst, PGAS_COLL_PTR p, size_t n)
{
    PGAS_RACE_LIB(p, n, PGAS_RACE_READ);
    PGAS_COLL_GET(dst, p, n);
}

static void coll_put(PGAS_COLL_PTR p, const void *src, size_t n)
{
    PGAS_RACE_LIB(p, n, PGAS_RACE_WRITE);
    PGAS_COLL_PUT(p, src, n);
}

void PGAS_COLL_FN(all_broadcast)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t nbytes, int flags)
{
    not_null(dst, nbytes, "upc_all_broadcast");
    not_null(src, nbytes, "upc_all_broadcast");
    in_bounds(src, nbytes, 0, 0, "upc_all_broadcast");
    in_bounds(dst, nbytes, 1, 1, "upc_all_broadcast");
    sync_in(flags);
    coll_memcpy(block_for(dst, nbytes, PGAS_COLL_MYTHREAD), src, nbytes);
    sync_out(flags);
}

void PGAS_COLL_FN(all_scatter)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t nbytes, int flags)
{
    int me = PGAS_COLL_MYTHREAD;
    not_null(dst, nbytes, "upc_all_scatter");
    not_null(src, nbytes, "upc_all_scatter");
    in_bounds(src, nbytes * (size_t)PGAS_COLL_THREADS, 0, 0, "upc_all_scatter");
    in_bounds(dst, nbytes, 1, 1, "upc_all_scatter");
    sync_in(flags);
    coll_memcpy(block_for(dst, nbytes, me), byte_in_place(src, (size_t)me * nbytes), nbytes);
    sync_out(flags);
}

void PGAS_COLL_FN(all_gather)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t nbytes, int flags)
{
    int me = PGAS_COLL_MYTHREAD;
    not_null(dst, nbytes, "upc_all_gather");
    not_null(src, nbytes, "upc_all_gather");
    in_bounds(src, nbytes, 1, 0, "upc_all_gather");
    in_bounds(dst, nbytes * (size_t)PGAS_COLL_THREADS, 0, 1, "upc_all_gather");
    sync_in(flags);
    coll_memcpy(byte_in_place(dst, (size_t)me * nbytes), block_for(src, nbytes, me), nbytes);
    sync_out(flags);
}

/* Every thread's block of dst (THREADS parts of nbytes) gets, as part j, thread j's nbytes of
   src: its whole block (upc_all_gather_all) or, `exchange`, the part of its block for this
   thread (upc_all_exchange). */
static void all_to_all(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t nbytes, int flags, int exchange, const char *what)
{
    int me = PGAS_COLL_MYTHREAD, n = PGAS_COLL_THREADS;
    size_t row = nbytes * (size_t)n;
    not_null(dst, nbytes, what);
    not_null(src, nbytes, what);
    in_bounds(src, exchange ? row : nbytes, 1, 0, what);
    in_bounds(dst, row, 1, 1, what);
    sync_in(flags);
    for (int j = 0; j < n; j++)
        coll_memcpy(byte_at(block_for(dst, row, me), (size_t)j * nbytes, row),
                         exchange ? byte_at(block_for(src, row, j), (size_t)me * nbytes, row)
                                  : block_for(src, nbytes, j),
                         nbytes);
    sync_out(flags);
}

void PGAS_COLL_FN(all_gather_all)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t nbytes, int flags)
{
    all_to_all(dst, src, nbytes, flags, 0, "upc_all_gather_all");
}

void PGAS_COLL_FN(all_exchange)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, size_t nbytes, int flags)
{
    all_to_all(dst, src, nbytes, flags, 1, "upc_all_exchange");
}

void PGAS_COLL_FN(all_permute)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, PGAS_COLL_PTR perm, size_t nbytes, int flags)
{
    int me = PGAS_COLL_MYTHREAD, target;
    not_null(dst, nbytes, "upc_all_permute");
    not_null(src, nbytes, "upc_all_permute");
    not_null(perm, nbytes, "upc_all_permute");
    in_bounds(src, nbytes, 1, 0, "upc_all_permute");
    in_bounds(dst, nbytes, 1, 1, "upc_all_permute");
    sync_in(flags);
    /* perm is a cyclic int array: element `me` is on thread me (relative to its start). */
    coll_get(&target, PGAS_COLL_ADD(perm, sizeof(int), (size_t)me, 1), sizeof target);
    if (target < 0 || target >= PGAS_COLL_THREADS)
        coll_error("upc_all_permute: perm[%d] = %d is not a thread", me, target);
    coll_memcpy(block_for(dst, nbytes, target), block_for(src, nbytes, me), nbytes);
    sync_out(flags);
}

/* ---- reductions ---------------------------------------------------------------------------------- */

static PGAS_COLL_PTR element(PGAS_COLL_PTR src, size_t elem, size_t i, size_t blk)
{
    return PGAS_COLL_ADD(src, elem, i, blk);
}

/* The argument check of a reduction `what` (on without --checks, one in_bounds per thread):
   the elements [0, nelems) of p (of `size` bytes, in blocks of blk, 0: indefinite) that each
   thread holds, from its first to its last (consecutive blocks of a thread are contiguous
   there), lie inside one shared object. */
static void elements_in_bounds(PGAS_COLL_PTR p, size_t size, size_t nelems, size_t blk, int is_put,
                               const char *what)
{
    size_t threads = (size_t)PGAS_COLL_THREADS, phase, last, nblocks;
    if (nelems == 0)
        return;
    if (blk == 0) {
        in_bounds(p, nelems * size, 0, is_put, what);
        return;
    }
    /* Positions count from the start of p's block: element i is at position phase + i. */
    phase = (size_t)PGAS_COLL_PHASE(p);
    last = phase + nelems - 1;
    nblocks = last / blk + 1;
    for (size_t b = 0; b < nblocks && b < threads; b++) {
        size_t first = b == 0 ? phase : b * blk, last_block = b + (nblocks - 1 - b) / threads * threads;
        size_t end = last_block == nblocks - 1 ? last : last_block * blk + blk - 1;
        size_t count = (last_block - b) / threads * blk + end % blk + 1 - first % blk;
        in_bounds(element(p, size, first - phase, blk), count * size, 0, is_put, what);
    }
}

/* The number of elements from element i on that lie in the same block (contiguous on a thread). */
static size_t run_at(PGAS_COLL_PTR p, size_t i, size_t nelems, size_t blk)
{
    size_t left = nelems - i;
    if (blk == 0)
        return left;
    size_t in_block = blk - (size_t)PGAS_COLL_PHASE(p);
    return in_block < left ? in_block : left;
}

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

#define PGAS_COLL_INTEGER_OPS                                                                 \
    case UPC_AND: return a & b;                                                                \
    case UPC_OR: return a | b;                                                                 \
    case UPC_XOR: return a ^ b;

#define PGAS_COLL_NO_INTEGER_OPS

#define PGAS_COLL_REDUCTIONS(S, T, INT_OPS, IDENTITY_MIN, IDENTITY_MAX)                        \
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
        default: coll_error("unsupported reduction operation %lu", op);                       \
        }                                                                                     \
    }                                                                                         \
                                                                                              \
    /* Folds elements [0, nelems) of src in index order (every run read with one transfer),   \
       writing each partial result to the element of *dst (blocks of dst_blk) on this thread. */ \
    static int fold_all_##S(PGAS_COLL_PTR src, unsigned long op, size_t nelems, size_t blk,   \
                            T (*func)(T, T), T *acc, const PGAS_COLL_PTR *dst, size_t dst_blk) \
    {                                                                                         \
        int have = 0;                                                                         \
        T *buf = NULL;                                                                        \
        size_t cap = 0;                                                                       \
        for (size_t i = 0; i < nelems;) {                                                     \
            PGAS_COLL_PTR p = element(src, sizeof(T), i, blk);                                \
            size_t run = run_at(p, i, nelems, blk);                                           \
            if (run > cap) {                                                                  \
                cap = run;                                                                    \
                buf = realloc(buf, cap * sizeof(T));                                          \
            }                                                                                 \
            coll_get(buf, p, run * sizeof(T));                                           \
            for (size_t k = 0; k < run; k++) {                                                \
                *acc = have ? combine_##S(op, *acc, buf[k], func) : buf[k];                   \
                have = 1;                                                                     \
                if (dst) {                                                                    \
                    PGAS_COLL_PTR d = element(*dst, sizeof(T), i + k, dst_blk);               \
                    if (PGAS_COLL_THREADOF(d) == PGAS_COLL_MYTHREAD) {                        \
                        PGAS_RACE_LIB(d, sizeof(T), PGAS_RACE_WRITE);                         \
                        *(T *)PGAS_COLL_LOCAL(d) = *acc;                                      \
                    }                                                                         \
                }                                                                             \
            }                                                                                 \
            i += run;                                                                         \
        }                                                                                     \
        free(buf);                                                                            \
        return have;                                                                          \
    }                                                                                         \
                                                                                              \
    void PGAS_COLL_FN(all_reduce##S)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, unsigned long op,  \
                                     size_t nelems, size_t blk, T (*func)(T, T), int flags)   \
    {                                                                                         \
        int me = PGAS_COLL_MYTHREAD, root = PGAS_COLL_THREADOF(dst);                          \
        not_null(dst, nelems, "upc_all_reduce" #S);                                           \
        not_null(src, nelems, "upc_all_reduce" #S);                                           \
        elements_in_bounds(src, sizeof(T), nelems, blk, 0, "upc_all_reduce" #S);              \
        in_bounds(dst, nelems ? sizeof(T) : 0, 0, 1, "upc_all_reduce" #S);                    \
        sync_in(flags);                                                                       \
        if (op == UPC_NONCOMM_FUNC) {                                                          \
            T acc = 0;                                                                        \
            if (me == root && fold_all_##S(src, op, nelems, blk, func, &acc, NULL, 0))        \
                coll_put(dst, &acc, sizeof(T));                                          \
            sync_out(flags);                                                                  \
            return;                                                                           \
        }                                                                                     \
        /* This thread's elements, in index order. */                                        \
        T mine = 0;                                                                           \
        int have = 0;                                                                         \
        for (size_t i = 0; i < nelems;) {                                                     \
            PGAS_COLL_PTR p = element(src, sizeof(T), i, blk);                                \
            size_t run = run_at(p, i, nelems, blk);                                           \
            if (PGAS_COLL_THREADOF(p) == me) {                                                \
                const T *x = PGAS_COLL_LOCAL(p);                                              \
                PGAS_RACE_LIB(p, run * sizeof(T), PGAS_RACE_READ);                            \
                for (size_t k = 0; k < run; k++) {                                            \
                    mine = have ? combine_##S(op, mine, x[k], func) : x[k];                   \
                    have = 1;                                                                 \
                }                                                                             \
            }                                                                                 \
            i += run;                                                                         \
        }                                                                                     \
        const char *gop = gop_name(op);                                                       \
        T part = mine;                                                                        \
        /* Threads without elements bring the operation's identity. */                       \
        if (gop && !have)                                                                     \
            part = op == UPC_ADD ? 0 : op == UPC_MULT ? 1 : op == UPC_MIN ? IDENTITY_MIN : IDENTITY_MAX; \
        if (gop && nelems > 0 && PGAS_COLL_GOP(#S, &part, gop)) {                             \
            if (me == root)                                                                   \
                coll_put(dst, &part, sizeof(T));                                         \
        } else {                                                                              \
            struct { int have; T value; } one = { have, mine }, *all = NULL;                  \
            if (me == root)                                                                   \
                all = malloc(sizeof *all * (size_t)PGAS_COLL_THREADS);                        \
            PGAS_COLL_GATHER(&one, sizeof one, all, root);                                    \
            if (me == root) {                                                                 \
                T acc = 0;                                                                    \
                int any = 0;                                                                  \
                for (int t = 0; t < PGAS_COLL_THREADS; t++)                                   \
                    if (all[t].have) {                                                        \
                        acc = any ? combine_##S(op, acc, all[t].value, func) : all[t].value;  \
                        any = 1;                                                              \
                    }                                                                         \
                if (any)                                                                      \
                    coll_put(dst, &acc, sizeof(T));                                      \
                free(all);                                                                    \
            }                                                                                 \
        }                                                                                     \
        sync_out(flags);                                                                      \
    }                                                                                         \
                                                                                              \
    void PGAS_COLL_FN(all_prefix_reduce##S)(PGAS_COLL_PTR dst, PGAS_COLL_PTR src, unsigned long op, \
                                            size_t nelems, size_t blk, T (*func)(T, T), int flags) \
    {                                                                                         \
        T acc = 0;                                                                            \
        not_null(dst, nelems, "upc_all_prefix_reduce" #S);                                    \
        not_null(src, nelems, "upc_all_prefix_reduce" #S);                                    \
        elements_in_bounds(src, sizeof(T), nelems, blk, 0, "upc_all_prefix_reduce" #S);       \
        elements_in_bounds(dst, sizeof(T), nelems, blk, 1, "upc_all_prefix_reduce" #S);       \
        sync_in(flags);                                                                       \
        /* Every thread folds the whole array in index order and keeps its own results. */    \
        fold_all_##S(src, op, nelems, blk, func, &acc, &dst, blk);                            \
        sync_out(flags);                                                                      \
    }

PGAS_COLL_REDUCTIONS(C, signed char, PGAS_COLL_INTEGER_OPS, SCHAR_MAX, SCHAR_MIN)
PGAS_COLL_REDUCTIONS(UC, unsigned char, PGAS_COLL_INTEGER_OPS, UCHAR_MAX, 0)
PGAS_COLL_REDUCTIONS(S, short, PGAS_COLL_INTEGER_OPS, SHRT_MAX, SHRT_MIN)
PGAS_COLL_REDUCTIONS(US, unsigned short, PGAS_COLL_INTEGER_OPS, USHRT_MAX, 0)
PGAS_COLL_REDUCTIONS(I, int, PGAS_COLL_INTEGER_OPS, INT_MAX, INT_MIN)
PGAS_COLL_REDUCTIONS(UI, unsigned int, PGAS_COLL_INTEGER_OPS, UINT_MAX, 0)
PGAS_COLL_REDUCTIONS(L, long, PGAS_COLL_INTEGER_OPS, LONG_MAX, LONG_MIN)
PGAS_COLL_REDUCTIONS(UL, unsigned long, PGAS_COLL_INTEGER_OPS, ULONG_MAX, 0)
PGAS_COLL_REDUCTIONS(F, float, PGAS_COLL_NO_INTEGER_OPS, FLT_MAX, -FLT_MAX)
PGAS_COLL_REDUCTIONS(D, double, PGAS_COLL_NO_INTEGER_OPS, DBL_MAX, -DBL_MAX)
PGAS_COLL_REDUCTIONS(LD, long double, PGAS_COLL_NO_INTEGER_OPS, LDBL_MAX, -LDBL_MAX)

#endif
