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
#line 1 "tests/in/gasp/profile_events.upc"
/* profile_events.upc - a program for the GASP instrumentation tests (tests/gasp_instrument.rs):
   one construct of each kind the tests look for, on known lines. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/gasp/profile_events.upc"
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t p;
upcr_shared_ptr_t lock;

static int work(int k) {

    return k + 1;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, s = 0;
    unsigned ev = ((void)"phase", (void)"%d", 0u);
    lock = upcr_all_lock_alloc();
    (void)0;
    {
#line 21 "tests/in/gasp/profile_events.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 21 "tests/in/gasp/profile_events.upc"
        i = 0;
#line 21 "tests/in/gasp/profile_events.upc"
        if (upcrt_nested1)
#line 21 "tests/in/gasp/profile_events.upc"
            for (; i < 4 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, (int)work(i), sizeof(int));
        else {
#line 21 "tests/in/gasp/profile_events.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 21 "tests/in/gasp/profile_events.upc"
            long upcrt_bound = 4 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 21 "tests/in/gasp/profile_events.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 21 "tests/in/gasp/profile_events.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a = work(i);
#line 21 "tests/in/gasp/profile_events.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a = work(i);
        }
#line 21 "tests/in/gasp/profile_events.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    (void)0;
    upcr_barrier(3, 0);
    s = (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, sizeof(int));
    upcr_lock(lock);
    upcr_unlock(lock);
    ;
    s += (int)upcr_get_pshared_val(a, 0, sizeof(int));
    ;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        printf("s=%d\n", s);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_profile_events(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [4 * THREADS]" },
        { &p, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "p", "shared int *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_profile_events_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_profile_events;
