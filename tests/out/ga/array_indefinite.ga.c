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
#line 1 "samples/upc/array_indefinite.upc"
/* array_indefinite.upc - the indefinite layout shared []: the whole array lives on thread 0; pointers to it never change thread. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [] int table[64]`: a GA array (on thread 0); this thread's part is table_local. */
int g_table;
int *table_local;
/* `table[i]`: read in place on its thread or node, else NGA_Get. */
static inline int table_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_table, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return table_local[pos];
    upcga_get_at(g_table, t, pos, &v, sizeof v);
    return v;
}
/* `table[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int table_set(long i, int v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_table, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        table_local[pos] = v;
    else
        upcga_put_at(g_table, t, pos, &v, sizeof v);
    return v;
}
/* `&table[i]`: a pointer-to-shared. */
static inline upcga_ptr_t table_ref(long i) {
    upcga_ptr_t p = { g_table, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [] double weights[4]`: a GA array (on thread 0); this thread's part is weights_local. */
int g_weights;
double *weights_local;
/* `weights[i]`: read in place on its thread or node, else NGA_Get. */
static inline double weights_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_weights, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return weights_local[pos];
    upcga_get_at(g_weights, t, pos, &v, sizeof v);
    return v;
}
/* `weights[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double weights_set(long i, double v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_weights, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        weights_local[pos] = v;
    else
        upcga_put_at(g_weights, t, pos, &v, sizeof v);
    return v;
}
/* `&weights[i]`: a pointer-to-shared. */
static inline upcga_ptr_t weights_ref(long i) {
    upcga_ptr_t p = { g_weights, 0, i * (long)sizeof(double), 0 };
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
#line 10 "samples/upc/array_indefinite.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;
    upcga_ptr_t p;

    /* every thread fills a strided part of the array, all of which is on thread 0 */
    for (i = MYTHREAD; i < 64; i += THREADS)
        table_set(i, 2 * i + 5);
    if (MYTHREAD == THREADS - 1) {
        weights_set(0, 0.5);
        weights_set(1, 0.25);
        weights_set(2, 0.125);
        weights_set(3, 0.125);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        /* thread 0 owns it all: a local pointer walks it */
#line 27 "samples/upc/array_indefinite.upc"
        int *local = (int *)upcga_to_local(table_ref(0));
        double w = 0.0;
        for (i = 0; i < 64; i++) {
            if (upcga_threadof(table_ref(i)) != 0 || upcga_phaseof(table_ref(i)) != 0)
                errors++;
            if (local[i] != 2 * i + 5 || table_get(i) != local[i]) {
                if (errors < 5)
                    printf("FAIL: array_indefinite: table[%d]=%d\n", i, table_get(i));
                errors++;
            }
        }
        /* a pointer walking an indefinite block stays on thread 0 */
        p = table_ref(0);
        for (i = 0; i < 64; i++, p = upcga_add(p, sizeof(int), 1, 0))
            if (upcga_threadof(p) != 0 || UPCGA_READ(int, p) != 2 * i + 5)
                errors++;
        if (upcga_sub(p, table_ref(0), sizeof(int), 0) != 64)
            errors++;
        {
#line 45 "samples/upc/array_indefinite.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)4;
#line 45 "samples/upc/array_indefinite.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)4 && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(double))) {
                double upcga_gathered2[16384 / sizeof(double)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(weights_ref(0), sizeof(double), upcga_gather_lo1, 0), sizeof(double), 0, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 45 "samples/upc/array_indefinite.upc"
                for (i = 0; i < 4; i++)
                    w += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 45 "samples/upc/array_indefinite.upc"
                for (i = 0; i < 4; i++)
                    w += weights_get(i);
        }
#line 47 "samples/upc/array_indefinite.upc"
        if (w != 1.0 || 0 != 0)
            errors++;
        if (errors)
            printf("FAIL: array_indefinite: %d errors\n", errors);
        else
            printf("PASS: array_indefinite\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_indefinite(void) {
    {
        int dims[2] = { 1, 64 }, block[2] = { 1, 1 };
        g_table = NGA_Create_irreg(C_INT, 2, dims, "table", block, upcga_one_block);
        table_local = upcga_own_row(g_table, sizeof(int));
    }
    {
        int dims[2] = { 1, 4 }, block[2] = { 1, 1 };
        g_weights = NGA_Create_irreg(C_DBL, 2, dims, "weights", block, upcga_one_block);
        weights_local = upcga_own_row(g_weights, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_indefinite_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_indefinite;
