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
#line 1 "samples/upc/dynamic_pointers.upc"
/* Pointers-to-shared whose type's block size differs from the layout of the array they point
   into. Standard UPC: `p + i` follows the block size of p's type. With `pgas-xlate
   --dynamic-pointers` (an extension): it follows the layout of the object p points into. The
   program finds out which rule is in effect (they differ only when THREADS > 1) and checks every
   result against that rule. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [4] int a[16 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared int c[16 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
int *c_local;
/* `c[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int c_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        c_local[pos] = v;
    else
        upcga_put_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int scalar`: a GA array (on thread 0); this thread's part is scalar_local. */
int g_scalar;
int *scalar_local;
/* `&scalar`: a pointer-to-shared. */
static inline upcga_ptr_t scalar_ref(void) {
    upcga_ptr_t p = { g_scalar, 0, 0, 0 };
    return p;
}
/* `shared [] int one_block[5]`: a GA array (on thread 0); this thread's part is one_block_local. */
int g_one_block;
int *one_block_local;
/* `&one_block[i]`: a pointer-to-shared. */
static inline upcga_ptr_t one_block_ref(long i) {
    upcga_ptr_t p = { g_one_block, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [2] int *shared published`: a GA array (on thread 0); this thread's part is published_local. */
int g_published;
upcga_ptr_t *published_local;
/* `published`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t published_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_published, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return published_local[pos];
    upcga_get_at(g_published, t, pos, &v, sizeof v);
    return v;
}
/* `published` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t published_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_published, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        published_local[pos] = v;
    else
        upcga_put_at(g_published, t, pos, &v, sizeof v);
    return v;
}
/* `shared int failed[THREADS]`: a GA array (one row per thread); this thread's part is failed_local. */
int g_failed;
int *failed_local;
/* `failed[i]`: read in place on its thread or node, else NGA_Get. */
static inline int failed_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failed, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return failed_local[pos];
    upcga_get_at(g_failed, t, pos, &v, sizeof v);
    return v;
}
/* `failed[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int failed_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failed, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        failed_local[pos] = v;
    else
        upcga_put_at(g_failed, t, pos, &v, sizeof v);
    return v;
}
/* `&failed[i]`: a pointer-to-shared. */
static inline upcga_ptr_t failed_ref(long i) {
    upcga_ptr_t p = { g_failed, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 18 "samples/upc/dynamic_pointers.upc"
static int dynamic;

static void expect(const char *what, long got, long want) {

    if (got != want) {
        failed_set(MYTHREAD, 1);
        printf("FAIL: thread %d: %s: %ld, expected %ld\n", MYTHREAD, what, got, want);
    }
}

/* Standard UPC: element i through a cyclic pointer to the start of an array of block size b
   lies on thread i % THREADS at position i / THREADS of that thread's part; the array index of
   that place. */
static long cyclic_view(long i, long b) {

    long t = i % THREADS, k = i / THREADS;
    return (k / b * THREADS + t) * b + k % b;
}

/* Standard UPC: element i through a [2] pointer to the start of a cyclic array. */
static long blocked2_view(long i) {

    long t = i / 2 % THREADS, k = i / 2 / THREADS * 2 + i % 2;
    return k * THREADS + t;
}

/* One function for arrays of any blocking: a weighted sum through `shared int *`. */
static long weighted(upcga_ptr_t p, int n) {

    long s = 0;
    for (int i = 0; i < n; i++)
        s += (long)(i + 1) * UPCGA_READ(int, upcga_add(p, sizeof(int), i, 1));
    return s;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, n = 16 * THREADS;
    upcga_ptr_t p = upcga_resetphase(a_ref(0));
    upcga_ptr_t q;
    long want;

    {
#line 60 "samples/upc/dynamic_pointers.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 60 "samples/upc/dynamic_pointers.upc"
        i = 0;
#line 60 "samples/upc/dynamic_pointers.upc"
        if (upcga_nested1)
#line 60 "samples/upc/dynamic_pointers.upc"
            for (; i < n; i++)
                a_set(i, i);
        else {
#line 60 "samples/upc/dynamic_pointers.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 60 "samples/upc/dynamic_pointers.upc"
            for (i = upcga_forall_first(i, 4); i < n; i = upcga_forall_first(i, 4)) {
#line 60 "samples/upc/dynamic_pointers.upc"
                int *upcga_local_a = a_local + upcga_row_index(i, 4);
                long upcga_block_lo = i - i % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = n;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 60 "samples/upc/dynamic_pointers.upc"
                if (upcga_stop - i == 4) {
#pragma GCC ivdep
#line 60 "samples/upc/dynamic_pointers.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, i++, upcga_local_a++)
                        *upcga_local_a = i;
                } else
#line 60 "samples/upc/dynamic_pointers.upc"
                    for (; i < upcga_stop; i++, upcga_local_a++)
                        *upcga_local_a = i;
            }
        }
#line 60 "samples/upc/dynamic_pointers.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 62 "samples/upc/dynamic_pointers.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 62 "samples/upc/dynamic_pointers.upc"
        i = 0;
#line 62 "samples/upc/dynamic_pointers.upc"
        if (upcga_nested2)
#line 62 "samples/upc/dynamic_pointers.upc"
            for (; i < n; i++)
                c_set(i, 1000 + i);
        else {
#line 62 "samples/upc/dynamic_pointers.upc"
            /* This thread's elements of `c`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_c = c_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 62 "samples/upc/dynamic_pointers.upc"
            long upcga_bound = n;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 62 "samples/upc/dynamic_pointers.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 62 "samples/upc/dynamic_pointers.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_c++)
                    *upcga_local_c = 1000 + i;
            }
#line 62 "samples/upc/dynamic_pointers.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_c++)
                *upcga_local_c = 1000 + i;
        }
#line 62 "samples/upc/dynamic_pointers.upc"
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();
    dynamic = upcga_eq(upcga_add(p, sizeof(int), 1, 1), a_ref(1));

    /* Indexing and addition. */
    for (i = 0; i < n; i++)
        expect("p[i]", UPCGA_READ(int, upcga_add(p, sizeof(int), i, 1)), dynamic ? i : cyclic_view(i, 4));
    expect("p + 5 is &a[5]", upcga_eq(upcga_add(p, sizeof(int), 5, 1), a_ref(dynamic ? 5 : cyclic_view(5, 4))), 1);
    expect("*(p + 6)", UPCGA_READ(int, upcga_add(p, sizeof(int), 6, 1)), dynamic ? 6 : cyclic_view(6, 4));
    expect("(p + 7) - p", upcga_sub(upcga_add(p, sizeof(int), 7, 1), p, sizeof(int), 1), 7);
    if (dynamic)
        expect("&a[9] - p", upcga_sub(upcga_resetphase(a_ref(9)), p, sizeof(int), 1), 9);

    /* Increment, comparison, one past the end. */
    i = 0;
    for (q = p; upcga_sub(q, upcga_add(p, sizeof(int), n, 1), sizeof(int), 1) < 0; q = upcga_add(q, sizeof(int), 1, 1), i++)
        expect("*q", UPCGA_READ(int, q), dynamic ? i : cyclic_view(i, 4));
    expect("loop count", i, n);

    /* The same function on a blocked and a cyclic array. */
    want = 0;
    for (i = 0; i < n; i++)
        want += (long)(i + 1) * (dynamic ? i : cyclic_view(i, 4));
    expect("weighted(a)", weighted(upcga_resetphase(a_ref(0)), n), want);
    want = 0;
    for (i = 0; i < n; i++)
        want += (long)(i + 1) * (1000 + i);
    expect("weighted(c)", weighted(c_ref(0), n), want);

    /* A [2] pointer into a cyclic array. */
    {
        upcga_ptr_t q2 = upcga_resetphase(c_ref(0));
        {
#line 95 "samples/upc/dynamic_pointers.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine3 = upcga_mine(q2);
            long upcga_phase3 = q2.phase;
#line 95 "samples/upc/dynamic_pointers.upc"
            if (upcga_mine3 && upcga_phase3 + 0 >= 0 && upcga_phase3 + n <= 2)
#line 95 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < n; i++)
                    expect("q2[i]", upcga_mine3[i], 1000 + (dynamic ? i : blocked2_view(i)));
            else
#line 95 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < n; i++)
                    expect("q2[i]", upcga_mine3 && (unsigned long)(upcga_phase3 + i) < 2 ? upcga_mine3[i] : UPCGA_READ(int, upcga_add(q2, sizeof(int), i, 2)), 1000 + (dynamic ? i : blocked2_view(i)));
        }
    }
    /* upc_all_alloc: blocks of 3 ints seen through a cyclic pointer. */
    {
        upcga_ptr_t d = upcga_all_alloc(THREADS, 3 * sizeof(int));
        upcga_ptr_t e = upcga_resetphase(d);
        {
#line 103 "samples/upc/dynamic_pointers.upc"
            int upcga_nested4 = upcga_forall_control;
            upcga_forall_control = 1;
#line 103 "samples/upc/dynamic_pointers.upc"
            for (i = 0; i < 3 * THREADS; i++) {
#line 103 "samples/upc/dynamic_pointers.upc"
                if (!upcga_nested4 && !(upcga_threadof(upcga_add(d, sizeof(int), i, 3)) == MYTHREAD))
                    continue;
#line 104 "samples/upc/dynamic_pointers.upc"
                UPCGA_WRITE(int, upcga_add(d, sizeof(int), i, 3), 10 * i);
            }
#line 103 "samples/upc/dynamic_pointers.upc"
            upcga_forall_control = upcga_nested4;
        }
        upcga_barrier();
        for (i = 0; i < 3 * THREADS; i++)
            expect("e[i] (upc_all_alloc)", UPCGA_READ(int, upcga_add(e, sizeof(int), i, 1)), 10 * (dynamic ? i : cyclic_view(i, 3)));
        expect("e + 4 - e", upcga_sub(upcga_add(e, sizeof(int), 4, 1), e, sizeof(int), 1), 4);
        upcga_barrier();
    }

    /* upc_global_alloc by the last thread, used by every thread. */
    if (MYTHREAD == THREADS - 1) {
        upcga_ptr_t g = upcga_global_alloc(2 * THREADS, 2 * sizeof(int));
        {
#line 115 "samples/upc/dynamic_pointers.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine5 = upcga_mine(g);
            long upcga_phase5 = g.phase;
#line 115 "samples/upc/dynamic_pointers.upc"
            if (upcga_mine5 && upcga_phase5 + 0 >= 0 && upcga_phase5 + 4 * THREADS <= 2)
#line 115 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < 4 * THREADS; i++)
                    upcga_mine5[i] = 7 * i;
            else
#line 115 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < 4 * THREADS; i++)
                    ({ int upcga_store6 = 7 * i; upcga_mine5 && (unsigned long)(upcga_phase5 + i) < 2 ? (void)(upcga_mine5[i] = upcga_store6) : (void)UPCGA_WRITE(int, upcga_add(g, sizeof(int), i, 2), upcga_store6); });
        }
#line 117 "samples/upc/dynamic_pointers.upc"
        published_set(g);
    }
    upcga_barrier();
    {
        upcga_ptr_t g = upcga_resetphase(published_get());
        for (i = 0; i < 4 * THREADS; i++)
            expect("g[i] (upc_global_alloc)", UPCGA_READ(int, upcga_add(g, sizeof(int), i, 1)), 7 * (dynamic ? i : cyclic_view(i, 2)));
    }


    /* upc_alloc: this thread's memory; a cyclic pointer into it stays on this thread. */
    {
        upcga_ptr_t mine = upcga_resetphase(upcga_alloc(4 * sizeof(int)));
        upcga_ptr_t l = upcga_resetphase(mine);
        {
#line 131 "samples/upc/dynamic_pointers.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine7 = upcga_mine(mine);
            long upcga_phase7 = mine.phase;
#line 131 "samples/upc/dynamic_pointers.upc"
            if (upcga_mine7)
#line 131 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < 4; i++)
                    upcga_mine7[i] = 100 * MYTHREAD + i;
            else
#line 131 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < 4; i++)
                    ({ int upcga_store8 = 100 * MYTHREAD + i; upcga_mine7 ? (void)(upcga_mine7[i] = upcga_store8) : (void)UPCGA_WRITE(int, upcga_add(mine, sizeof(int), i, 0), upcga_store8); });
        }
#line 133 "samples/upc/dynamic_pointers.upc"
        if (dynamic)
            for (i = 0; i < 4; i++)
                expect("l[i] (upc_alloc)", UPCGA_READ(int, upcga_add(l, sizeof(int), i, 1)), 100 * MYTHREAD + i);
        expect("upc_threadof(l + 3)", upcga_threadof(upcga_add(l, sizeof(int), 3, 1)), dynamic ? MYTHREAD : (MYTHREAD + 3) % THREADS);
    }


    /* A `shared []` array (all on thread 0) through an indefinite pointer: its end as the array
       gives it; and through a cyclic pointer (standard: one element per thread). */
    {
        upcga_ptr_t first = one_block_ref(0);
#line 143 "samples/upc/dynamic_pointers.upc"
        upcga_ptr_t end = one_block_ref(5);
        upcga_ptr_t cyc = upcga_resetphase(one_block_ref(0));
        i = 0;
        for (upcga_ptr_t r = first; !upcga_eq(r, end); r = upcga_add(r, sizeof(int), 1, 0))
            i++;
        expect("loop to &one_block[5]", i, 5);
        expect("upc_threadof(cyc + 1)", upcga_threadof(upcga_add(cyc, sizeof(int), 1, 1)), dynamic ? 0 : 1 % THREADS);
        expect("cyc + 5 == end", upcga_eq(upcga_add(cyc, sizeof(int), 5, 1), upcga_resetphase(end)), dynamic || THREADS == 1);
    }

    /* A shared scalar: not an array; arithmetic that comes back is the identity either way. */
    {
        upcga_ptr_t s = scalar_ref();
        expect("(&scalar + 1) - 1", upcga_eq(upcga_add(upcga_add(s, sizeof(int), 1, 1), sizeof(int), -1, 1), s), 1);
    }

    upcga_barrier();
    if (MYTHREAD == 0) {
        int bad = 0;
        {
#line 162 "samples/upc/dynamic_pointers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo9 = (long)0;
            long upcga_gather_hi9 = (long)THREADS;
#line 162 "samples/upc/dynamic_pointers.upc"
            if (upcga_gather_lo9 >= 0 && upcga_gather_hi9 <= (long)THREADS && upcga_gather_hi9 - upcga_gather_lo9 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered10[16384 / sizeof(int)];
                if (upcga_gather_lo9 < upcga_gather_hi9) {
                    upcga_get_range(upcga_gathered10, upcga_add(failed_ref(0), sizeof(int), upcga_gather_lo9, 1), sizeof(int), 1, upcga_gather_hi9 - upcga_gather_lo9);
                }
#line 162 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < THREADS; i++)
                    bad |= upcga_gathered10[i - upcga_gather_lo9];
            } else
#line 162 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < THREADS; i++)
                    bad |= failed_get(i);
        }
#line 164 "samples/upc/dynamic_pointers.upc"
        if (THREADS > 1)
            printf("layout of pointer arithmetic: %s\n", dynamic ? "dynamic" : "standard");
        if (!bad)
            printf("PASS: dynamic_pointers\n");
    }
    return 0;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_dynamic_pointers __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_dynamic_pointers(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_INT, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_scalar = NGA_Create_irreg(C_INT, 2, dims, "scalar", block, upcga_one_block);
        scalar_local = upcga_own_row(g_scalar, sizeof(int));
    }
    {
        int dims[2] = { 1, 5 }, block[2] = { 1, 1 };
        g_one_block = NGA_Create_irreg(C_INT, 2, dims, "one_block", block, upcga_one_block);
        one_block_local = upcga_own_row(g_one_block, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_published = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "published", block, upcga_one_block);
        published_local = upcga_own_row(g_published, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_failed = NGA_Create_irreg(C_INT, 2, dims, "failed", block, upcga_rows);
        failed_local = upcga_own_row(g_failed, sizeof(int));
    }
}
static void (*const upcga_create_dynamic_pointers_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_dynamic_pointers;
