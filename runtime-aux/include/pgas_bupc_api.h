/* pgas_bupc_api.h - the C declarations of the `bupc_` utility functions
   (runtime-aux/include/bupc_extensions.h), shared by both runtimes. The including header defines
   PGAS_BUPC_PTR, its pointer-to-shared type, and PGAS_BUPC_FN(name), its spelling of the function
   bupc_<name>, first (as pgas_io_impl.h's users do for UPC-IO). */
#ifndef PGAS_BUPC_API_H
#define PGAS_BUPC_API_H

#include <stddef.h>
#include <stdint.h>

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

#endif
