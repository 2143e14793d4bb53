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
typedef struct pgas_upc_atomicdomain upc_atomicdomain_t;
typedef int upc_atomichint_t;
#line 1 "tests/in/real/atomic_unsigned_minmax.upc"
/* UPC_MIN and UPC_MAX of upc_atomic.h on unsigned types compare as unsigned: values above the
   largest signed value are the largest, from every thread at once. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared unsigned long ul_low`: a GA array (on thread 0); this thread's part is ul_low_local. */
int g_ul_low;
unsigned long *ul_low_local;
/* `ul_low`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long ul_low_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ul_low, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return ul_low_local[pos];
    upcga_get_at(g_ul_low, t, pos, &v, sizeof v);
    return v;
}
/* `&ul_low`: a pointer-to-shared. */
static inline upcga_ptr_t ul_low_ref(void) {
    upcga_ptr_t p = { g_ul_low, 0, 0, 0 };
    return p;
}
/* `shared unsigned long ul_high`: a GA array (on thread 0); this thread's part is ul_high_local. */
int g_ul_high;
unsigned long *ul_high_local;
/* `ul_high`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long ul_high_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ul_high, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return ul_high_local[pos];
    upcga_get_at(g_ul_high, t, pos, &v, sizeof v);
    return v;
}
/* `&ul_high`: a pointer-to-shared. */
static inline upcga_ptr_t ul_high_ref(void) {
    upcga_ptr_t p = { g_ul_high, 0, 0, 0 };
    return p;
}
/* `shared unsigned long long ull_low`: a GA array (on thread 0); this thread's part is ull_low_local. */
int g_ull_low;
unsigned long long *ull_low_local;
/* `ull_low`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long long ull_low_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ull_low, t, pos, sizeof(unsigned long long), 0);
    unsigned long long v;
    if (t == MYTHREAD)
        return ull_low_local[pos];
    upcga_get_at(g_ull_low, t, pos, &v, sizeof v);
    return v;
}
/* `&ull_low`: a pointer-to-shared. */
static inline upcga_ptr_t ull_low_ref(void) {
    upcga_ptr_t p = { g_ull_low, 0, 0, 0 };
    return p;
}
/* `shared unsigned long long ull_high`: a GA array (on thread 0); this thread's part is ull_high_local. */
int g_ull_high;
unsigned long long *ull_high_local;
/* `ull_high`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long long ull_high_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ull_high, t, pos, sizeof(unsigned long long), 0);
    unsigned long long v;
    if (t == MYTHREAD)
        return ull_high_local[pos];
    upcga_get_at(g_ull_high, t, pos, &v, sizeof v);
    return v;
}
/* `&ull_high`: a pointer-to-shared. */
static inline upcga_ptr_t ull_high_ref(void) {
    upcga_ptr_t p = { g_ull_high, 0, 0, 0 };
    return p;
}
/* `shared unsigned long u64_low`: a GA array (on thread 0); this thread's part is u64_low_local. */
int g_u64_low;
unsigned long *u64_low_local;
/* `u64_low`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long u64_low_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_u64_low, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return u64_low_local[pos];
    upcga_get_at(g_u64_low, t, pos, &v, sizeof v);
    return v;
}
/* `&u64_low`: a pointer-to-shared. */
static inline upcga_ptr_t u64_low_ref(void) {
    upcga_ptr_t p = { g_u64_low, 0, 0, 0 };
    return p;
}
/* `shared unsigned long u64_high`: a GA array (on thread 0); this thread's part is u64_high_local. */
int g_u64_high;
unsigned long *u64_high_local;
/* `u64_high`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long u64_high_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_u64_high, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return u64_high_local[pos];
    upcga_get_at(g_u64_high, t, pos, &v, sizeof v);
    return v;
}
/* `&u64_high`: a pointer-to-shared. */
static inline upcga_ptr_t u64_high_ref(void) {
    upcga_ptr_t p = { g_u64_high, 0, 0, 0 };
    return p;
}
/* `shared unsigned int u_low`: a GA array (on thread 0); this thread's part is u_low_local. */
int g_u_low;
unsigned int *u_low_local;
/* `u_low`: read in place on its thread or node, else NGA_Get. */
static inline unsigned int u_low_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_u_low, t, pos, sizeof(unsigned int), 0);
    unsigned int v;
    if (t == MYTHREAD)
        return u_low_local[pos];
    upcga_get_at(g_u_low, t, pos, &v, sizeof v);
    return v;
}
/* `&u_low`: a pointer-to-shared. */
static inline upcga_ptr_t u_low_ref(void) {
    upcga_ptr_t p = { g_u_low, 0, 0, 0 };
    return p;
}
/* `shared unsigned int u_high`: a GA array (on thread 0); this thread's part is u_high_local. */
int g_u_high;
unsigned int *u_high_local;
/* `u_high`: read in place on its thread or node, else NGA_Get. */
static inline unsigned int u_high_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_u_high, t, pos, sizeof(unsigned int), 0);
    unsigned int v;
    if (t == MYTHREAD)
        return u_high_local[pos];
    upcga_get_at(g_u_high, t, pos, &v, sizeof v);
    return v;
}
/* `&u_high`: a pointer-to-shared. */
static inline upcga_ptr_t u_high_ref(void) {
    upcga_ptr_t p = { g_u_high, 0, 0, 0 };
    return p;
}
/* `shared long l_low`: a GA array (on thread 0); this thread's part is l_low_local. */
int g_l_low;
long *l_low_local;
/* `l_low`: read in place on its thread or node, else NGA_Get. */
static inline long l_low_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_l_low, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return l_low_local[pos];
    upcga_get_at(g_l_low, t, pos, &v, sizeof v);
    return v;
}
/* `&l_low`: a pointer-to-shared. */
static inline upcga_ptr_t l_low_ref(void) {
    upcga_ptr_t p = { g_l_low, 0, 0, 0 };
    return p;
}
/* `shared long l_high`: a GA array (on thread 0); this thread's part is l_high_local. */
int g_l_high;
long *l_high_local;
/* `l_high`: read in place on its thread or node, else NGA_Get. */
static inline long l_high_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_l_high, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return l_high_local[pos];
    upcga_get_at(g_l_high, t, pos, &v, sizeof v);
    return v;
}
/* `&l_high`: a pointer-to-shared. */
static inline upcga_ptr_t l_high_ref(void) {
    upcga_ptr_t p = { g_l_high, 0, 0, 0 };
    return p;
}
/* `shared int failures[THREADS]`: a GA array (one row per thread); this thread's part is failures_local. */
int g_failures;
int *failures_local;
/* `failures[i]`: read in place on its thread or node, else NGA_Get. */
static inline int failures_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failures, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return failures_local[pos];
    upcga_get_at(g_failures, t, pos, &v, sizeof v);
    return v;
}
/* `failures[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int failures_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failures, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        failures_local[pos] = v;
    else
        upcga_put_at(g_failures, t, pos, &v, sizeof v);
    return v;
}
/* `&failures[i]`: a pointer-to-shared. */
static inline upcga_ptr_t failures_ref(long i) {
    upcga_ptr_t p = { g_failures, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 24 "tests/in/real/atomic_unsigned_minmax.upc"
/* Every thread takes the minimum and the maximum of its values (the top one above the largest
   signed value of the type, one near zero) into `low` and `high`, set by thread 0 first. */
#line 47 "tests/in/real/atomic_unsigned_minmax.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    do {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_ptr_t d = upcga_all_atomicdomain_alloc(8, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long start_low = (unsigned long)0xfffffffffffffff0ul, start_high = 0, fetched;
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        if (MYTHREAD == 0) {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, ul_low_ref(), &start_low, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, ul_high_ref(), &start_high, (void *)0);
        }
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long big = (unsigned long)(0xfffffffffffffff0ul - (unsigned long)MYTHREAD), small = (unsigned long)(MYTHREAD + 1);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, ul_low_ref(), &big, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, ul_low_ref(), &small, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, ul_high_ref(), &small, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, ul_high_ref(), &big, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            if (ul_low_get() != 1) {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "unsigned long" " minimum", (unsigned long long)ul_low_get(), (unsigned long long)1);
            }
        } while (0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            if (ul_high_get() != (unsigned long)0xfffffffffffffff0ul) {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "unsigned long" " maximum", (unsigned long long)ul_high_get(), (unsigned long long)(unsigned long)0xfffffffffffffff0ul);
            }
        } while (0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_all_atomicdomain_free(d);
    } while (0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_ptr_t d = upcga_all_atomicdomain_alloc(10, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long long start_low = (unsigned long long)0xfffffffffffffff0ull, start_high = 0, fetched;
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        if (MYTHREAD == 0) {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, ull_low_ref(), &start_low, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, ull_high_ref(), &start_high, (void *)0);
        }
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long long big = (unsigned long long)(0xfffffffffffffff0ull - (unsigned long long)MYTHREAD), small = (unsigned long long)(MYTHREAD + 1);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, ull_low_ref(), &big, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, ull_low_ref(), &small, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, ull_high_ref(), &small, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, ull_high_ref(), &big, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            if (ull_low_get() != 1) {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "unsigned long long" " minimum", (unsigned long long)ull_low_get(), (unsigned long long)1);
            }
        } while (0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            if (ull_high_get() != (unsigned long long)0xfffffffffffffff0ull) {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "unsigned long long" " maximum", (unsigned long long)ull_high_get(), (unsigned long long)(unsigned long long)0xfffffffffffffff0ull);
            }
        } while (0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_all_atomicdomain_free(d);
    } while (0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_ptr_t d = upcga_all_atomicdomain_alloc(18, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        uint64_t start_low = (uint64_t)0x8000000000000010ull, start_high = 0, fetched;
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        if (MYTHREAD == 0) {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, u64_low_ref(), &start_low, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, u64_high_ref(), &start_high, (void *)0);
        }
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        uint64_t big = (uint64_t)(0x8000000000000010ull - (uint64_t)MYTHREAD), small = (uint64_t)(MYTHREAD + 1);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, u64_low_ref(), &big, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, u64_low_ref(), &small, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, u64_high_ref(), &small, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, u64_high_ref(), &big, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            if (u64_low_get() != 1) {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "uint64_t" " minimum", (unsigned long long)u64_low_get(), (unsigned long long)1);
            }
        } while (0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            if (u64_high_get() != (uint64_t)0x8000000000000010ull) {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "uint64_t" " maximum", (unsigned long long)u64_high_get(), (unsigned long long)(uint64_t)0x8000000000000010ull);
            }
        } while (0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_all_atomicdomain_free(d);
    } while (0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_ptr_t d = upcga_all_atomicdomain_alloc(6, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned start_low = (unsigned)0xfffffff0u, start_high = 0, fetched;
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        if (MYTHREAD == 0) {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, u_low_ref(), &start_low, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, u_high_ref(), &start_high, (void *)0);
        }
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned big = (unsigned)(0xfffffff0u - (unsigned)MYTHREAD), small = (unsigned)(MYTHREAD + 1);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, u_low_ref(), &big, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, u_low_ref(), &small, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, u_high_ref(), &small, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, u_high_ref(), &big, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            if (u_low_get() != 1) {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "unsigned" " minimum", (unsigned long long)u_low_get(), (unsigned long long)1);
            }
        } while (0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            if (u_high_get() != (unsigned)0xfffffff0u) {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "unsigned" " maximum", (unsigned long long)u_high_get(), (unsigned long long)(unsigned)0xfffffff0u);
            }
        } while (0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_all_atomicdomain_free(d);
    } while (0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_ptr_t d = upcga_all_atomicdomain_alloc(7, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        long start_low = (long)0x7ffffffffffffff0l, start_high = 0, fetched;
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        if (MYTHREAD == 0) {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, l_low_ref(), &start_low, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            upcga_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, l_high_ref(), &start_high, (void *)0);
        }
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        long big = (long)(0x7ffffffffffffff0l - (long)MYTHREAD), small = (long)(MYTHREAD + 1);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, l_low_ref(), &big, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, l_low_ref(), &small, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, l_high_ref(), &small, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, l_high_ref(), &big, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            if (l_low_get() != 1) {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "long" " minimum", (unsigned long long)l_low_get(), (unsigned long long)1);
            }
        } while (0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            if (l_high_get() != (long)0x7ffffffffffffff0l) {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                failures_set(MYTHREAD, failures_get(MYTHREAD) + 1);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, "long" " maximum", (unsigned long long)l_high_get(), (unsigned long long)(long)0x7ffffffffffffff0l);
            }
        } while (0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_barrier();
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcga_all_atomicdomain_free(d);
    } while (0);
#line 54 "tests/in/real/atomic_unsigned_minmax.upc"
    if (MYTHREAD == 0) {
        int i, total = 0;
        {
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(failures_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
                for (i = 0; i < THREADS; i++)
                    total += failures_get(i);
        }
#line 58 "tests/in/real/atomic_unsigned_minmax.upc"
        printf("unsigned atomic minimum and maximum on %d threads: %d errors\n", THREADS, total);
    }
    return 0;
}
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_atomic_unsigned_minmax __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_atomic_unsigned_minmax(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_ul_low = NGA_Create_irreg(C_LONG, 2, dims, "ul_low", block, upcga_one_block);
        ul_low_local = upcga_own_row(g_ul_low, sizeof(unsigned long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_ul_high = NGA_Create_irreg(C_LONG, 2, dims, "ul_high", block, upcga_one_block);
        ul_high_local = upcga_own_row(g_ul_high, sizeof(unsigned long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_ull_low = NGA_Create_irreg(C_LONGLONG, 2, dims, "ull_low", block, upcga_one_block);
        ull_low_local = upcga_own_row(g_ull_low, sizeof(unsigned long long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_ull_high = NGA_Create_irreg(C_LONGLONG, 2, dims, "ull_high", block, upcga_one_block);
        ull_high_local = upcga_own_row(g_ull_high, sizeof(unsigned long long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_u64_low = NGA_Create_irreg(C_LONG, 2, dims, "u64_low", block, upcga_one_block);
        u64_low_local = upcga_own_row(g_u64_low, sizeof(unsigned long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_u64_high = NGA_Create_irreg(C_LONG, 2, dims, "u64_high", block, upcga_one_block);
        u64_high_local = upcga_own_row(g_u64_high, sizeof(unsigned long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_u_low = NGA_Create_irreg(C_INT, 2, dims, "u_low", block, upcga_one_block);
        u_low_local = upcga_own_row(g_u_low, sizeof(unsigned int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_u_high = NGA_Create_irreg(C_INT, 2, dims, "u_high", block, upcga_one_block);
        u_high_local = upcga_own_row(g_u_high, sizeof(unsigned int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_l_low = NGA_Create_irreg(C_LONG, 2, dims, "l_low", block, upcga_one_block);
        l_low_local = upcga_own_row(g_l_low, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_l_high = NGA_Create_irreg(C_LONG, 2, dims, "l_high", block, upcga_one_block);
        l_high_local = upcga_own_row(g_l_high, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_failures = NGA_Create_irreg(C_INT, 2, dims, "failures", block, upcga_rows);
        failures_local = upcga_own_row(g_failures, sizeof(int));
    }
}
static void (*const upcga_create_atomic_unsigned_minmax_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_atomic_unsigned_minmax;
