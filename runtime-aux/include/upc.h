/* upc.h - the UPC 1.3 required library: exit, allocation, pointer-to-shared queries, locks and
   bulk transfers. THREADS, MYTHREAD and upc_fence are keywords of the compiler;
   UPC_MAX_BLOCK_SIZE is predefined by the compiler. Part of pgas-xlate. */
#ifndef PGAS_UPC_H
#define PGAS_UPC_H

#include <stddef.h>
/* As other compilers' upc.h, this one brings the C library's stdlib.h and inttypes.h: programs
   call rand() and use RAND_MAX, struct timeval or PRId64 after including only upc.h. */
#include <stdlib.h>
#include <inttypes.h>
#include <upc_types.h>
/* Programs written for existing UPC compilers use upc_handle_t and upc_tick_t after including
   only upc.h, so the non-blocking and timer libraries come with it. */
#include <upc_nb.h>
#include <upc_tick.h>
/* The `bupc_` utility functions programs written for other compilers call after including only
   upc.h. */
#include <bupc_extensions.h>

/* Terminates every thread of the program with `status`. */
void upc_global_exit(int status);

/* Shared memory allocation. */
shared void *upc_global_alloc(size_t nblocks, size_t nbytes);
shared void *upc_all_alloc(size_t nblocks, size_t nbytes);
shared void *upc_alloc(size_t nbytes);
/* Deprecated (UPC 1.2): the same as upc_alloc(nblocks * nbytes). */
shared void *upc_local_alloc(size_t nblocks, size_t nbytes);
void upc_free(shared void *ptr);
void upc_all_free(shared void *ptr);

/* Pointer-to-shared queries. */
size_t upc_threadof(shared void *ptr);
size_t upc_phaseof(shared void *ptr);
shared void *upc_resetphase(shared void *ptr);
size_t upc_addrfield(shared void *ptr);
size_t upc_affinitysize(size_t totalsize, size_t nbytes, size_t threadid);

/* Locks: upc_lock_t is an opaque shared type; only pointers to it are used. */
typedef shared struct pgas_upc_lock upc_lock_t;
upc_lock_t *upc_global_lock_alloc(void);
upc_lock_t *upc_all_lock_alloc(void);
void upc_lock_free(upc_lock_t *ptr);
void upc_all_lock_free(upc_lock_t *ptr);
void upc_lock(upc_lock_t *ptr);
int upc_lock_attempt(upc_lock_t *ptr);
void upc_unlock(upc_lock_t *ptr);

/* Bulk transfers. */
void upc_memcpy(shared void *dst, shared const void *src, size_t n);
void upc_memget(void *dst, shared const void *src, size_t n);
void upc_memput(shared void *dst, const void *src, size_t n);
void upc_memset(shared void *dst, int c, size_t n);

#endif
