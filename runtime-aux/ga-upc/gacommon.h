/* gacommon.h - constants and scalar types of the Global Arrays C interface, for the
   GA-on-UPC library of pgas-xlate (runtime-aux/ga-upc). The numeric values of the type
   codes are those of GA 5.8, so that programs that print or store them see the same
   numbers. Plain C: included by ga.h and macdecls.h. */
#ifndef GAUPC_GACOMMON_H
#define GAUPC_GACOMMON_H

#define GA_MAX_DIM 7

#define GA_VERSION_MAJOR 5
#define GA_VERSION_MINOR 8
#define GA_VERSION_PATCH 0

#define MA_FALSE 0
#define MA_TRUE 1
#define MA_DEFAULT_SPACE (-1)
#define MA_NAMESIZE 32

/* Type codes (the memory allocator's, shared with GA). */
#define MT_BASE 1000
#define MT_C_CHAR (MT_BASE + 0)
#define MT_C_INT (MT_BASE + 1)
#define MT_C_LONGINT (MT_BASE + 2)
#define MT_C_FLOAT (MT_BASE + 3)
#define MT_C_DBL (MT_BASE + 4)
#define MT_C_LDBL (MT_BASE + 5)
#define MT_C_SCPL (MT_BASE + 6)
#define MT_C_DCPL (MT_BASE + 7)
#define MT_C_LDCPL (MT_BASE + 8)
#define MT_F_BYTE (MT_BASE + 9)
#define MT_F_INT (MT_BASE + 10)
#define MT_F_LOG (MT_BASE + 11)
#define MT_F_REAL (MT_BASE + 12)
#define MT_F_DBL (MT_BASE + 13)
#define MT_F_SCPL (MT_BASE + 14)
#define MT_F_DCPL (MT_BASE + 15)
#define MT_C_LONGLONG (MT_BASE + 16)
#define MT_FIRST MT_C_CHAR
#define MT_LAST MT_C_LONGLONG
#define MT_NUMTYPES (MT_LAST - MT_FIRST + 1)

#define C_CHAR MT_C_CHAR
#define C_INT MT_C_INT
#define C_LONG MT_C_LONGINT
#define C_LONGLONG MT_C_LONGLONG
#define C_FLOAT MT_C_FLOAT
#define C_DBL MT_C_DBL
#define C_LDBL MT_C_LDBL
#define C_SCPL MT_C_SCPL
#define C_DCPL MT_C_DCPL
#define C_LDCPL MT_C_LDCPL

#define F_BYTE MT_F_BYTE
#define F_INT MT_F_INT
#define F_LOG MT_F_LOG
#define F_REAL MT_F_REAL
#define F_DBL MT_F_DBL
#define F_SCPL MT_F_SCPL
#define F_DCPL MT_F_DCPL

/* Scalar types of the interface (Fortran INTEGER is a C long here, as in GA's default build). */
typedef long Integer;
typedef float Real;
typedef double DoublePrecision;
typedef Integer logical;
typedef Integer Logical;
typedef long intp;

typedef struct {
    DoublePrecision real;
    DoublePrecision imag;
} DoubleComplex;

typedef struct {
    Real real;
    Real imag;
} SingleComplex;

#endif
