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
#line 1 "samples/upc/forall_affinity_addr.upc"
/* forall_affinity_addr.upc - upc_forall with pointer-to-shared affinity (&a[i], a + i, &s[i].m) over cyclic, blocked, [*], indefinite and 2-D arrays: each iteration runs once, on the owner. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/forall_affinity_addr.upc"
struct cell {
    int v, w;
};
/* `shared int cyc[30]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
int *cyc_local;
/* `&cyc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cyc_ref(long i) {
    upcga_ptr_t p = { g_cyc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [3] int blk[30]`: a GA array (one row per thread); this thread's part is blk_local. */
int g_blk;
int *blk_local;
/* `&blk[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blk_ref(long i) {
    upcga_ptr_t p = { g_blk, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared [*] int star[30]`: a GA array (one row per thread); this thread's part is star_local. */
int g_star;
int *star_local;
/* `&star[i]`: a pointer-to-shared. */
static inline upcga_ptr_t star_ref(long i) {
    upcga_ptr_t p = { g_star, upcga_owner(i, (30 + THREADS - 1) / THREADS), upcga_row_index(i, (30 + THREADS - 1) / THREADS) * (long)sizeof(int), i % ((30 + THREADS - 1) / THREADS) };
    return p;
}
/* `shared [] int ind[30]`: a GA array (on thread 0); this thread's part is ind_local. */
int g_ind;
int *ind_local;
/* `&ind[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ind_ref(long i) {
    upcga_ptr_t p = { g_ind, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [2] int grid[30][THREADS]`: a GA array (one row per thread); this thread's part is grid_local. */
int g_grid;
int *grid_local;
/* `&grid[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t grid_ref(long i0, long i1) {
    long i = i0 * THREADS + i1;
    upcga_ptr_t p = { g_grid, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(int), i % 2 };
    return p;
}
/* `shared struct cell cells[30]`: a GA array (one row per thread); this thread's part is cells_local. */
int g_cells;
struct cell *cells_local;
/* `&cells[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cells_ref(long i) {
    upcga_ptr_t p = { g_cells, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct cell), 0 };
    return p;
}
/* `shared int ran[6][30]`: a GA array (one row per thread); this thread's part is ran_local. */
int g_ran;
int *ran_local;
/* `ran[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int ran_get(long i0, long i1) {
    long i = i0 * 30 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ran_local[pos];
    upcga_get_at(g_ran, t, pos, &v, sizeof v);
    return v;
}
/* `ran[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ran_set(long i0, long i1, int v) {
    long i = i0 * 30 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ran, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ran_local[pos] = v;
    else
        upcga_put_at(g_ran, t, pos, &v, sizeof v);
    return v;
}
/* `shared int remote[THREADS]`: a GA array (one row per thread); this thread's part is remote_local. */
int g_remote;
int *remote_local;
/* `remote[i]`: read in place on its thread or node, else NGA_Get. */
static inline int remote_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_remote, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return remote_local[pos];
    upcga_get_at(g_remote, t, pos, &v, sizeof v);
    return v;
}
/* `remote[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int remote_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_remote, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        remote_local[pos] = v;
    else
        upcga_put_at(g_remote, t, pos, &v, sizeof v);
    return v;
}
/* `&remote[i]`: a pointer-to-shared. */
static inline upcga_ptr_t remote_ref(long i) {
    upcga_ptr_t p = { g_remote, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 14 "samples/upc/forall_affinity_addr.upc"
/* who ran iteration i of loop k */
/* iterations whose element was not local */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, k, errors = 0, notlocal = 0;

    {
#line 22 "samples/upc/forall_affinity_addr.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 22 "samples/upc/forall_affinity_addr.upc"
        i = 0;
#line 22 "samples/upc/forall_affinity_addr.upc"
        if (upcga_nested1)
#line 22 "samples/upc/forall_affinity_addr.upc"
            for (; i < 30; i++) {
                ran_set(0, i, MYTHREAD);
                notlocal += upcga_threadof(cyc_ref(i)) != (size_t)MYTHREAD;
            }
        else {
#line 22 "samples/upc/forall_affinity_addr.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_cyc = cyc_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 22 "samples/upc/forall_affinity_addr.upc"
            long upcga_bound = 30;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 22 "samples/upc/forall_affinity_addr.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 22 "samples/upc/forall_affinity_addr.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_cyc++) {
                    ran_set(0, i, MYTHREAD);
                    notlocal += upcga_threadof(cyc_ref(i)) != (size_t)MYTHREAD;
                }
#line 22 "samples/upc/forall_affinity_addr.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_cyc++) {
                ran_set(0, i, MYTHREAD);
                notlocal += upcga_threadof(cyc_ref(i)) != (size_t)MYTHREAD;
            }
        }
#line 22 "samples/upc/forall_affinity_addr.upc"
        upcga_forall_control = upcga_nested1;
    }


    {
#line 26 "samples/upc/forall_affinity_addr.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 26 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 26 "samples/upc/forall_affinity_addr.upc"
            if (!upcga_nested2 && !(upcga_threadof(upcga_add(blk_ref(0), sizeof(int), i, 3)) == MYTHREAD))
                continue;
#line 26 "samples/upc/forall_affinity_addr.upc"
            {
                ran_set(1, i, MYTHREAD);
                notlocal += upcga_threadof(blk_ref(i)) != (size_t)MYTHREAD;
            }
        }
#line 26 "samples/upc/forall_affinity_addr.upc"
        upcga_forall_control = upcga_nested2;
    }


    {
#line 30 "samples/upc/forall_affinity_addr.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 30 "samples/upc/forall_affinity_addr.upc"
        i = 0;
#line 30 "samples/upc/forall_affinity_addr.upc"
        if (!upcga_nested3)
            i = upcga_forall_first(i, (30 + THREADS - 1) / THREADS);
#line 30 "samples/upc/forall_affinity_addr.upc"
        for (; i < 30; i = upcga_nested3 ? i + 1 : upcga_forall_next(i, (30 + THREADS - 1) / THREADS))
            ran_set(2, i, MYTHREAD);
#line 30 "samples/upc/forall_affinity_addr.upc"
        upcga_forall_control = upcga_nested3;
    }
    {
#line 32 "samples/upc/forall_affinity_addr.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 32 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 32 "samples/upc/forall_affinity_addr.upc"
            if (!upcga_nested4 && !(upcga_threadof(ind_ref(i)) == MYTHREAD))
                continue;
#line 33 "samples/upc/forall_affinity_addr.upc"
            ran_set(3, i, MYTHREAD);
        }
#line 32 "samples/upc/forall_affinity_addr.upc"
        upcga_forall_control = upcga_nested4;
    }
    {
#line 34 "samples/upc/forall_affinity_addr.upc"
        int upcga_nested5 = upcga_forall_control;
        upcga_forall_control = 1;
#line 34 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 34 "samples/upc/forall_affinity_addr.upc"
            if (!upcga_nested5 && !(upcga_threadof(grid_ref(i, i % THREADS)) == MYTHREAD))
                continue;
#line 35 "samples/upc/forall_affinity_addr.upc"
            ran_set(4, i, MYTHREAD);
        }
#line 34 "samples/upc/forall_affinity_addr.upc"
        upcga_forall_control = upcga_nested5;
    }
    {
#line 36 "samples/upc/forall_affinity_addr.upc"
        int upcga_nested6 = upcga_forall_control;
        upcga_forall_control = 1;
#line 36 "samples/upc/forall_affinity_addr.upc"
        for (i = 0; i < 30; i++) {
#line 36 "samples/upc/forall_affinity_addr.upc"
            if (!upcga_nested6 && !(upcga_threadof(upcga_member(cells_ref(i), __builtin_offsetof(struct cell, w))) == MYTHREAD))
                continue;
#line 36 "samples/upc/forall_affinity_addr.upc"
            {
                UPCGA_WRITE(int, upcga_member(cells_ref(i), __builtin_offsetof(struct cell, v)), i);
                ran_set(5, i, MYTHREAD);
            }
        }
#line 36 "samples/upc/forall_affinity_addr.upc"
        upcga_forall_control = upcga_nested6;
    }


    remote_set(MYTHREAD, notlocal);
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (i = 0; i < 30; i++) {
            int want[6];
            want[0] = (int)upcga_threadof(cyc_ref(i));
            want[1] = (int)upcga_threadof(blk_ref(i));
            want[2] = (int)upcga_threadof(star_ref(i));
            want[3] = 0;
            want[4] = (int)upcga_threadof(grid_ref(i, i % THREADS));
            want[5] = (int)upcga_threadof(cells_ref(i));
            if (want[0] != i % THREADS || want[1] != i / 3 % THREADS)
                errors++;
            for (k = 0; k < 6; k++)
                if (ran_get(k, i) != want[k]) {
                    if (errors < 5)
                        printf("FAIL: forall_affinity_addr: loop %d iteration %d ran on %d, not %d\n", k, i, ran_get(k, i), want[k]);

                    errors++;
                }
            if (UPCGA_READ(int, upcga_member(cells_ref(i), __builtin_offsetof(struct cell, v))) != i)
                errors++;
        }
        {
#line 64 "samples/upc/forall_affinity_addr.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo7 = (long)0;
            long upcga_gather_hi7 = (long)THREADS;
#line 64 "samples/upc/forall_affinity_addr.upc"
            if (upcga_gather_lo7 >= 0 && upcga_gather_hi7 <= (long)THREADS && upcga_gather_hi7 - upcga_gather_lo7 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered8[16384 / sizeof(int)];
                if (upcga_gather_lo7 < upcga_gather_hi7) {
                    upcga_get_range(upcga_gathered8, upcga_add(remote_ref(0), sizeof(int), upcga_gather_lo7, 1), sizeof(int), 1, upcga_gather_hi7 - upcga_gather_lo7);
                }
#line 64 "samples/upc/forall_affinity_addr.upc"
                for (i = 0; i < THREADS; i++)
                    errors += upcga_gathered8[i - upcga_gather_lo7];
            } else
#line 64 "samples/upc/forall_affinity_addr.upc"
                for (i = 0; i < THREADS; i++)
                    errors += remote_get(i);
        }
#line 66 "samples/upc/forall_affinity_addr.upc"
        if (errors)
            printf("FAIL: forall_affinity_addr: %d errors\n", errors);
        else
            printf("PASS: forall_affinity_addr\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_forall_affinity_addr(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(30, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_INT, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(30, 3) }, block[2] = { THREADS, 1 };
        g_blk = NGA_Create_irreg(C_INT, 2, dims, "blk", block, upcga_rows);
        blk_local = upcga_own_row(g_blk, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(30, (30 + THREADS - 1) / THREADS) }, block[2] = { THREADS, 1 };
        g_star = NGA_Create_irreg(C_INT, 2, dims, "star", block, upcga_rows);
        star_local = upcga_own_row(g_star, sizeof(int));
    }
    {
        int dims[2] = { 1, 30 }, block[2] = { 1, 1 };
        g_ind = NGA_Create_irreg(C_INT, 2, dims, "ind", block, upcga_one_block);
        ind_local = upcga_own_row(g_ind, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(30 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_grid = NGA_Create_irreg(C_INT, 2, dims, "grid", block, upcga_rows);
        grid_local = upcga_own_row(g_grid, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(30, 1) }, block[2] = { THREADS, 1 };
        g_cells = NGA_Create_irreg(upcga_type(sizeof(struct cell)), 2, dims, "cells", block, upcga_rows);
        cells_local = upcga_own_row(g_cells, sizeof(struct cell));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(180, 1) }, block[2] = { THREADS, 1 };
        g_ran = NGA_Create_irreg(C_INT, 2, dims, "ran", block, upcga_rows);
        ran_local = upcga_own_row(g_ran, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_remote = NGA_Create_irreg(C_INT, 2, dims, "remote", block, upcga_rows);
        remote_local = upcga_own_row(g_remote, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_forall_affinity_addr_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_forall_affinity_addr;
