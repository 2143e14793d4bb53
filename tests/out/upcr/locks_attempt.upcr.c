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
#line 1 "samples/upc/locks_attempt.upc"
/* locks_attempt.upc - upc_lock_attempt: it fails while another thread holds the lock and succeeds once it is free; a spin on it serialises updates. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/locks_attempt.upc"
upcr_pshared_ptr_t failed_attempts;
upcr_pshared_ptr_t wins;
upcr_pshared_ptr_t counter;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int k, t, errors = 0;
    upcr_shared_ptr_t l = upcr_all_lock_alloc();

    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(counter, 0, (int)0, sizeof(int));
        /* thread 0 holds the lock across a barrier */
#line 18 "samples/upc/locks_attempt.upc"
        upcr_lock(l);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_put_pshared_val(upcr_add_pshared1(failed_attempts, sizeof(int), ((int)upcr_mythread())), 0, (int)0, sizeof(int));
    if (((int)upcr_mythread()) != 0 && !upcr_lock_attempt(l))
        /* expected: the lock is taken */
#line 23 "samples/upc/locks_attempt.upc"
        upcr_put_pshared_val(upcr_add_pshared1(failed_attempts, sizeof(int), ((int)upcr_mythread())), 0, (int)1, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        upcr_unlock(l);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* now everyone spins on upc_lock_attempt to do K guarded increments */
    upcr_put_pshared_val(upcr_add_pshared1(wins, sizeof(int), ((int)upcr_mythread())), 0, (int)0, sizeof(int));
    for (k = 0; k < 8; k++) {
        while (!upcr_lock_attempt(l))
            ;
        upcr_put_pshared_val(counter, 0, (int)((int)upcr_get_pshared_val(counter, 0, sizeof(int)) + 1), sizeof(int));
        upcr_put_pshared_val(upcr_add_pshared1(wins, sizeof(int), ((int)upcr_mythread())), 0, (int)((int)upcr_get_pshared_val(upcr_add_pshared1(wins, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) + 1), sizeof(int));
        upcr_unlock(l);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (t = 1; t < ((int)upcr_threads()); t++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(failed_attempts, sizeof(int), t), 0, sizeof(int)) != 1) {
                printf("FAIL: locks_attempt: thread %d got a lock that was held\n", t);
                errors++;
            }
        {
#line 46 "samples/upc/locks_attempt.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 46 "samples/upc/locks_attempt.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(wins, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 46 "samples/upc/locks_attempt.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    if (upcrt_gathered2[t - upcrt_gather_lo1] != 8)
                        errors++;
            } else
#line 46 "samples/upc/locks_attempt.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(wins, sizeof(int), t), 0, sizeof(int)) != 8)
                        errors++;
        }
#line 49 "samples/upc/locks_attempt.upc"
        if ((int)upcr_get_pshared_val(counter, 0, sizeof(int)) != 8 * ((int)upcr_threads())) {
            printf("FAIL: locks_attempt: counter %d, expected %d\n", (int)upcr_get_pshared_val(counter, 0, sizeof(int)), 8 * ((int)upcr_threads()));
            errors++;
        }
        /* with nobody holding it, an attempt succeeds at once */
        if (!upcr_lock_attempt(l))
            errors++;
        else
            upcr_unlock(l);
        if (errors)
            printf("FAIL: locks_attempt: %d errors\n", errors);
        else
            printf("PASS: locks_attempt\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        upcr_lock_free(l);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_locks_attempt(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &failed_attempts, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failed_attempts", "shared int [1 * THREADS]" },
        { &wins, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "wins", "shared int [1 * THREADS]" },
        { &counter, sizeof(int), 1, 0, sizeof(int), "counter", "shared int" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_locks_attempt_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_locks_attempt;
