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
/* hello.upc - the README's demo: the threads share the work of summing 1..N with upc_forall and add their parts into a shared total under a lock. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int values[1000]`: a GA array (one row per thread); this thread's part is values_local. */
int g_values;
int *values_local;
/* `values[i]`: read in place on its thread or node, else NGA_Get. */
static inline int values_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_values, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return values_local[pos];
    upcga_get_at(g_values, t, pos, &v, sizeof v);
    return v;
}
/* `values[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int values_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_values, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        values_local[pos] = v;
    else
        upcga_put_at(g_values, t, pos, &v, sizeof v);
    return v;
}
/* `shared long total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
long *total_local;
/* `total`: read in place on its thread or node, else NGA_Get. */
static inline long total_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return total_local[pos];
    upcga_get_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `total` = v: written in place on its thread or node, else NGA_Put. */
static inline long total_set(long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        total_local[pos] = v;
    else
        upcga_put_at(g_total, t, pos, &v, sizeof v);
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
/* spread over the threads: values[i] lives on thread i % THREADS */
/* one shared scalar, on thread 0 */
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i;
    long mine = 0;
    /* one lock, known to every thread */
    upcga_ptr_t lock = upcga_all_lock_alloc();
    /* each thread fills and sums the elements it owns */
    {
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested1)
            for (; i < 1000; i++)
                values_set(i, i + 1);
        else {
            /* This thread's elements of `values`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_values = values_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 1000;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_values++)
                    *upcga_local_values = i + 1;
            }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_values++)
                *upcga_local_values = i + 1;
        }
        upcga_forall_control = upcga_nested1;
    }
    {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested2)
            for (; i < 1000; i++)
                mine += values_get(i);
        else {
            /* This thread's elements of `values`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_values = values_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 1000;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_values++)
                    mine += *upcga_local_values;
            }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_values++)
                mine += *upcga_local_values;
        }
        upcga_forall_control = upcga_nested2;
    }
    /* add my part to the total, one thread at a time */
    upcga_lock(lock);
    total_set(total_get() + mine);
    upcga_unlock(lock);
    /* wait until every thread has added its part */
    upcga_barrier();
    if (MYTHREAD == 0) {
        long expected = (long)1000 * (1000 + 1) / 2;
        printf("Hello from UPC: the sum of 1..%d is %ld\n", 1000, total_get());
        if (total_get() != expected) {
            printf("FAIL: hello: expected %ld\n", expected);
            verdict_set(1);
        } else {
            printf("PASS: hello\n");
        }
    }
    upcga_barrier();
    upcga_all_lock_free(lock);
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_hello __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_hello(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(1000, 1) }, block[2] = { THREADS, 1 };
        g_values = NGA_Create_irreg(C_INT, 2, dims, "values", block, upcga_rows);
        values_local = upcga_own_row(g_values, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_LONG, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_hello_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_hello;
