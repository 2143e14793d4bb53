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
#line 1 "tests/in/real/tentative_shared.upc"
/* A shared scalar defined tentatively (here and in the header) whose address a file-scope
   initializer takes, and one defined with a value after its tentative definition. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 1 "tests/in/real/tentative_shared.h"
/* Shared scalars defined tentatively (no `extern`) in every file that includes this header. */
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t hits;
#line 7 "tests/in/real/tentative_shared.upc"
/* the definition the header's tentative one refers to */
#line 7 "tests/in/real/tentative_shared.upc"
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t hits;
upcr_pshared_ptr_t phits;
upcr_pshared_ptr_t ptotal;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        upcr_put_pshared_val(({ upcr_pshared_ptr_t upcrt_val1; upcr_get_pshared(&upcrt_val1, phits, 0, sizeof upcrt_val1); upcrt_val1; }), 0, (int)(10 * ((int)upcr_threads())), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        printf("hits %d total %d same %d\n", (int)upcr_get_pshared_val(hits, 0, sizeof(int)), (int)upcr_get_pshared_val(({ upcr_pshared_ptr_t upcrt_val2; upcr_get_pshared(&upcrt_val2, ptotal, 0, sizeof upcrt_val2); upcrt_val2; }), 0, sizeof(int)), upcr_isequal_pshared_pshared(({ upcr_pshared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, phits, 0, sizeof upcrt_val3); upcrt_val3; }), hits));
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_tentative_shared(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &total, sizeof(int), 1, 0, sizeof(int), "total", "shared int" },
        { &hits, sizeof(int), 1, 0, sizeof(int), "hits", "shared int" },
        { &phits, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "phits", "shared int *shared" },
        { &ptotal, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "ptotal", "shared int *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_tentative_shared_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_tentative_shared;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_tentative_shared(void) {
    if (upcr_mythread() == 0) {
        int upcrt_value = 3;
        upcr_put_pshared(total, 0, &upcrt_value, sizeof upcrt_value);
    }
    if (upcr_mythread() == 0) {
        upcr_pshared_ptr_t upcrt_value = hits;
        upcr_put_pshared(phits, 0, &upcrt_value, sizeof upcrt_value);
    }
    if (upcr_mythread() == 0) {
        upcr_pshared_ptr_t upcrt_value = total;
        upcr_put_pshared(ptotal, 0, &upcrt_value, sizeof upcrt_value);
    }
}
static void (*const upcrt_init_tentative_shared_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_tentative_shared;
