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
#line 1 "tests/in/real/bupc_semaphores.upc"
/* Semaphores and signalling puts of bupc_extensions.h: a ring of threads passing data. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared struct pgas_bupc_sem *shared sem[THREADS]`: a GA array (one row per thread); this thread's part is sem_local. */
int g_sem;
upcga_ptr_t *sem_local;
/* `sem[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t sem_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sem, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return sem_local[pos];
    upcga_get_at(g_sem, t, pos, &v, sizeof v);
    return v;
}
/* `sem[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t sem_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sem, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        sem_local[pos] = v;
    else
        upcga_put_at(g_sem, t, pos, &v, sizeof v);
    return v;
}
/* `shared struct pgas_bupc_sem *shared flag[THREADS]`: a GA array (one row per thread); this thread's part is flag_local. */
int g_flag;
upcga_ptr_t *flag_local;
/* `flag[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t flag_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return flag_local[pos];
    upcga_get_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* `flag[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t flag_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        flag_local[pos] = v;
    else
        upcga_put_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* `shared [64] int box[64 * THREADS]`: a GA array (one row per thread); this thread's part is box_local. */
int g_box;
int *box_local;
/* `box[i]`: read in place on its thread or node, else NGA_Get. */
static inline int box_get(long i) {
    int t = upcga_owner(i, 64);
    long pos = upcga_row_index(i, 64);
    UPCGA_CHECK_ELEMENT(g_box, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return box_local[pos];
    upcga_get_at(g_box, t, pos, &v, sizeof v);
    return v;
}
/* `&box[i]`: a pointer-to-shared. */
static inline upcga_ptr_t box_ref(long i) {
    upcga_ptr_t p = { g_box, upcga_owner(i, 64), upcga_row_index(i, 64) * (long)sizeof(int), i % 64 };
    return p;
}
/* `shared int bad[THREADS]`: a GA array (one row per thread); this thread's part is bad_local. */
int g_bad;
int *bad_local;
/* `bad[i]`: read in place on its thread or node, else NGA_Get. */
static inline int bad_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return bad_local[pos];
    upcga_get_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `bad[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int bad_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        bad_local[pos] = v;
    else
        upcga_put_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `&bad[i]`: a pointer-to-shared. */
static inline upcga_ptr_t bad_ref(long i) {
    upcga_ptr_t p = { g_bad, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 12 "tests/in/real/bupc_semaphores.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, r, errors = 0, src[64];
    sem_set(MYTHREAD, upcga_bupc_sem_alloc(2 | 4 | 16));
    flag_set(MYTHREAD, upcga_bupc_sem_alloc(1));
    errors += upcga_threadof(sem_get(MYTHREAD)) != MYTHREAD;
    upcga_barrier();
    int next = (MYTHREAD + 1) % THREADS;
    for (r = 0; r < 20; r++) {
        for (i = 0; i < 64; i++)
            src[i] = 1000 * r + 10 * MYTHREAD + i;
        /* The data and then the post: a waiter that took it sees the data. */
        upcga_bupc_memput_signal(box_ref(64 * next), src, sizeof src, sem_get(next), 1);
        upcga_bupc_sem_wait(sem_get(MYTHREAD));
        int from = (MYTHREAD + THREADS - 1) % THREADS;
        for (i = 0; i < 64; i++)
            errors += box_get(64 * MYTHREAD + i) != 1000 * r + 10 * from + i;
        /* The sender may write again only after this thread read its box. */
        upcga_bupc_sem_post(flag_get(from));
        upcga_bupc_sem_wait(flag_get(MYTHREAD));
    }
    upcga_barrier();
    /* try and the N forms on this thread's own semaphore. */
    errors += upcga_bupc_sem_try(sem_get(MYTHREAD)) != 0;
    upcga_bupc_sem_postN(sem_get(MYTHREAD), 5);
    errors += upcga_bupc_sem_tryN(sem_get(MYTHREAD), 6) != 0;
    errors += upcga_bupc_sem_tryN(sem_get(MYTHREAD), 5) != 1;
    errors += upcga_bupc_sem_try(sem_get(MYTHREAD)) != 0;
    upcga_bupc_sem_postN(sem_get(MYTHREAD), 3);
    upcga_bupc_sem_waitN(sem_get(MYTHREAD), 3);
    errors += upcga_bupc_sem_try(sem_get(MYTHREAD)) != 0;
    /* A boolean semaphore holds at most one post. */
    upcga_bupc_sem_post(flag_get(MYTHREAD));
    upcga_bupc_sem_post(flag_get(MYTHREAD));
    errors += upcga_bupc_sem_try(flag_get(MYTHREAD)) != 1;
    errors += upcga_bupc_sem_try(flag_get(MYTHREAD)) != 0;
    /* The asynchronous signalling put, to this thread. */
    upcga_bupc_memput_signal_async(box_ref(64 * MYTHREAD), src, sizeof src, sem_get(MYTHREAD), 2);
    upcga_bupc_sem_waitN(sem_get(MYTHREAD), 2);
    errors += box_get(64 * MYTHREAD + 64 - 1) != src[64 - 1];
    bad_set(MYTHREAD, errors);
    upcga_barrier();
    upcga_bupc_sem_free(sem_get(MYTHREAD));
    upcga_bupc_sem_free(flag_get(MYTHREAD));
    if (MYTHREAD == THREADS - 1) {
        int total = 0;
        {
#line 57 "tests/in/real/bupc_semaphores.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 57 "tests/in/real/bupc_semaphores.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(bad_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 57 "tests/in/real/bupc_semaphores.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 57 "tests/in/real/bupc_semaphores.upc"
                for (i = 0; i < THREADS; i++)
                    total += bad_get(i);
        }
#line 59 "tests/in/real/bupc_semaphores.upc"
        printf("rounds %d errors %d\n", 20, total);
    }
    return 0;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_bupc_semaphores __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_bupc_semaphores __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_semaphores(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sem = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "sem", block, upcga_rows);
        sem_local = upcga_own_row(g_sem, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_flag = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "flag", block, upcga_rows);
        flag_local = upcga_own_row(g_flag, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 64) }, block[2] = { THREADS, 1 };
        g_box = NGA_Create_irreg(C_INT, 2, dims, "box", block, upcga_rows);
        box_local = upcga_own_row(g_box, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_bad = NGA_Create_irreg(C_INT, 2, dims, "bad", block, upcga_rows);
        bad_local = upcga_own_row(g_bad, sizeof(int));
    }
}
static void (*const upcga_create_bupc_semaphores_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_semaphores;
