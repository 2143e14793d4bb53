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
#line 1 "tests/in/real/bupc_reduce_all.upc"
/* bupc_all_reduce_all<T> (upc_collective.h): every thread gets the reduction, written where a
   broadcast from dst writes; integer, unsigned and floating types, dst at several phases, a
   UPC_FUNC reduction, each sync mode. Each thread checks its copy; thread 0 prints the
   failures of all. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [4] int src[4 * THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [4] int dst[4 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dst_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared double dsrc[3 * THREADS]`: a GA array (one row per thread); this thread's part is dsrc_local. */
int g_dsrc;
double *dsrc_local;
/* `dsrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double dsrc_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dsrc, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        dsrc_local[pos] = v;
    else
        upcga_put_at(g_dsrc, t, pos, &v, sizeof v);
    return v;
}
/* `&dsrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dsrc_ref(long i) {
    upcga_ptr_t p = { g_dsrc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared double ddst[THREADS]`: a GA array (one row per thread); this thread's part is ddst_local. */
int g_ddst;
double *ddst_local;
/* `ddst[i]`: read in place on its thread or node, else NGA_Get. */
static inline double ddst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ddst, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return ddst_local[pos];
    upcga_get_at(g_ddst, t, pos, &v, sizeof v);
    return v;
}
/* `&ddst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ddst_ref(long i) {
    upcga_ptr_t p = { g_ddst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared unsigned long usrc[THREADS]`: a GA array (one row per thread); this thread's part is usrc_local. */
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
/* `shared [2] unsigned long udst[2 * THREADS]`: a GA array (one row per thread); this thread's part is udst_local. */
int g_udst;
unsigned long *udst_local;
/* `udst[i]`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long udst_get(long i) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_udst, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return udst_local[pos];
    upcga_get_at(g_udst, t, pos, &v, sizeof v);
    return v;
}
/* `&udst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t udst_ref(long i) {
    upcga_ptr_t p = { g_udst, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(unsigned long), i % 2 };
    return p;
}
/* `shared int fails[THREADS]`: a GA array (one row per thread); this thread's part is fails_local. */
int g_fails;
int *fails_local;
/* `fails[i]`: read in place on its thread or node, else NGA_Get. */
static inline int fails_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return fails_local[pos];
    upcga_get_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `fails[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int fails_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        fails_local[pos] = v;
    else
        upcga_put_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `&fails[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fails_ref(long i) {
    upcga_ptr_t p = { g_fails, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 18 "tests/in/real/bupc_reduce_all.upc"
static long mul(long a, long b) {
#line 18 "tests/in/real/bupc_reduce_all.upc"
    return a * b;
}
/* `shared long lsrc[THREADS]`: a GA array (one row per thread); this thread's part is lsrc_local. */
int g_lsrc;
long *lsrc_local;
/* `lsrc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long lsrc_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_lsrc, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        lsrc_local[pos] = v;
    else
        upcga_put_at(g_lsrc, t, pos, &v, sizeof v);
    return v;
}
/* `&lsrc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lsrc_ref(long i) {
    upcga_ptr_t p = { g_lsrc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared long ldst[THREADS]`: a GA array (one row per thread); this thread's part is ldst_local. */
int g_ldst;
long *ldst_local;
/* `ldst[i]`: read in place on its thread or node, else NGA_Get. */
static inline long ldst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ldst, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return ldst_local[pos];
    upcga_get_at(g_ldst, t, pos, &v, sizeof v);
    return v;
}
/* `&ldst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ldst_ref(long i) {
    upcga_ptr_t p = { g_ldst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
#line 22 "tests/in/real/bupc_reduce_all.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int me = MYTHREAD, i, bad = 0, n = 4 * THREADS;
    for (i = 0; i < 4; i++)
        src_set(me * 4 + i, me * 4 + i + 1);
    for (i = 0; i < 3; i++)
        dsrc_set(i * THREADS + me, 0.5 * (i * THREADS + me));
    usrc_set(me, 1ul << me);
    lsrc_set(me, me + 2);
    upcga_barrier();

    /* into the phase 2 slot of each thread's block of dst */
    do {
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upcga_ptr_t pgas_reduce_all_tmp = upcga_resetphase(upcga_all_alloc(1, sizeof(int)));
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_reduceI(pgas_reduce_all_tmp, src_ref(0), (upc_op_t)1 << 0, n, 4, (void *)0, (0 | 0) & (1 << 0 | 1 << 1));
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_broadcast(dst_ref(2), pgas_reduce_all_tmp, sizeof(int), 0 | 0);
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_free(pgas_reduce_all_tmp);
    } while (0);
#line 35 "tests/in/real/bupc_reduce_all.upc"
    if (dst_get(me * 4 + 2) != n * (n + 1) / 2)
        bad++, printf("thread %d: reduce_allI %d\n", me, dst_get(me * 4 + 2));
    do {
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upcga_ptr_t pgas_reduce_all_tmp = upcga_resetphase(upcga_all_alloc(1, sizeof(double)));
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_reduceD(pgas_reduce_all_tmp, dsrc_ref(0), (upc_op_t)1 << 8, 3 * THREADS, 1, (void *)0, (1 << 1 | 1 << 3) & (1 << 0 | 1 << 1));
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_broadcast(ddst_ref(0), pgas_reduce_all_tmp, sizeof(double), 0 | 0);
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_free(pgas_reduce_all_tmp);
    } while (0);
#line 38 "tests/in/real/bupc_reduce_all.upc"
    if (ddst_get(me) != 0.5 * (3 * THREADS - 1))
        bad++, printf("thread %d: reduce_allD %g\n", me, ddst_get(me));
    /* the second element of each thread's block */
    do {
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upcga_ptr_t pgas_reduce_all_tmp = upcga_resetphase(upcga_all_alloc(1, sizeof(unsigned long)));
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_reduceUL(pgas_reduce_all_tmp, usrc_ref(0), (upc_op_t)1 << 3, THREADS, 1, (void *)0, (1 << 0 | 1 << 2) & (1 << 0 | 1 << 1));
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_broadcast(udst_ref(1), pgas_reduce_all_tmp, sizeof(unsigned long), 0 | 0);
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_free(pgas_reduce_all_tmp);
    } while (0);
    upcga_barrier();
    if (udst_get(2 * me + 1) != (THREADS >= 64 ? ~0ul : (1ul << THREADS) - 1))
        bad++, printf("thread %d: reduce_allUL %lu\n", me, udst_get(2 * me + 1));
    do {
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upcga_ptr_t pgas_reduce_all_tmp = upcga_resetphase(upcga_all_alloc(1, sizeof(long)));
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_reduceL(pgas_reduce_all_tmp, lsrc_ref(0), (upc_op_t)1 << 9, THREADS, 1, mul, 0 & (1 << 0 | 1 << 1));
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_broadcast(ldst_ref(0), pgas_reduce_all_tmp, sizeof(long), 0 | 0);
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upcga_all_free(pgas_reduce_all_tmp);
    } while (0);
#line 47 "tests/in/real/bupc_reduce_all.upc"
    {
        long want = 1;
        for (i = 0; i < THREADS; i++)
            want *= i + 2;
        if (ldst_get(me) != want)
            bad++, printf("thread %d: reduce_allL %ld\n", me, ldst_get(me));
    }
    fails_set(me, bad);
    upcga_barrier();
    if (me == 0) {
        int total = 0;
        {
#line 58 "tests/in/real/bupc_reduce_all.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 58 "tests/in/real/bupc_reduce_all.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(fails_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 58 "tests/in/real/bupc_reduce_all.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 58 "tests/in/real/bupc_reduce_all.upc"
                for (i = 0; i < THREADS; i++)
                    total += fails_get(i);
        }
#line 60 "tests/in/real/bupc_reduce_all.upc"
        printf("reduce_all on %d threads: %d failures\n", THREADS, total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_reduce_all(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_dsrc = NGA_Create_irreg(C_DBL, 2, dims, "dsrc", block, upcga_rows);
        dsrc_local = upcga_own_row(g_dsrc, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ddst = NGA_Create_irreg(C_DBL, 2, dims, "ddst", block, upcga_rows);
        ddst_local = upcga_own_row(g_ddst, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_usrc = NGA_Create_irreg(C_LONG, 2, dims, "usrc", block, upcga_rows);
        usrc_local = upcga_own_row(g_usrc, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_udst = NGA_Create_irreg(C_LONG, 2, dims, "udst", block, upcga_rows);
        udst_local = upcga_own_row(g_udst, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fails = NGA_Create_irreg(C_INT, 2, dims, "fails", block, upcga_rows);
        fails_local = upcga_own_row(g_fails, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_lsrc = NGA_Create_irreg(C_LONG, 2, dims, "lsrc", block, upcga_rows);
        lsrc_local = upcga_own_row(g_lsrc, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ldst = NGA_Create_irreg(C_LONG, 2, dims, "ldst", block, upcga_rows);
        ldst_local = upcga_own_row(g_ldst, sizeof(long));
    }
}
static void (*const upcga_create_bupc_reduce_all_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_reduce_all;
