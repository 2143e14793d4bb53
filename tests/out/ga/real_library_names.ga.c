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
#line 1 "tests/in/real/library_names.upc"
/* Functions of the program named in UPC's name space (as real programs do): each is the
   program's own function, called, returned from and converted as declared. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int tot[THREADS]`: a GA array (one row per thread); this thread's part is tot_local. */
int g_tot;
int *tot_local;
/* `tot[i]`: read in place on its thread or node, else NGA_Get. */
static inline int tot_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_tot, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return tot_local[pos];
    upcga_get_at(g_tot, t, pos, &v, sizeof v);
    return v;
}
/* `tot[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int tot_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_tot, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        tot_local[pos] = v;
    else
        upcga_put_at(g_tot, t, pos, &v, sizeof v);
    return v;
}
/* `&tot[i]`: a pointer-to-shared. */
static inline upcga_ptr_t tot_ref(long i) {
    upcga_ptr_t p = { g_tot, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [4] int blk[4 * THREADS]`: a GA array (one row per thread); this thread's part is blk_local. */
int g_blk;
int *blk_local;
/* `blk[i]`: read in place on its thread or node, else NGA_Get. */
static inline int blk_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return blk_local[pos];
    upcga_get_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `blk[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int blk_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        blk_local[pos] = v;
    else
        upcga_put_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `&blk[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blk_ref(long i) {
    upcga_ptr_t p = { g_blk, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [] int *shared heap`: a GA array (on thread 0); this thread's part is heap_local. */
int g_heap;
upcga_ptr_t *heap_local;
/* `heap`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t heap_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_heap, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return heap_local[pos];
    upcga_get_at(g_heap, t, pos, &v, sizeof v);
    return v;
}
/* `heap` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t heap_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_heap, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        heap_local[pos] = v;
    else
        upcga_put_at(g_heap, t, pos, &v, sizeof v);
    return v;
}
/* `shared int sums[THREADS]`: a GA array (one row per thread); this thread's part is sums_local. */
int g_sums;
int *sums_local;
/* `sums[i]`: read in place on its thread or node, else NGA_Get. */
static inline int sums_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return sums_local[pos];
    upcga_get_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* `&sums[i]`: a pointer-to-shared. */
static inline upcga_ptr_t sums_ref(long i) {
    upcga_ptr_t p = { g_sums, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 12 "tests/in/real/library_names.upc"
/* Declared here, defined after main. */
void upc_reduced_sum(upcga_ptr_t buf, size_t n);
upcga_ptr_t upc_pick(upcga_ptr_t a, int i);

/* A phaseless parameter, called with &tot[MYTHREAD]. */
void upc_addone(upcga_ptr_t buf, size_t n) {
    for (size_t i = 0; i < n; i++)
        UPCGA_WRITE(int, buf, UPCGA_READ(int, buf) + 1);
}

/* An indefinite block size parameter and result. */
upcga_ptr_t upc_local_part(upcga_ptr_t p, int k) {
#line 23 "tests/in/real/library_names.upc"
    return upcga_add(p, sizeof(int), k, 0);
}
/* A generic pointer parameter. */
int upc_owner(upcga_ptr_t p) {
#line 26 "tests/in/real/library_names.upc"
    return (int)upcga_threadof(p);
}
/* Returns a phaseless pointer-to-shared. */
upcga_ptr_t upc_mine(void) {
#line 29 "tests/in/real/library_names.upc"
    return tot_ref(MYTHREAD);
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i;
    tot_set(MYTHREAD, 0);
    {
#line 34 "tests/in/real/library_names.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 34 "tests/in/real/library_names.upc"
        i = 0;
#line 34 "tests/in/real/library_names.upc"
        if (upcga_nested1)
#line 34 "tests/in/real/library_names.upc"
            for (; i < 4 * THREADS; i++)
                blk_set(i, i);
        else {
#line 34 "tests/in/real/library_names.upc"
            /* This thread's blocks of `blk`, each through local pointers. */
#line 34 "tests/in/real/library_names.upc"
            for (i = upcga_forall_first(i, 4); i < 4 * THREADS; i = upcga_forall_first(i, 4)) {
#line 34 "tests/in/real/library_names.upc"
                int *upcga_local_blk = blk_local + upcga_row_index(i, 4);
                long upcga_block_lo = i - i % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 34 "tests/in/real/library_names.upc"
                if (upcga_stop - i == 4) {
#pragma GCC ivdep
#line 34 "tests/in/real/library_names.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, i++, upcga_local_blk++)
                        *upcga_local_blk = i;
                } else
#line 34 "tests/in/real/library_names.upc"
                    for (; i < upcga_stop; i++, upcga_local_blk++)
                        *upcga_local_blk = i;
            }
        }
#line 34 "tests/in/real/library_names.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();

    upc_addone(tot_ref(MYTHREAD), 8);
    void (*fp)(upcga_ptr_t, size_t) = upc_addone;
    fp(tot_ref(MYTHREAD), 2);
    fp(upc_mine(), 1);
    upcga_barrier();

    /* Phased pointers through a user function: argument, result, assignment, initializer. */
    upcga_ptr_t q = upc_pick(blk_ref(0), 4 * THREADS - 1);
    upcga_ptr_t r;
    r = upc_pick(blk_ref(1), 2);
    upcga_ptr_t g = upc_pick(blk_ref(0), 4);
    int owner = upc_owner(upc_pick(blk_ref(0), 4 * THREADS - 1));

    if (MYTHREAD == 0) {
        heap_set(upcga_resetphase(upcga_alloc(8 * sizeof(int))));
        for (i = 0; i < 8; i++)
            UPCGA_WRITE(int, upcga_add(heap_get(), sizeof(int), i, 0), 10 * i);
    }
    upcga_barrier();
    upcga_ptr_t h = upc_local_part(heap_get(), 5);
    upcga_ptr_t (*pick)(upcga_ptr_t, int) = upc_local_part;

    upc_reduced_sum(sums_ref(MYTHREAD), 4);
    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        int total = 0;
        {
#line 64 "tests/in/real/library_names.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 64 "tests/in/real/library_names.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(tot_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 64 "tests/in/real/library_names.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered3[i - upcga_gather_lo2];
            } else
#line 64 "tests/in/real/library_names.upc"
                for (i = 0; i < THREADS; i++)
                    total += tot_get(i);
        }
#line 66 "tests/in/real/library_names.upc"
        printf("tot %d\n", total);
        printf("pick %d %d %d %d\n", UPCGA_READ(int, q), UPCGA_READ(int, r), (int)upcga_phaseof(r), (int)upcga_threadof(g));
        printf("owner %d\n", owner);
        printf("heap %d %d\n", UPCGA_READ(int, h), UPCGA_READ(int, pick(h, 2)));
        printf("sum %d\n", sums_get(0));
    }
    upcga_barrier();
    if (MYTHREAD == 0)
        upcga_free(heap_get());
    return 0;
}

/* The i-th element after a (pointer arithmetic on the declared phased type). */
upcga_ptr_t upc_pick(upcga_ptr_t a, int i) {
#line 79 "tests/in/real/library_names.upc"
    return upcga_add(a, sizeof(int), i, 4);
}
/* Sums the first n elements of blk into *buf. */
void upc_reduced_sum(upcga_ptr_t buf, size_t n) {
    int s = 0;
    for (size_t i = 0; i < n; i++)
        s += blk_get(i);
    UPCGA_WRITE(int, buf, s);
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_library_names __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_library_names(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_tot = NGA_Create_irreg(C_INT, 2, dims, "tot", block, upcga_rows);
        tot_local = upcga_own_row(g_tot, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_blk = NGA_Create_irreg(C_INT, 2, dims, "blk", block, upcga_rows);
        blk_local = upcga_own_row(g_blk, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_heap = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "heap", block, upcga_one_block);
        heap_local = upcga_own_row(g_heap, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sums = NGA_Create_irreg(C_INT, 2, dims, "sums", block, upcga_rows);
        sums_local = upcga_own_row(g_sums, sizeof(int));
    }
}
static void (*const upcga_create_library_names_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_library_names;
