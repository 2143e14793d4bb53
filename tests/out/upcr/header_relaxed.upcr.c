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
#line 1 "samples/upc/header_relaxed.upc"
/* header_relaxed.upc - #include <upc_relaxed.h> makes relaxed the default; a strict-qualified flag and counter order the relaxed data. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "samples/upc/header_relaxed.upc"
/* relaxed by the header */
#line 6 "samples/upc/header_relaxed.upc"
upcr_shared_ptr_t chunk;
/* strict by its type */
#line 7 "samples/upc/header_relaxed.upc"
upcr_pshared_ptr_t arrived;
upcr_pshared_ptr_t go;
upcr_pshared_ptr_t verdict;
upcr_shared_ptr_t lk;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;

    lk = upcr_all_lock_alloc();
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val_strict(arrived, 0, (int)0, sizeof(int));
        upcr_put_pshared_val_strict(go, 0, (int)0, sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 20; i++)
        upcr_put_shared_val(upcr_add_shared(chunk, sizeof(int), 20 * ((int)upcr_mythread()) + i, 20), 0, (int)(7 * ((int)upcr_mythread()) + i), sizeof(int));
    upcr_lock(lk);
    /* strict: after my relaxed stores */
#line 25 "samples/upc/header_relaxed.upc"
    upcr_put_pshared_val_strict(arrived, 0, (int)((int)upcr_get_pshared_val_strict(arrived, 0, sizeof(int)) + 1), sizeof(int));
    upcr_unlock(lk);
    if (((int)upcr_mythread()) == 0) {
        while ((int)upcr_get_pshared_val_strict(arrived, 0, sizeof(int)) != ((int)upcr_threads()))
            ;
        for (i = 0; i < 20 * ((int)upcr_threads()); i++)
            if ((int)upcr_get_shared_val(upcr_add_shared(chunk, sizeof(int), i, 20), 0, sizeof(int)) != 7 * (i / 20) + i % 20) {
                if (errors < 5)
                    printf("FAIL: header_relaxed: chunk[%d] = %d\n", i, (int)upcr_get_shared_val(upcr_add_shared(chunk, sizeof(int), i, 20), 0, sizeof(int)));
                errors++;
            }
        upcr_put_pshared_val_strict(go, 0, (int)1, sizeof(int));
    }
    while (!(int)upcr_get_pshared_val_strict(go, 0, sizeof(int)))
        ;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        if (errors)
            printf("FAIL: header_relaxed: %d errors\n", errors);
        else
            printf("PASS: header_relaxed\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        upcr_lock_free(lk);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_header_relaxed(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &arrived, sizeof(int), 1, 0, sizeof(int), "arrived", "strict shared int" },
        { &go, sizeof(int), 1, 0, sizeof(int), "go", "strict shared int" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &chunk, 20 * sizeof(int), (20 * ((int)upcr_threads()) + 20 - 1) / 20, 0, sizeof(int), "chunk", "shared [20] int [20 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_header_relaxed_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_header_relaxed;
