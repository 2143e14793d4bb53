/* upc_collective.h - the UPC 1.3 collective library: relocalisation (broadcast, scatter,
   gather, gather_all, exchange, permute) and computational (reduce, prefix_reduce) collectives.
   Part of pgas-xlate. */
#ifndef PGAS_UPC_COLLECTIVE_H
#define PGAS_UPC_COLLECTIVE_H

#include <stdlib.h>
#include <upc_types.h>

void upc_all_broadcast(shared void *dst, shared const void *src, size_t nbytes, upc_flag_t flags);
void upc_all_scatter(shared void *dst, shared const void *src, size_t nbytes, upc_flag_t flags);
void upc_all_gather(shared void *dst, shared const void *src, size_t nbytes, upc_flag_t flags);
void upc_all_gather_all(shared void *dst, shared const void *src, size_t nbytes, upc_flag_t flags);
void upc_all_exchange(shared void *dst, shared const void *src, size_t nbytes, upc_flag_t flags);
void upc_all_permute(shared void *dst, shared const void *src, shared const int *perm, size_t nbytes,
                     upc_flag_t flags);

/* Reductions of nelems elements of src (block size blk_size) with op; func is used for UPC_FUNC
   and UPC_NONCOMM_FUNC. One function per element type T, suffix S: upc_all_reduceS and
   upc_all_prefix_reduceS. */
#define PGAS_UPC_REDUCE(S, T)                                                                  \
    void upc_all_reduce##S(shared void *dst, shared const void *src, upc_op_t op, size_t nelems, \
                           size_t blk_size, T (*func)(T, T), upc_flag_t flags);                \
    void upc_all_prefix_reduce##S(shared void *dst, shared const void *src, upc_op_t op,       \
                                  size_t nelems, size_t blk_size, T (*func)(T, T),             \
                                  upc_flag_t flags);
PGAS_UPC_REDUCE(C, signed char)
PGAS_UPC_REDUCE(UC, unsigned char)
PGAS_UPC_REDUCE(S, short)
PGAS_UPC_REDUCE(US, unsigned short)
PGAS_UPC_REDUCE(I, int)
PGAS_UPC_REDUCE(UI, unsigned int)
PGAS_UPC_REDUCE(L, long)
PGAS_UPC_REDUCE(UL, unsigned long)
PGAS_UPC_REDUCE(F, float)
PGAS_UPC_REDUCE(D, double)
PGAS_UPC_REDUCE(LD, long double)
#undef PGAS_UPC_REDUCE

/* bupc_all_reduce_all<T>(dst, src, op, nelems, blk_size, func, flags): the reduction of
   upc_all_reduce<T>, its result written on every thread, where upc_all_broadcast would write a
   block of sizeof(T) bytes from dst (thread t's copy at the same place of its data as dst's on
   its own thread, t counted from dst's). A reduction into a scratch element (upc_all_alloc),
   then a broadcast of it: the IN part of flags applies, the call returns as with
   UPC_OUT_ALLSYNC. Needs upc.h (upc_all_alloc, upc_all_free). */
#define PGAS_BUPC_REDUCE_ALL(T, reduce, dst, src, op, nelems, blk_size, func, flags)          \
    do {                                                                                       \
        shared T *pgas_reduce_all_tmp = (shared T *)upc_all_alloc(1, sizeof(T));               \
        reduce(pgas_reduce_all_tmp, (src), (op), (nelems), (blk_size), (func),                 \
               (flags) & (UPC_IN_NOSYNC | UPC_IN_MYSYNC));                                     \
        upc_all_broadcast((dst), pgas_reduce_all_tmp, sizeof(T),                               \
                          UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);                                   \
        upc_all_free(pgas_reduce_all_tmp);                                                     \
    } while (0)
#define bupc_all_reduce_allC(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(signed char, upc_all_reduceC, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allUC(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(unsigned char, upc_all_reduceUC, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allS(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(short, upc_all_reduceS, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allUS(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(unsigned short, upc_all_reduceUS, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allI(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(int, upc_all_reduceI, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allUI(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(unsigned int, upc_all_reduceUI, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allL(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(long, upc_all_reduceL, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allUL(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(unsigned long, upc_all_reduceUL, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allF(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(float, upc_all_reduceF, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allD(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(double, upc_all_reduceD, d, s, op, n, b, f, fl)
#define bupc_all_reduce_allLD(d, s, op, n, b, f, fl) PGAS_BUPC_REDUCE_ALL(long double, upc_all_reduceLD, d, s, op, n, b, f, fl)

#endif
