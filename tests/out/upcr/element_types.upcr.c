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
#line 1 "samples/upc/element_types.upc"
/* element_types.upc - shared arrays whose element or shape is unusual: private pointers to arrays and to functions as elements, three dimensions with THREADS inside, a blocked two-dimensional array, strict elements, [*] blocking, initialized two-dimensional and struct data, pointers-to-shared as elements. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/element_types.upc"
upcr_pshared_ptr_t m3;
upcr_shared_ptr_t m2;
int row[3] = { 1, 2, 3 };
int twice(int x) {
#line 8 "samples/upc/element_types.upc"
    return 2 * x;
}
#line 9 "samples/upc/element_types.upc"
upcr_pshared_ptr_t pa;
upcr_pshared_ptr_t fp;
upcr_pshared_ptr_t s;
upcr_shared_ptr_t st;
upcr_pshared_ptr_t init2;
struct pt {
    int a;
    double b;
};
#line 18 "samples/upc/element_types.upc"
upcr_pshared_ptr_t sc;
upcr_pshared_ptr_t ps;
upcr_pshared_ptr_t errs;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int t = ((int)upcr_mythread()), n = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), bad = 0;
    for (int i = 0; i < 3; i++)
        upcr_put_pshared_val(upcr_add_pshared1(m3, sizeof(int), 3 * ((int)upcr_threads()) + (long)t * 3 + i), 0, (int)(100 * t + i), sizeof(int));
    for (int j = 0; j < 2; j++)
        upcr_put_shared_val(upcr_add_shared(m2, sizeof(long), 6 * ((int)upcr_threads()) + (2 * t + j), 2), 0, (long)(10 * t + j), sizeof(long));
    upcr_put_pshared_val(upcr_add_pshared1(pa, sizeof(int (*)[3]), t), 0, (uintptr_t)&row, sizeof(int (*)[3]));
    upcr_put_pshared_val(upcr_add_pshared1(fp, sizeof(int (*)(int)), t), 0, (uintptr_t)twice, sizeof(int (*)(int)));
    upcr_put_pshared_val_strict(upcr_add_pshared1(s, sizeof(int), t), 0, (int)(t + 1), sizeof(int));
    upcr_put_shared_val(upcr_add_shared(st, sizeof(int), t * 10 + 9, 10), 0, (int)t, sizeof(int));
    ({ upcr_pshared_ptr_t upcrt_val1 = upcr_add_pshared1(s, sizeof(int), n); upcr_put_pshared(upcr_add_pshared1(ps, sizeof(upcr_pshared_ptr_t), t), 0, &upcrt_val1, sizeof upcrt_val1); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if ((int)upcr_get_pshared_val(upcr_add_pshared1(m3, sizeof(int), 3 * ((int)upcr_threads()) + (long)n * 3 + 2), 0, sizeof(int)) != 100 * n + 2)
        bad++;
    if ((long)upcr_get_shared_val(upcr_add_shared(m2, sizeof(long), 6 * ((int)upcr_threads()) + (2 * n + 1), 2), 0, sizeof(long)) != 10 * n + 1)
        bad++;
    /* Private pointers: each thread follows its own (another process's address means nothing here). */
    if ((*(int (*)[3])(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(pa, sizeof(int (*)[3]), t), 0, sizeof(int (*)[3])))[1] != 2 || ((int (*)(int))(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(fp, sizeof(int (*)(int)), t), 0, sizeof(int (*)(int))))(21) != 42)
        bad++;
    if ((int)upcr_get_pshared_val_strict(upcr_add_pshared1(s, sizeof(int), n), 0, sizeof(int)) != n + 1 || (int)upcr_get_pshared_val(({ upcr_pshared_ptr_t upcrt_val2; upcr_get_pshared(&upcrt_val2, upcr_add_pshared1(ps, sizeof(upcr_pshared_ptr_t), t), 0, sizeof upcrt_val2); upcrt_val2; }), 0, sizeof(int)) != n + 1)
        bad++;
    if ((int)upcr_get_shared_val(upcr_add_shared(st, sizeof(int), n * 10 + 9, 10), 0, sizeof(int)) != n)
        bad++;
    if (upcr_get_pshared_doubleval(upcr_add_pshared1(init2, sizeof(double), 3 + 2), 0) != 6.0 || upcr_get_pshared_doubleval(upcr_add_pshared1(init2, sizeof(double), 1), 0) != 2.0 || (int)upcr_get_pshared_val(sc, __builtin_offsetof(struct pt, a), sizeof(int)) != 1 || upcr_get_pshared_doubleval(sc, __builtin_offsetof(struct pt, b)) != 2.5)
        bad++;
    upcr_pshared_ptr_t q = upcr_add_pshared1(m3, sizeof(int), 3 * ((int)upcr_threads()) + (long)n * 3 + 1);
    if ((int)upcr_get_pshared_val(q, 0, sizeof(int)) != 100 * n + 1)
        bad++;
    /* The same elements through pointers from the first one: row-major order in the layout. */
    upcr_pshared_ptr_t f3 = m3;
    upcr_shared_ptr_t f2 = m2;
    if ((int)upcr_get_pshared_val(upcr_add_pshared1(f3, sizeof(int), (((int)upcr_threads()) + n) * 3 + 2), 0, sizeof(int)) != 100 * n + 2 || (long)upcr_get_shared_val(upcr_add_shared(f2, sizeof(long), 3 * 2 * ((int)upcr_threads()) + 2 * n + 1, 2), 0, sizeof(long)) != 10 * n + 1)
        bad++;
    if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(m3, sizeof(int), 3 * ((int)upcr_threads()) + (long)n * 3 + 2))) != ((((int)upcr_threads()) + n) * 3 + 2) % ((int)upcr_threads()))
        bad++;
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (t == 0) {
        int total = 0;
        for (int i = 0; i < ((int)upcr_threads()); i++)
            total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        if (total)
            printf("FAIL: element_types: %d errors\n", total);
        else
            printf("PASS: element_types\n");
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_element_types(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &m3, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "m3", "shared int [2][1 * THREADS][3]" },
        { &pa, sizeof(int (*)[3]), ((int)upcr_threads()), 0, sizeof(int (*)[3]), "pa", "int (*shared [1 * THREADS])[3]" },
        { &fp, sizeof(int (*)(int)), ((int)upcr_threads()), 0, sizeof(int (*)(int)), "fp", "int (*shared [1 * THREADS])(int)" },
        { &s, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "s", "strict shared int [1 * THREADS]" },
        { &init2, sizeof(double), 6, 0, sizeof(double), "init2", "shared double [2][3]" },
        { &sc, sizeof(struct pt), 1, 0, sizeof(struct pt), "sc", "shared struct <anonymous>" },
        { &ps, sizeof(upcr_pshared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "ps", "shared int *shared [1 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 8);
    upcr_startup_shalloc_t shared_objects[] = {
        { &m2, 2 * sizeof(long), (8 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(long), "m2", "shared [2] long [4][2 * THREADS]" },
        { &st, 10 * sizeof(int), (10 * ((int)upcr_threads()) + 10 - 1) / 10, 0, sizeof(int), "st", "shared [10] int [10 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_element_types_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_element_types;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_element_types(void) {
    {
        static double upcrt_initial[2][3] = {
            { 1, 2, 3 },
            { 4, 5, 6 },
        };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 2, 2, 0 },
            { 3, 3, 0 },
        };
        upcr_startup_initparray(init2, upcrt_initial, dims, 2, sizeof(double), 1);
    }
    if (upcr_mythread() == 0) {
        struct pt upcrt_value = { 1, 2.5 };
        upcr_put_pshared(sc, 0, &upcrt_value, sizeof upcrt_value);
    }
}
static void (*const upcrt_init_element_types_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_element_types;
