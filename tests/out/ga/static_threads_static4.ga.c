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
#line 1 "samples/upc/static_threads_static4.upc"
/* static_threads_static4.upc - compiled with --threads 4: THREADS is a constant, usable in private array sizes, in several dimensions, as a block size, in case labels and enums. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 9 "samples/upc/static_threads_static4.upc"
/* a constant expression */
#line 9 "samples/upc/static_threads_static4.upc"
enum {
    PAIRS = 4 * 2
};
#line 10 "samples/upc/static_threads_static4.upc"
/* a private array sized by THREADS */
#line 10 "samples/upc/static_threads_static4.upc"
static int private_table[4];
/* `shared int m[4][4]`: a GA array (one row per thread); this thread's part is m_local. */
int g_m;
int *m_local;
/* `m[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int m_get(long i0, long i1) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_m, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return m_local[pos];
    upcga_get_at(g_m, t, pos, &v, sizeof v);
    return v;
}
/* `m[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int m_set(long i0, long i1, int v) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_m, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        m_local[pos] = v;
    else
        upcga_put_at(g_m, t, pos, &v, sizeof v);
    return v;
}
/* `shared [4] int rows[16]`: a GA array (one row per thread); this thread's part is rows_local. */
int g_rows;
int *rows_local;
/* `rows[i]`: read in place on its thread or node, else NGA_Get. */
static inline int rows_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_rows, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return rows_local[pos];
    upcga_get_at(g_rows, t, pos, &v, sizeof v);
    return v;
}
/* `&rows[i]`: a pointer-to-shared. */
static inline upcga_ptr_t rows_ref(long i) {
    upcga_ptr_t p = { g_rows, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared int where[8]`: a GA array (one row per thread); this thread's part is where_local. */
int g_where;
int *where_local;
/* `where[i]`: read in place on its thread or node, else NGA_Get. */
static inline int where_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_where, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return where_local[pos];
    upcga_get_at(g_where, t, pos, &v, sizeof v);
    return v;
}
/* `where[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int where_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_where, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        where_local[pos] = v;
    else
        upcga_put_at(g_where, t, pos, &v, sizeof v);
    return v;
}
/* `&where[i]`: a pointer-to-shared. */
static inline upcga_ptr_t where_ref(long i) {
    upcga_ptr_t p = { g_where, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 11 "samples/upc/static_threads_static4.upc"
/* THREADS in two dimensions */
/* THREADS as a block size */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, errors = 0;

    for (i = 0; i < 4; i++)
        private_table[i] = i * MYTHREAD;
    for (i = 0; i < 4; i++)
        /* m[t][i] = i*t */
#line 23 "samples/upc/static_threads_static4.upc"
        m_set(MYTHREAD, i, private_table[i]);
    {
        /* `rows[i] = MYTHREAD` for every element of `rows`: one GA operation. */
        int upcga_value = MYTHREAD;
        GA_Fill(g_rows, &upcga_value);
        i = 16;
    }
#line 26 "samples/upc/static_threads_static4.upc"
    switch (MYTHREAD) {
    case 0:
        where_set(0, ({ int upcga_new1 = 100; where_set(1, upcga_new1); upcga_new1; }));
        break;
    case 4 - 1:
        where_set(PAIRS - 1, ({ int upcga_new2 = 300; where_set(PAIRS - 2, upcga_new2); upcga_new2; }));
        break;
    default:
        where_set(2 * MYTHREAD, ({ int upcga_new3 = 200; where_set(2 * MYTHREAD + 1, upcga_new3); upcga_new3; }));
        break;
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++) {
                if (m_get(i, j) != i * j)
                    errors++;
                /* a row of rows[] is one block: row i is on thread i */
                if (rows_get(i * 4 + j) != i || upcga_threadof(rows_ref(i * 4 + j)) != (size_t)i)
                    errors++;
            }
        {
#line 48 "samples/upc/static_threads_static4.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo4 = (long)0;
            long upcga_gather_hi4 = (long)PAIRS;
#line 48 "samples/upc/static_threads_static4.upc"
            if (upcga_gather_lo4 >= 0 && upcga_gather_hi4 <= (long)8 && upcga_gather_hi4 - upcga_gather_lo4 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered5[16384 / sizeof(int)];
                if (upcga_gather_lo4 < upcga_gather_hi4) {
                    upcga_get_range(upcga_gathered5, upcga_add(where_ref(0), sizeof(int), upcga_gather_lo4, 1), sizeof(int), 1, upcga_gather_hi4 - upcga_gather_lo4);
                }
#line 48 "samples/upc/static_threads_static4.upc"
                for (i = 0; i < PAIRS; i++) {
                    int want = i < 2 ? 100 : i >= PAIRS - 2 ? 300 : 200;
                    if (upcga_gathered5[i - upcga_gather_lo4] != want)
                        errors++;
                }
            } else
#line 48 "samples/upc/static_threads_static4.upc"
                for (i = 0; i < PAIRS; i++) {
                    int want = i < 2 ? 100 : i >= PAIRS - 2 ? 300 : 200;
                    if (where_get(i) != want)
                        errors++;
                }
        }
#line 53 "samples/upc/static_threads_static4.upc"
        if (sizeof private_table != 4 * sizeof(int) || (size_t)4 != 4)
            errors++;
        if (errors)
            printf("FAIL: static_threads_static4: %d errors\n", errors);
        else
            printf("PASS: static_threads_static4\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
static const unsigned upcga_threads_entry_static_threads_static4 __attribute__((used, section("upcga_static_threads"))) = 4;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_static_threads_static4(void) {
    {
        int dims[2] = { 4, upcga_row_length(16, 1) }, block[2] = { 4, 1 };
        g_m = NGA_Create_irreg(C_INT, 2, dims, "m", block, upcga_rows);
        m_local = upcga_own_row(g_m, sizeof(int));
    }
    {
        int dims[2] = { 4, upcga_row_length(16, 4) }, block[2] = { 4, 1 };
        g_rows = NGA_Create_irreg(C_INT, 2, dims, "rows", block, upcga_rows);
        rows_local = upcga_own_row(g_rows, sizeof(int));
    }
    {
        int dims[2] = { 4, upcga_row_length(8, 1) }, block[2] = { 4, 1 };
        g_where = NGA_Create_irreg(C_INT, 2, dims, "where", block, upcga_rows);
        where_local = upcga_own_row(g_where, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_static_threads_static4_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_static_threads_static4;
