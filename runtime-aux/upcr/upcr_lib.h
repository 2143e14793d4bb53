/* upcr_lib.h - the optional UPC libraries (atomics, tick, castability) as translated UPC code
   calls them. Type codes and operations are those of runtime-aux/include/upc_types.h. */
#ifndef PGAS_UPCR_LIB_H
#define PGAS_UPCR_LIB_H

#include <stdint.h>
#include "upcr.h"

upcr_shared_ptr_t upc_all_atomicdomain_alloc(int type, unsigned long ops, int hints);
void upc_all_atomicdomain_free(upcr_shared_ptr_t domain);
void upc_atomic_strict(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                       const void *operand1, const void *operand2);
void upc_atomic_relaxed(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                        const void *operand1, const void *operand2);
int upc_atomic_isfast(int type, unsigned long ops, upcr_shared_ptr_t addr);
void upcri_atomic(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                  const void *operand1, const void *operand2);

/* Shared arrays sized or blocked at run time (declared in a block). */
/* Collective: every thread passes the n run-time values (block size, dimensions) of the shared
   array `name` declared at `place` (file:line); a value that differs between threads or is
   negative ends the job with an error naming the array and the place. `what` names the values,
   separated by commas. */
void upcr_all_check_layout(const char *name, const char *place, const char *what, int n,
                           const long *values);

uint64_t upc_ticks_now(void);
uint64_t upc_ticks_to_ns(uint64_t ticks);

/* Same layout as upc_castable.h's upc_thread_info_t. */
typedef struct {
    int guaranteedCastable;
    int probablyCastable;
} upc_thread_info_t;

void *upc_cast(upcr_shared_ptr_t p);
upc_thread_info_t upc_thread_info(size_t thread);

/* The `bupc_` utility functions (runtime-aux/include/bupc_extensions.h). */
double bupc_tick_granularityus(void);
double bupc_tick_overheadus(void);
int bupc_thread_distance(int threada, int threadb);
#define UPCRI_BUPC_ATOMIC_FAMILY(T, type, sfx)                                                 \
    type bupc_atomic##T##_read_##sfx(upcr_shared_ptr_t ptr);                                   \
    void bupc_atomic##T##_set_##sfx(upcr_shared_ptr_t ptr, type val);                          \
    type bupc_atomic##T##_swap_##sfx(upcr_shared_ptr_t ptr, type val);                         \
    type bupc_atomic##T##_cswap_##sfx(upcr_shared_ptr_t ptr, type oldval, type newval);        \
    type bupc_atomic##T##_fetchadd_##sfx(upcr_shared_ptr_t ptr, type op);                      \
    type bupc_atomic##T##_fetchand_##sfx(upcr_shared_ptr_t ptr, type op);                      \
    type bupc_atomic##T##_fetchor_##sfx(upcr_shared_ptr_t ptr, type op);                       \
    type bupc_atomic##T##_fetchxor_##sfx(upcr_shared_ptr_t ptr, type op);                      \
    type bupc_atomic##T##_fetchnot_##sfx(upcr_shared_ptr_t ptr);
#define UPCRI_BUPC_ATOMIC_TYPES(X)                                                             \
    X(I32, int32_t, relaxed) X(I32, int32_t, strict) X(U32, uint32_t, relaxed)                 \
    X(U32, uint32_t, strict) X(I64, int64_t, relaxed) X(I64, int64_t, strict)                  \
    X(U64, uint64_t, relaxed) X(U64, uint64_t, strict)
UPCRI_BUPC_ATOMIC_TYPES(UPCRI_BUPC_ATOMIC_FAMILY)
upcr_shared_ptr_t bupc_ptradd(upcr_shared_ptr_t p, size_t blockelems, size_t elemsz, ptrdiff_t inc);
int bupc_dump_shared(upcr_shared_ptr_t ptr, char *buf, int maxlen);
void bupc_poll(void);
upcr_shared_ptr_t bupc_sem_alloc(int flags);
void bupc_sem_free(upcr_shared_ptr_t s);
void bupc_sem_post(upcr_shared_ptr_t s);
void bupc_sem_postN(upcr_shared_ptr_t s, size_t n);
void bupc_sem_wait(upcr_shared_ptr_t s);
void bupc_sem_waitN(upcr_shared_ptr_t s, size_t n);
int bupc_sem_try(upcr_shared_ptr_t s);
int bupc_sem_tryN(upcr_shared_ptr_t s, size_t n);
void bupc_memput_signal(upcr_shared_ptr_t dst, const void *src, size_t nbytes, upcr_shared_ptr_t s,
                        size_t n);
void bupc_memput_signal_async(upcr_shared_ptr_t dst, const void *src, size_t nbytes,
                              upcr_shared_ptr_t s, size_t n);

#endif
