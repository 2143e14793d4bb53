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
#line 1 "tests/in/real/library_function_values.upc"
/* Library functions used as values: named alone in a statement (a no-op), their address
   taken, stored in function pointers (private variables, a struct, an array) and called
   through them, each result compared with the direct call. Thread 0 prints the totals and the
   program ends through a pointer to upc_global_exit. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [2] int a[2 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(int), i % 2 };
    return p;
}
/* `shared int src[THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]`: read in place on its thread or node, else NGA_Get. */
static inline int src_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return src_local[pos];
    upcga_get_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int dst[THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int sum`: a GA array (on thread 0); this thread's part is sum_local. */
int g_sum;
int *sum_local;
/* `sum`: read in place on its thread or node, else NGA_Get. */
static inline int sum_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_sum, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return sum_local[pos];
    upcga_get_at(g_sum, t, pos, &v, sizeof v);
    return v;
}
/* `&sum`: a pointer-to-shared. */
static inline upcga_ptr_t sum_ref(void) {
    upcga_ptr_t p = { g_sum, 0, 0, 0 };
    return p;
}
/* `shared int failures[THREADS]`: a GA array (one row per thread); this thread's part is failures_local. */
int g_failures;
int *failures_local;
/* `failures[i]`: read in place on its thread or node, else NGA_Get. */
static inline int failures_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failures, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return failures_local[pos];
    upcga_get_at(g_failures, t, pos, &v, sizeof v);
    return v;
}
/* `failures[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int failures_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failures, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        failures_local[pos] = v;
    else
        upcga_put_at(g_failures, t, pos, &v, sizeof v);
    return v;
}
/* `&failures[i]`: a pointer-to-shared. */
static inline upcga_ptr_t failures_ref(long i) {
    upcga_ptr_t p = { g_failures, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int checks[THREADS]`: a GA array (one row per thread); this thread's part is checks_local. */
int g_checks;
int *checks_local;
/* `checks[i]`: read in place on its thread or node, else NGA_Get. */
static inline int checks_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_checks, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return checks_local[pos];
    upcga_get_at(g_checks, t, pos, &v, sizeof v);
    return v;
}
/* `checks[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int checks_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_checks, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        checks_local[pos] = v;
    else
        upcga_put_at(g_checks, t, pos, &v, sizeof v);
    return v;
}
/* `&checks[i]`: a pointer-to-shared. */
static inline upcga_ptr_t checks_ref(long i) {
    upcga_ptr_t p = { g_checks, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
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
#line 15 "tests/in/real/library_function_values.upc"
static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

struct queries {
    size_t (*thread)(upcga_ptr_t);
    size_t (*phase)(upcga_ptr_t);
    size_t (*addr)(upcga_ptr_t);
};
#line 31 "tests/in/real/library_function_values.upc"
/* A function that takes a library function as an argument. */
static size_t apply(size_t (*q)(upcga_ptr_t), upcga_ptr_t p) {
#line 32 "tests/in/real/library_function_values.upc"
    return q(p);
}
static unsigned long upcga_fn_upc_threadof(upcga_ptr_t upcga_arg0) {
    return upcga_threadof(upcga_arg0);
}
static unsigned long upcga_fn_upc_phaseof(upcga_ptr_t upcga_arg0) {
    return upcga_phaseof(upcga_arg0);
}
static unsigned long upcga_fn_upc_addrfield(upcga_ptr_t upcga_arg0) {
    return upcga_addrfield(upcga_arg0);
}
static void upcga_fn_upc_memput(upcga_ptr_t upcga_arg0, const void *upcga_arg1, unsigned long upcga_arg2) {
    upcga_memput(upcga_arg0, upcga_arg1, upcga_arg2);
}
static void upcga_fn_upc_memget(void *upcga_arg0, upcga_ptr_t upcga_arg1, unsigned long upcga_arg2) {
    upcga_memget(upcga_arg0, upcga_arg1, upcga_arg2);
}
static void upcga_fn_upc_memcpy(upcga_ptr_t upcga_arg0, upcga_ptr_t upcga_arg1, unsigned long upcga_arg2) {
    upcga_memcpy(upcga_arg0, upcga_arg1, upcga_arg2);
}
static void upcga_fn_upc_memset(upcga_ptr_t upcga_arg0, int upcga_arg1, unsigned long upcga_arg2) {
    upcga_memset(upcga_arg0, upcga_arg1, upcga_arg2);
}
static upcga_ptr_t upcga_fn_upc_all_alloc(unsigned long upcga_arg0, unsigned long upcga_arg1) {
    return upcga_all_alloc(upcga_arg0, upcga_arg1);
}
static upcga_ptr_t upcga_fn_upc_alloc(unsigned long upcga_arg0) {
    return upcga_alloc(upcga_arg0);
}
static void upcga_fn_upc_all_free(upcga_ptr_t upcga_arg0) {
    upcga_all_free(upcga_arg0);
}
static void upcga_fn_upc_free(upcga_ptr_t upcga_arg0) {
    upcga_free(upcga_arg0);
}
static upcga_ptr_t upcga_fn_upc_all_lock_alloc(void) {
    return upcga_all_lock_alloc();
}
static void upcga_fn_upc_lock(upcga_ptr_t upcga_arg0) {
    upcga_lock(upcga_arg0);
}
static int upcga_fn_upc_lock_attempt(upcga_ptr_t upcga_arg0) {
    return upcga_lock_attempt(upcga_arg0);
}
static void upcga_fn_upc_unlock(upcga_ptr_t upcga_arg0) {
    upcga_unlock(upcga_arg0);
}
static void upcga_fn_upc_all_lock_free(upcga_ptr_t upcga_arg0) {
    upcga_all_lock_free(upcga_arg0);
}
static upcga_ptr_t upcga_fn_upc_resetphase(upcga_ptr_t upcga_arg0) {
    return upcga_resetphase(upcga_arg0);
}
static unsigned long upcga_fn_upc_affinitysize(unsigned long upcga_arg0, unsigned long upcga_arg1, unsigned long upcga_arg2) {
    return upcga_affinitysize(upcga_arg0, upcga_arg1, upcga_arg2);
}
static void upcga_fn_upc_all_broadcast(upcga_ptr_t upcga_arg0, upcga_ptr_t upcga_arg1, unsigned long upcga_arg2, int upcga_arg3) {
    upcga_all_broadcast(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3);
}
static void upcga_fn_upc_all_reduceI(upcga_ptr_t upcga_arg0, upcga_ptr_t upcga_arg1, unsigned long upcga_arg2, unsigned long upcga_arg3, unsigned long upcga_arg4, int (*upcga_arg5)(int, int), int upcga_arg6) {
    upcga_all_reduceI(upcga_arg0, upcga_arg1, upcga_arg2, upcga_arg3, upcga_arg4, upcga_arg5, upcga_arg6);
}
static unsigned long upcga_fn_upc_ticks_now(void) {
    return upcga_ticks_now();
}
static double upcga_fn_bupc_tick_granularityus(void) {
    return upcga_bupc_tick_granularityus();
}
static void upcga_fn_upc_global_exit(int upcga_arg0) {
    upcga_global_exit(upcga_arg0);
}
#line 34 "tests/in/real/library_function_values.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    struct queries qs = { upcga_fn_upc_threadof, &upcga_fn_upc_phaseof, upcga_fn_upc_addrfield };
    size_t (*ask[3])(upcga_ptr_t) = { upcga_fn_upc_threadof, upcga_fn_upc_phaseof, &upcga_fn_upc_addrfield };
    void (*put)(upcga_ptr_t, const void *, size_t) = upcga_fn_upc_memput;
    void (*get)(void *, upcga_ptr_t, size_t) = &upcga_fn_upc_memget;
    void (*copy)(upcga_ptr_t, upcga_ptr_t, size_t) = upcga_fn_upc_memcpy;
    void (*set)(upcga_ptr_t, int, size_t) = upcga_fn_upc_memset;
    upcga_ptr_t (*all_alloc)(size_t, size_t) = upcga_fn_upc_all_alloc;
    upcga_ptr_t (*alloc)(size_t) = upcga_fn_upc_alloc;
    void (*all_free)(upcga_ptr_t) = upcga_fn_upc_all_free;
    void (*free_)(upcga_ptr_t) = upcga_fn_upc_free;
    upcga_ptr_t (*lock_alloc)(void) = upcga_fn_upc_all_lock_alloc;
    void (*lock)(upcga_ptr_t) = upcga_fn_upc_lock;
    int (*attempt)(upcga_ptr_t) = upcga_fn_upc_lock_attempt;
    void (*unlock)(upcga_ptr_t) = upcga_fn_upc_unlock;
    void (*lock_free)(upcga_ptr_t) = upcga_fn_upc_all_lock_free;
    upcga_ptr_t (*reset)(upcga_ptr_t) = upcga_fn_upc_resetphase;
    size_t (*affinity)(size_t, size_t, size_t) = upcga_fn_upc_affinitysize;
    void (*bcast)(upcga_ptr_t, upcga_ptr_t, size_t, upc_flag_t) = upcga_fn_upc_all_broadcast;
    void (*reduce)(upcga_ptr_t, upcga_ptr_t, upc_op_t, size_t, size_t, int (*)(int, int), upc_flag_t) = upcga_fn_upc_all_reduceI;

    upc_tick_t (*now)(void) = upcga_fn_upc_ticks_now;
    double (*granularity)(void) = upcga_fn_bupc_tick_granularityus;
    void (*global_exit)(int) = upcga_fn_upc_global_exit;
    upcga_ptr_t p = a_ref(2 * MYTHREAD + 1);
    upcga_ptr_t mine;
    upcga_ptr_t l;
    int buf[2] = { MYTHREAD, MYTHREAD + 100 }, back[2] = { 0, 0 }, k, n;

    /* Named alone: no effect. */
    upcga_fn_upc_global_exit;
    upcga_fn_upc_threadof;
    upcga_fn_upc_memcpy;
    upcga_fn_upc_all_broadcast;
    upcga_fn_upc_lock;
    upcga_fn_bupc_tick_granularityus;
    (void)upcga_fn_upc_all_alloc;

    for (k = 0; k < 3; k++)
        check(ask[k](p) == (k == 0 ? upcga_threadof(p) : k == 1 ? upcga_phaseof(p) : upcga_addrfield(p)), "array of queries");

    check(qs.thread(p) == (size_t)MYTHREAD && qs.phase(p) == 1, "struct of queries");
    check(qs.addr(p) == upcga_addrfield(p), "upc_addrfield through a pointer");
    check(apply(upcga_fn_upc_threadof, p) == (size_t)MYTHREAD, "a library function as an argument");
    check(apply(upcga_fn_upc_phaseof, a_ref(1)) == 1, "upc_phaseof as an argument");
    check(upcga_phaseof(reset(p)) == 0 && upcga_threadof(reset(p)) == (size_t)MYTHREAD, "upc_resetphase");
    check(affinity(10, 4, 0) == upcga_affinitysize(10, 4, 0), "upc_affinitysize");
    check(now() >= 0 && granularity() > 0, "tick timers");

    put(a_ref(2 * MYTHREAD), buf, sizeof buf);
    upcga_barrier();
    get(back, a_ref(2 * ((MYTHREAD + 1) % THREADS)), sizeof back);
    check(back[0] == (MYTHREAD + 1) % THREADS && back[1] == back[0] + 100, "memput, memget");
    upcga_barrier();

    mine = upcga_resetphase(all_alloc(THREADS, sizeof(int)));
    copy(src_ref(MYTHREAD), a_ref(2 * MYTHREAD), sizeof(int));
    set(dst_ref(MYTHREAD), 0, sizeof(int));
    upcga_barrier();
    check(upcga_threadof(upcga_add(mine, sizeof(int), MYTHREAD, 1)) == (size_t)MYTHREAD, "upc_all_alloc");
    check(src_get(MYTHREAD) == MYTHREAD, "upc_memcpy");
    check(dst_get(MYTHREAD) == 0, "upc_memset");
    {
        upcga_ptr_t own = upcga_resetphase(alloc(sizeof(int)));
        UPCGA_WRITE(int, own, 7);
        check(UPCGA_READ(int, own) == 7 && upcga_threadof(own) == (size_t)MYTHREAD, "upc_alloc");
        free_(own);
    }
    all_free(mine);

    l = lock_alloc();
    for (k = 0; k < 10; k++) {
        lock(l);
        counter_set(counter_get() + 1);
        unlock(l);
    }
    while (!attempt(l))
        ;
    counter_set(counter_get() + 100);
    unlock(l);
    upcga_barrier();
    check(counter_get() == 110 * THREADS, "locks");
    lock_free(l);

    src_set(MYTHREAD, MYTHREAD + 1);
    bcast(dst_ref(0), src_ref(THREADS - 1), sizeof(int), 0 | 0);
    check(dst_get(MYTHREAD) == THREADS, "upc_all_broadcast");
    upcga_barrier();
    reduce(sum_ref(), src_ref(0), (upc_op_t)1 << 0, THREADS, 1, (void *)0, 0 | 0);
    n = THREADS * (THREADS + 1) / 2;
    check(sum_get() == n, "upc_all_reduceI");

    failures_set(MYTHREAD, failed);
    checks_set(MYTHREAD, done);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int i, f = 0, c = 0;
        {
#line 131 "tests/in/real/library_function_values.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 131 "tests/in/real/library_function_values.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int)) && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(failures_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    upcga_get_range(upcga_gathered3, upcga_add(checks_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 131 "tests/in/real/library_function_values.upc"
                for (i = 0; i < THREADS; i++) {
                    f += upcga_gathered2[i - upcga_gather_lo1];
                    c += upcga_gathered3[i - upcga_gather_lo1];
                }
            } else
#line 131 "tests/in/real/library_function_values.upc"
                for (i = 0; i < THREADS; i++) {
                    f += failures_get(i);
                    c += checks_get(i);
                }
        }
#line 135 "tests/in/real/library_function_values.upc"
        printf("%d checks on %d threads, %d failed\n", c, THREADS, f);
        fflush(stdout);
    }
    upcga_barrier();
    global_exit(0);
    return 1;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_library_function_values __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_library_function_values __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_library_function_values(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sum = NGA_Create_irreg(C_INT, 2, dims, "sum", block, upcga_one_block);
        sum_local = upcga_own_row(g_sum, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_failures = NGA_Create_irreg(C_INT, 2, dims, "failures", block, upcga_rows);
        failures_local = upcga_own_row(g_failures, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_checks = NGA_Create_irreg(C_INT, 2, dims, "checks", block, upcga_rows);
        checks_local = upcga_own_row(g_checks, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_INT, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(int));
    }
}
static void (*const upcga_create_library_function_values_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_library_function_values;
