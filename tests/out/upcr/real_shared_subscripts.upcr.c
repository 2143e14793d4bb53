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
#line 1 "tests/in/real/shared_subscripts.upc"
/* Places whose subscripts read shared data, updated in place (`op=`, `++`): the subscript is
   read once per update, under both backends. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/shared_subscripts.upc"
struct S {
    int m[4];
    int b;
};
#line 11 "tests/in/real/shared_subscripts.upc"
upcr_pshared_ptr_t sharedindex;
upcr_pshared_ptr_t s;
upcr_pshared_ptr_t sa;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    upcr_put_pshared_val(upcr_add_pshared1(sharedindex, sizeof(int), ((int)upcr_mythread())), 0, (int)((((int)upcr_mythread()) + 1) % 4), sizeof(int));
    for (int k = 0; k < 4; k++) {
        upcr_put_pshared_val(upcr_add_pshared1(s, sizeof(struct S), ((int)upcr_mythread())), __builtin_offsetof(struct S, m) + k * sizeof(int), (int)(10 * k), sizeof(int));
        upcr_put_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 4 * ((int)upcr_mythread()) + k), __builtin_offsetof(struct S, b), (int)k, sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    ({ upcr_pshared_ptr_t upcrt_addr1 = upcr_add_pshared1(s, sizeof(struct S), ((int)upcr_mythread())); size_t upcrt_off2 = __builtin_offsetof(struct S, m) + (int)upcr_get_pshared_val(upcr_add_pshared1(sharedindex, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) * sizeof(int); upcr_put_pshared_val(upcrt_addr1, upcrt_off2, (int)((int)upcr_get_pshared_val(upcrt_addr1, upcrt_off2, sizeof(int)) + 5), sizeof(int)); });
    ({ upcr_pshared_ptr_t upcrt_addr3 = upcr_add_pshared1(sa, sizeof(struct S), 4 * ((int)upcr_mythread()) + (int)upcr_get_pshared_val(upcr_add_pshared1(sharedindex, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int))); upcr_put_pshared_val(upcrt_addr3, __builtin_offsetof(struct S, b), (int)((int)upcr_get_pshared_val(upcrt_addr3, __builtin_offsetof(struct S, b), sizeof(int)) + 1), sizeof(int)); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        int t = ((int)upcr_mythread()), j = (t + 1) % 4;
        printf("m %d %d %d %d b %d %d %d %d (%d)\n", (int)upcr_get_pshared_val(upcr_add_pshared1(s, sizeof(struct S), t), __builtin_offsetof(struct S, m), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(s, sizeof(struct S), t), __builtin_offsetof(struct S, m) + 1 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(s, sizeof(struct S), t), __builtin_offsetof(struct S, m) + 2 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(s, sizeof(struct S), t), __builtin_offsetof(struct S, m) + 3 * sizeof(int), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 4 * t), __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 4 * t + 1), __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 4 * t + 2), __builtin_offsetof(struct S, b), sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sa, sizeof(struct S), 4 * t + 3), __builtin_offsetof(struct S, b), sizeof(int)), j);
    }

    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_shared_subscripts(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &sharedindex, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "sharedindex", "shared int [1 * THREADS]" },
        { &s, sizeof(struct S), ((int)upcr_threads()), 0, sizeof(struct S), "s", "shared struct <anonymous> [1 * THREADS]" },
        { &sa, sizeof(struct S), 4 * ((int)upcr_threads()), 0, sizeof(struct S), "sa", "shared struct <anonymous> [4 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_shared_subscripts_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_shared_subscripts;
