/* upcrt.h - what the C that pgas-xlate makes of UPC (`--to upcr`) uses beside the runtime
   interface of upcr.h: small functions that are the same in every translated file. They use
   only the interface of upcr.h. */
#ifndef UPCRT_H
#define UPCRT_H

#include <upcr.h>

/* upc_forall: nonzero while a loop with affinity runs (nested loops run every iteration).
   Weak, so that translated files link without our runtime's definition too. */
__attribute__((weak)) int upcrt_forall_control;

/* The first index >= i of a [b]-blocked distribution that has affinity to this thread. */
static inline long upcrt_forall_first(long i, long b)
{
    long t = upcr_threads(), blk = i >= 0 ? i / b : -((-i + b - 1) / b);
    long d = ((long)upcr_mythread() - blk % t + t) % t;
    return d == 0 ? i : (blk + d) * b;
}

/* The index after i with affinity to this thread. */
static inline long upcrt_forall_next(long i, long b)
{
    return (i + 1) % b ? i + 1 : i + 1 + ((long)upcr_threads() - 1) * b;
}

/* The elements p, p + 1, ..., p + count - 1 of a shared array of block size `block` (0: []),
   each `elem` bytes, into dst: one transfer per run of them in one block, all of them started
   before one wait (a counted loop's reads of the array, src/backend/gather.rs). */
static inline void upcrt_get_range(void *dst, upcr_shared_ptr_t p, size_t elem, size_t block,
                                   size_t count)
{
    char *d = (char *)dst;
    while (count) {
        size_t run = block ? block - upcr_phaseof_shared(p) : count;
        if (run > count)
            run = count;
        upcr_get_nbi_shared(d, p, 0, run * elem);
        d += run * elem;
        count -= run;
        if (count)
            p = upcr_add_shared(p, elem, (ptrdiff_t)run, block);
    }
    upcr_wait_syncnbi_gets();
}

/* upc_fence: a strict null reference. */
static inline void upcrt_fence(void)
{
    upcr_get_pshared_strict((void *)0, upcr_null_pshared, 0, 0);
}

#endif
