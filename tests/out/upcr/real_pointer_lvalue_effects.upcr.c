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
#line 1 "tests/in/real/pointer_lvalue_effects.upc"
/* A private lvalue holding a pointer-to-shared, updated by ++, --, += and -= through a
   subscript or a pointer with side effects: the lvalue is evaluated once. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/pointer_lvalue_effects.upc"
upcr_pshared_ptr_t a;
static int calls;

static int next(int k) {

    calls++;
    return k;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_pshared_ptr_t ptrs[4];
    upcr_pshared_ptr_t *pp = &ptrs[0];
    upcr_pshared_ptr_t old;
    int i;
    for (i = 0; i < 4; i++)
        ptrs[i] = upcr_add_pshared1(a, sizeof(int), i);
    i = 0;
    ({ upcr_pshared_ptr_t *upcrt_lv1 = &ptrs[i++]; *upcrt_lv1 = upcr_add_pshared1(*upcrt_lv1, sizeof(int), 1); });
    ({ upcr_pshared_ptr_t *upcrt_lv2 = &ptrs[i++]; *upcrt_lv2 = upcr_add_pshared1(*upcrt_lv2, sizeof(int), 3); });
    ({ upcr_pshared_ptr_t *upcrt_lv3 = &ptrs[next(2)]; *upcrt_lv3 = upcr_add_pshared1(*upcrt_lv3, sizeof(int), -1); });
    old = ({ upcr_pshared_ptr_t *upcrt_lv4 = &ptrs[next(3)]; upcr_pshared_ptr_t upcrt_old5 = *upcrt_lv4; *upcrt_lv4 = upcr_add_pshared1(*upcrt_lv4, sizeof(int), 1); upcrt_old5; });
    ({ upcr_pshared_ptr_t *upcrt_lv6 = &ptrs[next(0)]; *upcrt_lv6 = upcr_add_pshared1(*upcrt_lv6, sizeof(int), -1); });
    ({ upcr_pshared_ptr_t *upcrt_lv7 = &*pp++; *upcrt_lv7 = upcr_add_pshared1(*upcrt_lv7, sizeof(int), 1); });
    if (((int)upcr_mythread()) == 0)
        printf("i %d calls %d at %d %d %d %d old %d pp %d\n", i, calls, (int)upcr_sub_pshared1(ptrs[0], a, sizeof(int)), (int)upcr_sub_pshared1(ptrs[1], a, sizeof(int)), (int)upcr_sub_pshared1(ptrs[2], a, sizeof(int)), (int)upcr_sub_pshared1(ptrs[3], a, sizeof(int)), (int)upcr_sub_pshared1(old, a, sizeof(int)), (int)(pp - &ptrs[0]));


    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_pointer_lvalue_effects(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 10 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [10 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_pointer_lvalue_effects_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_pointer_lvalue_effects;
