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
#line 1 "samples/upc/tick_timer.upc"
/* tick_timer.upc - <upc_tick.h>: upc_ticks_now is monotonic on each thread, upc_ticks_to_ns converts intervals, UPC_TICK_MIN and UPC_TICK_MAX bound the type. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
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
/* `shared double spent_ms[THREADS]`: a GA array (one row per thread); this thread's part is spent_ms_local. */
int g_spent_ms;
double *spent_ms_local;
/* `spent_ms[i]`: read in place on its thread or node, else NGA_Get. */
static inline double spent_ms_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_spent_ms, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return spent_ms_local[pos];
    upcga_get_at(g_spent_ms, t, pos, &v, sizeof v);
    return v;
}
/* `spent_ms[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double spent_ms_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_spent_ms, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        spent_ms_local[pos] = v;
    else
        upcga_put_at(g_spent_ms, t, pos, &v, sizeof v);
    return v;
}
/* `&spent_ms[i]`: a pointer-to-shared. */
static inline upcga_ptr_t spent_ms_ref(long i) {
    upcga_ptr_t p = { g_spent_ms, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
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
#line 11 "samples/upc/tick_timer.upc"
static volatile double sink;

static void spin(int n) {

    int k;
    double x = 1.0;
    for (k = 0; k < n; k++)
        x = x * 1.000001 + 1e-9;
    sink = x;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, bad = 0;
    upc_tick_t start, prev, now, total;
    uint64_t ns;

    if (!((upc_tick_t)0 < (upc_tick_t)18446744073709551615UL) || sizeof(upc_tick_t) < 4)
        bad++;
    start = prev = upcga_ticks_now();
    for (i = 0; i < 1000; i++) {
        now = upcga_ticks_now();
        /* never goes backwards on one thread */
#line 33 "samples/upc/tick_timer.upc"
        if (now < prev)
            bad++;
        prev = now;
    }
    spin(200000 + 1000 * MYTHREAD);
    now = upcga_ticks_now();
    total = now - start;
    ns = upcga_ticks_to_ns(total);
    if (now < start || upcga_ticks_to_ns(0) != 0)
        bad++;
    /* a longer interval converts to at least as many nanoseconds */
    if (upcga_ticks_to_ns(total / 2) > ns)
        bad++;
    spent_ms_set(MYTHREAD, ns / 1.0e6);
    errs_set(MYTHREAD, bad);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int t, total_bad = 0;
        {
#line 52 "samples/upc/tick_timer.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 52 "samples/upc/tick_timer.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int)) && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(double))) {
                int upcga_gathered2[16384 / sizeof(int)];
                double upcga_gathered3[16384 / sizeof(double)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    upcga_get_range(upcga_gathered3, upcga_add(spent_ms_ref(0), sizeof(double), upcga_gather_lo1, 1), sizeof(double), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 52 "samples/upc/tick_timer.upc"
                for (t = 0; t < THREADS; t++) {
                    total_bad += upcga_gathered2[t - upcga_gather_lo1];
                    /* under a minute */
#line 54 "samples/upc/tick_timer.upc"
                    if (upcga_gathered3[t - upcga_gather_lo1] < 0.0 || upcga_gathered3[t - upcga_gather_lo1] > 60.0 * 1000.0)
                        total_bad++;
                }
            } else
#line 52 "samples/upc/tick_timer.upc"
                for (t = 0; t < THREADS; t++) {
                    total_bad += errs_get(t);
                    if (spent_ms_get(t) < 0.0 || spent_ms_get(t) > 60.0 * 1000.0)
                        total_bad++;
                }
        }
#line 57 "samples/upc/tick_timer.upc"
        if (total_bad)
            printf("FAIL: tick_timer: %d errors\n", total_bad);
        else
            printf("PASS: tick_timer\n");
        verdict_set(total_bad != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_tick_timer(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_spent_ms = NGA_Create_irreg(C_DBL, 2, dims, "spent_ms", block, upcga_rows);
        spent_ms_local = upcga_own_row(g_spent_ms, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_tick_timer_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_tick_timer;
