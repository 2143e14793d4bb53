#include <upcr.h>
#include <upcrt.h>
#include <gasp_upc.h>
#define UPCRT_GASP_LOCAL 1
#include <upcrt_gasp.h>
static const int upcrt_gasp_entry_locks_counter __attribute__((used, section("upcrt_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/locks_counter.upc"
/* locks_counter.upc - a lock from upc_all_lock_alloc protecting a shared counter and a shared log of tickets; freed with upc_all_lock_free. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/locks_counter.upc"
upcr_pshared_ptr_t counter;
/* ticket k was taken by this thread */
#line 7 "samples/upc/locks_counter.upc"
upcr_pshared_ptr_t ticket_owner;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int k, t, errors = 0;
    /* every thread gets the same lock */
#line 13 "samples/upc/locks_counter.upc"
    upcr_shared_ptr_t lock = ({ gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_START, "samples/upc/locks_counter.upc", 13, 24); __auto_type upcrt_result = upcr_all_lock_alloc(); gasp_event_notify(upcrt_gasp_context, GASP_UPC_ALL_LOCK_ALLOC, GASP_END, "samples/upc/locks_counter.upc", 13, 24, &upcrt_result); upcrt_result; });

    if (((int)upcr_mythread()) == 0)
        ({ upcr_pshared_ptr_t upcrt_at1 = counter; int upcrt_val1 = 0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 16, 19, 1, &upcrt_val1, upcr_pshared_to_shared(upcrt_at1), sizeof upcrt_val1); upcr_put_pshared_val(upcrt_at1, 0, (int)upcrt_val1, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 16, 19, 1, &upcrt_val1, upcr_pshared_to_shared(upcrt_at1), sizeof upcrt_val1); });
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/locks_counter.upc", 17, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/locks_counter.upc", 17, 5, 0, upcrt_value);
    }
#line 18 "samples/upc/locks_counter.upc"
    for (k = 0; k < 25; k++) {
        ({ __auto_type upcrt_arg0 = lock; gasp_event_notify(upcrt_gasp_context, GASP_UPC_LOCK, GASP_START, "samples/upc/locks_counter.upc", 19, 9, &upcrt_arg0); upcr_lock(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_LOCK, GASP_END, "samples/upc/locks_counter.upc", 19, 9, &upcrt_arg0); });
        /* a read-modify-write no other thread interleaves */
#line 20 "samples/upc/locks_counter.upc"
        ({ upcr_pshared_ptr_t upcrt_at3 = upcr_add_pshared1(ticket_owner, sizeof(int), ({ upcr_pshared_ptr_t upcrt_at2 = counter; int upcrt_val2; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 20, 22, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); upcrt_val2 = (int)upcr_get_pshared_val(upcrt_at2, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 20, 22, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); upcrt_val2; })); int upcrt_val3 = ((int)upcr_mythread()); upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 20, 33, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); upcr_put_pshared_val(upcrt_at3, 0, (int)upcrt_val3, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 20, 33, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); });
        ({ upcr_pshared_ptr_t upcrt_at5 = counter; int upcrt_val5 = ({ upcr_pshared_ptr_t upcrt_at4 = counter; int upcrt_val4; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 21, 19, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcrt_val4 = (int)upcr_get_pshared_val(upcrt_at4, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 21, 19, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcrt_val4; }) + 1; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 21, 29, 1, &upcrt_val5, upcr_pshared_to_shared(upcrt_at5), sizeof upcrt_val5); upcr_put_pshared_val(upcrt_at5, 0, (int)upcrt_val5, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 21, 29, 1, &upcrt_val5, upcr_pshared_to_shared(upcrt_at5), sizeof upcrt_val5); });
        ({ __auto_type upcrt_arg0 = lock; gasp_event_notify(upcrt_gasp_context, GASP_UPC_UNLOCK, GASP_START, "samples/upc/locks_counter.upc", 22, 9, &upcrt_arg0); upcr_unlock(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_UNLOCK, GASP_END, "samples/upc/locks_counter.upc", 22, 9, &upcrt_arg0); });
    }
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/locks_counter.upc", 24, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/locks_counter.upc", 24, 5, 0, upcrt_value);
    }
#line 26 "samples/upc/locks_counter.upc"
    if (((int)upcr_mythread()) == 0) {
        if (({ upcr_pshared_ptr_t upcrt_at6 = counter; int upcrt_val6; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 27, 13, 1, &upcrt_val6, upcr_pshared_to_shared(upcrt_at6), sizeof upcrt_val6); upcrt_val6 = (int)upcr_get_pshared_val(upcrt_at6, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 27, 13, 1, &upcrt_val6, upcr_pshared_to_shared(upcrt_at6), sizeof upcrt_val6); upcrt_val6; }) != 25 * ((int)upcr_threads())) {
            printf("FAIL: locks_counter: counter is %d, expected %d\n", ({ upcr_pshared_ptr_t upcrt_at7 = counter; int upcrt_val7; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 28, 73, 1, &upcrt_val7, upcr_pshared_to_shared(upcrt_at7), sizeof upcrt_val7); upcrt_val7 = (int)upcr_get_pshared_val(upcrt_at7, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 28, 73, 1, &upcrt_val7, upcr_pshared_to_shared(upcrt_at7), sizeof upcrt_val7); upcrt_val7; }), 25 * ((int)upcr_threads()));
            errors++;
        }
        /* every thread took exactly K tickets */
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int n = 0;
            for (k = 0; k < 25 * ((int)upcr_threads()); k++)
                n += ({ upcr_pshared_ptr_t upcrt_at8 = upcr_add_pshared1(ticket_owner, sizeof(int), k); int upcrt_val8; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 35, 35, 1, &upcrt_val8, upcr_pshared_to_shared(upcrt_at8), sizeof upcrt_val8); upcrt_val8 = (int)upcr_get_pshared_val(upcrt_at8, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 35, 35, 1, &upcrt_val8, upcr_pshared_to_shared(upcrt_at8), sizeof upcrt_val8); upcrt_val8; }) == t;
            if (n != 25) {
                printf("FAIL: locks_counter: thread %d holds %d tickets\n", t, n);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: locks_counter: %d errors\n", errors);
        else
            printf("PASS: locks_counter\n");
        ({ upcr_pshared_ptr_t upcrt_at9 = verdict; int upcrt_val9 = errors != 0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/locks_counter.upc", 45, 29, 1, &upcrt_val9, upcr_pshared_to_shared(upcrt_at9), sizeof upcrt_val9); upcr_put_pshared_val(upcrt_at9, 0, (int)upcrt_val9, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/locks_counter.upc", 45, 29, 1, &upcrt_val9, upcr_pshared_to_shared(upcrt_at9), sizeof upcrt_val9); });
    }
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/locks_counter.upc", 47, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/locks_counter.upc", 47, 5, 0, upcrt_value);
    }
#line 48 "samples/upc/locks_counter.upc"
    ({ __auto_type upcrt_arg0 = lock; gasp_event_notify(upcrt_gasp_context, GASP_UPC_LOCK_FREE, GASP_START, "samples/upc/locks_counter.upc", 48, 5, &upcrt_arg0); upcr_all_lock_free(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_LOCK_FREE, GASP_END, "samples/upc/locks_counter.upc", 48, 5, &upcrt_arg0); });
    {
        __typeof__(({ upcr_pshared_ptr_t upcrt_at10 = verdict; int upcrt_val10; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 49, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10 = (int)upcr_get_pshared_val(upcrt_at10, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 49, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10; })) upcrt_return = ({ upcr_pshared_ptr_t upcrt_at10 = verdict; int upcrt_val10; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/locks_counter.upc", 49, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10 = (int)upcr_get_pshared_val(upcrt_at10, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/locks_counter.upc", 49, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10; });
        {
            int upcrt_status = (int)upcrt_return;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/locks_counter.upc", 49, 5, upcrt_status);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/locks_counter.upc", 49, 5, upcrt_status);
        }
        return upcrt_return;
    }
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_locks_counter(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(int), 1, 0, sizeof(int), "counter", "shared int" },
        { &ticket_owner, sizeof(int), 25 * ((int)upcr_threads()), 0, sizeof(int), "ticket_owner", "shared int [25 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcrt_gasp_object_site(&counter, "samples/upc/locks_counter.upc", 6);
    upcrt_gasp_object_site(&ticket_owner, "samples/upc/locks_counter.upc", 7);
    upcrt_gasp_object_site(&verdict, "samples/upc/locks_counter.upc", 8);
}
static void (*const upcrt_alloc_locks_counter_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_locks_counter;
