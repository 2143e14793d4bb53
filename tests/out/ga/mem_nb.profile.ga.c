#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
#include <gasp_upc.h>
#define UPCGA_GASP_LOCAL 0
#include <upcga_gasp.h>
static const int upcga_gasp_entry_mem_nb __attribute__((used, section("upcga_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/mem_nb.upc"
/* mem_nb.upc - <upc_nb.h> explicit-handle transfers: upc_memput_nb, upc_memset_nb, upc_memget_nb, upc_memcpy_nb completed with upc_sync and upc_sync_attempt. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [64] long a[64 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
long *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(long), i % 64 };
    return p;
}
/* `shared [64] long b[64 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
long *b_local;
/* `&b[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b_ref(long i) {
    upcga_ptr_t p = { g_b, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(long), i % 64 };
    return p;
}
/* `shared [64] unsigned char flags[64 * THREADS]`: a GA array (one row per thread); this thread's part is flags_local. */
int g_flags;
unsigned char *flags_local;
/* `&flags[i]`: a pointer-to-shared. */
static inline upcga_ptr_t flags_ref(long i) {
    upcga_ptr_t p = { g_flags, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(unsigned char), i % 64 };
    return p;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `&verdict`: a pointer-to-shared. */
static inline upcga_ptr_t verdict_ref(void) {
    upcga_ptr_t p = { g_verdict, 0, 0, 0 };
    return p;
}
#line 13 "samples/upc/mem_nb.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    long out[64], in[64];
    upc_handle_t h1, h2, h3, h4;

    for (i = 0; i < 64; i++)
        out[i] = 10L * MYTHREAD + i;
    /* two transfers in flight at once */
    h1 = ({ __auto_type upcga_arg0 = a_ref(64 * MYTHREAD); __auto_type upcga_arg1 = out; __auto_type upcga_arg2 = (unsigned long)sizeof out; gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_START, "samples/upc/mem_nb.upc", 23, 10, 1, &upcga_arg0, upcga_arg1, upcga_arg2); __auto_type upcga_result = upcga_memput_nb(upcga_arg0, upcga_arg1, upcga_arg2); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_END, "samples/upc/mem_nb.upc", 23, 10, 1, &upcga_arg0, upcga_arg1, upcga_arg2, upcga_result); upcga_result; });
    h2 = upcga_memset_nb(flags_ref(64 * MYTHREAD), 0xAB, 64);
    ({ __auto_type upcga_arg0 = (unsigned long)h1; gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 25, 5, upcga_arg0); upcga_sync(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 25, 5, upcga_arg0); });
    ({ __auto_type upcga_arg0 = (unsigned long)h2; gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 26, 5, upcga_arg0); upcga_sync(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 26, 5, upcga_arg0); });
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/mem_nb.upc", 27, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/mem_nb.upc", 27, 5, 0, upcga_value);
    }
#line 29 "samples/upc/mem_nb.upc"
    /* get from the right neighbour, polling for completion */
    h3 = ({ __auto_type upcga_arg0 = in; __auto_type upcga_arg1 = a_ref(64 * right); __auto_type upcga_arg2 = (unsigned long)sizeof in; gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_GET_INIT, GASP_START, "samples/upc/mem_nb.upc", 30, 10, 1, upcga_arg0, &upcga_arg1, upcga_arg2); __auto_type upcga_result = upcga_memget_nb(upcga_arg0, upcga_arg1, upcga_arg2); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_GET_INIT, GASP_END, "samples/upc/mem_nb.upc", 30, 10, 1, upcga_arg0, &upcga_arg1, upcga_arg2, upcga_result); upcga_result; });
    while (!upcga_sync_attempt(h3))
        /* in[] must not be read before completion */
#line 32 "samples/upc/mem_nb.upc"
        ;
    for (i = 0; i < 64; i++)
        if (in[i] != 10L * right + i)
            mine++;
    /* shared to shared from the left neighbour */
    h4 = ({ __auto_type upcga_arg0 = b_ref(64 * MYTHREAD); __auto_type upcga_arg1 = a_ref(64 * left); __auto_type upcga_arg2 = (unsigned long)(64 * sizeof(long)); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_START, "samples/upc/mem_nb.upc", 37, 10, 1, &upcga_arg0, &upcga_arg1, upcga_arg2); __auto_type upcga_result = upcga_memcpy_nb(upcga_arg0, upcga_arg1, upcga_arg2); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_PUT_INIT, GASP_END, "samples/upc/mem_nb.upc", 37, 10, 1, &upcga_arg0, &upcga_arg1, upcga_arg2, upcga_result); upcga_result; });
    ({ __auto_type upcga_arg0 = (unsigned long)h4; gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 38, 5, upcga_arg0); upcga_sync(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 38, 5, upcga_arg0); });
    /* the complete handle may be waited on at any time */
    ({ __auto_type upcga_arg0 = (unsigned long)(upc_handle_t)0; gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_START, "samples/upc/mem_nb.upc", 40, 5, upcga_arg0); upcga_sync(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_UPC_NB_SYNC, GASP_END, "samples/upc/mem_nb.upc", 40, 5, upcga_arg0); });
    if (!upcga_sync_attempt((upc_handle_t)0))
        mine++;
    ({ upcga_ptr_t upcga_pp = errs_ref(MYTHREAD); int upcga_pv = mine; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/mem_nb.upc", 43, 5, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/mem_nb.upc", 43, 5, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/mem_nb.upc", 44, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/mem_nb.upc", 44, 5, 0, upcga_value);
    }
#line 46 "samples/upc/mem_nb.upc"
    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            int l = (t + THREADS - 1) % THREADS;
            for (i = 0; i < 64; i++) {
                if (({ upcga_ptr_t upcga_gp = b_ref(64 * t + i); long upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 51, 21, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 51, 21, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != 10L * l + i)
                    total++;
                if (({ upcga_ptr_t upcga_gp = flags_ref(64 * t + i); unsigned char upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 53, 21, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 53, 21, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) != 0xAB)
                    total++;
            }
        }
        for (t = 0; t < THREADS; t++)
            total += ({ upcga_ptr_t upcga_gp = errs_ref(t); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 58, 22, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 58, 22, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; });
        if (total)
            printf("FAIL: mem_nb: %d errors\n", total);
        else
            printf("PASS: mem_nb\n");
        ({ upcga_ptr_t upcga_pp = verdict_ref(); int upcga_pv = total != 0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/mem_nb.upc", 63, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/mem_nb.upc", 63, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
    }
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/mem_nb.upc", 65, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/mem_nb.upc", 65, 5, 0, upcga_value);
    }
#line 66 "samples/upc/mem_nb.upc"
    {
        int upcga_return = ({ upcga_ptr_t upcga_gp = verdict_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/mem_nb.upc", 66, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/mem_nb.upc", 66, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; });
        {
            int upcga_status = (int)upcga_return;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/mem_nb.upc", 66, 5, upcga_status);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/mem_nb.upc", 66, 5, upcga_status);
        }
        return upcga_return;
    }
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_mem_nb(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_LONG, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_LONG, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_flags = NGA_Create_irreg(C_CHAR, 2, dims, "flags", block, upcga_rows);
        flags_local = upcga_own_row(g_flags, sizeof(unsigned char));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
    upcga_gasp_object_site(g_a, "samples/upc/mem_nb.upc", 7);
    upcga_gasp_object_site(g_b, "samples/upc/mem_nb.upc", 8);
    upcga_gasp_object_site(g_flags, "samples/upc/mem_nb.upc", 9);
    upcga_gasp_object_site(g_errs, "samples/upc/mem_nb.upc", 10);
    upcga_gasp_object_site(g_verdict, "samples/upc/mem_nb.upc", 11);
}
static void (*const upcga_create_mem_nb_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_mem_nb;
