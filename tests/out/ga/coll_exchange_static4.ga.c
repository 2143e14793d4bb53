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
#line 1 "samples/upc/coll_exchange_static4.upc"
/* coll_exchange_static4.upc - compiled with --threads 4: gather_all and exchange into statically declared arrays whose block size is NE*THREADS, the classic static-THREADS declarations. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [2] int src[8]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(int), i % 2 };
    return p;
}
/* `shared [8] int all[4][8]`: a GA array (one row per thread); this thread's part is all_local. */
int g_all;
int *all_local;
/* `all[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int all_get(long i0, long i1) {
    long i = i0 * 8 + i1;
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_all, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return all_local[pos];
    upcga_get_at(g_all, t, pos, &v, sizeof v);
    return v;
}
/* `&all[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t all_ref(long i0, long i1) {
    long i = i0 * 8 + i1;
    upcga_ptr_t p = { g_all, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int xs[4][8]`: a GA array (one row per thread); this thread's part is xs_local. */
int g_xs;
int *xs_local;
/* `xs[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int xs_set(long i0, long i1, int v) {
    long i = i0 * 8 + i1;
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_xs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        xs_local[pos] = v;
    else
        upcga_put_at(g_xs, t, pos, &v, sizeof v);
    return v;
}
/* `&xs[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t xs_ref(long i0, long i1) {
    long i = i0 * 8 + i1;
    upcga_ptr_t p = { g_xs, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int xd[4][8]`: a GA array (one row per thread); this thread's part is xd_local. */
int g_xd;
int *xd_local;
/* `xd[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int xd_get(long i0, long i1) {
    long i = i0 * 8 + i1;
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_xd, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return xd_local[pos];
    upcga_get_at(g_xd, t, pos, &v, sizeof v);
    return v;
}
/* `&xd[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t xd_ref(long i0, long i1) {
    long i = i0 * 8 + i1;
    upcga_ptr_t p = { g_xd, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared int errs[4]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 8 "samples/upc/coll_exchange_static4.upc"
/* row t: one block, on thread t */
#line 14 "samples/upc/coll_exchange_static4.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, bad = 0;

    for (i = 0; i < 2; i++)
        src_set(2 * MYTHREAD + i, 10 * MYTHREAD + i);
    for (j = 0; j < 4; j++)
        for (i = 0; i < 2; i++)
            /* piece j is for thread j */
#line 22 "samples/upc/coll_exchange_static4.upc"
            xs_set(MYTHREAD, 2 * j + i, 100 * MYTHREAD + 10 * j + i);

    upcga_all_gather_all(all_ref(0, 0), src_ref(0), 2 * sizeof(int), 0 | 0);
    upcga_all_exchange(xd_ref(0, 0), xs_ref(0, 0), 2 * sizeof(int), 0 | 0);

    for (j = 0; j < 4; j++)
        for (i = 0; i < 2; i++) {
            if (all_get(MYTHREAD, 2 * j + i) != 10 * j + i)
                bad++;
            if (xd_get(MYTHREAD, 2 * j + i) != 100 * j + 10 * MYTHREAD + i)
                bad++;
        }
    if (upcga_threadof(all_ref(MYTHREAD, 0)) != (size_t)MYTHREAD)
        bad++;
    errs_set(MYTHREAD, bad);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 41 "samples/upc/coll_exchange_static4.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)4;
#line 41 "samples/upc/coll_exchange_static4.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)4 && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 41 "samples/upc/coll_exchange_static4.upc"
                for (j = 0; j < 4; j++)
                    total += upcga_gathered2[j - upcga_gather_lo1];
            } else
#line 41 "samples/upc/coll_exchange_static4.upc"
                for (j = 0; j < 4; j++)
                    total += errs_get(j);
        }
#line 43 "samples/upc/coll_exchange_static4.upc"
        if (total)
            printf("FAIL: coll_exchange_static4: %d errors\n", total);
        else
            printf("PASS: coll_exchange_static4\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
static const unsigned upcga_threads_entry_coll_exchange_static4 __attribute__((used, section("upcga_static_threads"))) = 4;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_exchange_static4(void) {
    {
        int dims[2] = { 4, upcga_row_length(8, 2) }, block[2] = { 4, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { 4, upcga_row_length(32, 8) }, block[2] = { 4, 1 };
        g_all = NGA_Create_irreg(C_INT, 2, dims, "all", block, upcga_rows);
        all_local = upcga_own_row(g_all, sizeof(int));
    }
    {
        int dims[2] = { 4, upcga_row_length(32, 8) }, block[2] = { 4, 1 };
        g_xs = NGA_Create_irreg(C_INT, 2, dims, "xs", block, upcga_rows);
        xs_local = upcga_own_row(g_xs, sizeof(int));
    }
    {
        int dims[2] = { 4, upcga_row_length(32, 8) }, block[2] = { 4, 1 };
        g_xd = NGA_Create_irreg(C_INT, 2, dims, "xd", block, upcga_rows);
        xd_local = upcga_own_row(g_xd, sizeof(int));
    }
    {
        int dims[2] = { 4, upcga_row_length(4, 1) }, block[2] = { 4, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_coll_exchange_static4_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_exchange_static4;
