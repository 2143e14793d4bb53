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
#line 1 "tests/in/real/pointer_elements.upc"
/* Shared arrays whose elements are private pointers to arrays and to functions, relaxed and
   strict: under --to ga their getters and setters return such pointers, a type C spells
   around the function's name (`int (*row_of_get(long i))[3]`). Each thread stores pointers
   to its own data and calls through them. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/pointer_elements.upc"
static int rows[2][3];

static int scale(int x) {

    return x * (((int)upcr_mythread()) + 2);
}

upcr_pshared_ptr_t row_of;
upcr_pshared_ptr_t strict_row_of;
upcr_pshared_ptr_t fn_of;
upcr_pshared_ptr_t strict_fn_of;
upcr_pshared_ptr_t result;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            rows[i][j] = 10 * i + j + ((int)upcr_mythread());
    upcr_put_pshared_val(upcr_add_pshared1(row_of, sizeof(int (*)[3]), ((int)upcr_mythread())), 0, (uintptr_t)&rows[1], sizeof(int (*)[3]));
    upcr_put_pshared_val_strict(upcr_add_pshared1(strict_row_of, sizeof(int (*)[3]), ((int)upcr_mythread())), 0, (uintptr_t)&rows[0], sizeof(int (*)[3]));
    upcr_put_pshared_val(upcr_add_pshared1(fn_of, sizeof(int (*)(int)), ((int)upcr_mythread())), 0, (uintptr_t)scale, sizeof(int (*)(int)));
    upcr_put_pshared_val_strict(upcr_add_pshared1(strict_fn_of, sizeof(int (*)(int)), ((int)upcr_mythread())), 0, (uintptr_t)scale, sizeof(int (*)(int)));
    int (*r)[3] = (int (*)[3])(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(row_of, sizeof(int (*)[3]), ((int)upcr_mythread())), 0, sizeof(int (*)[3]));
    int (*s)[3] = (int (*)[3])(uintptr_t)upcr_get_pshared_val_strict(upcr_add_pshared1(strict_row_of, sizeof(int (*)[3]), ((int)upcr_mythread())), 0, sizeof(int (*)[3]));
    upcr_put_pshared_val(upcr_add_pshared1(result, sizeof(int), ((int)upcr_mythread())), 0, (int)(((int (*)(int))(uintptr_t)upcr_get_pshared_val(upcr_add_pshared1(fn_of, sizeof(int (*)(int)), ((int)upcr_mythread())), 0, sizeof(int (*)(int))))((*r)[2]) + ((int (*)(int))(uintptr_t)upcr_get_pshared_val_strict(upcr_add_pshared1(strict_fn_of, sizeof(int (*)(int)), ((int)upcr_mythread())), 0, sizeof(int (*)(int))))(s[0][1])), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        for (int t = 0; t < ((int)upcr_threads()); t++)
            printf("thread %d: %d\n", t, (int)upcr_get_pshared_val(upcr_add_pshared1(result, sizeof(int), t), 0, sizeof(int)));
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_pointer_elements(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &row_of, sizeof(int (*)[3]), ((int)upcr_threads()), 0, sizeof(int (*)[3]), "row_of", "int (*shared [1 * THREADS])[3]" },
        { &strict_row_of, sizeof(int (*)[3]), ((int)upcr_threads()), 0, sizeof(int (*)[3]), "strict_row_of", "int (*strict shared [1 * THREADS])[3]" },
        { &fn_of, sizeof(int (*)(int)), ((int)upcr_threads()), 0, sizeof(int (*)(int)), "fn_of", "int (*shared [1 * THREADS])(int)" },
        { &strict_fn_of, sizeof(int (*)(int)), ((int)upcr_threads()), 0, sizeof(int (*)(int)), "strict_fn_of", "int (*strict shared [1 * THREADS])(int)" },
        { &result, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "result", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
}
static void (*const upcrt_alloc_pointer_elements_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_pointer_elements;
