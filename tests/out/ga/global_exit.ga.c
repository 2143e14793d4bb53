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
#line 1 "samples/upc/global_exit.upc"
/* global_exit.upc - upc_global_exit called by the last thread ends every thread, with its status, while the others wait at a barrier that cannot complete. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int squares[12 * THREADS]`: a GA array (one row per thread); this thread's part is squares_local. */
int g_squares;
int *squares_local;
/* `squares[i]`: read in place on its thread or node, else NGA_Get. */
static inline int squares_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_squares, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return squares_local[pos];
    upcga_get_at(g_squares, t, pos, &v, sizeof v);
    return v;
}
/* `squares[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int squares_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_squares, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        squares_local[pos] = v;
    else
        upcga_put_at(g_squares, t, pos, &v, sizeof v);
    return v;
}
/* `&squares[i]`: a pointer-to-shared. */
static inline upcga_ptr_t squares_ref(long i) {
    upcga_ptr_t p = { g_squares, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 10 "samples/upc/global_exit.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;

    {
#line 14 "samples/upc/global_exit.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 14 "samples/upc/global_exit.upc"
        i = 0;
#line 14 "samples/upc/global_exit.upc"
        if (upcga_nested1)
#line 14 "samples/upc/global_exit.upc"
            for (; i < 12 * THREADS; i++)
                squares_set(i, i * i);
        else {
#line 14 "samples/upc/global_exit.upc"
            /* This thread's elements of `squares`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_squares = squares_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 14 "samples/upc/global_exit.upc"
            long upcga_bound = 12 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 14 "samples/upc/global_exit.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 14 "samples/upc/global_exit.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_squares++)
                    *upcga_local_squares = i * i;
            }
#line 14 "samples/upc/global_exit.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_squares++)
                *upcga_local_squares = i * i;
        }
#line 14 "samples/upc/global_exit.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        {
#line 18 "samples/upc/global_exit.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)(12 * THREADS);
#line 18 "samples/upc/global_exit.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)(12 * THREADS) && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(squares_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 18 "samples/upc/global_exit.upc"
                for (i = 0; i < 12 * THREADS; i++)
                    if (upcga_gathered3[i - upcga_gather_lo2] != i * i)
                        errors++;
            } else
#line 18 "samples/upc/global_exit.upc"
                for (i = 0; i < 12 * THREADS; i++)
                    if (squares_get(i) != i * i)
                        errors++;
        }
#line 21 "samples/upc/global_exit.upc"
        if (errors)
            printf("FAIL: global_exit: %d wrong squares\n", errors);
        else
            printf("PASS: global_exit\n");
        fflush(stdout);
        /* the output must be out before another thread ends us */
#line 26 "samples/upc/global_exit.upc"
        verdict_set(errors != 0);
    }
    upcga_barrier();

    if (MYTHREAD == THREADS - 1)
        /* ends all threads, this one included */
#line 31 "samples/upc/global_exit.upc"
        upcga_global_exit(verdict_get());
    /* the other threads wait here for a thread that never arrives */
    upcga_barrier();
    if (MYTHREAD == 0)
        printf("FAIL: global_exit: thread 0 went past upc_global_exit\n");
    exit(1);
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_global_exit(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_squares = NGA_Create_irreg(C_INT, 2, dims, "squares", block, upcga_rows);
        squares_local = upcga_own_row(g_squares, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_global_exit_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_global_exit;
