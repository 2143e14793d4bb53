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
#line 1 "samples/upc/mem_nb.upc"
/* mem_nb.upc - <upc_nb.h> explicit-handle transfers: upc_memput_nb, upc_memset_nb, upc_memget_nb, upc_memcpy_nb completed with upc_sync and upc_sync_attempt. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [64] long a[64 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
long *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(long), i % 64 };
    return p;
}
/* `shared [64] long b[64 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
long *b_local;
/* `b[i]`: read in place on its thread or node, else NGA_Get. */
static inline long b_get(long i) {
    int t = upcga_owner(i, 64);
    long pos = upcga_row_index(i, 64);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return b_local[pos];
    upcga_get_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `&b[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b_ref(long i) {
    upcga_ptr_t p = { g_b, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(long), i % 64 };
    return p;
}
/* `shared [64] unsigned char flags[64 * THREADS]`: a GA array (one row per thread); this thread's part is flags_local. */
int g_flags;
unsigned char *flags_local;
/* `flags[i]`: read in place on its thread or node, else NGA_Get. */
static inline unsigned char flags_get(long i) {
    int t = upcga_owner(i, 64);
    long pos = upcga_row_index(i, 64);
    UPCGA_CHECK_ELEMENT(g_flags, t, pos, sizeof(unsigned char), 0);
    unsigned char v;
    if (t == MYTHREAD)
        return flags_local[pos];
    upcga_get_at(g_flags, t, pos, &v, sizeof v);
    return v;
}
/* `&flags[i]`: a pointer-to-shared. */
static inline upcga_ptr_t flags_ref(long i) {
    upcga_ptr_t p = { g_flags, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(unsigned char), i % 64 };
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
#line 13 "samples/upc/mem_nb.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    long out[64], in[64];
    upc_handle_t h1, h2, h3, h4;

    for (i = 0; i < 64; i++)
        out[i] = 10L * MYTHREAD + i;
    /* two transfers in flight at once */
    h1 = upcga_memput_nb(a_ref(64 * MYTHREAD), out, sizeof out);
    h2 = upcga_memset_nb(flags_ref(64 * MYTHREAD), 0xAB, 64);
    upcga_sync(h1);
    upcga_sync(h2);
    upcga_barrier();

    /* get from the right neighbour, polling for completion */
    h3 = upcga_memget_nb(in, a_ref(64 * right), sizeof in);
    while (!upcga_sync_attempt(h3))
        /* in[] must not be read before completion */
#line 32 "samples/upc/mem_nb.upc"
        ;
    for (i = 0; i < 64; i++)
        if (in[i] != 10L * right + i)
            mine++;
    /* shared to shared from the left neighbour */
    h4 = upcga_memcpy_nb(b_ref(64 * MYTHREAD), a_ref(64 * left), 64 * sizeof(long));
    upcga_sync(h4);
    /* the complete handle may be waited on at any time */
    upcga_sync((upc_handle_t)0);
    if (!upcga_sync_attempt((upc_handle_t)0))
        mine++;
    errs_set(MYTHREAD, mine);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            int l = (t + THREADS - 1) % THREADS;
            for (i = 0; i < 64; i++) {
                if (b_get(64 * t + i) != 10L * l + i)
                    total++;
                if (flags_get(64 * t + i) != 0xAB)
                    total++;
            }
        }
        {
#line 57 "samples/upc/mem_nb.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 57 "samples/upc/mem_nb.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 57 "samples/upc/mem_nb.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 57 "samples/upc/mem_nb.upc"
                for (t = 0; t < THREADS; t++)
                    total += errs_get(t);
        }
#line 59 "samples/upc/mem_nb.upc"
        if (total)
            printf("FAIL: mem_nb: %d errors\n", total);
        else
            printf("PASS: mem_nb\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_mem_nb(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_LONG, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_LONG, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_flags = NGA_Create_irreg(C_CHAR, 2, dims, "flags", block, upcga_rows);
        flags_local = upcga_own_row(g_flags, sizeof(unsigned char));
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
static void (*const upcga_create_mem_nb_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_mem_nb;
