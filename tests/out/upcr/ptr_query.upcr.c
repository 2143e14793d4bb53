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
#line 1 "samples/upc/ptr_query.upc"
/* ptr_query.upc - upc_threadof, upc_phaseof, upc_addrfield and upc_resetphase on blocked, cyclic and indefinite arrays and on a shared scalar. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/ptr_query.upc"
/* two blocks per thread */
#line 6 "samples/upc/ptr_query.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t c;
upcr_pshared_ptr_t ind;
upcr_pshared_ptr_t s;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, mine = 0;
    int n = 2 * 3 * ((int)upcr_threads());

    for (i = 0; i < n; i++) {
        int t = i / 3 % ((int)upcr_threads());
        /* index in the owner's memory */
#line 20 "samples/upc/ptr_query.upc"
        int local = i / 3 / ((int)upcr_threads()) * 3 + i % 3;
        if (upcr_threadof_shared(upcr_add_shared(a, sizeof(int), i, 3)) != (size_t)t || upcr_phaseof_shared(upcr_add_shared(a, sizeof(int), i, 3)) != (size_t)(i % 3))
            mine++;
        /* the address field counts bytes in the owner's memory from its first element */
        if (upcr_addrfield_shared(upcr_add_shared(a, sizeof(int), i, 3)) - upcr_addrfield_shared(upcr_add_shared(a, sizeof(int), 3 * t, 3)) != local * sizeof(int))
            mine++;
    }
    for (i = 0; i + ((int)upcr_threads()) < 4 * ((int)upcr_threads()); i++) {
        if (upcr_addrfield_shared(upcr_pshared_to_shared(upcr_add_pshared1(c, sizeof(long), i + ((int)upcr_threads())))) - upcr_addrfield_shared(upcr_pshared_to_shared(upcr_add_pshared1(c, sizeof(long), i))) != sizeof(long))
            mine++;
        if (upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_pshared1(c, sizeof(long), i))) != 0 || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(c, sizeof(long), i))) != (size_t)(i % ((int)upcr_threads())))
            mine++;
    }
    for (i = 0; i < 10; i++)
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(ind, sizeof(short), i))) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_psharedI(ind, sizeof(short), i))) != 0 || upcr_addrfield_shared(upcr_pshared_to_shared(upcr_add_psharedI(ind, sizeof(short), i))) - upcr_addrfield_shared(upcr_pshared_to_shared(ind)) != i * sizeof(short))

            mine++;
    if (upcr_threadof_shared(upcr_pshared_to_shared(s)) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(s)) != 0)
        mine++;

    /* upc_resetphase: same thread and address, phase 0 */
    for (i = 0; i < n; i++) {
        upcr_shared_ptr_t r = upcr_shared_resetphase(upcr_add_shared(a, sizeof(int), i, 3));
        if (upcr_phaseof_shared(r) != 0 || upcr_threadof_shared(r) != upcr_threadof_shared(upcr_add_shared(a, sizeof(int), i, 3)) || upcr_addrfield_shared(r) != upcr_addrfield_shared(upcr_add_shared(a, sizeof(int), i, 3)))

            mine++;
        if (i % 3 == 0 && !upcr_isequal_shared_shared(r, upcr_add_shared(a, sizeof(int), i, 3)))
            mine++;
    }
    /* the queries of a pointer I own agree with MYTHREAD */
    if (upcr_threadof_shared(upcr_add_shared(a, sizeof(int), 3 * ((int)upcr_mythread()) + 1, 3)) != (size_t)((int)upcr_mythread()) || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(c, sizeof(long), ((int)upcr_mythread())))) != (size_t)((int)upcr_mythread()))
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 57 "samples/upc/ptr_query.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 57 "samples/upc/ptr_query.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 57 "samples/upc/ptr_query.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 57 "samples/upc/ptr_query.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 59 "samples/upc/ptr_query.upc"
        if (total)
            printf("FAIL: ptr_query: %d errors\n", total);
        else
            printf("PASS: ptr_query\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_query(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &c, sizeof(long), 4 * ((int)upcr_threads()), 0, sizeof(long), "c", "shared long [4 * THREADS]" },
        { &ind, sizeof(short) * 10, 1, 0, sizeof(short), "ind", "shared [] short [10]" },
        { &s, sizeof(double), 1, 0, sizeof(double), "s", "shared double" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 3 * sizeof(int), (6 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "a", "shared [3] int [6 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_ptr_query_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_query;
