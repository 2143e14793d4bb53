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
#line 1 "tests/in/valid/conversions.upc"
// Conversions, initializers and pointer arithmetic that UPC allows: accepted silently.
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "tests/in/valid/conversions.upc"
struct cell {
    int value;
    double weight;
};
#line 6 "tests/in/valid/conversions.upc"
upcr_pshared_ptr_t cyclic;
upcr_shared_ptr_t blocked;
upcr_pshared_ptr_t whole;
upcr_pshared_ptr_t cells;
upcr_pshared_ptr_t table;
upcr_pshared_ptr_t flag;
upcr_pshared_ptr_t directory;
upcr_pshared_ptr_t initialized;

static int total(upcr_pshared_ptr_t p, int n) {

    int s = 0;
    for (int i = 0; i < n; i++)
        s += (int)upcr_get_pshared_val(upcr_add_pshared1(p, sizeof(int), i), 0, sizeof(int));
    return s;
}
static upcr_shared_ptr_t anywhere(upcr_pshared_ptr_t p) {
#line 22 "tests/in/valid/conversions.upc"
    return upcr_pshared_to_shared(p);
}
#line 23 "tests/in/valid/conversions.upc"
static upcr_pshared_ptr_t back(upcr_shared_ptr_t v) {
#line 23 "tests/in/valid/conversions.upc"
    return upcr_shared_to_pshared(v);
}
#line 24 "tests/in/valid/conversions.upc"
static void clear(upcr_shared_ptr_t p, size_t n) {
#line 24 "tests/in/valid/conversions.upc"
    upcr_memset(p, 0, n);
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_pshared_ptr_t p = upcr_add_pshared1(cyclic, sizeof(int), ((int)upcr_mythread()));
    upcr_pshared_ptr_t q = upcr_null_pshared;
    q = upcr_null_pshared;
    p = upcr_add_pshared1(p, sizeof(int), 1);
    p = upcr_add_pshared1(p, sizeof(int), 1);
    p = upcr_add_pshared1(p, sizeof(int), ((int)upcr_mythread()));
    p = upcr_add_pshared1(p, sizeof(int), -1);
    p = upcr_add_pshared1(p, sizeof(int), 1);
    p = upcr_add_pshared1(p, sizeof(int), -1);
    ptrdiff_t n = upcr_sub_pshared1(p, cyclic, sizeof(int));
    n = upcr_sub_pshared1(upcr_add_pshared1(cyclic, sizeof(int), 3), upcr_add_pshared1(cyclic, sizeof(int), 1), sizeof(int));
    upcr_shared_ptr_t b = upcr_add_shared(blocked, sizeof(int), 4, 4);
    n = upcr_sub_shared(b, blocked, sizeof(int), 4);
    upcr_shared_ptr_t b2 = upcr_pshared_to_shared(p);
    upcr_pshared_ptr_t p2 = upcr_shared_to_pshared(b);
    upcr_shared_ptr_t v = upcr_pshared_to_shared(p);
    v = b;
    p = upcr_shared_to_pshared(v);
    b = v;
    v = anywhere(p);
    p = back(v);
    upcr_pshared_ptr_t cp = p;
    cp = table;
    upcr_shared_ptr_t cv = upcr_pshared_to_shared(cp);
    int *local = (int *)upcr_pshared_to_local(upcr_add_pshared1(cyclic, sizeof(int), ((int)upcr_mythread())));
    int x = (int)upcr_get_pshared_val(upcr_add_pshared1(cyclic, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) + (int)upcr_get_shared_val(upcr_add_shared(blocked, sizeof(int), ((int)upcr_mythread()), 4), 0, sizeof(int)) + (int)upcr_get_pshared_val(upcr_add_pshared1(p, sizeof(int), 1), 0, sizeof(int)) + (int)upcr_get_shared_val(upcr_add_shared(b, sizeof(int), 2, 4), 0, sizeof(int));
    double w = upcr_get_pshared_doubleval(upcr_add_psharedI(whole, sizeof(double), 3), 0) + upcr_get_pshared_doubleval(upcr_add_pshared1(cells, sizeof(struct cell), ((int)upcr_mythread())), __builtin_offsetof(struct cell, weight));
    struct cell c;
#line 55 "tests/in/valid/conversions.upc"
    upcr_get_pshared(&c, upcr_add_pshared1(cells, sizeof(struct cell), ((int)upcr_mythread())), 0, sizeof c);
    upcr_put_pshared(upcr_add_pshared1(cells, sizeof(struct cell), ((int)upcr_mythread())), 0, &c, sizeof c);
    upcr_put_pshared_val(upcr_add_pshared1(cells, sizeof(struct cell), ((int)upcr_mythread())), __builtin_offsetof(struct cell, value), (int)x, sizeof(int));
    int sum = total(cyclic, 1) + total(upcr_add_pshared1(cyclic, sizeof(int), ((int)upcr_mythread())), 1);
    clear(upcr_pshared_to_shared(upcr_add_pshared1(cells, sizeof(struct cell), ((int)upcr_mythread()))), sizeof(struct cell));
    size_t t = upcr_threadof_shared(upcr_pshared_to_shared(p)) + upcr_phaseof_shared(b) + upcr_addrfield_shared(v);
    _Bool nil = upcr_isnull_pshared(p);
    if (!upcr_isnull_pshared(p) && !upcr_isequal_pshared_pshared(p, q) && upcr_isequal_pshared_pshared(p, upcr_add_pshared1(cyclic, sizeof(int), 1)))
        x++;
    ({ upcr_pshared_ptr_t upcrt_val1 = upcr_add_pshared1(cyclic, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared(upcr_add_pshared1(directory, sizeof(upcr_pshared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val1, sizeof upcrt_val1); });
    upcr_put_pshared_val_strict(flag, 0, (int)1, sizeof(int));
    upcr_pshared_ptr_t list[2] = { cyclic, upcr_null_pshared };
    struct upcrt_record34 {
        upcr_pshared_ptr_t where;
        int n;
    } ref = { upcr_add_pshared1(cyclic, sizeof(int), ((int)upcr_mythread())), 1 };
#line 68 "tests/in/valid/conversions.upc"
    (void)b2;
#line 68 "tests/in/valid/conversions.upc"
    (void)p2;
#line 68 "tests/in/valid/conversions.upc"
    (void)cv;
#line 68 "tests/in/valid/conversions.upc"
    (void)local;
#line 68 "tests/in/valid/conversions.upc"
    (void)w;
#line 68 "tests/in/valid/conversions.upc"
    (void)sum;
#line 68 "tests/in/valid/conversions.upc"
    (void)t;
#line 68 "tests/in/valid/conversions.upc"
    (void)nil;
    (void)list;
#line 69 "tests/in/valid/conversions.upc"
    (void)ref;
#line 69 "tests/in/valid/conversions.upc"
    (void)n;
#line 69 "tests/in/valid/conversions.upc"
    (void)cp;
    return x < 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_conversions(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyclic, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "cyclic", "shared int [4 * THREADS]" },
        { &whole, sizeof(double) * 16, 1, 0, sizeof(double), "whole", "shared [] double [16]" },
        { &cells, sizeof(struct cell), ((int)upcr_threads()), 0, sizeof(struct cell), "cells", "shared struct <anonymous> [1 * THREADS]" },
        { &table, sizeof(const int), ((int)upcr_threads()), 0, sizeof(const int), "table", "shared const int [1 * THREADS]" },
        { &flag, sizeof(int), 1, 0, sizeof(int), "flag", "strict shared int" },
        { &directory, sizeof(upcr_pshared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "directory", "shared int *shared [1 * THREADS]" },
        { &initialized, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "initialized", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 7);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blocked, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "blocked", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_conversions_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_conversions;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_conversions(void) {
    {
        static int upcrt_initial[] = { 1 };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { sizeof upcrt_initial / sizeof upcrt_initial[0], 1, 1 },
        };
        upcr_startup_initparray(initialized, upcrt_initial, dims, 1, sizeof(int), 1);
    }
}
static void (*const upcrt_init_conversions_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_conversions;
