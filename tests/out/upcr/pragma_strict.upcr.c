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
#line 1 "samples/upc/pragma_strict.upc"
/* pragma_strict.upc - #pragma upc strict makes this file's unqualified shared accesses strict; a block that starts with #pragma upc relaxed goes back to relaxed. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/pragma_strict.upc"
upcr_shared_ptr_t payload;
/* unqualified, but strict under the pragma */
#line 9 "samples/upc/pragma_strict.upc"
upcr_pshared_ptr_t posted;
upcr_pshared_ptr_t sums;
upcr_pshared_ptr_t verdict;

static void publish(int me) {

    /* bulk data does not need ordering among itself: relaxed in this block */
    {
        ;
        int i;
        for (i = 0; i < 40; i++)
            upcr_put_shared_val(upcr_add_shared(payload, sizeof(int), 40 * me + i, 40), 0, (int)(me * 40 + i), sizeof(int));
    }
    /* strict: after all the relaxed stores above */
#line 22 "samples/upc/pragma_strict.upc"
    upcr_put_pshared_val_strict(upcr_add_pshared1(posted, sizeof(int), me), 0, (int)1, sizeof(int));
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, from, errors = 0;
    long s = 0;

    upcr_put_pshared_val_strict(upcr_add_pshared1(posted, sizeof(int), ((int)upcr_mythread())), 0, (int)0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    publish(((int)upcr_mythread()));
    /* read the block of the thread on the left as soon as it is posted */
    from = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    while (!(int)upcr_get_pshared_val_strict(upcr_add_pshared1(posted, sizeof(int), from), 0, sizeof(int)))
        ;
    for (i = 0; i < 40; i++)
        s += (int)upcr_get_shared_val_strict(upcr_add_shared(payload, sizeof(int), 40 * from + i, 40), 0, sizeof(int));
    upcr_put_pshared_val_strict(upcr_add_pshared1(sums, sizeof(long), ((int)upcr_mythread())), 0, (long)s, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int t;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int left = (t + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
            long want = (long)40 * left * 40 + (long)40 * (40 - 1) / 2;
            if ((long)upcr_get_pshared_val_strict(upcr_add_pshared1(sums, sizeof(long), t), 0, sizeof(long)) != want) {
                printf("FAIL: pragma_strict: thread %d summed %ld, expected %ld\n", t, (long)upcr_get_pshared_val_strict(upcr_add_pshared1(sums, sizeof(long), t), 0, sizeof(long)), want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: pragma_strict: %d errors\n", errors);
        else
            printf("PASS: pragma_strict\n");
        upcr_put_pshared_val_strict(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val_strict(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_pragma_strict(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &posted, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "posted", "shared int [1 * THREADS]" },
        { &sums, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "sums", "shared long [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &payload, 40 * sizeof(int), (40 * ((int)upcr_threads()) + 40 - 1) / 40, 0, sizeof(int), "payload", "shared [40] int [40 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_pragma_strict_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_pragma_strict;
