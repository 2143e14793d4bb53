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
#line 1 "samples/upc/array_blocked.upc"
/* array_blocked.upc - blocked layouts shared [B] with B = 1, 3, 5 and 16: element i on thread (i/B) % THREADS with phase i % B. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared double b1[6 * THREADS]`: a GA array (one row per thread); this thread's part is b1_local. */
int g_b1;
double *b1_local;
/* `b1[i]`: read in place on its thread or node, else NGA_Get. */
static inline double b1_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_b1, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return b1_local[pos];
    upcga_get_at(g_b1, t, pos, &v, sizeof v);
    return v;
}
/* `b1[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double b1_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_b1, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        b1_local[pos] = v;
    else
        upcga_put_at(g_b1, t, pos, &v, sizeof v);
    return v;
}
/* `&b1[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b1_ref(long i) {
    upcga_ptr_t p = { g_b1, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared [3] int b3[12 * THREADS]`: a GA array (one row per thread); this thread's part is b3_local. */
int g_b3;
int *b3_local;
/* `b3[i]`: read in place on its thread or node, else NGA_Get. */
static inline int b3_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_b3, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return b3_local[pos];
    upcga_get_at(g_b3, t, pos, &v, sizeof v);
    return v;
}
/* `b3[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int b3_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_b3, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        b3_local[pos] = v;
    else
        upcga_put_at(g_b3, t, pos, &v, sizeof v);
    return v;
}
/* `&b3[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b3_ref(long i) {
    upcga_ptr_t p = { g_b3, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared [5] long b5[37]`: a GA array (one row per thread); this thread's part is b5_local. */
int g_b5;
long *b5_local;
/* `b5[i]`: read in place on its thread or node, else NGA_Get. */
static inline long b5_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_b5, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return b5_local[pos];
    upcga_get_at(g_b5, t, pos, &v, sizeof v);
    return v;
}
/* `b5[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long b5_set(long i, long v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_b5, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        b5_local[pos] = v;
    else
        upcga_put_at(g_b5, t, pos, &v, sizeof v);
    return v;
}
/* `&b5[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b5_ref(long i) {
    upcga_ptr_t p = { g_b5, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(long), i % 5 };
    return p;
}
/* `shared [16] short b16[32 * THREADS]`: a GA array (one row per thread); this thread's part is b16_local. */
int g_b16;
short *b16_local;
/* `b16[i]`: read in place on its thread or node, else NGA_Get. */
static inline short b16_get(long i) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_b16, t, pos, sizeof(short), 0);
    short v;
    if (t == MYTHREAD)
        return b16_local[pos];
    upcga_get_at(g_b16, t, pos, &v, sizeof v);
    return v;
}
/* `b16[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline short b16_set(long i, short v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_b16, t, pos, sizeof(short), 1);
    if (t == MYTHREAD)
        b16_local[pos] = v;
    else
        upcga_put_at(g_b16, t, pos, &v, sizeof v);
    return v;
}
/* `&b16[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b16_ref(long i) {
    upcga_ptr_t p = { g_b16, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(short), i % 16 };
    return p;
}
/* `shared [3] int own3[12 * THREADS]`: a GA array (one row per thread); this thread's part is own3_local. */
int g_own3;
int *own3_local;
/* `own3[i]`: read in place on its thread or node, else NGA_Get. */
static inline int own3_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_own3, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return own3_local[pos];
    upcga_get_at(g_own3, t, pos, &v, sizeof v);
    return v;
}
/* `own3[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int own3_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_own3, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        own3_local[pos] = v;
    else
        upcga_put_at(g_own3, t, pos, &v, sizeof v);
    return v;
}
/* `shared [5] int own5[37]`: a GA array (one row per thread); this thread's part is own5_local. */
int g_own5;
int *own5_local;
/* `own5[i]`: read in place on its thread or node, else NGA_Get. */
static inline int own5_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_own5, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return own5_local[pos];
    upcga_get_at(g_own5, t, pos, &v, sizeof v);
    return v;
}
/* `own5[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int own5_set(long i, int v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_own5, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        own5_local[pos] = v;
    else
        upcga_put_at(g_own5, t, pos, &v, sizeof v);
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
#line 5 "samples/upc/array_blocked.upc"
/* [1] is the cyclic layout spelt out */
/* four blocks per thread */
/* eight blocks, the last one short */

/* who wrote each element of b3 */



static int errors;

static void expect(int cond, const char *what, int i) {

    if (!cond) {
        if (errors < 5)
            printf("FAIL: array_blocked: %s at %d\n", what, i);
        errors++;
    }
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i;

    {
#line 28 "samples/upc/array_blocked.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 28 "samples/upc/array_blocked.upc"
        i = 0;
#line 28 "samples/upc/array_blocked.upc"
        if (upcga_nested1)
#line 28 "samples/upc/array_blocked.upc"
            for (; i < 6 * THREADS; i++)
                b1_set(i, i / 4.0);
        else {
#line 28 "samples/upc/array_blocked.upc"
            /* This thread's elements of `b1`, through local pointers. */
            i = upcga_forall_first(i, 1);
            double *upcga_local_b1 = b1_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 28 "samples/upc/array_blocked.upc"
            long upcga_bound = 6 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 28 "samples/upc/array_blocked.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 28 "samples/upc/array_blocked.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_b1++)
                    *upcga_local_b1 = i / 4.0;
            }
#line 28 "samples/upc/array_blocked.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_b1++)
                *upcga_local_b1 = i / 4.0;
        }
#line 28 "samples/upc/array_blocked.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 30 "samples/upc/array_blocked.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 30 "samples/upc/array_blocked.upc"
        i = 0;
#line 30 "samples/upc/array_blocked.upc"
        if (upcga_nested2)
#line 30 "samples/upc/array_blocked.upc"
            for (; i < 12 * THREADS; i++) {
                b3_set(i, i * i);
                own3_set(i, MYTHREAD);
            }
        else {
#line 30 "samples/upc/array_blocked.upc"
            /* This thread's blocks of `b3`, each through local pointers. */
#line 30 "samples/upc/array_blocked.upc"
            for (i = upcga_forall_first(i, 3); i < 12 * THREADS; i = upcga_forall_first(i, 3)) {
#line 30 "samples/upc/array_blocked.upc"
                int *upcga_local_b3 = b3_local + upcga_row_index(i, 3);
                int *upcga_local_own3 = own3_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = 12 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 30 "samples/upc/array_blocked.upc"
                if (upcga_stop - i == 3) {
#pragma GCC ivdep
#line 30 "samples/upc/array_blocked.upc"
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_b3++, upcga_local_own3++) {
                        *upcga_local_b3 = i * i;
                        *upcga_local_own3 = MYTHREAD;
                    }
                } else
#line 30 "samples/upc/array_blocked.upc"
                    for (; i < upcga_stop; i++, upcga_local_b3++, upcga_local_own3++) {
                        *upcga_local_b3 = i * i;
                        *upcga_local_own3 = MYTHREAD;
                    }
            }
        }
#line 30 "samples/upc/array_blocked.upc"
        upcga_forall_control = upcga_nested2;
    }


    {
#line 34 "samples/upc/array_blocked.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 34 "samples/upc/array_blocked.upc"
        i = 0;
#line 34 "samples/upc/array_blocked.upc"
        if (upcga_nested3)
#line 34 "samples/upc/array_blocked.upc"
            for (; i < 37; i++) {
                b5_set(i, -7L * i);
                own5_set(i, MYTHREAD);
            }
        else {
#line 34 "samples/upc/array_blocked.upc"
            /* This thread's blocks of `b5`, each through local pointers. */
#line 34 "samples/upc/array_blocked.upc"
            for (i = upcga_forall_first(i, 5); i < 37; i = upcga_forall_first(i, 5)) {
#line 34 "samples/upc/array_blocked.upc"
                long *upcga_local_b5 = b5_local + upcga_row_index(i, 5);
                int *upcga_local_own5 = own5_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 37;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 34 "samples/upc/array_blocked.upc"
                if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 34 "samples/upc/array_blocked.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_b5++, upcga_local_own5++) {
                        *upcga_local_b5 = -7L * i;
                        *upcga_local_own5 = MYTHREAD;
                    }
                } else
#line 34 "samples/upc/array_blocked.upc"
                    for (; i < upcga_stop; i++, upcga_local_b5++, upcga_local_own5++) {
                        *upcga_local_b5 = -7L * i;
                        *upcga_local_own5 = MYTHREAD;
                    }
            }
        }
#line 34 "samples/upc/array_blocked.upc"
        upcga_forall_control = upcga_nested3;
    }


    {
#line 38 "samples/upc/array_blocked.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 38 "samples/upc/array_blocked.upc"
        i = 0;
#line 38 "samples/upc/array_blocked.upc"
        if (upcga_nested4)
#line 38 "samples/upc/array_blocked.upc"
            for (; i < 32 * THREADS; i++)
                b16_set(i, (short)(i % 1000));
        else {
#line 38 "samples/upc/array_blocked.upc"
            /* This thread's blocks of `b16`, each through local pointers. */
#line 38 "samples/upc/array_blocked.upc"
            for (i = upcga_forall_first(i, 16); i < 32 * THREADS; i = upcga_forall_first(i, 16)) {
#line 38 "samples/upc/array_blocked.upc"
                short *upcga_local_b16 = b16_local + upcga_row_index(i, 16);
                long upcga_block_lo = i - i % 16, upcga_block_hi = upcga_block_lo + 16;
                long upcga_stop = upcga_block_hi, upcga_bound = 32 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 38 "samples/upc/array_blocked.upc"
                if (upcga_stop - i == 16) {
#pragma GCC ivdep
#line 38 "samples/upc/array_blocked.upc"
                    for (upcga_k = 0; upcga_k < 16; upcga_k++, i++, upcga_local_b16++)
                        *upcga_local_b16 = (short)(i % 1000);
                } else
#line 38 "samples/upc/array_blocked.upc"
                    for (; i < upcga_stop; i++, upcga_local_b16++)
                        *upcga_local_b16 = (short)(i % 1000);
            }
        }
#line 38 "samples/upc/array_blocked.upc"
        upcga_forall_control = upcga_nested4;
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (i = 0; i < 6 * THREADS; i++) {
            expect(b1_get(i) == i / 4.0, "b1 value", i);
            expect(upcga_threadof(b1_ref(i)) == (size_t)(i % THREADS), "b1 thread", i);
        }
        for (i = 0; i < 12 * THREADS; i++) {
            expect(b3_get(i) == i * i, "b3 value", i);
            expect(own3_get(i) == i / 3 % THREADS, "b3 owner", i);
            expect(upcga_threadof(b3_ref(i)) == (size_t)(i / 3 % THREADS), "b3 thread", i);
            expect(upcga_phaseof(b3_ref(i)) == (size_t)(i % 3), "b3 phase", i);
        }
        for (i = 0; i < 37; i++) {
            expect(b5_get(i) == -7L * i, "b5 value", i);
            expect(own5_get(i) == i / 5 % THREADS, "b5 owner", i);
            expect(upcga_phaseof(b5_ref(i)) == (size_t)(i % 5), "b5 phase", i);
        }
        for (i = 0; i < 32 * THREADS; i++) {
            expect(b16_get(i) == i % 1000, "b16 value", i);
            expect(upcga_threadof(b16_ref(i)) == (size_t)(i / 16 % THREADS), "b16 thread", i);
        }
        if (errors)
            printf("FAIL: array_blocked: %d errors\n", errors);
        else
            printf("PASS: array_blocked\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_blocked(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_b1 = NGA_Create_irreg(C_DBL, 2, dims, "b1", block, upcga_rows);
        b1_local = upcga_own_row(g_b1, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_b3 = NGA_Create_irreg(C_INT, 2, dims, "b3", block, upcga_rows);
        b3_local = upcga_own_row(g_b3, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(37, 5) }, block[2] = { THREADS, 1 };
        g_b5 = NGA_Create_irreg(C_LONG, 2, dims, "b5", block, upcga_rows);
        b5_local = upcga_own_row(g_b5, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_b16 = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "b16", block, upcga_rows);
        b16_local = upcga_own_row(g_b16, sizeof(short));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_own3 = NGA_Create_irreg(C_INT, 2, dims, "own3", block, upcga_rows);
        own3_local = upcga_own_row(g_own3, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(37, 5) }, block[2] = { THREADS, 1 };
        g_own5 = NGA_Create_irreg(C_INT, 2, dims, "own5", block, upcga_rows);
        own5_local = upcga_own_row(g_own5, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_blocked_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_blocked;
