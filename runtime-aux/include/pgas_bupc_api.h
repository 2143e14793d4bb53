/* pgas_bupc_api.h - the C declarations of the `bupc_` utility functions
   (runtime-aux/include/bupc_extensions.h), shared by both runtimes. The including header defines
   PGAS_BUPC_PTR, its pointer-to-shared type, PGAS_BUPC_HANDLE, its type of upc_handle_t, and
   PGAS_BUPC_FN(name), its spelling of the function bupc_<name>, first (as pgas_io_impl.h's
   users do for UPC-IO). The region lists of the non-contiguous transfers are defined here
   (translated programs use these definitions, not their own). */
#ifndef PGAS_BUPC_API_H
#define PGAS_BUPC_API_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    void *addr;
    size_t len;
} bupc_pmemvec_t;
typedef struct {
    PGAS_BUPC_PTR addr;
    size_t len;
} bupc_smemvec_t;

double PGAS_BUPC_FN(tick_granularityus)(void);
double PGAS_BUPC_FN(tick_overheadus)(void);
int PGAS_BUPC_FN(thread_distance)(int threada, int threadb);
#define PGAS_BUPC_API_ATOMICS(T, type, sfx)                                                    \
    type PGAS_BUPC_FN(atomic##T##_read_##sfx)(PGAS_BUPC_PTR ptr);                              \
    void PGAS_BUPC_FN(atomic##T##_set_##sfx)(PGAS_BUPC_PTR ptr, type val);                     \
    type PGAS_BUPC_FN(atomic##T##_swap_##sfx)(PGAS_BUPC_PTR ptr, type val);                    \
    type PGAS_BUPC_FN(atomic##T##_cswap_##sfx)(PGAS_BUPC_PTR ptr, type oldval, type newval);   \
    type PGAS_BUPC_FN(atomic##T##_fetchadd_##sfx)(PGAS_BUPC_PTR ptr, type op);                 \
    type PGAS_BUPC_FN(atomic##T##_fetchand_##sfx)(PGAS_BUPC_PTR ptr, type op);                 \
    type PGAS_BUPC_FN(atomic##T##_fetchor_##sfx)(PGAS_BUPC_PTR ptr, type op);                  \
    type PGAS_BUPC_FN(atomic##T##_fetchxor_##sfx)(PGAS_BUPC_PTR ptr, type op);                 \
    type PGAS_BUPC_FN(atomic##T##_fetchnot_##sfx)(PGAS_BUPC_PTR ptr);
PGAS_BUPC_API_ATOMICS(I32, int32_t, relaxed)
PGAS_BUPC_API_ATOMICS(I32, int32_t, strict)
PGAS_BUPC_API_ATOMICS(U32, uint32_t, relaxed)
PGAS_BUPC_API_ATOMICS(U32, uint32_t, strict)
PGAS_BUPC_API_ATOMICS(I64, int64_t, relaxed)
PGAS_BUPC_API_ATOMICS(I64, int64_t, strict)
PGAS_BUPC_API_ATOMICS(U64, uint64_t, relaxed)
PGAS_BUPC_API_ATOMICS(U64, uint64_t, strict)
#undef PGAS_BUPC_API_ATOMICS
PGAS_BUPC_PTR PGAS_BUPC_FN(ptradd)(PGAS_BUPC_PTR p, size_t blockelems, size_t elemsz,
                                   ptrdiff_t inc);
int PGAS_BUPC_FN(dump_shared)(PGAS_BUPC_PTR ptr, char *buf, int maxlen);
void PGAS_BUPC_FN(poll)(void);
char *PGAS_BUPC_FN(getenv)(const char *name);
void PGAS_BUPC_FN(begin_accessregion)(void);
PGAS_BUPC_HANDLE PGAS_BUPC_FN(end_accessregion)(void);
void PGAS_BUPC_FN(exit)(int status);
PGAS_BUPC_PTR PGAS_BUPC_FN(sem_alloc)(int flags);
void PGAS_BUPC_FN(sem_free)(PGAS_BUPC_PTR s);
void PGAS_BUPC_FN(sem_post)(PGAS_BUPC_PTR s);
void PGAS_BUPC_FN(sem_postN)(PGAS_BUPC_PTR s, size_t n);
void PGAS_BUPC_FN(sem_wait)(PGAS_BUPC_PTR s);
void PGAS_BUPC_FN(sem_waitN)(PGAS_BUPC_PTR s, size_t n);
int PGAS_BUPC_FN(sem_try)(PGAS_BUPC_PTR s);
int PGAS_BUPC_FN(sem_tryN)(PGAS_BUPC_PTR s, size_t n);
void PGAS_BUPC_FN(memput_signal)(PGAS_BUPC_PTR dst, const void *src, size_t nbytes,
                                 PGAS_BUPC_PTR s, size_t n);
void PGAS_BUPC_FN(memput_signal_async)(PGAS_BUPC_PTR dst, const void *src, size_t nbytes,
                                       PGAS_BUPC_PTR s, size_t n);
PGAS_BUPC_PTR PGAS_BUPC_FN(local_to_shared)(void *ptr, int thread, int phase);
PGAS_BUPC_PTR PGAS_BUPC_FN(inverse_cast)(void *ptr);
void *PGAS_BUPC_FN(cast)(PGAS_BUPC_PTR ptr);
int PGAS_BUPC_FN(castable)(PGAS_BUPC_PTR ptr);
int PGAS_BUPC_FN(thread_castable)(unsigned int thread);
void PGAS_BUPC_FN(trace_setmask)(const char *mask);
const char *PGAS_BUPC_FN(trace_getmask)(void);
void PGAS_BUPC_FN(stats_setmask)(const char *mask);
const char *PGAS_BUPC_FN(stats_getmask)(void);
int PGAS_BUPC_FN(trace_gettracelocal)(void);
void PGAS_BUPC_FN(trace_settracelocal)(int val);
void PGAS_BUPC_FN(waitsync_all)(PGAS_BUPC_HANDLE *ph, size_t n);
int PGAS_BUPC_FN(trysync_all)(PGAS_BUPC_HANDLE *ph, size_t n);
void PGAS_BUPC_FN(waitsync_some)(PGAS_BUPC_HANDLE *ph, size_t n);
int PGAS_BUPC_FN(trysync_some)(PGAS_BUPC_HANDLE *ph, size_t n);
/* The collectives over values (bupc_collectivev.h); op is a upc_op_t. */
void *PGAS_BUPC_FN(allv_collective)(int what, const void *value, size_t size, int thread,
                                    unsigned long op, int typeclass, void *array);
/* The non-contiguous transfers: each blocking form and its _async form (returning a handle). */
#define PGAS_BUPC_API_VIS(name, params)                                                        \
    void PGAS_BUPC_FN(name) params;                                                            \
    PGAS_BUPC_HANDLE PGAS_BUPC_FN(name##_async) params;
PGAS_BUPC_API_VIS(memcpy_vlist, (size_t dstcount, bupc_smemvec_t const *dstlist,
                                 size_t srccount, bupc_smemvec_t const *srclist))
PGAS_BUPC_API_VIS(memput_vlist, (size_t dstcount, bupc_smemvec_t const *dstlist,
                                 size_t srccount, bupc_pmemvec_t const *srclist))
PGAS_BUPC_API_VIS(memget_vlist, (size_t dstcount, bupc_pmemvec_t const *dstlist,
                                 size_t srccount, bupc_smemvec_t const *srclist))
PGAS_BUPC_API_VIS(memcpy_ilist, (size_t dstcount, PGAS_BUPC_PTR const *dstlist, size_t dstlen,
                                 size_t srccount, PGAS_BUPC_PTR const *srclist, size_t srclen))
PGAS_BUPC_API_VIS(memput_ilist, (size_t dstcount, PGAS_BUPC_PTR const *dstlist, size_t dstlen,
                                 size_t srccount, const void *const *srclist, size_t srclen))
PGAS_BUPC_API_VIS(memget_ilist, (size_t dstcount, void *const *dstlist, size_t dstlen,
                                 size_t srccount, PGAS_BUPC_PTR const *srclist, size_t srclen))
PGAS_BUPC_API_VIS(memcpy_fstrided,
                  (PGAS_BUPC_PTR dstaddr, size_t dstchunklen, size_t dstchunkstride,
                   size_t dstchunkcount, PGAS_BUPC_PTR srcaddr, size_t srcchunklen,
                   size_t srcchunkstride, size_t srcchunkcount))
PGAS_BUPC_API_VIS(memput_fstrided,
                  (PGAS_BUPC_PTR dstaddr, size_t dstchunklen, size_t dstchunkstride,
                   size_t dstchunkcount, void *srcaddr, size_t srcchunklen,
                   size_t srcchunkstride, size_t srcchunkcount))
PGAS_BUPC_API_VIS(memget_fstrided,
                  (void *dstaddr, size_t dstchunklen, size_t dstchunkstride,
                   size_t dstchunkcount, PGAS_BUPC_PTR srcaddr, size_t srcchunklen,
                   size_t srcchunkstride, size_t srcchunkcount))
PGAS_BUPC_API_VIS(memcpy_strided,
                  (PGAS_BUPC_PTR dstaddr, const size_t *dststrides, PGAS_BUPC_PTR srcaddr,
                   const size_t *srcstrides, const size_t *count, size_t stridelevels))
PGAS_BUPC_API_VIS(memput_strided,
                  (PGAS_BUPC_PTR dstaddr, const size_t *dststrides, const void *srcaddr,
                   const size_t *srcstrides, const size_t *count, size_t stridelevels))
PGAS_BUPC_API_VIS(memget_strided,
                  (void *dstaddr, const size_t *dststrides, PGAS_BUPC_PTR srcaddr,
                   const size_t *srcstrides, const size_t *count, size_t stridelevels))
#undef PGAS_BUPC_API_VIS

#endif
