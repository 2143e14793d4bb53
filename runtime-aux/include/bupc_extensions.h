/* bupc_extensions.h - the utility functions that UPC programs written for other compilers call
   most (their `bupc_` names): the tick timer, thread distance, integer atomics without a
   domain, generic pointer-to-shared arithmetic, a printable form of a pointer-to-shared,
   polling, exit, local/shared conversions, type comparison, trace masks, semaphores, lists of
   handles and the non-contiguous transfers. Included by upc.h, as programs expect. __BERKELEY_UPC__ is not defined: programs
   that test it do not take this compiler for another one. Part of pgas-xlate. */
#ifndef PGAS_BUPC_EXTENSIONS_H
#define PGAS_BUPC_EXTENSIONS_H

#include <stddef.h>
#include <stdint.h>
#include <upc_nb.h>
#include <upc_tick.h>

/* The declarations written once for this header and the runtimes' (pgas_bupc_decls.h), in
   UPC's types: a pointer-to-shared is a `shared void *`. */
#define PGAS_BUPC_PTR shared void *
#define PGAS_BUPC_CPTR shared const void *
#define PGAS_BUPC_HANDLE upc_handle_t
#define PGAS_BUPC_FN(name) bupc_##name
#include "pgas_bupc_decls.h"

/* ---- the tick timer: ticks are those of upc_tick.h ---- */
typedef upc_tick_t bupc_tick_t;
#define BUPC_TICK_MIN UPC_TICK_MIN
#define BUPC_TICK_MAX UPC_TICK_MAX
#define bupc_ticks_now() upc_ticks_now()
#define bupc_ticks_to_ns(ticks) upc_ticks_to_ns(ticks)
#define bupc_ticks_to_us(ticks) (upc_ticks_to_ns(ticks) / 1000)
/* The timer's granularity and the cost of one reading, in microseconds (measured once). */
double bupc_tick_granularityus(void);
double bupc_tick_overheadus(void);

/* ---- how far apart two threads are ---- */
#define BUPC_THREADS_SAME 0     /* the same thread */
#define BUPC_THREADS_VERYNEAR 1 /* threads of one process (never: one thread per process) */
#define BUPC_THREADS_NEAR 2     /* processes of one node: shared memory */
#define BUPC_THREADS_FAR 3      /* different nodes */
#define BUPC_THREADS_VERYFAR 4
int bupc_thread_distance(int threada, int threadb);

/* ---- integer atomics on any shared location of the type, no domain needed ----
   bupc_atomic<T>_<op>_{relaxed,strict} for T in I32, U32, I64, U64: read, set, swap,
   cswap (compare-and-swap: returns the old value), fetchadd, fetchand, fetchor, fetchxor,
   fetchnot (returns the old value, stores its complement). The atomics of one program are
   atomic with each other (not with plain accesses to the same location). */
PGAS_BUPC_ATOMICS

/* ---- pointers-to-shared ---- */
/* p advanced by `inc` elements of `elemsz` bytes in a layout of block size `blockelems`
   elements (0: indefinite), whatever p's own type: what `(shared [blockelems] T *)p + inc`
   would give. */
shared void *bupc_ptradd(shared void *p, size_t blockelems, size_t elemsz, ptrdiff_t inc);
/* Writes a one-line description of ptr (thread, address, phase) into buf, at most maxlen bytes
   with the terminating NUL; returns 0, or -1 when maxlen is too small (then buf holds "").
   BUPC_DUMP_MIN_LENGTH bytes are always enough. */
#define BUPC_DUMP_MIN_LENGTH 100
int bupc_dump_shared(shared const void *ptr, char *buf, int maxlen);
/* The older names of the two. */
#define UPC_DUMP_MIN_LENGTH BUPC_DUMP_MIN_LENGTH
#define upc_dump_shared(ptr, buf, maxlen) bupc_dump_shared(ptr, buf, maxlen)

/* The value of an environment variable, as getenv: the launcher gives every thread the
   environment it was started with. */
char *bupc_getenv(const char *name);

/* Lets the runtime make progress on communication (nothing needs it here). */
void bupc_poll(void);
/* upc_poll(), the name other compilers give it in upc.h (UPC's own name space): the same
   progress call. */
#define upc_poll() bupc_poll()

/* Ends this thread with `status`, as exit(status) does (the program's termination follows
   UPC's rules: its status is that of the threads' exits). */
void bupc_exit(int status);

/* ---- local and shared addresses ---- */
/* The pointer-to-shared with affinity to `thread` and phase `phase` whose address is that of
   ptr, a local address in this thread's shared data (the same offset in `thread`'s data). */
shared void *bupc_local_to_shared(void *ptr, int thread, int phase);
/* The pointer-to-shared (this thread, phase 0) whose local address is ptr; NULL when ptr is not
   in this thread's shared data. */
shared void *bupc_inverse_cast(void *ptr);
/* The older names of upc_cast and upc_castable (upc_castable.h). */
void *bupc_cast(shared const void *ptr);
int bupc_castable(shared const void *ptr);
int bupc_thread_castable(unsigned int thread);

/* 1 when the types of a and b (each a type name or an expression) are the same type, qualifiers
   included, else 0: an integer constant expression. (Pointers to them are compared, so that
   their own qualifiers count; types that involve `shared` are compared by the translator, with
   their block sizes.) */
#define bupc_assert_type(a, b) __builtin_types_compatible_p(__typeof__(a) *, __typeof__(b) *)

/* ---- communication tracing ----
   Programs select what a tracing build of their runtime records. pgas-xlate's tracing is GASP
   (`--gasp`, `pgas-xlate trace`), which records every shared access of an instrumented program
   whatever the mask: the masks and the local-access flag are kept per thread (get returns
   what set stored; the mask starts empty, the flag 0) and change nothing, and
   bupc_trace_printf((fmt, ...)), whose two pairs of parentheses let it compile to nothing, does
   not evaluate its arguments. */
void bupc_trace_setmask(const char *mask);
const char *bupc_trace_getmask(void);
void bupc_stats_setmask(const char *mask);
const char *bupc_stats_getmask(void);
int bupc_trace_gettracelocal(void);
void bupc_trace_settracelocal(int val);
#define bupc_trace_printf(parenthesized_args) ((void)0)

/* ---- the older names of the non-blocking transfers (upc_nb.h) ---- */
#define bupc_handle_t upc_handle_t
#define BUPC_COMPLETE_HANDLE UPC_COMPLETE_HANDLE
#define bupc_memcpy_async upc_memcpy_nb
#define bupc_memget_async upc_memget_nb
#define bupc_memput_async upc_memput_nb
#define bupc_memset_async upc_memset_nb
#define bupc_waitsync upc_sync
#define bupc_trysync upc_sync_attempt
#define bupc_memcpy_asynci upc_memcpy_nbi
#define bupc_memget_asynci upc_memget_nbi
#define bupc_memput_asynci upc_memput_nbi
#define bupc_memset_asynci upc_memset_nbi
#define bupc_waitsynci upc_synci
#define bupc_trysynci upc_synci_attempt
/* Many handles at once. A handle that completes is set to BUPC_COMPLETE_HANDLE. waitsync_all
   waits for every one; trysync_all returns 1 when every one is complete, else 0; waitsync_some
   waits until at least one (of those not already complete) is; trysync_some returns 1 when at
   least one is complete, else 0. */
void bupc_waitsync_all(upc_handle_t *ph, size_t n);
int bupc_trysync_all(upc_handle_t *ph, size_t n);
void bupc_waitsync_some(upc_handle_t *ph, size_t n);
int bupc_trysync_some(upc_handle_t *ph, size_t n);
/* Access regions: the handle bupc_end_accessregion returns covers every implicit-handle
   transfer (`_asynci`) started since bupc_begin_accessregion (regions do not nest). */
void bupc_begin_accessregion(void);
upc_handle_t bupc_end_accessregion(void);

/* ---- non-contiguous transfers ----
   Each moves the bytes of a list of source regions, in order, to a list of destination regions,
   in order; both lists cover the same number of bytes (a runtime error otherwise). A region of
   shared memory lies in one thread's data: its bytes follow its start address on that thread.
   Regions of one list do not overlap the other list's.
     _vlist:    regions given as (address, length) pairs;
     _ilist:    `count` addresses, each region `len` bytes;
     _fstrided: `chunkcount` regions of `chunklen` bytes, `chunkstride` bytes apart;
     _strided:  a box of `stridelevels` + 1 dimensions: count[0] contiguous bytes, then count[k]
                of those `strides[k - 1]` bytes apart at level k (both sides the same counts).
   memcpy: shared to shared; memput: private to shared; memget: shared to private. The _async
   forms return a handle for bupc_waitsync/upc_sync (the transfer is complete when they
   return: the handle is BUPC_COMPLETE_HANDLE). */
PGAS_BUPC_TRANSFERS

/* ---- semaphores and signalling puts ----
   A semaphore is a shared counter with affinity to the thread that allocated it
   (bupc_sem_alloc, not collective). post adds 1 (postN: n); wait blocks until the value is at
   least 1 (waitN: n) and takes it; try/tryN take it if it is there and return 1, else return 0.
   A BOOLEAN semaphore holds at most 1 (posting a posted one leaves it posted); the producer and
   consumer flags are accepted (every semaphore supports many of each). bupc_memput_signal puts
   the bytes, then posts n: a waiter that took the post sees the bytes. The _async form does the
   same (it completes before returning). */
typedef shared struct pgas_bupc_sem bupc_sem_t;
#define BUPC_SEM_BOOLEAN 1
#define BUPC_SEM_INTEGER 2
#define BUPC_SEM_SPRODUCER 4
#define BUPC_SEM_MPRODUCER 8
#define BUPC_SEM_SCONSUMER 16
#define BUPC_SEM_MCONSUMER 32
#define BUPC_SEM_MAXVALUE 2147483647
bupc_sem_t *bupc_sem_alloc(int flags);
void bupc_sem_free(bupc_sem_t *s);
void bupc_sem_post(bupc_sem_t *s);
void bupc_sem_postN(bupc_sem_t *s, size_t n);
void bupc_sem_wait(bupc_sem_t *s);
void bupc_sem_waitN(bupc_sem_t *s, size_t n);
int bupc_sem_try(bupc_sem_t *s);
int bupc_sem_tryN(bupc_sem_t *s, size_t n);
void bupc_memput_signal(shared void *dst, const void *src, size_t nbytes, bupc_sem_t *s,
                        size_t n);
void bupc_memput_signal_async(shared void *dst, const void *src, size_t nbytes, bupc_sem_t *s,
                              size_t n);

/* ---- `upc_` names for the above, when the program asks for them ----
   A program that defines BUPC_USE_UPC_NAMESPACE before including upc.h also gets these
   spellings (handles keep upc_nb.h's own upc_handle_t and UPC_COMPLETE_HANDLE). */
#ifdef BUPC_USE_UPC_NAMESPACE
#define upc_thread_distance bupc_thread_distance
#define UPC_THREADS_SAME BUPC_THREADS_SAME
#define UPC_THREADS_VERYNEAR BUPC_THREADS_VERYNEAR
#define UPC_THREADS_NEAR BUPC_THREADS_NEAR
#define UPC_THREADS_FAR BUPC_THREADS_FAR
#define UPC_THREADS_VERYFAR BUPC_THREADS_VERYFAR
#define upc_sem_t bupc_sem_t
#define upc_sem_alloc bupc_sem_alloc
#define upc_sem_free bupc_sem_free
#define upc_sem_post bupc_sem_post
#define upc_sem_postN bupc_sem_postN
#define upc_sem_wait bupc_sem_wait
#define upc_sem_waitN bupc_sem_waitN
#define upc_sem_try bupc_sem_try
#define upc_sem_tryN bupc_sem_tryN
#define upc_memput_signal bupc_memput_signal
#define upc_memput_signal_async bupc_memput_signal_async
#define UPC_SEM_BOOLEAN BUPC_SEM_BOOLEAN
#define UPC_SEM_INTEGER BUPC_SEM_INTEGER
#define UPC_SEM_SPRODUCER BUPC_SEM_SPRODUCER
#define UPC_SEM_MPRODUCER BUPC_SEM_MPRODUCER
#define UPC_SEM_SCONSUMER BUPC_SEM_SCONSUMER
#define UPC_SEM_MCONSUMER BUPC_SEM_MCONSUMER
#define UPC_SEM_MAXVALUE BUPC_SEM_MAXVALUE
#define upc_waitsync bupc_waitsync
#define upc_trysync bupc_trysync
#define upc_waitsync_all bupc_waitsync_all
#define upc_trysync_all bupc_trysync_all
#define upc_waitsync_some bupc_waitsync_some
#define upc_trysync_some bupc_trysync_some
#define upc_begin_accessregion bupc_begin_accessregion
#define upc_end_accessregion bupc_end_accessregion
#define upc_memcpy_async bupc_memcpy_async
#define upc_memget_async bupc_memget_async
#define upc_memput_async bupc_memput_async
#define upc_memset_async bupc_memset_async
#define upc_waitsynci bupc_waitsynci
#define upc_trysynci bupc_trysynci
#define upc_memcpy_asynci bupc_memcpy_asynci
#define upc_memget_asynci bupc_memget_asynci
#define upc_memput_asynci bupc_memput_asynci
#define upc_memset_asynci bupc_memset_asynci
#define upc_pmemvec_t bupc_pmemvec_t
#define upc_smemvec_t bupc_smemvec_t
#define upc_memcpy_vlist bupc_memcpy_vlist
#define upc_memput_vlist bupc_memput_vlist
#define upc_memget_vlist bupc_memget_vlist
#define upc_memcpy_vlist_async bupc_memcpy_vlist_async
#define upc_memput_vlist_async bupc_memput_vlist_async
#define upc_memget_vlist_async bupc_memget_vlist_async
#define upc_memcpy_ilist bupc_memcpy_ilist
#define upc_memput_ilist bupc_memput_ilist
#define upc_memget_ilist bupc_memget_ilist
#define upc_memcpy_ilist_async bupc_memcpy_ilist_async
#define upc_memput_ilist_async bupc_memput_ilist_async
#define upc_memget_ilist_async bupc_memget_ilist_async
#define upc_memcpy_fstrided bupc_memcpy_fstrided
#define upc_memput_fstrided bupc_memput_fstrided
#define upc_memget_fstrided bupc_memget_fstrided
#define upc_memcpy_fstrided_async bupc_memcpy_fstrided_async
#define upc_memput_fstrided_async bupc_memput_fstrided_async
#define upc_memget_fstrided_async bupc_memget_fstrided_async
#define upc_memcpy_strided bupc_memcpy_strided
#define upc_memput_strided bupc_memput_strided
#define upc_memget_strided bupc_memget_strided
#define upc_memcpy_strided_async bupc_memcpy_strided_async
#define upc_memput_strided_async bupc_memput_strided_async
#define upc_memget_strided_async bupc_memget_strided_async
#define upc_atomicU64_read_relaxed bupc_atomicU64_read_relaxed
#define upc_atomicU64_read_strict bupc_atomicU64_read_strict
#define upc_atomicU64_set_relaxed bupc_atomicU64_set_relaxed
#define upc_atomicU64_set_strict bupc_atomicU64_set_strict
#define upc_atomicU64_swap_relaxed bupc_atomicU64_swap_relaxed
#define upc_atomicU64_swap_strict bupc_atomicU64_swap_strict
#define upc_atomicU64_cswap_relaxed bupc_atomicU64_cswap_relaxed
#define upc_atomicU64_cswap_strict bupc_atomicU64_cswap_strict
#define upc_atomicU64_fetchadd_relaxed bupc_atomicU64_fetchadd_relaxed
#define upc_atomicU64_fetchadd_strict bupc_atomicU64_fetchadd_strict
#define upc_atomicU64_fetchand_relaxed bupc_atomicU64_fetchand_relaxed
#define upc_atomicU64_fetchand_strict bupc_atomicU64_fetchand_strict
#define upc_atomicU64_fetchor_relaxed bupc_atomicU64_fetchor_relaxed
#define upc_atomicU64_fetchor_strict bupc_atomicU64_fetchor_strict
#define upc_atomicU64_fetchxor_relaxed bupc_atomicU64_fetchxor_relaxed
#define upc_atomicU64_fetchxor_strict bupc_atomicU64_fetchxor_strict
#define upc_atomicU64_fetchnot_relaxed bupc_atomicU64_fetchnot_relaxed
#define upc_atomicU64_fetchnot_strict bupc_atomicU64_fetchnot_strict
#define upc_atomicI64_read_relaxed bupc_atomicI64_read_relaxed
#define upc_atomicI64_read_strict bupc_atomicI64_read_strict
#define upc_atomicI64_set_relaxed bupc_atomicI64_set_relaxed
#define upc_atomicI64_set_strict bupc_atomicI64_set_strict
#define upc_atomicI64_swap_relaxed bupc_atomicI64_swap_relaxed
#define upc_atomicI64_swap_strict bupc_atomicI64_swap_strict
#define upc_atomicI64_cswap_relaxed bupc_atomicI64_cswap_relaxed
#define upc_atomicI64_cswap_strict bupc_atomicI64_cswap_strict
#define upc_atomicI64_fetchadd_relaxed bupc_atomicI64_fetchadd_relaxed
#define upc_atomicI64_fetchadd_strict bupc_atomicI64_fetchadd_strict
#define upc_atomicI64_fetchand_relaxed bupc_atomicI64_fetchand_relaxed
#define upc_atomicI64_fetchand_strict bupc_atomicI64_fetchand_strict
#define upc_atomicI64_fetchor_relaxed bupc_atomicI64_fetchor_relaxed
#define upc_atomicI64_fetchor_strict bupc_atomicI64_fetchor_strict
#define upc_atomicI64_fetchxor_relaxed bupc_atomicI64_fetchxor_relaxed
#define upc_atomicI64_fetchxor_strict bupc_atomicI64_fetchxor_strict
#define upc_atomicI64_fetchnot_relaxed bupc_atomicI64_fetchnot_relaxed
#define upc_atomicI64_fetchnot_strict bupc_atomicI64_fetchnot_strict
#define upc_atomicU32_read_relaxed bupc_atomicU32_read_relaxed
#define upc_atomicU32_read_strict bupc_atomicU32_read_strict
#define upc_atomicU32_set_relaxed bupc_atomicU32_set_relaxed
#define upc_atomicU32_set_strict bupc_atomicU32_set_strict
#define upc_atomicU32_swap_relaxed bupc_atomicU32_swap_relaxed
#define upc_atomicU32_swap_strict bupc_atomicU32_swap_strict
#define upc_atomicU32_cswap_relaxed bupc_atomicU32_cswap_relaxed
#define upc_atomicU32_cswap_strict bupc_atomicU32_cswap_strict
#define upc_atomicU32_fetchadd_relaxed bupc_atomicU32_fetchadd_relaxed
#define upc_atomicU32_fetchadd_strict bupc_atomicU32_fetchadd_strict
#define upc_atomicU32_fetchand_relaxed bupc_atomicU32_fetchand_relaxed
#define upc_atomicU32_fetchand_strict bupc_atomicU32_fetchand_strict
#define upc_atomicU32_fetchor_relaxed bupc_atomicU32_fetchor_relaxed
#define upc_atomicU32_fetchor_strict bupc_atomicU32_fetchor_strict
#define upc_atomicU32_fetchxor_relaxed bupc_atomicU32_fetchxor_relaxed
#define upc_atomicU32_fetchxor_strict bupc_atomicU32_fetchxor_strict
#define upc_atomicU32_fetchnot_relaxed bupc_atomicU32_fetchnot_relaxed
#define upc_atomicU32_fetchnot_strict bupc_atomicU32_fetchnot_strict
#define upc_atomicI32_read_relaxed bupc_atomicI32_read_relaxed
#define upc_atomicI32_read_strict bupc_atomicI32_read_strict
#define upc_atomicI32_set_relaxed bupc_atomicI32_set_relaxed
#define upc_atomicI32_set_strict bupc_atomicI32_set_strict
#define upc_atomicI32_swap_relaxed bupc_atomicI32_swap_relaxed
#define upc_atomicI32_swap_strict bupc_atomicI32_swap_strict
#define upc_atomicI32_cswap_relaxed bupc_atomicI32_cswap_relaxed
#define upc_atomicI32_cswap_strict bupc_atomicI32_cswap_strict
#define upc_atomicI32_fetchadd_relaxed bupc_atomicI32_fetchadd_relaxed
#define upc_atomicI32_fetchadd_strict bupc_atomicI32_fetchadd_strict
#define upc_atomicI32_fetchand_relaxed bupc_atomicI32_fetchand_relaxed
#define upc_atomicI32_fetchand_strict bupc_atomicI32_fetchand_strict
#define upc_atomicI32_fetchor_relaxed bupc_atomicI32_fetchor_relaxed
#define upc_atomicI32_fetchor_strict bupc_atomicI32_fetchor_strict
#define upc_atomicI32_fetchxor_relaxed bupc_atomicI32_fetchxor_relaxed
#define upc_atomicI32_fetchxor_strict bupc_atomicI32_fetchxor_strict
#define upc_atomicI32_fetchnot_relaxed bupc_atomicI32_fetchnot_relaxed
#define upc_atomicI32_fetchnot_strict bupc_atomicI32_fetchnot_strict
#endif

#endif
