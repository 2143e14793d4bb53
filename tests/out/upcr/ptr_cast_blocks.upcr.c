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
#line 1 "samples/upc/ptr_cast_blocks.upc"
/* ptr_cast_blocks.upc - casts between pointers-to-shared of different block sizes ([4], [1], []) and through shared void *: thread and address are kept, the phase is reset. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/ptr_cast_blocks.upc"
/* one block per thread: a[B*t + k] is element k of thread t */
#line 6 "samples/upc/ptr_cast_blocks.upc"
upcr_shared_ptr_t a;
/* cyclic: element k of thread t is c[t + k*THREADS] */
#line 7 "samples/upc/ptr_cast_blocks.upc"
upcr_pshared_ptr_t c;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, k, mine = 0;
    int t = ((int)upcr_mythread()), next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    upcr_shared_ptr_t pb;
    upcr_pshared_ptr_t pc;
    upcr_pshared_ptr_t pi;
    upcr_shared_ptr_t v;

    {
#line 20 "samples/upc/ptr_cast_blocks.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 20 "samples/upc/ptr_cast_blocks.upc"
        i = 0;
#line 20 "samples/upc/ptr_cast_blocks.upc"
        if (upcrt_nested1)
#line 20 "samples/upc/ptr_cast_blocks.upc"
            for (; i < 4 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(int), i, 4), 0, (int)(100 + i), sizeof(int));
        else {
#line 20 "samples/upc/ptr_cast_blocks.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 20 "samples/upc/ptr_cast_blocks.upc"
            for (i = upcrt_forall_first(i, 4); i < 4 * ((int)upcr_threads()); i = upcrt_forall_first(i, 4)) {
#line 20 "samples/upc/ptr_cast_blocks.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 20 "samples/upc/ptr_cast_blocks.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 20 "samples/upc/ptr_cast_blocks.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = 100 + i;
                } else
#line 20 "samples/upc/ptr_cast_blocks.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = 100 + i;
            }
        }
#line 20 "samples/upc/ptr_cast_blocks.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 22 "samples/upc/ptr_cast_blocks.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 22 "samples/upc/ptr_cast_blocks.upc"
        i = 0;
#line 22 "samples/upc/ptr_cast_blocks.upc"
        if (upcrt_nested2)
#line 22 "samples/upc/ptr_cast_blocks.upc"
            for (; i < 4 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(c, sizeof(int), i), 0, (int)(500 + i), sizeof(int));
        else {
#line 22 "samples/upc/ptr_cast_blocks.upc"
            /* This thread's elements of `c`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_c = upcr_pshared_to_local(upcr_add_pshared1(c, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 22 "samples/upc/ptr_cast_blocks.upc"
            long upcrt_bound = 4 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 22 "samples/upc/ptr_cast_blocks.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 22 "samples/upc/ptr_cast_blocks.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_c++)
                    *upcrt_local_c = 500 + i;
            }
#line 22 "samples/upc/ptr_cast_blocks.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_c++)
                *upcrt_local_c = 500 + i;
        }
#line 22 "samples/upc/ptr_cast_blocks.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* [B] to [1]: same thread and address, no phase; +1 moves to the next thread */
    pb = upcr_add_shared(a, sizeof(int), 4 * t + 2, 4);
    pc = upcr_shared_to_pshared(pb);
    if (upcr_threadof_shared(upcr_pshared_to_shared(pc)) != (size_t)t || upcr_phaseof_shared(upcr_pshared_to_shared(pc)) != 0 || (int)upcr_get_pshared_val(pc, 0, sizeof(int)) != (int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), 4 * t + 2, 4), 0, sizeof(int)))
        mine++;
    /* the next thread at the same address, or thread 0 one element further on */
    if ((int)upcr_get_pshared_val(upcr_add_pshared1(pc, sizeof(int), 1), 0, sizeof(int)) != (int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), 4 * next + 2 + (t + 1) / ((int)upcr_threads()), 4), 0, sizeof(int)))
        mine++;
    /* [B] to []: the rest of my block, element by element */
    pi = upcr_shared_to_pshared(upcr_add_shared(a, sizeof(int), 4 * t, 4));
    {
#line 36 "samples/upc/ptr_cast_blocks.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine3 = upcr_threadof_pshared(pi) == upcr_mythread() ? upcr_pshared_to_local(pi) : 0;
        long upcrt_phase3 = upcr_phaseof_pshared(pi);
#line 36 "samples/upc/ptr_cast_blocks.upc"
        if (upcrt_mine3) {
#line 36 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++)
                if (upcrt_mine3[k] != 100 + 4 * t + k || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(pi, sizeof(int), k))) != (size_t)t)
                    mine++;
        } else
#line 36 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++)
                if ((upcrt_mine3 ? upcrt_mine3[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(pi, sizeof(int), k), 0, sizeof(int))) != 100 + 4 * t + k || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(pi, sizeof(int), k))) != (size_t)t)
                    mine++;
    }
    /* there and back from a block start gives the same pointer */
#line 40 "samples/upc/ptr_cast_blocks.upc"
    pb = upcr_pshared_to_shared(upcr_shared_to_pshared(upcr_add_shared(a, sizeof(int), 4 * t, 4)));
    if (!upcr_isequal_shared_shared(pb, upcr_add_shared(a, sizeof(int), 4 * t, 4)) || upcr_phaseof_shared(pb) != 0 || (int)upcr_get_shared_val(upcr_add_shared(pb, sizeof(int), 4 - 1, 4), 0, sizeof(int)) != (int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), 4 * t + 4 - 1, 4), 0, sizeof(int)))
        mine++;
    /* shared void * keeps thread, address and phase */
    v = upcr_add_shared(a, sizeof(int), 4 * t + 3, 4);
    if (upcr_phaseof_shared(v) != 3 || upcr_threadof_shared(v) != (size_t)t)
        mine++;
    pb = v;
    if (!upcr_isequal_shared_shared(pb, upcr_add_shared(a, sizeof(int), 4 * t + 3, 4)) || (int)upcr_get_shared_val(pb, 0, sizeof(int)) != 100 + 4 * t + 3)
        mine++;
    /* [1] to [B]: my elements of the cyclic array become one block */
    pb = upcr_pshared_to_shared(upcr_add_pshared1(c, sizeof(int), t));
    {
#line 52 "samples/upc/ptr_cast_blocks.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine4 = upcr_threadof_shared(pb) == upcr_mythread() ? upcr_shared_to_local(pb) : 0;
        long upcrt_phase4 = upcr_phaseof_shared(pb);
#line 52 "samples/upc/ptr_cast_blocks.upc"
        if (upcrt_mine4 && upcrt_phase4 + 0 >= 0 && upcrt_phase4 + 4 <= 4)
#line 52 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++) {
                if (upcrt_mine4[k] != 500 + t + k * ((int)upcr_threads()))
                    mine++;
                if (upcr_phaseof_shared(upcr_add_shared(pb, sizeof(int), k, 4)) != (size_t)k || upcr_threadof_shared(upcr_add_shared(pb, sizeof(int), k, 4)) != (size_t)t)
                    mine++;
            }
        else
#line 52 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++) {
                if ((upcrt_mine4 && (unsigned long)(upcrt_phase4 + k) < 4 ? upcrt_mine4[k] : (int)upcr_get_shared_val(upcr_add_shared(pb, sizeof(int), k, 4), 0, sizeof(int))) != 500 + t + k * ((int)upcr_threads()))
                    mine++;
                if (upcr_phaseof_shared(upcr_add_shared(pb, sizeof(int), k, 4)) != (size_t)k || upcr_threadof_shared(upcr_add_shared(pb, sizeof(int), k, 4)) != (size_t)t)
                    mine++;
            }
    }
    /* [1] to [] and back */
#line 59 "samples/upc/ptr_cast_blocks.upc"
    pc = upcr_add_pshared1(c, sizeof(int), t);
    if (!upcr_isequal_pshared_pshared(pc, upcr_add_pshared1(c, sizeof(int), t)) || (int)upcr_get_pshared_val(upcr_add_pshared1(pc, sizeof(int), ((int)upcr_threads())), 0, sizeof(int)) != (int)upcr_get_pshared_val(upcr_add_pshared1(c, sizeof(int), t + ((int)upcr_threads())), 0, sizeof(int)))
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 67 "samples/upc/ptr_cast_blocks.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)((int)upcr_threads());
#line 67 "samples/upc/ptr_cast_blocks.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)((int)upcr_threads()) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered6[16384 / sizeof(int)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 67 "samples/upc/ptr_cast_blocks.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered6[i - upcrt_gather_lo5];
            } else
#line 67 "samples/upc/ptr_cast_blocks.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 69 "samples/upc/ptr_cast_blocks.upc"
        if (total)
            printf("FAIL: ptr_cast_blocks: %d errors\n", total);
        else
            printf("PASS: ptr_cast_blocks\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_cast_blocks(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &c, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "c", "shared int [4 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "a", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_ptr_cast_blocks_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_cast_blocks;
