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
#line 1 "tests/in/real/bupc_utilities.upc"
/* The utility functions programs written for other UPC compilers call (bupc_extensions.h,
   which upc.h includes). */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
/* `shared unsigned long counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
unsigned long *counter_local;
/* `counter`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long counter_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return counter_local[pos];
    upcga_get_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `counter` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned long counter_set(unsigned long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(unsigned long), 1);
    if (t == MYTHREAD)
        counter_local[pos] = v;
    else
        upcga_put_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `&counter`: a pointer-to-shared. */
static inline upcga_ptr_t counter_ref(void) {
    upcga_ptr_t p = { g_counter, 0, 0, 0 };
    return p;
}
/* `shared int flags[THREADS]`: a GA array (one row per thread); this thread's part is flags_local. */
int g_flags;
int *flags_local;
/* `flags[i]`: read in place on its thread or node, else NGA_Get. */
static inline int flags_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flags, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return flags_local[pos];
    upcga_get_at(g_flags, t, pos, &v, sizeof v);
    return v;
}
/* `flags[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int flags_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flags, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        flags_local[pos] = v;
    else
        upcga_put_at(g_flags, t, pos, &v, sizeof v);
    return v;
}
/* `&flags[i]`: a pointer-to-shared. */
static inline upcga_ptr_t flags_ref(long i) {
    upcga_ptr_t p = { g_flags, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared unsigned int bits`: a GA array (on thread 0); this thread's part is bits_local. */
int g_bits;
unsigned int *bits_local;
/* `bits`: read in place on its thread or node, else NGA_Get. */
static inline unsigned int bits_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_bits, t, pos, sizeof(unsigned int), 0);
    unsigned int v;
    if (t == MYTHREAD)
        return bits_local[pos];
    upcga_get_at(g_bits, t, pos, &v, sizeof v);
    return v;
}
/* `bits` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned int bits_set(unsigned int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_bits, t, pos, sizeof(unsigned int), 1);
    if (t == MYTHREAD)
        bits_local[pos] = v;
    else
        upcga_put_at(g_bits, t, pos, &v, sizeof v);
    return v;
}
/* `&bits`: a pointer-to-shared. */
static inline upcga_ptr_t bits_ref(void) {
    upcga_ptr_t p = { g_bits, 0, 0, 0 };
    return p;
}
/* `shared long winner`: a GA array (on thread 0); this thread's part is winner_local. */
int g_winner;
long *winner_local;
/* `winner`: read in place on its thread or node, else NGA_Get. */
static inline long winner_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_winner, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return winner_local[pos];
    upcga_get_at(g_winner, t, pos, &v, sizeof v);
    return v;
}
/* `winner` = v: written in place on its thread or node, else NGA_Put. */
static inline long winner_set(long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_winner, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        winner_local[pos] = v;
    else
        upcga_put_at(g_winner, t, pos, &v, sizeof v);
    return v;
}
/* `&winner`: a pointer-to-shared. */
static inline upcga_ptr_t winner_ref(void) {
    upcga_ptr_t p = { g_winner, 0, 0, 0 };
    return p;
}
/* `shared [3] int arr[3 * THREADS]`: a GA array (one row per thread); this thread's part is arr_local. */
int g_arr;
int *arr_local;
/* `arr[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int arr_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_arr, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        arr_local[pos] = v;
    else
        upcga_put_at(g_arr, t, pos, &v, sizeof v);
    return v;
}
/* `&arr[i]`: a pointer-to-shared. */
static inline upcga_ptr_t arr_ref(long i) {
    upcga_ptr_t p = { g_arr, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared int dist_ok[THREADS]`: a GA array (one row per thread); this thread's part is dist_ok_local. */
int g_dist_ok;
int *dist_ok_local;
/* `dist_ok[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dist_ok_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dist_ok, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dist_ok_local[pos];
    upcga_get_at(g_dist_ok, t, pos, &v, sizeof v);
    return v;
}
/* `dist_ok[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int dist_ok_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dist_ok, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        dist_ok_local[pos] = v;
    else
        upcga_put_at(g_dist_ok, t, pos, &v, sizeof v);
    return v;
}
/* `&dist_ok[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dist_ok_ref(long i) {
    upcga_ptr_t p = { g_dist_ok, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 16 "tests/in/real/bupc_utilities.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, bad = 0;



    /* The timer. */
    bupc_tick_t t0 = upcga_ticks_now();
    volatile double x = 1.0;
    for (i = 0; i < 100000; i++)
        x *= 1.000001;
    bupc_tick_t t1 = upcga_ticks_now();
    bad += !(t1 >= t0 && upcga_ticks_to_ns(t1 - t0) >= upcga_ticks_to_ns(t1 - t0) / 1000);
    bad += !(upcga_ticks_to_ns(t1 - t0) / 1000 == upcga_ticks_to_ns(t1 - t0) / 1000);
    bad += !(upcga_bupc_tick_granularityus() > 0 && upcga_bupc_tick_overheadus() >= 0);
    bad += !((upc_tick_t)18446744073709551615UL > (upc_tick_t)0);

    /* Thread distance: symmetric, SAME only for one thread, all on one node here. */
    int dok = 1;
    for (i = 0; i < THREADS; i++) {
        int d = upcga_bupc_thread_distance(MYTHREAD, i);
        dok &= d == upcga_bupc_thread_distance(i, MYTHREAD);
        dok &= i == MYTHREAD ? d == 0 : d == 2;
    }
    dok &= 0 < 1 && 1 < 2 && 2 < 3 && 3 < 4;

    dist_ok_set(MYTHREAD, dok);

    /* Atomics from every thread on the same locations. */
    if (MYTHREAD == 0) {
        counter_set(0);
        bits_set(0);
        winner_set(-1);
    }
    upcga_barrier();
    uint64_t last = 0;
    for (i = 0; i < 50; i++)
        last = upcga_bupc_atomicU64_fetchadd_relaxed(counter_ref(), MYTHREAD + 1);
    (void)last;
    upcga_bupc_atomicU32_fetchor_strict(bits_ref(), 1u << MYTHREAD);
    upcga_bupc_atomicI64_cswap_relaxed(winner_ref(), -1, MYTHREAD);
    upcga_bupc_atomicI32_set_relaxed(flags_ref(MYTHREAD), 7);
    upcga_bupc_poll();
    upcga_barrier();
    int32_t f = upcga_bupc_atomicI32_swap_strict(flags_ref((MYTHREAD + 1) % THREADS), 9);
    bad += f != 7;
    upcga_barrier();
    bad += upcga_bupc_atomicI32_read_relaxed(flags_ref(MYTHREAD)) != 9;
    bad += upcga_bupc_atomicI32_fetchadd_strict(flags_ref(MYTHREAD), -4) != 9;
    bad += upcga_bupc_atomicI32_fetchnot_relaxed(flags_ref(MYTHREAD)) != 5 || flags_get(MYTHREAD) != ~5;
    bad += upcga_bupc_atomicI32_fetchxor_relaxed(flags_ref(MYTHREAD), ~5) != ~5 || flags_get(MYTHREAD) != 0;
    bad += upcga_bupc_atomicI32_fetchand_relaxed(flags_ref(MYTHREAD), 1) != 0;

    /* Generic arithmetic on the layout named, whatever the pointer's own type. */
    for (i = 0; i < 3 * THREADS; i++)
        if (upcga_threadof(arr_ref(i)) == MYTHREAD)
            arr_set(i, i);
    upcga_barrier();
    upcga_ptr_t p = upcga_bupc_ptradd(arr_ref(0), 3, sizeof(int), 3 * THREADS - 1);
    bad += UPCGA_READ(int, p) != 3 * THREADS - 1;
    bad += upcga_threadof(p) != THREADS - 1 || upcga_phaseof(p) != 2;

    char text[100], tiny[4];
    bad += upcga_bupc_dump_shared(arr_ref(4), text, 100) != 0 || strlen(text) == 0;
    bad += upcga_bupc_dump_shared(arr_ref(4), tiny, (int)sizeof tiny) != -1 || tiny[0] != 0;

    flags_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        int all_bad = 0, all_dist = 0;
        {
#line 85 "tests/in/real/bupc_utilities.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 85 "tests/in/real/bupc_utilities.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int)) && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(flags_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    upcga_get_range(upcga_gathered3, upcga_add(dist_ok_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 85 "tests/in/real/bupc_utilities.upc"
                for (i = 0; i < THREADS; i++) {
                    all_bad += upcga_gathered2[i - upcga_gather_lo1];
                    all_dist += upcga_gathered3[i - upcga_gather_lo1];
                }
            } else
#line 85 "tests/in/real/bupc_utilities.upc"
                for (i = 0; i < THREADS; i++) {
                    all_bad += flags_get(i);
                    all_dist += dist_ok_get(i);
                }
        }
#line 89 "tests/in/real/bupc_utilities.upc"
        printf("counter %" "l" "u" "\n", (uint64_t)counter_get());
        printf("bits %u\n", (unsigned)bits_get());
        printf("winner valid %d\n", winner_get() >= 0 && winner_get() < THREADS);
        printf("distance ok %d of %d\n", all_dist, THREADS);
        printf("checks failed %d\n", all_bad);
    }
    return 0;
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_bupc_utilities __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_utilities(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_LONG, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_flags = NGA_Create_irreg(C_INT, 2, dims, "flags", block, upcga_rows);
        flags_local = upcga_own_row(g_flags, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_bits = NGA_Create_irreg(C_INT, 2, dims, "bits", block, upcga_one_block);
        bits_local = upcga_own_row(g_bits, sizeof(unsigned int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_winner = NGA_Create_irreg(C_LONG, 2, dims, "winner", block, upcga_one_block);
        winner_local = upcga_own_row(g_winner, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_arr = NGA_Create_irreg(C_INT, 2, dims, "arr", block, upcga_rows);
        arr_local = upcga_own_row(g_arr, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_dist_ok = NGA_Create_irreg(C_INT, 2, dims, "dist_ok", block, upcga_rows);
        dist_ok_local = upcga_own_row(g_dist_ok, sizeof(int));
    }
}
static void (*const upcga_create_bupc_utilities_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_utilities;
