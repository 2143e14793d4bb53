/* test_ptr.c - checks the pointer-to-shared arithmetic of upcr_ptr.h against the definition of
   the UPC layout: for every thread count, block size and element size tried, every element of an
   array is reached from every other by upcr_add_*, and upcr_sub_* gives back the distance. */
#include <stdio.h>
#include <stdlib.h>
#include "../upcr_ptr.h"

upcr_thread_t upcri_threads;

static int failures;

#define CHECK(cond, ...)                                                                      \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            if (failures++ < 20) {                                                            \
                printf("FAIL %s:%d: ", __FILE__, __LINE__);                                   \
                printf(__VA_ARGS__);                                                          \
                printf("\n");                                                                 \
            }                                                                                 \
        }                                                                                     \
    } while (0)

enum { BASE = 64 };

/* Where element i of an array (block size b elements of e bytes) lives. */
static upcr_shared_ptr_t element(long i, long b, long e)
{
    long t = upcri_threads;
    return upcri_make_shared((upcr_thread_t)((i / b) % t),
                             (uintptr_t)(BASE + ((i / (b * t)) * b + i % b) * e),
                             (upcr_phase_t)(i % b));
}

static void check_blocked(long b, long e, long n)
{
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            upcr_shared_ptr_t p = upcr_add_shared(element(i, b, e), (size_t)e, j - i, (size_t)b);
            upcr_shared_ptr_t want = element(j, b, e);
            CHECK(p._thread == want._thread && p._offset == want._offset && p._phase == want._phase,
                  "T=%u B=%ld E=%ld: %ld + %ld", upcri_threads, b, e, i, j - i);
            CHECK(upcr_sub_shared(want, element(i, b, e), (size_t)e, (size_t)b) == j - i,
                  "T=%u B=%ld E=%ld: sub %ld - %ld", upcri_threads, b, e, j, i);
        }
}

static void check_cyclic(long e, long n)
{
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            upcr_pshared_ptr_t from = upcr_shared_to_pshared(element(i, 1, e));
            upcr_pshared_ptr_t p = upcr_add_pshared1(from, (size_t)e, j - i);
            upcr_pshared_ptr_t want = upcr_shared_to_pshared(element(j, 1, e));
            CHECK(upcr_isequal_pshared_pshared(p, want), "T=%u cyclic E=%ld: %ld + %ld", upcri_threads, e, i, j - i);
            CHECK(upcr_sub_pshared1(want, from, (size_t)e) == j - i, "T=%u cyclic sub", upcri_threads);
        }
}

static void check_indefinite(long e, long n)
{
    upcr_pshared_ptr_t base = upcri_make_pshared(upcri_threads - 1, BASE);
    for (long i = 0; i < n; i++) {
        upcr_pshared_ptr_t p = upcr_add_psharedI(base, (size_t)e, i);
        CHECK(p._thread == upcri_threads - 1 && p._offset == (uintptr_t)(BASE + i * e), "indef %ld", i);
        CHECK(upcr_sub_psharedI(p, base, (size_t)e) == i, "indef sub %ld", i);
        CHECK(upcr_sub_psharedI(base, p, (size_t)e) == -i, "indef sub back %ld", i);
    }
}

static void check_affinitysize(long b, long e, long n)
{
    for (upcr_thread_t t = 0; t < upcri_threads; t++) {
        long count = 0;
        for (long i = 0; i < n; i++)
            count += element(i, b, e)._thread == t;
        CHECK(upcr_affinitysize((size_t)(n * e), (size_t)(b * e), t) == (size_t)(count * e),
              "affinitysize T=%u B=%ld E=%ld n=%ld thread %u", upcri_threads, b, e, n, t);
    }
    CHECK(upcr_affinitysize((size_t)(n * e), 0, 0) == (size_t)(n * e), "indefinite affinitysize");
}

int main(void)
{
    static const long elem_sizes[] = { 1, 4, 8, 12 };
    for (upcri_threads = 1; upcri_threads <= 5; upcri_threads++)
        for (size_t k = 0; k < sizeof elem_sizes / sizeof elem_sizes[0]; k++) {
            long e = elem_sizes[k];
            for (long b = 1; b <= 5; b++) {
                long n = b * upcri_threads * 3 + 2;
                check_blocked(b, e, n);
                check_affinitysize(b, e, n);
            }
            check_cyclic(e, 3 * upcri_threads + 1);
            check_indefinite(e, 20);
        }
    {
        upcr_shared_ptr_t p;
        upcr_setnull_shared(&p);
        CHECK(upcr_isnull_shared(p), "null");
        CHECK(!upcr_isnull_shared(element(0, 1, 4)), "not null");
        CHECK(upcr_phaseof_shared(upcr_shared_resetphase(element(3, 4, 4))) == 0, "resetphase");
    }
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("PASS: pointer-to-shared arithmetic\n");
    return 0;
}
