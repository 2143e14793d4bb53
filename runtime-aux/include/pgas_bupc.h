/* pgas_bupc.h - the parts of bupc_extensions.h written once for both runtimes: the timer's
   measures over their tick timer, the semaphores over their own 64-bit atomics, the handle
   lists over their non-blocking handles, the non-contiguous transfers over their one-sided
   copies, the castability queries and the trace masks. The including file defines, before
   including it:
     SEM_TICKS_NOW()         upc_ticks_now
     SEM_TICKS_TO_NS(t)      upc_ticks_to_ns
     SEM_PTR                 its pointer-to-shared type
     SEM_NAME(name)          the name of the library function `name` (bupc_sem_post …)
     SEM_ALLOC(bytes)        allocation with affinity to this thread (upc_alloc)
     SEM_FREE(p)             upc_free
     SEM_AT(p, k)            p advanced by k bytes (same thread)
     SEM_READ(p)             atomic read of the int64_t at p
     SEM_SET(p, v)           atomic write
     SEM_CSWAP(p, old, new)  atomic compare-and-swap, returns the old value
     SEM_ADD(p, n)           atomic fetch-and-add
     SEM_MEMPUT(d, s, n)     upc_memput, complete (visible to others) on return
     SEM_MEMGET(d, s, n)     upc_memget
     SEM_MEMCPY(d, s, n)     upc_memcpy, complete on return
     SEM_ISNULL(p)           p is the null pointer-to-shared
     SEM_CAST(p)             upc_cast
     SEM_THREAD_CASTABLE(t)  every address of thread t's data is castable here
     SEM_HANDLE              the type of upc_handle_t, whose 0 is UPC_COMPLETE_HANDLE
     SEM_SYNC(h)             upc_sync
     SEM_SYNC_ATTEMPT(h)     upc_sync_attempt
     SEM_SYNCI()             upc_synci
     SEM_POLL()              lets other threads' traffic progress while waiting
     SEM_ERROR(msg)          a runtime error naming msg (does not return)
     SEM_COMM                the MPI communicator of the threads (rank = MYTHREAD)
     SEM_ONE_REPORT()        before an error every thread finds: only thread 0 reports it
   and, unless it defines SEM_NO_EXTERN (the library on UPC, whose runtime has its own), for
   the functions of bupc_extern.h (C code calling into UPC):
     SEM_MYTHREAD, SEM_THREADS            MYTHREAD, THREADS
     SEM_NOTIFY(id), SEM_WAIT(id), SEM_BARRIER(id)   upc_notify id; upc_wait id; upc_barrier id;
     SEM_ALL_ALLOC(n, b), SEM_ALL_FREE(p) upc_all_alloc, upc_all_free
     SEM_THREAD_AT(p, t)                  (shared char *)p + t: the same place on thread t
   A semaphore is 16 bytes on the allocating thread: its value, then its flags. Part of
   pgas-xlate. */
#ifndef PGAS_BUPC_H
#define PGAS_BUPC_H

#include <limits.h>
#include <mpi.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "upc_types.h"

/* The smallest non-zero difference between two readings, and the mean cost of one reading. */
double SEM_NAME(bupc_tick_granularityus)(void)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 100; i++) {
        uint64_t a = SEM_TICKS_NOW(), b;
        while ((b = SEM_TICKS_NOW()) == a)
            ;
        if (b - a < best)
            best = b - a;
    }
    return (double)SEM_TICKS_TO_NS(best) / 1000.0;
}

double SEM_NAME(bupc_tick_overheadus)(void)
{
    enum { N = 10000 };
    uint64_t start = SEM_TICKS_NOW(), end = start;
    for (int i = 0; i < N; i++)
        end = SEM_TICKS_NOW();
    return (double)SEM_TICKS_TO_NS(end - start) / 1000.0 / N;
}

#define PGAS_SEM_BOOLEAN 1 /* BUPC_SEM_BOOLEAN */
#define PGAS_SEM_MAX 2147483647

SEM_PTR SEM_NAME(bupc_sem_alloc)(int flags)
{
    SEM_PTR s = SEM_ALLOC(2 * sizeof(int64_t));
    SEM_SET(s, 0);
    SEM_SET(SEM_AT(s, sizeof(int64_t)), (int64_t)flags);
    return s;
}

void SEM_NAME(bupc_sem_free)(SEM_PTR s)
{
    SEM_FREE(s);
}

/* A null semaphore or destination is reported under the name of the function the program
   called (the atomics underneath would name themselves). */
#define PGAS_SEM_CHECK(p, fn)                                                                  \
    do {                                                                                       \
        if (SEM_ISNULL(p))                                                                     \
            SEM_ERROR(fn " through a null pointer-to-shared");                                 \
    } while (0)

static void pgas_sem_postN(SEM_PTR s, size_t n)
{
    if (n > PGAS_SEM_MAX)
        SEM_ERROR("bupc_sem_postN: more than BUPC_SEM_MAXVALUE");
    if (SEM_READ(SEM_AT(s, sizeof(int64_t))) & PGAS_SEM_BOOLEAN) {
        if (n > 1)
            SEM_ERROR("bupc_sem_postN: more than 1 on a boolean semaphore");
        if (n == 1)
            SEM_SET(s, 1);
        return;
    }
    if (SEM_ADD(s, (int64_t)n) + (int64_t)n > PGAS_SEM_MAX)
        SEM_ERROR("bupc_sem_post: the value exceeds BUPC_SEM_MAXVALUE");
}

static int pgas_sem_tryN(SEM_PTR s, size_t n)
{
    int64_t v = SEM_READ(s);
    while (v >= (int64_t)n) {
        int64_t seen = SEM_CSWAP(s, v, v - (int64_t)n);
        if (seen == v)
            return 1;
        v = seen;
    }
    return 0;
}

static void pgas_sem_waitN(SEM_PTR s, size_t n)
{
    if (n > PGAS_SEM_MAX)
        SEM_ERROR("bupc_sem_waitN: more than BUPC_SEM_MAXVALUE");
    for (unsigned spins = 0; !pgas_sem_tryN(s, n); spins++) {
        SEM_POLL();
        if (spins > 64)
            sched_yield();
    }
}

/* bupc_sem_<op>N(s, n) and bupc_sem_<op>(s), its n = 1 (ret: `return` for those that return
   a value). */
#define PGAS_SEM_OP(R, op, ret)                                                                \
    R SEM_NAME(bupc_sem_##op##N)(SEM_PTR s, size_t n)                                          \
    {                                                                                          \
        PGAS_SEM_CHECK(s, "bupc_sem_" #op "N");                                                \
        ret pgas_sem_##op##N(s, n);                                                            \
    }                                                                                          \
    R SEM_NAME(bupc_sem_##op)(SEM_PTR s)                                                       \
    {                                                                                          \
        PGAS_SEM_CHECK(s, "bupc_sem_" #op);                                                    \
        ret pgas_sem_##op##N(s, 1);                                                            \
    }
PGAS_SEM_OP(void, post, )
PGAS_SEM_OP(int, try, return)
PGAS_SEM_OP(void, wait, )
#undef PGAS_SEM_OP

/* bupc_memput_signal and its _async form, which completes before it returns as well. */
#define PGAS_SEM_MEMPUT_SIGNAL(name)                                                           \
    void SEM_NAME(name)(SEM_PTR dst, const void *src, size_t nbytes, SEM_PTR s, size_t n)      \
    {                                                                                          \
        PGAS_SEM_CHECK(dst, #name);                                                            \
        PGAS_SEM_CHECK(s, #name);                                                              \
        SEM_MEMPUT(dst, src, nbytes);                                                          \
        pgas_sem_postN(s, n);                                                                  \
    }
PGAS_SEM_MEMPUT_SIGNAL(bupc_memput_signal)
PGAS_SEM_MEMPUT_SIGNAL(bupc_memput_signal_async)
#undef PGAS_SEM_MEMPUT_SIGNAL

void SEM_NAME(bupc_exit)(int status)
{
    exit(status);
}

char *SEM_NAME(bupc_getenv)(const char *name)
{
    return getenv(name);
}

/* ---- castability ---- */

void *SEM_NAME(bupc_cast)(SEM_PTR p)
{
    return SEM_CAST(p);
}

int SEM_NAME(bupc_castable)(SEM_PTR p)
{
    return SEM_ISNULL(p) || SEM_CAST(p) != NULL;
}

int SEM_NAME(bupc_thread_castable)(unsigned int thread)
{
    return SEM_THREAD_CASTABLE(thread);
}

/* ---- trace masks: kept, and changing nothing (bupc_extensions.h says why) ---- */

enum { PGAS_MASK_BYTES = 256 };
static char pgas_trace_mask[PGAS_MASK_BYTES], pgas_stats_mask[PGAS_MASK_BYTES];
static int pgas_trace_local;

static void pgas_set_mask(char *to, const char *mask)
{
    size_t n = mask ? strlen(mask) : 0;
    if (n >= PGAS_MASK_BYTES)
        n = PGAS_MASK_BYTES - 1;
    if (n)
        memcpy(to, mask, n);
    to[n] = 0;
}

void SEM_NAME(bupc_trace_setmask)(const char *mask)
{
    pgas_set_mask(pgas_trace_mask, mask);
}

const char *SEM_NAME(bupc_trace_getmask)(void)
{
    return pgas_trace_mask;
}

void SEM_NAME(bupc_stats_setmask)(const char *mask)
{
    pgas_set_mask(pgas_stats_mask, mask);
}

const char *SEM_NAME(bupc_stats_getmask)(void)
{
    return pgas_stats_mask;
}

int SEM_NAME(bupc_trace_gettracelocal)(void)
{
    return pgas_trace_local;
}

void SEM_NAME(bupc_trace_settracelocal)(int val)
{
    pgas_trace_local = val;
}

/* ---- lists of handles: a handle that completes becomes 0 (complete) ---- */

void SEM_NAME(bupc_waitsync_all)(SEM_HANDLE *ph, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        SEM_SYNC(ph[i]);
        ph[i] = 0;
    }
}

/* Retires every handle of the list that is complete; returns how many are not. */
static size_t pgas_sync_pending(SEM_HANDLE *ph, size_t n)
{
    size_t pending = 0;
    for (size_t i = 0; i < n; i++) {
        if (ph[i] != 0 && SEM_SYNC_ATTEMPT(ph[i]))
            ph[i] = 0;
        pending += ph[i] != 0;
    }
    return pending;
}

int SEM_NAME(bupc_trysync_all)(SEM_HANDLE *ph, size_t n)
{
    return pgas_sync_pending(ph, n) == 0;
}

int SEM_NAME(bupc_trysync_some)(SEM_HANDLE *ph, size_t n)
{
    size_t before = 0;
    for (size_t i = 0; i < n; i++)
        before += ph[i] != 0;
    return n > 0 && (before < n || pgas_sync_pending(ph, n) < before);
}

void SEM_NAME(bupc_waitsync_some)(SEM_HANDLE *ph, size_t n)
{
    size_t before = 0;
    for (size_t i = 0; i < n; i++)
        before += ph[i] != 0;
    if (before == 0)
        return;
    for (unsigned spins = 0; pgas_sync_pending(ph, n) == before; spins++) {
        SEM_POLL();
        if (spins > 64)
            sched_yield();
    }
}

/* ---- non-contiguous transfers ----
   Each side is a sequence of regions (shared: a pointer-to-shared whose region stays on its
   thread; private: an address). pgas_vis_move walks both sequences together and moves the
   largest piece that is contiguous on both sides with the runtime's one-sided copies. */

enum { PGAS_VIS_VLIST, PGAS_VIS_ILIST, PGAS_VIS_FSTRIDED, PGAS_VIS_STRIDED };

typedef struct {
    int in_shared; /* the regions are shared memory */
    int form;   /* PGAS_VIS_… */
    size_t count;
    const void *list;      /* vlist, ilist: the regions */
    size_t len;            /* ilist, fstrided: bytes of each region */
    size_t stride;         /* fstrided: bytes from one region's start to the next one's */
    SEM_PTR sbase;         /* fstrided, strided: the first region (shared) */
    char *pbase;           /* … (private) */
    const size_t *strides; /* strided: level k's stride is strides[k - 1] */
    const size_t *counts;  /* strided: counts[0] bytes per region, counts[k] at level k */
    size_t levels;
} pgas_vis_side;

/* Region i of a side: its start (`*sp` or `*pp`) and length. */
static size_t pgas_vis_region(const pgas_vis_side *v, size_t i, SEM_PTR *sp, char **pp)
{
    size_t off = 0, len = 0;
    switch (v->form) {
    case PGAS_VIS_VLIST:
        if (v->in_shared) {
            *sp = ((const bupc_smemvec_t *)v->list)[i].addr;
            return ((const bupc_smemvec_t *)v->list)[i].len;
        }
        *pp = ((const bupc_pmemvec_t *)v->list)[i].addr;
        return ((const bupc_pmemvec_t *)v->list)[i].len;
    case PGAS_VIS_ILIST:
        if (v->in_shared)
            *sp = ((const SEM_PTR *)v->list)[i];
        else
            *pp = ((char *const *)v->list)[i];
        return v->len;
    case PGAS_VIS_FSTRIDED:
        off = i * v->stride;
        len = v->len;
        break;
    default: /* strided: i in mixed radix counts[1..levels] gives the offset */
        for (size_t k = 1; k <= v->levels; k++) {
            off += i % v->counts[k] * v->strides[k - 1];
            i /= v->counts[k];
        }
        len = v->counts[0];
        break;
    }
    if (v->in_shared)
        *sp = SEM_AT(v->sbase, off);
    else
        *pp = v->pbase + off;
    return len;
}

static size_t pgas_vis_regions(const pgas_vis_side *v)
{
    size_t n = v->count;
    if (v->form == PGAS_VIS_STRIDED) {
        n = v->counts[0] ? 1 : 0;
        for (size_t k = 1; k <= v->levels; k++)
            n *= v->counts[k];
    }
    return n;
}

/* A shared region of len bytes starting at p, moved by `what`: not through the null
   pointer-to-shared (as every transfer of the runtimes); its length. */
static size_t pgas_vis_null_check(const char *what, const pgas_vis_side *v, size_t len, SEM_PTR p)
{
    if (v->in_shared && len && SEM_ISNULL(p)) {
        char msg[200];
        snprintf(msg, sizeof msg, "%s through a null pointer-to-shared", what);
        SEM_ERROR(msg);
    }
    return len;
}

static void pgas_vis_move(const char *what, const pgas_vis_side *dst, const pgas_vis_side *src)
{
    size_t nd = pgas_vis_regions(dst), ns = pgas_vis_regions(src), total_d = 0, total_s = 0;
    size_t di = 0, si = 0, doff = 0, soff = 0, dlen = 0, slen = 0;
    SEM_PTR ds = { 0 }, ss = { 0 };
    char *dp = NULL, *sp = NULL;
    for (size_t i = 0; i < nd; i++)
        total_d += pgas_vis_null_check(what, dst, pgas_vis_region(dst, i, &ds, &dp), ds);
    for (size_t i = 0; i < ns; i++)
        total_s += pgas_vis_null_check(what, src, pgas_vis_region(src, i, &ss, &sp), ss);
    if (total_d != total_s) {
        char msg[200];
        snprintf(msg, sizeof msg, "%s: the destination regions hold %zu bytes, the source regions %zu",
                 what, total_d, total_s);
        SEM_ERROR(msg);
    }
    for (;;) {
        while (doff == dlen && di < nd) {
            dlen = pgas_vis_region(dst, di++, &ds, &dp);
            doff = 0;
        }
        while (soff == slen && si < ns) {
            slen = pgas_vis_region(src, si++, &ss, &sp);
            soff = 0;
        }
        if (doff == dlen || soff == slen)
            break;
        size_t n = dlen - doff < slen - soff ? dlen - doff : slen - soff;
        /* (--checks=races: the shared pieces logged at the program's call, pgas_races.h.) */
        if (src->in_shared)
            PGAS_RACE_LIB(SEM_AT(ss, soff), n, PGAS_RACE_READ);
        if (dst->in_shared)
            PGAS_RACE_LIB(SEM_AT(ds, doff), n, PGAS_RACE_WRITE);
        if (dst->in_shared && src->in_shared)
            SEM_MEMCPY(SEM_AT(ds, doff), SEM_AT(ss, soff), n);
        else if (dst->in_shared)
            SEM_MEMPUT(SEM_AT(ds, doff), sp + soff, n);
        else
            SEM_MEMGET(dp + doff, SEM_AT(ss, soff), n);
        doff += n;
        soff += n;
    }
}

/* Each transfer and its _async form, which completes before returning. */
#define PGAS_VIS_FN(name, params, ...)                                                         \
    void SEM_NAME(bupc_##name) params __VA_ARGS__                                              \
    SEM_HANDLE SEM_NAME(bupc_##name##_async) params                                            \
    {                                                                                          \
        __VA_ARGS__ return 0;                                                                  \
    }

#define PGAS_VIS_LIST(name, dtype, stype, dsh, ssh)                                           \
    PGAS_VIS_FN(name##_vlist,                                                                  \
                (size_t dstcount, dtype const *dstlist, size_t srccount,                       \
                 stype const *srclist),                                                        \
                {                                                                              \
                    pgas_vis_side d = { .in_shared = dsh, .form = PGAS_VIS_VLIST,                 \
                                        .count = dstcount, .list = dstlist };                  \
                    pgas_vis_side s = { .in_shared = ssh, .form = PGAS_VIS_VLIST,                 \
                                        .count = srccount, .list = srclist };                  \
                    pgas_vis_move("bupc_" #name "_vlist", &d, &s);                             \
                })
PGAS_VIS_LIST(memcpy, bupc_smemvec_t, bupc_smemvec_t, 1, 1)
PGAS_VIS_LIST(memput, bupc_smemvec_t, bupc_pmemvec_t, 1, 0)
PGAS_VIS_LIST(memget, bupc_pmemvec_t, bupc_smemvec_t, 0, 1)

#define PGAS_VIS_ILIST(name, dtype, stype, dsh, ssh)                                           \
    PGAS_VIS_FN(name##_ilist,                                                                  \
                (size_t dstcount, dtype const *dstlist, size_t dstlen, size_t srccount,        \
                 stype const *srclist, size_t srclen),                                         \
                {                                                                              \
                    pgas_vis_side d = { .in_shared = dsh, .form = PGAS_VIS_ILIST,                 \
                                        .count = dstcount, .list = dstlist, .len = dstlen };   \
                    pgas_vis_side s = { .in_shared = ssh, .form = PGAS_VIS_ILIST,                 \
                                        .count = srccount, .list = srclist, .len = srclen };   \
                    pgas_vis_move("bupc_" #name "_ilist", &d, &s);                             \
                })
PGAS_VIS_ILIST(memcpy, SEM_PTR, SEM_PTR, 1, 1)
PGAS_VIS_ILIST(memput, SEM_PTR, const void *, 1, 0)
PGAS_VIS_ILIST(memget, void *, SEM_PTR, 0, 1)

/* The start of a strided side: a pointer-to-shared or an address. */
#define PGAS_VIS_BASE_1(a) .sbase = (a)
#define PGAS_VIS_BASE_0(a) .pbase = (char *)(uintptr_t)(a)
#define PGAS_VIS_FSTRIDED(name, dtype, stype, dsh, ssh)                                        \
    PGAS_VIS_FN(name##_fstrided,                                                               \
                (dtype dstaddr, size_t dstchunklen, size_t dstchunkstride,                     \
                 size_t dstchunkcount, stype srcaddr, size_t srcchunklen,                      \
                 size_t srcchunkstride, size_t srcchunkcount),                                 \
                {                                                                              \
                    pgas_vis_side d = { .in_shared = dsh, .form = PGAS_VIS_FSTRIDED,              \
                                        .count = dstchunkcount, .len = dstchunklen,            \
                                        .stride = dstchunkstride,                              \
                                        PGAS_VIS_BASE_##dsh(dstaddr) };                        \
                    pgas_vis_side s = { .in_shared = ssh, .form = PGAS_VIS_FSTRIDED,              \
                                        .count = srcchunkcount, .len = srcchunklen,            \
                                        .stride = srcchunkstride,                              \
                                        PGAS_VIS_BASE_##ssh(srcaddr) };                        \
                    pgas_vis_move("bupc_" #name "_fstrided", &d, &s);                          \
                })
PGAS_VIS_FSTRIDED(memcpy, SEM_PTR, SEM_PTR, 1, 1)
PGAS_VIS_FSTRIDED(memput, SEM_PTR, void *, 1, 0)
PGAS_VIS_FSTRIDED(memget, void *, SEM_PTR, 0, 1)

#define PGAS_VIS_STRIDED(name, dtype, stype, dsh, ssh)                                         \
    PGAS_VIS_FN(name##_strided,                                                                \
                (dtype dstaddr, const size_t *dststrides, stype srcaddr,                       \
                 const size_t *srcstrides, const size_t *count, size_t stridelevels),          \
                {                                                                              \
                    pgas_vis_side d = { .in_shared = dsh, .form = PGAS_VIS_STRIDED,               \
                                        PGAS_VIS_BASE_##dsh(dstaddr), .strides = dststrides,   \
                                        .counts = count, .levels = stridelevels };             \
                    pgas_vis_side s = { .in_shared = ssh, .form = PGAS_VIS_STRIDED,               \
                                        PGAS_VIS_BASE_##ssh(srcaddr), .strides = srcstrides,   \
                                        .counts = count, .levels = stridelevels };             \
                    pgas_vis_move("bupc_" #name "_strided", &d, &s);                           \
                })
PGAS_VIS_STRIDED(memcpy, SEM_PTR, SEM_PTR, 1, 1)
PGAS_VIS_STRIDED(memput, SEM_PTR, const void *, 1, 0)
PGAS_VIS_STRIDED(memget, void *, SEM_PTR, 0, 1)

/* Access regions: the implicit-handle transfers (`_asynci`) a thread starts between
   bupc_begin_accessregion and bupc_end_accessregion are covered by the handle the end returns.
   The end completes them (with every other implicit-handle transfer of the thread: completing
   more than asked is allowed) and returns a complete handle. Regions do not nest. */
static int pgas_accessregion_open;

void SEM_NAME(bupc_begin_accessregion)(void)
{
    if (pgas_accessregion_open)
        SEM_ERROR("bupc_begin_accessregion: an access region is already open (they do not nest)");
    pgas_accessregion_open = 1;
}

SEM_HANDLE SEM_NAME(bupc_end_accessregion)(void)
{
    if (!pgas_accessregion_open)
        SEM_ERROR("bupc_end_accessregion without bupc_begin_accessregion");
    pgas_accessregion_open = 0;
    SEM_SYNCI();
    return (SEM_HANDLE)0;
}

/* ---- collectives over values (bupc_collectivev.h) ----
   Every thread's value reaches every thread (one MPI all-gather), and each computes its
   result from them: reductions fold the values in thread order, so every thread (and every
   run) gets the same bits. */

enum { PGAS_ALLV_BROADCAST, PGAS_ALLV_SCATTER, PGAS_ALLV_GATHER, PGAS_ALLV_GATHER_ALL,
       PGAS_ALLV_PERMUTE, PGAS_ALLV_REDUCE, PGAS_ALLV_REDUCE_ALL, PGAS_ALLV_PREFIX_REDUCE };

/* acc = acc op v, for one arithmetic type (the operation was checked: pgas_allv_type). */
#define PGAS_ALLV_FOLD(T, bitwise)                                                             \
    {                                                                                          \
        T acc, v;                                                                              \
        memcpy(&acc, vals, sizeof acc);                                                        \
        for (int i = 1; i < n; i++) {                                                          \
            memcpy(&v, vals + (size_t)i * sizeof v, sizeof v);                                 \
            switch (op) {                                                                      \
            case UPC_ADD: acc = acc + v; break;                                                \
            case UPC_MULT: acc = acc * v; break;                                               \
            case UPC_LOGAND: acc = acc && v; break;                                            \
            case UPC_LOGOR: acc = acc || v; break;                                             \
            case UPC_MIN: acc = v < acc ? v : acc; break;                                      \
            case UPC_MAX: acc = v > acc ? v : acc; break;                                      \
                bitwise                                                                        \
            }                                                                                  \
        }                                                                                      \
        memcpy(out, &acc, sizeof acc);                                                         \
        return;                                                                                \
    }
#define PGAS_ALLV_BITWISE                                                                      \
    case UPC_AND: acc = acc & v; break;                                                        \
    case UPC_OR: acc = acc | v; break;                                                         \
    case UPC_XOR: acc = acc ^ v; break;

/* The reduction with op of the first n values (each `size` bytes) at vals, into out. */
static void pgas_allv_fold(const char *vals, int n, size_t size, upc_op_t op, int typeclass,
                           void *out)
{
    if (typeclass == 1 && size == 1) PGAS_ALLV_FOLD(int8_t, PGAS_ALLV_BITWISE)
    if (typeclass == 1 && size == 2) PGAS_ALLV_FOLD(int16_t, PGAS_ALLV_BITWISE)
    if (typeclass == 1 && size == 4) PGAS_ALLV_FOLD(int32_t, PGAS_ALLV_BITWISE)
    if (typeclass == 1 && size == 8) PGAS_ALLV_FOLD(int64_t, PGAS_ALLV_BITWISE)
    if (typeclass == 2 && size == 1) PGAS_ALLV_FOLD(uint8_t, PGAS_ALLV_BITWISE)
    if (typeclass == 2 && size == 2) PGAS_ALLV_FOLD(uint16_t, PGAS_ALLV_BITWISE)
    if (typeclass == 2 && size == 4) PGAS_ALLV_FOLD(uint32_t, PGAS_ALLV_BITWISE)
    if (typeclass == 2 && size == 8) PGAS_ALLV_FOLD(uint64_t, PGAS_ALLV_BITWISE)
    if (typeclass == 3 && size == sizeof(float)) PGAS_ALLV_FOLD(float, )
    if (typeclass == 3 && size == sizeof(double)) PGAS_ALLV_FOLD(double, )
    if (typeclass == 3 && size == sizeof(long double)) PGAS_ALLV_FOLD(long double, )
}

/* The error of a reduction's operation or type, or NULL when pgas_allv_fold takes them. */
static const char *pgas_allv_type(size_t size, upc_op_t op, int typeclass)
{
    int integer = (typeclass == 1 || typeclass == 2) &&
                  (size == 1 || size == 2 || size == 4 || size == 8);
    int floating = typeclass == 3 && (size == sizeof(float) || size == sizeof(double) ||
                                      size == sizeof(long double));
    if (!integer && !floating)
        return "the type is not an integer or floating type";
    if (op == UPC_ADD || op == UPC_MULT || op == UPC_LOGAND || op == UPC_LOGOR || op == UPC_MIN ||
        op == UPC_MAX || (integer && (op == UPC_AND || op == UPC_OR || op == UPC_XOR)))
        return NULL;
    return integer ? "the operation is not one of UPC_ADD, UPC_MULT, UPC_AND, "
                     "UPC_OR, UPC_XOR, UPC_LOGAND, UPC_LOGOR, UPC_MIN, UPC_MAX"
                   : "the operation is not one of UPC_ADD, UPC_MULT, "
                     "UPC_LOGAND, UPC_LOGOR, UPC_MIN, UPC_MAX (a floating type)";
}

void *SEM_NAME(bupc_allv_collective)(int what, const void *value, size_t size, int thread,
                                     upc_op_t op, int typeclass, void *array)
{
    static char *all, *result;
    static size_t all_bytes, result_bytes;
    int me, n;
    MPI_Comm_rank(SEM_COMM, &me);
    MPI_Comm_size(SEM_COMM, &n);
    int rooted = what == PGAS_ALLV_BROADCAST || what == PGAS_ALLV_SCATTER ||
                 what == PGAS_ALLV_GATHER || what == PGAS_ALLV_REDUCE ||
                 what == PGAS_ALLV_PERMUTE;
    static const char *const names[] = { "bupc_allv_broadcast", "bupc_allv_scatter",
                                         "bupc_allv_gather", "bupc_allv_gather_all",
                                         "bupc_allv_permute", "bupc_allv_reduce",
                                         "bupc_allv_reduce_all", "bupc_allv_prefix_reduce" };
    if (what < 0 || what > PGAS_ALLV_PREFIX_REDUCE) {
        SEM_ONE_REPORT();
        SEM_ERROR("bupc_allv: no such collective");
    }
    char msg[200];
    if (rooted && (thread < 0 || thread >= n)) {
        SEM_ONE_REPORT(); /* (every thread sees it: thread 0 reports) */
        snprintf(msg, sizeof msg, "%s: thread %d is not a thread of the program", names[what],
                 thread);
        SEM_ERROR(msg);
    }
    if (size == 0 || size > (size_t)INT_MAX / (size_t)n / 2) {
        SEM_ONE_REPORT();
        snprintf(msg, sizeof msg, "%s: the size of the type is 0 or too large", names[what]);
        SEM_ERROR(msg);
    }
    int reduction = what == PGAS_ALLV_REDUCE || what == PGAS_ALLV_REDUCE_ALL ||
                    what == PGAS_ALLV_PREFIX_REDUCE;
    const char *wrong = reduction ? pgas_allv_type(size, op, typeclass) : NULL;
    if (wrong) {
        SEM_ONE_REPORT();
        snprintf(msg, sizeof msg, "%s: %s", names[what], wrong);
        SEM_ERROR(msg);
    }
    /* Each thread contributes its value (and, for a permutation, the thread it goes to). */
    size_t piece = size + (what == PGAS_ALLV_PERMUTE ? sizeof(int) : 0);
    if (all_bytes < piece * (size_t)n) {
        free(all);
        all_bytes = piece * (size_t)n;
        all = malloc(all_bytes);
    }
    if (result_bytes < size) {
        free(result);
        result_bytes = size;
        result = malloc(result_bytes);
    }
    if (!all || !result)
        SEM_ERROR("bupc_allv: out of memory");
    if (what == PGAS_ALLV_SCATTER) {
        if (me == thread)
            memcpy(all, array, size * (size_t)n);
        MPI_Bcast(all, (int)(size * (size_t)n), MPI_BYTE, thread, SEM_COMM);
        memcpy(result, all + (size_t)me * size, size);
        return result;
    }
    char *mine = malloc(piece);
    if (!mine)
        SEM_ERROR("bupc_allv: out of memory");
    memcpy(mine, value, size);
    if (what == PGAS_ALLV_PERMUTE)
        memcpy(mine + size, &thread, sizeof(int));
    MPI_Allgather(mine, (int)piece, MPI_BYTE, all, (int)piece, MPI_BYTE, SEM_COMM);
    free(mine);
    switch (what) {
    case PGAS_ALLV_BROADCAST:
        memcpy(result, all + (size_t)thread * size, size);
        return result;
    case PGAS_ALLV_GATHER:
    case PGAS_ALLV_GATHER_ALL:
        if (what == PGAS_ALLV_GATHER_ALL || me == thread)
            memcpy(array, all, size * (size_t)n);
        return array;
    case PGAS_ALLV_PERMUTE: {
        int from = -1;
        for (int i = 0; i < n; i++) {
            int to;
            memcpy(&to, all + (size_t)i * piece + size, sizeof to);
            if (to == me) {
                if (from >= 0)
                    SEM_ERROR("bupc_allv_permute: two threads send to one (the targets are not "
                              "a permutation)");
                from = i;
            }
        }
        if (from < 0)
            SEM_ERROR("bupc_allv_permute: no thread sends to this one (the targets are not a "
                      "permutation)");
        memcpy(result, all + (size_t)from * piece, size);
        return result;
    }
    case PGAS_ALLV_REDUCE:
    case PGAS_ALLV_REDUCE_ALL:
        pgas_allv_fold(all, n, size, op, typeclass, result);
        return result;
    case PGAS_ALLV_PREFIX_REDUCE:
        pgas_allv_fold(all, me + 1, size, op, typeclass, result);
        return result;
    }
    return NULL;
}

#ifndef SEM_NO_EXTERN
/* ---- C code calling into UPC (bupc_extern.h) ----
   Under the runtime's names of bupc_ functions (--to ga: upcga_bupc_extern_…, which its
   translated UPC files call); the C files that call them use the plain C names, which the
   --to ga library defines as aliases. (bupc_init and bupc_init_reentrant start the runtime:
   each runtime's main file.) */
int SEM_NAME(bupc_extern_mythread)(void) { return (int)SEM_MYTHREAD; }

int SEM_NAME(bupc_extern_threads)(void) { return (int)SEM_THREADS; }

char *SEM_NAME(bupc_extern_getenv)(const char *name) { return getenv(name); }

void SEM_NAME(bupc_extern_notify)(int barrier_id) { SEM_NOTIFY(barrier_id); }

void SEM_NAME(bupc_extern_wait)(int barrier_id) { SEM_WAIT(barrier_id); }

void SEM_NAME(bupc_extern_barrier)(int barrier_id) { SEM_BARRIER(barrier_id); }

void *SEM_NAME(bupc_extern_alloc)(size_t nbytes) { return SEM_CAST(SEM_ALLOC(nbytes)); }

void *SEM_NAME(bupc_extern_all_alloc)(size_t nblocks, size_t blocksz)
{
    return SEM_CAST(SEM_THREAD_AT(SEM_ALL_ALLOC(nblocks, blocksz), SEM_MYTHREAD));
}

/* The object a local address of bupc_extern_alloc or bupc_extern_all_alloc came from. */
static SEM_PTR pgas_extern_object(void *ptr, int thread, const char *fn)
{
    char msg[128];
    if (thread < 0 || thread >= (int)SEM_THREADS) {
        snprintf(msg, sizeof msg, "%s: %d is not a thread", fn, thread);
        SEM_ERROR(msg);
    }
    return SEM_NAME(bupc_local_to_shared)(ptr, thread, 0);
}

void SEM_NAME(bupc_extern_free)(void *ptr, int thread)
{
    if (ptr)
        SEM_FREE(pgas_extern_object(ptr, thread, "bupc_extern_free"));
}

void SEM_NAME(bupc_extern_all_free)(void *ptr, int thread)
{
    if (ptr)
        SEM_ALL_FREE(pgas_extern_object(ptr, thread, "bupc_extern_all_free"));
}
#endif

#endif
