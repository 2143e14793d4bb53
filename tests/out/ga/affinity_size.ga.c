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
#line 1 "samples/upc/affinity_size.upc"
/* affinity_size.upc - upc_affinitysize for static arrays and allocations, checked against a block-by-block count and against upc_threadof. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [5] long b5[37]`: a GA array (one row per thread); this thread's part is b5_local. */
int g_b5;
long *b5_local;
/* `&b5[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b5_ref(long i) {
    upcga_ptr_t p = { g_b5, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(long), i % 5 };
    return p;
}
/* `shared [4] int b4[12 * THREADS]`: a GA array (one row per thread); this thread's part is b4_local. */
int g_b4;
int *b4_local;
/* `&b4[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b4_ref(long i) {
    upcga_ptr_t p = { g_b4, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [] char ind[10]`: a GA array (on thread 0); this thread's part is ind_local. */
int g_ind;
char *ind_local;
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
#line 5 "samples/upc/affinity_size.upc"
/* 8 blocks, the last one 2 elements long */
/* full blocks, 3 per thread */



/* bytes with affinity to thread t: deal out blocks of nbytes round robin */
static size_t model(size_t total, size_t nbytes, size_t t) {

    size_t off, got = 0;
    if (nbytes == 0)
        return t == 0 ? total : 0;
    for (off = 0; off < total; off += nbytes)
        if (off / nbytes % THREADS == t)
            got += total - off < nbytes ? total - off : nbytes;
    return got;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    static const size_t totals[] = { 1, 7, 100, 4096, 12345 };
    static const size_t blocks[] = { 1, 3, 64, 1000 };
    int i, j, t, errors = 0;

    if (MYTHREAD == 0) {
        for (i = 0; i < 5; i++)
            for (j = 0; j < 4; j++) {
                size_t sum = 0;
                for (t = 0; t < THREADS; t++) {
                    size_t got = upcga_affinitysize(totals[i], blocks[j], t);
                    sum += got;
                    if (got != model(totals[i], blocks[j], t)) {
                        if (errors < 5)
                            printf("FAIL: affinity_size: (%lu, %lu, %d) gave %lu\n", (unsigned long)totals[i], (unsigned long)blocks[j], t, (unsigned long)got);

                        errors++;
                    }
                }
                if (sum != totals[i])
                    errors++;
            }
        /* static arrays: count the elements upc_threadof puts on each thread */
        for (t = 0; t < THREADS; t++) {
            size_t n5 = 0, n4 = 0;
            for (i = 0; i < 37; i++)
                n5 += upcga_threadof(b5_ref(i)) == (size_t)t;
            for (i = 0; i < 4 * 3 * THREADS; i++)
                n4 += upcga_threadof(b4_ref(i)) == (size_t)t;
            if (upcga_affinitysize(sizeof(long) * 37, (size_t)5 * sizeof(long), t) != n5 * sizeof(long))
                errors++;
            if (upcga_affinitysize(sizeof(int) * 12 * THREADS, (size_t)4 * sizeof(int), t) != n4 * sizeof(int))
                errors++;
            if (upcga_affinitysize(sizeof(char) * 10, 0, t) != (t == 0 ? sizeof(char) * 10 : 0))
                errors++;
        }
        if (errors)
            printf("FAIL: affinity_size: %d errors\n", errors);
        else
            printf("PASS: affinity_size\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_affinity_size(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(37, 5) }, block[2] = { THREADS, 1 };
        g_b5 = NGA_Create_irreg(C_LONG, 2, dims, "b5", block, upcga_rows);
        b5_local = upcga_own_row(g_b5, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_b4 = NGA_Create_irreg(C_INT, 2, dims, "b4", block, upcga_rows);
        b4_local = upcga_own_row(g_b4, sizeof(int));
    }
    {
        int dims[2] = { 1, 10 }, block[2] = { 1, 1 };
        g_ind = NGA_Create_irreg(C_CHAR, 2, dims, "ind", block, upcga_one_block);
        ind_local = upcga_own_row(g_ind, sizeof(char));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_affinity_size_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_affinity_size;
