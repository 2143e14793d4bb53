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
#line 1 "tests/in/real/bupc_more_names.upc"
/* The older and upc_ spellings of the bupc_ extensions: upc_dump_shared with
   UPC_DUMP_MIN_LENGTH, the upc_atomic<T>_<op> names under BUPC_USE_UPC_NAMESPACE, and
   bupc_getenv. Thread 0 prints what every thread checked. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
/* `shared long counter`: a GA array (on thread 0); this thread's part is counter_local. */
int g_counter;
long *counter_local;
/* `&counter`: a pointer-to-shared. */
static inline upcga_ptr_t counter_ref(void) {
    upcga_ptr_t p = { g_counter, 0, 0, 0 };
    return p;
}
/* `shared unsigned int bits`: a GA array (on thread 0); this thread's part is bits_local. */
int g_bits;
unsigned int *bits_local;
/* `&bits`: a pointer-to-shared. */
static inline upcga_ptr_t bits_ref(void) {
    upcga_ptr_t p = { g_bits, 0, 0, 0 };
    return p;
}
/* `shared int fails[THREADS]`: a GA array (one row per thread); this thread's part is fails_local. */
int g_fails;
int *fails_local;
/* `fails[i]`: read in place on its thread or node, else NGA_Get. */
static inline int fails_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return fails_local[pos];
    upcga_get_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `fails[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int fails_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        fails_local[pos] = v;
    else
        upcga_put_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `&fails[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fails_ref(long i) {
    upcga_ptr_t p = { g_fails, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 14 "tests/in/real/bupc_more_names.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int bad = 0, i, total = 0;
    char buf[100];
    if (upcga_bupc_dump_shared(fails_ref(MYTHREAD), buf, sizeof buf) != 0 || buf[0] == 0)
        bad++, printf("thread %d: upc_dump_shared\n", MYTHREAD);
    if (upcga_bupc_dump_shared(fails_ref(MYTHREAD), buf, 1) != -1)
        bad++, printf("thread %d: upc_dump_shared short buffer\n", MYTHREAD);
    if (MYTHREAD == 0) {
        upcga_bupc_atomicI64_set_strict(counter_ref(), 0);
        upcga_bupc_atomicU32_set_relaxed(bits_ref(), 0);
    }
    upcga_barrier();
    upcga_bupc_atomicI64_fetchadd_relaxed(counter_ref(), MYTHREAD + 1);
    upcga_bupc_atomicU32_fetchor_strict(bits_ref(), 1u << MYTHREAD);
    upcga_barrier();
    if (upcga_bupc_atomicI64_read_strict(counter_ref()) != THREADS * (THREADS + 1) / 2)
        bad++, printf("thread %d: upc_atomicI64 counter\n", MYTHREAD);
    if (upcga_bupc_atomicU32_read_relaxed(bits_ref()) != (THREADS >= 32 ? ~0u : (1u << THREADS) - 1))
        bad++, printf("thread %d: upc_atomicU32 bits\n", MYTHREAD);
    upcga_barrier();
    if (MYTHREAD == 0 && upcga_bupc_atomicI64_cswap_strict(counter_ref(), THREADS * (THREADS + 1) / 2, -7) != THREADS * (THREADS + 1) / 2)

        bad++, printf("thread 0: upc_atomicI64_cswap\n");
    upcga_barrier();
    if (upcga_bupc_atomicI64_read_relaxed(counter_ref()) != -7)
        bad++, printf("thread %d: upc_atomicI64 after cswap\n", MYTHREAD);
    /* bupc_getenv: what getenv gives, NULL for a variable that is not set */
    {
        const char *p = upcga_bupc_getenv("PATH"), *q = getenv("PATH");
        if (!p || !q || strcmp(p, q) != 0)
            bad++, printf("thread %d: bupc_getenv(PATH)\n", MYTHREAD);
        if (upcga_bupc_getenv("PGAS_XLATE_SURELY_NOT_SET_42") != (void *)0)
            bad++, printf("thread %d: bupc_getenv of an unset variable\n", MYTHREAD);
    }
    fails_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        {
#line 52 "tests/in/real/bupc_more_names.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 52 "tests/in/real/bupc_more_names.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(fails_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 52 "tests/in/real/bupc_more_names.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 52 "tests/in/real/bupc_more_names.upc"
                for (i = 0; i < THREADS; i++)
                    total += fails_get(i);
        }
#line 54 "tests/in/real/bupc_more_names.upc"
        printf("more names on %d threads: %d failures\n", THREADS, total);
    }
    return 0;
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_bupc_more_names __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_more_names(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_counter = NGA_Create_irreg(C_LONG, 2, dims, "counter", block, upcga_one_block);
        counter_local = upcga_own_row(g_counter, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_bits = NGA_Create_irreg(C_INT, 2, dims, "bits", block, upcga_one_block);
        bits_local = upcga_own_row(g_bits, sizeof(unsigned int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fails = NGA_Create_irreg(C_INT, 2, dims, "fails", block, upcga_rows);
        fails_local = upcga_own_row(g_fails, sizeof(int));
    }
}
static void (*const upcga_create_bupc_more_names_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_more_names;
