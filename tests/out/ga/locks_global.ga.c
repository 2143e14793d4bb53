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
#line 1 "samples/upc/locks_global.upc"
/* locks_global.upc - upc_global_lock_alloc: one lock per thread published in a shared array of lock pointers, one lock shared through a shared pointer; upc_lock_free. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared struct pgas_upc_lock *shared bin_lock[THREADS]`: a GA array (one row per thread); this thread's part is bin_lock_local. */
int g_bin_lock;
upcga_ptr_t *bin_lock_local;
/* `bin_lock[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t bin_lock_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bin_lock, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return bin_lock_local[pos];
    upcga_get_at(g_bin_lock, t, pos, &v, sizeof v);
    return v;
}
/* `bin_lock[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t bin_lock_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bin_lock, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        bin_lock_local[pos] = v;
    else
        upcga_put_at(g_bin_lock, t, pos, &v, sizeof v);
    return v;
}
/* `shared struct pgas_upc_lock *shared big_lock`: a GA array (on thread 0); this thread's part is big_lock_local. */
int g_big_lock;
upcga_ptr_t *big_lock_local;
/* `big_lock`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t big_lock_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_big_lock, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return big_lock_local[pos];
    upcga_get_at(g_big_lock, t, pos, &v, sizeof v);
    return v;
}
/* `big_lock` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t big_lock_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_big_lock, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        big_lock_local[pos] = v;
    else
        upcga_put_at(g_big_lock, t, pos, &v, sizeof v);
    return v;
}
/* `shared long total[THREADS]`: a GA array (one row per thread); this thread's part is total_local. */
int g_total;
long *total_local;
/* `total[i]`: read in place on its thread or node, else NGA_Get. */
static inline long total_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return total_local[pos];
    upcga_get_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `total[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long total_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        total_local[pos] = v;
    else
        upcga_put_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `shared long grand`: a GA array (on thread 0); this thread's part is grand_local. */
int g_grand;
long *grand_local;
/* `grand`: read in place on its thread or node, else NGA_Get. */
static inline long grand_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_grand, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return grand_local[pos];
    upcga_get_at(g_grand, t, pos, &v, sizeof v);
    return v;
}
/* `grand` = v: written in place on its thread or node, else NGA_Put. */
static inline long grand_set(long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_grand, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        grand_local[pos] = v;
    else
        upcga_put_at(g_grand, t, pos, &v, sizeof v);
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
#line 6 "samples/upc/locks_global.upc"
/* bin_lock[t] guards total[t] */
/* allocated by thread 0 only */
#line 12 "samples/upc/locks_global.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int r, t, errors = 0;

    /* non-collective: every thread allocates its own lock */
    bin_lock_set(MYTHREAD, upcga_global_lock_alloc());
    total_set(MYTHREAD, 0);
    if (MYTHREAD == 0) {
        big_lock_set(upcga_global_lock_alloc());
        grand_set(0);
    }
    upcga_barrier();

    /* every thread adds to every bin, under that bin's lock */
    for (r = 0; r < 10; r++)
        for (t = 0; t < THREADS; t++) {
            /* start at a different bin on each thread */
#line 28 "samples/upc/locks_global.upc"
            int b = (t + MYTHREAD) % THREADS;
            upcga_lock(bin_lock_get(b));
            total_set(b, total_get(b) + (MYTHREAD + 1));
            upcga_unlock(bin_lock_get(b));
        }
    upcga_lock(big_lock_get());
    grand_set(grand_get() + 10 * (MYTHREAD + 1));
    upcga_unlock(big_lock_get());
    upcga_barrier();

    if (MYTHREAD == 0) {
        long want = (long)10 * THREADS * (THREADS + 1) / 2;
        for (t = 0; t < THREADS; t++)
            if (total_get(t) != want) {
                printf("FAIL: locks_global: total[%d] = %ld, expected %ld\n", t, total_get(t), want);
                errors++;
            }
        if (grand_get() != want) {
            printf("FAIL: locks_global: grand = %ld, expected %ld\n", grand_get(), want);
            errors++;
        }
        if (errors)
            printf("FAIL: locks_global: %d errors\n", errors);
        else
            printf("PASS: locks_global\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    /* each thread frees the lock it allocated */
#line 56 "samples/upc/locks_global.upc"
    upcga_lock_free(bin_lock_get(MYTHREAD));
    if (MYTHREAD == 0)
        upcga_lock_free(big_lock_get());
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_locks_global __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_locks_global(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_bin_lock = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "bin_lock", block, upcga_rows);
        bin_lock_local = upcga_own_row(g_bin_lock, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_big_lock = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "big_lock", block, upcga_one_block);
        big_lock_local = upcga_own_row(g_big_lock, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_total = NGA_Create_irreg(C_LONG, 2, dims, "total", block, upcga_rows);
        total_local = upcga_own_row(g_total, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_grand = NGA_Create_irreg(C_LONG, 2, dims, "grand", block, upcga_one_block);
        grand_local = upcga_own_row(g_grand, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_locks_global_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_locks_global;
