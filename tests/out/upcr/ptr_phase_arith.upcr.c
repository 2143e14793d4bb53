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
#line 1 "samples/upc/ptr_phase_arith.upc"
/* ptr_phase_arith.upc - arithmetic on phased pointers-to-shared (shared [4]): phase and thread after steps of every size, forwards and backwards, checked against a model. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/ptr_phase_arith.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

/* the UPC rule for p + s, from the phase and thread of p */
static void model_add(size_t *phase, size_t *thread, long s) {

    long steps = (long)*phase + s;
    long blocks = steps >= 0 ? steps / 4 : -((-steps + 4 - 1) / 4);
    long t = ((long)*thread + blocks) % ((int)upcr_threads());
    *phase = (size_t)(steps - blocks * 4);
    *thread = (size_t)(t < 0 ? t + ((int)upcr_threads()) : t);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 4 * 3 * ((int)upcr_threads()), mine = 0;
    static const int strides[] = { 1, 3, 5, 4, 4 * 2 + 1 };
    upcr_shared_ptr_t p;

    {
#line 27 "samples/upc/ptr_phase_arith.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 27 "samples/upc/ptr_phase_arith.upc"
        i = 0;
#line 27 "samples/upc/ptr_phase_arith.upc"
        if (upcrt_nested1)
#line 27 "samples/upc/ptr_phase_arith.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(int), i, 4), 0, (int)(i + 1), sizeof(int));
        else {
#line 27 "samples/upc/ptr_phase_arith.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 27 "samples/upc/ptr_phase_arith.upc"
            for (i = upcrt_forall_first(i, 4); i < n; i = upcrt_forall_first(i, 4)) {
#line 27 "samples/upc/ptr_phase_arith.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 27 "samples/upc/ptr_phase_arith.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 27 "samples/upc/ptr_phase_arith.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = i + 1;
                } else
#line 27 "samples/upc/ptr_phase_arith.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = i + 1;
            }
        }
#line 27 "samples/upc/ptr_phase_arith.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* walk with p++ */
    for (i = 0, p = a; i < n; i++, p = upcr_add_shared(p, sizeof(int), 1, 4))
        if (upcr_phaseof_shared(p) != (size_t)(i % 4) || upcr_threadof_shared(p) != (size_t)(i / 4 % ((int)upcr_threads())) || (int)upcr_get_shared_val(p, 0, sizeof(int)) != i + 1)
            mine++;
    /* steps of several sizes, checked against the model */
    for (i = 0; i < (int)(sizeof strides / sizeof strides[0]); i++) {
        int s = strides[i], k;
        size_t ph = 0, th = 0;
        for (k = 0, p = a; k + s < n; k += s) {
            p = upcr_add_shared(p, sizeof(int), s, 4);
            model_add(&ph, &th, s);
            if (upcr_phaseof_shared(p) != ph || upcr_threadof_shared(p) != th || !upcr_isequal_shared_shared(p, upcr_add_shared(a, sizeof(int), k + s, 4)) || (int)upcr_get_shared_val(p, 0, sizeof(int)) != k + s + 1)
                mine++;
        }
        /* and back again */
        for (; k - s >= 0; k -= s) {
            p = upcr_add_shared(p, sizeof(int), -s, 4);
            model_add(&ph, &th, -s);
            if (upcr_phaseof_shared(p) != ph || upcr_threadof_shared(p) != th || (int)upcr_get_shared_val(p, 0, sizeof(int)) != k - s + 1)
                mine++;
        }
    }
    /* B * THREADS elements later: same thread and phase, the next block of that thread */
    p = upcr_add_shared(a, sizeof(int), 4 * ((int)upcr_mythread()) + 2, 4);
    if (upcr_threadof_shared(upcr_add_shared(p, sizeof(int), 4 * ((int)upcr_threads()), 4)) != (size_t)((int)upcr_mythread()) || upcr_phaseof_shared(upcr_add_shared(p, sizeof(int), 4 * ((int)upcr_threads()), 4)) != 2)
        mine++;
    /* stepping back from a block start lands on the previous thread's last phase */
    p = upcr_add_shared(a, sizeof(int), 4 * ((int)upcr_mythread()), 4);
    if (((int)upcr_mythread()) > 0 && (upcr_phaseof_shared(upcr_add_shared(p, sizeof(int), -1, 4)) != 4 - 1 || upcr_threadof_shared(upcr_add_shared(p, sizeof(int), -1, 4)) != (size_t)(((int)upcr_mythread()) - 1)))
        mine++;
    /* differences count elements, whatever threads they cross */
    if (upcr_sub_shared(upcr_add_shared(a, sizeof(int), n - 1, 4), a, sizeof(int), 4) != n - 1 || upcr_sub_shared(upcr_add_shared(a, sizeof(int), 7, 4), upcr_add_shared(a, sizeof(int), 2, 4), sizeof(int), 4) != 5)
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 69 "samples/upc/ptr_phase_arith.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)((int)upcr_threads());
#line 69 "samples/upc/ptr_phase_arith.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)((int)upcr_threads()) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 69 "samples/upc/ptr_phase_arith.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered3[i - upcrt_gather_lo2];
            } else
#line 69 "samples/upc/ptr_phase_arith.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 71 "samples/upc/ptr_phase_arith.upc"
        if (total)
            printf("FAIL: ptr_phase_arith: %d errors\n", total);
        else
            printf("PASS: ptr_phase_arith\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_phase_arith(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 4 * sizeof(int), (12 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "a", "shared [4] int [12 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_ptr_phase_arith_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_phase_arith;
