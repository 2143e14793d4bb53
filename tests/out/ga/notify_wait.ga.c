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
#line 1 "samples/upc/notify_wait.upc"
/* notify_wait.upc - split-phase barriers: private work between upc_notify and upc_wait, with and without ids, overlapping a ring exchange. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [16] int buf[16 * THREADS]`: a GA array (one row per thread); this thread's part is buf_local. */
int g_buf;
int *buf_local;
/* `buf[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int buf_set(long i, int v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_buf, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        buf_local[pos] = v;
    else
        upcga_put_at(g_buf, t, pos, &v, sizeof v);
    return v;
}
/* `&buf[i]`: a pointer-to-shared. */
static inline upcga_ptr_t buf_ref(long i) {
    upcga_ptr_t p = { g_buf, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
/* `shared long result[THREADS]`: a GA array (one row per thread); this thread's part is result_local. */
int g_result;
long *result_local;
/* `result[i]`: read in place on its thread or node, else NGA_Get. */
static inline long result_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_result, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return result_local[pos];
    upcga_get_at(g_result, t, pos, &v, sizeof v);
    return v;
}
/* `result[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long result_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_result, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        result_local[pos] = v;
    else
        upcga_put_at(g_result, t, pos, &v, sizeof v);
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
#line 11 "samples/upc/notify_wait.upc"
static long busy_work(int seed) {

    long acc = 0;
    int k;
    for (k = 0; k < 1000; k++)
        acc += (seed * 31 + k) % 7;
    return acc;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, r, errors = 0;
    int left = (MYTHREAD + THREADS - 1) % THREADS;
    long acc = 0, work = 0;
    int mine[16];

    for (r = 0; r < 4; r++) {
        for (i = 0; i < 16; i++)
            buf_set(16 * MYTHREAD + i, r * 1000 + MYTHREAD * 16 + i);
        /* my block is ready */
#line 30 "samples/upc/notify_wait.upc"
        upcga_notify_value(r);
        /* private work while the others catch up */
#line 31 "samples/upc/notify_wait.upc"
        work += busy_work(r);
        /* every block is ready */
#line 32 "samples/upc/notify_wait.upc"
        upcga_wait_value(r);
        upcga_memget(mine, buf_ref(16 * left), sizeof mine);
        for (i = 0; i < 16; i++)
            acc += mine[i];
        /* done reading: anonymous this time */
#line 36 "samples/upc/notify_wait.upc"
        upcga_notify();
        work += busy_work(r + 100);
        upcga_wait();
    }
    result_set(MYTHREAD, acc);
    upcga_notify_value(99);
    /* a wait without an id completes a named notify */
#line 42 "samples/upc/notify_wait.upc"
    upcga_wait();
    /* the private work done between the phases is complete too */
    {
        long want = 0;
        for (r = 0; r < 4; r++)
            want += busy_work(r) + busy_work(r + 100);
        if (work != want)
            result_set(MYTHREAD, -1);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        int t;
        for (t = 0; t < THREADS; t++) {
            int l = (t + THREADS - 1) % THREADS;
            long want = 0;
            for (r = 0; r < 4; r++)
                for (i = 0; i < 16; i++)
                    want += r * 1000 + l * 16 + i;
            if (result_get(t) != want) {
                printf("FAIL: notify_wait: thread %d got %ld, expected %ld\n", t, result_get(t), want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: notify_wait: %d errors\n", errors);
        else
            printf("PASS: notify_wait\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_notify_wait(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_buf = NGA_Create_irreg(C_INT, 2, dims, "buf", block, upcga_rows);
        buf_local = upcga_own_row(g_buf, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_result = NGA_Create_irreg(C_LONG, 2, dims, "result", block, upcga_rows);
        result_local = upcga_own_row(g_result, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_notify_wait_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_notify_wait;
