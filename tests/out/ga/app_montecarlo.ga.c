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
#line 1 "samples/upc/app_montecarlo.upc"
/* app_montecarlo.upc - Monte Carlo estimate of pi: batches of samples from a deterministic LCG seeded by batch number, dealt out with upc_forall, hits summed with upc_all_reduceL. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared long hits[THREADS]`: a GA array (one row per thread); this thread's part is hits_local. */
int g_hits;
long *hits_local;
/* `hits[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long hits_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hits, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        hits_local[pos] = v;
    else
        upcga_put_at(g_hits, t, pos, &v, sizeof v);
    return v;
}
/* `&hits[i]`: a pointer-to-shared. */
static inline upcga_ptr_t hits_ref(long i) {
    upcga_ptr_t p = { g_hits, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared long total_hits`: a GA array (on thread 0); this thread's part is total_hits_local. */
int g_total_hits;
long *total_hits_local;
/* `total_hits`: read in place on its thread or node, else NGA_Get. */
static inline long total_hits_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total_hits, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return total_hits_local[pos];
    upcga_get_at(g_total_hits, t, pos, &v, sizeof v);
    return v;
}
/* `&total_hits`: a pointer-to-shared. */
static inline upcga_ptr_t total_hits_ref(void) {
    upcga_ptr_t p = { g_total_hits, 0, 0, 0 };
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
#line 12 "samples/upc/app_montecarlo.upc"
/* a 32-bit linear congruential generator */
static unsigned lcg(unsigned *state) {

    *state = *state * 1664525u + 1013904223u;
    return *state;
}

static long batch_hits(int b) {

    unsigned st = 2463534242u ^ (unsigned)b * 2654435761u;
    long in = 0;
    int k;
    for (k = 0; k < 2000; k++) {
        double x = lcg(&st) / 4294967296.0;
        double y = lcg(&st) / 4294967296.0;
        if (x * x + y * y < 1.0)
            in++;
    }
    return in;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int b, errors = 0;
    long mine = 0;

    {
#line 38 "samples/upc/app_montecarlo.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 38 "samples/upc/app_montecarlo.upc"
        b = 0;
#line 38 "samples/upc/app_montecarlo.upc"
        if (!upcga_nested1)
            b = upcga_forall_first(b, 1);
#line 38 "samples/upc/app_montecarlo.upc"
        for (; b < 64; b = upcga_nested1 ? b + 1 : upcga_forall_next(b, 1))
            mine += batch_hits(b);
#line 38 "samples/upc/app_montecarlo.upc"
        upcga_forall_control = upcga_nested1;
    }
    hits_set(MYTHREAD, mine);
    upcga_all_reduceL(total_hits_ref(), hits_ref(0), (upc_op_t)1 << 0, THREADS, 1, (void *)0, 0 | 0);

    if (MYTHREAD == 0) {
        long seq = 0;
        double pi;
        for (b = 0; b < 64; b++)
            seq += batch_hits(b);
        pi = 4.0 * total_hits_get() / ((double)64 * 2000);
        printf("pi is about %.4f (%ld of %d samples inside)\n", pi, total_hits_get(), 64 * 2000);
        if (total_hits_get() != seq) {
            printf("FAIL: app_montecarlo: %ld hits, sequential %ld\n", total_hits_get(), seq);
            errors++;
        }
        if (pi < 3.0 || pi > 3.3)
            errors++;
        if (errors)
            printf("FAIL: app_montecarlo: %d errors\n", errors);
        else
            printf("PASS: app_montecarlo\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_montecarlo(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_hits = NGA_Create_irreg(C_LONG, 2, dims, "hits", block, upcga_rows);
        hits_local = upcga_own_row(g_hits, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total_hits = NGA_Create_irreg(C_LONG, 2, dims, "total_hits", block, upcga_one_block);
        total_hits_local = upcga_own_row(g_total_hits, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_montecarlo_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_montecarlo;
