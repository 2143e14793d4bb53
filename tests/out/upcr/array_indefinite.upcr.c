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
#line 1 "samples/upc/array_indefinite.upc"
/* array_indefinite.upc - the indefinite layout shared []: the whole array lives on thread 0; pointers to it never change thread. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/array_indefinite.upc"
upcr_pshared_ptr_t table;
upcr_pshared_ptr_t weights;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;
    upcr_pshared_ptr_t p;

    /* every thread fills a strided part of the array, all of which is on thread 0 */
    for (i = ((int)upcr_mythread()); i < 64; i += ((int)upcr_threads()))
        upcr_put_pshared_val(upcr_add_psharedI(table, sizeof(int), i), 0, (int)(2 * i + 5), sizeof(int));
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        upcr_put_pshared_doubleval(weights, 0, 0.5);
        upcr_put_pshared_doubleval(upcr_add_psharedI(weights, sizeof(double), 1), 0, 0.25);
        upcr_put_pshared_doubleval(upcr_add_psharedI(weights, sizeof(double), 2), 0, 0.125);
        upcr_put_pshared_doubleval(upcr_add_psharedI(weights, sizeof(double), 3), 0, 0.125);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        /* thread 0 owns it all: a local pointer walks it */
#line 27 "samples/upc/array_indefinite.upc"
        int *local = (int *)upcr_pshared_to_local(table);
        double w = 0.0;
        for (i = 0; i < 64; i++) {
            if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(table, sizeof(int), i))) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_psharedI(table, sizeof(int), i))) != 0)
                errors++;
            if (local[i] != 2 * i + 5 || (int)upcr_get_pshared_val(upcr_add_psharedI(table, sizeof(int), i), 0, sizeof(int)) != local[i]) {
                if (errors < 5)
                    printf("FAIL: array_indefinite: table[%d]=%d\n", i, (int)upcr_get_pshared_val(upcr_add_psharedI(table, sizeof(int), i), 0, sizeof(int)));
                errors++;
            }
        }
        /* a pointer walking an indefinite block stays on thread 0 */
        p = table;
        for (i = 0; i < 64; i++, p = upcr_add_psharedI(p, sizeof(int), 1))
            if (upcr_threadof_shared(upcr_pshared_to_shared(p)) != 0 || (int)upcr_get_pshared_val(p, 0, sizeof(int)) != 2 * i + 5)
                errors++;
        if (upcr_sub_psharedI(p, table, sizeof(int)) != 64)
            errors++;
        {
#line 45 "samples/upc/array_indefinite.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)4;
#line 45 "samples/upc/array_indefinite.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)4 && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(double))) {
                double upcrt_gathered2[16384 / sizeof(double)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_psharedI(weights, sizeof(double), upcrt_gather_lo1)), sizeof(double), 0, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 45 "samples/upc/array_indefinite.upc"
                for (i = 0; i < 4; i++)
                    w += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 45 "samples/upc/array_indefinite.upc"
                for (i = 0; i < 4; i++)
                    w += upcr_get_pshared_doubleval(upcr_add_psharedI(weights, sizeof(double), i), 0);
        }
#line 47 "samples/upc/array_indefinite.upc"
        if (w != 1.0 || 0 != 0)
            errors++;
        if (errors)
            printf("FAIL: array_indefinite: %d errors\n", errors);
        else
            printf("PASS: array_indefinite\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_indefinite(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &table, sizeof(int) * 64, 1, 0, sizeof(int), "table", "shared [] int [64]" },
        { &weights, sizeof(double) * 4, 1, 0, sizeof(double), "weights", "shared [] double [4]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_array_indefinite_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_indefinite;
