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
#line 1 "samples/upc/threads_mythread.upc"
/* threads_mythread.upc - THREADS and MYTHREAD: their values, their type, and their use in expressions and array dimensions. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int who[THREADS]`: a GA array (one row per thread); this thread's part is who_local. */
int g_who;
int *who_local;
/* `who[i]`: read in place on its thread or node, else NGA_Get. */
static inline int who_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_who, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return who_local[pos];
    upcga_get_at(g_who, t, pos, &v, sizeof v);
    return v;
}
/* `who[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int who_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_who, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        who_local[pos] = v;
    else
        upcga_put_at(g_who, t, pos, &v, sizeof v);
    return v;
}
/* `&who[i]`: a pointer-to-shared. */
static inline upcga_ptr_t who_ref(long i) {
    upcga_ptr_t p = { g_who, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int seen[THREADS]`: a GA array (one row per thread); this thread's part is seen_local. */
int g_seen;
int *seen_local;
/* `seen[i]`: read in place on its thread or node, else NGA_Get. */
static inline int seen_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return seen_local[pos];
    upcga_get_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
/* `seen[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int seen_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        seen_local[pos] = v;
    else
        upcga_put_at(g_seen, t, pos, &v, sizeof v);
    return v;
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
#line 5 "samples/upc/threads_mythread.upc"
/* cyclic, one element per thread: who[t] lives on thread t */
#line 10 "samples/upc/threads_mythread.upc"
static int ring_right(int t) {
#line 10 "samples/upc/threads_mythread.upc"
    return (t + 1) % THREADS;
}
#line 11 "samples/upc/threads_mythread.upc"
static int ring_left(int t) {
#line 11 "samples/upc/threads_mythread.upc"
    return (t + THREADS - 1) % THREADS;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int t, mine = 0;
    /* MYTHREAD is a plain int value ... */
#line 16 "samples/upc/threads_mythread.upc"
    int me = MYTHREAD;
    long total = 0;

    if (sizeof THREADS != sizeof(int) || sizeof MYTHREAD != sizeof(int))
        mine++;
    if (THREADS < 1 || me < 0 || me >= THREADS)
        mine++;
    who_set(MYTHREAD, 10 * MYTHREAD + 1);
    seen_set(MYTHREAD, THREADS);
    upcga_barrier();

    /* every thread reads every element, remote ones included */
    for (t = 0; t < THREADS; t++) {
        if (who_get(t) != 10 * t + 1)
            mine++;
        if (seen_get(t) != THREADS)
            mine++;
        if (upcga_threadof(who_ref(t)) != (size_t)t)
            mine++;
        total += who_get(t);
    }
    /* sum of 10t+1 over all threads */
    if (total != 10L * THREADS * (THREADS - 1) / 2 + THREADS)
        mine++;
    /* the neighbours of a ring, as halo exchanges compute them */
    if ((who_get(ring_right(me)) - 1) / 10 != ring_right(me))
        mine++;
    if ((who_get(ring_left(me)) - 1) / 10 != ring_left(me))
        mine++;
    if (ring_left(ring_right(me)) != me)
        mine++;
    /* MYTHREAD in a condition that picks exactly one thread */
    /* all reads of seen[] are done */
#line 48 "samples/upc/threads_mythread.upc"
    upcga_barrier();
    if (MYTHREAD == THREADS - 1)
        seen_set(0, -1);
    upcga_barrier();
    if (seen_get(0) != -1)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int sum = 0;
        for (t = 0; t < THREADS; t++) {
            if (errs_get(t))
                printf("FAIL: threads_mythread: thread %d found %d errors\n", t, errs_get(t));
            sum += errs_get(t);
        }
        verdict_set(sum != 0);
        if (!sum)
            printf("PASS: threads_mythread\n");
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_threads_mythread(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_who = NGA_Create_irreg(C_INT, 2, dims, "who", block, upcga_rows);
        who_local = upcga_own_row(g_who, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_seen = NGA_Create_irreg(C_INT, 2, dims, "seen", block, upcga_rows);
        seen_local = upcga_own_row(g_seen, sizeof(int));
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
static void (*const upcga_create_threads_mythread_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_threads_mythread;
