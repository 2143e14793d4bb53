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
typedef struct pgas_upc_atomicdomain upc_atomicdomain_t;
typedef int upc_atomichint_t;
#line 1 "tests/in/real/atomic_pointers.upc"
/* UPC_PTS atomics of upc_atomic.h (UPC_GET, UPC_SET, UPC_CSWAP on a `shared void *shared`):
   every thread claims cells of a blocked array by moving a shared cursor forward with
   compare-and-swap; each cell must be claimed once. Then a compare-and-swap whose expected value
   differs from the stored one only in its phase succeeds (pointers compare by thread and
   address), and the value fetched keeps its phase. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [4] int cells[12 * THREADS]`: a GA array (one row per thread); this thread's part is cells_local. */
int g_cells;
int *cells_local;
/* `&cells[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cells_ref(long i) {
    upcga_ptr_t p = { g_cells, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared int owner[12 * THREADS]`: a GA array (one row per thread); this thread's part is owner_local. */
int g_owner;
int *owner_local;
/* `owner[i]`: read in place on its thread or node, else NGA_Get. */
static inline int owner_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return owner_local[pos];
    upcga_get_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `owner[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int owner_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        owner_local[pos] = v;
    else
        upcga_put_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `&owner[i]`: a pointer-to-shared. */
static inline upcga_ptr_t owner_ref(long i) {
    upcga_ptr_t p = { g_owner, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int claims[THREADS]`: a GA array (one row per thread); this thread's part is claims_local. */
int g_claims;
int *claims_local;
/* `claims[i]`: read in place on its thread or node, else NGA_Get. */
static inline int claims_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_claims, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return claims_local[pos];
    upcga_get_at(g_claims, t, pos, &v, sizeof v);
    return v;
}
/* `claims[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int claims_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_claims, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        claims_local[pos] = v;
    else
        upcga_put_at(g_claims, t, pos, &v, sizeof v);
    return v;
}
/* `&claims[i]`: a pointer-to-shared. */
static inline upcga_ptr_t claims_ref(long i) {
    upcga_ptr_t p = { g_claims, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared void *shared cursor`: a GA array (on thread 0); this thread's part is cursor_local. */
int g_cursor;
upcga_ptr_t *cursor_local;
/* `&cursor`: a pointer-to-shared. */
static inline upcga_ptr_t cursor_ref(void) {
    upcga_ptr_t p = { g_cursor, 0, 0, 0 };
    return p;
}
#line 17 "tests/in/real/atomic_pointers.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_ptr_t d = upcga_all_atomicdomain_alloc(22, (upc_op_t)1 << 11 | (upc_op_t)1 << 12 | (upc_op_t)1 << 13, 0);
    upcga_ptr_t first = cells_ref(0);
#line 20 "tests/in/real/atomic_pointers.upc"
    upcga_ptr_t end = cells_ref(12 * THREADS);
    upcga_ptr_t start = first;
    int mine = 0, errors = 0, i;

    if (MYTHREAD == 0)
        upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, cursor_ref(), &start, (void *)0);
    upcga_barrier();
    for (;;) {
        upcga_ptr_t old;
#line 28 "tests/in/real/atomic_pointers.upc"
        upcga_ptr_t seen;
#line 28 "tests/in/real/atomic_pointers.upc"
        upcga_ptr_t next;
        upcga_atomic_relaxed(d, &old, (upc_op_t)1 << 11, cursor_ref(), (void *)0, (void *)0);
        upcga_ptr_t cell = old;
        if (upcga_eq(cell, end))
            break;
        next = upcga_add(cell, sizeof(int), 1, 4);
        upcga_atomic_relaxed(d, &seen, (upc_op_t)1 << 13, cursor_ref(), &old, &next);
        if (upcga_eq(seen, old)) {
            if (owner_get(upcga_sub(cell, first, sizeof(int), 4)) != 0)
                errors++;
            owner_set(upcga_sub(cell, first, sizeof(int), 4), MYTHREAD + 1);
            mine++;
        }
    }
    claims_set(MYTHREAD, mine);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int total = 0, unowned = 0;
        upcga_ptr_t fetched;
#line 47 "tests/in/real/atomic_pointers.upc"
        upcga_ptr_t now;
        {
#line 48 "tests/in/real/atomic_pointers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 48 "tests/in/real/atomic_pointers.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(claims_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 48 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 48 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < THREADS; i++)
                    total += claims_get(i);
        }
#line 50 "tests/in/real/atomic_pointers.upc"
        {
#line 50 "tests/in/real/atomic_pointers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo3 = (long)0;
            long upcga_gather_hi3 = (long)(12 * THREADS);
#line 50 "tests/in/real/atomic_pointers.upc"
            if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)(12 * THREADS) && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered4[16384 / sizeof(int)];
                if (upcga_gather_lo3 < upcga_gather_hi3) {
                    upcga_get_range(upcga_gathered4, upcga_add(owner_ref(0), sizeof(int), upcga_gather_lo3, 1), sizeof(int), 1, upcga_gather_hi3 - upcga_gather_lo3);
                }
#line 50 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < 12 * THREADS; i++)
                    unowned += upcga_gathered4[i - upcga_gather_lo3] == 0;
            } else
#line 50 "tests/in/real/atomic_pointers.upc"
                for (i = 0; i < 12 * THREADS; i++)
                    unowned += owner_get(i) == 0;
        }
        /* &cells[5] has phase 1; the same address through an indefinitely blocked pointer has
           phase 0 and compares equal */
#line 54 "tests/in/real/atomic_pointers.upc"
        upcga_ptr_t phased = cells_ref(5);
        upcga_ptr_t stored = phased;
#line 55 "tests/in/real/atomic_pointers.upc"
        upcga_ptr_t expected = upcga_resetphase(phased);
#line 55 "tests/in/real/atomic_pointers.upc"
        upcga_ptr_t replacement = first;
        upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, cursor_ref(), &stored, (void *)0);
        upcga_atomic_strict(d, &fetched, (upc_op_t)1 << 13, cursor_ref(), &expected, &replacement);
        upcga_atomic_strict(d, &now, (upc_op_t)1 << 11, cursor_ref(), (void *)0, (void *)0);
        if (!upcga_eq(fetched, stored) || upcga_phaseof(fetched) != 1 || upcga_threadof(fetched) != upcga_threadof(phased))
            errors++, printf("fetched: thread %d phase %d\n", (int)upcga_threadof(fetched), (int)upcga_phaseof(fetched));
        if (!upcga_eq(now, replacement))
            errors++, printf("the compare-and-swap did not replace the pointer\n");
        /* a compare-and-swap that must fail: the cursor is now `first` */
        upcga_atomic_strict(d, &fetched, (upc_op_t)1 << 13, cursor_ref(), &stored, &expected);
        upcga_atomic_strict(d, &now, (upc_op_t)1 << 11, cursor_ref(), (void *)0, (void *)0);
        if (!upcga_eq(fetched, replacement) || !upcga_eq(now, replacement))
            errors++, printf("a failing compare-and-swap changed the pointer\n");
        printf("pointer atomics on %d threads: %d cells, %d claims, %d unowned, %d errors\n", THREADS, 12 * THREADS, total, unowned, errors);
    } else if (errors)

        printf("thread %d: %d cells claimed twice\n", MYTHREAD, errors);
    upcga_barrier();
    upcga_all_atomicdomain_free(d);
    return 0;
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_atomic_pointers __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_atomic_pointers(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_cells = NGA_Create_irreg(C_INT, 2, dims, "cells", block, upcga_rows);
        cells_local = upcga_own_row(g_cells, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_owner = NGA_Create_irreg(C_INT, 2, dims, "owner", block, upcga_rows);
        owner_local = upcga_own_row(g_owner, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_claims = NGA_Create_irreg(C_INT, 2, dims, "claims", block, upcga_rows);
        claims_local = upcga_own_row(g_claims, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_cursor = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "cursor", block, upcga_one_block);
        cursor_local = upcga_own_row(g_cursor, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_atomic_pointers_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_atomic_pointers;
