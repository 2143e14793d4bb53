/* pgas_heap_impl.h - the first-fit heap shared by the runtime of `--to upcr`
   (runtime-aux/upcr/upcr_core.c) and the auxiliary library of `--to ga` (runtime-aux/ga-aux/upcga.c).

   A heap is made of areas (each runtime says which: a symmetric area and one local area per
   thread under `--to upcr`, the rows of two GA arrays under `--to ga`). The blocks of an area tile
   it: each is a header of four 64-bit words (PGAS_HEAP_MAGIC_WORD ...: magic, requested size,
   block size in bytes, bytes per thread; for a free block the last is its span minus the header)
   then the object, the next block PGAS_HEAP_HEADER + the bytes per thread rounded up to
   PGAS_HEAP_ALIGN further. Freeing an object changes its magic from live to freed; allocation is
   first fit from the area's hint (a block start below which every block is live), merging the
   neighbouring free blocks it meets, splitting the one it takes. What to do when nothing fits
   (extend the area up or down, or fail) is the runtime's. Every function here runs under the
   runtime's heap lock.

   The including file defines:

     PGAS_HEAP_AREA             its type naming an area (where its headers are, its hint)
     PGAS_HEAP_GET(a, off, h)   the four header words at offset off of area a into h
     PGAS_HEAP_PUT(a, off, h)   writes them there
     PGAS_HEAP_HINT(a)          the area's hint (an offset)
     PGAS_HEAP_SET_HINT(a, v)   sets it
     PGAS_HEAP_CORRUPT(msg)     the error for a header that is no block's (no return) */
#ifndef PGAS_HEAP_IMPL_H
#define PGAS_HEAP_IMPL_H

#include <stdint.h>

#include "pgas_dynptr.h"

enum { PGAS_HEAP_HEADER = 32, PGAS_HEAP_ALIGN = 16 };
enum { PGAS_HEAP_MAGIC_WORD, PGAS_HEAP_SIZE_WORD, PGAS_HEAP_BLOCK_WORD, PGAS_HEAP_ROW_WORD };
#define PGAS_HEAP_LIVE ((uint64_t)0x5550434C49564531ull)  /* live object */
#define PGAS_HEAP_FREED ((uint64_t)0x5550434672656564ull) /* freed, not yet merged */
#define PGAS_HEAP_FREE ((uint64_t)0x5550434672656531ull)  /* free block made by the allocator */

static inline uintptr_t pgas_heap_round(uintptr_t v)
{
    return (v + PGAS_HEAP_ALIGN - 1) & ~(uintptr_t)(PGAS_HEAP_ALIGN - 1);
}

static inline int pgas_heap_is_free(uint64_t magic) { return magic == PGAS_HEAP_FREE || magic == PGAS_HEAP_FREED; }

/* A block's span (header included) from its header. */
static inline uintptr_t pgas_heap_span(const uint64_t *h)
{
    return pgas_heap_round((uintptr_t)h[PGAS_HEAP_ROW_WORD] + PGAS_HEAP_HEADER);
}

/* What a free of a pointer whose header holds `magic` (not a live object's) is: the end of the
   runtime's error message. */
static inline const char *pgas_heap_bad_free(uint64_t magic)
{
    return pgas_heap_is_free(magic) ? "shared memory that was already freed"
                                    : "a pointer that is not the start of a shared allocation";
}

static void pgas_heap_write(PGAS_HEAP_AREA *a, uintptr_t at, uint64_t magic, uint64_t size, uint64_t block,
                            uint64_t row)
{
    uint64_t h[4];
    h[PGAS_HEAP_MAGIC_WORD] = magic;
    h[PGAS_HEAP_SIZE_WORD] = size;
    h[PGAS_HEAP_BLOCK_WORD] = block;
    h[PGAS_HEAP_ROW_WORD] = row;
    PGAS_HEAP_PUT(a, at, h);
}

/* A walk of an area: where nothing fit, the start of the run of free blocks that ends at the
   area's end (or that end), and the first free block the walk met. */
struct pgas_heap_walk {
    uintptr_t tail, first_free;
    int met_free;
};

/* First fit for `need` bytes (header included, a multiple of PGAS_HEAP_ALIGN) over the blocks
   of [lo, hi) of area a from its hint, merging free neighbours: 1 and the block's offset in *at
   (its header not yet written, the hint moved past it or to the first free block met), or 0. */
static int pgas_heap_fit(PGAS_HEAP_AREA *a, uintptr_t lo, uintptr_t hi, uintptr_t need, uintptr_t *at,
                         struct pgas_heap_walk *w)
{
    uintptr_t x = (uintptr_t)PGAS_HEAP_HINT(a);
    if (x < lo)
        x = lo;
    if (x > hi)
        x = hi;
    w->tail = hi;
    w->first_free = 0;
    w->met_free = 0;
    while (x < hi) {
        uint64_t h[4];
        uintptr_t span, y, merged;
        PGAS_HEAP_GET(a, x, h);
        span = pgas_heap_span(h);
        if (!pgas_heap_is_free(h[PGAS_HEAP_MAGIC_WORD])) {
            if (h[PGAS_HEAP_MAGIC_WORD] != PGAS_HEAP_LIVE || span > hi - x)
                PGAS_HEAP_CORRUPT("the shared heap is corrupted (a write outside a shared object?)");
            x += span;
            continue;
        }
        for (y = x + span; y < hi;) {
            uint64_t g[4];
            PGAS_HEAP_GET(a, y, g);
            if (!pgas_heap_is_free(g[PGAS_HEAP_MAGIC_WORD]))
                break;
            y += pgas_heap_span(g);
        }
        merged = y - x;
        if (merged != span || h[PGAS_HEAP_MAGIC_WORD] != PGAS_HEAP_FREE)
            pgas_heap_write(a, x, PGAS_HEAP_FREE, 0, 0, merged - PGAS_HEAP_HEADER);
        if (merged == need || merged >= need + PGAS_HEAP_HEADER) {
            if (merged != need)
                pgas_heap_write(a, x + need, PGAS_HEAP_FREE, 0, 0, merged - need - PGAS_HEAP_HEADER);
            PGAS_HEAP_SET_HINT(a, w->met_free ? w->first_free : x + need);
            *at = x;
            return 1;
        }
        if (!w->met_free) {
            w->first_free = x;
            w->met_free = 1;
        }
        if (y >= hi)
            w->tail = x;
        x = y;
    }
    return 0;
}

/* The hint of an area after a failed walk w placed a new block of `need` bytes at its tail. */
static inline uintptr_t pgas_heap_hint_after_tail(const struct pgas_heap_walk *w, uintptr_t tail, uintptr_t need)
{
    return w->met_free && w->first_free < tail ? w->first_free : tail + need;
}

/* The live objects of the blocks of [lo, hi) of area a into table t (emptied first), with their
   layouts for `--dynamic-pointers`; 0 when the table could not grow. */
static int pgas_heap_live_objects(PGAS_HEAP_AREA *a, uintptr_t lo, uintptr_t hi, pgas_dyntable_t *t)
{
    t->count = 0;
    for (uintptr_t x = lo; x < hi;) {
        uint64_t h[4];
        PGAS_HEAP_GET(a, x, h);
        if (h[PGAS_HEAP_MAGIC_WORD] == PGAS_HEAP_LIVE
            && !pgas_dyn_table_add(t, (long)(x + PGAS_HEAP_HEADER), (long)(x + PGAS_HEAP_HEADER + h[PGAS_HEAP_ROW_WORD]),
                                   pgas_dyn_block((long)h[PGAS_HEAP_BLOCK_WORD], (long)h[PGAS_HEAP_SIZE_WORD])))
            return 0;
        x += pgas_heap_span(h);
    }
    return 1;
}

#endif
