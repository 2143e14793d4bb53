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
#line 1 "samples/upc/array_cyclic.upc"
/* array_cyclic.upc - the default cyclic layout: shared int a[10*THREADS], element i on thread i % THREADS, phase always 0. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/array_cyclic.upc"
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t owner;
/* a size that is not a multiple of THREADS */
#line 8 "samples/upc/array_cyclic.upc"
upcr_pshared_ptr_t d;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;

    /* each thread writes the elements it owns */
    for (i = ((int)upcr_mythread()); i < 10 * ((int)upcr_threads()); i += ((int)upcr_threads())) {
        upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, (int)(3 * i + 1), sizeof(int));
        upcr_put_pshared_val(upcr_add_pshared1(owner, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
    }
    for (i = ((int)upcr_mythread()); i < 37; i += ((int)upcr_threads()))
        upcr_put_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), i), 0, i * 0.5);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long sum = 0;
        double dsum = 0.0;
        for (i = 0; i < 10 * ((int)upcr_threads()); i++) {
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int)) != 3 * i + 1 || (int)upcr_get_pshared_val(upcr_add_pshared1(owner, sizeof(int), i), 0, sizeof(int)) != i % ((int)upcr_threads())) {
                if (errors < 5)
                    printf("FAIL: array_cyclic: a[%d]=%d owner=%d\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(owner, sizeof(int), i), 0, sizeof(int)));
                errors++;
            }
            if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i))) != (size_t)(i % ((int)upcr_threads())) || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i))) != 0)
                errors++;
            sum += (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int));
        }
        /* sum of 3i+1 for i < n */
        {
            long n = 10 * ((int)upcr_threads());
            if (sum != 3 * n * (n - 1) / 2 + n)
                errors++;
        }
        for (i = 0; i < 37; i++) {
            dsum += upcr_get_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), i), 0);
            if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(d, sizeof(double), i))) != (size_t)(i % ((int)upcr_threads())))
                errors++;
        }
        if (dsum != 0.5 * 36 * 37 / 2)
            errors++;
        /* consecutive elements of one thread are THREADS apart */
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread()) + ((int)upcr_threads())))) != upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread())))))
            errors++;
        if (errors)
            printf("FAIL: array_cyclic: %d errors\n", errors);
        else
            printf("PASS: array_cyclic\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_cyclic(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 10 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [10 * THREADS]" },
        { &owner, sizeof(int), 10 * ((int)upcr_threads()), 0, sizeof(int), "owner", "shared int [10 * THREADS]" },
        { &d, sizeof(double), 37, 0, sizeof(double), "d", "shared double [37]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_array_cyclic_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_cyclic;
