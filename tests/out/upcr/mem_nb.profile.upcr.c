#include <upcr.h>
#include <upcrt.h>
#include <gasp_upc.h>
#define UPCRT_GASP_LOCAL 0
#include <upcrt_gasp.h>
static const int upcrt_gasp_entry_mem_nb __attribute__((used, section("upcrt_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/mem_nb.upc"
/* mem_nb.upc - <upc_nb.h> explicit-handle transfers: upc_memput_nb, upc_memset_nb, upc_memget_nb, upc_memcpy_nb completed with upc_sync and upc_sync_attempt. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/mem_nb.upc"
upcr_shared_ptr_t a;
upcr_shared_ptr_t b;
upcr_shared_ptr_t flags;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, mine = 0;
    int right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    long out[64], in[64];
    upc_handle_t h1, h2, h3, h4;

    for (i = 0; i < 64; i++)
        out[i] = 10L * ((int)upcr_mythread()) + i;
    /* two transfers in flight at once */
    h1 = ({ __auto_type upcrt_arg0 = upcr_add_shared(a, sizeof(long), 64 * ((int)upcr_mythread()), 64); __auto_type upcrt_arg1 = out; __auto_type upcrt_arg2 = (unsigned long)sizeof out; gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_START, "samples/upc/mem_nb.upc", 23, 10, 1, &upcrt_arg0, upcrt_arg1, upcrt_arg2); __auto_type upcrt_result = upcr_nb_memput(upcrt_arg0, upcrt_arg1, upcrt_arg2); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_END, "samples/upc/mem_nb.upc", 23, 10, 1, &upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_result); upcrt_result; });
    h2 = upcr_nb_memset(upcr_add_shared(flags, sizeof(unsigned char), 64 * ((int)upcr_mythread()), 64), 0xAB, 64);
    ({ __auto_type upcrt_arg0 = (unsigned long)h1; gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 25, 5, upcrt_arg0); upcr_wait_syncnb(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 25, 5, upcrt_arg0); });
    ({ __auto_type upcrt_arg0 = (unsigned long)h2; gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 26, 5, upcrt_arg0); upcr_wait_syncnb(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 26, 5, upcrt_arg0); });
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/mem_nb.upc", 27, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/mem_nb.upc", 27, 5, 0, upcrt_value);
    }
#line 29 "samples/upc/mem_nb.upc"
    /* get from the right neighbour, polling for completion */
    h3 = ({ __auto_type upcrt_arg0 = in; __auto_type upcrt_arg1 = upcr_add_shared(a, sizeof(long), 64 * right, 64); __auto_type upcrt_arg2 = (unsigned long)sizeof in; gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_GET_INIT, GASP_START, "samples/upc/mem_nb.upc", 30, 10, 1, upcrt_arg0, &upcrt_arg1, upcrt_arg2); __auto_type upcrt_result = upcr_nb_memget(upcrt_arg0, upcrt_arg1, upcrt_arg2); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_GET_INIT, GASP_END, "samples/upc/mem_nb.upc", 30, 10, 1, upcrt_arg0, &upcrt_arg1, upcrt_arg2, upcrt_result); upcrt_result; });
    while (!upcr_try_syncnb(h3))
        /* in[] must not be read before completion */
#line 32 "samples/upc/mem_nb.upc"
        ;
    for (i = 0; i < 64; i++)
        if (in[i] != 10L * right + i)
            mine++;
    /* shared to shared from the left neighbour */
    h4 = ({ __auto_type upcrt_arg0 = upcr_add_shared(b, sizeof(long), 64 * ((int)upcr_mythread()), 64); __auto_type upcrt_arg1 = upcr_add_shared(a, sizeof(long), 64 * left, 64); __auto_type upcrt_arg2 = (unsigned long)(64 * sizeof(long)); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_START, "samples/upc/mem_nb.upc", 37, 10, 1, &upcrt_arg0, &upcrt_arg1, upcrt_arg2); __auto_type upcrt_result = upcr_nb_memcpy(upcrt_arg0, upcrt_arg1, upcrt_arg2); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_END, "samples/upc/mem_nb.upc", 37, 10, 1, &upcrt_arg0, &upcrt_arg1, upcrt_arg2, upcrt_result); upcrt_result; });
    ({ __auto_type upcrt_arg0 = (unsigned long)h4; gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 38, 5, upcrt_arg0); upcr_wait_syncnb(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 38, 5, upcrt_arg0); });
    /* the complete handle may be waited on at any time */
    ({ __auto_type upcrt_arg0 = (unsigned long)(upc_handle_t)0; gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 40, 5, upcrt_arg0); upcr_wait_syncnb(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 40, 5, upcrt_arg0); });
    if (!upcr_try_syncnb((upc_handle_t)0))
        mine++;
    ({ upcr_pshared_ptr_t upcrt_at1 = upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())); int upcrt_val1 = mine; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/mem_nb.upc", 43, 22, 1, &upcrt_val1, upcr_pshared_to_shared(upcrt_at1), sizeof upcrt_val1); upcr_put_pshared_val(upcrt_at1, 0, (int)upcrt_val1, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/mem_nb.upc", 43, 22, 1, &upcrt_val1, upcr_pshared_to_shared(upcrt_at1), sizeof upcrt_val1); });
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/mem_nb.upc", 44, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/mem_nb.upc", 44, 5, 0, upcrt_value);
    }
#line 46 "samples/upc/mem_nb.upc"
    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int l = (t + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
            for (i = 0; i < 64; i++) {
                if (({ upcr_shared_ptr_t upcrt_at2 = upcr_add_shared(b, sizeof(long), 64 * t + i, 64); long upcrt_val2; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 51, 32, 1, &upcrt_val2, upcrt_at2, sizeof upcrt_val2); upcrt_val2 = (long)upcr_get_shared_val(upcrt_at2, 0, sizeof(long)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 51, 32, 1, &upcrt_val2, upcrt_at2, sizeof upcrt_val2); upcrt_val2; }) != 10L * l + i)
                    total++;
                if (({ upcr_shared_ptr_t upcrt_at3 = upcr_add_shared(flags, sizeof(unsigned char), 64 * t + i, 64); unsigned char upcrt_val3; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 53, 36, 1, &upcrt_val3, upcrt_at3, sizeof upcrt_val3); upcrt_val3 = (unsigned char)upcr_get_shared_val(upcrt_at3, 0, sizeof(unsigned char)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 53, 36, 1, &upcrt_val3, upcrt_at3, sizeof upcrt_val3); upcrt_val3; }) != 0xAB)
                    total++;
            }
        }
        for (t = 0; t < ((int)upcr_threads()); t++)
            total += ({ upcr_pshared_ptr_t upcrt_at4 = upcr_add_pshared1(errs, sizeof(int), t); int upcrt_val4; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 58, 27, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcrt_val4 = (int)upcr_get_pshared_val(upcrt_at4, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 58, 27, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcrt_val4; });
        if (total)
            printf("FAIL: mem_nb: %d errors\n", total);
        else
            printf("PASS: mem_nb\n");
        ({ upcr_pshared_ptr_t upcrt_at5 = verdict; int upcrt_val5 = total != 0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/mem_nb.upc", 63, 28, 1, &upcrt_val5, upcr_pshared_to_shared(upcrt_at5), sizeof upcrt_val5); upcr_put_pshared_val(upcrt_at5, 0, (int)upcrt_val5, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/mem_nb.upc", 63, 28, 1, &upcrt_val5, upcr_pshared_to_shared(upcrt_at5), sizeof upcrt_val5); });
    }
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/mem_nb.upc", 65, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/mem_nb.upc", 65, 5, 0, upcrt_value);
    }
#line 66 "samples/upc/mem_nb.upc"
    {
        __typeof__(({ upcr_pshared_ptr_t upcrt_at6 = verdict; int upcrt_val6; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 66, 12, 1, &upcrt_val6, upcr_pshared_to_shared(upcrt_at6), sizeof upcrt_val6); upcrt_val6 = (int)upcr_get_pshared_val(upcrt_at6, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 66, 12, 1, &upcrt_val6, upcr_pshared_to_shared(upcrt_at6), sizeof upcrt_val6); upcrt_val6; })) upcrt_return = ({ upcr_pshared_ptr_t upcrt_at6 = verdict; int upcrt_val6; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 66, 12, 1, &upcrt_val6, upcr_pshared_to_shared(upcrt_at6), sizeof upcrt_val6); upcrt_val6 = (int)upcr_get_pshared_val(upcrt_at6, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 66, 12, 1, &upcrt_val6, upcr_pshared_to_shared(upcrt_at6), sizeof upcrt_val6); upcrt_val6; });
        {
            int upcrt_status = (int)upcrt_return;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/mem_nb.upc", 66, 5, upcrt_status);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/mem_nb.upc", 66, 5, upcrt_status);
        }
        return upcrt_return;
    }
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_mem_nb(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 64 * sizeof(long), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(long), "a", "shared [64] long [64 * THREADS]" },
        { &b, 64 * sizeof(long), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(long), "b", "shared [64] long [64 * THREADS]" },
        { &flags, 64 * sizeof(unsigned char), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(unsigned char), "flags", "shared [64] unsigned char [64 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
    upcrt_gasp_object_site(&a, "samples/upc/mem_nb.upc", 7);
    upcrt_gasp_object_site(&b, "samples/upc/mem_nb.upc", 8);
    upcrt_gasp_object_site(&flags, "samples/upc/mem_nb.upc", 9);
    upcrt_gasp_object_site(&errs, "samples/upc/mem_nb.upc", 10);
    upcrt_gasp_object_site(&verdict, "samples/upc/mem_nb.upc", 11);
}
static void (*const upcrt_alloc_mem_nb_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_mem_nb;
