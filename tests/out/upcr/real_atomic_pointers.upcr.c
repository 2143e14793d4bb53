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
#line 1 "tests/in/real/atomic_pointers.upc"
/* UPC_PTS atomics of upc_atomic.h (UPC_GET, UPC_SET, UPC_CSWAP on a `shared void *shared`):
   every thread claims cells of a blocked array by moving a shared cursor forward with
   compare-and-swap; each cell must be claimed once. Then a compare-and-swap whose expected value
   differs from the stored one only in its phase succeeds (pointers compare by thread and
   address), and the value fetched keeps its phase. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 12 "tests/in/real/atomic_pointers.upc"
upcr_shared_ptr_t cells;
upcr_pshared_ptr_t owner;
upcr_pshared_ptr_t claims;
upcr_pshared_ptr_t cursor;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_shared_ptr_t d = upc_all_atomicdomain_alloc(22, (upc_op_t)1 << 11 | (upc_op_t)1 << 12 | (upc_op_t)1 << 13, 0);
    upcr_shared_ptr_t first = cells;
#line 20 "tests/in/real/atomic_pointers.upc"
    upcr_shared_ptr_t end = upcr_add_shared(cells, sizeof(int), 12 * ((int)upcr_threads()), 4);
    upcr_shared_ptr_t start = first;
    int mine = 0, errors = 0, i;

    if (((int)upcr_mythread()) == 0)
        upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(cursor), &start, (void *)0);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (;;) {
        upcr_shared_ptr_t old;
#line 28 "tests/in/real/atomic_pointers.upc"
        upcr_shared_ptr_t seen;
#line 28 "tests/in/real/atomic_pointers.upc"
        upcr_shared_ptr_t next;
        upc_atomic_relaxed(d, &old, (upc_op_t)1 << 11, upcr_pshared_to_shared(cursor), (void *)0, (void *)0);
        upcr_shared_ptr_t cell = old;
        if (upcr_isequal_shared_shared(cell, end))
            break;
        next = upcr_add_shared(cell, sizeof(int), 1, 4);
        upc_atomic_relaxed(d, &seen, (upc_op_t)1 << 13, upcr_pshared_to_shared(cursor), &old, &next);
        if (upcr_isequal_shared_shared(seen, old)) {
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(owner, sizeof(int), upcr_sub_shared(cell, first, sizeof(int), 4)), 0, sizeof(int)) != 0)
                errors++;
            upcr_put_pshared_val(upcr_add_pshared1(owner, sizeof(int), upcr_sub_shared(cell, first, sizeof(int), 4)), 0, (int)(((int)upcr_mythread()) + 1), sizeof(int));
            mine++;
        }
    }
    upcr_put_pshared_val(upcr_add_pshared1(claims, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int total = 0, unowned = 0;
        upcr_shared_ptr_t fetched;
#line 47 "tests/in/real/atomic_pointers.upc"
        upcr_shared_ptr_t now;
        {
#line 48 "tests/in/real/atomic_pointers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 48 "tests/in/real/atomic_pointers.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(claims, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 48 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 48 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(claims, sizeof(int), i), 0, sizeof(int));
        }
#line 50 "tests/in/real/atomic_pointers.upc"
        {
#line 50 "tests/in/real/atomic_pointers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)(12 * ((int)upcr_threads()));
#line 50 "tests/in/real/atomic_pointers.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)(12 * ((int)upcr_threads())) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered4[16384 / sizeof(int)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_pshared1(owner, sizeof(int), upcrt_gather_lo3)), sizeof(int), 1, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 50 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < 12 * ((int)upcr_threads()); i++)
                    unowned += upcrt_gathered4[i - upcrt_gather_lo3] == 0;
            } else
#line 50 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < 12 * ((int)upcr_threads()); i++)
                    unowned += (int)upcr_get_pshared_val(upcr_add_pshared1(owner, sizeof(int), i), 0, sizeof(int)) == 0;
        }
        /* &cells[5] has phase 1; the same address through an indefinitely blocked pointer has
           phase 0 and compares equal */
#line 54 "tests/in/real/atomic_pointers.upc"
        upcr_shared_ptr_t phased = upcr_add_shared(cells, sizeof(int), 5, 4);
        upcr_shared_ptr_t stored = phased;
#line 55 "tests/in/real/atomic_pointers.upc"
        upcr_shared_ptr_t expected = upcr_pshared_to_shared(upcr_shared_to_pshared(phased));
#line 55 "tests/in/real/atomic_pointers.upc"
        upcr_shared_ptr_t replacement = first;
        upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(cursor), &stored, (void *)0);
        upc_atomic_strict(d, &fetched, (upc_op_t)1 << 13, upcr_pshared_to_shared(cursor), &expected, &replacement);
        upc_atomic_strict(d, &now, (upc_op_t)1 << 11, upcr_pshared_to_shared(cursor), (void *)0, (void *)0);
        if (!upcr_isequal_shared_shared(fetched, stored) || upcr_phaseof_shared(fetched) != 1 || upcr_threadof_shared(fetched) != upcr_threadof_shared(phased))
            errors++, printf("fetched: thread %d phase %d\n", (int)upcr_threadof_shared(fetched), (int)upcr_phaseof_shared(fetched));
        if (!upcr_isequal_shared_shared(now, replacement))
            errors++, printf("the compare-and-swap did not replace the pointer\n");
        /* a compare-and-swap that must fail: the cursor is now `first` */
        upc_atomic_strict(d, &fetched, (upc_op_t)1 << 13, upcr_pshared_to_shared(cursor), &stored, &expected);
        upc_atomic_strict(d, &now, (upc_op_t)1 << 11, upcr_pshared_to_shared(cursor), (void *)0, (void *)0);
        if (!upcr_isequal_shared_shared(fetched, replacement) || !upcr_isequal_shared_shared(now, replacement))
            errors++, printf("a failing compare-and-swap changed the pointer\n");
        printf("pointer atomics on %d threads: %d cells, %d claims, %d unowned, %d errors\n", ((int)upcr_threads()), 12 * ((int)upcr_threads()), total, unowned, errors);
    } else if (errors)

        printf("thread %d: %d cells claimed twice\n", ((int)upcr_mythread()), errors);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upc_all_atomicdomain_free(d);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_atomic_pointers(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &owner, sizeof(int), 12 * ((int)upcr_threads()), 0, sizeof(int), "owner", "shared int [12 * THREADS]" },
        { &claims, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "claims", "shared int [1 * THREADS]" },
        { &cursor, sizeof(upcr_shared_ptr_t), 1, 0, sizeof(upcr_shared_ptr_t), "cursor", "shared void *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &cells, 4 * sizeof(int), (12 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "cells", "shared [4] int [12 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_atomic_pointers_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_atomic_pointers;
