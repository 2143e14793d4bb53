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
#line 1 "samples/upc/forall_ptr_loop.upc"
/* forall_ptr_loop.upc - upc_forall whose loop variable is a pointer-to-shared, used directly as the affinity, over a blocked array and an upc_all_alloc'd one. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/forall_ptr_loop.upc"
upcr_shared_ptr_t v;
upcr_pshared_ptr_t count;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 5 * 3 * ((int)upcr_threads()), mine = 0, errors = 0;
    upcr_shared_ptr_t p;
    upcr_shared_ptr_t dyn;
#line 15 "samples/upc/forall_ptr_loop.upc"
    upcr_shared_ptr_t q;

    {
#line 17 "samples/upc/forall_ptr_loop.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 17 "samples/upc/forall_ptr_loop.upc"
        for (p = v; upcr_sub_shared(p, upcr_add_shared(v, sizeof(double), n, 5), sizeof(double), 5) < 0; p = upcr_add_shared(p, sizeof(double), 1, 5)) {
#line 17 "samples/upc/forall_ptr_loop.upc"
            if (!upcrt_nested1 && !(upcr_threadof_shared(p) == ((int)upcr_mythread())))
                continue;
#line 17 "samples/upc/forall_ptr_loop.upc"
            {
                /* the index is a pointer difference */
#line 18 "samples/upc/forall_ptr_loop.upc"
                upcr_put_shared_doubleval(p, 0, upcr_sub_shared(p, v, sizeof(double), 5) * 1.5);
                mine += upcr_threadof_shared(p) == (size_t)((int)upcr_mythread());
            }
        }
#line 17 "samples/upc/forall_ptr_loop.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    upcr_put_pshared_val(upcr_add_pshared1(count, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));

    dyn = upcr_all_alloc(3 * ((int)upcr_threads()), 5 * sizeof(int));
    {
#line 24 "samples/upc/forall_ptr_loop.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 24 "samples/upc/forall_ptr_loop.upc"
        for (q = dyn; !upcr_isequal_shared_shared(q, upcr_add_shared(dyn, sizeof(int), n, 5)); q = upcr_add_shared(q, sizeof(int), 1, 5)) {
#line 24 "samples/upc/forall_ptr_loop.upc"
            if (!upcrt_nested2 && !(upcr_threadof_shared(q) == ((int)upcr_mythread())))
                continue;
#line 25 "samples/upc/forall_ptr_loop.upc"
            upcr_put_shared_val(q, 0, (int)(int)upcr_sub_shared(q, dyn, sizeof(int), 5), sizeof(int));
        }
#line 24 "samples/upc/forall_ptr_loop.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        {
#line 29 "samples/upc/forall_ptr_loop.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine3 = upcr_threadof_shared(dyn) == upcr_mythread() ? upcr_shared_to_local(dyn) : 0;
            long upcrt_phase3 = upcr_phaseof_shared(dyn);
#line 29 "samples/upc/forall_ptr_loop.upc"
            if (upcrt_mine3 && upcrt_phase3 + 0 >= 0 && upcrt_phase3 + n <= 5)
#line 29 "samples/upc/forall_ptr_loop.upc"
                for (i = 0; i < n; i++) {
                    if (upcr_get_shared_doubleval(upcr_add_shared(v, sizeof(double), i, 5), 0) != i * 1.5 || upcrt_mine3[i] != i) {
                        if (errors < 5)
                            printf("FAIL: forall_ptr_loop: v[%d] = %g, dyn[%d] = %d\n", i, upcr_get_shared_doubleval(upcr_add_shared(v, sizeof(double), i, 5), 0), i, upcrt_mine3[i]);
                        errors++;
                    }
                }
            else
#line 29 "samples/upc/forall_ptr_loop.upc"
                for (i = 0; i < n; i++) {
                    if (upcr_get_shared_doubleval(upcr_add_shared(v, sizeof(double), i, 5), 0) != i * 1.5 || (upcrt_mine3 && (unsigned long)(upcrt_phase3 + i) < 5 ? upcrt_mine3[i] : (int)upcr_get_shared_val(upcr_add_shared(dyn, sizeof(int), i, 5), 0, sizeof(int))) != i) {
                        if (errors < 5)
                            printf("FAIL: forall_ptr_loop: v[%d] = %g, dyn[%d] = %d\n", i, upcr_get_shared_doubleval(upcr_add_shared(v, sizeof(double), i, 5), 0), i, upcrt_mine3 && (unsigned long)(upcrt_phase3 + i) < 5 ? upcrt_mine3[i] : (int)upcr_get_shared_val(upcr_add_shared(dyn, sizeof(int), i, 5), 0, sizeof(int)));
                        errors++;
                    }
                }
        }
#line 36 "samples/upc/forall_ptr_loop.upc"
        for (i = 0; i < ((int)upcr_threads()); i++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(count, sizeof(int), i), 0, sizeof(int)) != 5 * 3) {
                printf("FAIL: forall_ptr_loop: thread %d ran %d iterations\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(count, sizeof(int), i), 0, sizeof(int)));
                errors++;
            }
        if (errors)
            printf("FAIL: forall_ptr_loop: %d errors\n", errors);
        else
            printf("PASS: forall_ptr_loop\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_free(dyn);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_forall_ptr_loop(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &count, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "count", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &v, 5 * sizeof(double), (15 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(double), "v", "shared [5] double [15 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_forall_ptr_loop_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_forall_ptr_loop;
