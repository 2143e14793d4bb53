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
#line 1 "tests/in/real/pointer_lvalue_effects.upc"
/* A private lvalue holding a pointer-to-shared, updated by ++, --, += and -= through a
   subscript or a pointer with side effects: the lvalue is evaluated once. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int a[10 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 7 "tests/in/real/pointer_lvalue_effects.upc"
static int calls;

static int next(int k) {

    calls++;
    return k;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_ptr_t ptrs[4];
    upcga_ptr_t *pp = &ptrs[0];
    upcga_ptr_t old;
    int i;
    for (i = 0; i < 4; i++)
        ptrs[i] = a_ref(i);
    i = 0;
    ({ upcga_ptr_t *upcga_lv1 = &ptrs[i++]; *upcga_lv1 = upcga_add(*upcga_lv1, sizeof(int), 1, 1); });
    ({ upcga_ptr_t *upcga_lv2 = &ptrs[i++]; *upcga_lv2 = upcga_add(*upcga_lv2, sizeof(int), 3, 1); });
    ({ upcga_ptr_t *upcga_lv3 = &ptrs[next(2)]; *upcga_lv3 = upcga_add(*upcga_lv3, sizeof(int), -1, 1); });
    old = ({ upcga_ptr_t *upcga_lv4 = &ptrs[next(3)]; upcga_ptr_t upcga_old5 = *upcga_lv4; *upcga_lv4 = upcga_add(*upcga_lv4, sizeof(int), 1, 1); upcga_old5; });
    ({ upcga_ptr_t *upcga_lv6 = &ptrs[next(0)]; *upcga_lv6 = upcga_add(*upcga_lv6, sizeof(int), -1, 1); });
    ({ upcga_ptr_t *upcga_lv7 = &*pp++; *upcga_lv7 = upcga_add(*upcga_lv7, sizeof(int), 1, 1); });
    if (MYTHREAD == 0)
        printf("i %d calls %d at %d %d %d %d old %d pp %d\n", i, calls, (int)upcga_sub(ptrs[0], a_ref(0), sizeof(int), 1), (int)upcga_sub(ptrs[1], a_ref(0), sizeof(int), 1), (int)upcga_sub(ptrs[2], a_ref(0), sizeof(int), 1), (int)upcga_sub(ptrs[3], a_ref(0), sizeof(int), 1), (int)upcga_sub(old, a_ref(0), sizeof(int), 1), (int)(pp - &ptrs[0]));


    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_pointer_lvalue_effects(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
}
static void (*const upcga_create_pointer_lvalue_effects_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_pointer_lvalue_effects;
