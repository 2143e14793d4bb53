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
#line 1 "tests/in/real/place_side_effects.upc"
/* Shared places whose subscripts or pointers have side effects, updated with compound
   assignments and increments: each subscript and pointer is evaluated once. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/place_side_effects.upc"
struct S {
    int a[4];
    int b;
};
#line 11 "tests/in/real/place_side_effects.upc"
upcr_pshared_ptr_t s;
upcr_pshared_ptr_t sa;
upcr_pshared_ptr_t g;
upcr_pshared_ptr_t whole;

static int calls;

static int next(int k) {
    calls++;
    return k;
}

static upcr_pshared_ptr_t pick(int k) {
    calls++;
    return upcr_add_pshared1(sa, sizeof(struct S), k);
}

static struct S make(int v) {
    struct S r = {
        { v, v + 1, v + 2, v + 3 },
        v + 4,
    };
#line 30 "tests/in/real/place_side_effects.upc"
    calls++;
    return r;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    if (((int)upcr_mythread()) == 0) {
        int i = 0, j = 0, k;
        upcr_pshared_ptr_t p = upcr_add_pshared1(g, sizeof(int), 1);
        struct S loc = {
            { 1, 2, 3, 4 },
            5,
        };
#line 39 "tests/in/real/place_side_effects.upc"
        for (k = 0; k < 4; k++)
            upcr_put_pshared_val(s, __builtin_offsetof(struct S, a) + k * sizeof(int), (int)(10 * (k + 1)), sizeof(int));
        for (k = 0; k < 8 * ((int)upcr_threads()); k++)
            upcr_put_pshared_val(upcr_add_pshared1(g, sizeof(int), k), 0, (int)k, sizeof(int));
        for (k = 0; k < 3 * ((int)upcr_threads()); k++)
            upcr_put_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), k), __builtin_offsetof(struct S, b), (int)k, sizeof(int));
        ({ size_t upcrt_off1 = __builtin_offsetof(struct S, a) + i++ * sizeof(int); upcr_put_pshared_val(s, upcrt_off1, (int)((int)upcr_get_pshared_val(s, upcrt_off1, sizeof(int)) + 5), sizeof(int)); });
        ({ size_t upcrt_off2 = __builtin_offsetof(struct S, a) + i++ * sizeof(int); upcr_put_pshared_val(s, upcrt_off2, (int)((int)upcr_get_pshared_val(s, upcrt_off2, sizeof(int)) + 1), sizeof(int)); });
        ({ size_t upcrt_off3 = __builtin_offsetof(struct S, a) + i++ * sizeof(int); upcr_put_pshared_val(s, upcrt_off3, (int)((int)upcr_get_pshared_val(s, upcrt_off3, sizeof(int)) - 1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr4 = upcr_add_pshared1(g, sizeof(int), next(2)); upcr_put_pshared_val(upcrt_addr4, 0, (int)((int)upcr_get_pshared_val(upcrt_addr4, 0, sizeof(int)) + 100), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr5 = upcr_add_pshared1(g, sizeof(int), next(3)); upcr_put_pshared_val(upcrt_addr5, 0, (int)((int)upcr_get_pshared_val(upcrt_addr5, 0, sizeof(int)) + 1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr6 = upcr_add_pshared1(p, sizeof(int), j++); upcr_put_pshared_val(upcrt_addr6, 0, (int)((int)upcr_get_pshared_val(upcrt_addr6, 0, sizeof(int)) * 7), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr8 = ({ upcr_pshared_ptr_t upcrt_old7 = p; p = upcr_add_pshared1(p, sizeof(int), 1); upcrt_old7; }); upcr_put_pshared_val(upcrt_addr8, 0, (int)((int)upcr_get_pshared_val(upcrt_addr8, 0, sizeof(int)) - 1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr9 = upcr_add_pshared1(sa, sizeof(struct S), j++); upcr_put_pshared_val(upcrt_addr9, __builtin_offsetof(struct S, b), (int)((int)upcr_get_pshared_val(upcrt_addr9, __builtin_offsetof(struct S, b), sizeof(int)) * 3), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr10 = pick(2); upcr_put_pshared_val(upcrt_addr10, __builtin_offsetof(struct S, b), (int)((int)upcr_get_pshared_val(upcrt_addr10, __builtin_offsetof(struct S, b), sizeof(int)) + 50), sizeof(int)); });
        upcr_put_pshared_val(pick(1), __builtin_offsetof(struct S, a) + i++ * sizeof(int), (int)9, sizeof(int));
        ({ upcr_pshared_ptr_t upcrt_addr11 = pick(1); size_t upcrt_off12 = __builtin_offsetof(struct S, a) + next(0) * sizeof(int); upcr_put_pshared_val(upcrt_addr11, upcrt_off12, (int)((int)upcr_get_pshared_val(upcrt_addr11, upcrt_off12, sizeof(int)) + 4), sizeof(int)); });
        upcr_put_pshared(whole, 0, &loc, sizeof loc);
        ({ struct S upcrt_val13 = make(20); upcr_put_pshared(sa, 0, &upcrt_val13, sizeof upcrt_val13); });
        printf("i %d j %d calls %d\n", i, j, calls);
        printf("s %d %d %d %d\n", (int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a), sizeof(int)), (int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + 1 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + 2 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + 3 * sizeof(int), sizeof(int)));
        printf("g %d %d %d %d p-g %d\n", (int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 1), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 2), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 3), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 4), 0, sizeof(int)), (int)upcr_sub_pshared1(p, g, sizeof(int)));
        printf("sa %d %d %d %d %d\n", (int)upcr_get_pshared_val(sa, __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 1), __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 2), __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 1), __builtin_offsetof(struct S, a) + 3 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 1), __builtin_offsetof(struct S, a), sizeof(int)));
        printf("whole %d %d sa0 %d %d\n", (int)upcr_get_pshared_val(whole, __builtin_offsetof(struct S, a) + 3 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(whole, __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(sa, __builtin_offsetof(struct S, a), sizeof(int)), (int)upcr_get_pshared_val(sa, __builtin_offsetof(struct S, b), sizeof(int)));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_place_side_effects(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &s, sizeof(struct S), 1, 0, sizeof(struct S), "s", "shared struct <anonymous>" },
        { &sa, sizeof(struct S), 3 * ((int)upcr_threads()), 0, sizeof(struct S), "sa", "shared struct <anonymous> [3 * THREADS]" },
        { &g, sizeof(int), 8 * ((int)upcr_threads()), 0, sizeof(int), "g", "shared int [8 * THREADS]" },
        { &whole, sizeof(struct S), 1, 0, sizeof(struct S), "whole", "shared struct <anonymous>" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_place_side_effects_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_place_side_effects;
