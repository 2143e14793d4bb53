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
#line 1 "tests/in/real/thread_ints.upc"
/* MYTHREAD and THREADS are expressions of type int (UPC 1.3 6.4.1): in arithmetic and
   comparisons with negative values they behave as signed integers. Each line of the output is
   computed by every thread; a thread whose result differs from the signed one says so. A
   prefix sum over a cyclic array walks from a pointer with a negative element offset, as a
   collective library written in UPC does, and a upc_forall takes a negative integer affinity. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared double src[6 * THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
double *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double src_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared double dst[6 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
double *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline double dst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared int bad[THREADS]`: a GA array (one row per thread); this thread's part is bad_local. */
int g_bad;
int *bad_local;
/* `bad[i]`: read in place on its thread or node, else NGA_Get. */
static inline int bad_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return bad_local[pos];
    upcga_get_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `bad[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int bad_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        bad_local[pos] = v;
    else
        upcga_put_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `&bad[i]`: a pointer-to-shared. */
static inline upcga_ptr_t bad_ref(long i) {
    upcga_ptr_t p = { g_bad, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int owner[12]`: a GA array (one row per thread); this thread's part is owner_local. */
int g_owner;
int *owner_local;
/* `owner[i]`: read in place on its thread or node, else NGA_Get. */
static inline int owner_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return owner_local[pos];
    upcga_get_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `owner[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int owner_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        owner_local[pos] = v;
    else
        upcga_put_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
#line 15 "tests/in/real/thread_ints.upc"
static int below(int a, int b) {
#line 15 "tests/in/real/thread_ints.upc"
    return a < b;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int errors = 0, i, k, back = -1, first = MYTHREAD - THREADS;
    double d = MYTHREAD - THREADS;
    long l = MYTHREAD - THREADS;
    int local[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
    int *p = local + 4;

    /* comparisons with a negative operand */
    if (!(MYTHREAD > back))
#line 25 "tests/in/real/thread_ints.upc"
        errors++;
    if (MYTHREAD < back)
#line 26 "tests/in/real/thread_ints.upc"
        errors++;
    if (!(THREADS + back < THREADS))
#line 27 "tests/in/real/thread_ints.upc"
        errors++;
    if (!(MYTHREAD - THREADS < 0))
#line 28 "tests/in/real/thread_ints.upc"
        errors++;
    if (below(THREADS, back))
#line 29 "tests/in/real/thread_ints.upc"
        errors++;
    /* conversions of a negative difference */
    if (d != (double)first || l != first || first >= 0)
#line 31 "tests/in/real/thread_ints.upc"
        errors++;
    /* division and remainder of a negative value */
    if ((MYTHREAD - THREADS) / 2 != first / 2)
#line 33 "tests/in/real/thread_ints.upc"
        errors++;
    if (back % THREADS != (THREADS == 1 ? 0 : -1))
#line 34 "tests/in/real/thread_ints.upc"
        errors++;
    /* a negative offset of a private pointer */
    if (first + 1 >= -4 && p[MYTHREAD - THREADS + 1] != 5 + first)
#line 36 "tests/in/real/thread_ints.upc"
        errors++;
    if (sizeof MYTHREAD != sizeof(int) || sizeof THREADS != sizeof(int))
#line 37 "tests/in/real/thread_ints.upc"
        errors++;

    /* A counted walk from a negative element offset: k runs over this thread's elements of a
       cyclic array addressed from src[THREADS - 1], starting at MYTHREAD - (THREADS - 1). */
    for (i = MYTHREAD; i < 6 * THREADS; i += THREADS)
        src_set(i, i + 1);
    upcga_barrier();
    {
        upcga_ptr_t from = src_ref(THREADS - 1);
#line 45 "tests/in/real/thread_ints.upc"
        upcga_ptr_t to = dst_ref(THREADS - 1);
        int off = MYTHREAD - (THREADS - 1);
        double sum = 0;
        for (k = off; k < off + 6 * THREADS; k += THREADS) {
            sum += UPCGA_READ(double, upcga_add(from, sizeof(double), k, 1));
            UPCGA_WRITE(double, upcga_add(to, sizeof(double), k, 1), sum);
        }
    }
    upcga_barrier();
    for (i = MYTHREAD; i < 6 * THREADS; i += THREADS) {
        double want = 0;
        for (k = MYTHREAD; k <= i; k += THREADS)
            want += k + 1;
        if (dst_get(i) != want)
#line 58 "tests/in/real/thread_ints.upc"
            errors++;
    }
    /* an integer affinity that is negative: the thread of i is i mod THREADS (in 0..THREADS-1) */
    {
#line 61 "tests/in/real/thread_ints.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 61 "tests/in/real/thread_ints.upc"
        i = -6;
#line 61 "tests/in/real/thread_ints.upc"
        if (!upcga_nested1)
            i = upcga_forall_first(i, 1);
#line 61 "tests/in/real/thread_ints.upc"
        for (; i < 6; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1))
            owner_set(i + 6, MYTHREAD + 1);
#line 61 "tests/in/real/thread_ints.upc"
        upcga_forall_control = upcga_nested1;
    }
    bad_set(MYTHREAD, errors);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0, t = THREADS;
        {
#line 67 "tests/in/real/thread_ints.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 67 "tests/in/real/thread_ints.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(bad_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 67 "tests/in/real/thread_ints.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered3[i - upcga_gather_lo2];
            } else
#line 67 "tests/in/real/thread_ints.upc"
                for (i = 0; i < THREADS; i++)
                    total += bad_get(i);
        }
#line 69 "tests/in/real/thread_ints.upc"
        for (i = -6; i < 6; i++)
            if (owner_get(i + 6) != (i % t + t) % t + 1)
                total++;
        printf("signed thread values on %d threads: %d errors\n", THREADS, total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_thread_ints(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_DBL, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_DBL, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_bad = NGA_Create_irreg(C_INT, 2, dims, "bad", block, upcga_rows);
        bad_local = upcga_own_row(g_bad, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12, 1) }, block[2] = { THREADS, 1 };
        g_owner = NGA_Create_irreg(C_INT, 2, dims, "owner", block, upcga_rows);
        owner_local = upcga_own_row(g_owner, sizeof(int));
    }
}
static void (*const upcga_create_thread_ints_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_thread_ints;
