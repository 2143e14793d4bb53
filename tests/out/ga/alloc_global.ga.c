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
#line 1 "samples/upc/alloc_global.upc"
/* alloc_global.upc - non-collective upc_global_alloc: by one thread, published through a shared pointer, and by every thread for itself; upc_free by the allocating thread; allocations of no bytes give a null pointer-to-shared (UPC 1.3). */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [3] long *shared pub`: a GA array (on thread 0); this thread's part is pub_local. */
int g_pub;
upcga_ptr_t *pub_local;
/* `pub`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t pub_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_pub, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return pub_local[pos];
    upcga_get_at(g_pub, t, pos, &v, sizeof v);
    return v;
}
/* `pub` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t pub_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_pub, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        pub_local[pos] = v;
    else
        upcga_put_at(g_pub, t, pos, &v, sizeof v);
    return v;
}
/* `shared [2] int *shared own[THREADS]`: a GA array (one row per thread); this thread's part is own_local. */
int g_own;
upcga_ptr_t *own_local;
/* `own[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t own_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_own, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return own_local[pos];
    upcga_get_at(g_own, t, pos, &v, sizeof v);
    return v;
}
/* `own[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t own_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_own, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        own_local[pos] = v;
    else
        upcga_put_at(g_own, t, pos, &v, sizeof v);
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
/* `shared int zero_errs[THREADS]`: a GA array (one row per thread); this thread's part is zero_errs_local. */
int g_zero_errs;
int *zero_errs_local;
/* `zero_errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int zero_errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_zero_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return zero_errs_local[pos];
    upcga_get_at(g_zero_errs, t, pos, &v, sizeof v);
    return v;
}
/* `zero_errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int zero_errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_zero_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        zero_errs_local[pos] = v;
    else
        upcga_put_at(g_zero_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&zero_errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t zero_errs_ref(long i) {
    upcga_ptr_t p = { g_zero_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 6 "samples/upc/alloc_global.upc"
/* allocated by thread 0 for everyone */
/* own[t]: allocated by thread t */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, errors = 0;
    int n = 2 * 3 * THREADS;
    upcga_ptr_t none[5];

    /* UPC 1.3: every allocator asked for no bytes returns a null pointer-to-shared (the
       collective ones called by every thread whatever the others gave) */
    none[0] = upcga_global_alloc(0, 4);
    none[1] = upcga_global_alloc(3, 0);
    none[2] = upcga_alloc(0);
    none[3] = upcga_all_alloc(0, 8);
    none[4] = upcga_all_alloc(THREADS, 0);
    for (i = 0; i < 5; i++)
        if (!upcga_isnull(none[i]))
            zero_errs_set(MYTHREAD, zero_errs_get(MYTHREAD) + 1);

    if (MYTHREAD == 0)
        pub_set(upcga_global_alloc(2 * THREADS, 3 * sizeof(long)));
    own_set(MYTHREAD, upcga_global_alloc(THREADS, 2 * sizeof(int)));
    upcga_barrier();

    /* everyone fills the elements of pub it owns */
    {
#line 34 "samples/upc/alloc_global.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 34 "samples/upc/alloc_global.upc"
        for (i = 0; i < n; i++) {
#line 34 "samples/upc/alloc_global.upc"
            if (!upcga_nested1 && !(upcga_threadof(upcga_add(pub_get(), sizeof(long), i, 3)) == MYTHREAD))
                continue;
#line 35 "samples/upc/alloc_global.upc"
            UPCGA_WRITE(long, upcga_add(pub_get(), sizeof(long), i, 3), 1000L + i);
        }
#line 34 "samples/upc/alloc_global.upc"
        upcga_forall_control = upcga_nested1;
    }
    /* and writes its id into block MYTHREAD of every other thread's allocation */
    for (t = 0; t < THREADS; t++) {
        upcga_ptr_t p = own_get(t);
        UPCGA_WRITE(int, upcga_add(p, sizeof(int), 2 * MYTHREAD, 2), t);
        UPCGA_WRITE(int, upcga_add(p, sizeof(int), 2 * MYTHREAD + 1, 2), MYTHREAD);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        {
#line 45 "samples/upc/alloc_global.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 45 "samples/upc/alloc_global.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(zero_errs_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 45 "samples/upc/alloc_global.upc"
                for (t = 0; t < THREADS; t++)
                    errors += upcga_gathered3[t - upcga_gather_lo2];
            } else
#line 45 "samples/upc/alloc_global.upc"
                for (t = 0; t < THREADS; t++)
                    errors += zero_errs_get(t);
        }
#line 47 "samples/upc/alloc_global.upc"
        for (i = 0; i < n; i++)
            if (UPCGA_READ(long, upcga_add(pub_get(), sizeof(long), i, 3)) != 1000L + i || upcga_threadof(upcga_add(pub_get(), sizeof(long), i, 3)) != (size_t)(i / 3 % THREADS))
                errors++;
        for (t = 0; t < THREADS; t++) {
            upcga_ptr_t p = own_get(t);
            {
#line 52 "samples/upc/alloc_global.upc"
                /* local pointers for this thread's elements */
                int *upcga_mine4 = upcga_mine(p);
                long upcga_phase4 = p.phase;
#line 52 "samples/upc/alloc_global.upc"
                if (upcga_mine4 && upcga_phase4 + 0 >= 0 && upcga_phase4 + THREADS <= 2)
#line 52 "samples/upc/alloc_global.upc"
                    for (i = 0; i < THREADS; i++) {
                        if ((upcga_mine4 && (unsigned long)(upcga_phase4 + 2 * i) < 2 ? upcga_mine4[2 * i] : UPCGA_READ(int, upcga_add(p, sizeof(int), 2 * i, 2))) != t || (upcga_mine4 && (unsigned long)(upcga_phase4 + (2 * i + 1)) < 2 ? upcga_mine4[2 * i + 1] : UPCGA_READ(int, upcga_add(p, sizeof(int), 2 * i + 1, 2))) != i)
                            errors++;
                        if (upcga_threadof(upcga_add(p, sizeof(int), 2 * i, 2)) != (size_t)i)
                            errors++;
                    }
                else
#line 52 "samples/upc/alloc_global.upc"
                    for (i = 0; i < THREADS; i++) {
                        if ((upcga_mine4 && (unsigned long)(upcga_phase4 + 2 * i) < 2 ? upcga_mine4[2 * i] : UPCGA_READ(int, upcga_add(p, sizeof(int), 2 * i, 2))) != t || (upcga_mine4 && (unsigned long)(upcga_phase4 + (2 * i + 1)) < 2 ? upcga_mine4[2 * i + 1] : UPCGA_READ(int, upcga_add(p, sizeof(int), 2 * i + 1, 2))) != i)
                            errors++;
                        if (upcga_threadof(upcga_add(p, sizeof(int), 2 * i, 2)) != (size_t)i)
                            errors++;
                    }
            }
        }
#line 59 "samples/upc/alloc_global.upc"
        if (errors)
            printf("FAIL: alloc_global: %d errors\n", errors);
        else
            printf("PASS: alloc_global\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_free(own_get(MYTHREAD));
    if (MYTHREAD == 0)
        upcga_free(pub_get());
    upcga_free(UPCGA_NULL);
    /* freeing the null pointer does nothing */
#line 70 "samples/upc/alloc_global.upc"
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_alloc_global __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_alloc_global(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_pub = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "pub", block, upcga_one_block);
        pub_local = upcga_own_row(g_pub, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_own = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "own", block, upcga_rows);
        own_local = upcga_own_row(g_own, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_zero_errs = NGA_Create_irreg(C_INT, 2, dims, "zero_errs", block, upcga_rows);
        zero_errs_local = upcga_own_row(g_zero_errs, sizeof(int));
    }
}
static void (*const upcga_create_alloc_global_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_alloc_global;
