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
#line 1 "samples/upc/header_strict.upc"
/* header_strict.upc - #include <upc_strict.h> makes strict the default for this file; relaxed is asked for explicitly where ordering does not matter. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int token`: a GA array (on thread 0); this thread's part is token_local. */
int g_token;
int *token_local;
/* `token`: read in place on its thread or node, else NGA_Get. */
static inline int token_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_token, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return token_local[pos];
    upcga_get_at(g_token, t, pos, &v, sizeof v);
    return v;
}
/* `token` = v: written in place on its thread or node, else NGA_Put. */
static inline int token_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_token, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        token_local[pos] = v;
    else
        upcga_put_at(g_token, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `token`. */
static inline int token_get_strict(void) {
    int v;
    upcga_fence();
    v = token_get();
    upcga_fence();
    return v;
}
/* A strict write of `token`. */
static inline int token_set_strict(int v) {
    upcga_fence();
    token_set(v);
    upcga_fence();
    return v;
}
/* `relaxed shared [16] double work[16 * THREADS]`: a GA array (one row per thread); this thread's part is work_local. */
int g_work;
double *work_local;
/* `work[i]`: read in place on its thread or node, else NGA_Get. */
static inline double work_get(long i) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_work, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return work_local[pos];
    upcga_get_at(g_work, t, pos, &v, sizeof v);
    return v;
}
/* `work[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double work_set(long i, double v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_work, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        work_local[pos] = v;
    else
        upcga_put_at(g_work, t, pos, &v, sizeof v);
    return v;
}
/* `shared int order[THREADS]`: a GA array (one row per thread); this thread's part is order_local. */
int g_order;
int *order_local;
/* `order[i]`: read in place on its thread or node, else NGA_Get. */
static inline int order_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_order, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return order_local[pos];
    upcga_get_at(g_order, t, pos, &v, sizeof v);
    return v;
}
/* `order[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int order_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_order, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        order_local[pos] = v;
    else
        upcga_put_at(g_order, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `order[i]`. */
static inline int order_get_strict(long i) {
    int v;
    upcga_fence();
    v = order_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `order[i]`. */
static inline int order_set_strict(long i, int v) {
    upcga_fence();
    order_set(i, v);
    upcga_fence();
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
/* A strict read of `verdict`. */
static inline int verdict_get_strict(void) {
    int v;
    upcga_fence();
    v = verdict_get();
    upcga_fence();
    return v;
}
/* A strict write of `verdict`. */
static inline int verdict_set_strict(int v) {
    upcga_fence();
    verdict_set(v);
    upcga_fence();
    return v;
}
#line 6 "samples/upc/header_strict.upc"
/* strict: passed around the threads in turn */
#line 11 "samples/upc/header_strict.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, errors = 0;

    if (MYTHREAD == 0)
        token_set_strict(0);
    upcga_barrier();
    /* a token ring without barriers: thread t waits for token == t */
    while (token_get_strict() != MYTHREAD)
        ;
    for (i = 0; i < 16; i++)
        work_set(16 * MYTHREAD + i, MYTHREAD + i / 16.0);
    order_set_strict(MYTHREAD, token_get_strict());
    /* strict: the relaxed stores above come first */
#line 24 "samples/upc/header_strict.upc"
    token_set_strict(MYTHREAD + 1);

    if (MYTHREAD == 0) {
        while (token_get_strict() != THREADS)
            ;
        for (i = 0; i < THREADS; i++)
            if (order_get_strict(i) != i)
                errors++;
        for (i = 0; i < 16 * THREADS; i++)
            if (work_get(i) != i / 16 + i % 16 / 16.0) {
                if (errors < 5)
                    printf("FAIL: header_strict: work[%d] = %g\n", i, work_get(i));
                errors++;
            }
        if (errors)
            printf("FAIL: header_strict: %d errors\n", errors);
        else
            printf("PASS: header_strict\n");
        verdict_set_strict(errors != 0);
    }
    upcga_barrier();
    return verdict_get_strict();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_header_strict(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_token = NGA_Create_irreg(C_INT, 2, dims, "token", block, upcga_one_block);
        token_local = upcga_own_row(g_token, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_work = NGA_Create_irreg(C_DBL, 2, dims, "work", block, upcga_rows);
        work_local = upcga_own_row(g_work, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_order = NGA_Create_irreg(C_INT, 2, dims, "order", block, upcga_rows);
        order_local = upcga_own_row(g_order, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_header_strict_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_header_strict;
