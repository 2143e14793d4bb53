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
#line 1 "tests/in/real/hidden_shared.upc"
/* Private objects that hide shared objects of the same name declared in an enclosing scope
   (a function's static shared object, a file-scope one): each name means the innermost
   declaration. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/hidden_shared.upc"
upcr_pshared_ptr_t total;
upcr_shared_ptr_t cells;

static int sum_private(int n) {
    /* hides the file-scope shared `total` */
#line 11 "tests/in/real/hidden_shared.upc"
    int total = 0;
    /* hides `cells` */
#line 12 "tests/in/real/hidden_shared.upc"
    for (int cells = 0; cells < n; cells++)
        total += cells;
    return total;
}


/* `x` of main() */
static upcr_pshared_ptr_t upcrt_main_x;
#line 19 "tests/in/real/hidden_shared.upc"
/* `y` of main() */
static upcr_pshared_ptr_t upcrt_main_y;
#line 29 "tests/in/real/hidden_shared.upc"
/* hides the static shared `x` */


/* hides `y` */



/* hides the private `x` in turn */
#line 36 "tests/in/real/hidden_shared.upc"
/* `x` of main() */
static upcr_pshared_ptr_t upcrt_main_x_1;
#line 17 "tests/in/real/hidden_shared.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {


    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(upcrt_main_x, 0, (int)7, sizeof(int));
        upcr_put_pshared_val(total, 0, (int)0, sizeof(int));
    }
    upcr_put_pshared_val(upcr_add_pshared1(upcrt_main_y, sizeof(int), ((int)upcr_mythread())), 0, (int)(10 * ((int)upcr_mythread())), sizeof(int));
    upcr_put_shared_val(upcr_add_shared(cells, sizeof(int), 2 * ((int)upcr_mythread()), 2), 0, (int)((int)upcr_mythread()), sizeof(int));
    upcr_put_shared_val(upcr_add_shared(cells, sizeof(int), 2 * ((int)upcr_mythread()) + 1, 2), 0, (int)-((int)upcr_mythread()), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        int x = 5;
        x++;
        x += 10;
        int y = x * 2;
        if (((int)upcr_mythread()) == 0)
            printf("inner x %d y %d\n", x, y);
        {

            if (((int)upcr_mythread()) == 0)
                upcr_put_pshared_val(upcrt_main_x_1, 0, (int)40, sizeof(int));
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            if (((int)upcr_mythread()) == 0)
                printf("innermost x %d\n", (int)upcr_get_pshared_val(upcrt_main_x_1, 0, sizeof(int)) + 2);
        }
        if (((int)upcr_mythread()) == 0)
            printf("inner again x %d\n", x);
    }
    upcr_shared_ptr_t l = upcr_all_lock_alloc();
    upcr_lock(l);
    upcr_put_pshared_val(total, 0, (int)((int)upcr_get_pshared_val(total, 0, sizeof(int)) + ((int)upcr_get_pshared_val(upcr_add_pshared1(upcrt_main_y, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, sizeof(int)) + sum_private(4))), sizeof(int));
    upcr_unlock(l);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int want = 0;
        for (int t = 0; t < ((int)upcr_threads()); t++)
            want += 10 * t + 6;
        printf("outer x %d total %s cells %d\n", (int)upcr_get_pshared_val(upcrt_main_x, 0, sizeof(int)), (int)upcr_get_pshared_val(total, 0, sizeof(int)) == want ? "ok" : "wrong", (int)upcr_get_shared_val(upcr_add_shared(cells, sizeof(int), 2 * (((int)upcr_threads()) - 1) + 1, 2), 0, sizeof(int)));
    }

    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_hidden_shared(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &total, sizeof(int), 1, 0, sizeof(int), "total", "shared int" },
        { &upcrt_main_x, sizeof(int), 1, 0, sizeof(int), "upcrt_main_x", "shared int" },
        { &upcrt_main_y, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "upcrt_main_y", "shared int [1 * THREADS]" },
        { &upcrt_main_x_1, sizeof(int), 1, 0, sizeof(int), "upcrt_main_x_1", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &cells, 2 * sizeof(int), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(int), "cells", "shared [2] int [2 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_hidden_shared_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_hidden_shared;
