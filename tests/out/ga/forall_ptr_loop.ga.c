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
#line 1 "samples/upc/forall_ptr_loop.upc"
/* forall_ptr_loop.upc - upc_forall whose loop variable is a pointer-to-shared, used directly as the affinity, over a blocked array and an upc_all_alloc'd one. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [5] double v[15 * THREADS]`: a GA array (one row per thread); this thread's part is v_local. */
int g_v;
double *v_local;
/* `v[i]`: read in place on its thread or node, else NGA_Get. */
static inline double v_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_v, t, pos, sizeof(double), 0);
    double v_1;
    if (t == MYTHREAD)
        return v_local[pos];
    upcga_get_at(g_v, t, pos, &v_1, sizeof v_1);
    return v_1;
}
/* `&v[i]`: a pointer-to-shared. */
static inline upcga_ptr_t v_ref(long i) {
    upcga_ptr_t p = { g_v, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(double), i % 5 };
    return p;
}
/* `shared int count[THREADS]`: a GA array (one row per thread); this thread's part is count_local. */
int g_count;
int *count_local;
/* `count[i]`: read in place on its thread or node, else NGA_Get. */
static inline int count_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_count, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return count_local[pos];
    upcga_get_at(g_count, t, pos, &v, sizeof v);
    return v;
}
/* `count[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int count_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_count, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        count_local[pos] = v;
    else
        upcga_put_at(g_count, t, pos, &v, sizeof v);
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
#line 11 "samples/upc/forall_ptr_loop.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 5 * 3 * THREADS, mine = 0, errors = 0;
    upcga_ptr_t p;
    upcga_ptr_t dyn;
#line 15 "samples/upc/forall_ptr_loop.upc"
    upcga_ptr_t q;

    {
#line 17 "samples/upc/forall_ptr_loop.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 17 "samples/upc/forall_ptr_loop.upc"
        for (p = v_ref(0); upcga_sub(p, upcga_add(v_ref(0), sizeof(double), n, 5), sizeof(double), 5) < 0; p = upcga_add(p, sizeof(double), 1, 5)) {
#line 17 "samples/upc/forall_ptr_loop.upc"
            if (!upcga_nested1 && !(upcga_threadof(p) == MYTHREAD))
                continue;
#line 17 "samples/upc/forall_ptr_loop.upc"
            {
                /* the index is a pointer difference */
#line 18 "samples/upc/forall_ptr_loop.upc"
                UPCGA_WRITE(double, p, upcga_sub(p, v_ref(0), sizeof(double), 5) * 1.5);
                mine += upcga_threadof(p) == (size_t)MYTHREAD;
            }
        }
#line 17 "samples/upc/forall_ptr_loop.upc"
        upcga_forall_control = upcga_nested1;
    }


    count_set(MYTHREAD, mine);

    dyn = upcga_all_alloc(3 * THREADS, 5 * sizeof(int));
    {
#line 24 "samples/upc/forall_ptr_loop.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 24 "samples/upc/forall_ptr_loop.upc"
        for (q = dyn; !upcga_eq(q, upcga_add(dyn, sizeof(int), n, 5)); q = upcga_add(q, sizeof(int), 1, 5)) {
#line 24 "samples/upc/forall_ptr_loop.upc"
            if (!upcga_nested2 && !(upcga_threadof(q) == MYTHREAD))
                continue;
#line 25 "samples/upc/forall_ptr_loop.upc"
            UPCGA_WRITE(int, q, (int)upcga_sub(q, dyn, sizeof(int), 5));
        }
#line 24 "samples/upc/forall_ptr_loop.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        {
#line 29 "samples/upc/forall_ptr_loop.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine3 = upcga_mine(dyn);
            long upcga_phase3 = dyn.phase;
#line 29 "samples/upc/forall_ptr_loop.upc"
            if (upcga_mine3 && upcga_phase3 + 0 >= 0 && upcga_phase3 + n <= 5)
#line 29 "samples/upc/forall_ptr_loop.upc"
                for (i = 0; i < n; i++) {
                    if (v_get(i) != i * 1.5 || upcga_mine3[i] != i) {
                        if (errors < 5)
                            printf("FAIL: forall_ptr_loop: v[%d] = %g, dyn[%d] = %d\n", i, v_get(i), i, upcga_mine3[i]);
                        errors++;
                    }
                }
            else
#line 29 "samples/upc/forall_ptr_loop.upc"
                for (i = 0; i < n; i++) {
                    if (v_get(i) != i * 1.5 || (upcga_mine3 && (unsigned long)(upcga_phase3 + i) < 5 ? upcga_mine3[i] : UPCGA_READ(int, upcga_add(dyn, sizeof(int), i, 5))) != i) {
                        if (errors < 5)
                            printf("FAIL: forall_ptr_loop: v[%d] = %g, dyn[%d] = %d\n", i, v_get(i), i, upcga_mine3 && (unsigned long)(upcga_phase3 + i) < 5 ? upcga_mine3[i] : UPCGA_READ(int, upcga_add(dyn, sizeof(int), i, 5)));
                        errors++;
                    }
                }
        }
#line 36 "samples/upc/forall_ptr_loop.upc"
        for (i = 0; i < THREADS; i++)
            if (count_get(i) != 5 * 3) {
                printf("FAIL: forall_ptr_loop: thread %d ran %d iterations\n", i, count_get(i));
                errors++;
            }
        if (errors)
            printf("FAIL: forall_ptr_loop: %d errors\n", errors);
        else
            printf("PASS: forall_ptr_loop\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_all_free(dyn);
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_forall_ptr_loop(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(15 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_v = NGA_Create_irreg(C_DBL, 2, dims, "v", block, upcga_rows);
        v_local = upcga_own_row(g_v, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_count = NGA_Create_irreg(C_INT, 2, dims, "count", block, upcga_rows);
        count_local = upcga_own_row(g_count, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_forall_ptr_loop_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_forall_ptr_loop;
