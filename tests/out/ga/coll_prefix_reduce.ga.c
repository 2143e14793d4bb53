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
#line 1 "samples/upc/coll_prefix_reduce.upc"
/* coll_prefix_reduce.upc - upc_all_prefix_reduceT for T = I, L, UL, F, D with ADD, MULT, MAX and MIN over blocked arrays: dst[k] combines src[0..k]. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [4] int isrc[8 * THREADS]`: a GA array (one row per thread); this thread's part is isrc_local. */
int g_isrc;
int *isrc_local;
/* `isrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int isrc_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_isrc, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        isrc_local[pos] = v;
    else
        upcga_put_at(g_isrc, t, pos, &v, sizeof v);
    return v;
}
/* `&isrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t isrc_ref(long i) {
    upcga_ptr_t p = { g_isrc, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [4] int idst[8 * THREADS]`: a GA array (one row per thread); this thread's part is idst_local. */
int g_idst;
int *idst_local;
/* `idst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int idst_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_idst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return idst_local[pos];
    upcga_get_at(g_idst, t, pos, &v, sizeof v);
    return v;
}
/* `&idst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t idst_ref(long i) {
    upcga_ptr_t p = { g_idst, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [4] long lsrc[8 * THREADS]`: a GA array (one row per thread); this thread's part is lsrc_local. */
int g_lsrc;
long *lsrc_local;
/* `lsrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long lsrc_set(long i, long v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_lsrc, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        lsrc_local[pos] = v;
    else
        upcga_put_at(g_lsrc, t, pos, &v, sizeof v);
    return v;
}
/* `&lsrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lsrc_ref(long i) {
    upcga_ptr_t p = { g_lsrc, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(long), i % 4 };
    return p;
}
/* `shared [4] long ldst[8 * THREADS]`: a GA array (one row per thread); this thread's part is ldst_local. */
int g_ldst;
long *ldst_local;
/* `ldst[i]`: read in place on its thread or node, else NGA_Get. */
static inline long ldst_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_ldst, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return ldst_local[pos];
    upcga_get_at(g_ldst, t, pos, &v, sizeof v);
    return v;
}
/* `&ldst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ldst_ref(long i) {
    upcga_ptr_t p = { g_ldst, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(long), i % 4 };
    return p;
}
/* `shared unsigned long usrc[8 * THREADS]`: a GA array (one row per thread); this thread's part is usrc_local. */
int g_usrc;
unsigned long *usrc_local;
/* `usrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned long usrc_set(long i, unsigned long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_usrc, t, pos, sizeof(unsigned long), 1);
    if (t == MYTHREAD)
        usrc_local[pos] = v;
    else
        upcga_put_at(g_usrc, t, pos, &v, sizeof v);
    return v;
}
/* `&usrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t usrc_ref(long i) {
    upcga_ptr_t p = { g_usrc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned long), 0 };
    return p;
}
/* `shared unsigned long udst[8 * THREADS]`: a GA array (one row per thread); this thread's part is udst_local. */
int g_udst;
unsigned long *udst_local;
/* `udst[i]`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long udst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_udst, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return udst_local[pos];
    upcga_get_at(g_udst, t, pos, &v, sizeof v);
    return v;
}
/* `&udst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t udst_ref(long i) {
    upcga_ptr_t p = { g_udst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(unsigned long), 0 };
    return p;
}
/* `shared [4] double dsrc[8 * THREADS]`: a GA array (one row per thread); this thread's part is dsrc_local. */
int g_dsrc;
double *dsrc_local;
/* `dsrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double dsrc_set(long i, double v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_dsrc, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        dsrc_local[pos] = v;
    else
        upcga_put_at(g_dsrc, t, pos, &v, sizeof v);
    return v;
}
/* `&dsrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dsrc_ref(long i) {
    upcga_ptr_t p = { g_dsrc, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(double), i % 4 };
    return p;
}
/* `shared [4] double ddst[8 * THREADS]`: a GA array (one row per thread); this thread's part is ddst_local. */
int g_ddst;
double *ddst_local;
/* `ddst[i]`: read in place on its thread or node, else NGA_Get. */
static inline double ddst_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_ddst, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return ddst_local[pos];
    upcga_get_at(g_ddst, t, pos, &v, sizeof v);
    return v;
}
/* `&ddst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ddst_ref(long i) {
    upcga_ptr_t p = { g_ddst, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(double), i % 4 };
    return p;
}
/* `shared float fsrc[8 * THREADS]`: a GA array (one row per thread); this thread's part is fsrc_local. */
int g_fsrc;
float *fsrc_local;
/* `fsrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline float fsrc_set(long i, float v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fsrc, t, pos, sizeof(float), 1);
    if (t == MYTHREAD)
        fsrc_local[pos] = v;
    else
        upcga_put_at(g_fsrc, t, pos, &v, sizeof v);
    return v;
}
/* `&fsrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fsrc_ref(long i) {
    upcga_ptr_t p = { g_fsrc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(float), 0 };
    return p;
}
/* `shared float fdst[8 * THREADS]`: a GA array (one row per thread); this thread's part is fdst_local. */
int g_fdst;
float *fdst_local;
/* `fdst[i]`: read in place on its thread or node, else NGA_Get. */
static inline float fdst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fdst, t, pos, sizeof(float), 0);
    float v;
    if (t == MYTHREAD)
        return fdst_local[pos];
    upcga_get_at(g_fdst, t, pos, &v, sizeof v);
    return v;
}
/* `&fdst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fdst_ref(long i) {
    upcga_ptr_t p = { g_fdst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(float), 0 };
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
#line 22 "samples/upc/coll_prefix_reduce.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 8 * THREADS, errors = 0;

    {
#line 26 "samples/upc/coll_prefix_reduce.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 26 "samples/upc/coll_prefix_reduce.upc"
        i = 0;
#line 26 "samples/upc/coll_prefix_reduce.upc"
        if (upcga_nested1)
#line 26 "samples/upc/coll_prefix_reduce.upc"
            for (; i < n; i++) {
                isrc_set(i, i % 5 - 2);
                lsrc_set(i, i * 37 % 11 - 5);
                dsrc_set(i, 0.25 * i);
            }
        else {
#line 26 "samples/upc/coll_prefix_reduce.upc"
            /* This thread's blocks of `isrc`, each through local pointers. */
#line 26 "samples/upc/coll_prefix_reduce.upc"
            for (i = upcga_forall_first(i, 4); i < n; i = upcga_forall_first(i, 4)) {
#line 26 "samples/upc/coll_prefix_reduce.upc"
                int *upcga_local_isrc = isrc_local + upcga_row_index(i, 4);
                long *upcga_local_lsrc = lsrc_local + upcga_row_index(i, 4);
                double *upcga_local_dsrc = dsrc_local + upcga_row_index(i, 4);
                long upcga_block_lo = i - i % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 26 "samples/upc/coll_prefix_reduce.upc"
                if (upcga_stop - i == 4) {
#pragma GCC ivdep
#line 26 "samples/upc/coll_prefix_reduce.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, i++, upcga_local_isrc++, upcga_local_lsrc++, upcga_local_dsrc++) {
                        *upcga_local_isrc = i % 5 - 2;
                        *upcga_local_lsrc = i * 37 % 11 - 5;
                        *upcga_local_dsrc = 0.25 * i;
                    }
                } else
#line 26 "samples/upc/coll_prefix_reduce.upc"
                    for (; i < upcga_stop; i++, upcga_local_isrc++, upcga_local_lsrc++, upcga_local_dsrc++) {
                        *upcga_local_isrc = i % 5 - 2;
                        *upcga_local_lsrc = i * 37 % 11 - 5;
                        *upcga_local_dsrc = 0.25 * i;
                    }
            }
        }
#line 26 "samples/upc/coll_prefix_reduce.upc"
        upcga_forall_control = upcga_nested1;
    }



    {
#line 31 "samples/upc/coll_prefix_reduce.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 31 "samples/upc/coll_prefix_reduce.upc"
        i = 0;
#line 31 "samples/upc/coll_prefix_reduce.upc"
        if (upcga_nested2)
#line 31 "samples/upc/coll_prefix_reduce.upc"
            for (; i < n; i++) {
                usrc_set(i, (unsigned long)(i % 2 + 1));
                fsrc_set(i, (float)(i * 7 % 13));
            }
        else {
#line 31 "samples/upc/coll_prefix_reduce.upc"
            /* This thread's elements of `usrc`, through local pointers. */
            i = upcga_forall_first(i, 1);
            unsigned long *upcga_local_usrc = usrc_local + upcga_row_index(i, 1);
            float *upcga_local_fsrc = fsrc_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 31 "samples/upc/coll_prefix_reduce.upc"
            long upcga_bound = n;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 31 "samples/upc/coll_prefix_reduce.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 31 "samples/upc/coll_prefix_reduce.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_usrc++, upcga_local_fsrc++) {
                    *upcga_local_usrc = (unsigned long)(i % 2 + 1);
                    *upcga_local_fsrc = (float)(i * 7 % 13);
                }
            }
#line 31 "samples/upc/coll_prefix_reduce.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_usrc++, upcga_local_fsrc++) {
                *upcga_local_usrc = (unsigned long)(i % 2 + 1);
                *upcga_local_fsrc = (float)(i * 7 % 13);
            }
        }
#line 31 "samples/upc/coll_prefix_reduce.upc"
        upcga_forall_control = upcga_nested2;
    }


    upcga_all_prefix_reduceI(idst_ref(0), isrc_ref(0), (upc_op_t)1 << 0, n, 4, (void *)0, 0 | 0);
    upcga_all_prefix_reduceL(ldst_ref(0), lsrc_ref(0), (upc_op_t)1 << 8, n, 4, (void *)0, 0 | 0);
    upcga_all_prefix_reduceUL(udst_ref(0), usrc_ref(0), (upc_op_t)1 << 1, n < 40 ? n : 40, 1, (void *)0, 0 | 0);
    upcga_all_prefix_reduceD(ddst_ref(0), dsrc_ref(0), (upc_op_t)1 << 0, n, 4, (void *)0, 0 | 0);
    upcga_all_prefix_reduceF(fdst_ref(0), fsrc_ref(0), (upc_op_t)1 << 7, n, 1, (void *)0, 0 | 0);

    if (MYTHREAD == 0) {
        int isum = 0;
        long lmax = -100;
        unsigned long prod = 1;
        double dsum = 0.0;
        float fmin = 1000.0f;
        for (i = 0; i < n; i++) {
            isum += i % 5 - 2;
            lmax = i * 37 % 11 - 5 > lmax ? i * 37 % 11 - 5 : lmax;
            dsum += 0.25 * i;
            fmin = (float)(i * 7 % 13) < fmin ? (float)(i * 7 % 13) : fmin;
            if (idst_get(i) != isum || ldst_get(i) != lmax || ddst_get(i) != dsum || fdst_get(i) != fmin) {
                if (errors < 5)
                    printf("FAIL: coll_prefix_reduce: at %d: %d/%d %ld/%ld %g/%g\n", i, idst_get(i), isum, ldst_get(i), lmax, ddst_get(i), dsum);

                errors++;
            }
            if (i < 40) {
                prod *= (unsigned long)(i % 2 + 1);
                if (udst_get(i) != prod)
                    errors++;
            }
        }
        if (errors)
            printf("FAIL: coll_prefix_reduce: %d errors\n", errors);
        else
            printf("PASS: coll_prefix_reduce\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_prefix_reduce(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_isrc = NGA_Create_irreg(C_INT, 2, dims, "isrc", block, upcga_rows);
        isrc_local = upcga_own_row(g_isrc, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_idst = NGA_Create_irreg(C_INT, 2, dims, "idst", block, upcga_rows);
        idst_local = upcga_own_row(g_idst, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_lsrc = NGA_Create_irreg(C_LONG, 2, dims, "lsrc", block, upcga_rows);
        lsrc_local = upcga_own_row(g_lsrc, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_ldst = NGA_Create_irreg(C_LONG, 2, dims, "ldst", block, upcga_rows);
        ldst_local = upcga_own_row(g_ldst, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_usrc = NGA_Create_irreg(C_LONG, 2, dims, "usrc", block, upcga_rows);
        usrc_local = upcga_own_row(g_usrc, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_udst = NGA_Create_irreg(C_LONG, 2, dims, "udst", block, upcga_rows);
        udst_local = upcga_own_row(g_udst, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_dsrc = NGA_Create_irreg(C_DBL, 2, dims, "dsrc", block, upcga_rows);
        dsrc_local = upcga_own_row(g_dsrc, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_ddst = NGA_Create_irreg(C_DBL, 2, dims, "ddst", block, upcga_rows);
        ddst_local = upcga_own_row(g_ddst, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fsrc = NGA_Create_irreg(C_FLOAT, 2, dims, "fsrc", block, upcga_rows);
        fsrc_local = upcga_own_row(g_fsrc, sizeof(float));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fdst = NGA_Create_irreg(C_FLOAT, 2, dims, "fdst", block, upcga_rows);
        fdst_local = upcga_own_row(g_fdst, sizeof(float));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_coll_prefix_reduce_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_prefix_reduce;
