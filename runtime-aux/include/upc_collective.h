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
   and UPC_NONCOMM_FUNC. One function per element type T. */
void upc_all_reduceC(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, signed char (*func)(signed char, signed char), upc_flag_t flags);
void upc_all_prefix_reduceC(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, signed char (*func)(signed char, signed char), upc_flag_t flags);
void upc_all_reduceUC(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned char (*func)(unsigned char, unsigned char), upc_flag_t flags);
void upc_all_prefix_reduceUC(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned char (*func)(unsigned char, unsigned char), upc_flag_t flags);
void upc_all_reduceS(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, short (*func)(short, short), upc_flag_t flags);
void upc_all_prefix_reduceS(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, short (*func)(short, short), upc_flag_t flags);
void upc_all_reduceUS(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned short (*func)(unsigned short, unsigned short), upc_flag_t flags);
void upc_all_prefix_reduceUS(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned short (*func)(unsigned short, unsigned short), upc_flag_t flags);
void upc_all_reduceI(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, int (*func)(int, int), upc_flag_t flags);
void upc_all_prefix_reduceI(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, int (*func)(int, int), upc_flag_t flags);
void upc_all_reduceUI(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned int (*func)(unsigned int, unsigned int), upc_flag_t flags);
void upc_all_prefix_reduceUI(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned int (*func)(unsigned int, unsigned int), upc_flag_t flags);
void upc_all_reduceL(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, long (*func)(long, long), upc_flag_t flags);
void upc_all_prefix_reduceL(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, long (*func)(long, long), upc_flag_t flags);
void upc_all_reduceUL(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned long (*func)(unsigned long, unsigned long), upc_flag_t flags);
void upc_all_prefix_reduceUL(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, unsigned long (*func)(unsigned long, unsigned long), upc_flag_t flags);
void upc_all_reduceF(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, float (*func)(float, float), upc_flag_t flags);
void upc_all_prefix_reduceF(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, float (*func)(float, float), upc_flag_t flags);
void upc_all_reduceD(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, double (*func)(double, double), upc_flag_t flags);
void upc_all_prefix_reduceD(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, double (*func)(double, double), upc_flag_t flags);
void upc_all_reduceLD(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, long double (*func)(long double, long double), upc_flag_t flags);
void upc_all_prefix_reduceLD(shared void *dst, shared const void *src, upc_op_t op, size_t nelems,
                     size_t blk_size, long double (*func)(long double, long double), upc_flag_t flags);

#endif
