#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
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
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/shared_pointer_operands.upc"
struct pair {
    upcr_pshared_ptr_t p;
    upcr_shared_ptr_t v;
};
#line 14 "tests/in/real/shared_pointer_operands.upc"
upcr_pshared_ptr_t x;
upcr_shared_ptr_t gv;
upcr_pshared_ptr_t failures;
upcr_pshared_ptr_t checks;

static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", ((int)upcr_mythread()), what);
    }
}

static upcr_pshared_ptr_t pick(int c, upcr_pshared_ptr_t p) {
#line 29 "tests/in/real/shared_pointer_operands.upc"
    return c ? upcr_null_pshared : p;
}
#line 30 "tests/in/real/shared_pointer_operands.upc"
static upcr_pshared_ptr_t pick0(int c, upcr_pshared_ptr_t p) {
#line 30 "tests/in/real/shared_pointer_operands.upc"
    return c ? p : upcr_null_pshared;
}
#line 31 "tests/in/real/shared_pointer_operands.upc"
static upcr_pshared_ptr_t none(void) {
#line 31 "tests/in/real/shared_pointer_operands.upc"
    return upcr_null_pshared;
}
#line 32 "tests/in/real/shared_pointer_operands.upc"
static upcr_pshared_ptr_t zero(void) {
#line 32 "tests/in/real/shared_pointer_operands.upc"
    return upcr_null_pshared;
}
#line 33 "tests/in/real/shared_pointer_operands.upc"
static upcr_pshared_ptr_t from_void(upcr_shared_ptr_t v) {
#line 33 "tests/in/real/shared_pointer_operands.upc"
    return upcr_shared_to_pshared(v);
}
#line 34 "tests/in/real/shared_pointer_operands.upc"
static upcr_shared_ptr_t to_void(upcr_pshared_ptr_t p) {
#line 34 "tests/in/real/shared_pointer_operands.upc"
    return upcr_pshared_to_shared(p);
}
#line 35 "tests/in/real/shared_pointer_operands.upc"
static int is_null(upcr_pshared_ptr_t p) {
#line 35 "tests/in/real/shared_pointer_operands.upc"
    return upcr_isnull_pshared(p);
}
#line 36 "tests/in/real/shared_pointer_operands.upc"
static int is_null_void(upcr_shared_ptr_t v) {
#line 36 "tests/in/real/shared_pointer_operands.upc"
    return upcr_isnull_shared(v);
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    upcr_pshared_ptr_t p = upcr_add_pshared1(x, sizeof(int), ((int)upcr_mythread()));
    upcr_pshared_ptr_t q = upcr_null_pshared;
    upcr_shared_ptr_t v;
    int c = ((int)upcr_mythread()) % 2, t;

    /* Conditional: both orders, every spelling of the null pointer constant. */
    check(upcr_isequal_pshared_pshared(c ? upcr_null_pshared : p, c ? q : p), "c ? NULL : p");
    check(upcr_isequal_pshared_pshared(c ? p : upcr_null_pshared, c ? p : q), "c ? p : NULL");
    check(upcr_isnull_pshared(1 ? upcr_null_pshared : p), "1 ? NULL : p");
    check(upcr_isequal_pshared_pshared(0 ? upcr_null_pshared : p, p), "0 ? NULL : p");
    check(upcr_isequal_pshared_pshared(0 ? upcr_null_pshared : p, p) && upcr_isnull_pshared(1 ? upcr_null_pshared : p), "? 0 : p");
    check(upcr_isequal_pshared_pshared(1 ? p : upcr_null_pshared, p) && upcr_isnull_pshared(0 ? p : upcr_null_pshared), "? p : 0");
    check(upcr_isequal_pshared_pshared(0 ? upcr_null_pshared : p, p) && upcr_isnull_pshared(1 ? upcr_null_pshared : p), "? (void *)0 : p");
    check(upcr_isequal_pshared_pshared(1 ? p : upcr_null_pshared, p), "? p : (void *)0");
    check(upcr_threadof_shared(upcr_pshared_to_shared(0 ? upcr_null_pshared : p)) == (size_t)((int)upcr_mythread()), "upc_threadof(0 ? NULL : p)");
    check(upcr_isequal_pshared_pshared(upcr_add_pshared1(0 ? upcr_null_pshared : p, sizeof(int), 1), upcr_add_pshared1(x, sizeof(int), ((int)upcr_mythread()) + 1)), "(0 ? NULL : p) + 1");
    check((int)upcr_get_pshared_val(0 ? upcr_null_pshared : upcr_add_pshared1(x, sizeof(int), 4 * ((int)upcr_threads()) - 1), 0, sizeof(int)) == 0, "*(0 ? NULL : &x[...])");
    check(upcr_isequal_pshared_pshared(!upcr_isnull_pshared(p) ? p : upcr_null_pshared, p), "p ? p : 0");
    check(upcr_isnull_pshared(!upcr_isnull_pshared(q) ? q : upcr_null_pshared), "q ? q : 0");
    gv = upcr_pshared_to_shared(x);
    v = 1 ? gv : upcr_pshared_to_shared(p);
    check(upcr_isequal_shared_shared(v, gv), "? void pointer-to-shared : typed");
    v = 0 ? gv : upcr_pshared_to_shared(p);
    check(upcr_isequal_shared_pshared(v, p), "? void : typed (the typed one)");
    v = 1 ? upcr_pshared_to_shared(p) : gv;
    check(upcr_isequal_shared_pshared(v, p), "? typed : void pointer-to-shared");
    check(upcr_phaseof_shared(1 ? upcr_pshared_to_shared(p) : gv) == 0, "upc_phaseof(? typed : void)");
    check(sizeof(upcr_pshared_ptr_t) == sizeof(upcr_pshared_ptr_t), "sizeof(c ? NULL : p)");

    /* Comparison and logical operators. */
    check(!upcr_isnull_pshared(p) && upcr_isnull_pshared(q), "p == NULL");
    check(!upcr_isnull_pshared(p) && !!upcr_isnull_pshared(q), "NULL != p");
    check(!upcr_isnull_pshared(p) && upcr_isnull_pshared(q), "p == 0, 0 == q");
    check(!upcr_isnull_pshared(p) && upcr_isnull_pshared(q), "p == (void *)0");
    check(!upcr_isnull_pshared(p) && upcr_isnull_pshared(q), "!p");
    check(!upcr_isnull_pshared(p) && !upcr_isnull_pshared(p) && !(!upcr_isnull_pshared(p) && !upcr_isnull_pshared(q)) && (!upcr_isnull_pshared(p) || !upcr_isnull_pshared(q)) && !(!upcr_isnull_pshared(q) || !upcr_isnull_pshared(q)), "&& and ||");
    t = 0;
    if (!upcr_isnull_pshared(p))
        t++;
    if (upcr_isnull_pshared(q))
        t++;
    while (!upcr_isnull_pshared(q))
        t = 100;
    check(t == 2, "if (p), while (q)");
    check(!upcr_isnull_pshared(p) + !upcr_isnull_pshared(q) == 1, "!= NULL as int");

    /* Assignment. */
    q = p;
    q = upcr_null_pshared;
    check(upcr_isnull_pshared(q), "q = NULL");
    q = p;
    q = upcr_null_pshared;
    check(upcr_isnull_pshared(q), "q = 0");
    q = p;
    q = upcr_null_pshared;
    check(upcr_isnull_pshared(q), "q = (void *)0");
    v = upcr_pshared_to_shared(p);
    q = upcr_shared_to_pshared(v);
    check(upcr_isequal_pshared_pshared(q, p), "v = p; q = v");
    v = upcr_null_shared;
    check(upcr_isnull_shared(v) && is_null_void(v), "v = NULL");

    /* Return and argument. */
    check(upcr_isnull_pshared(pick(1, p)) && upcr_isequal_pshared_pshared(pick(0, p), p), "return c ? NULL : p");
    check(upcr_isnull_pshared(pick0(0, p)) && upcr_isequal_pshared_pshared(pick0(1, p), p), "return c ? p : 0");
    check(upcr_isnull_pshared(none()) && upcr_isnull_pshared(zero()), "return NULL, return 0");
    check(upcr_isequal_pshared_pshared(from_void(upcr_pshared_to_shared(p)), p) && upcr_isequal_shared_pshared(to_void(p), p), "return through shared void *");
    check(is_null(upcr_null_pshared) && is_null(upcr_null_pshared) && is_null(upcr_null_pshared) && !is_null(p), "argument NULL/0");
    check(is_null_void(upcr_null_shared) && !is_null_void(upcr_pshared_to_shared(p)), "argument to shared void *");
    check(is_null(c ? upcr_null_pshared : q) == (c || upcr_isnull_pshared(q)), "argument c ? NULL : q");

    /* Initialiser lists and compound literals. */
    {
        upcr_pshared_ptr_t arr[3] = { upcr_null_pshared, p, upcr_null_pshared };
        struct pair s = { p, upcr_null_shared };
        struct pair z = { upcr_null_pshared };
        struct pair d = { .v = upcr_pshared_to_shared(p), .p = upcr_null_pshared };
        upcr_pshared_ptr_t *pp = (upcr_pshared_ptr_t []){ upcr_null_pshared, upcr_null_pshared, p };
        struct pair lit = (struct pair){ .p = c ? upcr_null_pshared : p, .v = upcr_null_shared };
        check(upcr_isnull_pshared(arr[0]) && upcr_isequal_pshared_pshared(arr[1], p) && upcr_isnull_pshared(arr[2]), "array initialiser");
        check(upcr_isequal_pshared_pshared(s.p, p) && upcr_isnull_shared(s.v), "struct initialiser");
        check(upcr_isnull_pshared(z.p) && upcr_isnull_shared(z.v), "struct {0}");
        check(upcr_isnull_pshared(d.p) && upcr_isequal_shared_pshared(d.v, p), "designated initialiser");
        check(upcr_isnull_pshared(pp[0]) && upcr_isnull_pshared(pp[1]) && upcr_isequal_pshared_pshared(pp[2], p), "compound literal array");
        check(upcr_isequal_pshared_pshared(lit.p, c ? upcr_null_pshared : p) && upcr_isnull_shared(lit.v), "compound literal struct");
    }

    /* _Generic, sizeof, _Alignof. */
    check(1, "_Generic(c ? NULL : p)");
    check(1, "_Generic(? typed : void)");
    check(1 == 1, "_Generic(p)");
    check(sizeof(upcr_pshared_ptr_t) == sizeof(upcr_pshared_ptr_t) && sizeof(upcr_shared_ptr_t) == sizeof(upcr_shared_ptr_t), "sizeof");
    check(_Alignof(upcr_pshared_ptr_t) == _Alignof(upcr_shared_ptr_t), "_Alignof");
    check(sizeof(int) == sizeof(int) && sizeof(int) == sizeof(int), "sizeof(shared int)");

    /* Casts in both directions. */
    check(upcr_isnull_pshared(upcr_null_pshared) && upcr_isnull_pshared(upcr_null_pshared), "(shared int *)NULL");
    check(upcr_isequal_shared_pshared(upcr_pshared_to_shared(p), p) && upcr_isequal_pshared_pshared(upcr_shared_to_pshared(upcr_pshared_to_shared(p)), p), "via shared void *");
    check(upcr_isnull_pshared(upcr_shared_to_pshared(v)), "(shared int *)v");
    *(int *)upcr_pshared_to_local(p) = ((int)upcr_mythread()) + 5;
    check((int)upcr_get_pshared_val(upcr_add_pshared1(x, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) == ((int)upcr_mythread()) + 5, "(int *)p of the own element");
    check((int *)upcr_pshared_to_local(upcr_null_pshared) == (void *)0, "(int *)NULL pointer-to-shared");

    upcr_put_pshared_val(upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())), 0, (int)failed, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(checks, sizeof(int), ((int)upcr_mythread())), 0, (int)done, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int i, f = 0, n = 0;
        {
#line 147 "tests/in/real/shared_pointer_operands.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 147 "tests/in/real/shared_pointer_operands.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int)) && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(failures, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(checks, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 147 "tests/in/real/shared_pointer_operands.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    f += upcrt_gathered2[i - upcrt_gather_lo1];
                    n += upcrt_gathered3[i - upcrt_gather_lo1];
                }
            } else
#line 147 "tests/in/real/shared_pointer_operands.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    f += (int)upcr_get_pshared_val(upcr_add_pshared1(failures, sizeof(int), i), 0, sizeof(int));
                    n += (int)upcr_get_pshared_val(upcr_add_pshared1(checks, sizeof(int), i), 0, sizeof(int));
                }
        }
#line 151 "tests/in/real/shared_pointer_operands.upc"
        printf("%d checks on %d threads, %d failed\n", n, ((int)upcr_threads()), f);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_shared_pointer_operands(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &x, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "x", "shared int [4 * THREADS]" },
        { &failures, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failures", "shared int [1 * THREADS]" },
        { &checks, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "checks", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_shared_pointer_operands_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_shared_pointer_operands;
