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
#line 1 "samples/upc/ptr_query.upc"
/* ptr_query.upc - upc_threadof, upc_phaseof, upc_addrfield and upc_resetphase on blocked, cyclic and indefinite arrays and on a shared scalar. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [3] int a[6 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared long c[4 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
long *c_local;
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared [] short ind[10]`: a GA array (on thread 0); this thread's part is ind_local. */
int g_ind;
short *ind_local;
/* `&ind[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ind_ref(long i) {
    upcga_ptr_t p = { g_ind, 0, i * (long)sizeof(short), 0 };
    return p;
}
/* `shared double s`: a GA array (on thread 0); this thread's part is s_local. */
int g_s;
double *s_local;
/* `&s`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(void) {
    upcga_ptr_t p = { g_s, 0, 0, 0 };
    return p;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
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
#line 6 "samples/upc/ptr_query.upc"
/* two blocks per thread */
#line 13 "samples/upc/ptr_query.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, mine = 0;
    int n = 2 * 3 * THREADS;

    for (i = 0; i < n; i++) {
        int t = i / 3 % THREADS;
        /* index in the owner's memory */
#line 20 "samples/upc/ptr_query.upc"
        int local = i / 3 / THREADS * 3 + i % 3;
        if (upcga_threadof(a_ref(i)) != (size_t)t || upcga_phaseof(a_ref(i)) != (size_t)(i % 3))
            mine++;
        /* the address field counts bytes in the owner's memory from its first element */
        if (upcga_addrfield(a_ref(i)) - upcga_addrfield(a_ref(3 * t)) != local * sizeof(int))
            mine++;
    }
    for (i = 0; i + THREADS < 4 * THREADS; i++) {
        if (upcga_addrfield(c_ref(i + THREADS)) - upcga_addrfield(c_ref(i)) != sizeof(long))
            mine++;
        if (upcga_phaseof(c_ref(i)) != 0 || upcga_threadof(c_ref(i)) != (size_t)(i % THREADS))
            mine++;
    }
    for (i = 0; i < 10; i++)
        if (upcga_threadof(ind_ref(i)) != 0 || upcga_phaseof(ind_ref(i)) != 0 || upcga_addrfield(ind_ref(i)) - upcga_addrfield(ind_ref(0)) != i * sizeof(short))

            mine++;
    if (upcga_threadof(s_ref()) != 0 || upcga_phaseof(s_ref()) != 0)
        mine++;

    /* upc_resetphase: same thread and address, phase 0 */
    for (i = 0; i < n; i++) {
        upcga_ptr_t r = upcga_resetphase(a_ref(i));
        if (upcga_phaseof(r) != 0 || upcga_threadof(r) != upcga_threadof(a_ref(i)) || upcga_addrfield(r) != upcga_addrfield(a_ref(i)))

            mine++;
        if (i % 3 == 0 && !upcga_eq(r, a_ref(i)))
            mine++;
    }
    /* the queries of a pointer I own agree with MYTHREAD */
    if (upcga_threadof(a_ref(3 * MYTHREAD + 1)) != (size_t)MYTHREAD || upcga_threadof(c_ref(MYTHREAD)) != (size_t)MYTHREAD)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 57 "samples/upc/ptr_query.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 57 "samples/upc/ptr_query.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 57 "samples/upc/ptr_query.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 57 "samples/upc/ptr_query.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 59 "samples/upc/ptr_query.upc"
        if (total)
            printf("FAIL: ptr_query: %d errors\n", total);
        else
            printf("PASS: ptr_query\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_query(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_LONG, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(long));
    }
    {
        int dims[2] = { 1, 10 }, block[2] = { 1, 1 };
        g_ind = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "ind", block, upcga_one_block);
        ind_local = upcga_own_row(g_ind, sizeof(short));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_s = NGA_Create_irreg(C_DBL, 2, dims, "s", block, upcga_one_block);
        s_local = upcga_own_row(g_s, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_ptr_query_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_query;
