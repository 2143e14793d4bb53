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
#line 1 "tests/in/termination/alloc.upc"
/* alloc.upc - shared memory that is freed is reused, and every allocator takes what the layout
   needs per thread. argv[1]: the mode; argv[2]: the heap per thread in MB (the run's
   UPC_SHARED_HEAP_SIZE) for the modes that fill it. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 11 "tests/in/termination/alloc.upc"
static int failures;

static void fail(const char *what, long v) {

    if (failures++ < 5)
        printf("FAIL thread %d: %s (%ld)\n", MYTHREAD, what, v);
}

/* Writes then reads back the first and last byte of each thread's part of a distributed object
   of `nblocks` blocks of `bytes` (block i on thread i % THREADS). */
static void touch(upcga_ptr_t obj, size_t nblocks, size_t bytes) {

    upcga_ptr_t base = upcga_resetphase(obj);
    (void)base;
    for (size_t b = MYTHREAD; b < nblocks; b += THREADS) {
        upcga_ptr_t blk = upcga_resetphase(obj);
        /* Block b of the object starts at thread b % THREADS, local offset (b / THREADS) * bytes. */
        char *mine = (char *)upcga_to_local(upcga_add(blk, sizeof(char), b % THREADS, 1)) + b / THREADS * bytes;
        mine[0] = (char)b;
        mine[bytes - 1] = (char)(b + 1);
        if (mine[0] != (char)b || mine[bytes - 1] != (char)(b + 1))
            fail("block contents", (long)b);
    }
}
/* `shared char *shared hobj[THREADS][1500]`: a GA array (one row per thread); this thread's part is hobj_local. */
static int g_hobj;
static upcga_ptr_t *hobj_local;
/* `hobj[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t hobj_get(long i0, long i1) {
    long i = i0 * 1500 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hobj, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return hobj_local[pos];
    upcga_get_at(g_hobj, t, pos, &v, sizeof v);
    return v;
}
/* `hobj[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t hobj_set(long i0, long i1, upcga_ptr_t v) {
    long i = i0 * 1500 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hobj, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        hobj_local[pos] = v;
    else
        upcga_put_at(g_hobj, t, pos, &v, sizeof v);
    return v;
}
/* `shared unsigned long hsize[THREADS][1500]`: a GA array (one row per thread); this thread's part is hsize_local. */
static int g_hsize;
static unsigned long *hsize_local;
/* `hsize[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline unsigned long hsize_get(long i0, long i1) {
    long i = i0 * 1500 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hsize, t, pos, sizeof(unsigned long), 0);
    unsigned long v;
    if (t == MYTHREAD)
        return hsize_local[pos];
    upcga_get_at(g_hsize, t, pos, &v, sizeof v);
    return v;
}
/* `hsize[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline unsigned long hsize_set(long i0, long i1, unsigned long v) {
    long i = i0 * 1500 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hsize, t, pos, sizeof(unsigned long), 1);
    if (t == MYTHREAD)
        hsize_local[pos] = v;
    else
        upcga_put_at(g_hsize, t, pos, &v, sizeof v);
    return v;
}
#line 36 "tests/in/termination/alloc.upc"
/* The "holes" mode: HK objects per thread, even ones upc_global_alloc'ed, odd ones upc_alloc'ed. */
#line 43 "tests/in/termination/alloc.upc"
static char pattern(int t, int k, int round) {
#line 43 "tests/in/termination/alloc.upc"
    return (char)(1 + (t * 7 + k * 13 + round * 31) % 251);
}
static upcga_ptr_t holes_alloc(int k, size_t n) {

    return upcga_resetphase(k & 1 ? upcga_alloc(n) : upcga_global_alloc(1, n));
}

static int by_address(const void *a, const void *b) {

    const unsigned long long *x = a, *y = b;
    return x[0] != y[0] ? x[0] < y[0] ? -1 : 1 : x[1] != y[1] ? x[1] < y[1] ? -1 : 1 : 0;
}

/* Thread 0: the sorted (thread, address) pairs of the objects of slots k % 3 == r of every
   thread, global ones (kind 0) or local ones (kind 1). */
static size_t holes_places(unsigned long long *out, int r, int kind) {

    size_t n = 0;
    for (int t = 0; t < THREADS; t++)
        for (int k = 0; k < 1500; k++)
            if (k % 3 == r && (k & 1) == kind) {
                upcga_ptr_t p = hobj_get(t, k);
                out[2 * n] = upcga_threadof(p);
                out[2 * n + 1] = upcga_addrfield(p);
                n++;
            }
    qsort(out, n, 2 * sizeof *out, by_address);
    return n;
}

/* Every object of this thread still holds its pattern. */
static void holes_check(int round_of[1500]) {

    char buf[4 * 80];
    for (int k = 0; k < 1500; k++) {
        size_t n = hsize_get(MYTHREAD, k);
        upcga_memget(buf, hobj_get(MYTHREAD, k), n);
        for (size_t j = 0; j < n; j++)
            if (buf[j] != pattern(MYTHREAD, k, round_of[k])) {
                fail("an object's contents changed (overlapping objects)", k);
                break;
            }
    }
}
#line 92 "tests/in/termination/alloc.upc"
/* Close to the whole heap: all but 2 MB (static data, headers, the runtime's words). */



/* Each form in turn takes nearly the whole heap of every thread, then gives it back. */
#line 101 "tests/in/termination/alloc.upc"
/* Several blocks per thread: ceil(nblocks / THREADS) of them on each. */
#line 125 "tests/in/termination/alloc.upc"
/* 150 rounds of allocation and free: several times what the heap holds. */
#line 143 "tests/in/termination/alloc.upc"
/* Under the default heap: smaller allocations and frees, then 40 MB per thread once. */
#line 160 "tests/in/termination/alloc.upc"
/* upc_global_alloc and upc_alloc from every thread at once: the objects never overlap. */
/* `objs` of main(), created at start-up. */
/* `shared char *shared objs[THREADS][16]`: a GA array (one row per thread); this thread's part is main_objs_local. */
static int g_main_objs;
static upcga_ptr_t *main_objs_local;
/* `objs[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t main_objs_get(long i0, long i1) {
    long i = i0 * 16 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_main_objs, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return main_objs_local[pos];
    upcga_get_at(g_main_objs, t, pos, &v, sizeof v);
    return v;
}
/* `objs[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t main_objs_set(long i0, long i1, upcga_ptr_t v) {
    long i = i0 * 16 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_main_objs, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        main_objs_local[pos] = v;
    else
        upcga_put_at(g_main_objs, t, pos, &v, sizeof v);
    return v;
}
#line 88 "tests/in/termination/alloc.upc"
int upcga_user_main(int argc, char **argv) {

    const char *mode = argc > 1 ? argv[1] : "";
    size_t heap = (argc > 2 ? strtoul(argv[2], 0, 10) : 128) * (1UL << 20);

    size_t big = heap - 2 * (1UL << 20);

    if (!strcmp(mode, "whole_heap")) {

        upcga_ptr_t a = upcga_resetphase(upcga_all_alloc(THREADS, big));
        touch(a, THREADS, big);
        upcga_barrier();
        upcga_all_free(a);

        a = upcga_resetphase(upcga_all_alloc(4 * THREADS, big / 4));
        touch(a, 4 * THREADS, big / 4);
        upcga_barrier();
        upcga_all_free(a);
        if (MYTHREAD == 0) {
            upcga_ptr_t g = upcga_resetphase(upcga_global_alloc(THREADS, big));
            touch(g, MYTHREAD == 0 ? 1 : 0, big);
            upcga_free(g);
        }
        upcga_barrier();
        {
            upcga_ptr_t l = upcga_resetphase(upcga_alloc(big));
            char *p = (char *)upcga_to_local(l);
            p[0] = 1;
            p[big - 1] = 2;
            upcga_free(l);
        }
        upcga_barrier();
        a = upcga_resetphase(upcga_all_alloc(THREADS, big));
        touch(a, THREADS, big);
        upcga_barrier();
        upcga_all_free(a);
    } else if (!strcmp(mode, "loop")) {

        for (int i = 0; i < 150; i++) {
            size_t n = (size_t)(1 + i % 7) * (1UL << 20) / 4;
            upcga_ptr_t a = upcga_resetphase(upcga_all_alloc(THREADS, n));
            upcga_ptr_t g = upcga_resetphase(upcga_global_alloc(THREADS, n / 2 + 16 * (size_t)MYTHREAD));
            upcga_ptr_t l = upcga_resetphase(upcga_alloc(n + (size_t)i + 1));
            ((char *)upcga_to_local(l))[n + (size_t)i] = 1;
            upcga_free(g);
            upcga_free(l);
            upcga_all_free(a);
        }
        {
            upcga_ptr_t a = upcga_resetphase(upcga_all_alloc(THREADS, big));
            touch(a, THREADS, big);
            upcga_barrier();
            upcga_all_free(a);
        }
    } else if (!strcmp(mode, "forty")) {

        upcga_ptr_t small[10];
        for (int i = 0; i < 10; i++)
            small[i] = upcga_resetphase(upcga_all_alloc(THREADS, (size_t)(i + 1) * (1UL << 20)));
        for (int i = 0; i < 10; i += 2)
            upcga_all_free(small[i]);
        {
            upcga_ptr_t l = upcga_resetphase(upcga_alloc(3 * (1UL << 20)));
            upcga_ptr_t a = upcga_resetphase(upcga_all_alloc(THREADS, 40 * (1UL << 20)));
            touch(a, THREADS, 40 * (1UL << 20));
            upcga_free(l);
            upcga_barrier();
            upcga_all_free(a);
        }
        for (int i = 1; i < 10; i += 2)
            upcga_all_free(small[i]);
    } else if (!strcmp(mode, "concurrent")) {


        for (int round = 0; round < 50; round++) {
            for (int k = 0; k < 16; k++) {
                size_t n = 1000 + 37 * (size_t)k + (size_t)round;
                main_objs_set(MYTHREAD, k, upcga_resetphase(k & 1 ? upcga_alloc(n) : upcga_global_alloc(THREADS, n)));
                upcga_memset(main_objs_get(MYTHREAD, k), 'a' + MYTHREAD % 26, n);
            }
            upcga_barrier();
            for (int k = 0; k < 16; k++) {
                size_t n = 1000 + 37 * (size_t)k + (size_t)round;
                char buf[1700];
                upcga_memget(buf, main_objs_get(MYTHREAD, k), n);
                for (size_t j = 0; j < n; j++)
                    if (buf[j] != 'a' + MYTHREAD % 26) {
                        fail("overlapping objects", k);
                        break;
                    }
            }
            upcga_barrier();
            /* Each thread frees another thread's objects. */
            for (int k = 0; k < 16; k++)
                upcga_free(main_objs_get((MYTHREAD + 1) % THREADS, k));
            upcga_barrier();
        }
    } else if (!strcmp(mode, "holes")) {
        /* Thousands of live objects, a third freed by another thread, then as many allocated
           again: first fit must find every hole (the allocations of the same sizes take exactly
           the freed places), whatever the walk skips; then holes refilled with other sizes. The
           contents of every object are checked after each round. */
        int round_of[1500];
        unsigned long long *before = malloc(4 * 1500 * (size_t)THREADS * sizeof *before);
        unsigned long long *after = malloc(4 * 1500 * (size_t)THREADS * sizeof *after);
        for (int k = 0; k < 1500; k++) {
            size_t n = k & 1 ? 80 : 48;
            upcga_ptr_t p = holes_alloc(k, n);
            upcga_memset(p, pattern(MYTHREAD, k, 0), n);
            hobj_set(MYTHREAD, k, p);
            hsize_set(MYTHREAD, k, n);
            round_of[k] = 0;
        }
        upcga_barrier();
        for (int round = 1; round <= 4; round++) {
            int r = round % 3, next = (MYTHREAD + 1) % THREADS;
            size_t nb[2] = { 0, 0 };
            /* round 4: other sizes, no exact reuse expected */
            if (MYTHREAD == 0 && round < 4)
                for (int kind = 0; kind < 2; kind++)
                    nb[kind] = holes_places(before + 2 * 1500 * THREADS * kind, r, kind);
            upcga_barrier();
            for (int k = 0; k < 1500; k++)
                if (k % 3 == r)
                    upcga_free(hobj_get(next, k));
            upcga_barrier();
            for (int k = 0; k < 1500; k++)
                if (k % 3 == r) {
                    size_t base = k & 1 ? 80 : 48;
                    size_t n = round < 4 ? base : base / 2 + (size_t)(k % 5) * base / 2;
                    upcga_ptr_t p = holes_alloc(k, n);
                    upcga_memset(p, pattern(MYTHREAD, k, round), n);
                    hobj_set(MYTHREAD, k, p);
                    hsize_set(MYTHREAD, k, n);
                    round_of[k] = round;
                }
            upcga_barrier();
            holes_check(round_of);
            if (MYTHREAD == 0 && round < 4)
                for (int kind = 0; kind < 2; kind++) {
                    size_t na = holes_places(after + 2 * 1500 * THREADS * kind, r, kind);
                    if (na != nb[kind] || memcmp(before + 2 * 1500 * THREADS * kind, after + 2 * 1500 * THREADS * kind, 2 * na * sizeof *after))


                        fail(kind ? "upc_alloc did not reuse exactly the freed places" : "upc_global_alloc did not reuse exactly the freed places", round);
                }


            upcga_barrier();
        }
        for (int k = 0; k < 1500; k++)
            upcga_free(hobj_get(MYTHREAD, k));
        upcga_barrier();
        /* Everything freed: the whole heap is one free area again. */
        {
            upcga_ptr_t a = upcga_resetphase(upcga_all_alloc(THREADS, big));
            touch(a, THREADS, big);
            upcga_barrier();
            upcga_all_free(a);
        }
        free(before);
        free(after);
    } else if (!strcmp(mode, "reuse_layout")) {
        /* A freed object's place reused by one of another layout: --dynamic-pointers follows the
           new one. */
        upcga_ptr_t a = upcga_all_alloc(4 * THREADS, 4 * sizeof(int));
        upcga_ptr_t b;
        upcga_ptr_t p;
        upcga_all_free(a);
        b = upcga_all_alloc(8 * THREADS, 2 * sizeof(int));
        if (MYTHREAD == 0 && !upcga_eq(b, a))
            fail("the freed place was not reused", 0);
        p = upcga_resetphase(b);
        if (upcga_threadof(upcga_add(p, sizeof(int), 2, 1)) != (THREADS > 1 ? 1 : 0))
            fail("p + 2 is not b[2]", (long)upcga_threadof(upcga_add(p, sizeof(int), 2, 1)));
        upcga_barrier();
        upcga_all_free(b);
    } else if (!strcmp(mode, "double_free")) {
        upcga_ptr_t p = upcga_resetphase(upcga_alloc(16));
        upcga_free(p);
        upcga_free(p);
    } else if (!strcmp(mode, "double_global_free")) {
        if (MYTHREAD == 0) {
            upcga_ptr_t p = upcga_resetphase(upcga_global_alloc(THREADS, 16));
            upcga_free(p);
            upcga_free(p);
        }
    } else if (!strcmp(mode, "too_big")) {
        if (MYTHREAD == 0)
            (void)upcga_global_alloc(THREADS, heap + (1UL << 20));
    } else if (!strcmp(mode, "foreign_free")) {
        upcga_ptr_t p = upcga_resetphase(upcga_alloc(64));
        upcga_free(upcga_add(p, sizeof(int), 2, 1));
    } else {
        printf("unknown mode %s\n", mode);
        return 2;
    }
    upcga_barrier();
    if (failures)
        return 1;
    if (MYTHREAD == 0)
        printf("PASS: %s on %d threads\n", mode, THREADS);
    return 0;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_alloc __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_alloc(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(1500 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_hobj = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "hobj", block, upcga_rows);
        hobj_local = upcga_own_row(g_hobj, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(1500 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_hsize = NGA_Create_irreg(C_LONG, 2, dims, "hsize", block, upcga_rows);
        hsize_local = upcga_own_row(g_hsize, sizeof(unsigned long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_main_objs = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "objs", block, upcga_rows);
        main_objs_local = upcga_own_row(g_main_objs, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_alloc_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_alloc;
