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
#line 1 "samples/upc/locks_global.upc"
/* locks_global.upc - upc_global_lock_alloc: one lock per thread published in a shared array of lock pointers, one lock shared through a shared pointer; upc_lock_free. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/locks_global.upc"
/* bin_lock[t] guards total[t] */
#line 6 "samples/upc/locks_global.upc"
upcr_pshared_ptr_t bin_lock;
/* allocated by thread 0 only */
#line 7 "samples/upc/locks_global.upc"
upcr_pshared_ptr_t big_lock;
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t grand;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int r, t, errors = 0;

    /* non-collective: every thread allocates its own lock */
    ({ upcr_shared_ptr_t upcrt_val1 = upcr_global_lock_alloc(); upcr_put_pshared(upcr_add_pshared1(bin_lock, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val1, sizeof upcrt_val1); });
    upcr_put_pshared_val(upcr_add_pshared1(total, sizeof(long), ((int)upcr_mythread())), 0, (long)0, sizeof(long));
    if (((int)upcr_mythread()) == 0) {
        ({ upcr_shared_ptr_t upcrt_val2 = upcr_global_lock_alloc(); upcr_put_pshared(big_lock, 0, &upcrt_val2, sizeof upcrt_val2); });
        upcr_put_pshared_val(grand, 0, (long)0, sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* every thread adds to every bin, under that bin's lock */
    for (r = 0; r < 10; r++)
        for (t = 0; t < ((int)upcr_threads()); t++) {
            /* start at a different bin on each thread */
#line 28 "samples/upc/locks_global.upc"
            int b = (t + ((int)upcr_mythread())) % ((int)upcr_threads());
            upcr_lock(({ upcr_shared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, upcr_add_pshared1(bin_lock, sizeof(upcr_shared_ptr_t), b), 0, sizeof upcrt_val3); upcrt_val3; }));
            upcr_put_pshared_val(upcr_add_pshared1(total, sizeof(long), b), 0, (long)((long)upcr_get_pshared_val(upcr_add_pshared1(total, sizeof(long), b), 0, sizeof(long)) + (((int)upcr_mythread()) + 1)), sizeof(long));
            upcr_unlock(({ upcr_shared_ptr_t upcrt_val4; upcr_get_pshared(&upcrt_val4, upcr_add_pshared1(bin_lock, sizeof(upcr_shared_ptr_t), b), 0, sizeof upcrt_val4); upcrt_val4; }));
        }
    upcr_lock(({ upcr_shared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, big_lock, 0, sizeof upcrt_val5); upcrt_val5; }));
    upcr_put_pshared_val(grand, 0, (long)((long)upcr_get_pshared_val(grand, 0, sizeof(long)) + 10 * (((int)upcr_mythread()) + 1)), sizeof(long));
    upcr_unlock(({ upcr_shared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, big_lock, 0, sizeof upcrt_val6); upcrt_val6; }));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long want = (long)10 * ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2;
        for (t = 0; t < ((int)upcr_threads()); t++)
            if ((long)upcr_get_pshared_val(upcr_add_pshared1(total, sizeof(long), t), 0, sizeof(long)) != want) {
                printf("FAIL: locks_global: total[%d] = %ld, expected %ld\n", t, (long)upcr_get_pshared_val(upcr_add_pshared1(total, sizeof(long), t), 0, sizeof(long)), want);
                errors++;
            }
        if ((long)upcr_get_pshared_val(grand, 0, sizeof(long)) != want) {
            printf("FAIL: locks_global: grand = %ld, expected %ld\n", (long)upcr_get_pshared_val(grand, 0, sizeof(long)), want);
            errors++;
        }
        if (errors)
            printf("FAIL: locks_global: %d errors\n", errors);
        else
            printf("PASS: locks_global\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* each thread frees the lock it allocated */
#line 56 "samples/upc/locks_global.upc"
    upcr_lock_free(({ upcr_shared_ptr_t upcrt_val7; upcr_get_pshared(&upcrt_val7, upcr_add_pshared1(bin_lock, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val7); upcrt_val7; }));
    if (((int)upcr_mythread()) == 0)
        upcr_lock_free(({ upcr_shared_ptr_t upcrt_val8; upcr_get_pshared(&upcrt_val8, big_lock, 0, sizeof upcrt_val8); upcrt_val8; }));
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_locks_global(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &bin_lock, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "bin_lock", "shared struct <anonymous> *shared [1 * THREADS]" },
        { &big_lock, sizeof(upcr_shared_ptr_t), 1, 0, sizeof(upcr_shared_ptr_t), "big_lock", "shared struct <anonymous> *shared" },
        { &total, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "total", "shared long [1 * THREADS]" },
        { &grand, sizeof(long), 1, 0, sizeof(long), "grand", "shared long" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
}
static void (*const upcrt_alloc_locks_global_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_locks_global;
