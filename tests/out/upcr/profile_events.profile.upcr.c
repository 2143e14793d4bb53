#include <upcr.h>
#include <upcrt.h>
#include <gasp_upc.h>
#define UPCRT_GASP_LOCAL 1
#include <upcrt_gasp.h>
static const int upcrt_gasp_entry_profile_events __attribute__((used, section("upcrt_gasp"))) = 1;
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
    gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_START, "tests/in/gasp/profile_events.upc", 11, 1, "static int work(int k)");
    {
        __typeof__(k + 1) upcrt_return = k + 1;
        gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_END, "tests/in/gasp/profile_events.upc", 12, 5, "static int work(int k)");
        return upcrt_return;
    }
}
#line 15 "tests/in/gasp/profile_events.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_START, "tests/in/gasp/profile_events.upc", 16, 1, "int main(void)");
    int i, s = 0;
    unsigned ev = gasp_create_event(upcrt_gasp_context, "phase", "%d");
    lock = ({ gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_START, "tests/in/gasp/profile_events.upc", 19, 12); __auto_type upcrt_result = upcr_all_lock_alloc(); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_END, "tests/in/gasp/profile_events.upc", 19, 12, &upcrt_result); upcrt_result; });
    gasp_event_notify(upcrt_gasp_context, ev, GASP_START, "tests/in/gasp/profile_events.upc", 20, 5, 7);
    {
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_START, "tests/in/gasp/profile_events.upc", 21, 5);
#line 21 "tests/in/gasp/profile_events.upc"
        {
#line 21 "tests/in/gasp/profile_events.upc"
            int upcrt_nested1 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 21 "tests/in/gasp/profile_events.upc"
            i = 0;
#line 21 "tests/in/gasp/profile_events.upc"
            if (!upcrt_nested1)
                i = upcrt_forall_first(i, 1);
#line 21 "tests/in/gasp/profile_events.upc"
            for (; i < 4 * ((int)upcr_threads()); i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1))
                ({ upcr_pshared_ptr_t upcrt_at2 = upcr_add_pshared1(a, sizeof(int), i); int upcrt_val2 = work(i); upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "tests/in/gasp/profile_events.upc", 22, 16, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); upcr_put_pshared_val(upcrt_at2, 0, (int)upcrt_val2, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "tests/in/gasp/profile_events.upc", 22, 16, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); });
#line 21 "tests/in/gasp/profile_events.upc"
            upcrt_forall_control = upcrt_nested1;
        }
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_FORALL, GASP_END, "tests/in/gasp/profile_events.upc", 21, 5);
    }
#line 23 "tests/in/gasp/profile_events.upc"
    gasp_event_notify(upcrt_gasp_context, ev, GASP_END, "tests/in/gasp/profile_events.upc", 23, 5, 7);
    {
        int upcrt_value = 3;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "tests/in/gasp/profile_events.upc", 24, 5, 1, upcrt_value);
        upcr_barrier(upcrt_value, 0);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "tests/in/gasp/profile_events.upc", 24, 5, 1, upcrt_value);
    }
#line 25 "tests/in/gasp/profile_events.upc"
    s = ({ upcr_pshared_ptr_t upcrt_at3 = upcr_add_pshared1(a, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())); int upcrt_val3; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "tests/in/gasp/profile_events.upc", 25, 28, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); upcrt_val3 = (int)upcr_get_pshared_val(upcrt_at3, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "tests/in/gasp/profile_events.upc", 25, 28, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); upcrt_val3; });
    ({ __auto_type upcrt_arg0 = lock; gasp_event_notify(upcrt_gasp_context, GASP_UPC_LOCK, GASP_START, "tests/in/gasp/profile_events.upc", 26, 5, &upcrt_arg0); upcr_lock(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_LOCK, GASP_END, "tests/in/gasp/profile_events.upc", 26, 5, &upcrt_arg0); });
    ({ __auto_type upcrt_arg0 = lock; gasp_event_notify(upcrt_gasp_context, GASP_UPC_UNLOCK, GASP_START, "tests/in/gasp/profile_events.upc", 27, 5, &upcrt_arg0); upcr_unlock(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_UNLOCK, GASP_END, "tests/in/gasp/profile_events.upc", 27, 5, &upcrt_arg0); });
    ;
    s += (int)upcr_get_pshared_val(a, 0, sizeof(int));
    ;
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "tests/in/gasp/profile_events.upc", 31, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "tests/in/gasp/profile_events.upc", 31, 5, 0, upcrt_value);
    }
#line 32 "tests/in/gasp/profile_events.upc"
    if (((int)upcr_mythread()) == 0)
        printf("s=%d\n", s);
    {
        __typeof__(0) upcrt_return = 0;
        {
            int upcrt_status = (int)upcrt_return;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "tests/in/gasp/profile_events.upc", 34, 5, upcrt_status);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "tests/in/gasp/profile_events.upc", 34, 5, upcrt_status);
        }
        gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_END, "tests/in/gasp/profile_events.upc", 34, 5, "int main(void)");
        return upcrt_return;
    }
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_profile_events(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [4 * THREADS]" },
        { &p, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "p", "shared int *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcrt_gasp_object_site(&a, "tests/in/gasp/profile_events.upc", 6);
    upcrt_gasp_object_site(&p, "tests/in/gasp/profile_events.upc", 7);
}
static void (*const upcrt_alloc_profile_events_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_profile_events;
