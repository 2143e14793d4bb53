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
#line 1 "samples/upc/shared_scalar.upc"
/* shared_scalar.upc - shared scalars of several types: written by one thread, read by all, updated in turn, all with affinity to thread 0. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
int *counter_local;
/* `counter`: read in place on its thread or node, else NGA_Get. */
static inline int counter_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counter_local[pos];
    upcga_get_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `counter` = v: written in place on its thread or node, else NGA_Put. */
static inline int counter_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        counter_local[pos] = v;
    else
        upcga_put_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `&counter`: a pointer-to-shared. */
static inline upcga_ptr_t counter_ref(void) {
    upcga_ptr_t p = { g_counter, 0, 0, 0 };
    return p;
}
/* `shared char letter`: a GA array (on thread 0); this thread's part is letter_local. */
int g_letter;
char *letter_local;
/* `letter`: read in place on its thread or node, else NGA_Get. */
static inline char letter_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_letter, t, pos, sizeof(char), 0);
    char v;
    if (t == MYTHREAD)
        return letter_local[pos];
    upcga_get_at(g_letter, t, pos, &v, sizeof v);
    return v;
}
/* `letter` = v: written in place on its thread or node, else NGA_Put. */
static inline char letter_set(char v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_letter, t, pos, sizeof(char), 1);
    if (t == MYTHREAD)
        letter_local[pos] = v;
    else
        upcga_put_at(g_letter, t, pos, &v, sizeof v);
    return v;
}
/* `shared short small`: a GA array (on thread 0); this thread's part is small_local. */
int g_small;
short *small_local;
/* `small`: read in place on its thread or node, else NGA_Get. */
static inline short small_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_small, t, pos, sizeof(short), 0);
    short v;
    if (t == MYTHREAD)
        return small_local[pos];
    upcga_get_at(g_small, t, pos, &v, sizeof v);
    return v;
}
/* `small` = v: written in place on its thread or node, else NGA_Put. */
static inline short small_set(short v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_small, t, pos, sizeof(short), 1);
    if (t == MYTHREAD)
        small_local[pos] = v;
    else
        upcga_put_at(g_small, t, pos, &v, sizeof v);
    return v;
}
/* `shared long long big`: a GA array (on thread 0); this thread's part is big_local. */
int g_big;
long long *big_local;
/* `big`: read in place on its thread or node, else NGA_Get. */
static inline long long big_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_big, t, pos, sizeof(long long), 0);
    long long v;
    if (t == MYTHREAD)
        return big_local[pos];
    upcga_get_at(g_big, t, pos, &v, sizeof v);
    return v;
}
/* `big` = v: written in place on its thread or node, else NGA_Put. */
static inline long long big_set(long long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_big, t, pos, sizeof(long long), 1);
    if (t == MYTHREAD)
        big_local[pos] = v;
    else
        upcga_put_at(g_big, t, pos, &v, sizeof v);
    return v;
}
/* `shared float ratio`: a GA array (on thread 0); this thread's part is ratio_local. */
int g_ratio;
float *ratio_local;
/* `ratio`: read in place on its thread or node, else NGA_Get. */
static inline float ratio_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ratio, t, pos, sizeof(float), 0);
    float v;
    if (t == MYTHREAD)
        return ratio_local[pos];
    upcga_get_at(g_ratio, t, pos, &v, sizeof v);
    return v;
}
/* `ratio` = v: written in place on its thread or node, else NGA_Put. */
static inline float ratio_set(float v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ratio, t, pos, sizeof(float), 1);
    if (t == MYTHREAD)
        ratio_local[pos] = v;
    else
        upcga_put_at(g_ratio, t, pos, &v, sizeof v);
    return v;
}
/* `shared double value`: a GA array (on thread 0); this thread's part is value_local. */
int g_value;
double *value_local;
/* `value`: read in place on its thread or node, else NGA_Get. */
static inline double value_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_value, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return value_local[pos];
    upcga_get_at(g_value, t, pos, &v, sizeof v);
    return v;
}
/* `value` = v: written in place on its thread or node, else NGA_Put. */
static inline double value_set(double v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_value, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        value_local[pos] = v;
    else
        upcga_put_at(g_value, t, pos, &v, sizeof v);
    return v;
}
/* `&value`: a pointer-to-shared. */
static inline upcga_ptr_t value_ref(void) {
    upcga_ptr_t p = { g_value, 0, 0, 0 };
    return p;
}
/* `shared unsigned long mask`: a GA array (on thread 0); this thread's part is mask_local. */
int g_mask;
unsigned long *mask_local;
/* `mask`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long mask_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_mask, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return mask_local[pos];
    upcga_get_at(g_mask, t, pos, &v, sizeof v);
    return v;
}
/* `mask` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned long mask_set(unsigned long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_mask, t, pos, sizeof(unsigned long), 1);
    if (t == MYTHREAD)
        mask_local[pos] = v;
    else
        upcga_put_at(g_mask, t, pos, &v, sizeof v);
    return v;
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
#line 15 "samples/upc/shared_scalar.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int t, mine = 0;

    if (MYTHREAD == 0) {
        counter_set(0);
        letter_set('u');
        small_set(-1234);
        big_set(1LL << 40);
        ratio_set(0.25f);
        value_set(1.0 / 3.0);
        mask_set(0);
    }
    upcga_barrier();
    /* every thread sees the values thread 0 wrote */
    if (letter_get() != 'u' || small_get() != -1234 || big_get() != 1LL << 40)
        mine++;
    if (ratio_get() != 0.25f || value_get() != 1.0 / 3.0)
        mine++;
    /* shared scalars live on thread 0 */
    if (upcga_threadof(counter_ref()) != 0 || upcga_threadof(value_ref()) != 0)
        mine++;
    /* everybody has read before anybody writes */
#line 37 "samples/upc/shared_scalar.upc"
    upcga_barrier();

    /* each thread updates the scalars in its turn: a barrier separates the turns */
    for (t = 0; t < THREADS; t++) {
        if (t == MYTHREAD) {
            counter_set(counter_get() + (t + 1));
            big_set(big_get() + t);
            mask_set(mask_get() | 1UL << t % (8 * sizeof(unsigned long)));
            value_set(value_get() * 2.0);
        }
        upcga_barrier();
    }
    if (counter_get() != THREADS * (THREADS + 1) / 2)
        mine++;
    if (big_get() != (1LL << 40) + (long long)THREADS * (THREADS - 1) / 2)
        mine++;
    if (value_get() != 1.0 / 3.0 * (double)(1L << THREADS) && THREADS < 60)
        mine++;
    if (THREADS <= 64 && (mask_get() & 1UL) != 1UL)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 62 "samples/upc/shared_scalar.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 62 "samples/upc/shared_scalar.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 62 "samples/upc/shared_scalar.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 62 "samples/upc/shared_scalar.upc"
                for (t = 0; t < THREADS; t++)
                    total += errs_get(t);
        }
#line 64 "samples/upc/shared_scalar.upc"
        if (total)
            printf("FAIL: shared_scalar: %d errors (counter=%d big=%lld)\n", total, counter_get(), big_get());
        else
            printf("PASS: shared_scalar\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_shared_scalar(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_INT, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_letter = NGA_Create_irreg(C_CHAR, 2, dims, "letter", block, upcga_one_block);
        letter_local = upcga_own_row(g_letter, sizeof(char));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_small = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "small", block, upcga_one_block);
        small_local = upcga_own_row(g_small, sizeof(short));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_big = NGA_Create_irreg(C_LONGLONG, 2, dims, "big", block, upcga_one_block);
        big_local = upcga_own_row(g_big, sizeof(long long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_ratio = NGA_Create_irreg(C_FLOAT, 2, dims, "ratio", block, upcga_one_block);
        ratio_local = upcga_own_row(g_ratio, sizeof(float));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_value = NGA_Create_irreg(C_DBL, 2, dims, "value", block, upcga_one_block);
        value_local = upcga_own_row(g_value, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_mask = NGA_Create_irreg(C_LONG, 2, dims, "mask", block, upcga_one_block);
        mask_local = upcga_own_row(g_mask, sizeof(unsigned long));
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
static void (*const upcga_create_shared_scalar_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_shared_scalar;
