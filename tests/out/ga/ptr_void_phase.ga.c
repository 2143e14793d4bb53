#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
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
#include <stdlib.h>
#include <inttypes.h>
/* `shared [4] int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 14 "samples/upc/ptr_void_phase.upc"
static upcga_ptr_t as_indefinite(upcga_ptr_t v) {
#line 14 "samples/upc/ptr_void_phase.upc"
    return upcga_resetphase(v);
}
#line 15 "samples/upc/ptr_void_phase.upc"
static upcga_ptr_t as_cyclic(upcga_ptr_t v) {
#line 15 "samples/upc/ptr_void_phase.upc"
    return upcga_resetphase(v);
}
#line 16 "samples/upc/ptr_void_phase.upc"
static size_t phase_of_indefinite(upcga_ptr_t p) {
#line 16 "samples/upc/ptr_void_phase.upc"
    return upcga_phaseof(p);
}
#line 17 "samples/upc/ptr_void_phase.upc"
static size_t phase_of_cyclic(upcga_ptr_t p) {
#line 17 "samples/upc/ptr_void_phase.upc"
    return upcga_phaseof(p);
}
/* A type that is never completed: its pointers-to-shared have block size 1 all the same. */
struct opaque;

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, bad = 0, t = MYTHREAD, next = (MYTHREAD + 1) % THREADS;
    upcga_ptr_t v;
    upcga_ptr_t pi;
    upcga_ptr_t pc;
    upcga_ptr_t pb;

    {
#line 30 "samples/upc/ptr_void_phase.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 30 "samples/upc/ptr_void_phase.upc"
        i = 0;
#line 30 "samples/upc/ptr_void_phase.upc"
        if (upcga_nested1)
#line 30 "samples/upc/ptr_void_phase.upc"
            for (; i < 4 * THREADS; i++)
                a_set(i, 10 * i);
        else {
#line 30 "samples/upc/ptr_void_phase.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 30 "samples/upc/ptr_void_phase.upc"
            for (i = upcga_forall_first(i, 4); i < 4 * THREADS; i = upcga_forall_first(i, 4)) {
#line 30 "samples/upc/ptr_void_phase.upc"
                int *upcga_local_a = a_local + upcga_row_index(i, 4);
                long upcga_block_lo = i - i % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 30 "samples/upc/ptr_void_phase.upc"
                if (upcga_stop - i == 4) {
#pragma GCC ivdep
#line 30 "samples/upc/ptr_void_phase.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, i++, upcga_local_a++)
                        *upcga_local_a = 10 * i;
                } else
#line 30 "samples/upc/ptr_void_phase.upc"
                    for (; i < upcga_stop; i++, upcga_local_a++)
                        *upcga_local_a = 10 * i;
            }
        }
#line 30 "samples/upc/ptr_void_phase.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();

    for (int ph = 1; ph < 4; ph++) {
        v = a_ref(4 * t + ph);
        if (upcga_phaseof(v) != (size_t)ph || upcga_threadof(v) != (size_t)t)
            bad++;
        /* casts */
        pi = upcga_resetphase(v);
        pc = upcga_resetphase(v);
        if (upcga_phaseof(pi) != 0 || upcga_phaseof(pc) != 0)
            bad++;
        if (upcga_phaseof(upcga_resetphase(v)) != 0 || upcga_phaseof(upcga_resetphase(v)) != 0)
            bad++;
        /* assignments */
        pi = upcga_resetphase(v);
        pc = upcga_resetphase(v);
        if (upcga_phaseof(pi) != 0 || upcga_phaseof(pc) != 0)
            bad++;
        /* a pointer to an incomplete type of block size 1 */
        upcga_ptr_t po = upcga_resetphase(v);
        if (upcga_phaseof(po) != 0 || upcga_phaseof(upcga_resetphase(v)) != 0)
            bad++;
        /* arguments and return values */
        if (phase_of_indefinite(upcga_resetphase(v)) != 0 || phase_of_cyclic(upcga_resetphase(v)) != 0)
            bad++;
        if (upcga_phaseof(as_indefinite(v)) != 0 || upcga_phaseof(as_cyclic(v)) != 0)
            bad++;
        /* the element is the same; `shared []` walks the rest of my block, `shared int` moves to
           the next thread at the same address */
        if (UPCGA_READ(int, pi) != 10 * (4 * t + ph) || UPCGA_READ(int, pc) != 10 * (4 * t + ph))
            bad++;
        {
#line 63 "samples/upc/ptr_void_phase.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine2 = upcga_mine(pi);
            long upcga_phase2 = pi.phase;
#line 63 "samples/upc/ptr_void_phase.upc"
            if (upcga_mine2) {
#line 63 "samples/upc/ptr_void_phase.upc"
                for (int k = 0; k < 4 - ph; k++)
                    if (upcga_mine2[k] != 10 * (4 * t + ph + k) || upcga_threadof(upcga_add(pi, sizeof(int), k, 0)) != (size_t)t || upcga_phaseof(upcga_add(pi, sizeof(int), k, 0)) != 0)

                        bad++;
            } else
#line 63 "samples/upc/ptr_void_phase.upc"
                for (int k = 0; k < 4 - ph; k++)
                    if ((upcga_mine2 ? upcga_mine2[k] : UPCGA_READ(int, upcga_add(pi, sizeof(int), k, 0))) != 10 * (4 * t + ph + k) || upcga_threadof(upcga_add(pi, sizeof(int), k, 0)) != (size_t)t || upcga_phaseof(upcga_add(pi, sizeof(int), k, 0)) != 0)

                        bad++;
        }
#line 67 "samples/upc/ptr_void_phase.upc"
        if (upcga_threadof(upcga_add(pc, sizeof(int), 1, 1)) != (size_t)next || upcga_phaseof(upcga_add(pc, sizeof(int), 1, 1)) != 0)
            bad++;
        if (t + 1 < THREADS && UPCGA_READ(int, upcga_add(pc, sizeof(int), 1, 1)) != 10 * (4 * next + ph))
            bad++;
        /* back to the original type: the phase comes back with it */
        pb = v;
        if (upcga_phaseof(pb) != (size_t)ph || !upcga_eq(pb, a_ref(4 * t + ph)) || UPCGA_READ(int, pb) != 10 * (4 * t + ph))
            bad++;
        if (upcga_threadof(upcga_add(pb, sizeof(int), 4 - ph, 4)) != (size_t)next || upcga_phaseof(upcga_add(pb, sizeof(int), 4 - ph, 4)) != 0)
            bad++;
    }

    errs_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 83 "samples/upc/ptr_void_phase.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo3 = (long)0;
            long upcga_gather_hi3 = (long)THREADS;
#line 83 "samples/upc/ptr_void_phase.upc"
            if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)THREADS && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered4[16384 / sizeof(int)];
                if (upcga_gather_lo3 < upcga_gather_hi3) {
                    upcga_get_range(upcga_gathered4, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo3, 1), sizeof(int), 1, upcga_gather_hi3 - upcga_gather_lo3);
                }
#line 83 "samples/upc/ptr_void_phase.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered4[i - upcga_gather_lo3];
            } else
#line 83 "samples/upc/ptr_void_phase.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 85 "samples/upc/ptr_void_phase.upc"
        printf("phases 1..%d through shared void *: %s\n", 4 - 1, total ? "wrong" : "right");
        if (total)
            printf("FAIL: ptr_void_phase: %d errors\n", total);
        else
            printf("PASS: ptr_void_phase\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_void_phase(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_ptr_void_phase_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_void_phase;
