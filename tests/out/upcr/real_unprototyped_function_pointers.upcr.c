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
#line 1 "tests/in/real/unprototyped_function_pointers.upc"
/* Pointers to functions declared without a prototype (`int (*)()`) in shared memory: an
   array of them, one shared pointer and a member of a shared struct, each read and called
   with arguments, copied into private pointers and called again. A function's address is a
   process's own, so each thread calls only the pointers it stored. Thread 0 prints the
   totals. */
#include <upcr_lib.h>
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
#line 18 "tests/in/real/unprototyped_function_pointers.upc"
upcr_pshared_ptr_t ops;
upcr_pshared_ptr_t scale;
upcr_pshared_ptr_t named;
upcr_pshared_ptr_t failures;
upcr_pshared_ptr_t checks;

static void check(int ok, const char *what) {
    ({ upcr_pshared_ptr_t upcrt_addr1 = upcr_add_pshared1(checks, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr1, 0, (int)((int)upcr_get_pshared_val(upcrt_addr1, 0, sizeof(int)) + 1), sizeof(int)); });
    if (!ok) {
        ({ upcr_pshared_ptr_t upcrt_addr2 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr2, 0, (int)((int)upcr_get_pshared_val(upcrt_addr2, 0, sizeof(int)) + 1), sizeof(int)); });
        printf("thread %d: %s failed\n", ((int)upcr_mythread()), what);
    }
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int me = ((int)upcr_mythread());
    upcr_put_pshared_val(upcr_add_pshared1(ops, sizeof(int (*)()), me), 0, (uintptr_t)(me % 2 ? mul : add), sizeof(int (*)()));
    upcr_put_pshared_val(upcr_add_pshared1(named, sizeof(struct op), me), __builtin_offsetof(struct op, f), (uintptr_t)(me % 2 ? add : mul), sizeof(int (*)()));
    upcr_put_pshared_val(upcr_add_pshared1(named, sizeof(struct op), me), __builtin_offsetof(struct op, id), (int)me, sizeof(int));
    if (me == 0)
        upcr_put_pshared_val(scale, 0, (uintptr_t)twice, sizeof(long (*)()));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    int expect_op = me % 2 ? 6 * 7 : 6 + 7;
    int expect_named = me % 2 ? 6 + 7 : 6 * 7;
    check(((int (*)())(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(ops, sizeof(int (*)()), me), 0, sizeof(int (*)())))(6, 7) == expect_op, "ops[me](6, 7)");
    int (*local)() = (int (*)())(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(ops, sizeof(int (*)()), me), 0, sizeof(int (*)()));
    check(local(6, 7) == expect_op, "local(6, 7)");
    check(((int (*)())(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(named, sizeof(struct op), me), __builtin_offsetof(struct op, f), sizeof(int (*)())))(6, 7) == expect_named, "named[me].f(6, 7)");
    struct op copy;
#line 46 "tests/in/real/unprototyped_function_pointers.upc"
    upcr_get_pshared(&copy, upcr_add_pshared1(named, sizeof(struct op), me), 0, sizeof copy);
    check(copy.f(6, 7) == expect_named && copy.id == me, "copy.f(6, 7)");
    if (me == 0) {
        long (*s)() = (long (*)())(uintptr_t)upcr_get_pshared_val(scale, 0, sizeof(long (*)()));
        check(s(21L) == 42, "s(21L)");
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        int total = 0, failed = 0;
        for (int t = 0; t < ((int)upcr_threads()); t++) {
            total += (int)upcr_get_pshared_val(upcr_add_pshared1(checks, sizeof(int), t), 0, sizeof(int));
            failed += (int)upcr_get_pshared_val(upcr_add_pshared1(failures, sizeof(int), t), 0, sizeof(int));
        }
        printf("%d checks on %d threads, %d failed\n", total, ((int)upcr_threads()), failed);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_unprototyped_function_pointers(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ops, sizeof(int (*)()), ((int)upcr_threads()), 0, sizeof(int (*)()), "ops", "int (*shared [1 * THREADS])()" },
        { &scale, sizeof(long (*)()), 1, 0, sizeof(long (*)()), "scale", "long (*shared)()" },
        { &named, sizeof(struct op), ((int)upcr_threads()), 0, sizeof(struct op), "named", "shared struct <anonymous> [1 * THREADS]" },
        { &failures, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failures", "shared int [1 * THREADS]" },
        { &checks, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "checks", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
}
static void (*const upcrt_alloc_unprototyped_function_pointers_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_unprototyped_function_pointers;
