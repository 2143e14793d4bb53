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
#line 1 "samples/upc/barrier_named.upc"
/* barrier_named.upc - upc_barrier with and without an expression: constant, computed and loop-dependent ids, and an anonymous barrier matching named ones. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/barrier_named.upc"
upcr_pshared_ptr_t slot;
upcr_pshared_ptr_t seen;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int step, t, errors = 0;
    int right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());

    upcr_put_pshared_val(upcr_add_pshared1(slot, sizeof(int), ((int)upcr_mythread())), 0, (int)-1, sizeof(int));
    /* anonymous */
#line 16 "samples/upc/barrier_named.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (step = 0; step < 5; step++) {
        upcr_put_pshared_val(upcr_add_pshared1(slot, sizeof(int), ((int)upcr_mythread())), 0, (int)(100 * step + ((int)upcr_mythread())), sizeof(int));
        /* the same id on every thread */
#line 19 "samples/upc/barrier_named.upc"
        upcr_barrier(step, 0);
        upcr_put_pshared_val(upcr_add_pshared1(seen, sizeof(int), (long)((int)upcr_mythread()) * 5 + step), 0, (int)(int)upcr_get_pshared_val(upcr_add_pshared1(slot, sizeof(int), right), 0, sizeof(int)), sizeof(int));
        /* nobody overwrites a slot before it is read */
#line 21 "samples/upc/barrier_named.upc"
        upcr_barrier(step * 2 + 1, 0);
    }
    upcr_barrier(42, 0);
    /* an anonymous barrier matches any id: odd threads name it, even ones do not */
    if (((int)upcr_mythread()) % 2)
        upcr_barrier(7, 0);
    else
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_barrier((int)sizeof(long), 0);

    if (((int)upcr_mythread()) == 0) {
        for (t = 0; t < ((int)upcr_threads()); t++)
            for (step = 0; step < 5; step++) {
                int want = 100 * step + (t + 1) % ((int)upcr_threads());
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(seen, sizeof(int), (long)t * 5 + step), 0, sizeof(int)) != want) {
                    if (errors < 5)
                        printf("FAIL: barrier_named: thread %d step %d saw %d, expected %d\n", t, step, (int)upcr_get_pshared_val(upcr_add_pshared1(seen, sizeof(int), (long)t * 5 + step), 0, sizeof(int)), want);

                    errors++;
                }
            }
        if (errors)
            printf("FAIL: barrier_named: %d errors\n", errors);
        else
            printf("PASS: barrier_named\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_barrier_named(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &slot, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "slot", "shared int [1 * THREADS]" },
        { &seen, sizeof(int), 5 * ((int)upcr_threads()), 0, sizeof(int), "seen", "shared int [1 * THREADS][5]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_barrier_named_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_barrier_named;
