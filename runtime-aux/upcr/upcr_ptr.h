/* upcr_ptr.h - pointers-to-shared of pgas-xlate's implementation of the Berkeley UPC runtime
   interface: representation, arithmetic, comparison and queries.

   Representation. Every UPC thread (one MPI process) owns a shared segment; all segments have
   the same layout, so a location is named by (thread, byte offset in that thread's segment).
   The offset, not a virtual address, is stored: it means the same thing in every process, and
   turning it into an address is one addition (the base of the owner's segment as mapped here).
   A phased pointer also carries its phase (element index inside the current block).

   Arithmetic follows UPC 1.3 6.4.2: with block size B (elements), element size E and THREADS T,
   the element at linear index i of an array lives on thread (i / B) % T, at phase i % B, and at
   byte offset base + ((i / (B * T)) * B + i % B) * E of that thread's part. */
#ifndef PGAS_UPCR_PTR_H
#define PGAS_UPCR_PTR_H

#include <stddef.h>
#include <stdint.h>
#include "../include/pgas_checks.h"

typedef uint32_t upcr_thread_t;
typedef uint32_t upcr_phase_t;

/* A phased pointer-to-shared (any definite block size). */
typedef struct {
    uintptr_t _offset;      /* byte offset in the owner's segment; 0 with thread 0 is NULL */
    upcr_thread_t _thread;
    upcr_phase_t _phase;
} upcr_shared_ptr_t;

/* A phaseless pointer-to-shared (block size 1 or indefinite). */
typedef struct {
    uintptr_t _offset;
    upcr_thread_t _thread;
} upcr_pshared_ptr_t;

/* The number of UPC threads, set once at start-up. */
extern upcr_thread_t upcri_threads;

/* Offsets start past a reserved word, so that offset 0 on thread 0 can be NULL. */
#define UPCRI_NULL_OFFSET ((uintptr_t)0)

static inline upcr_shared_ptr_t upcri_make_shared(upcr_thread_t t, uintptr_t off, upcr_phase_t ph)
{
    upcr_shared_ptr_t p;
    p._offset = off;
    p._thread = t;
    p._phase = ph;
    return p;
}

static inline upcr_pshared_ptr_t upcri_make_pshared(upcr_thread_t t, uintptr_t off)
{
    upcr_pshared_ptr_t p;
    p._offset = off;
    p._thread = t;
    return p;
}

/* Floor division and modulo for a positive divisor. */
static inline ptrdiff_t upcri_floordiv(ptrdiff_t a, ptrdiff_t b)
{
    ptrdiff_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

static inline ptrdiff_t upcri_floormod(ptrdiff_t a, ptrdiff_t b)
{
    ptrdiff_t m = a % b;
    return m < 0 ? m + b : m;
}

/* ---- queries ---------------------------------------------------------------------------- */

static inline upcr_thread_t upcr_threadof_shared(upcr_shared_ptr_t p) { return p._thread; }
static inline upcr_thread_t upcr_threadof_pshared(upcr_pshared_ptr_t p) { return p._thread; }
static inline upcr_phase_t upcr_phaseof_shared(upcr_shared_ptr_t p) { return p._phase; }
static inline upcr_phase_t upcr_phaseof_pshared(upcr_pshared_ptr_t p) { (void)p; return 0; }
static inline uintptr_t upcr_addrfield_shared(upcr_shared_ptr_t p) { return p._offset; }
static inline uintptr_t upcr_addrfield_pshared(upcr_pshared_ptr_t p) { return p._offset; }

static inline int upcr_isnull_shared(upcr_shared_ptr_t p)
{
    return p._offset == UPCRI_NULL_OFFSET && p._thread == 0;
}

static inline int upcr_isnull_pshared(upcr_pshared_ptr_t p)
{
    return p._offset == UPCRI_NULL_OFFSET && p._thread == 0;
}

static inline int upcr_setnull_shared(upcr_shared_ptr_t *p)
{
    *p = upcri_make_shared(0, UPCRI_NULL_OFFSET, 0);
    return 0;
}

static inline int upcr_setnull_pshared(upcr_pshared_ptr_t *p)
{
    *p = upcri_make_pshared(0, UPCRI_NULL_OFFSET);
    return 0;
}

/* ---- conversions between the two representations ------------------------------------------ */

static inline upcr_pshared_ptr_t upcr_shared_to_pshared(upcr_shared_ptr_t p)
{
    return upcri_make_pshared(p._thread, p._offset);
}

static inline upcr_shared_ptr_t upcr_pshared_to_shared(upcr_pshared_ptr_t p)
{
    return upcri_make_shared(p._thread, p._offset, 0);
}

static inline upcr_shared_ptr_t upcr_pshared_to_shared_withphase(upcr_pshared_ptr_t p, upcr_phase_t ph)
{
    return upcri_make_shared(p._thread, p._offset, ph);
}

static inline upcr_shared_ptr_t upcr_shared_resetphase(upcr_shared_ptr_t p)
{
    p._phase = 0;
    return p;
}

/* ---- arithmetic ----------------------------------------------------------------------------- */

/* p + inc for a definite block size of `blockelems` elements of `elemsz` bytes. */
static inline upcr_shared_ptr_t upcr_add_shared(upcr_shared_ptr_t p, size_t elemsz, ptrdiff_t inc,
                                                size_t blockelems)
{
    ptrdiff_t b = (ptrdiff_t)blockelems, t = (ptrdiff_t)upcri_threads;
    ptrdiff_t pos = (ptrdiff_t)p._phase + inc;            /* element position from block start */
    if (__builtin_expect(pos >= 0 && pos < b, 1)) {
        /* Within the same block (the common case in loops): no division. */
        p._offset = (uintptr_t)((ptrdiff_t)p._offset + inc * (ptrdiff_t)elemsz);
        p._phase = (upcr_phase_t)pos;
        return p;
    }
    if (b == 0) {                                          /* a block size computed at run time
                                                              may be 0: indefinite */
        p._offset = (uintptr_t)((ptrdiff_t)p._offset + inc * (ptrdiff_t)elemsz);
        return p;
    }
    ptrdiff_t blocks = upcri_floordiv(pos, b);            /* blocks moved forward */
    ptrdiff_t phase = pos - blocks * b;
    ptrdiff_t thread = (ptrdiff_t)p._thread + blocks;
    ptrdiff_t rounds = upcri_floordiv(thread, t);         /* full rounds over all threads */
    ptrdiff_t delta = (phase - (ptrdiff_t)p._phase + rounds * b) * (ptrdiff_t)elemsz;
    return upcri_make_shared((upcr_thread_t)upcri_floormod(thread, t),
                             (uintptr_t)((ptrdiff_t)p._offset + delta), (upcr_phase_t)phase);
}

static inline void upcr_inc_shared(upcr_shared_ptr_t *p, size_t elemsz, ptrdiff_t inc, size_t blockelems)
{
    *p = upcr_add_shared(*p, elemsz, inc, blockelems);
}

/* p + inc for block size 1 (cyclic). */
static inline upcr_pshared_ptr_t upcr_add_pshared1(upcr_pshared_ptr_t p, size_t elemsz, ptrdiff_t inc)
{
    ptrdiff_t t = (ptrdiff_t)upcri_threads;
    ptrdiff_t thread = (ptrdiff_t)p._thread + inc;
    ptrdiff_t rounds = upcri_floordiv(thread, t);
    return upcri_make_pshared((upcr_thread_t)upcri_floormod(thread, t),
                              (uintptr_t)((ptrdiff_t)p._offset + rounds * (ptrdiff_t)elemsz));
}

static inline void upcr_inc_pshared1(upcr_pshared_ptr_t *p, size_t elemsz, ptrdiff_t inc)
{
    *p = upcr_add_pshared1(*p, elemsz, inc);
}

/* p + inc for an indefinite block size: the thread never changes. */
static inline upcr_pshared_ptr_t upcr_add_psharedI(upcr_pshared_ptr_t p, size_t elemsz, ptrdiff_t inc)
{
    return upcri_make_pshared(p._thread, (uintptr_t)((ptrdiff_t)p._offset + inc * (ptrdiff_t)elemsz));
}

static inline void upcr_inc_psharedI(upcr_pshared_ptr_t *p, size_t elemsz, ptrdiff_t inc)
{
    *p = upcr_add_psharedI(*p, elemsz, inc);
}

/* Element distance p1 - p2 (both into the same shared object). */
static inline ptrdiff_t upcr_sub_shared(upcr_shared_ptr_t p1, upcr_shared_ptr_t p2, size_t elemsz,
                                        size_t blockelems)
{
    ptrdiff_t b = (ptrdiff_t)blockelems, t = (ptrdiff_t)upcri_threads, e = (ptrdiff_t)elemsz;
    if (b == 0) /* indefinite (a block size computed at run time may be 0) */
        return ((ptrdiff_t)p1._offset - (ptrdiff_t)p2._offset) / e;
    /* Offsets of the two block starts differ by a whole number of rounds of b elements. */
    ptrdiff_t start1 = (ptrdiff_t)p1._offset - (ptrdiff_t)p1._phase * e;
    ptrdiff_t start2 = (ptrdiff_t)p2._offset - (ptrdiff_t)p2._phase * e;
    ptrdiff_t rounds = (start1 - start2) / (b * e);
    return rounds * b * t + ((ptrdiff_t)p1._thread - (ptrdiff_t)p2._thread) * b
           + ((ptrdiff_t)p1._phase - (ptrdiff_t)p2._phase);
}

static inline ptrdiff_t upcr_sub_pshared1(upcr_pshared_ptr_t p1, upcr_pshared_ptr_t p2, size_t elemsz)
{
    ptrdiff_t rounds = ((ptrdiff_t)p1._offset - (ptrdiff_t)p2._offset) / (ptrdiff_t)elemsz;
    return rounds * (ptrdiff_t)upcri_threads + ((ptrdiff_t)p1._thread - (ptrdiff_t)p2._thread);
}

static inline ptrdiff_t upcr_sub_psharedI(upcr_pshared_ptr_t p1, upcr_pshared_ptr_t p2, size_t elemsz)
{
    return ((ptrdiff_t)p1._offset - (ptrdiff_t)p2._offset) / (ptrdiff_t)elemsz;
}

/* ---- comparison ----------------------------------------------------------------------------- */

static inline int upcr_isequal_shared_shared(upcr_shared_ptr_t a, upcr_shared_ptr_t b)
{
    return a._thread == b._thread && a._offset == b._offset;
}

static inline int upcr_isequal_shared_pshared(upcr_shared_ptr_t a, upcr_pshared_ptr_t b)
{
    return a._thread == b._thread && a._offset == b._offset;
}

static inline int upcr_isequal_pshared_pshared(upcr_pshared_ptr_t a, upcr_pshared_ptr_t b)
{
    return a._thread == b._thread && a._offset == b._offset;
}

static inline int upcr_hasAffinity_shared(upcr_shared_ptr_t p, upcr_thread_t t) { return p._thread == t; }
static inline int upcr_hasAffinity_pshared(upcr_pshared_ptr_t p, upcr_thread_t t) { return p._thread == t; }

/* The bytes of a shared object of `totalsize` bytes, with blocks of `nbytes` bytes (0:
   indefinite), that have affinity to `threadid` (UPC 1.3 upc_affinitysize). */
static inline size_t upcr_affinitysize(size_t totalsize, size_t nbytes, upcr_thread_t threadid)
{
    return pgas_affinitysize(totalsize, nbytes, threadid, upcri_threads);
}

#endif
