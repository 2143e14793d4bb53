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
#line 1 "samples/upc/atomic_cswap.upc"
/* atomic_cswap.upc - a lock-free shared stack built on UPC_CSWAP over int in a strict domain (hint chosen with upc_atomic_isfast): pushes from every thread are all kept. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/atomic_cswap.upc"
/* index of the top node, or EMPTY */
#line 8 "samples/upc/atomic_cswap.upc"
upcr_pshared_ptr_t top;
/* the link of each node */
#line 9 "samples/upc/atomic_cswap.upc"
upcr_pshared_ptr_t next;
upcr_pshared_ptr_t payload;
/* how often the check met each node */
#line 11 "samples/upc/atomic_cswap.upc"
upcr_pshared_ptr_t found;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int k, errors = 0;
    int empty = -1;
    /* either answer is allowed: it only picks the hint */
    upc_atomichint_t hint = upc_atomic_isfast(5, (upc_op_t)1 << 13, upcr_pshared_to_shared(top)) ? 1 : 2;

    upcr_shared_ptr_t dom = upc_all_atomicdomain_alloc(5, (upc_op_t)1 << 13 | (upc_op_t)1 << 11 | (upc_op_t)1 << 12, hint);

    if (((int)upcr_mythread()) == 0)
        upc_atomic_strict(dom, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(top), &empty, (void *)0);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* push my nodes: node id = PER * MYTHREAD + k */
    for (k = 0; k < 12; k++) {
        int node = 12 * ((int)upcr_mythread()) + k, old, seen;
        upcr_put_pshared_val(upcr_add_pshared1(payload, sizeof(int), node), 0, (int)(node * 3), sizeof(int));
        upc_atomic_strict(dom, &old, (upc_op_t)1 << 11, upcr_pshared_to_shared(top), (void *)0, (void *)0);
        for (;;) {
            upcr_put_pshared_val(upcr_add_pshared1(next, sizeof(int), node), 0, (int)old, sizeof(int));
            upc_atomic_strict(dom, &seen, (upc_op_t)1 << 13, upcr_pshared_to_shared(top), &old, &node);
            if (seen == old)
                /* swapped in */
#line 36 "samples/upc/atomic_cswap.upc"
                break;
            /* somebody else pushed first: retry */
#line 37 "samples/upc/atomic_cswap.upc"
            old = seen;
        }
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int count = 0, cur;
        int n = 12 * ((int)upcr_threads());
        upc_atomic_strict(dom, &cur, (upc_op_t)1 << 11, upcr_pshared_to_shared(top), (void *)0, (void *)0);
        while (cur != -1 && count <= n) {
            if (cur < 0 || cur >= n || (int)upcr_get_pshared_val(upcr_add_pshared1(payload, sizeof(int), cur), 0, sizeof(int)) != cur * 3) {
                errors++;
                break;
            }
            upcr_put_pshared_val(upcr_add_pshared1(found, sizeof(int), cur), 0, (int)((int)upcr_get_pshared_val(upcr_add_pshared1(found, sizeof(int), cur), 0, sizeof(int)) + 1), sizeof(int));
            count++;
            cur = (int)upcr_get_pshared_val(upcr_add_pshared1(next, sizeof(int), cur), 0, sizeof(int));
        }
        if (count != n)
            errors++;
        {
#line 57 "samples/upc/atomic_cswap.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)n;
#line 57 "samples/upc/atomic_cswap.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)(12 * ((int)upcr_threads())) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(found, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 57 "samples/upc/atomic_cswap.upc"
                for (k = 0; k < n; k++)
                    if (upcrt_gathered2[k - upcrt_gather_lo1] != 1)
                        errors++;
            } else
#line 57 "samples/upc/atomic_cswap.upc"
                for (k = 0; k < n; k++)
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(found, sizeof(int), k), 0, sizeof(int)) != 1)
                        errors++;
        }
#line 60 "samples/upc/atomic_cswap.upc"
        if (errors)
            printf("FAIL: atomic_cswap: %d errors (%d nodes on the stack)\n", errors, count);
        else
            printf("PASS: atomic_cswap\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upc_all_atomicdomain_free(dom);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_atomic_cswap(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &top, sizeof(int), 1, 0, sizeof(int), "top", "shared int" },
        { &next, sizeof(int), 12 * ((int)upcr_threads()), 0, sizeof(int), "next", "shared int [12 * THREADS]" },
        { &payload, sizeof(int), 12 * ((int)upcr_threads()), 0, sizeof(int), "payload", "shared int [12 * THREADS]" },
        { &found, sizeof(int), 12 * ((int)upcr_threads()), 0, sizeof(int), "found", "shared int [12 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
}
static void (*const upcrt_alloc_atomic_cswap_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_atomic_cswap;
