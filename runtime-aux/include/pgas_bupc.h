/* pgas_bupc.h - the parts of bupc_extensions.h written once for both runtimes: the timer's
   measures over their tick timer, the semaphores over their own 64-bit atomics. The including
   file defines, before including it:
     SEM_TICKS_NOW()         upc_ticks_now
     SEM_TICKS_TO_NS(t)      upc_ticks_to_ns
     SEM_PTR                 its pointer-to-shared type
     SEM_NAME(name)          the name of the library function `name` (bupc_sem_post …)
     SEM_ALLOC(bytes)        allocation with affinity to this thread (upc_alloc)
     SEM_FREE(p)             upc_free
     SEM_AT(p, k)            p advanced by k bytes (same thread)
     SEM_READ(p)             atomic read of the int64_t at p
     SEM_SET(p, v)           atomic write
     SEM_CSWAP(p, old, new)  atomic compare-and-swap, returns the old value
     SEM_ADD(p, n)           atomic fetch-and-add
     SEM_MEMPUT(d, s, n)     upc_memput, complete (visible to others) on return
     SEM_POLL()              lets other threads' traffic progress while waiting
     SEM_ERROR(msg)          a runtime error naming msg (does not return)
   A semaphore is 16 bytes on the allocating thread: its value, then its flags. Part of
   pgas-xlate. */
#ifndef PGAS_BUPC_H
#define PGAS_BUPC_H

#include <sched.h>
#include <stdint.h>

/* The smallest non-zero difference between two readings, and the mean cost of one reading. */
double SEM_NAME(bupc_tick_granularityus)(void)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 100; i++) {
        uint64_t a = SEM_TICKS_NOW(), b;
        while ((b = SEM_TICKS_NOW()) == a)
            ;
        if (b - a < best)
            best = b - a;
    }
    return (double)SEM_TICKS_TO_NS(best) / 1000.0;
}

double SEM_NAME(bupc_tick_overheadus)(void)
{
    enum { N = 10000 };
    uint64_t start = SEM_TICKS_NOW(), end = start;
    for (int i = 0; i < N; i++)
        end = SEM_TICKS_NOW();
    return (double)SEM_TICKS_TO_NS(end - start) / 1000.0 / N;
}

#define PGAS_SEM_BOOLEAN 1 /* BUPC_SEM_BOOLEAN */
#define PGAS_SEM_MAX 2147483647

SEM_PTR SEM_NAME(bupc_sem_alloc)(int flags)
{
    SEM_PTR s = SEM_ALLOC(2 * sizeof(int64_t));
    SEM_SET(s, 0);
    SEM_SET(SEM_AT(s, sizeof(int64_t)), (int64_t)flags);
    return s;
}

void SEM_NAME(bupc_sem_free)(SEM_PTR s)
{
    SEM_FREE(s);
}

void SEM_NAME(bupc_sem_postN)(SEM_PTR s, size_t n)
{
    if (n > PGAS_SEM_MAX)
        SEM_ERROR("bupc_sem_postN: more than BUPC_SEM_MAXVALUE");
    if (SEM_READ(SEM_AT(s, sizeof(int64_t))) & PGAS_SEM_BOOLEAN) {
        if (n > 1)
            SEM_ERROR("bupc_sem_postN: more than 1 on a boolean semaphore");
        if (n == 1)
            SEM_SET(s, 1);
        return;
    }
    if (SEM_ADD(s, (int64_t)n) + (int64_t)n > PGAS_SEM_MAX)
        SEM_ERROR("bupc_sem_post: the value exceeds BUPC_SEM_MAXVALUE");
}

void SEM_NAME(bupc_sem_post)(SEM_PTR s)
{
    SEM_NAME(bupc_sem_postN)(s, 1);
}

int SEM_NAME(bupc_sem_tryN)(SEM_PTR s, size_t n)
{
    int64_t v = SEM_READ(s);
    while (v >= (int64_t)n) {
        int64_t seen = SEM_CSWAP(s, v, v - (int64_t)n);
        if (seen == v)
            return 1;
        v = seen;
    }
    return 0;
}

int SEM_NAME(bupc_sem_try)(SEM_PTR s)
{
    return SEM_NAME(bupc_sem_tryN)(s, 1);
}

void SEM_NAME(bupc_sem_waitN)(SEM_PTR s, size_t n)
{
    if (n > PGAS_SEM_MAX)
        SEM_ERROR("bupc_sem_waitN: more than BUPC_SEM_MAXVALUE");
    for (unsigned spins = 0; !SEM_NAME(bupc_sem_tryN)(s, n); spins++) {
        SEM_POLL();
        if (spins > 64)
            sched_yield();
    }
}

void SEM_NAME(bupc_sem_wait)(SEM_PTR s)
{
    SEM_NAME(bupc_sem_waitN)(s, 1);
}

void SEM_NAME(bupc_memput_signal)(SEM_PTR dst, const void *src, size_t nbytes, SEM_PTR s,
                                  size_t n)
{
    SEM_MEMPUT(dst, src, nbytes);
    SEM_NAME(bupc_sem_postN)(s, n);
}

void SEM_NAME(bupc_memput_signal_async)(SEM_PTR dst, const void *src, size_t nbytes, SEM_PTR s,
                                        size_t n)
{
    SEM_NAME(bupc_memput_signal)(dst, src, nbytes, s, n);
}

#endif
