/* bupc_extensions.h - the utility functions that UPC programs written for other compilers call
   most (their `bupc_` names): the tick timer, thread distance, integer atomics without a
   domain, generic pointer-to-shared arithmetic, a printable form of a pointer-to-shared and
   polling. Included by upc.h, as programs expect. __BERKELEY_UPC__ is not defined: programs
   that test it do not take this compiler for another one. Part of pgas-xlate. */
#ifndef PGAS_BUPC_EXTENSIONS_H
#define PGAS_BUPC_EXTENSIONS_H

#include <stddef.h>
#include <stdint.h>
#include <upc_tick.h>

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
#define PGAS_BUPC_ATOMIC_FAMILY(T, type, sfx)                                                  \
    type bupc_atomic##T##_read_##sfx(shared void *ptr);                                        \
    void bupc_atomic##T##_set_##sfx(shared void *ptr, type val);                               \
    type bupc_atomic##T##_swap_##sfx(shared void *ptr, type val);                              \
    type bupc_atomic##T##_cswap_##sfx(shared void *ptr, type oldval, type newval);             \
    type bupc_atomic##T##_fetchadd_##sfx(shared void *ptr, type op);                           \
    type bupc_atomic##T##_fetchand_##sfx(shared void *ptr, type op);                           \
    type bupc_atomic##T##_fetchor_##sfx(shared void *ptr, type op);                            \
    type bupc_atomic##T##_fetchxor_##sfx(shared void *ptr, type op);                           \
    type bupc_atomic##T##_fetchnot_##sfx(shared void *ptr);
PGAS_BUPC_ATOMIC_FAMILY(I32, int32_t, relaxed)
PGAS_BUPC_ATOMIC_FAMILY(I32, int32_t, strict)
PGAS_BUPC_ATOMIC_FAMILY(U32, uint32_t, relaxed)
PGAS_BUPC_ATOMIC_FAMILY(U32, uint32_t, strict)
PGAS_BUPC_ATOMIC_FAMILY(I64, int64_t, relaxed)
PGAS_BUPC_ATOMIC_FAMILY(I64, int64_t, strict)
PGAS_BUPC_ATOMIC_FAMILY(U64, uint64_t, relaxed)
PGAS_BUPC_ATOMIC_FAMILY(U64, uint64_t, strict)
#undef PGAS_BUPC_ATOMIC_FAMILY

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

/* Lets the runtime make progress on communication (nothing needs it here). */
void bupc_poll(void);

/* ---- the older names of the non-blocking transfers (upc_nb.h) ---- */
#define bupc_handle_t upc_handle_t
#define BUPC_COMPLETE_HANDLE UPC_COMPLETE_HANDLE
#define bupc_memcpy_async upc_memcpy_nb
#define bupc_memget_async upc_memget_nb
#define bupc_memput_async upc_memput_nb
#define bupc_waitsync upc_sync
#define bupc_trysync upc_sync_attempt

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

#endif
