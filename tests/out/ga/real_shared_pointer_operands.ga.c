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
#line 1 "tests/in/real/shared_pointer_operands.upc"
/* Pointers-to-shared, shared-qualified types and null pointer constants (NULL, 0, (void *)0)
   in every place C (C11 6.5, 6.7.9) lets a pointer be an operand, as UPC 1.3 6.4 keeps it:
   conditional, comparison, logical operators, assignment, return, argument, compound literal,
   initialiser list, _Generic, sizeof/_Alignof and casts in both directions. Each check counts
   a failure; thread 0 prints the totals of every thread. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/shared_pointer_operands.upc"
struct pair {
    upcga_ptr_t p;
    upcga_ptr_t v;
};
/* `shared int x[4 * THREADS]`: a GA array (one row per thread); this thread's part is x_local. */
int g_x;
int *x_local;
/* `x[i]`: read in place on its thread or node, else NGA_Get. */
static inline int x_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_x, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return x_local[pos];
    upcga_get_at(g_x, t, pos, &v, sizeof v);
    return v;
}
/* `&x[i]`: a pointer-to-shared. */
static inline upcga_ptr_t x_ref(long i) {
    upcga_ptr_t p = { g_x, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 15 "tests/in/real/shared_pointer_operands.upc"
upcga_ptr_t gv;
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
#line 19 "tests/in/real/shared_pointer_operands.upc"
static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

static upcga_ptr_t pick(int c, upcga_ptr_t p) {
#line 29 "tests/in/real/shared_pointer_operands.upc"
    return c ? UPCGA_NULL : p;
}
#line 30 "tests/in/real/shared_pointer_operands.upc"
static upcga_ptr_t pick0(int c, upcga_ptr_t p) {
#line 30 "tests/in/real/shared_pointer_operands.upc"
    return c ? p : UPCGA_NULL;
}
#line 31 "tests/in/real/shared_pointer_operands.upc"
static upcga_ptr_t none(void) {
#line 31 "tests/in/real/shared_pointer_operands.upc"
    return UPCGA_NULL;
}
#line 32 "tests/in/real/shared_pointer_operands.upc"
static upcga_ptr_t zero(void) {
#line 32 "tests/in/real/shared_pointer_operands.upc"
    return UPCGA_NULL;
}
#line 33 "tests/in/real/shared_pointer_operands.upc"
static upcga_ptr_t from_void(upcga_ptr_t v) {
#line 33 "tests/in/real/shared_pointer_operands.upc"
    return upcga_resetphase(v);
}
#line 34 "tests/in/real/shared_pointer_operands.upc"
static upcga_ptr_t to_void(upcga_ptr_t p) {
#line 34 "tests/in/real/shared_pointer_operands.upc"
    return p;
}
#line 35 "tests/in/real/shared_pointer_operands.upc"
static int is_null(upcga_ptr_t p) {
#line 35 "tests/in/real/shared_pointer_operands.upc"
    return upcga_isnull(p);
}
#line 36 "tests/in/real/shared_pointer_operands.upc"
static int is_null_void(upcga_ptr_t v) {
#line 36 "tests/in/real/shared_pointer_operands.upc"
    return upcga_isnull(v);
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    upcga_ptr_t p = x_ref(MYTHREAD);
    upcga_ptr_t q = UPCGA_NULL;
    upcga_ptr_t v;
    int c = MYTHREAD % 2, t;

    /* Conditional: both orders, every spelling of the null pointer constant. */
    check(upcga_eq(c ? UPCGA_NULL : p, c ? q : p), "c ? NULL : p");
    check(upcga_eq(c ? p : UPCGA_NULL, c ? p : q), "c ? p : NULL");
    check(upcga_isnull(1 ? UPCGA_NULL : p), "1 ? NULL : p");
    check(upcga_eq(0 ? UPCGA_NULL : p, p), "0 ? NULL : p");
    check(upcga_eq(0 ? UPCGA_NULL : p, p) && upcga_isnull(1 ? UPCGA_NULL : p), "? 0 : p");
    check(upcga_eq(1 ? p : UPCGA_NULL, p) && upcga_isnull(0 ? p : UPCGA_NULL), "? p : 0");
    check(upcga_eq(0 ? UPCGA_NULL : p, p) && upcga_isnull(1 ? UPCGA_NULL : p), "? (void *)0 : p");
    check(upcga_eq(1 ? p : UPCGA_NULL, p), "? p : (void *)0");
    check(upcga_threadof(0 ? UPCGA_NULL : p) == (size_t)MYTHREAD, "upc_threadof(0 ? NULL : p)");
    check(upcga_eq(upcga_add(0 ? UPCGA_NULL : p, sizeof(int), 1, 1), x_ref(MYTHREAD + 1)), "(0 ? NULL : p) + 1");
    check(UPCGA_READ(int, 0 ? UPCGA_NULL : x_ref(4 * THREADS - 1)) == 0, "*(0 ? NULL : &x[...])");
    check(upcga_eq(!upcga_isnull(p) ? p : UPCGA_NULL, p), "p ? p : 0");
    check(upcga_isnull(!upcga_isnull(q) ? q : UPCGA_NULL), "q ? q : 0");
    gv = x_ref(0);
    v = 1 ? gv : p;
    check(upcga_eq(v, gv), "? void pointer-to-shared : typed");
    v = 0 ? gv : p;
    check(upcga_eq(v, p), "? void : typed (the typed one)");
    v = 1 ? p : gv;
    check(upcga_eq(v, p), "? typed : void pointer-to-shared");
    check(upcga_phaseof(1 ? p : gv) == 0, "upc_phaseof(? typed : void)");
    check(sizeof(upcga_ptr_t) == sizeof(upcga_ptr_t), "sizeof(c ? NULL : p)");

    /* Comparison and logical operators. */
    check(!upcga_isnull(p) && upcga_isnull(q), "p == NULL");
    check(!upcga_isnull(p) && !!upcga_isnull(q), "NULL != p");
    check(!upcga_isnull(p) && upcga_isnull(q), "p == 0, 0 == q");
    check(!upcga_isnull(p) && upcga_isnull(q), "p == (void *)0");
    check(!upcga_isnull(p) && upcga_isnull(q), "!p");
    check(!upcga_isnull(p) && !upcga_isnull(p) && !(!upcga_isnull(p) && !upcga_isnull(q)) && (!upcga_isnull(p) || !upcga_isnull(q)) && !(!upcga_isnull(q) || !upcga_isnull(q)), "&& and ||");
    t = 0;
    if (!upcga_isnull(p))
        t++;
    if (upcga_isnull(q))
        t++;
    while (!upcga_isnull(q))
        t = 100;
    check(t == 2, "if (p), while (q)");
    check(!upcga_isnull(p) + !upcga_isnull(q) == 1, "!= NULL as int");

    /* Assignment. */
    q = p;
    q = UPCGA_NULL;
    check(upcga_isnull(q), "q = NULL");
    q = p;
    q = UPCGA_NULL;
    check(upcga_isnull(q), "q = 0");
    q = p;
    q = UPCGA_NULL;
    check(upcga_isnull(q), "q = (void *)0");
    v = p;
    q = upcga_resetphase(v);
    check(upcga_eq(q, p), "v = p; q = v");
    v = UPCGA_NULL;
    check(upcga_isnull(v) && is_null_void(v), "v = NULL");

    /* Return and argument. */
    check(upcga_isnull(pick(1, p)) && upcga_eq(pick(0, p), p), "return c ? NULL : p");
    check(upcga_isnull(pick0(0, p)) && upcga_eq(pick0(1, p), p), "return c ? p : 0");
    check(upcga_isnull(none()) && upcga_isnull(zero()), "return NULL, return 0");
    check(upcga_eq(from_void(p), p) && upcga_eq(to_void(p), p), "return through shared void *");
    check(is_null(UPCGA_NULL) && is_null(UPCGA_NULL) && is_null(UPCGA_NULL) && !is_null(p), "argument NULL/0");
    check(is_null_void(UPCGA_NULL) && !is_null_void(p), "argument to shared void *");
    check(is_null(c ? UPCGA_NULL : q) == (c || upcga_isnull(q)), "argument c ? NULL : q");

    /* Initialiser lists and compound literals. */
    {
        upcga_ptr_t arr[3] = { UPCGA_NULL, p, UPCGA_NULL };
        struct pair s = { p, UPCGA_NULL };
        struct pair z = { UPCGA_NULL };
        struct pair d = { .v = p, .p = UPCGA_NULL };
        upcga_ptr_t *pp = (upcga_ptr_t []){ UPCGA_NULL, UPCGA_NULL, p };
        struct pair lit = (struct pair){ .p = c ? UPCGA_NULL : p, .v = UPCGA_NULL };
        check(upcga_isnull(arr[0]) && upcga_eq(arr[1], p) && upcga_isnull(arr[2]), "array initialiser");
        check(upcga_eq(s.p, p) && upcga_isnull(s.v), "struct initialiser");
        check(upcga_isnull(z.p) && upcga_isnull(z.v), "struct {0}");
        check(upcga_isnull(d.p) && upcga_eq(d.v, p), "designated initialiser");
        check(upcga_isnull(pp[0]) && upcga_isnull(pp[1]) && upcga_eq(pp[2], p), "compound literal array");
        check(upcga_eq(lit.p, c ? UPCGA_NULL : p) && upcga_isnull(lit.v), "compound literal struct");
    }

    /* _Generic, sizeof, _Alignof. */
    check(1, "_Generic(c ? NULL : p)");
    check(1, "_Generic(? typed : void)");
    check(1 == 1, "_Generic(p)");
    check(sizeof(upcga_ptr_t) == sizeof(upcga_ptr_t) && sizeof(upcga_ptr_t) == sizeof(upcga_ptr_t), "sizeof");
    check(_Alignof(upcga_ptr_t) == _Alignof(upcga_ptr_t), "_Alignof");
    check(sizeof(int) == sizeof(int) && sizeof(int) == sizeof(int), "sizeof(shared int)");

    /* Casts in both directions. */
    check(upcga_isnull(UPCGA_NULL) && upcga_isnull(UPCGA_NULL), "(shared int *)NULL");
    check(upcga_eq(p, p) && upcga_eq(upcga_resetphase(p), p), "via shared void *");
    check(upcga_isnull(upcga_resetphase(v)), "(shared int *)v");
    *(int *)upcga_to_local(p) = MYTHREAD + 5;
    check(x_get(MYTHREAD) == MYTHREAD + 5, "(int *)p of the own element");
    check((int *)upcga_to_local(UPCGA_NULL) == (void *)0, "(int *)NULL pointer-to-shared");

    failures_set(MYTHREAD, failed);
    checks_set(MYTHREAD, done);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int i, f = 0, n = 0;
        {
#line 147 "tests/in/real/shared_pointer_operands.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 147 "tests/in/real/shared_pointer_operands.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int)) && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(failures_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    upcga_get_range(upcga_gathered3, upcga_add(checks_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 147 "tests/in/real/shared_pointer_operands.upc"
                for (i = 0; i < THREADS; i++) {
                    f += upcga_gathered2[i - upcga_gather_lo1];
                    n += upcga_gathered3[i - upcga_gather_lo1];
                }
            } else
#line 147 "tests/in/real/shared_pointer_operands.upc"
                for (i = 0; i < THREADS; i++) {
                    f += failures_get(i);
                    n += checks_get(i);
                }
        }
#line 151 "tests/in/real/shared_pointer_operands.upc"
        printf("%d checks on %d threads, %d failed\n", n, THREADS, f);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_shared_pointer_operands(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_x = NGA_Create_irreg(C_INT, 2, dims, "x", block, upcga_rows);
        x_local = upcga_own_row(g_x, sizeof(int));
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
static void (*const upcga_create_shared_pointer_operands_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_shared_pointer_operands;
