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
/* locks_counter.upc - a lock from upc_all_lock_alloc protecting a shared counter and a shared log of tickets; freed with upc_all_lock_free. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
upcr_pshared_ptr_t counter;
/* ticket k was taken by this thread */
upcr_pshared_ptr_t ticket_owner;
upcr_pshared_ptr_t verdict;
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int k, t, errors = 0;
    /* every thread gets the same lock */
    upcr_shared_ptr_t lock = upcr_all_lock_alloc();
    if (((int)upcr_mythread()) == 0)
        upcr_put_pshared_val(counter, 0, (int)0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (k = 0; k < 25; k++) {
        upcr_lock(lock);
        /* a read-modify-write no other thread interleaves */
        upcr_put_pshared_val(upcr_add_pshared1(ticket_owner, sizeof(int), (int)upcr_get_pshared_val(counter, 0, sizeof(int))), 0, (int)((int)upcr_mythread()), sizeof(int));
        upcr_put_pshared_val(counter, 0, (int)((int)upcr_get_pshared_val(counter, 0, sizeof(int)) + 1), sizeof(int));
        upcr_unlock(lock);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        if ((int)upcr_get_pshared_val(counter, 0, sizeof(int)) != 25 * ((int)upcr_threads())) {
            printf("FAIL: locks_counter: counter is %d, expected %d\n", (int)upcr_get_pshared_val(counter, 0, sizeof(int)), 25 * ((int)upcr_threads()));
            errors++;
        }
        /* every thread took exactly K tickets */
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int n = 0;
            {
                /* The loop's reads of shared arrays by its counter, in one bulk read each. */
                long upcrt_gather_lo1 = (long)0;
                long upcrt_gather_hi1 = (long)(25 * ((int)upcr_threads()));
                if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)(25 * ((int)upcr_threads())) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                    int upcrt_gathered2[16384 / sizeof(int)];
                    if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                        upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(ticket_owner, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                    }
                    for (k = 0; k < 25 * ((int)upcr_threads()); k++)
                        n += upcrt_gathered2[k - upcrt_gather_lo1] == t;
                } else
                    for (k = 0; k < 25 * ((int)upcr_threads()); k++)
                        n += (int)upcr_get_pshared_val(upcr_add_pshared1(ticket_owner, sizeof(int), k), 0, sizeof(int)) == t;
            }
            if (n != 25) {
                printf("FAIL: locks_counter: thread %d holds %d tickets\n", t, n);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: locks_counter: %d errors\n", errors);
        else
            printf("PASS: locks_counter\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_lock_free(lock);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_locks_counter(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(int), 1, 0, sizeof(int), "counter", "shared int" },
        { &ticket_owner, sizeof(int), 25 * ((int)upcr_threads()), 0, sizeof(int), "ticket_owner", "shared int [25 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_locks_counter_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_locks_counter;
