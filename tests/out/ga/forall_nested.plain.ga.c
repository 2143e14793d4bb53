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
/* forall_nested.upc - nested upc_forall: the outermost loop with an affinity other than continue controls, inner loops (also through a call) run all their iterations. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [5] int m[6 * THREADS][5]`: a GA array (one row per thread); this thread's part is m_local. */
int g_m;
int *m_local;
/* `m[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int m_get(long i0, long i1) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_m, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return m_local[pos];
    upcga_get_at(g_m, t, pos, &v, sizeof v);
    return v;
}
/* `m[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int m_set(long i0, long i1, int v) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_m, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        m_local[pos] = v;
    else
        upcga_put_at(g_m, t, pos, &v, sizeof v);
    return v;
}
/* `&m[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t m_ref(long i0, long i1) {
    long i = i0 * 5 + i1;
    upcga_ptr_t p = { g_m, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
/* `shared int who[6 * THREADS][5]`: a GA array (one row per thread); this thread's part is who_local. */
int g_who;
int *who_local;
/* `who[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int who_get(long i0, long i1) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_who, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return who_local[pos];
    upcga_get_at(g_who, t, pos, &v, sizeof v);
    return v;
}
/* `who[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int who_set(long i0, long i1, int v) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_who, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        who_local[pos] = v;
    else
        upcga_put_at(g_who, t, pos, &v, sizeof v);
    return v;
}
/* `shared int inner_by[6 * THREADS][5]`: a GA array (one row per thread); this thread's part is inner_by_local. */
int g_inner_by;
int *inner_by_local;
/* `inner_by[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int inner_by_get(long i0, long i1) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_inner_by, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return inner_by_local[pos];
    upcga_get_at(g_inner_by, t, pos, &v, sizeof v);
    return v;
}
/* `inner_by[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int inner_by_set(long i0, long i1, int v) {
    long i = i0 * 5 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_inner_by, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        inner_by_local[pos] = v;
    else
        upcga_put_at(g_inner_by, t, pos, &v, sizeof v);
    return v;
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
/* one row per block */
/* who wrote each element */
/* who ran each iteration of the second nest */
/* a upc_forall in a function called from a controlling upc_forall runs every iteration */
static void fill_row(int r) {
    int c;
    {
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
        c = 0;
        if (!upcga_nested1)
            c = upcga_forall_first(c, 1);
        for (; c < 5; c = upcga_nested1 ? c + 1 : upcga_forall_next(c, 1))
            who_set(r, c, MYTHREAD);
        upcga_forall_control = upcga_nested1;
    }
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int r, c, errors = 0;
    /* outer controls (row affinity); the inner's &m[r][c] is ignored */
    {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
        r = 0;
        if (!upcga_nested2)
            r = upcga_forall_first(r, 1);
        for (; r < 6 * THREADS; r = upcga_nested2 ? r + 1 : upcga_forall_next(r, 1)) {
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcga_ptr_t upcga_rowp3 = m_ref(r, 0);
            int *upcga_row3 = upcga_rowp3.phase % 5 == 0 ? upcga_mine(upcga_rowp3) : 0;
            if (upcga_row3) {
                for (c = 0; c < 5; c++)
                    upcga_row3[c] = r * 5 + c;
                fill_row(r);
            } else {
                for (c = 0; c < 5; c++)
                    m_set(r, c, r * 5 + c);
                fill_row(r);
            }
        }
        upcga_forall_control = upcga_nested2;
    }
    /* outer with continue affinity: the inner loop is the controlling one */
    for (r = 0; r < 6 * THREADS; r++) {
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
        for (c = 0; c < 5; c++) {
            if (!upcga_nested4 && !(((r + c) % THREADS + THREADS) % THREADS == MYTHREAD))
                continue;
            inner_by_set(r, c, MYTHREAD);
        }
        upcga_forall_control = upcga_nested4;
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        for (r = 0; r < 6 * THREADS; r++)
            for (c = 0; c < 5; c++) {
                int owner = (int)upcga_threadof(m_ref(r, 0));
                if (m_get(r, c) != r * 5 + c || who_get(r, c) != owner || owner != r % THREADS) {
                    if (errors < 5)
                        printf("FAIL: forall_nested: [%d][%d] = %d by %d\n", r, c, m_get(r, c), who_get(r, c));
                    errors++;
                }
                if (inner_by_get(r, c) != (r + c) % THREADS)
                    errors++;
            }
        if (errors)
            printf("FAIL: forall_nested: %d errors\n", errors);
        else
            printf("PASS: forall_nested\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_forall_nested(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(30 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_m = NGA_Create_irreg(C_INT, 2, dims, "m", block, upcga_rows);
        m_local = upcga_own_row(g_m, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(30 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_who = NGA_Create_irreg(C_INT, 2, dims, "who", block, upcga_rows);
        who_local = upcga_own_row(g_who, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(30 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_inner_by = NGA_Create_irreg(C_INT, 2, dims, "inner_by", block, upcga_rows);
        inner_by_local = upcga_own_row(g_inner_by, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_forall_nested_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_forall_nested;
