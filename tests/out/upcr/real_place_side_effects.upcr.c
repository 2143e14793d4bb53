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
            upcr_put_pshared_val(s, __builtin_offsetof(struct S, a) + (k) * sizeof(int), (int)(10 * (k + 1)), sizeof(int));
        for (k = 0; k < 8 * ((int)upcr_threads()); k++)
            upcr_put_pshared_val(upcr_add_pshared1(g, sizeof(int), k), 0, (int)(k), sizeof(int));
        for (k = 0; k < 3 * ((int)upcr_threads()); k++)
            upcr_put_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), k), __builtin_offsetof(struct S, b), (int)(k), sizeof(int));
        ({ upcr_pshared_ptr_t upcrt_addr1 = s; size_t upcrt_off2 = __builtin_offsetof(struct S, a) + (i++) * sizeof(int);int upcrt_new3 = ((int)upcr_get_pshared_val(upcrt_addr1, upcrt_off2, sizeof(int))) + (5); upcr_put_pshared_val(upcrt_addr1, upcrt_off2, (int)(upcrt_new3), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr4 = s; size_t upcrt_off5 = __builtin_offsetof(struct S, a) + (i++) * sizeof(int);int upcrt_old6 = ((int)upcr_get_pshared_val(upcrt_addr4, upcrt_off5, sizeof(int))); upcr_put_pshared_val(upcrt_addr4, upcrt_off5, (int)(upcrt_old6 + 1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr7 = s; size_t upcrt_off8 = __builtin_offsetof(struct S, a) + (i++) * sizeof(int);int upcrt_old9 = ((int)upcr_get_pshared_val(upcrt_addr7, upcrt_off8, sizeof(int))); upcr_put_pshared_val(upcrt_addr7, upcrt_off8, (int)(upcrt_old9 + -1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr10 = upcr_add_pshared1(g, sizeof(int), next(2));int upcrt_new11 = ((int)upcr_get_pshared_val(upcrt_addr10, 0, sizeof(int))) + (100); upcr_put_pshared_val(upcrt_addr10, 0, (int)(upcrt_new11), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr12 = upcr_add_pshared1(g, sizeof(int), next(3));int upcrt_old13 = ((int)upcr_get_pshared_val(upcrt_addr12, 0, sizeof(int))); upcr_put_pshared_val(upcrt_addr12, 0, (int)(upcrt_old13 + 1), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr14 = upcr_add_pshared1(p, sizeof(int), j++);int upcrt_new15 = ((int)upcr_get_pshared_val(upcrt_addr14, 0, sizeof(int))) * (7); upcr_put_pshared_val(upcrt_addr14, 0, (int)(upcrt_new15), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr17 = ({ upcr_pshared_ptr_t upcrt_old16 = p; p = upcr_add_pshared1(p, sizeof(int), 1); upcrt_old16; });int upcrt_new18 = ((int)upcr_get_pshared_val(upcrt_addr17, 0, sizeof(int))) - (1); upcr_put_pshared_val(upcrt_addr17, 0, (int)(upcrt_new18), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr19 = upcr_add_pshared1(sa, sizeof(struct S), j++);int upcrt_new20 = ((int)upcr_get_pshared_val(upcrt_addr19, __builtin_offsetof(struct S, b), sizeof(int))) * (3); upcr_put_pshared_val(upcrt_addr19, __builtin_offsetof(struct S, b), (int)(upcrt_new20), sizeof(int)); });
        ({ upcr_pshared_ptr_t upcrt_addr21 = pick(2);int upcrt_new22 = ((int)upcr_get_pshared_val(upcrt_addr21, __builtin_offsetof(struct S, b), sizeof(int))) + (50); upcr_put_pshared_val(upcrt_addr21, __builtin_offsetof(struct S, b), (int)(upcrt_new22), sizeof(int)); });
        upcr_put_pshared_val(pick(1), __builtin_offsetof(struct S, a) + (i++) * sizeof(int), (int)(9), sizeof(int));
        ({ upcr_pshared_ptr_t upcrt_addr23 = pick(1); size_t upcrt_off24 = __builtin_offsetof(struct S, a) + (next(0)) * sizeof(int);int upcrt_new25 = ((int)upcr_get_pshared_val(upcrt_addr23, upcrt_off24, sizeof(int))) + (4); upcr_put_pshared_val(upcrt_addr23, upcrt_off24, (int)(upcrt_new25), sizeof(int)); });
        ({ struct S upcrt_val26 = loc; upcr_put_pshared(whole, 0, &upcrt_val26, sizeof upcrt_val26); });
        ({ struct S upcrt_val27 = make(20); upcr_put_pshared(sa, 0, &upcrt_val27, sizeof upcrt_val27); });
        printf("i %d j %d calls %d\n", i, j, calls);
        printf("s %d %d %d %d\n", ((int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + (0) * sizeof(int), sizeof(int))), ((int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + (1) * sizeof(int), sizeof(int))), ((int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + (2) * sizeof(int), sizeof(int))), ((int)upcr_get_pshared_val(s, __builtin_offsetof(struct S, a) + (3) * sizeof(int), sizeof(int))));
        printf("g %d %d %d %d p-g %d\n", ((int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 1), 0, sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 2), 0, sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 3), 0, sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), 4), 0, sizeof(int))), (int)upcr_sub_pshared1(p, g, sizeof(int)));
        printf("sa %d %d %d %d %d\n", ((int)upcr_get_pshared_val(sa, __builtin_offsetof(struct S, b), sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 1), __builtin_offsetof(struct S, b), sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 2), __builtin_offsetof(struct S, b), sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 1), __builtin_offsetof(struct S, a) + (3) * sizeof(int), sizeof(int))), ((int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 1), __builtin_offsetof(struct S, a) + (0) * sizeof(int), sizeof(int))));
        printf("whole %d %d sa0 %d %d\n", ((int)upcr_get_pshared_val(whole, __builtin_offsetof(struct S, a) + (3) * sizeof(int), sizeof(int))), ((int)upcr_get_pshared_val(whole, __builtin_offsetof(struct S, b), sizeof(int))), ((int)upcr_get_pshared_val(sa, __builtin_offsetof(struct S, a) + (0) * sizeof(int), sizeof(int))), ((int)upcr_get_pshared_val(sa, __builtin_offsetof(struct S, b), sizeof(int))));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_place_side_effects(void)
{
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &s, sizeof(struct S), 1, 0, sizeof(struct S), "s", "shared struct <anonymous>" },
        { &sa, sizeof(struct S), 3 * ((int)upcr_threads()), 0, sizeof(struct S), "sa", "shared struct <anonymous> [3 * THREADS]" },
        { &g, sizeof(int), 8 * ((int)upcr_threads()), 0, sizeof(int), "g", "shared int [8 * THREADS]" },
        { &whole, sizeof(struct S), 1, 0, sizeof(struct S), "whole", "shared struct <anonymous>" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_entry_place_side_effects)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_place_side_effects;
