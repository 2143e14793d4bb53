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
#line 1 "samples/upc/ptr_phase_arith.upc"
/* ptr_phase_arith.upc - arithmetic on phased pointers-to-shared (shared [4]): phase and thread after steps of every size, forwards and backwards, checked against a model. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [4] int a[12 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
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
#line 11 "samples/upc/ptr_phase_arith.upc"
/* the UPC rule for p + s, from the phase and thread of p */
static void model_add(size_t *phase, size_t *thread, long s) {

    long steps = (long)*phase + s;
    long blocks = steps >= 0 ? steps / 4 : -((-steps + 4 - 1) / 4);
    long t = ((long)*thread + blocks) % THREADS;
    *phase = (size_t)(steps - blocks * 4);
    *thread = (size_t)(t < 0 ? t + THREADS : t);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 4 * 3 * THREADS, mine = 0;
    static const int strides[] = { 1, 3, 5, 4, 4 * 2 + 1 };
    upcga_ptr_t p;

    {
#line 27 "samples/upc/ptr_phase_arith.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 27 "samples/upc/ptr_phase_arith.upc"
        i = 0;
#line 27 "samples/upc/ptr_phase_arith.upc"
        if (upcga_nested1)
#line 27 "samples/upc/ptr_phase_arith.upc"
            for (; i < n; i++)
                a_set(i, i + 1);
        else {
#line 27 "samples/upc/ptr_phase_arith.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 27 "samples/upc/ptr_phase_arith.upc"
            for (i = upcga_forall_first(i, 4); i < n; i = upcga_forall_first(i, 4)) {
#line 27 "samples/upc/ptr_phase_arith.upc"
                int *upcga_local_a = a_local + upcga_row_index(i, 4);
                long upcga_block_lo = i - i % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 27 "samples/upc/ptr_phase_arith.upc"
                if (upcga_stop - i == 4) {
#pragma GCC ivdep
#line 27 "samples/upc/ptr_phase_arith.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, i++, upcga_local_a++)
                        *upcga_local_a = i + 1;
                } else
#line 27 "samples/upc/ptr_phase_arith.upc"
                    for (; i < upcga_stop; i++, upcga_local_a++)
                        *upcga_local_a = i + 1;
            }
        }
#line 27 "samples/upc/ptr_phase_arith.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();

    /* walk with p++ */
    for (i = 0, p = a_ref(0); i < n; i++, p = upcga_add(p, sizeof(int), 1, 4))
        if (upcga_phaseof(p) != (size_t)(i % 4) || upcga_threadof(p) != (size_t)(i / 4 % THREADS) || UPCGA_READ(int, p) != i + 1)
            mine++;
    /* steps of several sizes, checked against the model */
    for (i = 0; i < (int)(sizeof strides / sizeof strides[0]); i++) {
        int s = strides[i], k;
        size_t ph = 0, th = 0;
        for (k = 0, p = a_ref(0); k + s < n; k += s) {
            p = upcga_add(p, sizeof(int), s, 4);
            model_add(&ph, &th, s);
            if (upcga_phaseof(p) != ph || upcga_threadof(p) != th || !upcga_eq(p, a_ref(k + s)) || UPCGA_READ(int, p) != k + s + 1)
                mine++;
        }
        /* and back again */
        for (; k - s >= 0; k -= s) {
            p = upcga_add(p, sizeof(int), -s, 4);
            model_add(&ph, &th, -s);
            if (upcga_phaseof(p) != ph || upcga_threadof(p) != th || UPCGA_READ(int, p) != k - s + 1)
                mine++;
        }
    }
    /* B * THREADS elements later: same thread and phase, the next block of that thread */
    p = a_ref(4 * MYTHREAD + 2);
    if (upcga_threadof(upcga_add(p, sizeof(int), 4 * THREADS, 4)) != (size_t)MYTHREAD || upcga_phaseof(upcga_add(p, sizeof(int), 4 * THREADS, 4)) != 2)
        mine++;
    /* stepping back from a block start lands on the previous thread's last phase */
    p = a_ref(4 * MYTHREAD);
    if (MYTHREAD > 0 && (upcga_phaseof(upcga_add(p, sizeof(int), -1, 4)) != 4 - 1 || upcga_threadof(upcga_add(p, sizeof(int), -1, 4)) != (size_t)(MYTHREAD - 1)))
        mine++;
    /* differences count elements, whatever threads they cross */
    if (upcga_sub(a_ref(n - 1), a_ref(0), sizeof(int), 4) != n - 1 || upcga_sub(upcga_add(a_ref(0), sizeof(int), 7, 4), upcga_add(a_ref(0), sizeof(int), 2, 4), sizeof(int), 4) != 5)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 69 "samples/upc/ptr_phase_arith.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 69 "samples/upc/ptr_phase_arith.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 69 "samples/upc/ptr_phase_arith.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered3[i - upcga_gather_lo2];
            } else
#line 69 "samples/upc/ptr_phase_arith.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 71 "samples/upc/ptr_phase_arith.upc"
        if (total)
            printf("FAIL: ptr_phase_arith: %d errors\n", total);
        else
            printf("PASS: ptr_phase_arith\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_phase_arith(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 4) }, block[2] = { THREADS, 1 };
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
static void (*const upcga_create_ptr_phase_arith_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_phase_arith;
