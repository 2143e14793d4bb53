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
#line 1 "samples/upc/locks_attempt.upc"
/* locks_attempt.upc - upc_lock_attempt: it fails while another thread holds the lock and succeeds once it is free; a spin on it serialises updates. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int failed_attempts[THREADS]`: a GA array (one row per thread); this thread's part is failed_attempts_local. */
int g_failed_attempts;
int *failed_attempts_local;
/* `failed_attempts[i]`: read in place on its thread or node, else NGA_Get. */
static inline int failed_attempts_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failed_attempts, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return failed_attempts_local[pos];
    upcga_get_at(g_failed_attempts, t, pos, &v, sizeof v);
    return v;
}
/* `failed_attempts[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int failed_attempts_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failed_attempts, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        failed_attempts_local[pos] = v;
    else
        upcga_put_at(g_failed_attempts, t, pos, &v, sizeof v);
    return v;
}
/* `shared int wins[THREADS]`: a GA array (one row per thread); this thread's part is wins_local. */
int g_wins;
int *wins_local;
/* `wins[i]`: read in place on its thread or node, else NGA_Get. */
static inline int wins_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_wins, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return wins_local[pos];
    upcga_get_at(g_wins, t, pos, &v, sizeof v);
    return v;
}
/* `wins[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int wins_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_wins, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        wins_local[pos] = v;
    else
        upcga_put_at(g_wins, t, pos, &v, sizeof v);
    return v;
}
/* `&wins[i]`: a pointer-to-shared. */
static inline upcga_ptr_t wins_ref(long i) {
    upcga_ptr_t p = { g_wins, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
int *counter_local;
/* `counter`: read in place on its thread or node, else NGA_Get. */
static inline int counter_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counter_local[pos];
    upcga_get_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `counter` = v: written in place on its thread or node, else NGA_Put. */
static inline int counter_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        counter_local[pos] = v;
    else
        upcga_put_at(g_counter, t, pos, &v, sizeof v);
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
#line 11 "samples/upc/locks_attempt.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int k, t, errors = 0;
    upcga_ptr_t l = upcga_all_lock_alloc();

    if (MYTHREAD == 0) {
        counter_set(0);
        /* thread 0 holds the lock across a barrier */
#line 18 "samples/upc/locks_attempt.upc"
        upcga_lock(l);
    }
    upcga_barrier();
    failed_attempts_set(MYTHREAD, 0);
    if (MYTHREAD != 0 && !upcga_lock_attempt(l))
        /* expected: the lock is taken */
#line 23 "samples/upc/locks_attempt.upc"
        failed_attempts_set(MYTHREAD, 1);
    upcga_barrier();
    if (MYTHREAD == 0)
        upcga_unlock(l);
    upcga_barrier();

    /* now everyone spins on upc_lock_attempt to do K guarded increments */
    wins_set(MYTHREAD, 0);
    for (k = 0; k < 8; k++) {
        while (!upcga_lock_attempt(l))
            ;
        counter_set(counter_get() + 1);
        wins_set(MYTHREAD, wins_get(MYTHREAD) + 1);
        upcga_unlock(l);
    }
    upcga_barrier();

    if (MYTHREAD == 0) {
        for (t = 1; t < THREADS; t++)
            if (failed_attempts_get(t) != 1) {
                printf("FAIL: locks_attempt: thread %d got a lock that was held\n", t);
                errors++;
            }
        {
#line 46 "samples/upc/locks_attempt.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 46 "samples/upc/locks_attempt.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(wins_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 46 "samples/upc/locks_attempt.upc"
                for (t = 0; t < THREADS; t++)
                    if (upcga_gathered2[t - upcga_gather_lo1] != 8)
                        errors++;
            } else
#line 46 "samples/upc/locks_attempt.upc"
                for (t = 0; t < THREADS; t++)
                    if (wins_get(t) != 8)
                        errors++;
        }
#line 49 "samples/upc/locks_attempt.upc"
        if (counter_get() != 8 * THREADS) {
            printf("FAIL: locks_attempt: counter %d, expected %d\n", counter_get(), 8 * THREADS);
            errors++;
        }
        /* with nobody holding it, an attempt succeeds at once */
        if (!upcga_lock_attempt(l))
            errors++;
        else
            upcga_unlock(l);
        if (errors)
            printf("FAIL: locks_attempt: %d errors\n", errors);
        else
            printf("PASS: locks_attempt\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    if (MYTHREAD == 0)
        upcga_lock_free(l);
    return verdict_get();
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_locks_attempt __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_locks_attempt(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_failed_attempts = NGA_Create_irreg(C_INT, 2, dims, "failed_attempts", block, upcga_rows);
        failed_attempts_local = upcga_own_row(g_failed_attempts, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_wins = NGA_Create_irreg(C_INT, 2, dims, "wins", block, upcga_rows);
        wins_local = upcga_own_row(g_wins, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_INT, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_locks_attempt_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_locks_attempt;
