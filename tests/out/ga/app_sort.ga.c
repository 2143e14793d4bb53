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
#line 1 "samples/upc/app_sort.upc"
/* app_sort.upc - parallel counting sort of integer keys: per-thread counts in a shared table, global positions from them, keys scattered by remote writes; checked against a sequential sort. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [40] int keys[40 * THREADS]`: a GA array (one row per thread); this thread's part is keys_local. */
int g_keys;
int *keys_local;
/* `keys[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int keys_set(long i, int v) {
    int t = upcga_owner(i, 40);
    long pos = upcga_row_index(i, 40);
    UPCGA_CHECK_ELEMENT(g_keys, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        keys_local[pos] = v;
    else
        upcga_put_at(g_keys, t, pos, &v, sizeof v);
    return v;
}
/* `&keys[i]`: a pointer-to-shared. */
static inline upcga_ptr_t keys_ref(long i) {
    upcga_ptr_t p = { g_keys, upcga_owner(i, 40), upcga_row_index(i, 40) * (long)sizeof(int), i % 40 };
    return p;
}
/* `shared [40] int sorted[40 * THREADS]`: a GA array (one row per thread); this thread's part is sorted_local. */
int g_sorted;
int *sorted_local;
/* `sorted[i]`: read in place on its thread or node, else NGA_Get. */
static inline int sorted_get(long i) {
    int t = upcga_owner(i, 40);
    long pos = upcga_row_index(i, 40);
    UPCGA_CHECK_ELEMENT(g_sorted, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return sorted_local[pos];
    upcga_get_at(g_sorted, t, pos, &v, sizeof v);
    return v;
}
/* `sorted[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int sorted_set(long i, int v) {
    int t = upcga_owner(i, 40);
    long pos = upcga_row_index(i, 40);
    UPCGA_CHECK_ELEMENT(g_sorted, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        sorted_local[pos] = v;
    else
        upcga_put_at(g_sorted, t, pos, &v, sizeof v);
    return v;
}
/* `shared [32] int counts[32 * THREADS]`: a GA array (one row per thread); this thread's part is counts_local. */
int g_counts;
int *counts_local;
/* `counts[i]`: read in place on its thread or node, else NGA_Get. */
static inline int counts_get(long i) {
    int t = upcga_owner(i, 32);
    long pos = upcga_row_index(i, 32);
    UPCGA_CHECK_ELEMENT(g_counts, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counts_local[pos];
    upcga_get_at(g_counts, t, pos, &v, sizeof v);
    return v;
}
/* `&counts[i]`: a pointer-to-shared. */
static inline upcga_ptr_t counts_ref(long i) {
    upcga_ptr_t p = { g_counts, upcga_owner(i, 32), upcga_row_index(i, 32) * (long)sizeof(int), i % 32 };
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
#line 10 "samples/upc/app_sort.upc"
/* block t: the counts of thread t */


static int key_of(int i) {
#line 13 "samples/upc/app_sort.upc"
    return (int)(((unsigned)i * 40503u + 7u) % 1009u) % 32;
}
static int cmp(const void *a, const void *b) {
#line 15 "samples/upc/app_sort.upc"
    return *(const int *)a - *(const int *)b;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, k, t, errors = 0, n = 40 * THREADS;
    int mine[40], pos[32];
    int *cnt = (int *)upcga_to_local(counts_ref(32 * MYTHREAD));

    {
#line 23 "samples/upc/app_sort.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 23 "samples/upc/app_sort.upc"
        i = 0;
#line 23 "samples/upc/app_sort.upc"
        if (upcga_nested1)
#line 23 "samples/upc/app_sort.upc"
            for (; i < n; i++)
                keys_set(i, key_of(i));
        else {
#line 23 "samples/upc/app_sort.upc"
            /* This thread's blocks of `keys`, each through local pointers. */
#line 23 "samples/upc/app_sort.upc"
            for (i = upcga_forall_first(i, 40); i < n; i = upcga_forall_first(i, 40)) {
#line 23 "samples/upc/app_sort.upc"
                int *upcga_local_keys = keys_local + upcga_row_index(i, 40);
                long upcga_block_lo = i - i % 40, upcga_block_hi = upcga_block_lo + 40;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 23 "samples/upc/app_sort.upc"
                if (upcga_stop - i == 40)
#line 23 "samples/upc/app_sort.upc"
                    for (upcga_k = 0; upcga_k < 40; upcga_k++, i++, upcga_local_keys++)
                        *upcga_local_keys = key_of(i);
                else
#line 23 "samples/upc/app_sort.upc"
                    for (; i < upcga_stop; i++, upcga_local_keys++)
                        *upcga_local_keys = key_of(i);
            }
        }
#line 23 "samples/upc/app_sort.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();
    /* 1: count my keys */
    upcga_memget(mine, keys_ref(40 * MYTHREAD), sizeof mine);
    for (k = 0; k < 32; k++)
        cnt[k] = 0;
    for (i = 0; i < 40; i++)
        cnt[mine[i]]++;
    upcga_barrier();
    /* 2: where my keys of value k start: all smaller keys, then equal keys of lower threads */
    for (k = 0; k < 32; k++) {
        int start = 0, kk;
        for (kk = 0; kk < k; kk++)
            for (t = 0; t < THREADS; t++)
                start += counts_get(32 * t + kk);
        for (t = 0; t < MYTHREAD; t++)
            start += counts_get(32 * t + k);
        pos[k] = start;
    }
    /* 3: scatter, keeping the input order among equal keys */
    for (i = 0; i < 40; i++)
        sorted_set(pos[mine[i]]++, mine[i]);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int *seq = malloc(n * sizeof *seq);
        for (i = 0; i < n; i++)
            seq[i] = key_of(i);
        qsort(seq, n, sizeof *seq, cmp);
        for (i = 0; i < n; i++)
            if (sorted_get(i) != seq[i]) {
                if (errors < 5)
                    printf("FAIL: app_sort: sorted[%d] = %d, expected %d\n", i, sorted_get(i), seq[i]);
                errors++;
            }
        free(seq);
        if (errors)
            printf("FAIL: app_sort: %d errors\n", errors);
        else
            printf("PASS: app_sort\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_sort(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(40 * THREADS, 40) }, block[2] = { THREADS, 1 };
        g_keys = NGA_Create_irreg(C_INT, 2, dims, "keys", block, upcga_rows);
        keys_local = upcga_own_row(g_keys, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(40 * THREADS, 40) }, block[2] = { THREADS, 1 };
        g_sorted = NGA_Create_irreg(C_INT, 2, dims, "sorted", block, upcga_rows);
        sorted_local = upcga_own_row(g_sorted, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 32) }, block[2] = { THREADS, 1 };
        g_counts = NGA_Create_irreg(C_INT, 2, dims, "counts", block, upcga_rows);
        counts_local = upcga_own_row(g_counts, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_sort_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_sort;
