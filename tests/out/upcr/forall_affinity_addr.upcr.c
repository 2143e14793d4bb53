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
#line 1 "samples/upc/forall_affinity_addr.upc"
/* forall_affinity_addr.upc - upc_forall with pointer-to-shared affinity (&a[i], a + i, &s[i].m) over cyclic, blocked, [*], indefinite and 2-D arrays: each iteration runs once, on the owner. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/forall_affinity_addr.upc"
struct cell {
    int v, w;
};
#line 8 "samples/upc/forall_affinity_addr.upc"
upcr_pshared_ptr_t cyc;
upcr_shared_ptr_t blk;
upcr_shared_ptr_t star;
upcr_pshared_ptr_t ind;
upcr_shared_ptr_t grid;
upcr_pshared_ptr_t cells;
/* who ran iteration i of loop k */
#line 14 "samples/upc/forall_affinity_addr.upc"
upcr_pshared_ptr_t ran;
/* iterations whose element was not local */
#line 15 "samples/upc/forall_affinity_addr.upc"
upcr_pshared_ptr_t remote;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, k, errors = 0, notlocal = 0;

    {
#line 22 "samples/upc/forall_affinity_addr.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 22 "samples/upc/forall_affinity_addr.upc"
        i = 0;
#line 22 "samples/upc/forall_affinity_addr.upc"
        if (upcrt_nested1)
#line 22 "samples/upc/forall_affinity_addr.upc"
            for (; i < 30; i++) {
                upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
                notlocal += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(cyc, sizeof(int), i))) != (size_t)((int)upcr_mythread());
            }
        else {
#line 22 "samples/upc/forall_affinity_addr.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_cyc = upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 22 "samples/upc/forall_affinity_addr.upc"
            long upcrt_bound = 30;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 22 "samples/upc/forall_affinity_addr.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 22 "samples/upc/forall_affinity_addr.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_cyc++) {
                    upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
                    notlocal += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(cyc, sizeof(int), i))) != (size_t)((int)upcr_mythread());
                }
#line 22 "samples/upc/forall_affinity_addr.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_cyc++) {
                upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
                notlocal += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(cyc, sizeof(int), i))) != (size_t)((int)upcr_mythread());
            }
        }
#line 22 "samples/upc/forall_affinity_addr.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    {
#line 26 "samples/upc/forall_affinity_addr.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 26 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 26 "samples/upc/forall_affinity_addr.upc"
            if (!upcrt_nested2 && !(upcr_threadof_shared(upcr_add_shared(blk, sizeof(int), i, 3)) == ((int)upcr_mythread())))
                continue;
#line 26 "samples/upc/forall_affinity_addr.upc"
            {
                upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), 30 + i), 0, (int)((int)upcr_mythread()), sizeof(int));
                notlocal += upcr_threadof_shared(upcr_add_shared(blk, sizeof(int), i, 3)) != (size_t)((int)upcr_mythread());
            }
        }
#line 26 "samples/upc/forall_affinity_addr.upc"
        upcrt_forall_control = upcrt_nested2;
    }


    {
#line 30 "samples/upc/forall_affinity_addr.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 30 "samples/upc/forall_affinity_addr.upc"
        i = 0;
#line 30 "samples/upc/forall_affinity_addr.upc"
        if (!upcrt_nested3)
            i = upcrt_forall_first(i, (30 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()));
#line 30 "samples/upc/forall_affinity_addr.upc"
        for (; i < 30; i = upcrt_nested3 ? i + 1 : upcrt_forall_next(i, (30 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())))
            upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), 60 + i), 0, (int)((int)upcr_mythread()), sizeof(int));
#line 30 "samples/upc/forall_affinity_addr.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    {
#line 32 "samples/upc/forall_affinity_addr.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 32 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 32 "samples/upc/forall_affinity_addr.upc"
            if (!upcrt_nested4 && !(upcr_threadof_pshared(upcr_add_psharedI(ind, sizeof(int), i)) == ((int)upcr_mythread())))
                continue;
#line 33 "samples/upc/forall_affinity_addr.upc"
            upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), 90 + i), 0, (int)((int)upcr_mythread()), sizeof(int));
        }
#line 32 "samples/upc/forall_affinity_addr.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    {
#line 34 "samples/upc/forall_affinity_addr.upc"
        int upcrt_nested5 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 34 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 34 "samples/upc/forall_affinity_addr.upc"
            if (!upcrt_nested5 && !(upcr_threadof_shared(upcr_add_shared(grid, sizeof(int), (long)i * ((int)upcr_threads()) + i % ((int)upcr_threads()), 2)) == ((int)upcr_mythread())))
                continue;
#line 35 "samples/upc/forall_affinity_addr.upc"
            upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), 120 + i), 0, (int)((int)upcr_mythread()), sizeof(int));
        }
#line 34 "samples/upc/forall_affinity_addr.upc"
        upcrt_forall_control = upcrt_nested5;
    }
    {
#line 36 "samples/upc/forall_affinity_addr.upc"
        int upcrt_nested6 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 36 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 36 "samples/upc/forall_affinity_addr.upc"
            if (!upcrt_nested6 && !(upcr_threadof_pshared(upcr_add_psharedI(upcr_add_pshared1(cells, sizeof(struct cell), i), 1, __builtin_offsetof(struct cell, w))) == ((int)upcr_mythread())))
                continue;
#line 36 "samples/upc/forall_affinity_addr.upc"
            {
                upcr_put_pshared_val(upcr_add_pshared1(cells, sizeof(struct cell), i), __builtin_offsetof(struct cell, v), (int)i, sizeof(int));
                upcr_put_pshared_val(upcr_add_pshared1(ran, sizeof(int), 150 + i), 0, (int)((int)upcr_mythread()), sizeof(int));
            }
        }
#line 36 "samples/upc/forall_affinity_addr.upc"
        upcrt_forall_control = upcrt_nested6;
    }


    upcr_put_pshared_val(upcr_add_pshared1(remote, sizeof(int), ((int)upcr_mythread())), 0, (int)notlocal, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 30; i++) {
            int want[6];
            want[0] = (int)upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(cyc, sizeof(int), i)));
            want[1] = (int)upcr_threadof_shared(upcr_add_shared(blk, sizeof(int), i, 3));
            want[2] = (int)upcr_threadof_shared(upcr_add_shared(star, sizeof(int), i, (30 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
            want[3] = 0;
            want[4] = (int)upcr_threadof_shared(upcr_add_shared(grid, sizeof(int), (long)i * ((int)upcr_threads()) + i % ((int)upcr_threads()), 2));
            want[5] = (int)upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(cells, sizeof(struct cell), i)));
            if (want[0] != i % ((int)upcr_threads()) || want[1] != i / 3 % ((int)upcr_threads()))
                errors++;
            for (k = 0; k < 6; k++)
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(ran, sizeof(int), (long)k * 30 + i), 0, sizeof(int)) != want[k]) {
                    if (errors < 5)
                        printf("FAIL: forall_affinity_addr: loop %d iteration %d ran on %d, not %d\n", k, i, (int)upcr_get_pshared_val(upcr_add_pshared1(ran, sizeof(int), (long)k * 30 + i), 0, sizeof(int)), want[k]);

                    errors++;
                }
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(cells, sizeof(struct cell), i), __builtin_offsetof(struct cell, v), sizeof(int)) != i)
                errors++;
        }
        {
#line 64 "samples/upc/forall_affinity_addr.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo7 = (long)0;
            long upcrt_gather_hi7 = (long)((int)upcr_threads());
#line 64 "samples/upc/forall_affinity_addr.upc"
            if (upcrt_gather_lo7 >= 0 && upcrt_gather_hi7 <= (long)((int)upcr_threads()) && upcrt_gather_hi7 - upcrt_gather_lo7 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered8[16384 / sizeof(int)];
                if (upcrt_gather_lo7 < upcrt_gather_hi7) {
                    upcrt_get_range(upcrt_gathered8, upcr_pshared_to_shared(upcr_add_pshared1(remote, sizeof(int), upcrt_gather_lo7)), sizeof(int), 1, upcrt_gather_hi7 - upcrt_gather_lo7);
                }
#line 64 "samples/upc/forall_affinity_addr.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    errors += upcrt_gathered8[i - upcrt_gather_lo7];
            } else
#line 64 "samples/upc/forall_affinity_addr.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    errors += (int)upcr_get_pshared_val(upcr_add_pshared1(remote, sizeof(int), i), 0, sizeof(int));
        }
#line 66 "samples/upc/forall_affinity_addr.upc"
        if (errors)
            printf("FAIL: forall_affinity_addr: %d errors\n", errors);
        else
            printf("PASS: forall_affinity_addr\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_forall_affinity_addr(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyc, sizeof(int), 30, 0, sizeof(int), "cyc", "shared int [30]" },
        { &ind, sizeof(int) * 30, 1, 0, sizeof(int), "ind", "shared [] int [30]" },
        { &cells, sizeof(struct cell), 30, 0, sizeof(struct cell), "cells", "shared struct <anonymous> [30]" },
        { &ran, sizeof(int), 180, 0, sizeof(int), "ran", "shared int [6][30]" },
        { &remote, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "remote", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blk, 3 * sizeof(int), (30 + 3 - 1) / 3, 0, sizeof(int), "blk", "shared [3] int [30]" },
        { &star, (30 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * sizeof(int), (30 + (30 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) - 1) / ((30 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(int), "star", "shared [*] int [30]" },
        { &grid, 2 * sizeof(int), (30 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(int), "grid", "shared [2] int [30][1 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_forall_affinity_addr_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_forall_affinity_addr;
