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
#line 1 "samples/upc/sizeof_ops.upc"
/* sizeof_ops.upc - upc_localsizeof, upc_blocksizeof and upc_elemsizeof on types and expressions, sizeof of shared objects, and UPC_MAX_BLOCK_SIZE. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [5] int a[15 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
/* `shared double s`: a GA array (on thread 0); this thread's part is s_local. */
int g_s;
double *s_local;
/* `shared [] long ind[10]`: a GA array (on thread 0); this thread's part is ind_local. */
int g_ind;
long *ind_local;
/* `shared [3] short m2[4][3 * THREADS]`: a GA array (one row per thread); this thread's part is m2_local. */
int g_m2;
short *m2_local;
/* `shared int cyc[7 * THREADS]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
int *cyc_local;
/* `shared [8] char star[8 * THREADS]`: a GA array (one row per thread); this thread's part is star_local. */
int g_star;
char *star_local;
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
#line 5 "samples/upc/sizeof_ops.upc"
/* three blocks of 5 ints per thread */


/* 12*THREADS elements: 4 blocks of 3 per thread */
#line 13 "samples/upc/sizeof_ops.upc"
static int errors;

static void check(size_t got, size_t want, const char *what) {

    if (got != want) {
        printf("FAIL: sizeof_ops: %s is %lu, expected %lu\n", what, (unsigned long)got, (unsigned long)want);
        errors++;
    }
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_ptr_t p = a_ref(0);

    if (MYTHREAD == 0) {
        /* expressions */
        check((size_t)5, 5, "upc_blocksizeof(a)");
        check(sizeof(int), sizeof(int), "upc_elemsizeof(a)");
        check((size_t)15 * sizeof(int), 15 * sizeof(int), "upc_localsizeof(a)");
        check(sizeof(int) * 15 * THREADS, 15 * THREADS * sizeof(int), "sizeof(a)");
        check((size_t)1, 1, "upc_blocksizeof(s)");
        check(sizeof(double), sizeof(double), "upc_elemsizeof(s)");
        check(0, 0, "upc_blocksizeof(ind)");
        check((size_t)10 * sizeof(long), 10 * sizeof(long), "upc_localsizeof(ind)");
        check((size_t)3, 3, "upc_blocksizeof(m2)");
        check(sizeof(short), sizeof(short), "upc_elemsizeof(m2)");
        check((size_t)12 * sizeof(short), 12 * sizeof(short), "upc_localsizeof(m2)");
        check((size_t)7 * sizeof(int), 7 * sizeof(int), "upc_localsizeof(cyc)");
        check((size_t)8, 8, "upc_blocksizeof(star)");
        check((size_t)8 * sizeof(char), 8, "upc_localsizeof(star)");
        check((size_t)5, 5, "upc_blocksizeof(*p)");
        check(sizeof(int), sizeof(int), "upc_elemsizeof a");
        /* type names */
        check((size_t)7, 7, "upc_blocksizeof(shared [7] int)");
        check((size_t)1, 1, "upc_blocksizeof(shared int)");
        check(0, 0, "upc_blocksizeof(shared [] double)");
        check(sizeof(double), sizeof(double), "upc_elemsizeof(shared [2] double [10])");
        check((size_t)8 * sizeof(int), 8 * sizeof(int), "upc_localsizeof(shared [4] int [8*THREADS])");
        /* the largest block size is at least the ones used here */
        if (4194303 < 8 || 4194303 < (size_t)5)
            check(4194303, 8, "UPC_MAX_BLOCK_SIZE (at least)");
        /* the results are size_t constants usable in ordinary arithmetic */
        {
            int buf[(size_t)15 * sizeof(int) / sizeof(int)];
            check(sizeof buf, (size_t)15 * sizeof(int), "a local buffer of upc_localsizeof");
        }
        if (errors)
            printf("FAIL: sizeof_ops: %d errors\n", errors);
        else
            printf("PASS: sizeof_ops\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_sizeof_ops(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(15 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_s = NGA_Create_irreg(C_DBL, 2, dims, "s", block, upcga_one_block);
        s_local = upcga_own_row(g_s, sizeof(double));
    }
    {
        int dims[2] = { 1, 10 }, block[2] = { 1, 1 };
        g_ind = NGA_Create_irreg(C_LONG, 2, dims, "ind", block, upcga_one_block);
        ind_local = upcga_own_row(g_ind, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_m2 = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "m2", block, upcga_rows);
        m2_local = upcga_own_row(g_m2, sizeof(short));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(7 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_INT, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_star = NGA_Create_irreg(C_CHAR, 2, dims, "star", block, upcga_rows);
        star_local = upcga_own_row(g_star, sizeof(char));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_sizeof_ops_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_sizeof_ops;
