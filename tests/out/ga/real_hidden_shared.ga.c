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
#line 1 "tests/in/real/hidden_shared.upc"
/* Private objects that hide shared objects of the same name declared in an enclosing scope
   (a function's static shared object, a file-scope one): each name means the innermost
   declaration. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
int *total_local;
/* `total`: read in place on its thread or node, else NGA_Get. */
static inline int total_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return total_local[pos];
    upcga_get_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `total` = v: written in place on its thread or node, else NGA_Put. */
static inline int total_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_total, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        total_local[pos] = v;
    else
        upcga_put_at(g_total, t, pos, &v, sizeof v);
    return v;
}
/* `shared [2] int cells[2 * THREADS]`: a GA array (one row per thread); this thread's part is cells_local. */
int g_cells;
int *cells_local;
/* `cells[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cells_get(long i) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_cells, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cells_local[pos];
    upcga_get_at(g_cells, t, pos, &v, sizeof v);
    return v;
}
/* `cells[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int cells_set(long i, int v) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_cells, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        cells_local[pos] = v;
    else
        upcga_put_at(g_cells, t, pos, &v, sizeof v);
    return v;
}
#line 10 "tests/in/real/hidden_shared.upc"
static int sum_private(int n) {
    /* hides the file-scope shared `total` */
#line 11 "tests/in/real/hidden_shared.upc"
    int total = 0;
    /* hides `cells` */
#line 12 "tests/in/real/hidden_shared.upc"
    for (int cells = 0; cells < n; cells++)
        total += cells;
    return total;
}


/* `x` of main(), created at start-up. */
/* `shared int x`: a GA array (on thread 0); this thread's part is main_x_local. */
static int g_main_x;
static int *main_x_local;
/* `x`: read in place on its thread or node, else NGA_Get. */
static inline int main_x_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_main_x, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return main_x_local[pos];
    upcga_get_at(g_main_x, t, pos, &v, sizeof v);
    return v;
}
/* `x` = v: written in place on its thread or node, else NGA_Put. */
static inline int main_x_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_main_x, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        main_x_local[pos] = v;
    else
        upcga_put_at(g_main_x, t, pos, &v, sizeof v);
    return v;
}
#line 19 "tests/in/real/hidden_shared.upc"
/* `y` of main(), created at start-up. */
/* `shared int y[THREADS]`: a GA array (one row per thread); this thread's part is main_y_local. */
static int g_main_y;
static int *main_y_local;
/* `y[i]`: read in place on its thread or node, else NGA_Get. */
static inline int main_y_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_main_y, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return main_y_local[pos];
    upcga_get_at(g_main_y, t, pos, &v, sizeof v);
    return v;
}
/* `y[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int main_y_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_main_y, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        main_y_local[pos] = v;
    else
        upcga_put_at(g_main_y, t, pos, &v, sizeof v);
    return v;
}
#line 29 "tests/in/real/hidden_shared.upc"
/* hides the static shared `x` */


/* hides `y` */



/* hides the private `x` in turn */
#line 36 "tests/in/real/hidden_shared.upc"
/* `x` of main(), created at start-up. */
/* `shared int x`: a GA array (on thread 0); this thread's part is main_x_1_local. */
static int g_main_x_1;
static int *main_x_1_local;
/* `x`: read in place on its thread or node, else NGA_Get. */
static inline int main_x_1_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_main_x_1, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return main_x_1_local[pos];
    upcga_get_at(g_main_x_1, t, pos, &v, sizeof v);
    return v;
}
/* `x` = v: written in place on its thread or node, else NGA_Put. */
static inline int main_x_1_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_main_x_1, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        main_x_1_local[pos] = v;
    else
        upcga_put_at(g_main_x_1, t, pos, &v, sizeof v);
    return v;
}
#line 17 "tests/in/real/hidden_shared.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {


    if (MYTHREAD == 0) {
        main_x_set(7);
        total_set(0);
    }
    main_y_set(MYTHREAD, 10 * MYTHREAD);
    cells_set(2 * MYTHREAD, MYTHREAD);
    cells_set(2 * MYTHREAD + 1, -MYTHREAD);
    upcga_barrier();
    {
        int x = 5;
        x++;
        x += 10;
        int y = x * 2;
        if (MYTHREAD == 0)
            printf("inner x %d y %d\n", x, y);
        {

            if (MYTHREAD == 0)
                main_x_1_set(40);
            upcga_barrier();
            if (MYTHREAD == 0)
                printf("innermost x %d\n", main_x_1_get() + 2);
        }
        if (MYTHREAD == 0)
            printf("inner again x %d\n", x);
    }
    upcga_ptr_t l = upcga_all_lock_alloc();
    upcga_lock(l);
    total_set(total_get() + (main_y_get((MYTHREAD + 1) % THREADS) + sum_private(4)));
    upcga_unlock(l);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int want = 0;
        for (int t = 0; t < THREADS; t++)
            want += 10 * t + 6;
        printf("outer x %d total %s cells %d\n", main_x_get(), total_get() == want ? "ok" : "wrong", cells_get(2 * (THREADS - 1) + 1));
    }

    return 0;
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_hidden_shared __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_hidden_shared(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_INT, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_cells = NGA_Create_irreg(C_INT, 2, dims, "cells", block, upcga_rows);
        cells_local = upcga_own_row(g_cells, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_main_x = NGA_Create_irreg(C_INT, 2, dims, "x", block, upcga_one_block);
        main_x_local = upcga_own_row(g_main_x, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_main_y = NGA_Create_irreg(C_INT, 2, dims, "y", block, upcga_rows);
        main_y_local = upcga_own_row(g_main_y, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_main_x_1 = NGA_Create_irreg(C_INT, 2, dims, "x", block, upcga_one_block);
        main_x_1_local = upcga_own_row(g_main_x_1, sizeof(int));
    }
}
static void (*const upcga_create_hidden_shared_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_hidden_shared;
