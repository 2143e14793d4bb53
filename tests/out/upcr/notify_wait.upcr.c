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
#line 1 "samples/upc/notify_wait.upc"
/* notify_wait.upc - split-phase barriers: private work between upc_notify and upc_wait, with and without ids, overlapping a ring exchange. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/notify_wait.upc"
upcr_shared_ptr_t buf;
upcr_pshared_ptr_t result;
upcr_pshared_ptr_t verdict;

static long busy_work(int seed) {

    long acc = 0;
    int k;
    for (k = 0; k < 1000; k++)
        acc += (seed * 31 + k) % 7;
    return acc;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, r, errors = 0;
    int left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    long acc = 0, work = 0;
    int mine[16];

    for (r = 0; r < 4; r++) {
        for (i = 0; i < 16; i++)
            upcr_put_shared_val(upcr_add_shared(buf, sizeof(int), 16 * ((int)upcr_mythread()) + i, 16), 0, (int)(r * 1000 + ((int)upcr_mythread()) * 16 + i), sizeof(int));
        /* my block is ready */
#line 30 "samples/upc/notify_wait.upc"
        upcr_notify(r, 0);
        /* private work while the others catch up */
#line 31 "samples/upc/notify_wait.upc"
        work += busy_work(r);
        /* every block is ready */
#line 32 "samples/upc/notify_wait.upc"
        upcr_wait(r, 0);
        upcr_memget(mine, upcr_add_shared(buf, sizeof(int), 16 * left, 16), sizeof mine);
        for (i = 0; i < 16; i++)
            acc += mine[i];
        /* done reading: anonymous this time */
#line 36 "samples/upc/notify_wait.upc"
        upcr_notify(0, UPCR_BARRIERFLAG_ANONYMOUS);
        work += busy_work(r + 100);
        upcr_wait(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }
    upcr_put_pshared_val(upcr_add_pshared1(result, sizeof(long), ((int)upcr_mythread())), 0, (long)acc, sizeof(long));
    upcr_notify(99, 0);
    /* a wait without an id completes a named notify */
#line 42 "samples/upc/notify_wait.upc"
    upcr_wait(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* the private work done between the phases is complete too */
    {
        long want = 0;
        for (r = 0; r < 4; r++)
            want += busy_work(r) + busy_work(r + 100);
        if (work != want)
            upcr_put_pshared_val(upcr_add_pshared1(result, sizeof(long), ((int)upcr_mythread())), 0, (long)-1, sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int t;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int l = (t + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
            long want = 0;
            for (r = 0; r < 4; r++)
                for (i = 0; i < 16; i++)
                    want += r * 1000 + l * 16 + i;
            if ((long)upcr_get_pshared_val(upcr_add_pshared1(result, sizeof(long), t), 0, sizeof(long)) != want) {
                printf("FAIL: notify_wait: thread %d got %ld, expected %ld\n", t, (long)upcr_get_pshared_val(upcr_add_pshared1(result, sizeof(long), t), 0, sizeof(long)), want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: notify_wait: %d errors\n", errors);
        else
            printf("PASS: notify_wait\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_notify_wait(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &result, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "result", "shared long [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &buf, 16 * sizeof(int), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "buf", "shared [16] int [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_notify_wait_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_notify_wait;
