#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
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
/* `iv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int iv_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_iv, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        iv_local[pos] = v;
    else
        upcga_put_at(g_iv, t, pos, &v, sizeof v);
    return v;
}
/* `&iv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t iv_ref(long i) {
    upcga_ptr_t p = { g_iv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [3] long lv[6 * THREADS]`: a GA array (one row per thread); this thread's part is lv_local. */
int g_lv;
long *lv_local;
/* `lv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long lv_set(long i, long v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_lv, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        lv_local[pos] = v;
    else
        upcga_put_at(g_lv, t, pos, &v, sizeof v);
    return v;
}
/* `&lv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lv_ref(long i) {
    upcga_ptr_t p = { g_lv, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(long), i % 3 };
    return p;
}
/* `shared [6] unsigned long ulv[6 * THREADS]`: a GA array (one row per thread); this thread's part is ulv_local. */
int g_ulv;
unsigned long *ulv_local;
/* `ulv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned long ulv_set(long i, unsigned long v) {
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_ulv, t, pos, sizeof(unsigned long), 1);
    if (t == MYTHREAD)
        ulv_local[pos] = v;
    else
        upcga_put_at(g_ulv, t, pos, &v, sizeof v);
    return v;
}
/* `&ulv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ulv_ref(long i) {
    upcga_ptr_t p = { g_ulv, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(unsigned long), i % 6 };
    return p;
}
/* `shared float fv[6 * THREADS]`: a GA array (one row per thread); this thread's part is fv_local. */
int g_fv;
float *fv_local;
/* `fv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline float fv_set(long i, float v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fv, t, pos, sizeof(float), 1);
    if (t == MYTHREAD)
        fv_local[pos] = v;
    else
        upcga_put_at(g_fv, t, pos, &v, sizeof v);
    return v;
}
/* `&fv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fv_ref(long i) {
    upcga_ptr_t p = { g_fv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(float), 0 };
    return p;
}
/* `shared [2] double dv[6 * THREADS]`: a GA array (one row per thread); this thread's part is dv_local. */
int g_dv;
double *dv_local;
/* `dv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double dv_set(long i, double v) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_dv, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        dv_local[pos] = v;
    else
        upcga_put_at(g_dv, t, pos, &v, sizeof v);
    return v;
}
/* `&dv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dv_ref(long i) {
    upcga_ptr_t p = { g_dv, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(double), i % 2 };
    return p;
}
/* `shared unsigned int uiv[6 * THREADS]`: a GA array (one row per thread); this thread's part is uiv_local. */
int g_uiv;
unsigned int *uiv_local;
/* `uiv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned int uiv_set(long i, unsigned int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_uiv, t, pos, sizeof(unsigned int), 1);
    if (t == MYTHREAD)
        uiv_local[pos] = v;
    else
        upcga_put_at(g_uiv, t, pos, &v, sizeof v);
    return v;
}
/* `&uiv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t uiv_ref(long i) {
    upcga_ptr_t p = { g_uiv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned int), 0 };
    return p;
}
/* `shared char cv[6 * THREADS]`: a GA array (one row per thread); this thread's part is cv_local. */
int g_cv;
char *cv_local;
/* `cv[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline char cv_set(long i, char v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cv, t, pos, sizeof(char), 1);
    if (t == MYTHREAD)
        cv_local[pos] = v;
    else
        upcga_put_at(g_cv, t, pos, &v, sizeof v);
    return v;
}
/* `&cv[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cv_ref(long i) {
    upcga_ptr_t p = { g_cv, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(char), 0 };
    return p;
}
/* `shared long lres[5]`: a GA array (one row per thread); this thread's part is lres_local. */
int g_lres;
long *lres_local;
/* `lres[i]`: read in place on its thread or node, else NGA_Get. */
static inline long lres_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_lres, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return lres_local[pos];
    upcga_get_at(g_lres, t, pos, &v, sizeof v);
    return v;
}
/* `&lres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lres_ref(long i) {
    upcga_ptr_t p = { g_lres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared unsigned long ulres[3]`: a GA array (one row per thread); this thread's part is ulres_local. */
int g_ulres;
unsigned long *ulres_local;
/* `ulres[i]`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long ulres_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ulres, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return ulres_local[pos];
    upcga_get_at(g_ulres, t, pos, &v, sizeof v);
    return v;
}
/* `&ulres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ulres_ref(long i) {
    upcga_ptr_t p = { g_ulres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned long), 0 };
    return p;
}
/* `shared int ires[2]`: a GA array (one row per thread); this thread's part is ires_local. */
int g_ires;
int *ires_local;
/* `ires[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ires_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ires, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ires_local[pos];
    upcga_get_at(g_ires, t, pos, &v, sizeof v);
    return v;
}
/* `&ires[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ires_ref(long i) {
    upcga_ptr_t p = { g_ires, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared unsigned int uires[2]`: a GA array (one row per thread); this thread's part is uires_local. */
int g_uires;
unsigned int *uires_local;
/* `uires[i]`: read in place on its thread or node, else NGA_Get. */
static inline unsigned int uires_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_uires, t, pos, sizeof(unsigned int), 0);
    unsigned int v;
    if (t == MYTHREAD)
        return uires_local[pos];
    upcga_get_at(g_uires, t, pos, &v, sizeof v);
    return v;
}
/* `&uires[i]`: a pointer-to-shared. */
static inline upcga_ptr_t uires_ref(long i) {
    upcga_ptr_t p = { g_uires, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned int), 0 };
    return p;
}
/* `shared double dres[2]`: a GA array (one row per thread); this thread's part is dres_local. */
int g_dres;
double *dres_local;
/* `dres[i]`: read in place on its thread or node, else NGA_Get. */
static inline double dres_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dres, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return dres_local[pos];
    upcga_get_at(g_dres, t, pos, &v, sizeof v);
    return v;
}
/* `&dres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dres_ref(long i) {
    upcga_ptr_t p = { g_dres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared float fres[2]`: a GA array (one row per thread); this thread's part is fres_local. */
int g_fres;
float *fres_local;
/* `fres[i]`: read in place on its thread or node, else NGA_Get. */
static inline float fres_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fres, t, pos, sizeof(float), 0);
    float v;
    if (t == MYTHREAD)
        return fres_local[pos];
    upcga_get_at(g_fres, t, pos, &v, sizeof v);
    return v;
}
/* `&fres[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fres_ref(long i) {
    upcga_ptr_t p = { g_fres, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(float), 0 };
    return p;
}
/* `shared char cres`: a GA array (on thread 0); this thread's part is cres_local. */
int g_cres;
char *cres_local;
/* `cres`: read in place on its thread or node, else NGA_Get. */
static inline char cres_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_cres, t, pos, sizeof(char), 0);
    char v;
    if (t == MYTHREAD)
        return cres_local[pos];
    upcga_get_at(g_cres, t, pos, &v, sizeof v);
    return v;
}
/* `&cres`: a pointer-to-shared. */
static inline upcga_ptr_t cres_ref(void) {
    upcga_ptr_t p = { g_cres, 0, 0, 0 };
    return p;
}
/* `shared double on_last[THREADS]`: a GA array (one row per thread); this thread's part is on_last_local. */
int g_on_last;
double *on_last_local;
/* `on_last[i]`: read in place on its thread or node, else NGA_Get. */
static inline double on_last_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_on_last, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return on_last_local[pos];
    upcga_get_at(g_on_last, t, pos, &v, sizeof v);
    return v;
}
/* `&on_last[i]`: a pointer-to-shared. */
static inline upcga_ptr_t on_last_ref(long i) {
    upcga_ptr_t p = { g_on_last, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
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
            iv_set(i, i % 7 - 3);
            fv_set(i, (float)(n - i));
            uiv_set(i, 1u << i % 20);
            cv_set(i, (signed char)(i % 5));
        }
#line 33 "samples/upc/coll_reduce.upc"
        upcga_forall_control = upcga_nested1;
    }
#line 39 "samples/upc/coll_reduce.upc"
    {
#line 39 "samples/upc/coll_reduce.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 39 "samples/upc/coll_reduce.upc"
        i = 0;
#line 39 "samples/upc/coll_reduce.upc"
        if (upcga_nested2)
#line 39 "samples/upc/coll_reduce.upc"
            for (; i < n; i++)
                /* the first nonzero value is lv[4] */
#line 40 "samples/upc/coll_reduce.upc"
                lv_set(i, i < 4 ? 0 : 3L * i - 20);
        else {
#line 39 "samples/upc/coll_reduce.upc"
            /* This thread's blocks of `lv`, each through local pointers. */
#line 39 "samples/upc/coll_reduce.upc"
            for (i = upcga_forall_first(i, 3); i < n; i = upcga_forall_first(i, 3)) {
#line 39 "samples/upc/coll_reduce.upc"
                long *upcga_local_lv = lv_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 39 "samples/upc/coll_reduce.upc"
                if (upcga_stop - i == 3) {
#pragma GCC ivdep
#line 39 "samples/upc/coll_reduce.upc"
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_lv++)
                        *upcga_local_lv = i < 4 ? 0 : 3L * i - 20;
                } else
#line 39 "samples/upc/coll_reduce.upc"
                    for (; i < upcga_stop; i++, upcga_local_lv++)
                        *upcga_local_lv = i < 4 ? 0 : 3L * i - 20;
            }
        }
#line 39 "samples/upc/coll_reduce.upc"
        upcga_forall_control = upcga_nested2;
    }
    {
#line 41 "samples/upc/coll_reduce.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 41 "samples/upc/coll_reduce.upc"
        i = 0;
#line 41 "samples/upc/coll_reduce.upc"
        if (upcga_nested3)
#line 41 "samples/upc/coll_reduce.upc"
            for (; i < n; i++)
                ulv_set(i, (unsigned long)(i % 3 + 1));
        else {
#line 41 "samples/upc/coll_reduce.upc"
            /* This thread's blocks of `ulv`, each through local pointers. */
#line 41 "samples/upc/coll_reduce.upc"
            for (i = upcga_forall_first(i, 6); i < n; i = upcga_forall_first(i, 6)) {
#line 41 "samples/upc/coll_reduce.upc"
                unsigned long *upcga_local_ulv = ulv_local + upcga_row_index(i, 6);
                long upcga_block_lo = i - i % 6, upcga_block_hi = upcga_block_lo + 6;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 41 "samples/upc/coll_reduce.upc"
                if (upcga_stop - i == 6) {
#pragma GCC ivdep
#line 41 "samples/upc/coll_reduce.upc"
                    for (upcga_k = 0; upcga_k < 6; upcga_k++, i++, upcga_local_ulv++)
                        *upcga_local_ulv = (unsigned long)(i % 3 + 1);
                } else
#line 41 "samples/upc/coll_reduce.upc"
                    for (; i < upcga_stop; i++, upcga_local_ulv++)
                        *upcga_local_ulv = (unsigned long)(i % 3 + 1);
            }
        }
#line 41 "samples/upc/coll_reduce.upc"
        upcga_forall_control = upcga_nested3;
    }
    {
#line 43 "samples/upc/coll_reduce.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 43 "samples/upc/coll_reduce.upc"
        i = 0;
#line 43 "samples/upc/coll_reduce.upc"
        if (upcga_nested4)
#line 43 "samples/upc/coll_reduce.upc"
            for (; i < n; i++)
                dv_set(i, i * 0.5);
        else {
#line 43 "samples/upc/coll_reduce.upc"
            /* This thread's blocks of `dv`, each through local pointers. */
#line 43 "samples/upc/coll_reduce.upc"
            for (i = upcga_forall_first(i, 2); i < n; i = upcga_forall_first(i, 2)) {
#line 43 "samples/upc/coll_reduce.upc"
                double *upcga_local_dv = dv_local + upcga_row_index(i, 2);
                long upcga_block_lo = i - i % 2, upcga_block_hi = upcga_block_lo + 2;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 43 "samples/upc/coll_reduce.upc"
                if (upcga_stop - i == 2) {
#pragma GCC ivdep
#line 43 "samples/upc/coll_reduce.upc"
                    for (upcga_k = 0; upcga_k < 2; upcga_k++, i++, upcga_local_dv++)
                        *upcga_local_dv = i * 0.5;
                } else
#line 43 "samples/upc/coll_reduce.upc"
                    for (; i < upcga_stop; i++, upcga_local_dv++)
                        *upcga_local_dv = i * 0.5;
            }
        }
#line 43 "samples/upc/coll_reduce.upc"
        upcga_forall_control = upcga_nested4;
    }

    upcga_all_reduceL(lres_ref(0), lv_ref(0), (upc_op_t)1 << 0, n, 3, (void *)0, 0 | 0);
    upcga_all_reduceL(lres_ref(1), lv_ref(0), (upc_op_t)1 << 8, n, 3, (void *)0, 0 | 0);
    upcga_all_reduceL(lres_ref(2), lv_ref(0), (upc_op_t)1 << 7, n, 3, (void *)0, 0 | 0);
    upcga_all_reduceL(lres_ref(3), lv_ref(0), (upc_op_t)1 << 10, n, 3, first_nonzero, 0 | 0);
    upcga_all_reduceL(lres_ref(4), lv_ref(0), (upc_op_t)1 << 0, n - 2, 3, (void *)0, 0 | 0);
    /* all but the last two */
#line 51 "samples/upc/coll_reduce.upc"
    upcga_all_reduceUL(ulres_ref(0), ulv_ref(0), (upc_op_t)1 << 1, n < 12 ? n : 12, 6, (void *)0, 0 | 0);
    upcga_all_reduceUL(ulres_ref(1), ulv_ref(0), (upc_op_t)1 << 3, n, 6, (void *)0, 0 | 0);
    upcga_all_reduceUL(ulres_ref(2), ulv_ref(0), (upc_op_t)1 << 4, n, 6, (void *)0, 0 | 0);
    upcga_all_reduceI(ires_ref(0), iv_ref(0), (upc_op_t)1 << 0, n, 1, (void *)0, 0 | 0);
    upcga_all_reduceI(ires_ref(1), iv_ref(0), (upc_op_t)1 << 9, n, 1, larger, 0 | 0);
    upcga_all_reduceUI(uires_ref(0), uiv_ref(0), (upc_op_t)1 << 3, n, 1, (void *)0, 0 | 0);
    upcga_all_reduceUI(uires_ref(1), uiv_ref(0), (upc_op_t)1 << 2, n, 1, (void *)0, 0 | 0);
    upcga_all_reduceF(fres_ref(0), fv_ref(0), (upc_op_t)1 << 7, n, 1, (void *)0, 0 | 0);
    upcga_all_reduceF(fres_ref(1), fv_ref(0), (upc_op_t)1 << 0, n, 1, (void *)0, 0 | 0);
    upcga_all_reduceD(dres_ref(0), dv_ref(0), (upc_op_t)1 << 0, n, 2, (void *)0, 0 | 0);
    upcga_all_reduceD(dres_ref(1), dv_ref(0), (upc_op_t)1 << 5, n, 2, (void *)0, 0 | 0);
    /* dv[0] is 0: false */
#line 62 "samples/upc/coll_reduce.upc"
    upcga_all_reduceD(on_last_ref(THREADS - 1), dv_ref(0), (upc_op_t)1 << 8, n, 2, (void *)0, 0 | 0);
    upcga_all_reduceC(cres_ref(), cv_ref(0), (upc_op_t)1 << 6, n, 1, (void *)0, 0 | 0);

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
        if (lres_get(0) != lsum || lres_get(1) != lmax || lres_get(2) != lmin || lres_get(3) != lfirst || lres_get(4) != lsum2)
            errors++;
        if (ulres_get(0) != prod || ulres_get(1) != uor || ulres_get(2) != uxor)
            errors++;
        if (ires_get(0) != isum || ires_get(1) != imax || uires_get(0) != ior || uires_get(1) != iand)
            errors++;
        if (fres_get(0) != 1.0f || fres_get(1) != fsum || dres_get(0) != dsum || dres_get(1) != 0.0)
            errors++;
        if (on_last_get(THREADS - 1) != (n - 1) * 0.5 || cres_get() != 1)
            errors++;
        if (errors)
            printf("FAIL: coll_reduce: %d groups wrong (lsum %ld/%ld, isum %d/%d, dsum %g/%g)\n", errors, lres_get(0), lsum, ires_get(0), isum, dres_get(0), dsum);
        else

            printf("PASS: coll_reduce\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
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
}
static void (*const upcga_create_coll_reduce_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_reduce;
