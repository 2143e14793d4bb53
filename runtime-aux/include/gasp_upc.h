/* gasp_upc.h - the events pgas-xlate's UPC backends report through GASP, with their arguments.
   Event numbers are this implementation's own: tools use the symbolic names. C events count
   from 1, UPC events from 1000, user events take GASP_UPC_USEREVT_START..END.
   Pointers to shared data are passed with one extra level of indirection (gasp_upc_PTS_t *),
   as are locks (gasp_upc_lock_t *). Part of pgas-xlate. */
#ifndef PGAS_GASP_UPC_H
#define PGAS_GASP_UPC_H

#include <gasp.h>

#define GASP_UPC_VERSION 1

/* Opaque types: dereference them only through UPC code. */
typedef void gasp_upc_PTS_t;
typedef void gasp_upc_lock_t;
typedef unsigned long gasp_upc_nb_handle_t;
/* Handle of a non-blocking operation that completed during its initiation. */
#define GASP_NB_TRIVIAL ((gasp_upc_nb_handle_t)0)

/* Element types of the reductions. */
typedef enum {
    GASP_UPC_REDUCTION_C,
    GASP_UPC_REDUCTION_UC,
    GASP_UPC_REDUCTION_S,
    GASP_UPC_REDUCTION_US,
    GASP_UPC_REDUCTION_I,
    GASP_UPC_REDUCTION_UI,
    GASP_UPC_REDUCTION_L,
    GASP_UPC_REDUCTION_UL,
    GASP_UPC_REDUCTION_F,
    GASP_UPC_REDUCTION_D,
    GASP_UPC_REDUCTION_LD
} gasp_upc_reduction_t;

/* C events. */
#define GASP_C_FUNC     1 /* start, end: const char *funcsig */
#define GASP_C_MALLOC   2 /* start: size_t nbytes; end: size_t nbytes, void *returnptr */
#define GASP_C_REALLOC  3 /* start: void *ptr, size_t size; end: void *ptr, size_t size, void *returnptr */
#define GASP_C_FREE     4 /* start, end: void *ptr */

/* Exit events. */
#define GASP_UPC_COLLECTIVE_EXIT    1000 /* start, end: int status */
#define GASP_UPC_NONCOLLECTIVE_EXIT 1001 /* atomic: int status */

/* Synchronisation events: named is nonzero when the statement has an expression, expr its value. */
#define GASP_UPC_NOTIFY  1010 /* start, end: int named, int expr */
#define GASP_UPC_WAIT    1011 /* start, end: int named, int expr */
#define GASP_UPC_BARRIER 1012 /* start, end: int named, int expr */
#define GASP_UPC_FENCE   1013 /* start, end: (none) */

/* Work sharing. */
#define GASP_UPC_FORALL  1020 /* start, end: (none) */

/* Library events. */
#define GASP_UPC_GLOBAL_ALLOC      1030 /* start: size_t nblocks, size_t nbytes; end: the same, gasp_upc_PTS_t *newshrd_ptr */
#define GASP_UPC_ALL_ALLOC         1031 /* start: size_t nblocks, size_t nbytes; end: the same, gasp_upc_PTS_t *newshrd_ptr */
#define GASP_UPC_ALLOC             1032 /* start: size_t nbytes; end: size_t nbytes, gasp_upc_PTS_t *newshrd_ptr */
#define GASP_UPC_FREE              1033 /* start, end: gasp_upc_PTS_t *shrd_ptr */
#define GASP_UPC_GLOBAL_LOCK_ALLOC 1034 /* start: (none); end: gasp_upc_lock_t *lck */
#define GASP_UPC_ALL_LOCK_ALLOC    1035 /* start: (none); end: gasp_upc_lock_t *lck */
#define GASP_UPC_LOCK_FREE         1036 /* start, end: gasp_upc_lock_t *lck */
#define GASP_UPC_LOCK              1037 /* start, end: gasp_upc_lock_t *lck */
#define GASP_UPC_LOCK_ATTEMPT      1038 /* start: gasp_upc_lock_t *lck; end: gasp_upc_lock_t *lck, int result */
#define GASP_UPC_UNLOCK            1039 /* start, end: gasp_upc_lock_t *lck */
#define GASP_UPC_MEMCPY            1040 /* start, end: gasp_upc_PTS_t *dst, gasp_upc_PTS_t *src, size_t n */
#define GASP_UPC_MEMGET            1041 /* start, end: void *dst, gasp_upc_PTS_t *src, size_t n */
#define GASP_UPC_MEMPUT            1042 /* start, end: gasp_upc_PTS_t *dst, void *src, size_t n */
#define GASP_UPC_MEMSET            1043 /* start, end: gasp_upc_PTS_t *dst, int c, size_t n */

/* Blocking accesses to shared variables. */
#define GASP_UPC_GET 1050 /* start, end: int is_relaxed, void *dst, gasp_upc_PTS_t *src, size_t n */
#define GASP_UPC_PUT 1051 /* start, end: int is_relaxed, gasp_upc_PTS_t *dst, void *src, size_t n */

/* Non-blocking accesses. */
#define GASP_UPC_NB_GET_INIT 1060 /* start: int is_relaxed, void *dst, gasp_upc_PTS_t *src, size_t n; end: the same, gasp_upc_nb_handle_t handle */
#define GASP_UPC_NB_GET_DATA 1061 /* start, end: gasp_upc_nb_handle_t handle */
#define GASP_UPC_NB_PUT_INIT 1062 /* start: int is_relaxed, gasp_upc_PTS_t *dst, void *src, size_t n; end: the same, gasp_upc_nb_handle_t handle */
#define GASP_UPC_NB_PUT_DATA 1063 /* start, end: gasp_upc_nb_handle_t handle */
#define GASP_UPC_NB_SYNC     1064 /* start, end: gasp_upc_nb_handle_t handle */

/* Collectives. */
#define GASP_UPC_ALL_BROADCAST     1070 /* start, end: gasp_upc_PTS_t *dst, gasp_upc_PTS_t *src, size_t nbytes, int upc_flags */
#define GASP_UPC_ALL_SCATTER       1071 /* as broadcast */
#define GASP_UPC_ALL_GATHER        1072 /* as broadcast */
#define GASP_UPC_ALL_GATHER_ALL    1073 /* as broadcast */
#define GASP_UPC_ALL_EXCHANGE      1074 /* as broadcast */
#define GASP_UPC_ALL_PERMUTE       1075 /* start, end: gasp_upc_PTS_t *dst, gasp_upc_PTS_t *src, gasp_upc_PTS_t *perm, size_t nbytes, int upc_flags */
#define GASP_UPC_ALL_REDUCE        1076 /* start, end: gasp_upc_PTS_t *dst, gasp_upc_PTS_t *src, int upc_op, size_t nelems, size_t blk_size, void *func, int upc_flags, gasp_upc_reduction_t type */
#define GASP_UPC_ALL_PREFIX_REDUCE 1077 /* as reduce */

/* User events (pupc_create_event) take numbers in this range. */
#define GASP_UPC_USEREVT_START 100000
#define GASP_UPC_USEREVT_END   199999

#endif
