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
#line 1 "samples/upc/ptr_void_phase.upc"
/* ptr_void_phase.upc - a `shared void *` that holds a nonzero phase, converted (by cast, by
   assignment, as an argument and as a return value) to `shared [] int *` and `shared int *`
   (and to a pointer to an incomplete struct, also of block size 1):
   UPC 1.3 §6.4.3 gives those pointers phase 0 (they have no phase); converted back to the type
   it came from it keeps its phase. Arithmetic after each conversion follows the new type. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 10 "samples/upc/ptr_void_phase.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

static upcr_pshared_ptr_t as_indefinite(upcr_shared_ptr_t v) {
#line 14 "samples/upc/ptr_void_phase.upc"
    return upcr_shared_to_pshared(v);
}
#line 15 "samples/upc/ptr_void_phase.upc"
static upcr_pshared_ptr_t as_cyclic(upcr_shared_ptr_t v) {
#line 15 "samples/upc/ptr_void_phase.upc"
    return upcr_shared_to_pshared(v);
}
#line 16 "samples/upc/ptr_void_phase.upc"
static size_t phase_of_indefinite(upcr_pshared_ptr_t p) {
#line 16 "samples/upc/ptr_void_phase.upc"
    return upcr_phaseof_shared(upcr_pshared_to_shared(p));
}
#line 17 "samples/upc/ptr_void_phase.upc"
static size_t phase_of_cyclic(upcr_pshared_ptr_t p) {
#line 17 "samples/upc/ptr_void_phase.upc"
    return upcr_phaseof_shared(upcr_pshared_to_shared(p));
}
/* A type that is never completed: its pointers-to-shared have block size 1 all the same. */
struct opaque;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, bad = 0, t = ((int)upcr_mythread()), next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    upcr_shared_ptr_t v;
    upcr_pshared_ptr_t pi;
    upcr_pshared_ptr_t pc;
    upcr_shared_ptr_t pb;

    {
#line 30 "samples/upc/ptr_void_phase.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 30 "samples/upc/ptr_void_phase.upc"
        i = 0;
#line 30 "samples/upc/ptr_void_phase.upc"
        if (upcrt_nested1)
#line 30 "samples/upc/ptr_void_phase.upc"
            for (; i < 4 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(int), i, 4), 0, (int)(10 * i), sizeof(int));
        else {
#line 30 "samples/upc/ptr_void_phase.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 30 "samples/upc/ptr_void_phase.upc"
            for (i = upcrt_forall_first(i, 4); i < 4 * ((int)upcr_threads()); i = upcrt_forall_first(i, 4)) {
#line 30 "samples/upc/ptr_void_phase.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 30 "samples/upc/ptr_void_phase.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 30 "samples/upc/ptr_void_phase.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = 10 * i;
                } else
#line 30 "samples/upc/ptr_void_phase.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = 10 * i;
            }
        }
#line 30 "samples/upc/ptr_void_phase.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    for (int ph = 1; ph < 4; ph++) {
        v = upcr_add_shared(a, sizeof(int), 4 * t + ph, 4);
        if (upcr_phaseof_shared(v) != (size_t)ph || upcr_threadof_shared(v) != (size_t)t)
            bad++;
        /* casts */
        pi = upcr_shared_to_pshared(v);
        pc = upcr_shared_to_pshared(v);
        if (upcr_phaseof_shared(upcr_pshared_to_shared(pi)) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(pc)) != 0)
            bad++;
        if (upcr_phaseof_shared(upcr_pshared_to_shared(upcr_shared_to_pshared(v))) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_shared_to_pshared(v))) != 0)
            bad++;
        /* assignments */
        pi = upcr_shared_to_pshared(v);
        pc = upcr_shared_to_pshared(v);
        if (upcr_phaseof_shared(upcr_pshared_to_shared(pi)) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(pc)) != 0)
            bad++;
        /* a pointer to an incomplete type of block size 1 */
        upcr_shared_ptr_t po = upcr_shared_resetphase(v);
        if (upcr_phaseof_shared(po) != 0 || upcr_phaseof_shared(upcr_shared_resetphase(v)) != 0)
            bad++;
        /* arguments and return values */
        if (phase_of_indefinite(upcr_shared_to_pshared(v)) != 0 || phase_of_cyclic(upcr_shared_to_pshared(v)) != 0)
            bad++;
        if (upcr_phaseof_shared(upcr_pshared_to_shared(as_indefinite(v))) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(as_cyclic(v))) != 0)
            bad++;
        /* the element is the same; `shared []` walks the rest of my block, `shared int` moves to
           the next thread at the same address */
        if ((int)upcr_get_pshared_val(pi, 0, sizeof(int)) != 10 * (4 * t + ph) || (int)upcr_get_pshared_val(pc, 0, sizeof(int)) != 10 * (4 * t + ph))
            bad++;
        {
#line 63 "samples/upc/ptr_void_phase.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine2 = upcr_threadof_pshared(pi) == upcr_mythread() ? upcr_pshared_to_local(pi) : 0;
            long upcrt_phase2 = upcr_phaseof_pshared(pi);
#line 63 "samples/upc/ptr_void_phase.upc"
            if (upcrt_mine2) {
#line 63 "samples/upc/ptr_void_phase.upc"
                for (int k = 0; k < 4 - ph; k++)
                    if (upcrt_mine2[k] != 10 * (4 * t + ph + k) || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(pi, sizeof(int), k))) != (size_t)t || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_psharedI(pi, sizeof(int), k))) != 0)

                        bad++;
            } else
#line 63 "samples/upc/ptr_void_phase.upc"
                for (int k = 0; k < 4 - ph; k++)
                    if ((upcrt_mine2 ? upcrt_mine2[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(pi, sizeof(int), k), 0, sizeof(int))) != 10 * (4 * t + ph + k) || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(pi, sizeof(int), k))) != (size_t)t || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_psharedI(pi, sizeof(int), k))) != 0)

                        bad++;
        }
#line 67 "samples/upc/ptr_void_phase.upc"
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(pc, sizeof(int), 1))) != (size_t)next || upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_pshared1(pc, sizeof(int), 1))) != 0)
            bad++;
        if (t + 1 < ((int)upcr_threads()) && (int)upcr_get_pshared_val(upcr_add_pshared1(pc, sizeof(int), 1), 0, sizeof(int)) != 10 * (4 * next + ph))
            bad++;
        /* back to the original type: the phase comes back with it */
        pb = v;
        if (upcr_phaseof_shared(pb) != (size_t)ph || !upcr_isequal_shared_shared(pb, upcr_add_shared(a, sizeof(int), 4 * t + ph, 4)) || (int)upcr_get_shared_val(pb, 0, sizeof(int)) != 10 * (4 * t + ph))
            bad++;
        if (upcr_threadof_shared(upcr_add_shared(pb, sizeof(int), 4 - ph, 4)) != (size_t)next || upcr_phaseof_shared(upcr_add_shared(pb, sizeof(int), 4 - ph, 4)) != 0)
            bad++;
    }

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 83 "samples/upc/ptr_void_phase.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)((int)upcr_threads());
#line 83 "samples/upc/ptr_void_phase.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)((int)upcr_threads()) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered4[16384 / sizeof(int)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo3)), sizeof(int), 1, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 83 "samples/upc/ptr_void_phase.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered4[i - upcrt_gather_lo3];
            } else
#line 83 "samples/upc/ptr_void_phase.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 85 "samples/upc/ptr_void_phase.upc"
        printf("phases 1..%d through shared void *: %s\n", 4 - 1, total ? "wrong" : "right");
        if (total)
            printf("FAIL: ptr_void_phase: %d errors\n", total);
        else
            printf("PASS: ptr_void_phase\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_void_phase(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "a", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_ptr_void_phase_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_void_phase;
