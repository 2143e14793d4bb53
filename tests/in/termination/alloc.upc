/* alloc.upc - shared memory that is freed is reused, and every allocator takes what the layout
   needs per thread. argv[1]: the mode; argv[2]: the heap per thread in MB (the run's
   UPC_SHARED_HEAP_SIZE) for the modes that fill it. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MB (1UL << 20)

static int failures;

static void fail(const char *what, long v)
{
    if (failures++ < 5)
        printf("FAIL thread %d: %s (%ld)\n", MYTHREAD, what, v);
}

/* Writes then reads back the first and last byte of each thread's part of a distributed object
   of `nblocks` blocks of `bytes` (block i on thread i % THREADS). */
static void touch(shared void *obj, size_t nblocks, size_t bytes)
{
    shared [] char *base = (shared [] char *)obj;
    (void)base;
    for (size_t b = MYTHREAD; b < nblocks; b += THREADS) {
        shared char *blk = (shared char *)obj;
        /* Block b of the object starts at thread b % THREADS, local offset (b / THREADS) * bytes. */
        char *mine = (char *)(shared char *)((shared char *)blk + b % THREADS) + (b / THREADS) * bytes;
        mine[0] = (char)b;
        mine[bytes - 1] = (char)(b + 1);
        if (mine[0] != (char)b || mine[bytes - 1] != (char)(b + 1))
            fail("block contents", (long)b);
    }
}

/* The "holes" mode: HK objects per thread, even ones upc_global_alloc'ed, odd ones upc_alloc'ed. */
#define HK 1500
#define SG 48
#define SL 80
static shared char *shared hobj[THREADS][HK];
static shared size_t hsize[THREADS][HK];

static char pattern(int t, int k, int round) { return (char)(1 + (t * 7 + k * 13 + round * 31) % 251); }

static shared char *holes_alloc(int k, size_t n)
{
    return (k & 1) ? upc_alloc(n) : upc_global_alloc(1, n);
}

static int by_address(const void *a, const void *b)
{
    const unsigned long long *x = a, *y = b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : x[1] != y[1] ? (x[1] < y[1] ? -1 : 1) : 0;
}

/* Thread 0: the sorted (thread, address) pairs of the objects of slots k % 3 == r of every
   thread, global ones (kind 0) or local ones (kind 1). */
static size_t holes_places(unsigned long long *out, int r, int kind)
{
    size_t n = 0;
    for (int t = 0; t < THREADS; t++)
        for (int k = 0; k < HK; k++)
            if (k % 3 == r && (k & 1) == kind) {
                shared char *p = hobj[t][k];
                out[2 * n] = upc_threadof(p);
                out[2 * n + 1] = upc_addrfield(p);
                n++;
            }
    qsort(out, n, 2 * sizeof *out, by_address);
    return n;
}

/* Every object of this thread still holds its pattern. */
static void holes_check(int round_of[HK])
{
    char buf[4 * SL];
    for (int k = 0; k < HK; k++) {
        size_t n = hsize[MYTHREAD][k];
        upc_memget(buf, hobj[MYTHREAD][k], n);
        for (size_t j = 0; j < n; j++)
            if (buf[j] != pattern(MYTHREAD, k, round_of[k])) {
                fail("an object's contents changed (overlapping objects)", k);
                break;
            }
    }
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    size_t heap = (argc > 2 ? strtoul(argv[2], 0, 10) : 128) * MB;
    /* Close to the whole heap: all but 2 MB (static data, headers, the runtime's words). */
    size_t big = heap - 2 * MB;

    if (!strcmp(mode, "whole_heap")) {
        /* Each form in turn takes nearly the whole heap of every thread, then gives it back. */
        shared char *a = upc_all_alloc(THREADS, big);
        touch(a, THREADS, big);
        upc_barrier;
        upc_all_free(a);
        /* Several blocks per thread: ceil(nblocks / THREADS) of them on each. */
        a = upc_all_alloc(4 * THREADS, big / 4);
        touch(a, 4 * THREADS, big / 4);
        upc_barrier;
        upc_all_free(a);
        if (MYTHREAD == 0) {
            shared char *g = upc_global_alloc(THREADS, big);
            touch(g, MYTHREAD == 0 ? 1 : 0, big);
            upc_free(g);
        }
        upc_barrier;
        {
            shared char *l = upc_alloc(big);
            char *p = (char *)l;
            p[0] = 1;
            p[big - 1] = 2;
            upc_free(l);
        }
        upc_barrier;
        a = upc_all_alloc(THREADS, big);
        touch(a, THREADS, big);
        upc_barrier;
        upc_all_free(a);
    } else if (!strcmp(mode, "loop")) {
        /* 150 rounds of allocation and free: several times what the heap holds. */
        for (int i = 0; i < 150; i++) {
            size_t n = (size_t)(1 + i % 7) * MB / 4;
            shared char *a = upc_all_alloc(THREADS, n);
            shared char *g = upc_global_alloc(THREADS, n / 2 + 16 * (size_t)MYTHREAD);
            shared char *l = upc_alloc(n + (size_t)i + 1);
            ((char *)l)[n + (size_t)i] = 1;
            upc_free(g);
            upc_free(l);
            upc_all_free(a);
        }
        {
            shared char *a = upc_all_alloc(THREADS, big);
            touch(a, THREADS, big);
            upc_barrier;
            upc_all_free(a);
        }
    } else if (!strcmp(mode, "forty")) {
        /* Under the default heap: smaller allocations and frees, then 40 MB per thread once. */
        shared char *small[10];
        for (int i = 0; i < 10; i++)
            small[i] = upc_all_alloc(THREADS, (size_t)(i + 1) * MB);
        for (int i = 0; i < 10; i += 2)
            upc_all_free(small[i]);
        {
            shared char *l = upc_alloc(3 * MB);
            shared char *a = upc_all_alloc(THREADS, 40 * MB);
            touch(a, THREADS, 40 * MB);
            upc_free(l);
            upc_barrier;
            upc_all_free(a);
        }
        for (int i = 1; i < 10; i += 2)
            upc_all_free(small[i]);
    } else if (!strcmp(mode, "concurrent")) {
        /* upc_global_alloc and upc_alloc from every thread at once: the objects never overlap. */
        static shared char *shared objs[THREADS][16];
        for (int round = 0; round < 50; round++) {
            for (int k = 0; k < 16; k++) {
                size_t n = 1000 + 37 * (size_t)k + (size_t)round;
                objs[MYTHREAD][k] = (k & 1) ? upc_alloc(n) : upc_global_alloc(THREADS, n);
                upc_memset(objs[MYTHREAD][k], 'a' + MYTHREAD % 26, n);
            }
            upc_barrier;
            for (int k = 0; k < 16; k++) {
                size_t n = 1000 + 37 * (size_t)k + (size_t)round;
                char buf[1700];
                upc_memget(buf, objs[MYTHREAD][k], n);
                for (size_t j = 0; j < n; j++)
                    if (buf[j] != 'a' + MYTHREAD % 26) {
                        fail("overlapping objects", k);
                        break;
                    }
            }
            upc_barrier;
            /* Each thread frees another thread's objects. */
            for (int k = 0; k < 16; k++)
                upc_free(objs[(MYTHREAD + 1) % THREADS][k]);
            upc_barrier;
        }
    } else if (!strcmp(mode, "holes")) {
        /* Thousands of live objects, a third freed by another thread, then as many allocated
           again: first fit must find every hole (the allocations of the same sizes take exactly
           the freed places), whatever the walk skips; then holes refilled with other sizes. The
           contents of every object are checked after each round. */
        int round_of[HK];
        unsigned long long *before = malloc(4 * HK * (size_t)THREADS * sizeof *before);
        unsigned long long *after = malloc(4 * HK * (size_t)THREADS * sizeof *after);
        for (int k = 0; k < HK; k++) {
            size_t n = (k & 1) ? SL : SG;
            shared char *p = holes_alloc(k, n);
            upc_memset(p, pattern(MYTHREAD, k, 0), n);
            hobj[MYTHREAD][k] = p;
            hsize[MYTHREAD][k] = n;
            round_of[k] = 0;
        }
        upc_barrier;
        for (int round = 1; round <= 4; round++) {
            int r = round % 3, next = (MYTHREAD + 1) % THREADS;
            size_t nb[2] = { 0, 0 };
            /* round 4: other sizes, no exact reuse expected */
            if (MYTHREAD == 0 && round < 4)
                for (int kind = 0; kind < 2; kind++)
                    nb[kind] = holes_places(before + 2 * HK * THREADS * kind, r, kind);
            upc_barrier;
            for (int k = 0; k < HK; k++)
                if (k % 3 == r)
                    upc_free(hobj[next][k]);
            upc_barrier;
            for (int k = 0; k < HK; k++)
                if (k % 3 == r) {
                    size_t base = (k & 1) ? SL : SG;
                    size_t n = round < 4 ? base : base / 2 + (size_t)(k % 5) * base / 2;
                    shared char *p = holes_alloc(k, n);
                    upc_memset(p, pattern(MYTHREAD, k, round), n);
                    hobj[MYTHREAD][k] = p;
                    hsize[MYTHREAD][k] = n;
                    round_of[k] = round;
                }
            upc_barrier;
            holes_check(round_of);
            if (MYTHREAD == 0 && round < 4)
                for (int kind = 0; kind < 2; kind++) {
                    size_t na = holes_places(after + 2 * HK * THREADS * kind, r, kind);
                    if (na != nb[kind]
                        || memcmp(before + 2 * HK * THREADS * kind, after + 2 * HK * THREADS * kind,
                                  2 * na * sizeof *after))
                        fail(kind ? "upc_alloc did not reuse exactly the freed places"
                                  : "upc_global_alloc did not reuse exactly the freed places",
                             round);
                }
            upc_barrier;
        }
        for (int k = 0; k < HK; k++)
            upc_free(hobj[MYTHREAD][k]);
        upc_barrier;
        /* Everything freed: the whole heap is one free area again. */
        {
            shared char *a = upc_all_alloc(THREADS, big);
            touch(a, THREADS, big);
            upc_barrier;
            upc_all_free(a);
        }
        free(before);
        free(after);
    } else if (!strcmp(mode, "reuse_layout")) {
        /* A freed object's place reused by one of another layout: --dynamic-pointers follows the
           new one. */
        shared [4] int *a = upc_all_alloc(4 * THREADS, 4 * sizeof(int));
        shared [2] int *b;
        shared int *p;
        upc_all_free(a);
        b = upc_all_alloc(8 * THREADS, 2 * sizeof(int));
        if (MYTHREAD == 0 && (shared void *)b != (shared void *)a)
            fail("the freed place was not reused", 0);
        p = (shared int *)b;
        if (upc_threadof(p + 2) != (THREADS > 1 ? 1 : 0))
            fail("p + 2 is not b[2]", (long)upc_threadof(p + 2));
        upc_barrier;
        upc_all_free(b);
    } else if (!strcmp(mode, "double_free")) {
        shared int *p = upc_alloc(16);
        upc_free(p);
        upc_free(p);
    } else if (!strcmp(mode, "double_global_free")) {
        if (MYTHREAD == 0) {
            shared int *p = upc_global_alloc(THREADS, 16);
            upc_free(p);
            upc_free(p);
        }
    } else if (!strcmp(mode, "too_big")) {
        if (MYTHREAD == 0)
            (void)upc_global_alloc(THREADS, heap + MB);
    } else if (!strcmp(mode, "foreign_free")) {
        shared int *p = upc_alloc(64);
        upc_free(p + 2);
    } else {
        printf("unknown mode %s\n", mode);
        return 2;
    }
    upc_barrier;
    if (failures)
        return 1;
    if (MYTHREAD == 0)
        printf("PASS: %s on %d threads\n", mode, THREADS);
    return 0;
}
