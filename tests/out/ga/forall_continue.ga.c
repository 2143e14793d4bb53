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
#line 1 "samples/upc/forall_continue.upc"
/* forall_continue.upc - upc_forall with continue affinity and with no affinity (every thread runs every iteration), and the continue statement inside a distributed loop. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int all_cont[THREADS]`: a GA array (one row per thread); this thread's part is all_cont_local. */
int g_all_cont;
int *all_cont_local;
/* `all_cont[i]`: read in place on its thread or node, else NGA_Get. */
static inline int all_cont_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_all_cont, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return all_cont_local[pos];
    upcga_get_at(g_all_cont, t, pos, &v, sizeof v);
    return v;
}
/* `all_cont[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int all_cont_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_all_cont, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        all_cont_local[pos] = v;
    else
        upcga_put_at(g_all_cont, t, pos, &v, sizeof v);
    return v;
}
/* `shared int all_empty[THREADS]`: a GA array (one row per thread); this thread's part is all_empty_local. */
int g_all_empty;
int *all_empty_local;
/* `all_empty[i]`: read in place on its thread or node, else NGA_Get. */
static inline int all_empty_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_all_empty, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return all_empty_local[pos];
    upcga_get_at(g_all_empty, t, pos, &v, sizeof v);
    return v;
}
/* `all_empty[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int all_empty_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_all_empty, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        all_empty_local[pos] = v;
    else
        upcga_put_at(g_all_empty, t, pos, &v, sizeof v);
    return v;
}
/* `shared int odd_done[24]`: a GA array (one row per thread); this thread's part is odd_done_local. */
int g_odd_done;
int *odd_done_local;
/* `odd_done[i]`: read in place on its thread or node, else NGA_Get. */
static inline int odd_done_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_odd_done, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return odd_done_local[pos];
    upcga_get_at(g_odd_done, t, pos, &v, sizeof v);
    return v;
}
/* `odd_done[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int odd_done_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_odd_done, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        odd_done_local[pos] = v;
    else
        upcga_put_at(g_odd_done, t, pos, &v, sizeof v);
    return v;
}
/* `&odd_done[i]`: a pointer-to-shared. */
static inline upcga_ptr_t odd_done_ref(long i) {
    upcga_ptr_t p = { g_odd_done, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 6 "samples/upc/forall_continue.upc"
/* iterations run with `continue` affinity */
/* iterations run with an empty affinity */
/* marked by a loop that skips even i with `continue` */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, a = 0, b = 0;
    long private_sum = 0;

    for (i = 0; i < 24; i++) {
        a++;
        /* every thread sums everything: a replicated computation */
#line 18 "samples/upc/forall_continue.upc"
        private_sum += i;
    }
    for (i = 0; i < 24; i++)
        b++;
    all_cont_set(MYTHREAD, a);
    all_empty_set(MYTHREAD, b);
    {
#line 24 "samples/upc/forall_continue.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 24 "samples/upc/forall_continue.upc"
        i = 0;
#line 24 "samples/upc/forall_continue.upc"
        if (upcga_nested1)
#line 24 "samples/upc/forall_continue.upc"
            for (; i < 24; i++) {
                odd_done_set(i, 0);
                if (i % 2 == 0)
                    /* skips the rest of this iteration only */
#line 27 "samples/upc/forall_continue.upc"
                    continue;
                odd_done_set(i, 1);
            }
        else {
#line 24 "samples/upc/forall_continue.upc"
            /* This thread's elements of `odd_done`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_odd_done = odd_done_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 24 "samples/upc/forall_continue.upc"
            long upcga_bound = 24;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 24 "samples/upc/forall_continue.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 24 "samples/upc/forall_continue.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_odd_done++) {
                    *upcga_local_odd_done = 0;
                    if (i % 2 == 0)
                        continue;
                    *upcga_local_odd_done = 1;
                }
            }
#line 24 "samples/upc/forall_continue.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_odd_done++) {
                *upcga_local_odd_done = 0;
                if (i % 2 == 0)
                    continue;
                *upcga_local_odd_done = 1;
            }
        }
#line 24 "samples/upc/forall_continue.upc"
        upcga_forall_control = upcga_nested1;
    }
#line 30 "samples/upc/forall_continue.upc"
    if (private_sum != (long)24 * (24 - 1) / 2)
        all_cont_set(MYTHREAD, -1);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int errors = 0;
        for (i = 0; i < THREADS; i++)
            if (all_cont_get(i) != 24 || all_empty_get(i) != 24) {
                printf("FAIL: forall_continue: thread %d ran %d and %d iterations\n", i, all_cont_get(i), all_empty_get(i));
                errors++;
            }
        {
#line 41 "samples/upc/forall_continue.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)24;
#line 41 "samples/upc/forall_continue.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)24 && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(odd_done_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 41 "samples/upc/forall_continue.upc"
                for (i = 0; i < 24; i++)
                    if (upcga_gathered3[i - upcga_gather_lo2] != i % 2)
                        errors++;
            } else
#line 41 "samples/upc/forall_continue.upc"
                for (i = 0; i < 24; i++)
                    if (odd_done_get(i) != i % 2)
                        errors++;
        }
#line 44 "samples/upc/forall_continue.upc"
        if (errors)
            printf("FAIL: forall_continue: %d errors\n", errors);
        else
            printf("PASS: forall_continue\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_forall_continue(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_all_cont = NGA_Create_irreg(C_INT, 2, dims, "all_cont", block, upcga_rows);
        all_cont_local = upcga_own_row(g_all_cont, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_all_empty = NGA_Create_irreg(C_INT, 2, dims, "all_empty", block, upcga_rows);
        all_empty_local = upcga_own_row(g_all_empty, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(24, 1) }, block[2] = { THREADS, 1 };
        g_odd_done = NGA_Create_irreg(C_INT, 2, dims, "odd_done", block, upcga_rows);
        odd_done_local = upcga_own_row(g_odd_done, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_forall_continue_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_forall_continue;
