#include <upcr.h>
#include <upcrt.h>
#include <gasp_upc.h>
#define UPCRT_GASP_LOCAL 1
#include <upcrt_gasp.h>
static const int upcrt_gasp_entry_coll_reduce __attribute__((used, section("upcrt_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/coll_reduce.upc"
/* coll_reduce.upc - upc_all_reduceT for T = I, UI, L, UL, F, D, C: ADD, MULT, MIN, MAX, AND, OR, XOR, LOGAND, LOGOR, UPC_FUNC and UPC_NONCOMM_FUNC, blocked sources, partial counts. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_reduce.upc"
upcr_pshared_ptr_t iv;
upcr_shared_ptr_t lv;
upcr_shared_ptr_t ulv;
upcr_pshared_ptr_t fv;
upcr_shared_ptr_t dv;
upcr_pshared_ptr_t uiv;
upcr_pshared_ptr_t cv;
upcr_pshared_ptr_t lres;
upcr_pshared_ptr_t ulres;
upcr_pshared_ptr_t ires;
upcr_pshared_ptr_t uires;
upcr_pshared_ptr_t dres;
upcr_pshared_ptr_t fres;
upcr_pshared_ptr_t cres;
/* a result that lands on the last thread */
#line 21 "samples/upc/coll_reduce.upc"
upcr_pshared_ptr_t on_last;
upcr_pshared_ptr_t verdict;

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


int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 6 * ((int)upcr_threads()), errors = 0;

    {
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 33, 5);
#line 33 "samples/upc/coll_reduce.upc"
        {
#line 33 "samples/upc/coll_reduce.upc"
            int upcrt_nested1 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 33 "samples/upc/coll_reduce.upc"
            i = 0;
#line 33 "samples/upc/coll_reduce.upc"
            if (!upcrt_nested1)
                i = upcrt_forall_first(i, 1);
#line 33 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1)) {
                ({ upcr_pshared_ptr_t upcrt_at2 = upcr_add_pshared1(iv, sizeof(int), i); int upcrt_val2 = i % 7 - 3; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 34, 25, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); upcr_put_pshared_val(upcrt_at2, 0, (int)upcrt_val2, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 34, 25, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); });
                ({ upcr_pshared_ptr_t upcrt_at3 = upcr_add_pshared1(fv, sizeof(float), i); float upcrt_val3 = (float)(n - i); upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 35, 29, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); upcr_put_pshared_floatval(upcrt_at3, 0, upcrt_val3); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 35, 29, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); });
                ({ upcr_pshared_ptr_t upcrt_at4 = upcr_add_pshared1(uiv, sizeof(unsigned int), i); unsigned int upcrt_val4 = 1u << i % 20; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 36, 29, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcr_put_pshared_val(upcrt_at4, 0, (unsigned int)upcrt_val4, sizeof(unsigned int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 36, 29, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); });
                ({ upcr_pshared_ptr_t upcrt_at5 = upcr_add_pshared1(cv, sizeof(char), i); char upcrt_val5 = (signed char)(i % 5); upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 37, 35, 1, &upcrt_val5, upcr_pshared_to_shared(upcrt_at5), sizeof upcrt_val5); upcr_put_pshared_val(upcrt_at5, 0, (char)upcrt_val5, sizeof(char)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 37, 35, 1, &upcrt_val5, upcr_pshared_to_shared(upcrt_at5), sizeof upcrt_val5); });
            }
#line 33 "samples/upc/coll_reduce.upc"
            upcrt_forall_control = upcrt_nested1;
        }
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 33, 5);
    }


    {
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 39, 5);
#line 39 "samples/upc/coll_reduce.upc"
        {
#line 39 "samples/upc/coll_reduce.upc"
            int upcrt_nested6 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 39 "samples/upc/coll_reduce.upc"
            i = 0;
#line 39 "samples/upc/coll_reduce.upc"
            if (!upcrt_nested6)
                i = upcrt_forall_first(i, 3);
#line 39 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcrt_nested6 ? i + 1 : upcrt_forall_next(i, 3))
                /* the first nonzero value is lv[4] */
#line 40 "samples/upc/coll_reduce.upc"
                ({ upcr_shared_ptr_t upcrt_at7 = upcr_add_shared(lv, sizeof(long), i, 3); long upcrt_val7 = i < 4 ? 0 : 3L * i - 20; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 40, 38, 1, &upcrt_val7, upcrt_at7, sizeof upcrt_val7); upcr_put_shared_val(upcrt_at7, 0, (long)upcrt_val7, sizeof(long)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 40, 38, 1, &upcrt_val7, upcrt_at7, sizeof upcrt_val7); });
#line 39 "samples/upc/coll_reduce.upc"
            upcrt_forall_control = upcrt_nested6;
        }
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 39, 5);
    }
#line 41 "samples/upc/coll_reduce.upc"
    {
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 41, 5);
#line 41 "samples/upc/coll_reduce.upc"
        {
#line 41 "samples/upc/coll_reduce.upc"
            int upcrt_nested8 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 41 "samples/upc/coll_reduce.upc"
            i = 0;
#line 41 "samples/upc/coll_reduce.upc"
            if (!upcrt_nested8)
                i = upcrt_forall_first(i, 6);
#line 41 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcrt_nested8 ? i + 1 : upcrt_forall_next(i, 6))
                ({ upcr_shared_ptr_t upcrt_at9 = upcr_add_shared(ulv, sizeof(unsigned long), i, 6); unsigned long upcrt_val9 = (unsigned long)(i % 3 + 1); upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 42, 42, 1, &upcrt_val9, upcrt_at9, sizeof upcrt_val9); upcr_put_shared_val(upcrt_at9, 0, (unsigned long)upcrt_val9, sizeof(unsigned long)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 42, 42, 1, &upcrt_val9, upcrt_at9, sizeof upcrt_val9); });
#line 41 "samples/upc/coll_reduce.upc"
            upcrt_forall_control = upcrt_nested8;
        }
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 41, 5);
    }
#line 43 "samples/upc/coll_reduce.upc"
    {
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_START, "samples/upc/coll_reduce.upc", 43, 5);
#line 43 "samples/upc/coll_reduce.upc"
        {
#line 43 "samples/upc/coll_reduce.upc"
            int upcrt_nested10 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 43 "samples/upc/coll_reduce.upc"
            i = 0;
#line 43 "samples/upc/coll_reduce.upc"
            if (!upcrt_nested10)
                i = upcrt_forall_first(i, 2);
#line 43 "samples/upc/coll_reduce.upc"
            for (; i < n; i = upcrt_nested10 ? i + 1 : upcrt_forall_next(i, 2))
                ({ upcr_shared_ptr_t upcrt_at11 = upcr_add_shared(dv, sizeof(double), i, 2); double upcrt_val11 = i * 0.5; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 44, 21, 1, &upcrt_val11, upcrt_at11, sizeof upcrt_val11); upcr_put_shared_doubleval(upcrt_at11, 0, upcrt_val11); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 44, 21, 1, &upcrt_val11, upcrt_at11, sizeof upcrt_val11); });
#line 43 "samples/upc/coll_reduce.upc"
            upcrt_forall_control = upcrt_nested10;
        }
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_END, "samples/upc/coll_reduce.upc", 43, 5);
    }
#line 46 "samples/upc/coll_reduce.upc"
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(lres); __auto_type upcrt_arg1 = lv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)3; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 46, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); upc_all_reduceL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 46, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 1)); __auto_type upcrt_arg1 = lv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 8); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)3; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 47, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); upc_all_reduceL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 47, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 2)); __auto_type upcrt_arg1 = lv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 7); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)3; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 48, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); upc_all_reduceL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 48, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 3)); __auto_type upcrt_arg1 = lv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 10); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)3; __auto_type upcrt_arg5 = first_nonzero; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 49, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); upc_all_reduceL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 49, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(lres, sizeof(long), 4)); __auto_type upcrt_arg1 = lv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcrt_arg3 = (unsigned long)(n - 2); __auto_type upcrt_arg4 = (unsigned long)3; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 50, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); upc_all_reduceL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 50, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_L); });
    /* all but the last two */
#line 51 "samples/upc/coll_reduce.upc"
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(ulres); __auto_type upcrt_arg1 = ulv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 1); __auto_type upcrt_arg3 = (unsigned long)(n < 12 ? n : 12); __auto_type upcrt_arg4 = (unsigned long)6; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 51, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UL); upc_all_reduceUL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 51, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UL); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(ulres, sizeof(unsigned long), 1)); __auto_type upcrt_arg1 = ulv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 3); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)6; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 52, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UL); upc_all_reduceUL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 52, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UL); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(ulres, sizeof(unsigned long), 2)); __auto_type upcrt_arg1 = ulv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 4); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)6; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 53, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UL); upc_all_reduceUL(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 53, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UL); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(ires); __auto_type upcrt_arg1 = upcr_pshared_to_shared(iv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 54, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_I); upc_all_reduceI(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 54, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_I); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(ires, sizeof(int), 1)); __auto_type upcrt_arg1 = upcr_pshared_to_shared(iv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 9); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = larger; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 55, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_I); upc_all_reduceI(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 55, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_I); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(uires); __auto_type upcrt_arg1 = upcr_pshared_to_shared(uiv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 3); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 56, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UI); upc_all_reduceUI(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 56, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UI); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(uires, sizeof(unsigned int), 1)); __auto_type upcrt_arg1 = upcr_pshared_to_shared(uiv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 2); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 57, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UI); upc_all_reduceUI(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 57, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_UI); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(fres); __auto_type upcrt_arg1 = upcr_pshared_to_shared(fv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 7); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 58, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_F); upc_all_reduceF(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 58, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_F); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(fres, sizeof(float), 1)); __auto_type upcrt_arg1 = upcr_pshared_to_shared(fv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 59, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_F); upc_all_reduceF(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 59, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_F); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(dres); __auto_type upcrt_arg1 = dv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 0); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)2; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 60, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_D); upc_all_reduceD(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 60, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_D); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(dres, sizeof(double), 1)); __auto_type upcrt_arg1 = dv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 5); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)2; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 61, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_D); upc_all_reduceD(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 61, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_D); });
    /* dv[0] is 0: false */
#line 62 "samples/upc/coll_reduce.upc"
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(on_last, sizeof(double), ((int)upcr_threads()) - 1)); __auto_type upcrt_arg1 = dv; __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 8); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)2; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 62, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_D); upc_all_reduceD(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 62, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_D); });
    ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(cres); __auto_type upcrt_arg1 = upcr_pshared_to_shared(cv); __auto_type upcrt_arg2 = (unsigned long)((upc_op_t)1 << 6); __auto_type upcrt_arg3 = (unsigned long)n; __auto_type upcrt_arg4 = (unsigned long)1; __auto_type upcrt_arg5 = (void *)0; __auto_type upcrt_arg6 = (int)(0 | 0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_START, "samples/upc/coll_reduce.upc", 63, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_C); upc_all_reduceC(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_REDUCE, GASP_END, "samples/upc/coll_reduce.upc", 63, 5, &upcrt_arg0, &upcrt_arg1, (int)upcrt_arg2, upcrt_arg3, upcrt_arg4, (void *)upcrt_arg5, upcrt_arg6, GASP_UPC_REDUCTION_C); });

    if (((int)upcr_mythread()) == 0) {
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
        if (({ upcr_pshared_ptr_t upcrt_at12 = lres; long upcrt_val12; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 18, 1, &upcrt_val12, upcr_pshared_to_shared(upcrt_at12), sizeof upcrt_val12); upcrt_val12 = (long)upcr_get_pshared_val(upcrt_at12, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 18, 1, &upcrt_val12, upcr_pshared_to_shared(upcrt_at12), sizeof upcrt_val12); upcrt_val12; }) != lsum || ({ upcr_pshared_ptr_t upcrt_at13 = upcr_add_pshared1(lres, sizeof(long), 1); long upcrt_val13; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 37, 1, &upcrt_val13, upcr_pshared_to_shared(upcrt_at13), sizeof upcrt_val13); upcrt_val13 = (long)upcr_get_pshared_val(upcrt_at13, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 37, 1, &upcrt_val13, upcr_pshared_to_shared(upcrt_at13), sizeof upcrt_val13); upcrt_val13; }) != lmax || ({ upcr_pshared_ptr_t upcrt_at14 = upcr_add_pshared1(lres, sizeof(long), 2); long upcrt_val14; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 56, 1, &upcrt_val14, upcr_pshared_to_shared(upcrt_at14), sizeof upcrt_val14); upcrt_val14 = (long)upcr_get_pshared_val(upcrt_at14, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 56, 1, &upcrt_val14, upcr_pshared_to_shared(upcrt_at14), sizeof upcrt_val14); upcrt_val14; }) != lmin || ({ upcr_pshared_ptr_t upcrt_at15 = upcr_add_pshared1(lres, sizeof(long), 3); long upcrt_val15; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 75, 1, &upcrt_val15, upcr_pshared_to_shared(upcrt_at15), sizeof upcrt_val15); upcrt_val15 = (long)upcr_get_pshared_val(upcrt_at15, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 75, 1, &upcrt_val15, upcr_pshared_to_shared(upcrt_at15), sizeof upcrt_val15); upcrt_val15; }) != lfirst || ({ upcr_pshared_ptr_t upcrt_at16 = upcr_add_pshared1(lres, sizeof(long), 4); long upcrt_val16; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 92, 96, 1, &upcrt_val16, upcr_pshared_to_shared(upcrt_at16), sizeof upcrt_val16); upcrt_val16 = (long)upcr_get_pshared_val(upcrt_at16, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 92, 96, 1, &upcrt_val16, upcr_pshared_to_shared(upcrt_at16), sizeof upcrt_val16); upcrt_val16; }) != lsum2)
            errors++;
        if (({ upcr_pshared_ptr_t upcrt_at17 = ulres; unsigned long upcrt_val17; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 94, 19, 1, &upcrt_val17, upcr_pshared_to_shared(upcrt_at17), sizeof upcrt_val17); upcrt_val17 = (unsigned long)upcr_get_pshared_val(upcrt_at17, 0, sizeof(unsigned long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 94, 19, 1, &upcrt_val17, upcr_pshared_to_shared(upcrt_at17), sizeof upcrt_val17); upcrt_val17; }) != prod || ({ upcr_pshared_ptr_t upcrt_at18 = upcr_add_pshared1(ulres, sizeof(unsigned long), 1); unsigned long upcrt_val18; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 94, 39, 1, &upcrt_val18, upcr_pshared_to_shared(upcrt_at18), sizeof upcrt_val18); upcrt_val18 = (unsigned long)upcr_get_pshared_val(upcrt_at18, 0, sizeof(unsigned long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 94, 39, 1, &upcrt_val18, upcr_pshared_to_shared(upcrt_at18), sizeof upcrt_val18); upcrt_val18; }) != uor || ({ upcr_pshared_ptr_t upcrt_at19 = upcr_add_pshared1(ulres, sizeof(unsigned long), 2); unsigned long upcrt_val19; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 94, 58, 1, &upcrt_val19, upcr_pshared_to_shared(upcrt_at19), sizeof upcrt_val19); upcrt_val19 = (unsigned long)upcr_get_pshared_val(upcrt_at19, 0, sizeof(unsigned long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 94, 58, 1, &upcrt_val19, upcr_pshared_to_shared(upcrt_at19), sizeof upcrt_val19); upcrt_val19; }) != uxor)
            errors++;
        if (({ upcr_pshared_ptr_t upcrt_at20 = ires; int upcrt_val20; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 18, 1, &upcrt_val20, upcr_pshared_to_shared(upcrt_at20), sizeof upcrt_val20); upcrt_val20 = (int)upcr_get_pshared_val(upcrt_at20, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 18, 1, &upcrt_val20, upcr_pshared_to_shared(upcrt_at20), sizeof upcrt_val20); upcrt_val20; }) != isum || ({ upcr_pshared_ptr_t upcrt_at21 = upcr_add_pshared1(ires, sizeof(int), 1); int upcrt_val21; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 37, 1, &upcrt_val21, upcr_pshared_to_shared(upcrt_at21), sizeof upcrt_val21); upcrt_val21 = (int)upcr_get_pshared_val(upcrt_at21, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 37, 1, &upcrt_val21, upcr_pshared_to_shared(upcrt_at21), sizeof upcrt_val21); upcrt_val21; }) != imax || ({ upcr_pshared_ptr_t upcrt_at22 = uires; unsigned int upcrt_val22; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 57, 1, &upcrt_val22, upcr_pshared_to_shared(upcrt_at22), sizeof upcrt_val22); upcrt_val22 = (unsigned int)upcr_get_pshared_val(upcrt_at22, 0, sizeof(unsigned int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 57, 1, &upcrt_val22, upcr_pshared_to_shared(upcrt_at22), sizeof upcrt_val22); upcrt_val22; }) != ior || ({ upcr_pshared_ptr_t upcrt_at23 = upcr_add_pshared1(uires, sizeof(unsigned int), 1); unsigned int upcrt_val23; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 96, 76, 1, &upcrt_val23, upcr_pshared_to_shared(upcrt_at23), sizeof upcrt_val23); upcrt_val23 = (unsigned int)upcr_get_pshared_val(upcrt_at23, 0, sizeof(unsigned int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 96, 76, 1, &upcrt_val23, upcr_pshared_to_shared(upcrt_at23), sizeof upcrt_val23); upcrt_val23; }) != iand)
            errors++;
        if (({ upcr_pshared_ptr_t upcrt_at24 = fres; float upcrt_val24; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 18, 1, &upcrt_val24, upcr_pshared_to_shared(upcrt_at24), sizeof upcrt_val24); upcrt_val24 = upcr_get_pshared_floatval(upcrt_at24, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 18, 1, &upcrt_val24, upcr_pshared_to_shared(upcrt_at24), sizeof upcrt_val24); upcrt_val24; }) != 1.0f || ({ upcr_pshared_ptr_t upcrt_at25 = upcr_add_pshared1(fres, sizeof(float), 1); float upcrt_val25; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 37, 1, &upcrt_val25, upcr_pshared_to_shared(upcrt_at25), sizeof upcrt_val25); upcrt_val25 = upcr_get_pshared_floatval(upcrt_at25, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 37, 1, &upcrt_val25, upcr_pshared_to_shared(upcrt_at25), sizeof upcrt_val25); upcrt_val25; }) != fsum || ({ upcr_pshared_ptr_t upcrt_at26 = dres; double upcrt_val26; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 56, 1, &upcrt_val26, upcr_pshared_to_shared(upcrt_at26), sizeof upcrt_val26); upcrt_val26 = upcr_get_pshared_doubleval(upcrt_at26, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 56, 1, &upcrt_val26, upcr_pshared_to_shared(upcrt_at26), sizeof upcrt_val26); upcrt_val26; }) != dsum || ({ upcr_pshared_ptr_t upcrt_at27 = upcr_add_pshared1(dres, sizeof(double), 1); double upcrt_val27; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 98, 75, 1, &upcrt_val27, upcr_pshared_to_shared(upcrt_at27), sizeof upcrt_val27); upcrt_val27 = upcr_get_pshared_doubleval(upcrt_at27, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 98, 75, 1, &upcrt_val27, upcr_pshared_to_shared(upcrt_at27), sizeof upcrt_val27); upcrt_val27; }) != 0.0)
            errors++;
        if (({ upcr_pshared_ptr_t upcrt_at28 = upcr_add_pshared1(on_last, sizeof(double), ((int)upcr_threads()) - 1); double upcrt_val28; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 100, 31, 1, &upcrt_val28, upcr_pshared_to_shared(upcrt_at28), sizeof upcrt_val28); upcrt_val28 = upcr_get_pshared_doubleval(upcrt_at28, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 100, 31, 1, &upcrt_val28, upcr_pshared_to_shared(upcrt_at28), sizeof upcrt_val28); upcrt_val28; }) != (n - 1) * 0.5 || ({ upcr_pshared_ptr_t upcrt_at29 = cres; char upcrt_val29; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 100, 54, 1, &upcrt_val29, upcr_pshared_to_shared(upcrt_at29), sizeof upcrt_val29); upcrt_val29 = (char)upcr_get_pshared_val(upcrt_at29, 0, sizeof(char)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 100, 54, 1, &upcrt_val29, upcr_pshared_to_shared(upcrt_at29), sizeof upcrt_val29); upcrt_val29; }) != 1)
            errors++;
        if (errors)
            printf("FAIL: coll_reduce: %d groups wrong (lsum %ld/%ld, isum %d/%d, dsum %g/%g)\n", errors, ({ upcr_pshared_ptr_t upcrt_at30 = lres; long upcrt_val30; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 104, 25, 1, &upcrt_val30, upcr_pshared_to_shared(upcrt_at30), sizeof upcrt_val30); upcrt_val30 = (long)upcr_get_pshared_val(upcrt_at30, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 104, 25, 1, &upcrt_val30, upcr_pshared_to_shared(upcrt_at30), sizeof upcrt_val30); upcrt_val30; }), lsum, ({ upcr_pshared_ptr_t upcrt_at31 = ires; int upcrt_val31; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 104, 40, 1, &upcrt_val31, upcr_pshared_to_shared(upcrt_at31), sizeof upcrt_val31); upcrt_val31 = (int)upcr_get_pshared_val(upcrt_at31, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 104, 40, 1, &upcrt_val31, upcr_pshared_to_shared(upcrt_at31), sizeof upcrt_val31); upcrt_val31; }), isum, ({ upcr_pshared_ptr_t upcrt_at32 = dres; double upcrt_val32; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 104, 55, 1, &upcrt_val32, upcr_pshared_to_shared(upcrt_at32), sizeof upcrt_val32); upcrt_val32 = upcr_get_pshared_doubleval(upcrt_at32, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 104, 55, 1, &upcrt_val32, upcr_pshared_to_shared(upcrt_at32), sizeof upcrt_val32); upcrt_val32; }), dsum);
        else

            printf("PASS: coll_reduce\n");
        ({ upcr_pshared_ptr_t upcrt_at33 = verdict; int upcrt_val33 = errors != 0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/coll_reduce.upc", 107, 29, 1, &upcrt_val33, upcr_pshared_to_shared(upcrt_at33), sizeof upcrt_val33); upcr_put_pshared_val(upcrt_at33, 0, (int)upcrt_val33, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/coll_reduce.upc", 107, 29, 1, &upcrt_val33, upcr_pshared_to_shared(upcrt_at33), sizeof upcrt_val33); });
    }
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/coll_reduce.upc", 109, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/coll_reduce.upc", 109, 5, 0, upcrt_value);
    }
#line 110 "samples/upc/coll_reduce.upc"
    {
        __typeof__(({ upcr_pshared_ptr_t upcrt_at34 = verdict; int upcrt_val34; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 110, 12, 1, &upcrt_val34, upcr_pshared_to_shared(upcrt_at34), sizeof upcrt_val34); upcrt_val34 = (int)upcr_get_pshared_val(upcrt_at34, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 110, 12, 1, &upcrt_val34, upcr_pshared_to_shared(upcrt_at34), sizeof upcrt_val34); upcrt_val34; })) upcrt_return = ({ upcr_pshared_ptr_t upcrt_at34 = verdict; int upcrt_val34; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/coll_reduce.upc", 110, 12, 1, &upcrt_val34, upcr_pshared_to_shared(upcrt_at34), sizeof upcrt_val34); upcrt_val34 = (int)upcr_get_pshared_val(upcrt_at34, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/coll_reduce.upc", 110, 12, 1, &upcrt_val34, upcr_pshared_to_shared(upcrt_at34), sizeof upcrt_val34); upcrt_val34; });
        {
            int upcrt_status = (int)upcrt_return;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/coll_reduce.upc", 110, 5, upcrt_status);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/coll_reduce.upc", 110, 5, upcrt_status);
        }
        return upcrt_return;
    }
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_reduce(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &iv, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "iv", "shared int [6 * THREADS]" },
        { &fv, sizeof(float), 6 * ((int)upcr_threads()), 0, sizeof(float), "fv", "shared float [6 * THREADS]" },
        { &uiv, sizeof(unsigned int), 6 * ((int)upcr_threads()), 0, sizeof(unsigned int), "uiv", "shared unsigned int [6 * THREADS]" },
        { &cv, sizeof(char), 6 * ((int)upcr_threads()), 0, sizeof(char), "cv", "shared char [6 * THREADS]" },
        { &lres, sizeof(long), 5, 0, sizeof(long), "lres", "shared long [5]" },
        { &ulres, sizeof(unsigned long), 3, 0, sizeof(unsigned long), "ulres", "shared unsigned long [3]" },
        { &ires, sizeof(int), 2, 0, sizeof(int), "ires", "shared int [2]" },
        { &uires, sizeof(unsigned int), 2, 0, sizeof(unsigned int), "uires", "shared unsigned int [2]" },
        { &dres, sizeof(double), 2, 0, sizeof(double), "dres", "shared double [2]" },
        { &fres, sizeof(float), 2, 0, sizeof(float), "fres", "shared float [2]" },
        { &cres, sizeof(char), 1, 0, sizeof(char), "cres", "shared char" },
        { &on_last, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "on_last", "shared double [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 13);
    upcr_startup_shalloc_t shared_objects[] = {
        { &lv, 3 * sizeof(long), (6 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "lv", "shared [3] long [6 * THREADS]" },
        { &ulv, 6 * sizeof(unsigned long), (6 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(unsigned long), "ulv", "shared [6] unsigned long [6 * THREADS]" },
        { &dv, 2 * sizeof(double), (6 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(double), "dv", "shared [2] double [6 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
    upcrt_gasp_object_site(&iv, "samples/upc/coll_reduce.upc", 7);
    upcrt_gasp_object_site(&lv, "samples/upc/coll_reduce.upc", 8);
    upcrt_gasp_object_site(&ulv, "samples/upc/coll_reduce.upc", 9);
    upcrt_gasp_object_site(&fv, "samples/upc/coll_reduce.upc", 10);
    upcrt_gasp_object_site(&dv, "samples/upc/coll_reduce.upc", 11);
    upcrt_gasp_object_site(&uiv, "samples/upc/coll_reduce.upc", 12);
    upcrt_gasp_object_site(&cv, "samples/upc/coll_reduce.upc", 13);
    upcrt_gasp_object_site(&lres, "samples/upc/coll_reduce.upc", 14);
    upcrt_gasp_object_site(&ulres, "samples/upc/coll_reduce.upc", 15);
    upcrt_gasp_object_site(&ires, "samples/upc/coll_reduce.upc", 16);
    upcrt_gasp_object_site(&uires, "samples/upc/coll_reduce.upc", 17);
    upcrt_gasp_object_site(&dres, "samples/upc/coll_reduce.upc", 18);
    upcrt_gasp_object_site(&fres, "samples/upc/coll_reduce.upc", 19);
    upcrt_gasp_object_site(&cres, "samples/upc/coll_reduce.upc", 20);
    upcrt_gasp_object_site(&on_last, "samples/upc/coll_reduce.upc", 21);
    upcrt_gasp_object_site(&verdict, "samples/upc/coll_reduce.upc", 22);
}
static void (*const upcrt_alloc_coll_reduce_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_reduce;
