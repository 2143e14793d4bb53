/* pgas_checks.h - `pgas-xlate cc --checks` (UPCR_CHECKS): the element index of an access to a
   declared shared array, checked against the array's element count at the access. The
   translator writes the same check for both runtimes (src/backend/walker.rs, index_checks);
   included by upcr.h and upcga.h. Without UPCR_CHECKS the check is nothing: its operands are
   not evaluated. */
#ifndef PGAS_CHECKS_H
#define PGAS_CHECKS_H

#include <stddef.h>

/* Element i of an array of `count` elements, accessed with n bytes (a write when is_put):
   outside it, the runtime reports PGAS_BOUNDS_ERROR (pgas_names.h) with the UPC line and ends
   the job. The thread named is the one that the element `owner` of the object (of block size
   `block`, 0 for indefinite, over `threads` threads) lies on, as the runtime's check of an
   address names it. Out of line in each runtime: every check is a call of its own, so the
   call stack gives the access's line. */
void pgas_check_index(long i, long count, long owner, long block, long threads, size_t n, int is_put);

/* Whether element i of `count` is outside (an access of n bytes); then *thread is the owner's. */
static inline int pgas_index_outside(long i, long count, long owner, long block, long threads, size_t n,
                                     long *thread)
{
    long b;
    if (n == 0 || (i >= 0 && i < count))
        return 0;
    b = block > 0 ? (owner >= 0 ? owner / block : -((block - 1 - owner) / block)) : 0;
    *thread = threads > 0 ? (b % threads + threads) % threads : 0;
    return 1;
}

/* The bytes of an object of `total` bytes in blocks of `block` bytes (0: all on thread 0) that
   thread t of `threads` holds: block k is on thread k % threads, the last one may be partial
   (the bounds checks of `--checks`, both runtimes). */
static inline long pgas_share_bytes(long total, long block, long threads, long t)
{
    long full, bytes;
    if (block <= 0)
        return t == 0 ? total : 0;
    full = total / block;
    bytes = full > t ? ((full - t - 1) / threads + 1) * block : 0;
    if (total % block && full % threads == t)
        bytes += total % block;
    return bytes;
}

/* The bytes of a shared object of `totalsize` bytes, in blocks of `nbytes` bytes (0:
   indefinite), that have affinity to `threadid` of `threads` (UPC 1.3 upc_affinitysize). */
static inline size_t pgas_affinitysize(size_t totalsize, size_t nbytes, size_t threadid, size_t threads)
{
    return (size_t)pgas_share_bytes((long)totalsize, (long)nbytes, (long)threads, (long)threadid);
}

#ifdef UPCR_CHECKS
#define PGAS_CHECK_INDEX(i, count, owner, block, threads, n, is_put)                                 \
    pgas_check_index((long)(i), (long)(count), (long)(owner), (long)(block), (long)(threads), (size_t)(n), \
                     (is_put))
#else
#define PGAS_CHECK_INDEX(i, count, owner, block, threads, n, is_put) ((void)0)
#endif

#endif
