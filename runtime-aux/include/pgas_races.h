/* pgas_races.h - the data-race checker of `pgas-xlate cc --checks=races`, shared by both runtimes
   (runtime-aux/upcr and runtime-aux/ga-aux include it from their headers; the implementation is
   pgas_races_impl.h, included by one file of each).

   A translation made with --checks=races defines PGAS_RACES before the runtime's header and
   writes PGAS_RACE(...) before every access of the program to shared data: the accessed bytes
   (the runtime's header spells PGAS_RACE_WHERE, a pointer-to-shared's owner thread, space and
   byte offset), read or write, relaxed or strict, and a static record of the access's source.
   The runtimes call the synchronisation hooks below. Each thread logs its accesses between two
   barriers; at the barrier the threads send them to the owners of the data, which compare them
   (docs/plan-race-checker.md); thread 0 prints each race found, once per pair of sources. */
#ifndef PGAS_RACES_H
#define PGAS_RACES_H

#include <stddef.h>
#include <stdint.h>

/* Where an access is in the UPC source: file, line, function, and the accessed lvalue as
   written (`hits`, `a[i]`). One static record per access of the translation. */
typedef struct {
    const char *file;
    int line;
    const char *func;
    const char *text;
} pgas_race_site_t;

/* An access's kind. */
#define PGAS_RACE_READ 0
#define PGAS_RACE_WRITE 1
#define PGAS_RACE_STRICT 2
#define PGAS_RACE_ATOMIC 4

/* Whether the checker runs (set at start-up by a translation made with --checks=races). */
extern int pgas_races_on;

/* An access of n bytes at byte `offset` of the shared space `space` (0 under --to upcr, the
   GA array under --to ga) of thread `thread`. */
void pgas_race_access(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                      const pgas_race_site_t *site);

/* The runtimes' hooks (nothing unless the checker runs): before a upc_notify; after a
   upc_wait completed (collective: the accesses of the phase are compared); a lock taken
   (acquire), a lock about to be released (release), upc_fence (both). */
void pgas_races_start(void); /* before the program's main: its barriers are counted from here */
void pgas_races_notify(void);
void pgas_races_wait(void);
void pgas_races_acquire(void);
void pgas_races_release(void);
void pgas_races_fence(void);
/* At the end of the run, every thread at once (no upc_global_exit): the last phase compared,
   the summary printed; returns the exit status: `status`, or PGAS_RACES_STATUS when races were
   reported and status was 0 (unless PGAS_RACES=warn). */
int pgas_races_end(int status);
#define PGAS_RACES_STATUS 66

/* The range a site's last relaxed access logged, so that the next access of the site that
   continues it (the same thread's memory and space, the same kind) extends it without a call:
   valid while pgas_races_gen has not changed since (it changes with every segment, release,
   acquire, free, and move or reset of the log, so a valid hint is the range pgas_race_access
   would extend). `range` points to the log entry's [lo, hi). */
typedef struct {
    unsigned long gen;
    uint64_t *range;
    unsigned thread;
    int kind;
    long space;
} pgas_race_hint_t;
extern unsigned long pgas_races_gen;
void pgas_race_access_hinted(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                             const pgas_race_site_t *site, pgas_race_hint_t *hint);
static inline void pgas_race_at(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                                const pgas_race_site_t *site, pgas_race_hint_t *h)
{
    if (h->gen == pgas_races_gen && h->thread == thread && h->space == space && h->kind == kind && n
        && offset <= h->range[1] && offset + n >= h->range[0]) {
        if (offset < h->range[0])
            h->range[0] = offset;
        if (offset + n > h->range[1])
            h->range[1] = offset + n;
        return;
    }
    pgas_race_access_hinted(thread, space, offset, n, kind, site, h);
}

/* The check before an access to the shared lvalue at pointer-to-shared p (evaluated once, and
   only when the checker runs). */
#define PGAS_RACE(p, n, kind, file, line, func, text)                                                \
    ({                                                                                               \
        static const pgas_race_site_t pgas_race_site_ = { file, line, func, text };                  \
        static pgas_race_hint_t pgas_race_hint_;                                                     \
        if (pgas_races_on) {                                                                         \
            __typeof__(p) pgas_race_p_ = (p);                                                        \
            pgas_race_at(PGAS_RACE_WHERE(pgas_race_p_), (n), (kind), &pgas_race_site_, &pgas_race_hint_); \
        }                                                                                            \
    })

/* The program's shared objects, so that a report names the bytes as the program does
   (`a[17]`, `g[1][2]`, or the block of a upc_alloc and its byte). A static object, registered
   by every thread at start-up from the pointer-to-shared p to its first element: `elem` bytes
   an element, `block` elements a block (0: all on p's thread), its ndims dimensions
   (outermost first) after the count. */
void pgas_race_object(unsigned thread, long space, unsigned long offset, const char *name, size_t elem,
                      size_t block, int ndims, const long *dims);
#define PGAS_RACE_OBJECT(p, name, elem, block, ndims, ...)                                          \
    ({                                                                                               \
        __typeof__(p) pgas_race_o_ = (p);                                                            \
        const long pgas_race_dims_[] = { 0, ##__VA_ARGS__ };                                         \
        pgas_race_object(PGAS_RACE_WHERE(pgas_race_o_), (name), (elem), (block), (ndims),             \
                         pgas_race_dims_ + 1);                                                       \
    })
/* A member of the struct elements of the object registered last: its name, byte offset, size,
   and the size of its elements when it is an array (its size otherwise), so that a report
   names `s.list[3]`. */
void pgas_race_member(const char *name, size_t offset, size_t bytes, size_t elem);
#define PGAS_RACE_MEMBER(name, offset, bytes, elem) pgas_race_member((name), (offset), (bytes), (elem))
/* A dynamic allocation at the pointer-to-shared where it starts: nblocks blocks of nbytes, on
   that thread alone (PGAS_RACE_ALLOC_LOCAL: upc_alloc; PGAS_RACE_ALLOC_LOCAL_BLOCKS:
   upc_local_alloc) or one a thread from it (PGAS_RACE_ALLOC_GLOBAL: upc_global_alloc;
   PGAS_RACE_ALLOC_ALL: upc_all_alloc, every thread's call, thread 0's kept), made at `site`. */
#define PGAS_RACE_ALLOC_LOCAL 0
#define PGAS_RACE_ALLOC_GLOBAL 1
#define PGAS_RACE_ALLOC_ALL 2
#define PGAS_RACE_ALLOC_LOCAL_BLOCKS 3
void pgas_race_alloc(unsigned thread, long space, unsigned long offset, size_t nblocks, size_t nbytes, int how,
                     const pgas_race_site_t *site);
#define PGAS_RACE_ALLOCATED(r, nblocks, nbytes, how, file, line, func, text)                         \
    ({                                                                                               \
        static const pgas_race_site_t pgas_race_site_ = { file, line, func, text };                  \
        if (pgas_races_on)                                                                           \
            pgas_race_alloc(PGAS_RACE_WHERE(r), (nblocks), (nbytes), (how), &pgas_race_site_);        \
    })
/* A free of the dynamic allocation that starts at the pointer-to-shared p (not null), called by
   the runtimes: upc_free (collective 0: the freeing thread) or upc_all_free (collective 1:
   every thread's call, with the same p). A free synchronises with the allocation that reuses
   its memory (as C's free and malloc do): the accesses to the freed object never race with
   those to a later object at the same bytes. upc_all_free is not a barrier (UPC 1.3 §7.2.2.5:
   collective, no synchronisation but that the memory stays valid until every thread entered
   the call). */
void pgas_race_free(unsigned thread, long space, unsigned long offset, int collective);
#define PGAS_RACE_FREED(p, collective)                                                              \
    ({                                                                                               \
        if (pgas_races_on)                                                                           \
            pgas_race_free(PGAS_RACE_WHERE(p), (collective));                                        \
    })
/* An allocation (how) made as f(n) (upc_alloc; upc_local_alloc under upcr) or as f(nblocks,
   nbytes): the call's value, its block registered. */
#define PGAS_RACE_ALLOC_CALL(f, how, file, line, func, text, n)                                     \
    ({                                                                                               \
        size_t pgas_race_n_ = (n);                                                                   \
        __typeof__(f(pgas_race_n_)) pgas_race_r_ = f(pgas_race_n_);                                  \
        PGAS_RACE_ALLOCATED(pgas_race_r_, 1, pgas_race_n_, how, file, line, func, text);             \
        pgas_race_r_;                                                                                \
    })
#define PGAS_RACE_BLOCKS_ALLOC_CALL(f, how, file, line, func, text, nblocks, nbytes)                \
    ({                                                                                               \
        size_t pgas_race_b_ = (nblocks), pgas_race_n_ = (nbytes);                                    \
        __typeof__(f(pgas_race_b_, pgas_race_n_)) pgas_race_r_ = f(pgas_race_b_, pgas_race_n_);      \
        PGAS_RACE_ALLOCATED(pgas_race_r_, pgas_race_b_, pgas_race_n_, how, file, line, func, text);  \
        pgas_race_r_;                                                                                \
    })

/* A library call that accesses shared data, made by the translation as f(args...) through one
   of these (each argument evaluated once, in an unspecified order as in the call): the
   accessed bytes logged, then the call made (its value is the macro's). `text` is the call as
   written. */
/* upc_memput, upc_memset (and their _nb, _nbi forms): n bytes written at d. */
#define PGAS_RACE_PUT(f, file, line, func, text, d, s, n)                                          \
    ({                                                                                               \
        __typeof__(d) pgas_race_d_ = (d);                                                            \
        size_t pgas_race_n_ = (n);                                                                   \
        PGAS_RACE(pgas_race_d_, pgas_race_n_, PGAS_RACE_WRITE, file, line, func, text);             \
        f(pgas_race_d_, (s), pgas_race_n_);                                                          \
    })
/* upc_memget: n bytes read at s. */
#define PGAS_RACE_GET(f, file, line, func, text, d, s, n)                                          \
    ({                                                                                               \
        __typeof__(s) pgas_race_s_ = (s);                                                            \
        size_t pgas_race_n_ = (n);                                                                   \
        PGAS_RACE(pgas_race_s_, pgas_race_n_, PGAS_RACE_READ, file, line, func, text);              \
        f((d), pgas_race_s_, pgas_race_n_);                                                          \
    })
/* upc_memcpy: n bytes read at s and written at d. */
#define PGAS_RACE_COPY(f, file, line, func, text, d, s, n)                                         \
    ({                                                                                               \
        __typeof__(d) pgas_race_d_ = (d);                                                            \
        __typeof__(s) pgas_race_s_ = (s);                                                            \
        size_t pgas_race_n_ = (n);                                                                   \
        PGAS_RACE(pgas_race_s_, pgas_race_n_, PGAS_RACE_READ, file, line, func, text);              \
        PGAS_RACE(pgas_race_d_, pgas_race_n_, PGAS_RACE_WRITE, file, line, func, text);             \
        f(pgas_race_d_, pgas_race_s_, pgas_race_n_);                                                 \
    })
/* The integer atomics (bupc_atomic<T>_<op>_<sync>): `bytes` at p, an access of `kind`
   (PGAS_RACE_ATOMIC, with PGAS_RACE_WRITE but for a read, PGAS_RACE_STRICT for _strict). */
#define PGAS_RACE_ATOMIC_CALL(f, kind, bytes, file, line, func, text, p, ...)                           \
    ({                                                                                               \
        __typeof__(p) pgas_race_a_ = (p);                                                            \
        PGAS_RACE(pgas_race_a_, (bytes), (kind), file, line, func, text);                            \
        f(pgas_race_a_, ##__VA_ARGS__);                                                              \
    })
/* upc_atomic_relaxed, upc_atomic_strict (`strict`: PGAS_RACE_STRICT or 0): an atomic access to
   the first byte of the target (its type is the domain's, known at run time only), a read for
   UPC_GET (upc_types.h: 1 << 11), else a write. */
#define PGAS_RACE_UPC_GET ((unsigned long)1 << 11)
#define PGAS_RACE_UPC_ATOMIC_CALL(f, strict, file, line, func, text, dom, fetch, op, target, o1, o2)    \
    ({                                                                                               \
        __typeof__(target) pgas_race_t_ = (target);                                                  \
        unsigned long pgas_race_op_ = (op);                                                          \
        PGAS_RACE(pgas_race_t_, 1,                                                                   \
                  PGAS_RACE_ATOMIC | (strict) | (pgas_race_op_ == PGAS_RACE_UPC_GET ? 0 : PGAS_RACE_WRITE), \
                  file, line, func, text);                                                           \
        f((dom), (fetch), pgas_race_op_, pgas_race_t_, (o1), (o2));                                  \
    })

/* A library function that accesses shared data on its own, by ranges its arguments describe
   (the collectives, the non-contiguous transfers, UPC-IO's shared buffers): the translation
   calls it as f(args...) through PGAS_RACE_LIB_CALL, which makes the call's site the current one
   while it runs (the one before it restored at the end, so that a call in an argument keeps
   it); the function logs each range it reads or writes there with PGAS_RACE_LIB (nothing when
   no site is current: a call the translation did not make, or the checker off). */
extern const pgas_race_site_t *pgas_race_lib_site;
static inline void pgas_race_lib_restore(const pgas_race_site_t *const *saved) { pgas_race_lib_site = *saved; }
#define PGAS_RACE_LIB_CALL(f, file, line, func, text, ...)                                         \
    ({                                                                                               \
        static const pgas_race_site_t pgas_race_site_ = { file, line, func, text };                  \
        __attribute__((cleanup(pgas_race_lib_restore))) const pgas_race_site_t *pgas_race_saved_ =   \
            pgas_race_lib_site;                                                                      \
        pgas_race_lib_site = &pgas_race_site_;                                                       \
        f(__VA_ARGS__);                                                                              \
    })
/* In such a function: n bytes at the pointer-to-shared p read or written (`kind`). */
#define PGAS_RACE_LIB(p, n, kind)                                                                  \
    do {                                                                                             \
        if (pgas_race_lib_site && pgas_races_on) {                                                   \
            __typeof__(p) pgas_race_l_ = (p);                                                        \
            pgas_race_access(PGAS_RACE_WHERE(pgas_race_l_), (n), (kind), pgas_race_lib_site);        \
        }                                                                                            \
    } while (0)

#ifdef PGAS_RACES
__attribute__((constructor)) static void pgas_races_enable(void) { pgas_races_on = 1; }
#endif

#endif
