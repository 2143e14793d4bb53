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
typedef struct pgas_upc_atomicdomain upc_atomicdomain_t;
typedef int upc_atomichint_t;
#line 1 "samples/upc/atomic_ops.upc"
/* atomic_ops.upc - <upc_atomic.h>: a domain from upc_all_atomicdomain_alloc; UPC_INC, UPC_DEC, UPC_ADD, UPC_SUB, UPC_SET, UPC_GET, UPC_CSWAP, UPC_MAX with fetched values, relaxed and strict. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/atomic_ops.upc"
upcr_pshared_ptr_t counter;
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t maxseen;
upcr_pshared_ptr_t slots;
/* ticket value -> thread that drew it */
#line 11 "samples/upc/atomic_ops.upc"
upcr_pshared_ptr_t tickets;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int k, t, errors = 0;
    long one = 1, v, fetched, zero = 0;
    upcr_shared_ptr_t dom = upc_all_atomicdomain_alloc(7, (upc_op_t)1 << 15 | (upc_op_t)1 << 16 | (upc_op_t)1 << 0 | (upc_op_t)1 << 14 | (upc_op_t)1 << 12 | (upc_op_t)1 << 11 | (upc_op_t)1 << 13 | (upc_op_t)1 << 8, 0);


    if (((int)upcr_mythread()) == 0) {
        upc_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(counter), &zero, (void *)0);
        upc_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(total), &zero, (void *)0);
        upc_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(maxseen), &zero, (void *)0);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* UPC_INC with fetch: every fetched value is a distinct ticket */
    for (k = 0; k < 20; k++) {
        upc_atomic_relaxed(dom, &fetched, (upc_op_t)1 << 15, upcr_pshared_to_shared(counter), (void *)0, (void *)0);
        upcr_put_pshared_val(upcr_add_pshared1(tickets, sizeof(long), fetched), 0, (long)((int)upcr_mythread()), sizeof(long));
    }
    /* UPC_ADD and UPC_SUB, UPC_MAX */
    v = 10L * (((int)upcr_mythread()) + 1);
    upc_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 0, upcr_pshared_to_shared(total), &v, (void *)0);
    upc_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 14, upcr_pshared_to_shared(total), &one, (void *)0);
    upc_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(maxseen), &v, (void *)0);
    /* UPC_DEC then UPC_INC leaves a value unchanged */
    upc_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 16, upcr_pshared_to_shared(upcr_add_pshared1(slots, sizeof(long), ((int)upcr_mythread()))), (void *)0, (void *)0);
    upc_atomic_relaxed(dom, (void *)0, (upc_op_t)1 << 15, upcr_pshared_to_shared(upcr_add_pshared1(slots, sizeof(long), ((int)upcr_mythread()))), (void *)0, (void *)0);
    /* UPC_CSWAP: only a matching expected value swaps */
    {
        long expect = 0, newval = 7, wrong = 99;
        upc_atomic_relaxed(dom, &fetched, (upc_op_t)1 << 13, upcr_pshared_to_shared(upcr_add_pshared1(slots, sizeof(long), ((int)upcr_mythread()))), &wrong, &newval);
        if (fetched != 0)
            upcr_put_pshared_val(upcr_add_pshared1(slots, sizeof(long), ((int)upcr_mythread())), 0, (long)-100, sizeof(long));
        upc_atomic_relaxed(dom, &fetched, (upc_op_t)1 << 13, upcr_pshared_to_shared(upcr_add_pshared1(slots, sizeof(long), ((int)upcr_mythread()))), &expect, &newval);
        if (fetched != 0)
            upcr_put_pshared_val(upcr_add_pshared1(slots, sizeof(long), ((int)upcr_mythread())), 0, (long)-200, sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long c, tot, mx;
        upc_atomic_strict(dom, &c, (upc_op_t)1 << 11, upcr_pshared_to_shared(counter), (void *)0, (void *)0);
        upc_atomic_strict(dom, &tot, (upc_op_t)1 << 11, upcr_pshared_to_shared(total), (void *)0, (void *)0);
        upc_atomic_strict(dom, &mx, (upc_op_t)1 << 11, upcr_pshared_to_shared(maxseen), (void *)0, (void *)0);
        if (c != (long)20 * ((int)upcr_threads()) || tot != 5L * ((int)upcr_threads()) * (((int)upcr_threads()) + 1) - ((int)upcr_threads()) || mx != 10L * ((int)upcr_threads())) {
            printf("FAIL: atomic_ops: counter %ld, total %ld, max %ld\n", c, tot, mx);
            errors++;
        }
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int n = 0;
            long s;
            {
#line 65 "samples/upc/atomic_ops.upc"
                /* The loop's reads of shared arrays by its counter, in one bulk read each. */
                long upcrt_gather_lo1 = (long)0;
                long upcrt_gather_hi1 = (long)(20 * ((int)upcr_threads()));
#line 65 "samples/upc/atomic_ops.upc"
                if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)(20 * ((int)upcr_threads())) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(long))) {
                    long upcrt_gathered2[16384 / sizeof(long)];
                    if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                        upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(tickets, sizeof(long), upcrt_gather_lo1)), sizeof(long), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                    }
#line 65 "samples/upc/atomic_ops.upc"
                    for (k = 0; k < 20 * ((int)upcr_threads()); k++)
                        n += upcrt_gathered2[k - upcrt_gather_lo1] == t;
                } else
#line 65 "samples/upc/atomic_ops.upc"
                    for (k = 0; k < 20 * ((int)upcr_threads()); k++)
                        n += (long)upcr_get_pshared_val(upcr_add_pshared1(tickets, sizeof(long), k), 0, sizeof(long)) == t;
            }
#line 67 "samples/upc/atomic_ops.upc"
            upc_atomic_strict(dom, &s, (upc_op_t)1 << 11, upcr_pshared_to_shared(upcr_add_pshared1(slots, sizeof(long), t)), (void *)0, (void *)0);
            if (n != 20 || s != 7)
                errors++;
        }
        if (errors)
            printf("FAIL: atomic_ops: %d errors\n", errors);
        else
            printf("PASS: atomic_ops\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upc_all_atomicdomain_free(dom);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_atomic_ops(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(long), 1, 0, sizeof(long), "counter", "shared long" },
        { &total, sizeof(long), 1, 0, sizeof(long), "total", "shared long" },
        { &maxseen, sizeof(long), 1, 0, sizeof(long), "maxseen", "shared long" },
        { &slots, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "slots", "shared long [1 * THREADS]" },
        { &tickets, sizeof(long), 20 * ((int)upcr_threads()), 0, sizeof(long), "tickets", "shared long [20 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
}
static void (*const upcrt_alloc_atomic_ops_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_atomic_ops;
