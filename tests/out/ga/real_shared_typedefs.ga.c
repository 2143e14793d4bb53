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
#line 1 "tests/in/real/shared_typedefs.upc"
/* Typedefs of shared arrays whose dimensions involve THREADS, at file scope under dynamic
   THREADS: objects, pointers to them, a typedef of a typedef, an array of such rows, a static
   object in a function, and the sizes of the types. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/shared_typedefs.upc"
typedef long row_t;
typedef int slot_t;
typedef slot_t same_slot_t;
typedef int grid_t;
/* `shared [3] long row[3 * THREADS]`: a GA array (one row per thread); this thread's part is row_local. */
int g_row;
long *row_local;
/* `row[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long row_set(long i, long v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_row, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        row_local[pos] = v;
    else
        upcga_put_at(g_row, t, pos, &v, sizeof v);
    return v;
}
/* `&row[i]`: a pointer-to-shared. */
static inline upcga_ptr_t row_ref(long i) {
    upcga_ptr_t p = { g_row, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(long), i % 3 };
    return p;
}
/* `shared int slots[THREADS]`: a GA array (one row per thread); this thread's part is slots_local. */
int g_slots;
int *slots_local;
/* `slots[i]`: read in place on its thread or node, else NGA_Get. */
static inline int slots_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_slots, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return slots_local[pos];
    upcga_get_at(g_slots, t, pos, &v, sizeof v);
    return v;
}
/* `slots[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int slots_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_slots, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        slots_local[pos] = v;
    else
        upcga_put_at(g_slots, t, pos, &v, sizeof v);
    return v;
}
/* `shared [2] int grid[THREADS][4]`: a GA array (one row per thread); this thread's part is grid_local. */
int g_grid;
int *grid_local;
/* `grid[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int grid_get(long i0, long i1) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return grid_local[pos];
    upcga_get_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `grid[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int grid_set(long i0, long i1, int v) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        grid_local[pos] = v;
    else
        upcga_put_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `&grid[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t grid_ref(long i0, long i1) {
    long i = i0 * 4 + i1;
    upcga_ptr_t p = { g_grid, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(int), i % 2 };
    return p;
}
/* `shared int errors[THREADS]`: a GA array (one row per thread); this thread's part is errors_local. */
int g_errors;
int *errors_local;
/* `errors[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errors_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errors, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errors_local[pos];
    upcga_get_at(g_errors, t, pos, &v, sizeof v);
    return v;
}
/* `errors[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errors_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errors, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errors_local[pos] = v;
    else
        upcga_put_at(g_errors, t, pos, &v, sizeof v);
    return v;
}
/* `&errors[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errors_ref(long i) {
    upcga_ptr_t p = { g_errors, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 17 "tests/in/real/shared_typedefs.upc"
static long sum_row(upcga_ptr_t r) {

    long s = 0;
    int i;
    for (i = 0; i < 3 * THREADS; i++)
        s += UPCGA_READ(long, upcga_add(r, sizeof(long), i, 3));
    return s;
}



/* `seen` of main(), created at start-up. */
/* `shared int seen[THREADS]`: a GA array (one row per thread); this thread's part is main_seen_local. */
static int g_main_seen;
static int *main_seen_local;
/* `seen[i]`: read in place on its thread or node, else NGA_Get. */
static inline int main_seen_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_main_seen, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return main_seen_local[pos];
    upcga_get_at(g_main_seen, t, pos, &v, sizeof v);
    return v;
}
/* `seen[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int main_seen_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_main_seen, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        main_seen_local[pos] = v;
    else
        upcga_put_at(g_main_seen, t, pos, &v, sizeof v);
    return v;
}
#line 26 "tests/in/real/shared_typedefs.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {


    upcga_ptr_t rp = row_ref(0);
    int i, j, bad = 0;

    {
#line 32 "tests/in/real/shared_typedefs.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 32 "tests/in/real/shared_typedefs.upc"
        i = 0;
#line 32 "tests/in/real/shared_typedefs.upc"
        if (upcga_nested1)
#line 32 "tests/in/real/shared_typedefs.upc"
            for (; i < 3 * THREADS; i++)
                row_set(i, 10 * i);
        else {
#line 32 "tests/in/real/shared_typedefs.upc"
            /* This thread's blocks of `row`, each through local pointers. */
#line 32 "tests/in/real/shared_typedefs.upc"
            for (i = upcga_forall_first(i, 3); i < 3 * THREADS; i = upcga_forall_first(i, 3)) {
#line 32 "tests/in/real/shared_typedefs.upc"
                long *upcga_local_row = row_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = 3 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 32 "tests/in/real/shared_typedefs.upc"
                if (upcga_stop - i == 3) {
#pragma GCC ivdep
#line 32 "tests/in/real/shared_typedefs.upc"
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_row++)
                        *upcga_local_row = 10 * i;
                } else
#line 32 "tests/in/real/shared_typedefs.upc"
                    for (; i < upcga_stop; i++, upcga_local_row++)
                        *upcga_local_row = 10 * i;
            }
        }
#line 32 "tests/in/real/shared_typedefs.upc"
        upcga_forall_control = upcga_nested1;
    }
    slots_set(MYTHREAD, MYTHREAD + 1);
    for (j = 0; j < 4; j++)
        grid_set(MYTHREAD, j, 100 * MYTHREAD + j);
    upcga_barrier();
    main_seen_set(MYTHREAD, slots_get((MYTHREAD + 1) % THREADS));
    upcga_barrier();

    if (sum_row(rp) != 10L * (3 * THREADS) * (3 * THREADS - 1) / 2)
        bad++;
    if (main_seen_get(MYTHREAD) != (MYTHREAD + 1) % THREADS + 1)
        bad++;
    for (i = 0; i < THREADS; i++)
        for (j = 0; j < 4; j++)
            if (grid_get(i, j) != 100 * i + j || upcga_threadof(grid_ref(i, j)) != (size_t)((4 * i + j) / 2 % THREADS))
                bad++;
    if (sizeof(long) * 3 * THREADS != 3 * THREADS * sizeof(long) || sizeof(int) * THREADS != THREADS * sizeof(int))
        bad++;
    if ((size_t)3 != 3 || (size_t)2 != 2 || sizeof(int) != sizeof(int))
        bad++;
    errors_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 57 "tests/in/real/shared_typedefs.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 57 "tests/in/real/shared_typedefs.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(errors_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 57 "tests/in/real/shared_typedefs.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered3[i - upcga_gather_lo2];
            } else
#line 57 "tests/in/real/shared_typedefs.upc"
                for (i = 0; i < THREADS; i++)
                    total += errors_get(i);
        }
#line 59 "tests/in/real/shared_typedefs.upc"
        printf("shared typedefs on %d threads: row sum %ld, %d errors\n", THREADS, sum_row(row_ref(0)), total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_shared_typedefs(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_row = NGA_Create_irreg(C_LONG, 2, dims, "row", block, upcga_rows);
        row_local = upcga_own_row(g_row, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_slots = NGA_Create_irreg(C_INT, 2, dims, "slots", block, upcga_rows);
        slots_local = upcga_own_row(g_slots, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_grid = NGA_Create_irreg(C_INT, 2, dims, "grid", block, upcga_rows);
        grid_local = upcga_own_row(g_grid, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errors = NGA_Create_irreg(C_INT, 2, dims, "errors", block, upcga_rows);
        errors_local = upcga_own_row(g_errors, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_main_seen = NGA_Create_irreg(C_INT, 2, dims, "seen", block, upcga_rows);
        main_seen_local = upcga_own_row(g_main_seen, sizeof(int));
    }
}
static void (*const upcga_create_shared_typedefs_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_shared_typedefs;
