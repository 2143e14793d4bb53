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
#line 1 "samples/upc/ptr_cast_blocks.upc"
/* ptr_cast_blocks.upc - casts between pointers-to-shared of different block sizes ([4], [1], []) and through shared void *: thread and address are kept, the phase is reset. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [4] int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
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
/* `shared int c[4 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
int *c_local;
/* `c[i]`: read in place on its thread or node, else NGA_Get. */
static inline int c_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return c_local[pos];
    upcga_get_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `c[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int c_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        c_local[pos] = v;
    else
        upcga_put_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 6 "samples/upc/ptr_cast_blocks.upc"
/* one block per thread: a[B*t + k] is element k of thread t */
/* cyclic: element k of thread t is c[t + k*THREADS] */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, k, mine = 0;
    int t = MYTHREAD, next = (MYTHREAD + 1) % THREADS;
    upcga_ptr_t pb;
    upcga_ptr_t pc;
    upcga_ptr_t pi;
    upcga_ptr_t v;

    {
#line 20 "samples/upc/ptr_cast_blocks.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 20 "samples/upc/ptr_cast_blocks.upc"
        i = 0;
#line 20 "samples/upc/ptr_cast_blocks.upc"
        if (upcga_nested1)
#line 20 "samples/upc/ptr_cast_blocks.upc"
            for (; i < 4 * THREADS; i++)
                a_set(i, 100 + i);
        else {
#line 20 "samples/upc/ptr_cast_blocks.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 20 "samples/upc/ptr_cast_blocks.upc"
            for (i = upcga_forall_first(i, 4); i < 4 * THREADS; i = upcga_forall_first(i, 4)) {
#line 20 "samples/upc/ptr_cast_blocks.upc"
                int *upcga_local_a = a_local + upcga_row_index(i, 4);
                long upcga_block_lo = i - i % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 20 "samples/upc/ptr_cast_blocks.upc"
                if (upcga_stop - i == 4) {
#pragma GCC ivdep
#line 20 "samples/upc/ptr_cast_blocks.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, i++, upcga_local_a++)
                        *upcga_local_a = 100 + i;
                } else
#line 20 "samples/upc/ptr_cast_blocks.upc"
                    for (; i < upcga_stop; i++, upcga_local_a++)
                        *upcga_local_a = 100 + i;
            }
        }
#line 20 "samples/upc/ptr_cast_blocks.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 22 "samples/upc/ptr_cast_blocks.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 22 "samples/upc/ptr_cast_blocks.upc"
        i = 0;
#line 22 "samples/upc/ptr_cast_blocks.upc"
        if (upcga_nested2)
#line 22 "samples/upc/ptr_cast_blocks.upc"
            for (; i < 4 * THREADS; i++)
                c_set(i, 500 + i);
        else {
#line 22 "samples/upc/ptr_cast_blocks.upc"
            /* This thread's elements of `c`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_c = c_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 22 "samples/upc/ptr_cast_blocks.upc"
            long upcga_bound = 4 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 22 "samples/upc/ptr_cast_blocks.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 22 "samples/upc/ptr_cast_blocks.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_c++)
                    *upcga_local_c = 500 + i;
            }
#line 22 "samples/upc/ptr_cast_blocks.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_c++)
                *upcga_local_c = 500 + i;
        }
#line 22 "samples/upc/ptr_cast_blocks.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();

    /* [B] to [1]: same thread and address, no phase; +1 moves to the next thread */
    pb = a_ref(4 * t + 2);
    pc = upcga_resetphase(pb);
    if (upcga_threadof(pc) != (size_t)t || upcga_phaseof(pc) != 0 || UPCGA_READ(int, pc) != a_get(4 * t + 2))
        mine++;
    /* the next thread at the same address, or thread 0 one element further on */
    if (UPCGA_READ(int, upcga_add(pc, sizeof(int), 1, 1)) != a_get(4 * next + 2 + (t + 1) / THREADS))
        mine++;
    /* [B] to []: the rest of my block, element by element */
    pi = upcga_resetphase(a_ref(4 * t));
    {
#line 36 "samples/upc/ptr_cast_blocks.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine3 = upcga_mine(pi);
        long upcga_phase3 = pi.phase;
#line 36 "samples/upc/ptr_cast_blocks.upc"
        if (upcga_mine3) {
#line 36 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++)
                if (upcga_mine3[k] != 100 + 4 * t + k || upcga_threadof(upcga_add(pi, sizeof(int), k, 0)) != (size_t)t)
                    mine++;
        } else
#line 36 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++)
                if ((upcga_mine3 ? upcga_mine3[k] : UPCGA_READ(int, upcga_add(pi, sizeof(int), k, 0))) != 100 + 4 * t + k || upcga_threadof(upcga_add(pi, sizeof(int), k, 0)) != (size_t)t)
                    mine++;
    }
    /* there and back from a block start gives the same pointer */
#line 40 "samples/upc/ptr_cast_blocks.upc"
    pb = upcga_resetphase(upcga_resetphase(a_ref(4 * t)));
    if (!upcga_eq(pb, a_ref(4 * t)) || upcga_phaseof(pb) != 0 || UPCGA_READ(int, upcga_add(pb, sizeof(int), 4 - 1, 4)) != a_get(4 * t + 4 - 1))
        mine++;
    /* shared void * keeps thread, address and phase */
    v = a_ref(4 * t + 3);
    if (upcga_phaseof(v) != 3 || upcga_threadof(v) != (size_t)t)
        mine++;
    pb = v;
    if (!upcga_eq(pb, a_ref(4 * t + 3)) || UPCGA_READ(int, pb) != 100 + 4 * t + 3)
        mine++;
    /* [1] to [B]: my elements of the cyclic array become one block */
    pb = upcga_resetphase(c_ref(t));
    {
#line 52 "samples/upc/ptr_cast_blocks.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine4 = upcga_mine(pb);
        long upcga_phase4 = pb.phase;
#line 52 "samples/upc/ptr_cast_blocks.upc"
        if (upcga_mine4 && upcga_phase4 + 0 >= 0 && upcga_phase4 + 4 <= 4)
#line 52 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++) {
                if (upcga_mine4[k] != 500 + t + k * THREADS)
                    mine++;
                if (upcga_phaseof(upcga_add(pb, sizeof(int), k, 4)) != (size_t)k || upcga_threadof(upcga_add(pb, sizeof(int), k, 4)) != (size_t)t)
                    mine++;
            }
        else
#line 52 "samples/upc/ptr_cast_blocks.upc"
            for (k = 0; k < 4; k++) {
                if ((upcga_mine4 && (unsigned long)(upcga_phase4 + k) < 4 ? upcga_mine4[k] : UPCGA_READ(int, upcga_add(pb, sizeof(int), k, 4))) != 500 + t + k * THREADS)
                    mine++;
                if (upcga_phaseof(upcga_add(pb, sizeof(int), k, 4)) != (size_t)k || upcga_threadof(upcga_add(pb, sizeof(int), k, 4)) != (size_t)t)
                    mine++;
            }
    }
    /* [1] to [] and back */
#line 59 "samples/upc/ptr_cast_blocks.upc"
    pc = upcga_resetphase(upcga_resetphase(c_ref(t)));
    if (!upcga_eq(pc, c_ref(t)) || UPCGA_READ(int, upcga_add(pc, sizeof(int), THREADS, 1)) != c_get(t + THREADS))
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 67 "samples/upc/ptr_cast_blocks.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo5 = (long)0;
            long upcga_gather_hi5 = (long)THREADS;
#line 67 "samples/upc/ptr_cast_blocks.upc"
            if (upcga_gather_lo5 >= 0 && upcga_gather_hi5 <= (long)THREADS && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered6[16384 / sizeof(int)];
                if (upcga_gather_lo5 < upcga_gather_hi5) {
                    upcga_get_range(upcga_gathered6, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo5, 1), sizeof(int), 1, upcga_gather_hi5 - upcga_gather_lo5);
                }
#line 67 "samples/upc/ptr_cast_blocks.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered6[i - upcga_gather_lo5];
            } else
#line 67 "samples/upc/ptr_cast_blocks.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 69 "samples/upc/ptr_cast_blocks.upc"
        if (total)
            printf("FAIL: ptr_cast_blocks: %d errors\n", total);
        else
            printf("PASS: ptr_cast_blocks\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_cast_blocks(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_INT, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(int));
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
static void (*const upcga_create_ptr_cast_blocks_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_cast_blocks;
