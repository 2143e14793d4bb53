/* pgas_dynptr.h - the layout arithmetic of "dynamically aware" pointers-to-shared
   (`pgas-xlate --dynamic-pointers`), shared by the runtime (`--to upcr`) and the auxiliary
   library of `--to ga`.

   With that option, p + n, p[n] and p - q follow the layout of the shared object p points into
   (its block size in bytes and where it starts) instead of the block size of p's type. Every
   shared object occupies the same byte range [start, end) of each thread's part (allocation is
   symmetric), so a location (thread, offset) inside it has a linear byte position in the object:
   for blocks of `block` bytes, ((offset - start) / block * THREADS + thread) * block +
   (offset - start) % block; for an object all on one thread (block 0), offset - start. The
   arithmetic moves that position by n elements and turns it back into (thread, offset). A
   pointer whose element size does not divide the object's block size (or is not at an element
   boundary of it) keeps the standard arithmetic of its type.

   An object of at most one block (a scalar, a `shared []` array, `shared [10] int a[10]`, an
   allocation of one block) is all on one thread and counts as block 0: its one-past-the-end
   pointer stays on that thread, as `&a[10]` of a `shared []` array does. */
#ifndef PGAS_DYNPTR_H
#define PGAS_DYNPTR_H

#include <stddef.h>
#include <stdlib.h>

typedef struct {
    long start; /* first byte of the object in each thread's part */
    long end;   /* one past its last byte in a thread's part */
    long block; /* block size in bytes; 0: the whole object on one thread */
} pgas_dynobj_t;

/* The block size in bytes of an object of `total` bytes in blocks of `block` bytes. */
static inline long pgas_dyn_block(long block, long total)
{
    return block >= total ? 0 : block;
}

static inline long pgas_dyn_floordiv(long a, long b)
{
    long q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/* Whether elements of `esize` bytes at `offset` follow the object's layout. */
static inline int pgas_dyn_fits(const pgas_dynobj_t *o, long offset, long esize)
{
    return esize > 0 && (offset - o->start) % esize == 0 && (o->block == 0 || o->block % esize == 0);
}

/* The linear byte position of (thread, offset) in the object. */
static inline long pgas_dyn_linear(const pgas_dynobj_t *o, long thread, long offset, long threads)
{
    long k = offset - o->start;
    if (o->block == 0)
        return k;
    return ((k / o->block) * threads + thread) * o->block + k % o->block;
}

/* The location of linear byte position `lin`: sets *thread (unchanged for block 0) and *offset,
   returns the phase in elements of `esize` bytes. */
static inline long pgas_dyn_locate(const pgas_dynobj_t *o, long lin, long esize, long threads,
                                   long *thread, long *offset)
{
    long blk, in, round;
    if (o->block == 0) {
        *offset = o->start + lin;
        return 0;
    }
    blk = pgas_dyn_floordiv(lin, o->block);
    in = lin - blk * o->block;
    round = pgas_dyn_floordiv(blk, threads);
    *thread = blk - round * threads;
    *offset = o->start + round * o->block + in;
    return in / esize;
}

/* Finds the object holding byte `offset` in a sorted table of n objects: the one with
   start <= offset < end, else one that ends exactly at offset (a pointer one past the end).
   Returns its index or -1. */
static inline long pgas_dyn_search(const pgas_dynobj_t *t, long n, long offset)
{
    long lo = 0, hi = n; /* first object whose start > offset */
    while (lo < hi) {
        long mid = (lo + hi) / 2;
        if (t[mid].start <= offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo > 0 && offset <= t[lo - 1].end)
        return lo - 1;
    return -1;
}

/* The live objects of a symmetric heap area, sorted by start (the runtime reads them from the
   area's headers, in order, when an allocation or a free changed the area). */
typedef struct {
    pgas_dynobj_t *obj;
    long count, capacity;
} pgas_dyntable_t;

/* Appends an object to the table; 0 when out of memory. */
static inline int pgas_dyn_table_add(pgas_dyntable_t *t, long start, long end, long block)
{
    if (t->count == t->capacity) {
        long capacity = t->capacity ? 2 * t->capacity : 64;
        pgas_dynobj_t *obj = (pgas_dynobj_t *)realloc(t->obj, (size_t)capacity * sizeof *obj);
        if (!obj)
            return 0;
        t->obj = obj;
        t->capacity = capacity;
    }
    t->obj[t->count].start = start;
    t->obj[t->count].end = end;
    t->obj[t->count].block = block;
    t->count++;
    return 1;
}

#endif
