/* upcr_collective.h - the UPC collective library as translated UPC code calls it: every
   pointer-to-shared is a upcr_shared_ptr_t, upc_op_t an unsigned long, upc_flag_t an int. */
#ifndef PGAS_UPCR_COLLECTIVE_H
#define PGAS_UPCR_COLLECTIVE_H

#include <stdio.h>
#include "upcr.h"

void upc_all_broadcast(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags);
void upc_all_scatter(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags);
void upc_all_gather(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags);
void upc_all_gather_all(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags);
void upc_all_exchange(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, size_t nbytes, int flags);
void upc_all_permute(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, upcr_shared_ptr_t perm, size_t nbytes, int flags);

void upc_all_reduceC(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, signed char (*func)(signed char, signed char), int flags);
void upc_all_prefix_reduceC(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, signed char (*func)(signed char, signed char), int flags);
void upc_all_reduceUC(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned char (*func)(unsigned char, unsigned char), int flags);
void upc_all_prefix_reduceUC(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned char (*func)(unsigned char, unsigned char), int flags);
void upc_all_reduceS(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, short (*func)(short, short), int flags);
void upc_all_prefix_reduceS(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, short (*func)(short, short), int flags);
void upc_all_reduceUS(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned short (*func)(unsigned short, unsigned short), int flags);
void upc_all_prefix_reduceUS(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned short (*func)(unsigned short, unsigned short), int flags);
void upc_all_reduceI(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, int (*func)(int, int), int flags);
void upc_all_prefix_reduceI(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, int (*func)(int, int), int flags);
void upc_all_reduceUI(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned int (*func)(unsigned int, unsigned int), int flags);
void upc_all_prefix_reduceUI(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned int (*func)(unsigned int, unsigned int), int flags);
void upc_all_reduceL(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, long (*func)(long, long), int flags);
void upc_all_prefix_reduceL(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, long (*func)(long, long), int flags);
void upc_all_reduceUL(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned long (*func)(unsigned long, unsigned long), int flags);
void upc_all_prefix_reduceUL(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, unsigned long (*func)(unsigned long, unsigned long), int flags);
void upc_all_reduceF(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, float (*func)(float, float), int flags);
void upc_all_prefix_reduceF(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, float (*func)(float, float), int flags);
void upc_all_reduceD(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, double (*func)(double, double), int flags);
void upc_all_prefix_reduceD(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, double (*func)(double, double), int flags);
void upc_all_reduceLD(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, long double (*func)(long double, long double), int flags);
void upc_all_prefix_reduceLD(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, unsigned long op, size_t nelems, size_t blk, long double (*func)(long double, long double), int flags);

#endif
