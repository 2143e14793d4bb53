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
#line 1 "samples/upc/threads_mythread.upc"
/* threads_mythread.upc - THREADS and MYTHREAD: their values, their type, and their use in expressions and array dimensions. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/threads_mythread.upc"
/* cyclic, one element per thread: who[t] lives on thread t */
#line 5 "samples/upc/threads_mythread.upc"
upcr_pshared_ptr_t who;
upcr_pshared_ptr_t seen;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

static int ring_right(int t) {
#line 10 "samples/upc/threads_mythread.upc"
    return (t + 1) % ((int)upcr_threads());
}
#line 11 "samples/upc/threads_mythread.upc"
static int ring_left(int t) {
#line 11 "samples/upc/threads_mythread.upc"
    return (t + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int t, mine = 0;
    /* MYTHREAD is a plain int value ... */
#line 16 "samples/upc/threads_mythread.upc"
    int me = ((int)upcr_mythread());
    long total = 0;

    if (sizeof ((int)upcr_threads()) != sizeof(int) || sizeof ((int)upcr_mythread()) != sizeof(int))
        mine++;
    if (((int)upcr_threads()) < 1 || me < 0 || me >= ((int)upcr_threads()))
        mine++;
    upcr_put_pshared_val(upcr_add_pshared1(who, sizeof(int), ((int)upcr_mythread())), 0, (int)(10 * ((int)upcr_mythread()) + 1), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(seen, sizeof(int), ((int)upcr_mythread())), 0, (int)((int)upcr_threads()), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* every thread reads every element, remote ones included */
    for (t = 0; t < ((int)upcr_threads()); t++) {
        if ((int)upcr_get_pshared_val(upcr_add_pshared1(who, sizeof(int), t), 0, sizeof(int)) != 10 * t + 1)
            mine++;
        if ((int)upcr_get_pshared_val(upcr_add_pshared1(seen, sizeof(int), t), 0, sizeof(int)) != ((int)upcr_threads()))
            mine++;
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(who, sizeof(int), t))) != (size_t)t)
            mine++;
        total += (int)upcr_get_pshared_val(upcr_add_pshared1(who, sizeof(int), t), 0, sizeof(int));
    }
    /* sum of 10t+1 over all threads */
    if (total != 10L * ((int)upcr_threads()) * (((int)upcr_threads()) - 1) / 2 + ((int)upcr_threads()))
        mine++;
    /* the neighbours of a ring, as halo exchanges compute them */
    if (((int)upcr_get_pshared_val(upcr_add_pshared1(who, sizeof(int), ring_right(me)), 0, sizeof(int)) - 1) / 10 != ring_right(me))
        mine++;
    if (((int)upcr_get_pshared_val(upcr_add_pshared1(who, sizeof(int), ring_left(me)), 0, sizeof(int)) - 1) / 10 != ring_left(me))
        mine++;
    if (ring_left(ring_right(me)) != me)
        mine++;
    /* MYTHREAD in a condition that picks exactly one thread */
    /* all reads of seen[] are done */
#line 48 "samples/upc/threads_mythread.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        upcr_put_pshared_val(seen, 0, (int)-1, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if ((int)upcr_get_pshared_val(seen, 0, sizeof(int)) != -1)
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int sum = 0;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int)))
                printf("FAIL: threads_mythread: thread %d found %d errors\n", t, (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int)));
            sum += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
        upcr_put_pshared_val(verdict, 0, (int)(sum != 0), sizeof(int));
        if (!sum)
            printf("PASS: threads_mythread\n");
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_threads_mythread(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &who, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "who", "shared int [1 * THREADS]" },
        { &seen, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "seen", "shared int [1 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_threads_mythread_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_threads_mythread;
