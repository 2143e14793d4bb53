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
#line 1 "samples/upc/mem_nbi.upc"
/* mem_nbi.upc - <upc_nb.h> implicit-handle transfers: upc_memput_nbi, upc_memset_nbi, upc_memget_nbi, upc_memcpy_nbi completed with upc_synci and upc_synci_attempt. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [24] int a[24 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 24), upcga_row_index(i, 24) * (long)sizeof(int), i % 24 };
    return p;
}
/* `shared [24] int c[24 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
int *c_local;
/* `c[i]`: read in place on its thread or node, else NGA_Get. */
static inline int c_get(long i) {
    int t = upcga_owner(i, 24);
    long pos = upcga_row_index(i, 24);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return c_local[pos];
    upcga_get_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 24), upcga_row_index(i, 24) * (long)sizeof(int), i % 24 };
    return p;
}
/* `shared [24] char z[24 * THREADS]`: a GA array (one row per thread); this thread's part is z_local. */
int g_z;
char *z_local;
/* `&z[i]`: a pointer-to-shared. */
static inline upcga_ptr_t z_ref(long i) {
    upcga_ptr_t p = { g_z, upcga_owner(i, 24), upcga_row_index(i, 24) * (long)sizeof(char), i % 24 };
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
#line 14 "samples/upc/mem_nbi.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, k, mine = 0;
    int right = (MYTHREAD + 1) % THREADS;
    int out[24], in[24];
    char zs[24];

    for (i = 0; i < 24; i++)
        out[i] = MYTHREAD * 100 + i;
    /* several puts in flight, one per piece, and a memset, all completed by one upc_synci */
    for (k = 0; k < 4; k++)
        upcga_memput_nbi(a_ref(24 * MYTHREAD + k * (24 / 4)), &out[k * (24 / 4)], 24 / 4 * sizeof(int));
    upcga_memset_nbi(z_ref(24 * MYTHREAD), 0, 24);
    upcga_synci();
    upcga_barrier();

    upcga_memget_nbi(in, a_ref(24 * right), sizeof in);
    upcga_memcpy_nbi(c_ref(24 * MYTHREAD), a_ref(24 * right), sizeof in);
    while (!upcga_synci_attempt())
        ;
    for (i = 0; i < 24; i++)
        if (in[i] != right * 100 + i)
            mine++;
    upcga_memget(zs, z_ref(24 * right), 24);
    for (i = 0; i < 24; i++)
        if (zs[i] != 0)
            mine++;
    errs_set(MYTHREAD, mine);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            int r = (t + 1) % THREADS;
            for (i = 0; i < 24; i++)
                if (c_get(24 * t + i) != r * 100 + i)
                    total++;
            total += errs_get(t);
        }
        if (total)
            printf("FAIL: mem_nbi: %d errors\n", total);
        else
            printf("PASS: mem_nbi\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_mem_nbi(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(24 * THREADS, 24) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(24 * THREADS, 24) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_INT, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(24 * THREADS, 24) }, block[2] = { THREADS, 1 };
        g_z = NGA_Create_irreg(C_CHAR, 2, dims, "z", block, upcga_rows);
        z_local = upcga_own_row(g_z, sizeof(char));
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
static void (*const upcga_create_mem_nbi_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_mem_nbi;
