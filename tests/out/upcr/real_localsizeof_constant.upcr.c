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
#line 1 "tests/in/real/localsizeof_constant.upc"
/* upc_localsizeof under dynamic THREADS is an integer constant (UPC 1.3 6.4.1): a case label,
   an enumerator, a file-scope array's size. For an array with a dimension k * THREADS whose
   blocks every thread has whole, it is that share exactly; otherwise an upper bound of every
   thread's share, the same on all threads (whole blocks, the share on one thread when no
   dimension involves THREADS). Each thread checks every thread's share against it. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 10 "tests/in/real/localsizeof_constant.upc"
/* cyclic, 10 elements per thread: 40, exact */
#line 10 "tests/in/real/localsizeof_constant.upc"
upcr_pshared_ptr_t a;
/* 2 blocks per thread: 64, exact */
#line 11 "tests/in/real/localsizeof_constant.upc"
upcr_shared_ptr_t b;
/* one block of 4 per thread: 16, exact */
#line 12 "tests/in/real/localsizeof_constant.upc"
upcr_shared_ptr_t d;
/* at most one block of 5: 20 */
#line 13 "tests/in/real/localsizeof_constant.upc"
upcr_shared_ptr_t c;
/* at most ceil(10 / 4) = 3 blocks of 4: 48 */
#line 14 "tests/in/real/localsizeof_constant.upc"
upcr_shared_ptr_t e;
/* no THREADS: 4 blocks of 2 on one thread: 32 */
#line 15 "tests/in/real/localsizeof_constant.upc"
upcr_shared_ptr_t f;
/* all on thread 0: 24 */
#line 16 "tests/in/real/localsizeof_constant.upc"
upcr_pshared_ptr_t g;
/* 4 */
#line 17 "tests/in/real/localsizeof_constant.upc"
upcr_pshared_ptr_t h;

enum {
    LOCAL_A = (size_t)10 * sizeof(int)
};
#line 20 "tests/in/real/localsizeof_constant.upc"
static char room[(size_t)8 * sizeof(double)];

static const char *named(size_t n) {

    switch (n) {
    case (size_t)10 * sizeof(int):
#line 25 "tests/in/real/localsizeof_constant.upc"
        return "a";
    case (size_t)8 * sizeof(double):
#line 26 "tests/in/real/localsizeof_constant.upc"
        return "b";
    case (size_t)5 * sizeof(int):
#line 27 "tests/in/real/localsizeof_constant.upc"
        return "c";
    case (size_t)4 * sizeof(int):
#line 28 "tests/in/real/localsizeof_constant.upc"
        return "d";
    case (size_t)12 * sizeof(int):
#line 29 "tests/in/real/localsizeof_constant.upc"
        return "e";
    case (size_t)8 * sizeof(int):
#line 30 "tests/in/real/localsizeof_constant.upc"
        return "f";
    case (size_t)6 * sizeof(int):
#line 31 "tests/in/real/localsizeof_constant.upc"
        return "g";
    case (size_t)1 * sizeof(int):
#line 32 "tests/in/real/localsizeof_constant.upc"
        return "h";
    default:
#line 33 "tests/in/real/localsizeof_constant.upc"
        return "?";
    }
}

/* The number of elements of p[0 .. count - 1] with affinity to thread t. */
#line 46 "tests/in/real/localsizeof_constant.upc"
static int failures;

static void expect(const char *name, size_t local, size_t want, int t, size_t bytes, int exact) {

    if (local != want || bytes > local || (exact && bytes != local)) {
        printf("FAIL %s: upc_localsizeof %zu (want %zu), thread %d has %zu bytes\n", name, local, want, t, bytes);

        failures++;
    }
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_shared_ptr_t pe = e;
    {
#line 60 "tests/in/real/localsizeof_constant.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine1 = upcr_threadof_shared(pe) == upcr_mythread() ? upcr_shared_to_local(pe) : 0;
        long upcrt_phase1 = upcr_phaseof_shared(pe);
#line 60 "tests/in/real/localsizeof_constant.upc"
        if (upcrt_mine1 && upcrt_phase1 + 0 >= 0 && upcrt_phase1 + ((int)upcr_threads()) <= 4)
#line 60 "tests/in/real/localsizeof_constant.upc"
            for (int t = 0; t < ((int)upcr_threads()); t++) {
                expect("a", (size_t)10 * sizeof(int), 40, t, ({
#line 61 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(10 * ((int)upcr_threads())); i_++)
#line 61 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i_))) == (size_t)t;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 62 "tests/in/real/localsizeof_constant.upc"
                expect("b", (size_t)8 * sizeof(double), 64, t, ({
#line 62 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(2 * 4 * ((int)upcr_threads())); i_++)
#line 62 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(b, sizeof(double), i_, 4)) == (size_t)t;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(double), 1);
#line 63 "tests/in/real/localsizeof_constant.upc"
                expect("d", (size_t)4 * sizeof(int), 16, t, ({
#line 63 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(4 * ((int)upcr_threads())); i_++)
#line 63 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(d, sizeof(int), i_, 4)) == (size_t)t;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 64 "tests/in/real/localsizeof_constant.upc"
                expect("c", (size_t)5 * sizeof(int), 20, t, ({
#line 64 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 64 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(3 * ((int)upcr_threads())); i_++)
#line 64 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(c, sizeof(int), i_, 5)) == (size_t)t;
#line 64 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 65 "tests/in/real/localsizeof_constant.upc"
                expect("e", (size_t)12 * sizeof(int), 48, t, ({
#line 65 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 65 "tests/in/real/localsizeof_constant.upc"
                    {
#line 65 "tests/in/real/localsizeof_constant.upc"
                        /* local pointers for this thread's elements */
                        int *upcrt_mine3 = upcr_threadof_shared(pe) == upcr_mythread() ? upcr_shared_to_local(pe) : 0;
                        long upcrt_phase3 = upcr_phaseof_shared(pe);
#line 65 "tests/in/real/localsizeof_constant.upc"
                        if (upcrt_mine3 && upcrt_phase3 + 0 >= 0 && upcrt_phase3 + (size_t)(10 * ((int)upcr_threads())) <= 4)
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * ((int)upcr_threads())); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcr_threadof_shared(upcr_add_shared(pe, sizeof(int), i_, 4)) == (size_t)t;
                        else
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * ((int)upcr_threads())); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcr_threadof_shared(upcr_add_shared(pe, sizeof(int), i_, 4)) == (size_t)t;
                    }
#line 65 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 66 "tests/in/real/localsizeof_constant.upc"
                expect("f", (size_t)8 * sizeof(int), 32, t, ({
#line 66 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 66 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)7; i_++)
#line 66 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(f, sizeof(int), i_, 2)) == (size_t)t;
#line 66 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 67 "tests/in/real/localsizeof_constant.upc"
                expect("g", (size_t)6 * sizeof(int), 24, t, ({
#line 67 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 67 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)6; i_++)
#line 67 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(g, sizeof(int), i_))) == (size_t)t;
#line 67 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 68 "tests/in/real/localsizeof_constant.upc"
                expect("h", (size_t)1 * sizeof(int), 4, t, (t == 0) * sizeof(int), 0);
            }
        else
#line 60 "tests/in/real/localsizeof_constant.upc"
            for (int t = 0; t < ((int)upcr_threads()); t++) {
                expect("a", (size_t)10 * sizeof(int), 40, t, ({
#line 61 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(10 * ((int)upcr_threads())); i_++)
#line 61 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i_))) == (size_t)t;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 62 "tests/in/real/localsizeof_constant.upc"
                expect("b", (size_t)8 * sizeof(double), 64, t, ({
#line 62 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(2 * 4 * ((int)upcr_threads())); i_++)
#line 62 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(b, sizeof(double), i_, 4)) == (size_t)t;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(double), 1);
#line 63 "tests/in/real/localsizeof_constant.upc"
                expect("d", (size_t)4 * sizeof(int), 16, t, ({
#line 63 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(4 * ((int)upcr_threads())); i_++)
#line 63 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(d, sizeof(int), i_, 4)) == (size_t)t;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 64 "tests/in/real/localsizeof_constant.upc"
                expect("c", (size_t)5 * sizeof(int), 20, t, ({
#line 64 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 64 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(3 * ((int)upcr_threads())); i_++)
#line 64 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(c, sizeof(int), i_, 5)) == (size_t)t;
#line 64 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 65 "tests/in/real/localsizeof_constant.upc"
                expect("e", (size_t)12 * sizeof(int), 48, t, ({
#line 65 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 65 "tests/in/real/localsizeof_constant.upc"
                    {
#line 65 "tests/in/real/localsizeof_constant.upc"
                        /* local pointers for this thread's elements */
                        int *upcrt_mine2 = upcr_threadof_shared(pe) == upcr_mythread() ? upcr_shared_to_local(pe) : 0;
                        long upcrt_phase2 = upcr_phaseof_shared(pe);
#line 65 "tests/in/real/localsizeof_constant.upc"
                        if (upcrt_mine2 && upcrt_phase2 + 0 >= 0 && upcrt_phase2 + (size_t)(10 * ((int)upcr_threads())) <= 4)
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * ((int)upcr_threads())); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcr_threadof_shared(upcr_add_shared(pe, sizeof(int), i_, 4)) == (size_t)t;
                        else
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * ((int)upcr_threads())); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcr_threadof_shared(upcr_add_shared(pe, sizeof(int), i_, 4)) == (size_t)t;
                    }
#line 65 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 66 "tests/in/real/localsizeof_constant.upc"
                expect("f", (size_t)8 * sizeof(int), 32, t, ({
#line 66 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 66 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)7; i_++)
#line 66 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_add_shared(f, sizeof(int), i_, 2)) == (size_t)t;
#line 66 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 67 "tests/in/real/localsizeof_constant.upc"
                expect("g", (size_t)6 * sizeof(int), 24, t, ({
#line 67 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 67 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)6; i_++)
#line 67 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(g, sizeof(int), i_))) == (size_t)t;
#line 67 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 68 "tests/in/real/localsizeof_constant.upc"
                expect("h", (size_t)1 * sizeof(int), 4, t, (t == 0) * sizeof(int), 0);
            }
    }
#line 70 "tests/in/real/localsizeof_constant.upc"
    if (LOCAL_A != 40 || sizeof room != 64)
        failures++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        printf("%s %s %s %s %s %s %s %s %s\n", named(40), named(64), named(20), named(16), named(48), named(32), named(24), named(4), failures ? "FAILED" : "ok");

    return failures != 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_localsizeof_constant(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 10 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [10 * THREADS]" },
        { &g, sizeof(int) * 6, 1, 0, sizeof(int), "g", "shared [] int [6]" },
        { &h, sizeof(int), 1, 0, sizeof(int), "h", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &b, 4 * sizeof(double), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(double), "b", "shared [4] double [8 * THREADS]" },
        { &d, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "d", "shared [4] int [4 * THREADS]" },
        { &c, 5 * sizeof(int), (3 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "c", "shared [5] int [3 * THREADS]" },
        { &e, 4 * sizeof(int), (10 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "e", "shared [4] int [10][1 * THREADS]" },
        { &f, 2 * sizeof(int), (7 + 2 - 1) / 2, 0, sizeof(int), "f", "shared [2] int [7]" },
    };
    upcr_startup_shalloc(shared_objects, 5);
}
static void (*const upcrt_alloc_localsizeof_constant_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_localsizeof_constant;
