#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
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
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 11 "samples/upc/dynamic_pointers.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t c;
upcr_pshared_ptr_t scalar;
upcr_pshared_ptr_t one_block;
upcr_pshared_ptr_t published;
upcr_pshared_ptr_t failed;

static int dynamic;

static void expect(const char *what, long got, long want) {

    if (got != want) {
        upcr_put_pshared_val(upcr_add_pshared1(failed, sizeof(int), ((int)upcr_mythread())), 0, (int)1, sizeof(int));
        printf("FAIL: thread %d: %s: %ld, expected %ld\n", ((int)upcr_mythread()), what, got, want);
    }
}

/* Standard UPC: element i through a cyclic pointer to the start of an array of block size b
   lies on thread i % THREADS at position i / THREADS of that thread's part; the array index of
   that place. */
static long cyclic_view(long i, long b) {

    long t = i % ((int)upcr_threads()), k = i / ((int)upcr_threads());
    return (k / b * ((int)upcr_threads()) + t) * b + k % b;
}

/* Standard UPC: element i through a [2] pointer to the start of a cyclic array. */
static long blocked2_view(long i) {

    long t = i / 2 % ((int)upcr_threads()), k = i / 2 / ((int)upcr_threads()) * 2 + i % 2;
    return k * ((int)upcr_threads()) + t;
}

/* One function for arrays of any blocking: a weighted sum through `shared int *`. */
static long weighted(upcr_pshared_ptr_t p, int n) {

    long s = 0;
    for (int i = 0; i < n; i++)
        s += (long)(i + 1) * (int)upcr_get_pshared_val(upcr_dyn_add_pshared(p, sizeof(int), i, 1), 0, sizeof(int));
    return s;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, n = 16 * ((int)upcr_threads());
    upcr_pshared_ptr_t p = upcr_shared_to_pshared(a);
    upcr_pshared_ptr_t q;
    long want;

    {
#line 60 "samples/upc/dynamic_pointers.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 60 "samples/upc/dynamic_pointers.upc"
        i = 0;
#line 60 "samples/upc/dynamic_pointers.upc"
        if (upcrt_nested1)
#line 60 "samples/upc/dynamic_pointers.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(int), i, 4), 0, (int)i, sizeof(int));
        else {
#line 60 "samples/upc/dynamic_pointers.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 60 "samples/upc/dynamic_pointers.upc"
            for (i = upcrt_forall_first(i, 4); i < n; i = upcrt_forall_first(i, 4)) {
#line 60 "samples/upc/dynamic_pointers.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 60 "samples/upc/dynamic_pointers.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 60 "samples/upc/dynamic_pointers.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = i;
                } else
#line 60 "samples/upc/dynamic_pointers.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = i;
            }
        }
#line 60 "samples/upc/dynamic_pointers.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 62 "samples/upc/dynamic_pointers.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 62 "samples/upc/dynamic_pointers.upc"
        i = 0;
#line 62 "samples/upc/dynamic_pointers.upc"
        if (upcrt_nested2)
#line 62 "samples/upc/dynamic_pointers.upc"
            for (; i < n; i++)
                upcr_put_pshared_val(upcr_add_pshared1(c, sizeof(int), i), 0, (int)(1000 + i), sizeof(int));
        else {
#line 62 "samples/upc/dynamic_pointers.upc"
            /* This thread's elements of `c`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_c = upcr_pshared_to_local(upcr_add_pshared1(c, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 62 "samples/upc/dynamic_pointers.upc"
            long upcrt_bound = n;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 62 "samples/upc/dynamic_pointers.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 62 "samples/upc/dynamic_pointers.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_c++)
                    *upcrt_local_c = 1000 + i;
            }
#line 62 "samples/upc/dynamic_pointers.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_c++)
                *upcrt_local_c = 1000 + i;
        }
#line 62 "samples/upc/dynamic_pointers.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    dynamic = upcr_isequal_shared_pshared(upcr_add_shared(a, sizeof(int), 1, 4), upcr_dyn_add_pshared(p, sizeof(int), 1, 1));

    /* Indexing and addition. */
    for (i = 0; i < n; i++)
        expect("p[i]", (int)upcr_get_pshared_val(upcr_dyn_add_pshared(p, sizeof(int), i, 1), 0, sizeof(int)), dynamic ? i : cyclic_view(i, 4));
    expect("p + 5 is &a[5]", upcr_isequal_shared_pshared(upcr_add_shared(a, sizeof(int), dynamic ? 5 : cyclic_view(5, 4), 4), upcr_dyn_add_pshared(p, sizeof(int), 5, 1)), 1);
    expect("*(p + 6)", (int)upcr_get_pshared_val(upcr_dyn_add_pshared(p, sizeof(int), 6, 1), 0, sizeof(int)), dynamic ? 6 : cyclic_view(6, 4));
    expect("(p + 7) - p", upcr_dyn_sub_pshared(upcr_dyn_add_pshared(p, sizeof(int), 7, 1), p, sizeof(int), 1), 7);
    if (dynamic)
        expect("&a[9] - p", upcr_dyn_sub_pshared(upcr_shared_to_pshared(upcr_add_shared(a, sizeof(int), 9, 4)), p, sizeof(int), 1), 9);

    /* Increment, comparison, one past the end. */
    i = 0;
    for (q = p; upcr_dyn_sub_pshared(q, upcr_dyn_add_pshared(p, sizeof(int), n, 1), sizeof(int), 1) < 0; q = upcr_dyn_add_pshared(q, sizeof(int), 1, 1), i++)
        expect("*q", (int)upcr_get_pshared_val(q, 0, sizeof(int)), dynamic ? i : cyclic_view(i, 4));
    expect("loop count", i, n);

    /* The same function on a blocked and a cyclic array. */
    want = 0;
    for (i = 0; i < n; i++)
        want += (long)(i + 1) * (dynamic ? i : cyclic_view(i, 4));
    expect("weighted(a)", weighted(upcr_shared_to_pshared(a), n), want);
    want = 0;
    for (i = 0; i < n; i++)
        want += (long)(i + 1) * (1000 + i);
    expect("weighted(c)", weighted(c, n), want);

    /* A [2] pointer into a cyclic array. */
    {
        upcr_shared_ptr_t q2 = upcr_pshared_to_shared(c);
        for (i = 0; i < n; i++)
            expect("q2[i]", (int)upcr_get_shared_val(upcr_dyn_add_shared(q2, sizeof(int), i, 2), 0, sizeof(int)), 1000 + (dynamic ? i : blocked2_view(i)));
    }

    /* upc_all_alloc: blocks of 3 ints seen through a cyclic pointer. */
    {
        upcr_shared_ptr_t d = upcr_all_alloc(((int)upcr_threads()), 3 * sizeof(int));
        upcr_pshared_ptr_t e = upcr_shared_to_pshared(d);
        {
#line 103 "samples/upc/dynamic_pointers.upc"
            int upcrt_nested3 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 103 "samples/upc/dynamic_pointers.upc"
            for (i = 0; i < 3 * ((int)upcr_threads()); i++) {
#line 103 "samples/upc/dynamic_pointers.upc"
                if (!upcrt_nested3 && !(upcr_threadof_shared(upcr_dyn_add_shared(d, sizeof(int), i, 3)) == ((int)upcr_mythread())))
                    continue;
#line 104 "samples/upc/dynamic_pointers.upc"
                upcr_put_shared_val(upcr_dyn_add_shared(d, sizeof(int), i, 3), 0, (int)(10 * i), sizeof(int));
            }
#line 103 "samples/upc/dynamic_pointers.upc"
            upcrt_forall_control = upcrt_nested3;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (i = 0; i < 3 * ((int)upcr_threads()); i++)
            expect("e[i] (upc_all_alloc)", (int)upcr_get_pshared_val(upcr_dyn_add_pshared(e, sizeof(int), i, 1), 0, sizeof(int)), 10 * (dynamic ? i : cyclic_view(i, 3)));
        expect("e + 4 - e", upcr_dyn_sub_pshared(upcr_dyn_add_pshared(e, sizeof(int), 4, 1), e, sizeof(int), 1), 4);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }

    /* upc_global_alloc by the last thread, used by every thread. */
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        upcr_shared_ptr_t g = upcr_global_alloc(2 * ((int)upcr_threads()), 2 * sizeof(int));
        for (i = 0; i < 4 * ((int)upcr_threads()); i++)
            upcr_put_shared_val(upcr_dyn_add_shared(g, sizeof(int), i, 2), 0, (int)(7 * i), sizeof(int));
        ({ upcr_shared_ptr_t upcrt_val4 = g; upcr_put_pshared(published, 0, &upcrt_val4, sizeof upcrt_val4); });
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        upcr_pshared_ptr_t g = upcr_shared_to_pshared(({ upcr_shared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, published, 0, sizeof upcrt_val5); upcrt_val5; }));
        for (i = 0; i < 4 * ((int)upcr_threads()); i++)
            expect("g[i] (upc_global_alloc)", (int)upcr_get_pshared_val(upcr_dyn_add_pshared(g, sizeof(int), i, 1), 0, sizeof(int)), 7 * (dynamic ? i : cyclic_view(i, 2)));
    }


    /* upc_alloc: this thread's memory; a cyclic pointer into it stays on this thread. */
    {
        upcr_pshared_ptr_t mine = upcr_shared_to_pshared(upcr_alloc(4 * sizeof(int)));
        upcr_pshared_ptr_t l = mine;
        for (i = 0; i < 4; i++)
            upcr_put_pshared_val(upcr_dyn_add_pshared(mine, sizeof(int), i, 0), 0, (int)(100 * ((int)upcr_mythread()) + i), sizeof(int));
        if (dynamic)
            for (i = 0; i < 4; i++)
                expect("l[i] (upc_alloc)", (int)upcr_get_pshared_val(upcr_dyn_add_pshared(l, sizeof(int), i, 1), 0, sizeof(int)), 100 * ((int)upcr_mythread()) + i);
        expect("upc_threadof(l + 3)", upcr_threadof_shared(upcr_pshared_to_shared(upcr_dyn_add_pshared(l, sizeof(int), 3, 1))), dynamic ? ((int)upcr_mythread()) : (((int)upcr_mythread()) + 3) % ((int)upcr_threads()));
    }


    /* A `shared []` array (all on thread 0) through an indefinite pointer: its end as the array
       gives it; and through a cyclic pointer (standard: one element per thread). */
    {
        upcr_pshared_ptr_t first = one_block;
#line 143 "samples/upc/dynamic_pointers.upc"
        upcr_pshared_ptr_t end = upcr_add_psharedI(one_block, sizeof(int), 5);
        upcr_pshared_ptr_t cyc = one_block;
        i = 0;
        for (upcr_pshared_ptr_t r = first; !upcr_isequal_pshared_pshared(r, end); r = upcr_dyn_add_pshared(r, sizeof(int), 1, 0))
            i++;
        expect("loop to &one_block[5]", i, 5);
        expect("upc_threadof(cyc + 1)", upcr_threadof_shared(upcr_pshared_to_shared(upcr_dyn_add_pshared(cyc, sizeof(int), 1, 1))), dynamic ? 0 : 1 % ((int)upcr_threads()));
        expect("cyc + 5 == end", upcr_isequal_pshared_pshared(upcr_dyn_add_pshared(cyc, sizeof(int), 5, 1), end), dynamic || ((int)upcr_threads()) == 1);
    }

    /* A shared scalar: not an array; arithmetic that comes back is the identity either way. */
    {
        upcr_pshared_ptr_t s = scalar;
        expect("(&scalar + 1) - 1", upcr_isequal_pshared_pshared(upcr_dyn_add_pshared(upcr_dyn_add_pshared(s, sizeof(int), 1, 1), sizeof(int), -1, 1), s), 1);
    }

    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int bad = 0;
        {
#line 162 "samples/upc/dynamic_pointers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo6 = (long)0;
            long upcrt_gather_hi6 = (long)((int)upcr_threads());
#line 162 "samples/upc/dynamic_pointers.upc"
            if (upcrt_gather_lo6 >= 0 && upcrt_gather_hi6 <= (long)((int)upcr_threads()) && upcrt_gather_hi6 - upcrt_gather_lo6 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered7[16384 / sizeof(int)];
                if (upcrt_gather_lo6 < upcrt_gather_hi6) {
                    upcrt_get_range(upcrt_gathered7, upcr_pshared_to_shared(upcr_add_pshared1(failed, sizeof(int), upcrt_gather_lo6)), sizeof(int), 1, upcrt_gather_hi6 - upcrt_gather_lo6);
                }
#line 162 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    bad |= upcrt_gathered7[i - upcrt_gather_lo6];
            } else
#line 162 "samples/upc/dynamic_pointers.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    bad |= (int)upcr_get_pshared_val(upcr_add_pshared1(failed, sizeof(int), i), 0, sizeof(int));
        }
#line 164 "samples/upc/dynamic_pointers.upc"
        if (((int)upcr_threads()) > 1)
            printf("layout of pointer arithmetic: %s\n", dynamic ? "dynamic" : "standard");
        if (!bad)
            printf("PASS: dynamic_pointers\n");
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_dynamic_pointers(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &c, sizeof(int), 16 * ((int)upcr_threads()), 0, sizeof(int), "c", "shared int [16 * THREADS]" },
        { &scalar, sizeof(int), 1, 0, sizeof(int), "scalar", "shared int" },
        { &one_block, sizeof(int) * 5, 1, 0, sizeof(int), "one_block", "shared [] int [5]" },
        { &published, sizeof(upcr_shared_ptr_t), 1, 0, sizeof(upcr_shared_ptr_t), "published", "shared [2] int *shared" },
        { &failed, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failed", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 4 * sizeof(int), (16 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "a", "shared [4] int [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_dynamic_pointers_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_dynamic_pointers;
