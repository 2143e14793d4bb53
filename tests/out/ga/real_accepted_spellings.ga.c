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
#line 1 "tests/in/real/accepted_spellings.upc"
/* Spellings other UPC compilers accept and real code uses (with warnings W0206, W0202). */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [6] double a[6 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
double *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline double a_get(long i) {
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double a_set(long i, double v) {
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(double), i % 6 };
    return p;
}
/* `shared int owner[6 * THREADS]`: a GA array (one row per thread); this thread's part is owner_local. */
int g_owner;
int *owner_local;
/* `owner[i]`: read in place on its thread or node, else NGA_Get. */
static inline int owner_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return owner_local[pos];
    upcga_get_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `owner[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int owner_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_owner, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        owner_local[pos] = v;
    else
        upcga_put_at(g_owner, t, pos, &v, sizeof v);
    return v;
}
/* `&owner[i]`: a pointer-to-shared. */
static inline upcga_ptr_t owner_ref(long i) {
    upcga_ptr_t p = { g_owner, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int local_ok[THREADS]`: a GA array (one row per thread); this thread's part is local_ok_local. */
int g_local_ok;
int *local_ok_local;
/* `local_ok[i]`: read in place on its thread or node, else NGA_Get. */
static inline int local_ok_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_local_ok, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return local_ok_local[pos];
    upcga_get_at(g_local_ok, t, pos, &v, sizeof v);
    return v;
}
/* `local_ok[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int local_ok_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_local_ok, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        local_ok_local[pos] = v;
    else
        upcga_put_at(g_local_ok, t, pos, &v, sizeof v);
    return v;
}
/* `&local_ok[i]`: a pointer-to-shared. */
static inline upcga_ptr_t local_ok_ref(long i) {
    upcga_ptr_t p = { g_local_ok, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 10 "tests/in/real/accepted_spellings.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i;
    double priv[5];
    /* Non-shared operands: element size, block size 0, local size sizeof. */
    size_t s1 = sizeof(double), s2 = (size_t)0, s3 = sizeof(double [5]);
    size_t s4 = sizeof(int [3]), s5 = (size_t)0;

    /* A floating affinity: truncated, then modulo THREADS. */
    {
#line 18 "tests/in/real/accepted_spellings.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 18 "tests/in/real/accepted_spellings.upc"
        for (i = 0; i < 6 * THREADS; i++) {
#line 18 "tests/in/real/accepted_spellings.upc"
            if (!upcga_nested1 && !(((long long)(i / (double)6) % THREADS + THREADS) % THREADS == MYTHREAD))
                continue;
#line 19 "tests/in/real/accepted_spellings.upc"
            owner_set(i, MYTHREAD);
        }
#line 18 "tests/in/real/accepted_spellings.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 20 "tests/in/real/accepted_spellings.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 20 "tests/in/real/accepted_spellings.upc"
        for (i = 0; i < 6 * THREADS; i++) {
#line 20 "tests/in/real/accepted_spellings.upc"
            if (!upcga_nested2 && !(((long long)((float)i + 0.75f) % THREADS + THREADS) % THREADS == MYTHREAD))
                continue;
#line 21 "tests/in/real/accepted_spellings.upc"
            a_set(i, MYTHREAD);
        }
#line 20 "tests/in/real/accepted_spellings.upc"
        upcga_forall_control = upcga_nested2;
    }

    /* UPC 1.1's upc_local_alloc: nblocks * nbytes with affinity to the caller. */
    upcga_ptr_t mine = upcga_resetphase(upcga_local_alloc(3, 2 * sizeof(int)));
    {
#line 25 "tests/in/real/accepted_spellings.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine3 = upcga_mine(mine);
        long upcga_phase3 = mine.phase;
#line 25 "tests/in/real/accepted_spellings.upc"
        if (upcga_mine3)
#line 25 "tests/in/real/accepted_spellings.upc"
            for (i = 0; i < 6; i++)
                upcga_mine3[i] = i;
        else
#line 25 "tests/in/real/accepted_spellings.upc"
            for (i = 0; i < 6; i++)
                ({ int upcga_store4 = i; upcga_mine3 ? (void)(upcga_mine3[i] = upcga_store4) : (void)UPCGA_WRITE(int, upcga_add(mine, sizeof(int), i, 0), upcga_store4); });
    }
#line 27 "tests/in/real/accepted_spellings.upc"
    local_ok_set(MYTHREAD, upcga_threadof(mine) == MYTHREAD && upcga_threadof(upcga_add(mine, sizeof(int), 5, 0)) == MYTHREAD && UPCGA_READ(int, upcga_add(mine, sizeof(int), 5, 0)) == 5);

    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        int bad = 0, ok = 0;
        {
#line 32 "tests/in/real/accepted_spellings.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo5 = (long)0;
            long upcga_gather_hi5 = (long)(6 * THREADS);
#line 32 "tests/in/real/accepted_spellings.upc"
            if (upcga_gather_lo5 >= 0 && upcga_gather_hi5 <= (long)(6 * THREADS) && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(int)) && upcga_gather_hi5 <= (long)(6 * THREADS) && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(double))) {
                int upcga_gathered6[16384 / sizeof(int)];
                double upcga_gathered7[16384 / sizeof(double)];
                if (upcga_gather_lo5 < upcga_gather_hi5) {
                    upcga_get_range(upcga_gathered6, upcga_add(owner_ref(0), sizeof(int), upcga_gather_lo5, 1), sizeof(int), 1, upcga_gather_hi5 - upcga_gather_lo5);
                    upcga_get_range(upcga_gathered7, upcga_add(a_ref(0), sizeof(double), upcga_gather_lo5, 6), sizeof(double), 6, upcga_gather_hi5 - upcga_gather_lo5);
                }
#line 32 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < 6 * THREADS; i++) {
                    bad += upcga_gathered6[i - upcga_gather_lo5] != i / 6 % THREADS;
                    bad += (int)upcga_gathered7[i - upcga_gather_lo5] != i % THREADS;
                }
            } else
#line 32 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < 6 * THREADS; i++) {
                    bad += owner_get(i) != i / 6 % THREADS;
                    bad += (int)a_get(i) != i % THREADS;
                }
        }
#line 36 "tests/in/real/accepted_spellings.upc"
        {
#line 36 "tests/in/real/accepted_spellings.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo8 = (long)0;
            long upcga_gather_hi8 = (long)THREADS;
#line 36 "tests/in/real/accepted_spellings.upc"
            if (upcga_gather_lo8 >= 0 && upcga_gather_hi8 <= (long)THREADS && upcga_gather_hi8 - upcga_gather_lo8 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered9[16384 / sizeof(int)];
                if (upcga_gather_lo8 < upcga_gather_hi8) {
                    upcga_get_range(upcga_gathered9, upcga_add(local_ok_ref(0), sizeof(int), upcga_gather_lo8, 1), sizeof(int), 1, upcga_gather_hi8 - upcga_gather_lo8);
                }
#line 36 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < THREADS; i++)
                    ok += upcga_gathered9[i - upcga_gather_lo8];
            } else
#line 36 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < THREADS; i++)
                    ok += local_ok_get(i);
        }
#line 38 "tests/in/real/accepted_spellings.upc"
        printf("sizes %d %d %d %d %d\n", (int)s1, (int)s2, (int)s3, (int)s4, (int)s5);
        printf("affinity mismatches %d\n", bad);
        printf("local_alloc %d of %d\n", ok, THREADS);
    }
    upcga_free(mine);
    return 0;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_accepted_spellings __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_accepted_spellings(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_DBL, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_owner = NGA_Create_irreg(C_INT, 2, dims, "owner", block, upcga_rows);
        owner_local = upcga_own_row(g_owner, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_local_ok = NGA_Create_irreg(C_INT, 2, dims, "local_ok", block, upcga_rows);
        local_ok_local = upcga_own_row(g_local_ok, sizeof(int));
    }
}
static void (*const upcga_create_accepted_spellings_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_accepted_spellings;
