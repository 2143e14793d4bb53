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
#line 1 "samples/upc/alloc_local.upc"
/* alloc_local.upc - upc_alloc: shared memory with affinity to the calling thread, filled through a local pointer and read remotely by the others through a shared directory. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/alloc_local.upc"
upcr_pshared_ptr_t parts;
upcr_pshared_ptr_t sums;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, errors = 0;
    upcr_pshared_ptr_t mine = upcr_shared_to_pshared(upcr_alloc(40 * sizeof(double)));
    double *fast;

    if (upcr_isnull_pshared(mine) || upcr_threadof_shared(upcr_pshared_to_shared(mine)) != (size_t)((int)upcr_mythread())) {
        upcr_put_pshared_doubleval(upcr_add_pshared1(sums, sizeof(double), ((int)upcr_mythread())), 0, -1.0);
    } else {
        /* it is local: a C pointer works on it */
#line 19 "samples/upc/alloc_local.upc"
        fast = (double *)upcr_pshared_to_local(mine);
        for (i = 0; i < 40; i++)
            fast[i] = ((int)upcr_mythread()) + i / 4.0;
    }
    ({ upcr_pshared_ptr_t upcrt_val1 = mine; upcr_put_pshared(upcr_add_pshared1(parts, sizeof(upcr_pshared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val1, sizeof upcrt_val1); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* sum the part of the next thread: remote reads through the shared pointer */
    {
        int next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
        upcr_pshared_ptr_t p;
#line 29 "samples/upc/alloc_local.upc"
        upcr_get_pshared(&p, upcr_add_pshared1(parts, sizeof(upcr_pshared_ptr_t), next), 0, sizeof p);
        double s = 0.0;
        {
#line 31 "samples/upc/alloc_local.upc"
            /* local pointers for this thread's elements */
            double *upcrt_mine2 = upcr_threadof_pshared(p) == upcr_mythread() ? upcr_pshared_to_local(p) : 0;
            long upcrt_phase2 = upcr_phaseof_pshared(p);
#line 31 "samples/upc/alloc_local.upc"
            if (upcrt_mine2)
#line 31 "samples/upc/alloc_local.upc"
                for (i = 0; i < 40; i++)
                    s += upcrt_mine2[i];
            else
#line 31 "samples/upc/alloc_local.upc"
                for (i = 0; i < 40; i++)
                    s += upcrt_mine2 ? upcrt_mine2[i] : upcr_get_pshared_doubleval(upcr_add_psharedI(p, sizeof(double), i), 0);
        }
#line 33 "samples/upc/alloc_local.upc"
        if (upcr_get_pshared_doubleval(upcr_add_pshared1(sums, sizeof(double), ((int)upcr_mythread())), 0) == 0.0)
            upcr_put_pshared_doubleval(upcr_add_pshared1(sums, sizeof(double), ((int)upcr_mythread())), 0, s);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int next = (t + 1) % ((int)upcr_threads());
            double want = 40 * (double)next + 40 * (40 - 1) / 2 / 4.0;
            if (upcr_get_pshared_doubleval(upcr_add_pshared1(sums, sizeof(double), t), 0) != want) {
                printf("FAIL: alloc_local: thread %d summed %g, expected %g\n", t, upcr_get_pshared_doubleval(upcr_add_pshared1(sums, sizeof(double), t), 0), want);
                errors++;
            }
            if (upcr_threadof_shared(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, upcr_add_pshared1(parts, sizeof(upcr_pshared_ptr_t), t), 0, sizeof upcrt_val3); upcrt_val3; }))) != (size_t)t || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val4; upcr_get_pshared(&upcrt_val4, upcr_add_pshared1(parts, sizeof(upcr_pshared_ptr_t), t), 0, sizeof upcrt_val4); upcrt_val4; }), sizeof(double), 40), sizeof(double), -1))) != (size_t)t)
                errors++;
        }
        if (errors)
            printf("FAIL: alloc_local: %d errors\n", errors);
        else
            printf("PASS: alloc_local\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_free(upcr_pshared_to_shared(mine));
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_alloc_local(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &parts, sizeof(upcr_pshared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "parts", "shared [] double *shared [1 * THREADS]" },
        { &sums, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "sums", "shared double [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_alloc_local_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_alloc_local;
