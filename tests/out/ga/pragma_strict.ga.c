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
#line 1 "samples/upc/pragma_strict.upc"
/* pragma_strict.upc - #pragma upc strict makes this file's unqualified shared accesses strict; a block that starts with #pragma upc relaxed goes back to relaxed. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [40] int payload[40 * THREADS]`: a GA array (one row per thread); this thread's part is payload_local. */
int g_payload;
int *payload_local;
/* `payload[i]`: read in place on its thread or node, else NGA_Get. */
static inline int payload_get(long i) {
    int t = upcga_owner(i, 40);
    long pos = upcga_row_index(i, 40);
    UPCGA_CHECK_ELEMENT(g_payload, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return payload_local[pos];
    upcga_get_at(g_payload, t, pos, &v, sizeof v);
    return v;
}
/* `payload[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int payload_set(long i, int v) {
    int t = upcga_owner(i, 40);
    long pos = upcga_row_index(i, 40);
    UPCGA_CHECK_ELEMENT(g_payload, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        payload_local[pos] = v;
    else
        upcga_put_at(g_payload, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `payload[i]`. */
static inline int payload_get_strict(long i) {
    int v;
    upcga_fence();
    v = payload_get(i);
    upcga_fence();
    return v;
}
/* `shared int posted[THREADS]`: a GA array (one row per thread); this thread's part is posted_local. */
int g_posted;
int *posted_local;
/* `posted[i]`: read in place on its thread or node, else NGA_Get. */
static inline int posted_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_posted, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return posted_local[pos];
    upcga_get_at(g_posted, t, pos, &v, sizeof v);
    return v;
}
/* `posted[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int posted_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_posted, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        posted_local[pos] = v;
    else
        upcga_put_at(g_posted, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `posted[i]`. */
static inline int posted_get_strict(long i) {
    int v;
    upcga_fence();
    v = posted_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `posted[i]`. */
static inline int posted_set_strict(long i, int v) {
    upcga_fence();
    posted_set(i, v);
    upcga_fence();
    return v;
}
/* `shared long sums[THREADS]`: a GA array (one row per thread); this thread's part is sums_local. */
int g_sums;
long *sums_local;
/* `sums[i]`: read in place on its thread or node, else NGA_Get. */
static inline long sums_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return sums_local[pos];
    upcga_get_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* `sums[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long sums_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        sums_local[pos] = v;
    else
        upcga_put_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `sums[i]`. */
static inline long sums_get_strict(long i) {
    long v;
    upcga_fence();
    v = sums_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `sums[i]`. */
static inline long sums_set_strict(long i, long v) {
    upcga_fence();
    sums_set(i, v);
    upcga_fence();
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
/* A strict read of `verdict`. */
static inline int verdict_get_strict(void) {
    int v;
    upcga_fence();
    v = verdict_get();
    upcga_fence();
    return v;
}
/* A strict write of `verdict`. */
static inline int verdict_set_strict(int v) {
    upcga_fence();
    verdict_set(v);
    upcga_fence();
    return v;
}
#line 9 "samples/upc/pragma_strict.upc"
/* unqualified, but strict under the pragma */



static void publish(int me) {

    /* bulk data does not need ordering among itself: relaxed in this block */
    {
        ;
        int i;
        for (i = 0; i < 40; i++)
            payload_set(40 * me + i, me * 40 + i);
    }
    /* strict: after all the relaxed stores above */
#line 22 "samples/upc/pragma_strict.upc"
    posted_set_strict(me, 1);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, from, errors = 0;
    long s = 0;

    posted_set_strict(MYTHREAD, 0);
    upcga_barrier();
    publish(MYTHREAD);
    /* read the block of the thread on the left as soon as it is posted */
    from = (MYTHREAD + THREADS - 1) % THREADS;
    while (!posted_get_strict(from))
        ;
    for (i = 0; i < 40; i++)
        s += payload_get_strict(40 * from + i);
    sums_set_strict(MYTHREAD, s);
    upcga_barrier();

    if (MYTHREAD == 0) {
        int t;
        for (t = 0; t < THREADS; t++) {
            int left = (t + THREADS - 1) % THREADS;
            long want = (long)40 * left * 40 + (long)40 * (40 - 1) / 2;
            if (sums_get_strict(t) != want) {
                printf("FAIL: pragma_strict: thread %d summed %ld, expected %ld\n", t, sums_get_strict(t), want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: pragma_strict: %d errors\n", errors);
        else
            printf("PASS: pragma_strict\n");
        verdict_set_strict(errors != 0);
    }
    upcga_barrier();
    return verdict_get_strict();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_pragma_strict(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(40 * THREADS, 40) }, block[2] = { THREADS, 1 };
        g_payload = NGA_Create_irreg(C_INT, 2, dims, "payload", block, upcga_rows);
        payload_local = upcga_own_row(g_payload, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_posted = NGA_Create_irreg(C_INT, 2, dims, "posted", block, upcga_rows);
        posted_local = upcga_own_row(g_posted, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sums = NGA_Create_irreg(C_LONG, 2, dims, "sums", block, upcga_rows);
        sums_local = upcga_own_row(g_sums, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_pragma_strict_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_pragma_strict;
