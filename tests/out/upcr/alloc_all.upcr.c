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
#line 1 "samples/upc/alloc_all.upc"
/* alloc_all.upc - collective allocation with upc_all_alloc (every thread gets the same pointer, blocks dealt round robin) and upc_all_free. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/alloc_all.upc"
/* what each thread received */
#line 6 "samples/upc/alloc_all.upc"
upcr_pshared_ptr_t got;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, errors = 0;
    /* a block count that is not a multiple of THREADS */
#line 12 "samples/upc/alloc_all.upc"
    int nb = 2 * ((int)upcr_threads()) + 1;
    upcr_shared_ptr_t arr;
    upcr_shared_ptr_t dv;

    arr = upcr_all_alloc(((int)upcr_threads()), 6 * sizeof(int));
    dv = upcr_all_alloc(nb, 4 * sizeof(double));
    ({ upcr_shared_ptr_t upcrt_val1 = arr; upcr_put_pshared(upcr_add_pshared1(got, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val1, sizeof upcrt_val1); });
    {
#line 19 "samples/upc/alloc_all.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 19 "samples/upc/alloc_all.upc"
        for (i = 0; i < 6 * ((int)upcr_threads()); i++) {
#line 19 "samples/upc/alloc_all.upc"
            if (!upcrt_nested2 && !(upcr_threadof_shared(upcr_add_shared(arr, sizeof(int), i, 6)) == ((int)upcr_mythread())))
                continue;
#line 20 "samples/upc/alloc_all.upc"
            upcr_put_shared_val(upcr_add_shared(arr, sizeof(int), i, 6), 0, (int)(7 * i), sizeof(int));
        }
#line 19 "samples/upc/alloc_all.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 21 "samples/upc/alloc_all.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 21 "samples/upc/alloc_all.upc"
        for (i = 0; i < 4 * nb; i++) {
#line 21 "samples/upc/alloc_all.upc"
            if (!upcrt_nested3 && !(upcr_threadof_shared(upcr_add_shared(dv, sizeof(double), i, 4)) == ((int)upcr_mythread())))
                continue;
#line 22 "samples/upc/alloc_all.upc"
            upcr_put_shared_doubleval(upcr_add_shared(dv, sizeof(double), i, 4), 0, i / 2.0);
        }
#line 21 "samples/upc/alloc_all.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        if (upcr_isnull_shared(arr) || upcr_isnull_shared(dv)) {
            printf("FAIL: alloc_all: allocation failed\n");
            errors++;
        }
        {
#line 30 "samples/upc/alloc_all.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine4 = upcr_threadof_shared(arr) == upcr_mythread() ? upcr_shared_to_local(arr) : 0;
            long upcrt_phase4 = upcr_phaseof_shared(arr);
#line 30 "samples/upc/alloc_all.upc"
            if (upcrt_mine4 && upcrt_phase4 + 0 >= 0 && upcrt_phase4 + ((int)upcr_threads()) <= 6)
#line 30 "samples/upc/alloc_all.upc"
                for (t = 0; t < ((int)upcr_threads()); t++) {
                    if (!upcr_isequal_shared_shared(({ upcr_shared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, upcr_add_pshared1(got, sizeof(upcr_shared_ptr_t), t), 0, sizeof upcrt_val6); upcrt_val6; }), arr))
                        errors++;
                    /* block t of the allocation is on thread t */
                    if (upcr_threadof_shared(upcr_add_shared(arr, sizeof(int), 6 * t, 6)) != (size_t)t || upcr_phaseof_shared(upcr_add_shared(arr, sizeof(int), 6 * t + 1, 6)) != 1)
                        errors++;
                }
            else
#line 30 "samples/upc/alloc_all.upc"
                for (t = 0; t < ((int)upcr_threads()); t++) {
                    if (!upcr_isequal_shared_shared(({ upcr_shared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, upcr_add_pshared1(got, sizeof(upcr_shared_ptr_t), t), 0, sizeof upcrt_val5); upcrt_val5; }), arr))
                        errors++;

                    if (upcr_threadof_shared(upcr_add_shared(arr, sizeof(int), 6 * t, 6)) != (size_t)t || upcr_phaseof_shared(upcr_add_shared(arr, sizeof(int), 6 * t + 1, 6)) != 1)
                        errors++;
                }
        }
#line 37 "samples/upc/alloc_all.upc"
        {
#line 37 "samples/upc/alloc_all.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine7 = upcr_threadof_shared(arr) == upcr_mythread() ? upcr_shared_to_local(arr) : 0;
            long upcrt_phase7 = upcr_phaseof_shared(arr);
#line 37 "samples/upc/alloc_all.upc"
            if (upcrt_mine7 && upcrt_phase7 + 0 >= 0 && upcrt_phase7 + 6 * ((int)upcr_threads()) <= 6) {
#line 37 "samples/upc/alloc_all.upc"
                for (i = 0; i < 6 * ((int)upcr_threads()); i++)
                    if (upcrt_mine7[i] != 7 * i) {
                        if (errors < 5)
                            printf("FAIL: alloc_all: arr[%d] = %d\n", i, upcrt_mine7[i]);
                        errors++;
                    }
            } else
#line 37 "samples/upc/alloc_all.upc"
                for (i = 0; i < 6 * ((int)upcr_threads()); i++)
                    if ((upcrt_mine7 && (unsigned long)(upcrt_phase7 + i) < 6 ? upcrt_mine7[i] : (int)upcr_get_shared_val(upcr_add_shared(arr, sizeof(int), i, 6), 0, sizeof(int))) != 7 * i) {
                        if (errors < 5)
                            printf("FAIL: alloc_all: arr[%d] = %d\n", i, upcrt_mine7 && (unsigned long)(upcrt_phase7 + i) < 6 ? upcrt_mine7[i] : (int)upcr_get_shared_val(upcr_add_shared(arr, sizeof(int), i, 6), 0, sizeof(int)));
                        errors++;
                    }
        }
#line 43 "samples/upc/alloc_all.upc"
        {
#line 43 "samples/upc/alloc_all.upc"
            /* local pointers for this thread's elements */
            double *upcrt_mine8 = upcr_threadof_shared(dv) == upcr_mythread() ? upcr_shared_to_local(dv) : 0;
            long upcrt_phase8 = upcr_phaseof_shared(dv);
#line 43 "samples/upc/alloc_all.upc"
            if (upcrt_mine8 && upcrt_phase8 + 0 >= 0 && upcrt_phase8 + 4 * nb <= 4) {
#line 43 "samples/upc/alloc_all.upc"
                for (i = 0; i < 4 * nb; i++)
                    if (upcrt_mine8[i] != i / 2.0 || upcr_threadof_shared(upcr_add_shared(dv, sizeof(double), i, 4)) != (size_t)(i / 4 % ((int)upcr_threads())))
                        errors++;
            } else
#line 43 "samples/upc/alloc_all.upc"
                for (i = 0; i < 4 * nb; i++)
                    if ((upcrt_mine8 && (unsigned long)(upcrt_phase8 + i) < 4 ? upcrt_mine8[i] : upcr_get_shared_doubleval(upcr_add_shared(dv, sizeof(double), i, 4), 0)) != i / 2.0 || upcr_threadof_shared(upcr_add_shared(dv, sizeof(double), i, 4)) != (size_t)(i / 4 % ((int)upcr_threads())))
                        errors++;
        }
#line 46 "samples/upc/alloc_all.upc"
        if (errors)
            printf("FAIL: alloc_all: %d errors\n", errors);
        else
            printf("PASS: alloc_all\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* collective: every thread passes the same pointer */
#line 53 "samples/upc/alloc_all.upc"
    upcr_all_free(arr);
    upcr_all_free(dv);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_alloc_all(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &got, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "got", "shared [6] int *shared [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_alloc_all_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_alloc_all;
