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
#line 1 "tests/in/real/forall_spelling.upc"
/* `forall`, the early spelling of `upc_forall` that older UPC code uses, next to a function of
   the program named `forall` (called, never a loop header). */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int foreign[THREADS]`: a GA array (one row per thread); this thread's part is foreign_local. */
int g_foreign;
int *foreign_local;
/* `foreign[i]`: read in place on its thread or node, else NGA_Get. */
static inline int foreign_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_foreign, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return foreign_local[pos];
    upcga_get_at(g_foreign, t, pos, &v, sizeof v);
    return v;
}
/* `foreign[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int foreign_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_foreign, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        foreign_local[pos] = v;
    else
        upcga_put_at(g_foreign, t, pos, &v, sizeof v);
    return v;
}
#line 9 "tests/in/real/forall_spelling.upc"
int forall(int x) {
#line 9 "tests/in/real/forall_spelling.upc"
    return x + 1;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, n = 0, mine = 0;
    {
#line 13 "tests/in/real/forall_spelling.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 13 "tests/in/real/forall_spelling.upc"
        i = 0;
#line 13 "tests/in/real/forall_spelling.upc"
        if (upcga_nested1)
#line 13 "tests/in/real/forall_spelling.upc"
            for (; i < 4 * THREADS; i++) {
                a_set(i, forall(i));
                mine += upcga_threadof(a_ref(i)) != MYTHREAD;
            }
        else {
#line 13 "tests/in/real/forall_spelling.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_a = a_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 13 "tests/in/real/forall_spelling.upc"
            long upcga_bound = 4 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 13 "tests/in/real/forall_spelling.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 13 "tests/in/real/forall_spelling.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_a++) {
                    *upcga_local_a = forall(i);
                    mine += upcga_threadof(a_ref(i)) != MYTHREAD;
                }
#line 13 "tests/in/real/forall_spelling.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_a++) {
                *upcga_local_a = forall(i);
                mine += upcga_threadof(a_ref(i)) != MYTHREAD;
            }
        }
#line 13 "tests/in/real/forall_spelling.upc"
        upcga_forall_control = upcga_nested1;
    }


    foreign_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        {
#line 20 "tests/in/real/forall_spelling.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)(4 * THREADS);
#line 20 "tests/in/real/forall_spelling.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)(4 * THREADS) && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(a_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 20 "tests/in/real/forall_spelling.upc"
                for (i = 0; i < 4 * THREADS; i++)
                    n += upcga_gathered3[i - upcga_gather_lo2];
            } else
#line 20 "tests/in/real/forall_spelling.upc"
                for (i = 0; i < 4 * THREADS; i++)
                    n += a_get(i);
        }
#line 22 "tests/in/real/forall_spelling.upc"
        printf("sum %d\n", n);
        for (i = 0; i < THREADS; i++)
            printf("thread %d foreign %d\n", i, foreign_get(i));
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_forall_spelling(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_foreign = NGA_Create_irreg(C_INT, 2, dims, "foreign", block, upcga_rows);
        foreign_local = upcga_own_row(g_foreign, sizeof(int));
    }
}
static void (*const upcga_create_forall_spelling_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_forall_spelling;
