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
#line 1 "tests/in/gasp/unbraced_bodies.upc"
/* unbraced_bodies.upc - statements that instrumentation turns into several, as the whole body
   of an if or a loop (tests/gasp_instrument.rs): they must stay one statement. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 5 "tests/in/gasp/unbraced_bodies.upc"
upcr_pshared_ptr_t hits;

static void touch(int j) {

    if (j != ((int)upcr_mythread()))
        return;
    ({ upcr_pshared_ptr_t upcrt_addr1 = upcr_add_pshared1(hits, sizeof(int), j); upcr_put_pshared_val(upcrt_addr1, 0, (int)((int)upcr_get_pshared_val(upcrt_addr1, 0, sizeof(int)) + 1), sizeof(int)); });
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int j, k, total = 0;
    for (j = 0; j < ((int)upcr_threads()); j++)
        touch(j);
    for (k = 0; k < 3; k++)
        upcrt_fence();
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        {
#line 23 "tests/in/gasp/unbraced_bodies.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)((int)upcr_threads());
#line 23 "tests/in/gasp/unbraced_bodies.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)((int)upcr_threads()) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(hits, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 23 "tests/in/gasp/unbraced_bodies.upc"
                for (j = 0; j < ((int)upcr_threads()); j++)
                    total += upcrt_gathered3[j - upcrt_gather_lo2];
            } else
#line 23 "tests/in/gasp/unbraced_bodies.upc"
                for (j = 0; j < ((int)upcr_threads()); j++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(hits, sizeof(int), j), 0, sizeof(int));
        }
#line 25 "tests/in/gasp/unbraced_bodies.upc"
        printf("hits=%d\n", total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_unbraced_bodies(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &hits, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "hits", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_unbraced_bodies_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_unbraced_bodies;
