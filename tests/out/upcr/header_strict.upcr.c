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
#line 1 "samples/upc/header_strict.upc"
/* header_strict.upc - #include <upc_strict.h> makes strict the default for this file; relaxed is asked for explicitly where ordering does not matter. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "samples/upc/header_strict.upc"
/* strict: passed around the threads in turn */
#line 6 "samples/upc/header_strict.upc"
upcr_pshared_ptr_t token;
upcr_shared_ptr_t work;
upcr_pshared_ptr_t order;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;

    if (((int)upcr_mythread()) == 0)
        upcr_put_pshared_val_strict(token, 0, (int)0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* a token ring without barriers: thread t waits for token == t */
    while ((int)upcr_get_pshared_val_strict(token, 0, sizeof(int)) != ((int)upcr_mythread()))
        ;
    for (i = 0; i < 16; i++)
        upcr_put_shared_doubleval(upcr_add_shared(work, sizeof(double), 16 * ((int)upcr_mythread()) + i, 16), 0, ((int)upcr_mythread()) + i / 16.0);
    upcr_put_pshared_val_strict(upcr_add_pshared1(order, sizeof(int), ((int)upcr_mythread())), 0, (int)(int)upcr_get_pshared_val_strict(token, 0, sizeof(int)), sizeof(int));
    /* strict: the relaxed stores above come first */
#line 24 "samples/upc/header_strict.upc"
    upcr_put_pshared_val_strict(token, 0, (int)(((int)upcr_mythread()) + 1), sizeof(int));

    if (((int)upcr_mythread()) == 0) {
        while ((int)upcr_get_pshared_val_strict(token, 0, sizeof(int)) != ((int)upcr_threads()))
            ;
        for (i = 0; i < ((int)upcr_threads()); i++)
            if ((int)upcr_get_pshared_val_strict(upcr_add_pshared1(order, sizeof(int), i), 0, sizeof(int)) != i)
                errors++;
        for (i = 0; i < 16 * ((int)upcr_threads()); i++)
            if (upcr_get_shared_doubleval(upcr_add_shared(work, sizeof(double), i, 16), 0) != i / 16 + i % 16 / 16.0) {
                if (errors < 5)
                    printf("FAIL: header_strict: work[%d] = %g\n", i, upcr_get_shared_doubleval(upcr_add_shared(work, sizeof(double), i, 16), 0));
                errors++;
            }
        if (errors)
            printf("FAIL: header_strict: %d errors\n", errors);
        else
            printf("PASS: header_strict\n");
        upcr_put_pshared_val_strict(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val_strict(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_header_strict(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &token, sizeof(int), 1, 0, sizeof(int), "token", "shared int" },
        { &order, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "order", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &work, 16 * sizeof(double), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(double), "work", "relaxed shared [16] double [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_header_strict_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_header_strict;
