/* pgas_collective_api.h - the C declarations of the UPC collective library (upc_collective.h) as
   translated code calls it (runtime-aux/include/pgas_collective_impl.h), shared by both
   runtimes. The including header defines PGAS_COLL_API_PTR, its pointer-to-shared type, and
   PGAS_COLL_API_FN(name), its spelling of the function upc_<name>, first. upc_op_t is an
   unsigned long, upc_flag_t an int. */
#ifndef PGAS_COLLECTIVE_API_H
#define PGAS_COLLECTIVE_API_H

#include <stddef.h>

void PGAS_COLL_API_FN(all_broadcast)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, size_t nbytes, int flags);
void PGAS_COLL_API_FN(all_scatter)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, size_t nbytes, int flags);
void PGAS_COLL_API_FN(all_gather)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, size_t nbytes, int flags);
void PGAS_COLL_API_FN(all_gather_all)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, size_t nbytes, int flags);
void PGAS_COLL_API_FN(all_exchange)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, size_t nbytes, int flags);
void PGAS_COLL_API_FN(all_permute)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, PGAS_COLL_API_PTR perm,
                                   size_t nbytes, int flags);

#define PGAS_COLL_API_REDUCE(S, T)                                                            \
    void PGAS_COLL_API_FN(all_reduce##S)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src, unsigned long op, \
                                         size_t nelems, size_t blk_size, T (*func)(T, T), int flags); \
    void PGAS_COLL_API_FN(all_prefix_reduce##S)(PGAS_COLL_API_PTR dst, PGAS_COLL_API_PTR src,           \
                                                unsigned long op, size_t nelems, size_t blk_size,      \
                                                T (*func)(T, T), int flags);
PGAS_COLL_API_REDUCE(C, signed char)
PGAS_COLL_API_REDUCE(UC, unsigned char)
PGAS_COLL_API_REDUCE(S, short)
PGAS_COLL_API_REDUCE(US, unsigned short)
PGAS_COLL_API_REDUCE(I, int)
PGAS_COLL_API_REDUCE(UI, unsigned int)
PGAS_COLL_API_REDUCE(L, long)
PGAS_COLL_API_REDUCE(UL, unsigned long)
PGAS_COLL_API_REDUCE(F, float)
PGAS_COLL_API_REDUCE(D, double)
PGAS_COLL_API_REDUCE(LD, long double)
#undef PGAS_COLL_API_REDUCE

#endif
