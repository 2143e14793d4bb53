/* upcr.h for tests: only the declarations of the runtime interface specification (types,
   constants and prototypes; no function bodies, no implementation extras). Translated files
   must compile against it with -fsyntax-only, which shows that they use the interface and
   nothing else of our implementation. */
#ifndef UPCR_SPEC_ONLY_H
#define UPCR_SPEC_ONLY_H

#include <stddef.h>
#include <stdint.h>

/* Implementation-defined types: opaque here. */
typedef struct { unsigned char opaque_[16]; } upcr_shared_ptr_t;
typedef struct { unsigned char opaque_[12]; } upcr_pshared_ptr_t;
typedef unsigned int upcr_thread_t;
typedef unsigned int upcr_phase_t;
typedef uintptr_t upcr_register_value_t;
typedef struct upcr_handle_opaque *upcr_handle_t;
#define UPCR_INVALID_HANDLE ((upcr_handle_t)0)

/* Start-up. */
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
void upcr_exit(int exitcode);
void upcr_global_exit(int exitcode);

upcr_thread_t upcr_mythread(void);
upcr_thread_t upcr_threads(void);
upcr_thread_t upcr_nodes(void);
upcr_thread_t upcr_mynode(void);

/* Static data. */
#define UPCR_INITIALIZED_SHARED { { 0 } }
#define UPCR_INITIALIZED_PSHARED { { 0 } }
int upcr_is_init_shared(upcr_shared_ptr_t p);
int upcr_is_init_pshared(upcr_pshared_ptr_t p);
typedef struct {
    upcr_shared_ptr_t *sptr_addr;
    size_t blockbytes;
    size_t numblocks;
    int mult_by_threads;
    size_t elemsz;
    const char *namestr;
    const char *typestr;
} upcr_startup_shalloc_t;
typedef struct {
    upcr_pshared_ptr_t *psptr_addr;
    size_t blockbytes;
    size_t numblocks;
    int mult_by_threads;
    size_t elemsz;
    const char *namestr;
    const char *typestr;
} upcr_startup_pshalloc_t;
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

/* Pointer-to-shared queries, conversions, arithmetic, comparison. */
int upcr_isnull_shared(upcr_shared_ptr_t sptr);
int upcr_isnull_pshared(upcr_pshared_ptr_t sptr);
int upcr_setnull_shared(upcr_shared_ptr_t *p);
int upcr_setnull_pshared(upcr_pshared_ptr_t *p);
extern const upcr_shared_ptr_t upcr_null_shared;
extern const upcr_pshared_ptr_t upcr_null_pshared;
void *upcr_shared_to_local(upcr_shared_ptr_t sptr);
void *upcr_pshared_to_local(upcr_pshared_ptr_t sptr);
void *upcr_shared_to_processlocal(upcr_shared_ptr_t sptr);
void *upcr_pshared_to_processlocal(upcr_pshared_ptr_t sptr);
upcr_shared_ptr_t upcr_local_to_shared(void *lptr);
upcr_shared_ptr_t upcr_local_to_shared_withphase(void *lptr, upcr_phase_t phase, upcr_thread_t threadid);
upcr_pshared_ptr_t upcr_local_to_pshared(void *lptr);
upcr_pshared_ptr_t upcr_shared_to_pshared(upcr_shared_ptr_t sptr);
upcr_shared_ptr_t upcr_pshared_to_shared(upcr_pshared_ptr_t sptr);
upcr_shared_ptr_t upcr_pshared_to_shared_withphase(upcr_pshared_ptr_t sptr, upcr_phase_t phase);
upcr_shared_ptr_t upcr_shared_resetphase(upcr_shared_ptr_t sptr);
upcr_thread_t upcr_threadof_shared(upcr_shared_ptr_t sptr);
upcr_thread_t upcr_threadof_pshared(upcr_pshared_ptr_t sptr);
upcr_phase_t upcr_phaseof_shared(upcr_shared_ptr_t sptr);
upcr_phase_t upcr_phaseof_pshared(upcr_pshared_ptr_t sptr);
uintptr_t upcr_addrfield_shared(upcr_shared_ptr_t sptr);
uintptr_t upcr_addrfield_pshared(upcr_pshared_ptr_t sptr);
size_t upcr_affinitysize(size_t totalsize, size_t nbytes, upcr_thread_t threadid);
upcr_shared_ptr_t upcr_add_shared(upcr_shared_ptr_t sptr, size_t elemsz, ptrdiff_t inc, size_t blockelems);
void upcr_inc_shared(upcr_shared_ptr_t *psptr, size_t elemsz, ptrdiff_t inc, size_t blockelems);
upcr_pshared_ptr_t upcr_add_psharedI(upcr_pshared_ptr_t sptr, size_t elemsz, ptrdiff_t inc);
void upcr_inc_psharedI(upcr_pshared_ptr_t *psptr, size_t elemsz, ptrdiff_t inc);
upcr_pshared_ptr_t upcr_add_pshared1(upcr_pshared_ptr_t sptr, size_t elemsz, ptrdiff_t inc);
void upcr_inc_pshared1(upcr_pshared_ptr_t *psptr, size_t elemsz, ptrdiff_t inc);
int upcr_isequal_shared_shared(upcr_shared_ptr_t ptr1, upcr_shared_ptr_t ptr2);
int upcr_isequal_shared_pshared(upcr_shared_ptr_t ptr1, upcr_pshared_ptr_t ptr2);
int upcr_isequal_pshared_pshared(upcr_pshared_ptr_t ptr1, upcr_pshared_ptr_t ptr2);
int upcr_isequal_shared_local(upcr_shared_ptr_t ptr1, void *ptr2);
int upcr_isequal_pshared_local(upcr_pshared_ptr_t ptr1, void *ptr2);
ptrdiff_t upcr_sub_shared(upcr_shared_ptr_t sptr1, upcr_shared_ptr_t sptr2, size_t elemsz, size_t blockelems);
ptrdiff_t upcr_sub_psharedI(upcr_pshared_ptr_t sptr1, upcr_pshared_ptr_t sptr2, size_t elemsz);
ptrdiff_t upcr_sub_pshared1(upcr_pshared_ptr_t sptr1, upcr_pshared_ptr_t sptr2, size_t elemsz);
int upcr_hasMyAffinity_shared(upcr_shared_ptr_t sptr);
int upcr_hasMyAffinity_pshared(upcr_pshared_ptr_t sptr);
int upcr_hasAffinity_shared(upcr_shared_ptr_t sptr, upcr_thread_t threadid);
int upcr_hasAffinity_pshared(upcr_pshared_ptr_t sptr, upcr_thread_t threadid);

/* Shared memory accesses. */
void upcr_put_shared(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_put_pshared(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_get_shared(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_get_pshared(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_put_shared_strict(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_put_pshared_strict(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_get_shared_strict(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_get_pshared_strict(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_put_shared_val(upcr_shared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes);
void upcr_put_pshared_val(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes);
void upcr_put_shared_val_strict(upcr_shared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes);
void upcr_put_pshared_val_strict(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, upcr_register_value_t value, size_t nbytes);
upcr_register_value_t upcr_get_shared_val(upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
upcr_register_value_t upcr_get_pshared_val(upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
upcr_register_value_t upcr_get_shared_val_strict(upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
upcr_register_value_t upcr_get_pshared_val_strict(upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_put_shared_floatval(upcr_shared_ptr_t dest, ptrdiff_t destoffset, float value);
void upcr_put_pshared_floatval(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, float value);
void upcr_put_shared_doubleval(upcr_shared_ptr_t dest, ptrdiff_t destoffset, double value);
void upcr_put_pshared_doubleval(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, double value);
float upcr_get_shared_floatval(upcr_shared_ptr_t src, ptrdiff_t srcoffset);
float upcr_get_pshared_floatval(upcr_pshared_ptr_t src, ptrdiff_t srcoffset);
double upcr_get_shared_doubleval(upcr_shared_ptr_t src, ptrdiff_t srcoffset);
double upcr_get_pshared_doubleval(upcr_pshared_ptr_t src, ptrdiff_t srcoffset);

/* Non-blocking transfers. */
upcr_handle_t upcr_put_nb_shared(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
upcr_handle_t upcr_put_nb_pshared(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
upcr_handle_t upcr_get_nb_shared(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
upcr_handle_t upcr_get_nb_pshared(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_wait_syncnb(upcr_handle_t handle);
int upcr_try_syncnb(upcr_handle_t handle);
void upcr_wait_syncnb_all(upcr_handle_t *handles, size_t numhandles);
int upcr_try_syncnb_all(upcr_handle_t *handles, size_t numhandles);
void upcr_put_nbi_shared(upcr_shared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_put_nbi_pshared(upcr_pshared_ptr_t dest, ptrdiff_t destoffset, const void *src, size_t nbytes);
void upcr_get_nbi_shared(void *dest, upcr_shared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_get_nbi_pshared(void *dest, upcr_pshared_ptr_t src, ptrdiff_t srcoffset, size_t nbytes);
void upcr_wait_syncnbi_gets(void);
void upcr_wait_syncnbi_puts(void);
void upcr_wait_syncnbi_all(void);
int upcr_try_syncnbi_gets(void);
int upcr_try_syncnbi_puts(void);
int upcr_try_syncnbi_all(void);

/* Bulk transfers. */
void upcr_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n);
void upcr_memget(void *dst, upcr_shared_ptr_t src, size_t n);
void upcr_memput(upcr_shared_ptr_t dst, const void *src, size_t n);
void upcr_memset(upcr_shared_ptr_t dst, int c, size_t n);
upcr_handle_t upcr_nb_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n);
upcr_handle_t upcr_nb_memget(void *dst, upcr_shared_ptr_t src, size_t n);
upcr_handle_t upcr_nb_memput(upcr_shared_ptr_t dst, const void *src, size_t n);
upcr_handle_t upcr_nb_memset(upcr_shared_ptr_t dst, int c, size_t n);
void upcr_nbi_memcpy(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t n);
void upcr_nbi_memget(void *dst, upcr_shared_ptr_t src, size_t n);
void upcr_nbi_memput(upcr_shared_ptr_t dst, const void *src, size_t n);
void upcr_nbi_memset(upcr_shared_ptr_t dst, int c, size_t n);

/* Dynamic allocation. */
upcr_shared_ptr_t upcr_alloc(size_t nbytes);
upcr_shared_ptr_t upcr_global_alloc(size_t nblocks, size_t blocksz);
upcr_shared_ptr_t upcr_all_alloc(size_t nblocks, size_t blocksz);
void upcr_free(upcr_shared_ptr_t sptr);
void upcr_all_free(upcr_shared_ptr_t sptr);

/* Barriers. */
#define UPCR_BARRIERFLAG_ANONYMOUS 1
void upcr_notify(int barrierval, int flags);
void upcr_wait(int barrierval, int flags);
int upcr_try_wait(int barrierval, int flags);
void upcr_barrier(int barrierval, int flags);
void upcr_poll(void);

/* Locks. */
upcr_shared_ptr_t upcr_global_lock_alloc(void);
upcr_shared_ptr_t upcr_all_lock_alloc(void);
void upcr_lock_free(upcr_shared_ptr_t lockptr);
void upcr_all_lock_free(upcr_shared_ptr_t lockptr);
void upcr_lock(upcr_shared_ptr_t lockptr);
int upcr_lock_attempt(upcr_shared_ptr_t lockptr);
void upcr_unlock(upcr_shared_ptr_t lockptr);

#endif
