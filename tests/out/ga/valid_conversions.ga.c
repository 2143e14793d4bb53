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
#line 1 "tests/in/valid/conversions.upc"
// Conversions, initializers and pointer arithmetic that UPC allows: accepted silently.
#include <stdlib.h>
#include <inttypes.h>
#line 5 "tests/in/valid/conversions.upc"
struct cell {
    int value;
    double weight;
};
/* `shared int cyclic[4 * THREADS]`: a GA array (one row per thread); this thread's part is cyclic_local. */
int g_cyclic;
int *cyclic_local;
/* `cyclic[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cyclic_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyclic, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cyclic_local[pos];
    upcga_get_at(g_cyclic, t, pos, &v, sizeof v);
    return v;
}
/* `&cyclic[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cyclic_ref(long i) {
    upcga_ptr_t p = { g_cyclic, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [4] int blocked[4 * THREADS]`: a GA array (one row per thread); this thread's part is blocked_local. */
int g_blocked;
int *blocked_local;
/* `blocked[i]`: read in place on its thread or node, else NGA_Get. */
static inline int blocked_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_blocked, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return blocked_local[pos];
    upcga_get_at(g_blocked, t, pos, &v, sizeof v);
    return v;
}
/* `&blocked[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blocked_ref(long i) {
    upcga_ptr_t p = { g_blocked, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [] double whole[16]`: a GA array (on thread 0); this thread's part is whole_local. */
int g_whole;
double *whole_local;
/* `whole[i]`: read in place on its thread or node, else NGA_Get. */
static inline double whole_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_whole, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return whole_local[pos];
    upcga_get_at(g_whole, t, pos, &v, sizeof v);
    return v;
}
/* `shared struct cell cells[THREADS]`: a GA array (one row per thread); this thread's part is cells_local. */
int g_cells;
struct cell *cells_local;
/* `&cells[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cells_ref(long i) {
    upcga_ptr_t p = { g_cells, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct cell), 0 };
    return p;
}
/* `shared const int table[THREADS]`: a GA array (one row per thread); this thread's part is table_local. */
int g_table;
int *table_local;
/* `&table[i]`: a pointer-to-shared. */
static inline upcga_ptr_t table_ref(long i) {
    upcga_ptr_t p = { g_table, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `strict shared int flag`: a GA array (on thread 0); this thread's part is flag_local. */
int g_flag;
int *flag_local;
/* `flag` = v: written in place on its thread or node, else NGA_Put. */
static inline int flag_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        flag_local[pos] = v;
    else
        upcga_put_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* A strict write of `flag`. */
static inline int flag_set_strict(int v) {
    upcga_fence();
    flag_set(v);
    upcga_fence();
    return v;
}
/* `shared int *shared directory[THREADS]`: a GA array (one row per thread); this thread's part is directory_local. */
int g_directory;
upcga_ptr_t *directory_local;
/* `directory[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t directory_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_directory, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        directory_local[pos] = v;
    else
        upcga_put_at(g_directory, t, pos, &v, sizeof v);
    return v;
}
/* `shared int initialized[THREADS]`: a GA array (one row per thread); this thread's part is initialized_local. */
int g_initialized;
int *initialized_local;
#line 15 "tests/in/valid/conversions.upc"
static int total(upcga_ptr_t p, int n) {

    int s = 0;
    for (int i = 0; i < n; i++)
        s += UPCGA_READ(int, upcga_add(p, sizeof(int), i, 1));
    return s;
}
static upcga_ptr_t anywhere(upcga_ptr_t p) {
#line 22 "tests/in/valid/conversions.upc"
    return p;
}
#line 23 "tests/in/valid/conversions.upc"
static upcga_ptr_t back(upcga_ptr_t v) {
#line 23 "tests/in/valid/conversions.upc"
    return upcga_resetphase(v);
}
#line 24 "tests/in/valid/conversions.upc"
static void clear(upcga_ptr_t p, size_t n) {
#line 24 "tests/in/valid/conversions.upc"
    upcga_memset(p, 0, n);
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_ptr_t p = cyclic_ref(MYTHREAD);
    upcga_ptr_t q = UPCGA_NULL;
    q = UPCGA_NULL;
    p = upcga_add(p, sizeof(int), 1, 1);
    p = upcga_add(p, sizeof(int), 1, 1);
    p = upcga_add(p, sizeof(int), MYTHREAD, 1);
    p = upcga_add(p, sizeof(int), -1, 1);
    p = upcga_add(p, sizeof(int), 1, 1);
    p = upcga_add(p, sizeof(int), -1, 1);
    ptrdiff_t n = upcga_sub(p, cyclic_ref(0), sizeof(int), 1);
    n = upcga_sub(cyclic_ref(3), cyclic_ref(1), sizeof(int), 1);
    upcga_ptr_t b = upcga_add(blocked_ref(0), sizeof(int), 4, 4);
    n = upcga_sub(b, blocked_ref(0), sizeof(int), 4);
    upcga_ptr_t b2 = upcga_resetphase(p);
    upcga_ptr_t p2 = upcga_resetphase(b);
    upcga_ptr_t v = p;
    v = b;
    p = upcga_resetphase(v);
    b = v;
    v = anywhere(p);
    p = back(v);
    upcga_ptr_t cp = p;
    cp = table_ref(0);
    upcga_ptr_t cv = cp;
    int *local = (int *)upcga_to_local(cyclic_ref(MYTHREAD));
    int x = cyclic_get(MYTHREAD) + blocked_get(MYTHREAD) + UPCGA_READ(int, upcga_add(p, sizeof(int), 1, 1)) + UPCGA_READ(int, upcga_add(b, sizeof(int), 2, 4));
    double w = whole_get(3) + UPCGA_READ(double, upcga_member(cells_ref(MYTHREAD), __builtin_offsetof(struct cell, weight)));
    struct cell c;
#line 55 "tests/in/valid/conversions.upc"
    upcga_get(&c, cells_ref(MYTHREAD), sizeof c);
    upcga_put(cells_ref(MYTHREAD), &c, sizeof c);
    UPCGA_WRITE(int, upcga_member(cells_ref(MYTHREAD), __builtin_offsetof(struct cell, value)), x);
    int sum = total(cyclic_ref(0), 1) + total(cyclic_ref(MYTHREAD), 1);
    clear(cells_ref(MYTHREAD), sizeof(struct cell));
    size_t t = upcga_threadof(p) + upcga_phaseof(b) + upcga_addrfield(v);
    _Bool nil = upcga_isnull(p);
    if (!upcga_isnull(p) && !upcga_eq(p, q) && upcga_eq(p, upcga_add(cyclic_ref(0), sizeof(int), 1, 1)))
        x++;
    directory_set(MYTHREAD, cyclic_ref(MYTHREAD));
    flag_set_strict(1);
    upcga_ptr_t list[2] = { cyclic_ref(0), UPCGA_NULL };
    struct upcga_record34 {
        upcga_ptr_t where;
        int n;
    } ref = { cyclic_ref(MYTHREAD), 1 };
#line 68 "tests/in/valid/conversions.upc"
    (void)b2;
#line 68 "tests/in/valid/conversions.upc"
    (void)p2;
#line 68 "tests/in/valid/conversions.upc"
    (void)cv;
#line 68 "tests/in/valid/conversions.upc"
    (void)local;
#line 68 "tests/in/valid/conversions.upc"
    (void)w;
#line 68 "tests/in/valid/conversions.upc"
    (void)sum;
#line 68 "tests/in/valid/conversions.upc"
    (void)t;
#line 68 "tests/in/valid/conversions.upc"
    (void)nil;
    (void)list;
#line 69 "tests/in/valid/conversions.upc"
    (void)ref;
#line 69 "tests/in/valid/conversions.upc"
    (void)n;
#line 69 "tests/in/valid/conversions.upc"
    (void)cp;
    return x < 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_conversions(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cyclic = NGA_Create_irreg(C_INT, 2, dims, "cyclic", block, upcga_rows);
        cyclic_local = upcga_own_row(g_cyclic, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_blocked = NGA_Create_irreg(C_INT, 2, dims, "blocked", block, upcga_rows);
        blocked_local = upcga_own_row(g_blocked, sizeof(int));
    }
    {
        int dims[2] = { 1, 16 }, block[2] = { 1, 1 };
        g_whole = NGA_Create_irreg(C_DBL, 2, dims, "whole", block, upcga_one_block);
        whole_local = upcga_own_row(g_whole, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cells = NGA_Create_irreg(upcga_type(sizeof(struct cell)), 2, dims, "cells", block, upcga_rows);
        cells_local = upcga_own_row(g_cells, sizeof(struct cell));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_table = NGA_Create_irreg(C_INT, 2, dims, "table", block, upcga_rows);
        table_local = upcga_own_row(g_table, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_flag = NGA_Create_irreg(C_INT, 2, dims, "flag", block, upcga_one_block);
        flag_local = upcga_own_row(g_flag, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_directory = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "directory", block, upcga_rows);
        directory_local = upcga_own_row(g_directory, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_initialized = NGA_Create_irreg(C_INT, 2, dims, "initialized", block, upcga_rows);
        initialized_local = upcga_own_row(g_initialized, sizeof(int));
    }
}
static void (*const upcga_create_conversions_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_conversions;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_conversions(void) {
    {
        static const int upcga_initial[] = { 1 };
        const int *values = (const int *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                initialized_local[upcga_row_index(i, 1)] = values[i];
    }
}
static void (*const upcga_init_conversions_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_conversions;
