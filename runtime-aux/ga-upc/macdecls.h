/* macdecls.h - the memory allocator (MA) C interface of Global Arrays, implemented by
   pgas-xlate's GA-on-UPC library (ma.upc). Private, per-process memory: a heap and a stack
   carved out of one region sized by MA_init, with handles, as MA defines them. */
#ifndef GAUPC_MACDECLS_H
#define GAUPC_MACDECLS_H

#include "gacommon.h"

#define MT_CHAR MT_C_CHAR
#define MT_INT MT_C_INT
#define MT_LONGINT MT_C_LONGINT
#define MT_LONGLONG MT_C_LONGLONG
#define MT_REAL MT_C_FLOAT
#define MT_DBL MT_C_DBL
#define MT_LDBL MT_C_LDBL
#define MT_SCPL MT_C_SCPL
#define MT_DCPL MT_C_DCPL
#define MT_LDCPL MT_C_LDCPL
#define MT_C_FIRST MT_CHAR
#define MT_C_LAST MT_LDCPL

typedef Integer Boolean;
typedef char *Pointer;
typedef long double MA_LongDouble;
typedef struct {
    float dummy[2];
} MA_SingleComplex;
typedef struct {
    double dummy[2];
} MA_DoubleComplex;
typedef struct {
    double dummy[4];
} MA_LongDoubleComplex;
typedef long MA_AccessIndex;

Boolean MA_init(Integer datatype, Integer nominal_stack, Integer nominal_heap);
Boolean MA_initialized(void);
Boolean MA_alloc_get(Integer datatype, Integer nelem, const char *name, Integer *memhandle, MA_AccessIndex *index);
Boolean MA_allocate_heap(Integer datatype, Integer nelem, const char *name, Integer *memhandle);
Boolean MA_free_heap(Integer memhandle);
Boolean MA_push_get(Integer datatype, Integer nelem, const char *name, Integer *memhandle, MA_AccessIndex *index);
Boolean MA_push_stack(Integer datatype, Integer nelem, const char *name, Integer *memhandle);
Boolean MA_pop_stack(Integer memhandle);
Boolean MA_chop_stack(Integer memhandle);
Boolean MA_get_index(Integer memhandle, MA_AccessIndex *index);
Boolean MA_get_pointer(Integer memhandle, void *pointer);
Pointer MA_get_mbase(Integer datatype);
Integer MA_inquire_avail(Integer datatype);
Integer MA_inquire_heap(Integer datatype);
Integer MA_inquire_stack(Integer datatype);
Integer MA_sizeof(Integer datatype1, Integer nelem1, Integer datatype2);
Integer MA_sizeof_overhead(Integer datatype);
Boolean MA_set_auto_verify(Boolean value);
Boolean MA_set_error_print(Boolean value);
Boolean MA_set_hard_fail(Boolean value);
Boolean MA_verify_allocator_stuff(void);
void MA_summarize_allocated_blocks(void);
void MA_print_stats(Boolean printroutines);
void MA_trace(Boolean value);

/* Base arrays of the C types: an MA index is an element index relative to these. */
extern char ma_cb_char[];
extern int ma_cb_int[];
extern long ma_cb_long[];
extern long long ma_cb_longlong[];
extern float ma_cb_float[];
extern double ma_cb_dbl[];
extern MA_LongDouble ma_cb_ldbl[];
extern MA_SingleComplex ma_cb_scpl[];
extern MA_DoubleComplex ma_cb_dcpl[];
extern MA_LongDoubleComplex ma_cb_ldcpl[];

#endif
