#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/alloc_all.upc"
/* alloc_all.upc - collective allocation with upc_all_alloc (every thread gets the same pointer, blocks dealt round robin) and upc_all_free. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [6] int *shared got[THREADS]`: a GA array (one row per thread); this thread's part is got_local. */
int g_got;
upcga_ptr_t *got_local;
/* `got[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t got_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_got, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return got_local[pos];
    upcga_get_at(g_got, t, pos, &v, sizeof v);
    return v;
}
/* `got[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t got_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_got, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        got_local[pos] = v;
    else
        upcga_put_at(g_got, t, pos, &v, sizeof v);
    return v;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 6 "samples/upc/alloc_all.upc"
/* what each thread received */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, errors = 0;
    /* a block count that is not a multiple of THREADS */
#line 12 "samples/upc/alloc_all.upc"
    int nb = 2 * THREADS + 1;
    upcga_ptr_t arr;
    upcga_ptr_t dv;

    arr = upcga_all_alloc(THREADS, 6 * sizeof(int));
    dv = upcga_all_alloc(nb, 4 * sizeof(double));
    got_set(MYTHREAD, arr);
    {
#line 19 "samples/upc/alloc_all.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 19 "samples/upc/alloc_all.upc"
        for (i = 0; i < 6 * THREADS; i++) {
#line 19 "samples/upc/alloc_all.upc"
            if (!upcga_nested1 && !(upcga_threadof(upcga_add(arr, sizeof(int), i, 6)) == MYTHREAD))
                continue;
#line 20 "samples/upc/alloc_all.upc"
            UPCGA_WRITE(int, upcga_add(arr, sizeof(int), i, 6), 7 * i);
        }
#line 19 "samples/upc/alloc_all.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 21 "samples/upc/alloc_all.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 21 "samples/upc/alloc_all.upc"
        for (i = 0; i < 4 * nb; i++) {
#line 21 "samples/upc/alloc_all.upc"
            if (!upcga_nested2 && !(upcga_threadof(upcga_add(dv, sizeof(double), i, 4)) == MYTHREAD))
                continue;
#line 22 "samples/upc/alloc_all.upc"
            UPCGA_WRITE(double, upcga_add(dv, sizeof(double), i, 4), i / 2.0);
        }
#line 21 "samples/upc/alloc_all.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        if (upcga_isnull(arr) || upcga_isnull(dv)) {
            printf("FAIL: alloc_all: allocation failed\n");
            errors++;
        }
        {
#line 30 "samples/upc/alloc_all.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine3 = upcga_mine(arr);
            long upcga_phase3 = arr.phase;
#line 30 "samples/upc/alloc_all.upc"
            if (upcga_mine3 && upcga_phase3 + 0 >= 0 && upcga_phase3 + THREADS <= 6)
#line 30 "samples/upc/alloc_all.upc"
                for (t = 0; t < THREADS; t++) {
                    if (!upcga_eq(got_get(t), arr))
                        errors++;
                    /* block t of the allocation is on thread t */
                    if (upcga_threadof(upcga_add(arr, sizeof(int), 6 * t, 6)) != (size_t)t || upcga_phaseof(upcga_add(arr, sizeof(int), 6 * t + 1, 6)) != 1)
                        errors++;
                }
            else
#line 30 "samples/upc/alloc_all.upc"
                for (t = 0; t < THREADS; t++) {
                    if (!upcga_eq(got_get(t), arr))
                        errors++;

                    if (upcga_threadof(upcga_add(arr, sizeof(int), 6 * t, 6)) != (size_t)t || upcga_phaseof(upcga_add(arr, sizeof(int), 6 * t + 1, 6)) != 1)
                        errors++;
                }
        }
#line 37 "samples/upc/alloc_all.upc"
        {
#line 37 "samples/upc/alloc_all.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine4 = upcga_mine(arr);
            long upcga_phase4 = arr.phase;
#line 37 "samples/upc/alloc_all.upc"
            if (upcga_mine4 && upcga_phase4 + 0 >= 0 && upcga_phase4 + 6 * THREADS <= 6) {
#line 37 "samples/upc/alloc_all.upc"
                for (i = 0; i < 6 * THREADS; i++)
                    if (upcga_mine4[i] != 7 * i) {
                        if (errors < 5)
                            printf("FAIL: alloc_all: arr[%d] = %d\n", i, upcga_mine4[i]);
                        errors++;
                    }
            } else
#line 37 "samples/upc/alloc_all.upc"
                for (i = 0; i < 6 * THREADS; i++)
                    if ((upcga_mine4 && (unsigned long)(upcga_phase4 + i) < 6 ? upcga_mine4[i] : UPCGA_READ(int, upcga_add(arr, sizeof(int), i, 6))) != 7 * i) {
                        if (errors < 5)
                            printf("FAIL: alloc_all: arr[%d] = %d\n", i, upcga_mine4 && (unsigned long)(upcga_phase4 + i) < 6 ? upcga_mine4[i] : UPCGA_READ(int, upcga_add(arr, sizeof(int), i, 6)));
                        errors++;
                    }
        }
#line 43 "samples/upc/alloc_all.upc"
        {
#line 43 "samples/upc/alloc_all.upc"
            /* local pointers for this thread's elements */
            double *upcga_mine5 = upcga_mine(dv);
            long upcga_phase5 = dv.phase;
#line 43 "samples/upc/alloc_all.upc"
            if (upcga_mine5 && upcga_phase5 + 0 >= 0 && upcga_phase5 + 4 * nb <= 4) {
#line 43 "samples/upc/alloc_all.upc"
                for (i = 0; i < 4 * nb; i++)
                    if (upcga_mine5[i] != i / 2.0 || upcga_threadof(upcga_add(dv, sizeof(double), i, 4)) != (size_t)(i / 4 % THREADS))
                        errors++;
            } else
#line 43 "samples/upc/alloc_all.upc"
                for (i = 0; i < 4 * nb; i++)
                    if ((upcga_mine5 && (unsigned long)(upcga_phase5 + i) < 4 ? upcga_mine5[i] : UPCGA_READ(double, upcga_add(dv, sizeof(double), i, 4))) != i / 2.0 || upcga_threadof(upcga_add(dv, sizeof(double), i, 4)) != (size_t)(i / 4 % THREADS))
                        errors++;
        }
#line 46 "samples/upc/alloc_all.upc"
        if (errors)
            printf("FAIL: alloc_all: %d errors\n", errors);
        else
            printf("PASS: alloc_all\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    /* collective: every thread passes the same pointer */
#line 53 "samples/upc/alloc_all.upc"
    upcga_all_free(arr);
    upcga_all_free(dv);
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_alloc_all(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_got = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "got", block, upcga_rows);
        got_local = upcga_own_row(g_got, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_alloc_all_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_alloc_all;
