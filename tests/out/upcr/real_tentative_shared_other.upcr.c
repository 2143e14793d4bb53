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
#line 1 "tests/in/real/tentative_shared_other.upc"
/* Another file of the same program shape: the header's tentative definitions again, and the
   address of one in a file-scope initializer (compiled with -c beside tentative_shared.upc). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 1 "tests/in/real/tentative_shared.h"
/* Shared scalars defined tentatively (no `extern`) in every file that includes this header. */
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t hits;
#line 6 "tests/in/real/tentative_shared_other.upc"
upcr_pshared_ptr_t ptotal_other;

int other_total(void) {
#line 8 "tests/in/real/tentative_shared_other.upc"
    return (int)upcr_get_pshared_val(({ upcr_pshared_ptr_t upcrt_val1; upcr_get_pshared(&upcrt_val1, ptotal_other, 0, sizeof upcrt_val1); upcrt_val1; }), 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_tentative_shared_other(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &total, sizeof(int), 1, 0, sizeof(int), "total", "shared int" },
        { &hits, sizeof(int), 1, 0, sizeof(int), "hits", "shared int" },
        { &ptotal_other, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "ptotal_other", "shared int *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_tentative_shared_other_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_tentative_shared_other;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_tentative_shared_other(void) {
    if (upcr_mythread() == 0) {
        upcr_pshared_ptr_t upcrt_value = total;
        upcr_put_pshared(ptotal_other, 0, &upcrt_value, sizeof upcrt_value);
    }
}
static void (*const upcrt_init_tentative_shared_other_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_tentative_shared_other;
