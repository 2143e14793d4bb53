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
#line 1 "samples/upc/array_star.upc"
/* array_star.upc - the shared [*] layout: the array is cut into THREADS contiguous blocks, one per thread. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [*] int s[100]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
int *s_local;
/* `s[i]`: read in place on its thread or node, else NGA_Get. */
static inline int s_get(long i) {
    int t = upcga_owner(i, (100 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (100 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_s, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return s_local[pos];
    upcga_get_at(g_s, t, pos, &v, sizeof v);
    return v;
}
/* `s[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int s_set(long i, int v) {
    int t = upcga_owner(i, (100 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (100 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_s, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        s_local[pos] = v;
    else
        upcga_put_at(g_s, t, pos, &v, sizeof v);
    return v;
}
/* `&s[i]`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(long i) {
    upcga_ptr_t p = { g_s, upcga_owner(i, (100 + THREADS - 1) / THREADS), upcga_row_index(i, (100 + THREADS - 1) / THREADS) * (long)sizeof(int), i % ((100 + THREADS - 1) / THREADS) };
    return p;
}
/* `shared [8] double d[8 * THREADS]`: a GA array (one row per thread); this thread's part is d_local. */
int g_d;
double *d_local;
/* `d[i]`: read in place on its thread or node, else NGA_Get. */
static inline double d_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_d, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return d_local[pos];
    upcga_get_at(g_d, t, pos, &v, sizeof v);
    return v;
}
/* `d[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double d_set(long i, double v) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_d, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        d_local[pos] = v;
    else
        upcga_put_at(g_d, t, pos, &v, sizeof v);
    return v;
}
/* `&d[i]`: a pointer-to-shared. */
static inline upcga_ptr_t d_ref(long i) {
    upcga_ptr_t p = { g_d, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(double), i % 8 };
    return p;
}
/* `shared [*] int writer[100]`: a GA array (one row per thread); this thread's part is writer_local. */
int g_writer;
int *writer_local;
/* `writer[i]`: read in place on its thread or node, else NGA_Get. */
static inline int writer_get(long i) {
    int t = upcga_owner(i, (100 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (100 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_writer, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return writer_local[pos];
    upcga_get_at(g_writer, t, pos, &v, sizeof v);
    return v;
}
/* `writer[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int writer_set(long i, int v) {
    int t = upcga_owner(i, (100 + THREADS - 1) / THREADS);
    long pos = upcga_row_index(i, (100 + THREADS - 1) / THREADS);
    UPCGA_CHECK_ELEMENT(g_writer, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        writer_local[pos] = v;
    else
        upcga_put_at(g_writer, t, pos, &v, sizeof v);
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
#line 6 "samples/upc/array_star.upc"
/* block size ceil(N / THREADS) */
/* block size 8 */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;
    size_t blk = (100 + THREADS - 1) / THREADS;

    {
#line 16 "samples/upc/array_star.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 16 "samples/upc/array_star.upc"
        i = 0;
#line 16 "samples/upc/array_star.upc"
        if (upcga_nested1)
#line 16 "samples/upc/array_star.upc"
            for (; i < 100; i++) {
                s_set(i, 100 - i);
                writer_set(i, MYTHREAD);
            }
        else {
#line 16 "samples/upc/array_star.upc"
            /* This thread's blocks of `s`, each through local pointers. */
#line 16 "samples/upc/array_star.upc"
            for (i = upcga_forall_first(i, (100 + THREADS - 1) / THREADS); i < 100; i = upcga_forall_first(i, (100 + THREADS - 1) / THREADS)) {
#line 16 "samples/upc/array_star.upc"
                int *upcga_local_s = s_local + upcga_row_index(i, (100 + THREADS - 1) / THREADS);
                int *upcga_local_writer = writer_local + upcga_row_index(i, (100 + THREADS - 1) / THREADS);
                long upcga_block_lo = i - i % ((100 + THREADS - 1) / THREADS), upcga_block_hi = upcga_block_lo + (100 + THREADS - 1) / THREADS;
                long upcga_stop = upcga_block_hi, upcga_bound = 100;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 16 "samples/upc/array_star.upc"
                if (upcga_stop - i == (100 + THREADS - 1) / THREADS) {
#pragma GCC ivdep
#line 16 "samples/upc/array_star.upc"
                    for (upcga_k = 0; upcga_k < (100 + THREADS - 1) / THREADS; upcga_k++, i++, upcga_local_s++, upcga_local_writer++) {
                        *upcga_local_s = 100 - i;
                        *upcga_local_writer = MYTHREAD;
                    }
                } else
#line 16 "samples/upc/array_star.upc"
                    for (; i < upcga_stop; i++, upcga_local_s++, upcga_local_writer++) {
                        *upcga_local_s = 100 - i;
                        *upcga_local_writer = MYTHREAD;
                    }
            }
        }
#line 16 "samples/upc/array_star.upc"
        upcga_forall_control = upcga_nested1;
    }


    {
#line 20 "samples/upc/array_star.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 20 "samples/upc/array_star.upc"
        i = 0;
#line 20 "samples/upc/array_star.upc"
        if (upcga_nested2)
#line 20 "samples/upc/array_star.upc"
            for (; i < 8 * THREADS; i++)
                d_set(i, 0.125 * i);
        else {
#line 20 "samples/upc/array_star.upc"
            /* This thread's blocks of `d`, each through local pointers. */
#line 20 "samples/upc/array_star.upc"
            for (i = upcga_forall_first(i, 8); i < 8 * THREADS; i = upcga_forall_first(i, 8)) {
#line 20 "samples/upc/array_star.upc"
                double *upcga_local_d = d_local + upcga_row_index(i, 8);
                long upcga_block_lo = i - i % 8, upcga_block_hi = upcga_block_lo + 8;
                long upcga_stop = upcga_block_hi, upcga_bound = 8 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 20 "samples/upc/array_star.upc"
                if (upcga_stop - i == 8) {
#pragma GCC ivdep
#line 20 "samples/upc/array_star.upc"
                    for (upcga_k = 0; upcga_k < 8; upcga_k++, i++, upcga_local_d++)
                        *upcga_local_d = 0.125 * i;
                } else
#line 20 "samples/upc/array_star.upc"
                    for (; i < upcga_stop; i++, upcga_local_d++)
                        *upcga_local_d = 0.125 * i;
            }
        }
#line 20 "samples/upc/array_star.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        if ((size_t)((100 + THREADS - 1) / THREADS) != blk || (size_t)8 != 8) {
            printf("FAIL: array_star: block sizes %d and %d\n", (int)(size_t)((100 + THREADS - 1) / THREADS), (int)(size_t)8);

            errors++;
        }
        for (i = 0; i < 100; i++) {
            if (s_get(i) != 100 - i || writer_get(i) != (int)(i / blk)) {
                if (errors < 5)
                    printf("FAIL: array_star: s[%d]=%d written by %d\n", i, s_get(i), writer_get(i));
                errors++;
            }
            if (upcga_threadof(s_ref(i)) != i / blk || upcga_phaseof(s_ref(i)) != i % blk)
                errors++;
        }
        for (i = 0; i < 8 * THREADS; i++) {
            if (d_get(i) != 0.125 * i || upcga_threadof(d_ref(i)) != (size_t)(i / 8))
                errors++;
        }
        /* thread t's part of d is d[8t .. 8t+7] */
        if (upcga_threadof(d_ref(8 * THREADS - 1)) != (size_t)(THREADS - 1))
            errors++;
        if (errors)
            printf("FAIL: array_star: %d errors\n", errors);
        else
            printf("PASS: array_star\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_star(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(100, (100 + THREADS - 1) / THREADS) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(C_INT, 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_d = NGA_Create_irreg(C_DBL, 2, dims, "d", block, upcga_rows);
        d_local = upcga_own_row(g_d, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(100, (100 + THREADS - 1) / THREADS) }, block[2] = { THREADS, 1 };
        g_writer = NGA_Create_irreg(C_INT, 2, dims, "writer", block, upcga_rows);
        writer_local = upcga_own_row(g_writer, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_star_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_star;
