#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
#include <gasp_upc.h>
#define UPCGA_GASP_LOCAL 1
#include <upcga_gasp.h>
static const int upcga_gasp_entry_coll_reduce __attribute__((used, section("upcga_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/coll_reduce.upc"
/* coll_reduce.upc - upc_all_reduceT for T = I, UI, L, UL, F, D, C: ADD, MULT, MIN, MAX, AND, OR, XOR, LOGAND, LOGOR, UPC_FUNC and UPC_NONCOMM_FUNC, blocked sources, partial counts. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int iv[6 * THREADS]`: a GA array (one row per thread); this thread's part is iv_local. */
int g_iv;
int *iv_local;
/* `&iv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t iv_ref(long i) {
    upcga_ptr_t p = { g_iv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [3] long lv[6 * THREADS]`: a GA array (one row per thread); this thread's part is lv_local. */
int g_lv;
long *lv_local;
/* `&lv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lv_ref(long i) {
    upcga_ptr_t p = { g_lv, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(long), i % 3 };
    return p;
}
/* `shared [6] unsigned long ulv[6 * THREADS]`: a GA array (one row per thread); this thread's part is ulv_local. */
int g_ulv;
unsigned long *ulv_local;
/* `&ulv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ulv_ref(long i) {
    upcga_ptr_t p = { g_ulv, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(unsigned long), i % 6 };
    return p;
}
/* `shared float fv[6 * THREADS]`: a GA array (one row per thread); this thread's part is fv_local. */
int g_fv;
float *fv_local;
/* `&fv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fv_ref(long i) {
    upcga_ptr_t p = { g_fv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(float), 0 };
    return p;
}
/* `shared [2] double dv[6 * THREADS]`: a GA array (one row per thread); this thread's part is dv_local. */
int g_dv;
double *dv_local;
/* `&dv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dv_ref(long i) {
    upcga_ptr_t p = { g_dv, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(double), i % 2 };
    return p;
}
/* `shared unsigned int uiv[6 * THREADS]`: a GA array (one row per thread); this thread's part is uiv_local. */
int g_uiv;
unsigned int *uiv_local;
/* `&uiv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t uiv_ref(long i) {
    upcga_ptr_t p = { g_uiv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned int), 0 };
    return p;
}
/* `shared char cv[6 * THREADS]`: a GA array (one row per thread); this thread's part is cv_local. */
int g_cv;
char *cv_local;
/* `&cv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cv_ref(long i) {
    upcga_ptr_t p = { g_cv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(char), 0 };
    return p;
}
/* `shared long lres[5]`: a GA array (one row per thread); this thread's part is lres_local. */
int g_lres;
long *lres_local;
/* `&lres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lres_ref(long i) {
    upcga_ptr_t p = { g_lres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared unsigned long ulres[3]`: a GA array (one row per thread); this thread's part is ulres_local. */
int g_ulres;
unsigned long *ulres_local;
/* `&ulres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ulres_ref(long i) {
    upcga_ptr_t p = { g_ulres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned long), 0 };
    return p;
}
/* `shared int ires[2]`: a GA array (one row per thread); this thread's part is ires_local. */
int g_ires;
int *ires_local;
/* `&ires[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ires_ref(long i) {
    upcga_ptr_t p = { g_ires, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared unsigned int uires[2]`: a GA array (one row per thread); this thread's part is uires_local. */
int g_uires;
unsigned int *uires_local;
/* `&uires[i]`: a pointer-to-shared. */
static inline upcga_ptr_t uires_ref(long i) {
    upcga_ptr_t p = { g_uires, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned int), 0 };
    return p;
}
/* `shared double dres[2]`: a GA array (one row per thread); this thread's part is dres_local. */
int g_dres;
double *dres_local;
/* `&dres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dres_ref(long i) {
    upcga_ptr_t p = { g_dres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared float fres[2]`: a GA array (one row per thread); this thread's part is fres_local. */
int g_fres;
float *fres_local;
/* `&fres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fres_ref(long i) {
    upcga_ptr_t p = { g_fres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(float), 0 };
    return p;
}
/* `shared char cres`: a GA array (on thread 0); this thread's part is cres_local. */
int g_cres;
char *cres_local;
/* `&cres`: a pointer-to-shared. */
static inline upcga_ptr_t cres_ref(void) {
    upcga_ptr_t p = { g_cres, 0, 0, 0 };
    return p;
}
/* `shared double on_last[THREADS]`: a GA array (one row per thread); this thread's part is on_last_local. */
int g_on_last;
double *on_last_local;
/* `&on_last[i]`: a pointer-to-shared. */
static inline upcga_ptr_t on_last_ref(long i) {
    upcga_ptr_t p = { g_on_last, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `&verdict`: a pointer-to-shared. */
static inline upcga_ptr_t verdict_ref(void) {
    upcga_ptr_t p = { g_verdict, 0, 0, 0 };
    return p;
}
#line 21 "samples/upc/coll_reduce.upc"
/* a result that lands on the last thread */


/* associative, not commutative */
#line 24 "samples/upc/coll_reduce.upc"
static long first_nonzero(long a, long b) {
#line 24 "samples/upc/coll_reduce.upc"
    return a != 0 ? a : b;
}
#line 25 "samples/upc/coll_reduce.upc"
static int larger(int a, int b) {
#line 25 "samples/upc/coll_reduce.upc"
    return a > b ? a : b;
}


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 6 * THREADS, errors = 0;

    {
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 33, 5);
#line 33 "samples/upc/coll_reduce.upc"
        {
#line 33 "samples/upc/coll_reduce.upc"
            int upcga_nested1 = upcga_forall_control;
            upcga_forall_control = 1;
#line 33 "samples/upc/coll_reduce.upc"
            i = 0;
#line 33 "samples/upc/coll_reduce.upc"
            if (!upcga_nested1)
                i = upcga_forall_first(i, 1);
#line 33 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1)) {
                ({ upcga_ptr_t upcga_pp = iv_ref(i); int upcga_pv = i % 7 - 3; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 34, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 34, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
                ({ upcga_ptr_t upcga_pp = fv_ref(i); float upcga_pv = (float)(n - i); upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 35, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 35, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
                ({ upcga_ptr_t upcga_pp = uiv_ref(i); unsigned int upcga_pv = 1u << i % 20; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 36, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 36, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
                ({ upcga_ptr_t upcga_pp = cv_ref(i); char upcga_pv = (signed char)(i % 5); upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 37, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 37, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
            }
#line 33 "samples/upc/coll_reduce.upc"
            upcga_forall_control = upcga_nested1;
        }
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 33, 5);
    }


    {
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 39, 5);
#line 39 "samples/upc/coll_reduce.upc"
        {
#line 39 "samples/upc/coll_reduce.upc"
            int upcga_nested2 = upcga_forall_control;
            upcga_forall_control = 1;
#line 39 "samples/upc/coll_reduce.upc"
            i = 0;
#line 39 "samples/upc/coll_reduce.upc"
            if (!upcga_nested2)
                i = upcga_forall_first(i, 3);
#line 39 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcga_nested2 ? i + 1 : upcga_forall_next(i, 3))
                /* the first nonzero value is lv[4] */
#line 40 "samples/upc/coll_reduce.upc"
                ({ upcga_ptr_t upcga_pp = lv_ref(i); long upcga_pv = i < 4 ? 0 : 3L * i - 20; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 40, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 40, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
#line 39 "samples/upc/coll_reduce.upc"
            upcga_forall_control = upcga_nested2;
        }
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 39, 5);
    }
#line 41 "samples/upc/coll_reduce.upc"
    {
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 41, 5);
#line 41 "samples/upc/coll_reduce.upc"
        {
#line 41 "samples/upc/coll_reduce.upc"
            int upcga_nested3 = upcga_forall_control;
            upcga_forall_control = 1;
#line 41 "samples/upc/coll_reduce.upc"
            i = 0;
#line 41 "samples/upc/coll_reduce.upc"
            if (!upcga_nested3)
                i = upcga_forall_first(i, 6);
#line 41 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcga_nested3 ? i + 1 : upcga_forall_next(i, 6))
                ({ upcga_ptr_t upcga_pp = ulv_ref(i); unsigned long upcga_pv = (unsigned long)(i % 3 + 1); upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 42, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 42, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
#line 41 "samples/upc/coll_reduce.upc"
            upcga_forall_control = upcga_nested3;
        }
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 41, 5);
    }
#line 43 "samples/upc/coll_reduce.upc"
    {
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 43, 5);
#line 43 "samples/upc/coll_reduce.upc"
        {
#line 43 "samples/upc/coll_reduce.upc"
            int upcga_nested4 = upcga_forall_control;
            upcga_forall_control = 1;
#line 43 "samples/upc/coll_reduce.upc"
            i = 0;
#line 43 "samples/upc/coll_reduce.upc"
            if (!upcga_nested4)
                i = upcga_forall_first(i, 2);
#line 43 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcga_nested4 ? i + 1 : upcga_forall_next(i, 2))
                ({ upcga_ptr_t upcga_pp = dv_ref(i); double upcga_pv = i * 0.5; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 44, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 44, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
#line 43 "samples/upc/coll_reduce.upc"
            upcga_forall_control = upcga_nested4;
        }
        gasp_event_notify(upcga_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 43, 5);
    }
#line 46 "samples/upc/coll_reduce.upc"
    ({ __auto_type upcga_arg0 = lres_ref(0); __auto_type upcga_arg1 = lv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)3; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 46, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); upcga_all_reduceL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 46, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcga_arg0 = lres_ref(1); __auto_type upcga_arg1 = lv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 8); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)3; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 47, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); upcga_all_reduceL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 47, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcga_arg0 = lres_ref(2); __auto_type upcga_arg1 = lv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 7); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)3; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 48, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); upcga_all_reduceL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 48, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcga_arg0 = lres_ref(3); __auto_type upcga_arg1 = lv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 10); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)3; __auto_type upcga_arg5 = first_nonzero; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 49, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); upcga_all_reduceL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 49, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcga_arg0 = lres_ref(4); __auto_type upcga_arg1 = lv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcga_arg3 = (unsigned long)(n - 2); __auto_type upcga_arg4 = (unsigned long)3; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 50, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); upcga_all_reduceL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 50, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_L); });
    /* all but the last two */
#line 51 "samples/upc/coll_reduce.upc"
    ({ __auto_type upcga_arg0 = ulres_ref(0); __auto_type upcga_arg1 = ulv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 1); __auto_type upcga_arg3 = (unsigned long)(n < 12 ? n : 12); __auto_type upcga_arg4 = (unsigned long)6; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 51, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UL); upcga_all_reduceUL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 51, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UL); });
    ({ __auto_type upcga_arg0 = ulres_ref(1); __auto_type upcga_arg1 = ulv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 3); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)6; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 52, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UL); upcga_all_reduceUL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 52, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UL); });
    ({ __auto_type upcga_arg0 = ulres_ref(2); __auto_type upcga_arg1 = ulv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 4); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)6; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 53, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UL); upcga_all_reduceUL(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 53, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UL); });
    ({ __auto_type upcga_arg0 = ires_ref(0); __auto_type upcga_arg1 = iv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 54, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_I); upcga_all_reduceI(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 54, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_I); });
    ({ __auto_type upcga_arg0 = ires_ref(1); __auto_type upcga_arg1 = iv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 9); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = larger; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 55, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_I); upcga_all_reduceI(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 55, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_I); });
    ({ __auto_type upcga_arg0 = uires_ref(0); __auto_type upcga_arg1 = uiv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 3); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 56, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UI); upcga_all_reduceUI(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 56, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UI); });
    ({ __auto_type upcga_arg0 = uires_ref(1); __auto_type upcga_arg1 = uiv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 2); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 57, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UI); upcga_all_reduceUI(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 57, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_UI); });
    ({ __auto_type upcga_arg0 = fres_ref(0); __auto_type upcga_arg1 = fv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 7); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 58, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_F); upcga_all_reduceF(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 58, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_F); });
    ({ __auto_type upcga_arg0 = fres_ref(1); __auto_type upcga_arg1 = fv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 59, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_F); upcga_all_reduceF(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 59, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_F); });
    ({ __auto_type upcga_arg0 = dres_ref(0); __auto_type upcga_arg1 = dv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)2; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 60, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_D); upcga_all_reduceD(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 60, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_D); });
    ({ __auto_type upcga_arg0 = dres_ref(1); __auto_type upcga_arg1 = dv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 5); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)2; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 61, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_D); upcga_all_reduceD(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 61, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_D); });
    /* dv[0] is 0: false */
#line 62 "samples/upc/coll_reduce.upc"
    ({ __auto_type upcga_arg0 = on_last_ref(THREADS - 1); __auto_type upcga_arg1 = dv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 8); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)2; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 62, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_D); upcga_all_reduceD(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 62, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_D); });
    ({ __auto_type upcga_arg0 = cres_ref(); __auto_type upcga_arg1 = cv_ref(0); __auto_type upcga_arg2 = (unsigned long)((upc_op_t)1 << 6); __auto_type upcga_arg3 = (unsigned long)n; __auto_type upcga_arg4 = (unsigned long)1; __auto_type upcga_arg5 = (void *)0; __auto_type upcga_arg6 = (int)(0 | 0); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 63, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_C); upcga_all_reduceC(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6); gasp_event_notify(upcga_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 63, 5, &upcga_arg0, &upcga_arg1, (int)upcga_arg2, upcga_arg3, upcga_arg4, (void *)upcga_arg5, upcga_arg6, GASP_UPC_REDUCTION_C); });

    if (MYTHREAD == 0) {
        long lsum = 0, lsum2 = 0, lmax = -1000, lmin = 1000, lfirst = 0;
        unsigned long prod = 1, uor = 0, uxor = 0;
        unsigned int ior = 0, iand = ~0u;
        int isum = 0, imax = -1000;
        float fsum = 0.0f;
        double dsum = 0.0;
        for (i = 0; i < n; i++) {
            long l = i < 4 ? 0 : 3L * i - 20;
            lsum += l;
            if (i < n - 2)
                lsum2 += l;
            lmax = l > lmax ? l : lmax;
            lmin = l < lmin ? l : lmin;
            if (lfirst == 0)
                lfirst = l;
            if (i < 12)
                prod *= (unsigned long)(i % 3 + 1);
            uor |= (unsigned long)(i % 3 + 1);
            uxor ^= (unsigned long)(i % 3 + 1);
            isum += i % 7 - 3;
            imax = i % 7 - 3 > imax ? i % 7 - 3 : imax;
            ior |= 1u << i % 20;
            iand &= 1u << i % 20;
            fsum += (float)(n - i);
            dsum += i * 0.5;
        }
        if (({ upcga_ptr_t upcga_gp = lres_ref(0); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != lsum || ({ upcga_ptr_t upcga_gp = lres_ref(1); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 32, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 32, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != lmax || ({ upcga_ptr_t upcga_gp = lres_ref(2); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 51, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 51, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != lmin || ({ upcga_ptr_t upcga_gp = lres_ref(3); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 70, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 70, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != lfirst || ({ upcga_ptr_t upcga_gp = lres_ref(4); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 91, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 91, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != lsum2)
            errors++;
        if (({ upcga_ptr_t upcga_gp = ulres_ref(0); unsigned long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 94, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 94, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != prod || ({ upcga_ptr_t upcga_gp = ulres_ref(1); unsigned long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 94, 33, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 94, 33, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != uor || ({ upcga_ptr_t upcga_gp = ulres_ref(2); unsigned long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 94, 52, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 94, 52, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != uxor)
            errors++;
        if (({ upcga_ptr_t upcga_gp = ires_ref(0); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != isum || ({ upcga_ptr_t upcga_gp = ires_ref(1); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 32, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 32, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != imax || ({ upcga_ptr_t upcga_gp = uires_ref(0); unsigned int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 51, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 51, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != ior || ({ upcga_ptr_t upcga_gp = uires_ref(1); unsigned int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 70, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 70, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != iand)
            errors++;
        if (({ upcga_ptr_t upcga_gp = fres_ref(0); float upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != 1.0f || ({ upcga_ptr_t upcga_gp = fres_ref(1); float upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 32, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 32, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != fsum || ({ upcga_ptr_t upcga_gp = dres_ref(0); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 51, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 51, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != dsum || ({ upcga_ptr_t upcga_gp = dres_ref(1); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 70, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 70, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != 0.0)
            errors++;
        if (({ upcga_ptr_t upcga_gp = on_last_ref(THREADS - 1); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 100, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 100, 13, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != (n - 1) * 0.5 || ({ upcga_ptr_t upcga_gp = cres_ref(); char upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 100, 54, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 100, 54, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != 1)
            errors++;
        if (errors)
            printf("FAIL: coll_reduce: %d groups wrong (lsum %ld/%ld, isum %d/%d, dsum %g/%g)\n", errors, ({ upcga_ptr_t upcga_gp = lres_ref(0); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 104, 20, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 104, 20, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }), lsum, ({ upcga_ptr_t upcga_gp = ires_ref(0); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 104, 35, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 104, 35, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }), isum, ({ upcga_ptr_t upcga_gp = dres_ref(0); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 104, 50, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 104, 50, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }), dsum);
        else

            printf("PASS: coll_reduce\n");
        ({ upcga_ptr_t upcga_pp = verdict_ref(); int upcga_pv = errors != 0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 107, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 107, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
    }
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/coll_reduce.upc", 109, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/coll_reduce.upc", 109, 5, 0, upcga_value);
    }
#line 110 "samples/upc/coll_reduce.upc"
    {
        int upcga_return = ({ upcga_ptr_t upcga_gp = verdict_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 110, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 110, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; });
        {
            int upcga_status = (int)upcga_return;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/coll_reduce.upc", 110, 5, upcga_status);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/coll_reduce.upc", 110, 5, upcga_status);
        }
        return upcga_return;
    }
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_reduce(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_iv = NGA_Create_irreg(C_INT, 2, dims, "iv", block, upcga_rows);
        iv_local = upcga_own_row(g_iv, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_lv = NGA_Create_irreg(C_LONG, 2, dims, "lv", block, upcga_rows);
        lv_local = upcga_own_row(g_lv, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_ulv = NGA_Create_irreg(C_LONG, 2, dims, "ulv", block, upcga_rows);
        ulv_local = upcga_own_row(g_ulv, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fv = NGA_Create_irreg(C_FLOAT, 2, dims, "fv", block, upcga_rows);
        fv_local = upcga_own_row(g_fv, sizeof(float));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_dv = NGA_Create_irreg(C_DBL, 2, dims, "dv", block, upcga_rows);
        dv_local = upcga_own_row(g_dv, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_uiv = NGA_Create_irreg(C_INT, 2, dims, "uiv", block, upcga_rows);
        uiv_local = upcga_own_row(g_uiv, sizeof(unsigned int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cv = NGA_Create_irreg(C_CHAR, 2, dims, "cv", block, upcga_rows);
        cv_local = upcga_own_row(g_cv, sizeof(char));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5, 1) }, block[2] = { THREADS, 1 };
        g_lres = NGA_Create_irreg(C_LONG, 2, dims, "lres", block, upcga_rows);
        lres_local = upcga_own_row(g_lres, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3, 1) }, block[2] = { THREADS, 1 };
        g_ulres = NGA_Create_irreg(C_LONG, 2, dims, "ulres", block, upcga_rows);
        ulres_local = upcga_own_row(g_ulres, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2, 1) }, block[2] = { THREADS, 1 };
        g_ires = NGA_Create_irreg(C_INT, 2, dims, "ires", block, upcga_rows);
        ires_local = upcga_own_row(g_ires, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2, 1) }, block[2] = { THREADS, 1 };
        g_uires = NGA_Create_irreg(C_INT, 2, dims, "uires", block, upcga_rows);
        uires_local = upcga_own_row(g_uires, sizeof(unsigned int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2, 1) }, block[2] = { THREADS, 1 };
        g_dres = NGA_Create_irreg(C_DBL, 2, dims, "dres", block, upcga_rows);
        dres_local = upcga_own_row(g_dres, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2, 1) }, block[2] = { THREADS, 1 };
        g_fres = NGA_Create_irreg(C_FLOAT, 2, dims, "fres", block, upcga_rows);
        fres_local = upcga_own_row(g_fres, sizeof(float));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_cres = NGA_Create_irreg(C_CHAR, 2, dims, "cres", block, upcga_one_block);
        cres_local = upcga_own_row(g_cres, sizeof(char));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_on_last = NGA_Create_irreg(C_DBL, 2, dims, "on_last", block, upcga_rows);
        on_last_local = upcga_own_row(g_on_last, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
    upcga_gasp_object_site(g_iv, "samples/upc/coll_reduce.upc", 7);
    upcga_gasp_object_site(g_lv, "samples/upc/coll_reduce.upc", 8);
    upcga_gasp_object_site(g_ulv, "samples/upc/coll_reduce.upc", 9);
    upcga_gasp_object_site(g_fv, "samples/upc/coll_reduce.upc", 10);
    upcga_gasp_object_site(g_dv, "samples/upc/coll_reduce.upc", 11);
    upcga_gasp_object_site(g_uiv, "samples/upc/coll_reduce.upc", 12);
    upcga_gasp_object_site(g_cv, "samples/upc/coll_reduce.upc", 13);
    upcga_gasp_object_site(g_lres, "samples/upc/coll_reduce.upc", 14);
    upcga_gasp_object_site(g_ulres, "samples/upc/coll_reduce.upc", 15);
    upcga_gasp_object_site(g_ires, "samples/upc/coll_reduce.upc", 16);
    upcga_gasp_object_site(g_uires, "samples/upc/coll_reduce.upc", 17);
    upcga_gasp_object_site(g_dres, "samples/upc/coll_reduce.upc", 18);
    upcga_gasp_object_site(g_fres, "samples/upc/coll_reduce.upc", 19);
    upcga_gasp_object_site(g_cres, "samples/upc/coll_reduce.upc", 20);
    upcga_gasp_object_site(g_on_last, "samples/upc/coll_reduce.upc", 21);
    upcga_gasp_object_site(g_verdict, "samples/upc/coll_reduce.upc", 22);
}
static void (*const upcga_create_coll_reduce_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_reduce;
