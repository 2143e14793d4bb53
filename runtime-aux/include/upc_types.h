/* upc_types.h - types shared by the UPC 1.3 libraries: reduction/atomic operations, element
   type codes and synchronisation flags. Part of pgas-xlate. */
#ifndef PGAS_UPC_TYPES_H
#define PGAS_UPC_TYPES_H

#include <stddef.h>

/* Operations of the collective reductions and of the atomic library (one bit each). */
typedef unsigned long upc_op_t;
#define UPC_ADD         ((upc_op_t)1 << 0)
#define UPC_MULT        ((upc_op_t)1 << 1)
#define UPC_AND         ((upc_op_t)1 << 2)
#define UPC_OR          ((upc_op_t)1 << 3)
#define UPC_XOR         ((upc_op_t)1 << 4)
#define UPC_LOGAND      ((upc_op_t)1 << 5)
#define UPC_LOGOR       ((upc_op_t)1 << 6)
#define UPC_MIN         ((upc_op_t)1 << 7)
#define UPC_MAX         ((upc_op_t)1 << 8)
#define UPC_FUNC        ((upc_op_t)1 << 9)
#define UPC_NONCOMM_FUNC ((upc_op_t)1 << 10)
#define UPC_GET         ((upc_op_t)1 << 11)
#define UPC_SET         ((upc_op_t)1 << 12)
#define UPC_CSWAP       ((upc_op_t)1 << 13)
#define UPC_SUB         ((upc_op_t)1 << 14)
#define UPC_INC         ((upc_op_t)1 << 15)
#define UPC_DEC         ((upc_op_t)1 << 16)

/* Element type codes. */
typedef int upc_type_t;
#define UPC_CHAR    1
#define UPC_UCHAR   2
#define UPC_SHORT   3
#define UPC_USHORT  4
#define UPC_INT     5
#define UPC_UINT    6
#define UPC_LONG    7
#define UPC_ULONG   8
#define UPC_LLONG   9
#define UPC_ULLONG  10
#define UPC_INT8    11
#define UPC_UINT8   12
#define UPC_INT16   13
#define UPC_UINT16  14
#define UPC_INT32   15
#define UPC_UINT32  16
#define UPC_INT64   17
#define UPC_UINT64  18
#define UPC_FLOAT   19
#define UPC_DOUBLE  20
#define UPC_LDOUBLE 21
#define UPC_PTS     22

/* Synchronisation modes of the collective functions (one IN and one OUT mode may be or-ed). */
typedef int upc_flag_t;
#define UPC_IN_NOSYNC    (1 << 0)
#define UPC_IN_MYSYNC    (1 << 1)
#define UPC_IN_ALLSYNC   0
#define UPC_OUT_NOSYNC   (1 << 2)
#define UPC_OUT_MYSYNC   (1 << 3)
#define UPC_OUT_ALLSYNC  0

#endif
