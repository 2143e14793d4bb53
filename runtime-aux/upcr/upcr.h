/* upcr.h - pgas-xlate's implementation of the Berkeley UPC runtime interface over MPI-3: the
   part implemented so far (start-up, job layout, the shared segment, blocking and value
   puts/gets, conversions between local and shared addresses, barriers). One MPI process is one
   UPC thread.

   The shared segment: each process owns UPC_SHARED_HEAP_SIZE bytes (default 128 MB), allocated
   with MPI_Win_allocate_shared among the processes of its node, so that same-node accesses are
   plain loads and stores; the same memory is exposed to every process through a window on
   MPI_COMM_WORLD, accessed with MPI_Put/MPI_Get and a flush under a lock_all epoch. */
#ifndef PGAS_UPCR_H
#define PGAS_UPCR_H

#include <stddef.h>
#include <stdint.h>
#include "upcr_ptr.h"
#include "../include/pgas_checks.h"
#include "../include/pgas_races.h"
/* --checks=races: where a pointer-to-shared points (pgas_races.h). */
#define PGAS_RACE_WHERE(p) (p)._thread, 0L, (unsigned long)(p)._offset

/* ---- start-up and exit ------------------------------------------------------------------- */

#define UPCR_ATTACH_ENV_OVERRIDE 1
#define UPCR_ATTACH_REQUIRE_SIZE 2
#define UPCR_ATTACH_SIZE_WARN 4

struct upcr_startup_spawnfuncs {
    void (*pre_spawn_init)(void);
    void (*per_pthread_init)(void);
    void (*cache_init)(void *start, uintptr_t len);
    void (*heap_init)(void *start, uintptr_t len);
    void (*static_init)(void *start, uintptr_t len);
    int (*main_function)(int argc, char **argv);
};

void upcr_startup_init(int *pargc, char ***pargv, upcr_thread_t static_threadcnt,
                       upcr_thread_t default_pthreads_per_proc, const char *main_name);
void upcr_startup_attach(uintptr_t default_shared_size, uintptr_t default_shared_offset, int flags);
void upcr_startup_spawn(int *pargc, char ***pargv, uintptr_t static_data_size,
                        uintptr_t default_cache_size, struct upcr_startup_spawnfuncs *spawnfuncs);
/* The end of this thread (exit(exitcode): the program ends when every thread has ended), and
   of every thread (upcr_core.c, "termination"). */
void upcr_exit(int exitcode);
void upcr_global_exit(int exitcode);

upcr_thread_t upcr_mythread(void);
upcr_thread_t upcr_threads(void);
upcr_thread_t upcr_nodes(void);
upcr_thread_t upcr_mynode(void);

/* ---- local <-> shared ------------------------------------------------------------------------ */

void *upcr_shared_to_local(upcr_shared_ptr_t sptr);
void *upcr_pshared_to_local(upcr_pshared_ptr_t sptr);
void *upcr_shared_to_processlocal(upcr_shared_ptr_t sptr);
void *upcr_pshared_to_processlocal(upcr_pshared_ptr_t sptr);
upcr_shared_ptr_t upcr_local_to_shared(void *lptr);
upcr_pshared_ptr_t upcr_local_to_pshared(void *lptr);
upcr_shared_ptr_t upcr_local_to_shared_withphase(void *lptr, upcr_phase_t phase, upcr_thread_t threadid);
int upcr_isequal_shared_local(upcr_shared_ptr_t ptr1, void *ptr2);
int upcr_isequal_pshared_local(upcr_pshared_ptr_t ptr1, void *ptr2);
int upcr_hasMyAffinity_shared(upcr_shared_ptr_t sptr);
int upcr_hasMyAffinity_pshared(upcr_pshared_ptr_t sptr);

/* ---- blocking puts and gets -------------------------------------------------------------------- */

void upcr_put_shared(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_put_pshared(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_put_shared_strict(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_put_pshared_strict(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_get_shared(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_get_pshared(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_get_shared_strict(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_get_pshared_strict(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);

/* The largest unsigned integer in a register, for value puts and gets. */
typedef uint64_t upcr_register_value_t;
#define SIZEOF_UPCR_REGISTER_VALUE_T 8

void upcr_put_shared_val_strict(upcr_shared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes);
void upcr_put_pshared_val_strict(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes);
upcr_register_value_t upcr_get_shared_val_strict(upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
upcr_register_value_t upcr_get_pshared_val_strict(upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);

/* Relaxed value puts and gets are inline: a segment mapped into this process (the thread's
   own, or another on the same node) is a plain load or store; the rest goes through the
   out-of-line functions. With UPCR_CHECKS defined (`pgas-xlate cc --checks`) every access is
   checked out of line. */
extern char **upcri_peer_segment;
void upcri_put_val(upcr_thread_t t, uintptr_t off, upcr_register_value_t v, size_t n);
upcr_register_value_t upcri_get_val(upcr_thread_t t, uintptr_t off, size_t n);
/* The bytes at the start of thread 0's segment that no object occupies: offset 0 there is the
   null pointer-to-shared, and an access below UPCRI_NULL_BYTES is one through it (plus a
   member's or an element's offset). */
#define UPCRI_NULL_BYTES 64
void upcri_null_access(int is_put) __attribute__((noreturn, cold));

#ifdef UPCR_CHECKS
#define UPCRI_MAPPED(t) ((char *)0)
#else
#define UPCRI_MAPPED(t) (upcri_peer_segment[t])
#endif

static inline void upcri_put_inline(upcr_thread_t t, uintptr_t off, const void *v, size_t n)
{
    char *base = UPCRI_MAPPED(t);
    if (__builtin_expect(t == 0 && off < UPCRI_NULL_BYTES, 0))
        upcri_null_access(1);
    if (base) {
        __builtin_memcpy(base + off, v, n);
    } else {
        upcr_register_value_t r = 0;
        __builtin_memcpy(&r, v, n);
        upcri_put_val(t, off, r, n);
    }
}

static inline void upcri_get_inline(void *v, upcr_thread_t t, uintptr_t off, size_t n)
{
    const char *base = UPCRI_MAPPED(t);
    if (__builtin_expect(t == 0 && off < UPCRI_NULL_BYTES, 0))
        upcri_null_access(0);
    if (base) {
        __builtin_memcpy(v, base + off, n);
    } else {
        upcr_register_value_t r = upcri_get_val(t, off, n);
        __builtin_memcpy(v, &r, n);
    }
}

#define UPCRI_AT(p, o) (p)._thread, (uintptr_t)((ptrdiff_t)(p)._offset + (o))

static inline void upcr_put_shared_val(upcr_shared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes)
{ upcri_put_inline(UPCRI_AT(dest, destoffset), &value, nbytes); }
static inline void upcr_put_pshared_val(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes)
{ upcri_put_inline(UPCRI_AT(dest, destoffset), &value, nbytes); }
static inline upcr_register_value_t upcr_get_shared_val(upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes)
{ upcr_register_value_t v = 0; upcri_get_inline(&v, UPCRI_AT(src, srcoffset), nbytes); return v; }
static inline upcr_register_value_t upcr_get_pshared_val(upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes)
{ upcr_register_value_t v = 0; upcri_get_inline(&v, UPCRI_AT(src, srcoffset), nbytes); return v; }

static inline void upcr_put_shared_floatval(upcr_shared_ptr_t dest, ptrdiff_t destoffset, float value)
{ upcri_put_inline(UPCRI_AT(dest, destoffset), &value, sizeof value); }
static inline void upcr_put_shared_doubleval(upcr_shared_ptr_t dest, ptrdiff_t destoffset, double value)
{ upcri_put_inline(UPCRI_AT(dest, destoffset), &value, sizeof value); }
static inline void upcr_put_pshared_floatval(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, float value)
{ upcri_put_inline(UPCRI_AT(dest, destoffset), &value, sizeof value); }
static inline void upcr_put_pshared_doubleval(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, double value)
{ upcri_put_inline(UPCRI_AT(dest, destoffset), &value, sizeof value); }
static inline float upcr_get_shared_floatval(upcr_shared_ptr_t src, ptrdiff_t srcoffset)
{ float v; upcri_get_inline(&v, UPCRI_AT(src, srcoffset), sizeof v); return v; }
static inline double upcr_get_shared_doubleval(upcr_shared_ptr_t src, ptrdiff_t srcoffset)
{ double v; upcri_get_inline(&v, UPCRI_AT(src, srcoffset), sizeof v); return v; }
static inline float upcr_get_pshared_floatval(upcr_pshared_ptr_t src, ptrdiff_t srcoffset)
{ float v; upcri_get_inline(&v, UPCRI_AT(src, srcoffset), sizeof v); return v; }
static inline double upcr_get_pshared_doubleval(upcr_pshared_ptr_t src, ptrdiff_t srcoffset)
{ double v; upcri_get_inline(&v, UPCRI_AT(src, srcoffset), sizeof v); return v; }

/* ---- bulk transfers ---------------------------------------------------------------------------- */

void upcr_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n);
void upcr_memget(void *dst, upcr_shared_ptr_t src, size_t n);
void upcr_memput(upcr_shared_ptr_t dst, const void *src, size_t n);
void upcr_memset(upcr_shared_ptr_t dst, int c, size_t n);

/* ---- non-blocking transfers ----------------------------------------------------------------------
   Same-node transfers complete at once (UPCR_INVALID_HANDLE); others are MPI_Rput/MPI_Rget
   (explicit handles) or MPI_Put/MPI_Get completed by a flush (implicit handles). */

typedef uintptr_t upcr_handle_t;
#define UPCR_INVALID_HANDLE ((upcr_handle_t)0)

upcr_handle_t upcr_put_nb_shared(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
upcr_handle_t upcr_get_nb_shared(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
upcr_handle_t upcr_put_nb_pshared(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
upcr_handle_t upcr_get_nb_pshared(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_wait_syncnb(upcr_handle_t handle);
int upcr_try_syncnb(upcr_handle_t handle);
void upcr_wait_syncnb_all(upcr_handle_t *handles, size_t numhandles);
int upcr_try_syncnb_all(upcr_handle_t *handles, size_t numhandles);

void upcr_put_nbi_shared(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_get_nbi_shared(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_put_nbi_pshared(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_get_nbi_pshared(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_wait_syncnbi_gets(void);
void upcr_wait_syncnbi_puts(void);
void upcr_wait_syncnbi_all(void);
int upcr_try_syncnbi_gets(void);
int upcr_try_syncnbi_puts(void);
int upcr_try_syncnbi_all(void);

upcr_handle_t upcr_nb_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes);
upcr_handle_t upcr_nb_memget(void *dst, upcr_shared_ptr_t src, size_t nbytes);
upcr_handle_t upcr_nb_memput(upcr_shared_ptr_t dst, const void *src, size_t nbytes);
upcr_handle_t upcr_nb_memset(upcr_shared_ptr_t dst, int c, size_t nbytes);
void upcr_nbi_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes);
void upcr_nbi_memget(void *dst, upcr_shared_ptr_t src, size_t nbytes);
void upcr_nbi_memput(upcr_shared_ptr_t dst, const void *src, size_t nbytes);
void upcr_nbi_memset(upcr_shared_ptr_t dst, int c, size_t nbytes);

/* ---- dynamic allocation --------------------------------------------------------------------------
   The part of each segment after the static data is one heap: a symmetric area from its bottom
   (same offsets on every thread: static data, upcr_all_alloc, upcr_global_alloc) and each
   thread's local area from its top (upcr_alloc); freed blocks are reused (upcr_core.c). */

upcr_shared_ptr_t upcr_global_alloc(size_t nblocks, size_t blocksz);
upcr_shared_ptr_t upcr_all_alloc(size_t nblocks, size_t blocksz);
upcr_shared_ptr_t upcr_alloc(size_t nbytes);

/* `--dynamic-pointers`: p + inc and p - q in the layout of the shared object p points into
   (runtime-aux/include/pgas_dynptr.h); the standard arithmetic of block size `blockelems`
   (0: indefinite) for a pointer into no known object. */
upcr_shared_ptr_t upcr_dyn_add_shared(upcr_shared_ptr_t p, size_t elemsz, ptrdiff_t inc, size_t blockelems);
upcr_pshared_ptr_t upcr_dyn_add_pshared(upcr_pshared_ptr_t p, size_t elemsz, ptrdiff_t inc, size_t blockelems);
ptrdiff_t upcr_dyn_sub_shared(upcr_shared_ptr_t p, upcr_shared_ptr_t q, size_t elemsz, size_t blockelems);
ptrdiff_t upcr_dyn_sub_pshared(upcr_pshared_ptr_t p, upcr_pshared_ptr_t q, size_t elemsz, size_t blockelems);
void upcr_free(upcr_shared_ptr_t sptr);
void upcr_all_free(upcr_shared_ptr_t sptr);

/* ---- locks: a lock is a word on thread 0 holding 0 or its owner + 1 ------------------------------ */

upcr_shared_ptr_t upcr_global_lock_alloc(void);
upcr_shared_ptr_t upcr_all_lock_alloc(void);
void upcr_lock(upcr_shared_ptr_t lockptr);
int upcr_lock_attempt(upcr_shared_ptr_t lockptr);
void upcr_unlock(upcr_shared_ptr_t lockptr);
void upcr_lock_free(upcr_shared_ptr_t lockptr);
void upcr_all_lock_free(upcr_shared_ptr_t lockptr);

/* ---- static shared data ------------------------------------------------------------------------------
   Each shared object of a translation unit is represented by a proxy pointer-to-shared; the file's
   start-up code allocates them all with upcr_startup_(p)shalloc and copies their initial values
   with upcr_startup_(p)initarray. */

#define UPCR_INITIALIZED_SHARED { (uintptr_t)-1, (upcr_thread_t)-1, 0 }
#define UPCR_NULL_SHARED { 0, 0, 0 }
#define UPCR_INITIALIZED_PSHARED { (uintptr_t)-1, (upcr_thread_t)-1 }
#define UPCR_NULL_PSHARED { 0, 0 }

extern const upcr_shared_ptr_t upcr_null_shared;
extern const upcr_pshared_ptr_t upcr_null_pshared;
int upcr_is_init_shared(upcr_shared_ptr_t p);
int upcr_is_init_pshared(upcr_pshared_ptr_t p);

/* What upcr_startup_shalloc and upcr_startup_pshalloc place: the two structs of the interface,
   alike but for the pointer-to-shared (`addr`, the proxy the object's pointer is written to). */
#define UPCRI_STARTUP_ALLOC_INFO(ptr_t, addr)                                                  \
    struct {                                                                                   \
        ptr_t *addr;                                                                           \
        size_t blockbytes;                                                                     \
        size_t numblocks;                                                                      \
        int mult_by_threads;                                                                   \
        size_t elemsz;                                                                         \
        const char *namestr;                                                                   \
        const char *typestr;                                                                   \
    }
typedef UPCRI_STARTUP_ALLOC_INFO(upcr_shared_ptr_t, sptr_addr) upcr_startup_shalloc_t;
typedef UPCRI_STARTUP_ALLOC_INFO(upcr_pshared_ptr_t, psptr_addr) upcr_startup_pshalloc_t;

typedef struct upcr_startup_arrayinit_diminfo {
    size_t local_elems;
    size_t shared_elems;
    int mult_by_threads;
} upcr_startup_arrayinit_diminfo_t;

void upcr_startup_shalloc(upcr_startup_shalloc_t *infos, size_t count);
void upcr_startup_pshalloc(upcr_startup_pshalloc_t *infos, size_t count);
void upcr_startup_initarray(upcr_shared_ptr_t dst, void *src, upcr_startup_arrayinit_diminfo_t *diminfos,
                            size_t dimcnt, size_t elembytes, size_t blockelems);
void upcr_startup_initparray(upcr_pshared_ptr_t dst, void *src, upcr_startup_arrayinit_diminfo_t *diminfos,
                             size_t dimcnt, size_t elembytes, size_t blockelems);

/* ---- barriers ------------------------------------------------------------------------------------ */

#define UPCR_BARRIERFLAG_ANONYMOUS 1

void upcr_notify(int barrierval, int flags);
void upcr_wait(int barrierval, int flags);
int upcr_try_wait(int barrierval, int flags);
void upcr_barrier(int barrierval, int flags);
void upcr_poll(void);

#endif
