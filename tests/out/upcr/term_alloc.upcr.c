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
#line 1 "tests/in/termination/alloc.upc"
/* alloc.upc - shared memory that is freed is reused, and every allocator takes what the layout
   needs per thread. argv[1]: the mode; argv[2]: the heap per thread in MB (the run's
   UPC_SHARED_HEAP_SIZE) for the modes that fill it. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 11 "tests/in/termination/alloc.upc"
static int failures;

static void fail(const char *what, long v) {

    if (failures++ < 5)
        printf("FAIL thread %d: %s (%ld)\n", ((int)upcr_mythread()), what, v);
}

/* Writes then reads back the first and last byte of each thread's part of a distributed object
   of `nblocks` blocks of `bytes` (block i on thread i % THREADS). */
static void touch(upcr_shared_ptr_t obj, size_t nblocks, size_t bytes) {

    upcr_pshared_ptr_t base = upcr_shared_to_pshared(obj);
    (void)base;
    for (size_t b = ((int)upcr_mythread()); b < nblocks; b += ((int)upcr_threads())) {
        upcr_pshared_ptr_t blk = upcr_shared_to_pshared(obj);
        /* Block b of the object starts at thread b % THREADS, local offset (b / THREADS) * bytes. */
        char *mine = (char *)upcr_pshared_to_local(upcr_add_pshared1(blk, sizeof(char), b % ((int)upcr_threads()))) + b / ((int)upcr_threads()) * bytes;
        mine[0] = (char)b;
        mine[bytes - 1] = (char)(b + 1);
        if (mine[0] != (char)b || mine[bytes - 1] != (char)(b + 1))
            fail("block contents", (long)b);
    }
}

/* The "holes" mode: HK objects per thread, even ones upc_global_alloc'ed, odd ones upc_alloc'ed. */



static upcr_pshared_ptr_t hobj;
static upcr_pshared_ptr_t hsize;

static char pattern(int t, int k, int round) {
#line 43 "tests/in/termination/alloc.upc"
    return (char)(1 + (t * 7 + k * 13 + round * 31) % 251);
}
static upcr_pshared_ptr_t holes_alloc(int k, size_t n) {

    return upcr_shared_to_pshared(k & 1 ? upcr_alloc(n) : upcr_global_alloc(1, n));
}

static int by_address(const void *a, const void *b) {

    const unsigned long long *x = a, *y = b;
    return x[0] != y[0] ? x[0] < y[0] ? -1 : 1 : x[1] != y[1] ? x[1] < y[1] ? -1 : 1 : 0;
}

/* Thread 0: the sorted (thread, address) pairs of the objects of slots k % 3 == r of every
   thread, global ones (kind 0) or local ones (kind 1). */
static size_t holes_places(unsigned long long *out, int r, int kind) {

    size_t n = 0;
    for (int t = 0; t < ((int)upcr_threads()); t++)
        for (int k = 0; k < 1500; k++)
            if (k % 3 == r && (k & 1) == kind) {
                upcr_pshared_ptr_t p;
#line 64 "tests/in/termination/alloc.upc"
                upcr_get_pshared(&p, upcr_add_pshared1(hobj, sizeof(upcr_pshared_ptr_t), (long)t * 1500 + k), 0, sizeof p);
                out[2 * n] = upcr_threadof_shared(upcr_pshared_to_shared(p));
                out[2 * n + 1] = upcr_addrfield_shared(upcr_pshared_to_shared(p));
                n++;
            }
    qsort(out, n, 2 * sizeof *out, by_address);
    return n;
}

/* Every object of this thread still holds its pattern. */
static void holes_check(int round_of[1500]) {

    char buf[4 * 80];
    for (int k = 0; k < 1500; k++) {
        size_t n = (unsigned long)upcr_get_pshared_val(upcr_add_pshared1(hsize, sizeof(unsigned long), (long)((int)upcr_mythread()) * 1500 + k), 0, sizeof(unsigned long));
        upcr_memget(buf, upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val1; upcr_get_pshared(&upcrt_val1, upcr_add_pshared1(hobj, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 1500 + k), 0, sizeof upcrt_val1); upcrt_val1; })), n);
        for (size_t j = 0; j < n; j++)
            if (buf[j] != pattern(((int)upcr_mythread()), k, round_of[k])) {
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
/* `objs` of main() */
static upcr_pshared_ptr_t upcrt_main_objs;
#line 88 "tests/in/termination/alloc.upc"
int upcrt_user_main(int argc, char **argv) {

    const char *mode = argc > 1 ? argv[1] : "";
    size_t heap = (argc > 2 ? strtoul(argv[2], 0, 10) : 128) * (1UL << 20);

    size_t big = heap - 2 * (1UL << 20);

    if (!strcmp(mode, "whole_heap")) {

        upcr_pshared_ptr_t a = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), big));
        touch(upcr_pshared_to_shared(a), ((int)upcr_threads()), big);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(upcr_pshared_to_shared(a));

        a = upcr_shared_to_pshared(upcr_all_alloc(4 * ((int)upcr_threads()), big / 4));
        touch(upcr_pshared_to_shared(a), 4 * ((int)upcr_threads()), big / 4);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(upcr_pshared_to_shared(a));
        if (((int)upcr_mythread()) == 0) {
            upcr_pshared_ptr_t g = upcr_shared_to_pshared(upcr_global_alloc(((int)upcr_threads()), big));
            touch(upcr_pshared_to_shared(g), ((int)upcr_mythread()) == 0 ? 1 : 0, big);
            upcr_free(upcr_pshared_to_shared(g));
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        {
            upcr_pshared_ptr_t l = upcr_shared_to_pshared(upcr_alloc(big));
            char *p = (char *)upcr_pshared_to_local(l);
            p[0] = 1;
            p[big - 1] = 2;
            upcr_free(upcr_pshared_to_shared(l));
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        a = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), big));
        touch(upcr_pshared_to_shared(a), ((int)upcr_threads()), big);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(upcr_pshared_to_shared(a));
    } else if (!strcmp(mode, "loop")) {

        for (int i = 0; i < 150; i++) {
            size_t n = (size_t)(1 + i % 7) * (1UL << 20) / 4;
            upcr_pshared_ptr_t a = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), n));
            upcr_pshared_ptr_t g = upcr_shared_to_pshared(upcr_global_alloc(((int)upcr_threads()), n / 2 + 16 * (size_t)((int)upcr_mythread())));
            upcr_pshared_ptr_t l = upcr_shared_to_pshared(upcr_alloc(n + (size_t)i + 1));
            ((char *)upcr_pshared_to_local(l))[n + (size_t)i] = 1;
            upcr_free(upcr_pshared_to_shared(g));
            upcr_free(upcr_pshared_to_shared(l));
            upcr_all_free(upcr_pshared_to_shared(a));
        }
        {
            upcr_pshared_ptr_t a = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), big));
            touch(upcr_pshared_to_shared(a), ((int)upcr_threads()), big);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            upcr_all_free(upcr_pshared_to_shared(a));
        }
    } else if (!strcmp(mode, "forty")) {

        upcr_pshared_ptr_t small[10];
        for (int i = 0; i < 10; i++)
            small[i] = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), (size_t)(i + 1) * (1UL << 20)));
        for (int i = 0; i < 10; i += 2)
            upcr_all_free(upcr_pshared_to_shared(small[i]));
        {
            upcr_pshared_ptr_t l = upcr_shared_to_pshared(upcr_alloc(3 * (1UL << 20)));
            upcr_pshared_ptr_t a = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), 40 * (1UL << 20)));
            touch(upcr_pshared_to_shared(a), ((int)upcr_threads()), 40 * (1UL << 20));
            upcr_free(upcr_pshared_to_shared(l));
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            upcr_all_free(upcr_pshared_to_shared(a));
        }
        for (int i = 1; i < 10; i += 2)
            upcr_all_free(upcr_pshared_to_shared(small[i]));
    } else if (!strcmp(mode, "concurrent")) {


        for (int round = 0; round < 50; round++) {
            for (int k = 0; k < 16; k++) {
                size_t n = 1000 + 37 * (size_t)k + (size_t)round;
                ({ upcr_pshared_ptr_t upcrt_val2 = upcr_shared_to_pshared(k & 1 ? upcr_alloc(n) : upcr_global_alloc(((int)upcr_threads()), n)); upcr_put_pshared(upcr_add_pshared1(upcrt_main_objs, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 16 + k), 0, &upcrt_val2, sizeof upcrt_val2); });
                upcr_memset(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, upcr_add_pshared1(upcrt_main_objs, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 16 + k), 0, sizeof upcrt_val3); upcrt_val3; })), 'a' + ((int)upcr_mythread()) % 26, n);
            }
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            for (int k = 0; k < 16; k++) {
                size_t n = 1000 + 37 * (size_t)k + (size_t)round;
                char buf[1700];
                upcr_memget(buf, upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val4; upcr_get_pshared(&upcrt_val4, upcr_add_pshared1(upcrt_main_objs, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 16 + k), 0, sizeof upcrt_val4); upcrt_val4; })), n);
                for (size_t j = 0; j < n; j++)
                    if (buf[j] != 'a' + ((int)upcr_mythread()) % 26) {
                        fail("overlapping objects", k);
                        break;
                    }
            }
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            /* Each thread frees another thread's objects. */
            for (int k = 0; k < 16; k++)
                upcr_free(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, upcr_add_pshared1(upcrt_main_objs, sizeof(upcr_pshared_ptr_t), (long)((((int)upcr_mythread()) + 1) % ((int)upcr_threads())) * 16 + k), 0, sizeof upcrt_val5); upcrt_val5; })));
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        }
    } else if (!strcmp(mode, "holes")) {
        /* Thousands of live objects, a third freed by another thread, then as many allocated
           again: first fit must find every hole (the allocations of the same sizes take exactly
           the freed places), whatever the walk skips; then holes refilled with other sizes. The
           contents of every object are checked after each round. */
        int round_of[1500];
        unsigned long long *before = malloc(4 * 1500 * (size_t)((int)upcr_threads()) * sizeof *before);
        unsigned long long *after = malloc(4 * 1500 * (size_t)((int)upcr_threads()) * sizeof *after);
        for (int k = 0; k < 1500; k++) {
            size_t n = k & 1 ? 80 : 48;
            upcr_pshared_ptr_t p = holes_alloc(k, n);
            upcr_memset(upcr_pshared_to_shared(p), pattern(((int)upcr_mythread()), k, 0), n);
            ({ upcr_pshared_ptr_t upcrt_val6 = p; upcr_put_pshared(upcr_add_pshared1(hobj, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 1500 + k), 0, &upcrt_val6, sizeof upcrt_val6); });
            upcr_put_pshared_val(upcr_add_pshared1(hsize, sizeof(unsigned long), (long)((int)upcr_mythread()) * 1500 + k), 0, (unsigned long)n, sizeof(unsigned long));
            round_of[k] = 0;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (int round = 1; round <= 4; round++) {
            int r = round % 3, next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
            size_t nb[2] = { 0, 0 };
            /* round 4: other sizes, no exact reuse expected */
            if (((int)upcr_mythread()) == 0 && round < 4)
                for (int kind = 0; kind < 2; kind++)
                    nb[kind] = holes_places(before + 2 * 1500 * ((int)upcr_threads()) * kind, r, kind);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            for (int k = 0; k < 1500; k++)
                if (k % 3 == r)
                    upcr_free(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val7; upcr_get_pshared(&upcrt_val7, upcr_add_pshared1(hobj, sizeof(upcr_pshared_ptr_t), (long)next * 1500 + k), 0, sizeof upcrt_val7); upcrt_val7; })));
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            for (int k = 0; k < 1500; k++)
                if (k % 3 == r) {
                    size_t base = k & 1 ? 80 : 48;
                    size_t n = round < 4 ? base : base / 2 + (size_t)(k % 5) * base / 2;
                    upcr_pshared_ptr_t p = holes_alloc(k, n);
                    upcr_memset(upcr_pshared_to_shared(p), pattern(((int)upcr_mythread()), k, round), n);
                    ({ upcr_pshared_ptr_t upcrt_val8 = p; upcr_put_pshared(upcr_add_pshared1(hobj, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 1500 + k), 0, &upcrt_val8, sizeof upcrt_val8); });
                    upcr_put_pshared_val(upcr_add_pshared1(hsize, sizeof(unsigned long), (long)((int)upcr_mythread()) * 1500 + k), 0, (unsigned long)n, sizeof(unsigned long));
                    round_of[k] = round;
                }
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            holes_check(round_of);
            if (((int)upcr_mythread()) == 0 && round < 4)
                for (int kind = 0; kind < 2; kind++) {
                    size_t na = holes_places(after + 2 * 1500 * ((int)upcr_threads()) * kind, r, kind);
                    if (na != nb[kind] || memcmp(before + 2 * 1500 * ((int)upcr_threads()) * kind, after + 2 * 1500 * ((int)upcr_threads()) * kind, 2 * na * sizeof *after))


                        fail(kind ? "upc_alloc did not reuse exactly the freed places" : "upc_global_alloc did not reuse exactly the freed places", round);
                }


            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        }
        for (int k = 0; k < 1500; k++)
            upcr_free(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val9; upcr_get_pshared(&upcrt_val9, upcr_add_pshared1(hobj, sizeof(upcr_pshared_ptr_t), (long)((int)upcr_mythread()) * 1500 + k), 0, sizeof upcrt_val9); upcrt_val9; })));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        /* Everything freed: the whole heap is one free area again. */
        {
            upcr_pshared_ptr_t a = upcr_shared_to_pshared(upcr_all_alloc(((int)upcr_threads()), big));
            touch(upcr_pshared_to_shared(a), ((int)upcr_threads()), big);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            upcr_all_free(upcr_pshared_to_shared(a));
        }
        free(before);
        free(after);
    } else if (!strcmp(mode, "reuse_layout")) {
        /* A freed object's place reused by one of another layout: --dynamic-pointers follows the
           new one. */
        upcr_shared_ptr_t a = upcr_all_alloc(4 * ((int)upcr_threads()), 4 * sizeof(int));
        upcr_shared_ptr_t b;
        upcr_pshared_ptr_t p;
        upcr_all_free(a);
        b = upcr_all_alloc(8 * ((int)upcr_threads()), 2 * sizeof(int));
        if (((int)upcr_mythread()) == 0 && !upcr_isequal_shared_shared(b, a))
            fail("the freed place was not reused", 0);
        p = upcr_shared_to_pshared(b);
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(p, sizeof(int), 2))) != (((int)upcr_threads()) > 1 ? 1 : 0))
            fail("p + 2 is not b[2]", (long)upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(p, sizeof(int), 2))));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(b);
    } else if (!strcmp(mode, "double_free")) {
        upcr_pshared_ptr_t p = upcr_shared_to_pshared(upcr_alloc(16));
        upcr_free(upcr_pshared_to_shared(p));
        upcr_free(upcr_pshared_to_shared(p));
    } else if (!strcmp(mode, "double_global_free")) {
        if (((int)upcr_mythread()) == 0) {
            upcr_pshared_ptr_t p = upcr_shared_to_pshared(upcr_global_alloc(((int)upcr_threads()), 16));
            upcr_free(upcr_pshared_to_shared(p));
            upcr_free(upcr_pshared_to_shared(p));
        }
    } else if (!strcmp(mode, "too_big")) {
        if (((int)upcr_mythread()) == 0)
            (void)upcr_global_alloc(((int)upcr_threads()), heap + (1UL << 20));
    } else if (!strcmp(mode, "foreign_free")) {
        upcr_pshared_ptr_t p = upcr_shared_to_pshared(upcr_alloc(64));
        upcr_free(upcr_pshared_to_shared(upcr_add_pshared1(p, sizeof(int), 2)));
    } else {
        printf("unknown mode %s\n", mode);
        return 2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (failures)
        return 1;
    if (((int)upcr_mythread()) == 0)
        printf("PASS: %s on %d threads\n", mode, ((int)upcr_threads()));
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_alloc(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &hobj, sizeof(upcr_pshared_ptr_t), 1500 * ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "hobj", "shared char *shared [1 * THREADS][1500]" },
        { &hsize, sizeof(unsigned long), 1500 * ((int)upcr_threads()), 0, sizeof(unsigned long), "hsize", "shared unsigned long [1 * THREADS][1500]" },
        { &upcrt_main_objs, sizeof(upcr_pshared_ptr_t), 16 * ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "upcrt_main_objs", "shared char *shared [1 * THREADS][16]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_alloc_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_alloc;
