/* pgas_bupc_api.h - the C declarations of the `bupc_` utility functions
   (runtime-aux/include/bupc_extensions.h), shared by both runtimes. The including header defines
   PGAS_BUPC_PTR, its pointer-to-shared type, PGAS_BUPC_HANDLE, its type of upc_handle_t, and
   PGAS_BUPC_FN(name), its spelling of the function bupc_<name>, first (as pgas_io_impl.h's
   users do for UPC-IO). The integer atomics and the non-contiguous transfers are declared as
   bupc_extensions.h declares them (pgas_bupc_decls.h), with the region lists of the transfers
   (translated programs use these definitions, not their own). */
#ifndef PGAS_BUPC_API_H
#define PGAS_BUPC_API_H

#include <stddef.h>
#include <stdint.h>

/* The runtimes' pointers-to-shared carry no const. */
#define PGAS_BUPC_CPTR PGAS_BUPC_PTR
#include "pgas_bupc_decls.h"

PGAS_BUPC_TRANSFERS

double PGAS_BUPC_FN(tick_granularityus)(void);
double PGAS_BUPC_FN(tick_overheadus)(void);
int PGAS_BUPC_FN(thread_distance)(int threada, int threadb);
PGAS_BUPC_ATOMICS
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

#endif
