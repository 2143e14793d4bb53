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
#line 1 "tests/in/real/unprototyped_function_pointers.upc"
/* Pointers to functions declared without a prototype (`int (*)()`) in shared memory: an
   array of them, one shared pointer and a member of a shared struct, each read and called
   with arguments, copied into private pointers and called again. A function's address is a
   process's own, so each thread calls only the pointers it stored. Thread 0 prints the
   totals. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/unprototyped_function_pointers.upc"
static int add(int a, int b) {
#line 9 "tests/in/real/unprototyped_function_pointers.upc"
    return a + b;
}
#line 10 "tests/in/real/unprototyped_function_pointers.upc"
static int mul(int a, int b) {
#line 10 "tests/in/real/unprototyped_function_pointers.upc"
    return a * b;
}
#line 11 "tests/in/real/unprototyped_function_pointers.upc"
static long twice(long x) {
#line 11 "tests/in/real/unprototyped_function_pointers.upc"
    return 2 * x;
}
struct op {
    int (*f)();
    int id;
};
/* `int (*shared ops[THREADS])()`: a GA array (one row per thread); this thread's part is ops_local. */
int g_ops;
int (**ops_local)();
/* `ops[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*ops_get(long i))() {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ops, t, pos, sizeof(int (*)()), 0);
    int (*v)();
    if (t == MYTHREAD)
        return ops_local[pos];
    upcga_get_at(g_ops, t, pos, &v, sizeof v);
    return v;
}
/* `ops[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*ops_set(long i, int (*v)()))() {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ops, t, pos, sizeof(int (*)()), 1);
    if (t == MYTHREAD)
        ops_local[pos] = v;
    else
        upcga_put_at(g_ops, t, pos, &v, sizeof v);
    return v;
}
/* `long (*shared scale)()`: a GA array (on thread 0); this thread's part is scale_local. */
int g_scale;
long (**scale_local)();
/* `scale`: read in place on its thread or node, else NGA_Get. */
static inline long (*scale_get(void))() {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_scale, t, pos, sizeof(long (*)()), 0);
    long (*v)();
    if (t == MYTHREAD)
        return scale_local[pos];
    upcga_get_at(g_scale, t, pos, &v, sizeof v);
    return v;
}
/* `scale` = v: written in place on its thread or node, else NGA_Put. */
static inline long (*scale_set(long (*v)()))() {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_scale, t, pos, sizeof(long (*)()), 1);
    if (t == MYTHREAD)
        scale_local[pos] = v;
    else
        upcga_put_at(g_scale, t, pos, &v, sizeof v);
    return v;
}
/* `shared struct op named[THREADS]`: a GA array (one row per thread); this thread's part is named_local. */
int g_named;
struct op *named_local;
/* `&named[i]`: a pointer-to-shared. */
static inline upcga_ptr_t named_ref(long i) {
    upcga_ptr_t p = { g_named, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct op), 0 };
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
#line 24 "tests/in/real/unprototyped_function_pointers.upc"
static void check(int ok, const char *what) {
    checks_set(MYTHREAD, checks_get(MYTHREAD) + 1);
    if (!ok) {
        failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int me = MYTHREAD;
    ops_set(me, me % 2 ? mul : add);
    UPCGA_WRITE(__typeof__(int (*)()), upcga_member(named_ref(me), __builtin_offsetof(struct op, f)), me % 2 ? add : mul);
    UPCGA_WRITE(int, upcga_member(named_ref(me), __builtin_offsetof(struct op, id)), me);
    if (me == 0)
        scale_set(twice);
    upcga_barrier();
    int expect_op = me % 2 ? 6 * 7 : 6 + 7;
    int expect_named = me % 2 ? 6 + 7 : 6 * 7;
    check(ops_get(me)(6, 7) == expect_op, "ops[me](6, 7)");
    int (*local)() = ops_get(me);
    check(local(6, 7) == expect_op, "local(6, 7)");
    check(UPCGA_READ(__typeof__(int (*)()), upcga_member(named_ref(me), __builtin_offsetof(struct op, f)))(6, 7) == expect_named, "named[me].f(6, 7)");
    struct op copy;
#line 46 "tests/in/real/unprototyped_function_pointers.upc"
    upcga_get(&copy, named_ref(me), sizeof copy);
    check(copy.f(6, 7) == expect_named && copy.id == me, "copy.f(6, 7)");
    if (me == 0) {
        long (*s)() = scale_get();
        check(s(21L) == 42, "s(21L)");
    }
    upcga_barrier();
    if (me == 0) {
        int total = 0, failed = 0;
        for (int t = 0; t < THREADS; t++) {
            total += checks_get(t);
            failed += failures_get(t);
        }
        printf("%d checks on %d threads, %d failed\n", total, THREADS, failed);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_unprototyped_function_pointers(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ops = NGA_Create_irreg(upcga_type(sizeof(int (*)())), 2, dims, "ops", block, upcga_rows);
        ops_local = upcga_own_row(g_ops, sizeof(int (*)()));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_scale = NGA_Create_irreg(upcga_type(sizeof(long (*)())), 2, dims, "scale", block, upcga_one_block);
        scale_local = upcga_own_row(g_scale, sizeof(long (*)()));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_named = NGA_Create_irreg(upcga_type(sizeof(struct op)), 2, dims, "named", block, upcga_rows);
        named_local = upcga_own_row(g_named, sizeof(struct op));
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
}
static void (*const upcga_create_unprototyped_function_pointers_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_unprototyped_function_pointers;
