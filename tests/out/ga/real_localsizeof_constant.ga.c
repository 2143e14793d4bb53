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
#line 1 "tests/in/real/localsizeof_constant.upc"
/* upc_localsizeof under dynamic THREADS is an integer constant (UPC 1.3 6.4.1): a case label,
   an enumerator, a file-scope array's size. For an array with a dimension k * THREADS whose
   blocks every thread has whole, it is that share exactly; otherwise an upper bound of every
   thread's share, the same on all threads (whole blocks, the share on one thread when no
   dimension involves THREADS). Each thread checks every thread's share against it. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int a[10 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [4] double b[8 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
double *b_local;
/* `&b[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b_ref(long i) {
    upcga_ptr_t p = { g_b, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(double), i % 4 };
    return p;
}
/* `shared [4] int d[4 * THREADS]`: a GA array (one row per thread); this thread's part is d_local. */
int g_d;
int *d_local;
/* `&d[i]`: a pointer-to-shared. */
static inline upcga_ptr_t d_ref(long i) {
    upcga_ptr_t p = { g_d, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [5] int c[3 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
int *c_local;
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
/* `shared [4] int e[10][THREADS]`: a GA array (one row per thread); this thread's part is e_local. */
int g_e;
int *e_local;
/* `&e[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t e_ref(long i0, long i1) {
    long i = i0 * THREADS + i1;
    upcga_ptr_t p = { g_e, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [2] int f[7]`: a GA array (one row per thread); this thread's part is f_local. */
int g_f;
int *f_local;
/* `&f[i]`: a pointer-to-shared. */
static inline upcga_ptr_t f_ref(long i) {
    upcga_ptr_t p = { g_f, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(int), i % 2 };
    return p;
}
/* `shared [] int g[6]`: a GA array (on thread 0); this thread's part is g_local. */
int g_g;
int *g_local;
/* `&g[i]`: a pointer-to-shared. */
static inline upcga_ptr_t g_ref(long i) {
    upcga_ptr_t p = { g_g, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared int h`: a GA array (on thread 0); this thread's part is h_local. */
int g_h;
int *h_local;
#line 10 "tests/in/real/localsizeof_constant.upc"
/* cyclic, 10 elements per thread: 40, exact */
/* 2 blocks per thread: 64, exact */
/* one block of 4 per thread: 16, exact */
/* at most one block of 5: 20 */
/* at most ceil(10 / 4) = 3 blocks of 4: 48 */
/* no THREADS: 4 blocks of 2 on one thread: 32 */
/* all on thread 0: 24 */
/* 4 */

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

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_ptr_t pe = e_ref(0, 0);
    {
#line 60 "tests/in/real/localsizeof_constant.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine1 = upcga_mine(pe);
        long upcga_phase1 = pe.phase;
#line 60 "tests/in/real/localsizeof_constant.upc"
        if (upcga_mine1 && upcga_phase1 + 0 >= 0 && upcga_phase1 + THREADS <= 4)
#line 60 "tests/in/real/localsizeof_constant.upc"
            for (int t = 0; t < THREADS; t++) {
                expect("a", (size_t)10 * sizeof(int), 40, t, ({
#line 61 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(10 * THREADS); i_++)
#line 61 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(a_ref(i_)) == (size_t)t;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 62 "tests/in/real/localsizeof_constant.upc"
                expect("b", (size_t)8 * sizeof(double), 64, t, ({
#line 62 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(2 * 4 * THREADS); i_++)
#line 62 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(b_ref(i_)) == (size_t)t;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(double), 1);
#line 63 "tests/in/real/localsizeof_constant.upc"
                expect("d", (size_t)4 * sizeof(int), 16, t, ({
#line 63 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(4 * THREADS); i_++)
#line 63 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(d_ref(i_)) == (size_t)t;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 64 "tests/in/real/localsizeof_constant.upc"
                expect("c", (size_t)5 * sizeof(int), 20, t, ({
#line 64 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 64 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(3 * THREADS); i_++)
#line 64 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(c_ref(i_)) == (size_t)t;
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
                        int *upcga_mine3 = upcga_mine(pe);
                        long upcga_phase3 = pe.phase;
#line 65 "tests/in/real/localsizeof_constant.upc"
                        if (upcga_mine3 && upcga_phase3 + 0 >= 0 && upcga_phase3 + (size_t)(10 * THREADS) <= 4)
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * THREADS); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcga_threadof(upcga_add(pe, sizeof(int), i_, 4)) == (size_t)t;
                        else
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * THREADS); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcga_threadof(upcga_add(pe, sizeof(int), i_, 4)) == (size_t)t;
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
                        n_ += upcga_threadof(f_ref(i_)) == (size_t)t;
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
                        n_ += upcga_threadof(g_ref(i_)) == (size_t)t;
#line 67 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 0);
#line 68 "tests/in/real/localsizeof_constant.upc"
                expect("h", (size_t)1 * sizeof(int), 4, t, (t == 0) * sizeof(int), 0);
            }
        else
#line 60 "tests/in/real/localsizeof_constant.upc"
            for (int t = 0; t < THREADS; t++) {
                expect("a", (size_t)10 * sizeof(int), 40, t, ({
#line 61 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(10 * THREADS); i_++)
#line 61 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(a_ref(i_)) == (size_t)t;
#line 61 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 62 "tests/in/real/localsizeof_constant.upc"
                expect("b", (size_t)8 * sizeof(double), 64, t, ({
#line 62 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(2 * 4 * THREADS); i_++)
#line 62 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(b_ref(i_)) == (size_t)t;
#line 62 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(double), 1);
#line 63 "tests/in/real/localsizeof_constant.upc"
                expect("d", (size_t)4 * sizeof(int), 16, t, ({
#line 63 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(4 * THREADS); i_++)
#line 63 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(d_ref(i_)) == (size_t)t;
#line 63 "tests/in/real/localsizeof_constant.upc"
                    n_;
                }) * sizeof(int), 1);
#line 64 "tests/in/real/localsizeof_constant.upc"
                expect("c", (size_t)5 * sizeof(int), 20, t, ({
#line 64 "tests/in/real/localsizeof_constant.upc"
                    size_t n_ = 0;
#line 64 "tests/in/real/localsizeof_constant.upc"
                    for (size_t i_ = 0; i_ < (size_t)(3 * THREADS); i_++)
#line 64 "tests/in/real/localsizeof_constant.upc"
                        n_ += upcga_threadof(c_ref(i_)) == (size_t)t;
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
                        int *upcga_mine2 = upcga_mine(pe);
                        long upcga_phase2 = pe.phase;
#line 65 "tests/in/real/localsizeof_constant.upc"
                        if (upcga_mine2 && upcga_phase2 + 0 >= 0 && upcga_phase2 + (size_t)(10 * THREADS) <= 4)
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * THREADS); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcga_threadof(upcga_add(pe, sizeof(int), i_, 4)) == (size_t)t;
                        else
#line 65 "tests/in/real/localsizeof_constant.upc"
                            for (size_t i_ = 0; i_ < (size_t)(10 * THREADS); i_++)
#line 65 "tests/in/real/localsizeof_constant.upc"
                                n_ += upcga_threadof(upcga_add(pe, sizeof(int), i_, 4)) == (size_t)t;
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
                        n_ += upcga_threadof(f_ref(i_)) == (size_t)t;
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
                        n_ += upcga_threadof(g_ref(i_)) == (size_t)t;
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
    upcga_barrier();
    if (MYTHREAD == 0)
        printf("%s %s %s %s %s %s %s %s %s\n", named(40), named(64), named(20), named(16), named(48), named(32), named(24), named(4), failures ? "FAILED" : "ok");

    return failures != 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_localsizeof_constant(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_DBL, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_d = NGA_Create_irreg(C_INT, 2, dims, "d", block, upcga_rows);
        d_local = upcga_own_row(g_d, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_INT, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_e = NGA_Create_irreg(C_INT, 2, dims, "e", block, upcga_rows);
        e_local = upcga_own_row(g_e, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(7, 2) }, block[2] = { THREADS, 1 };
        g_f = NGA_Create_irreg(C_INT, 2, dims, "f", block, upcga_rows);
        f_local = upcga_own_row(g_f, sizeof(int));
    }
    {
        int dims[2] = { 1, 6 }, block[2] = { 1, 1 };
        g_g = NGA_Create_irreg(C_INT, 2, dims, "g", block, upcga_one_block);
        g_local = upcga_own_row(g_g, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_h = NGA_Create_irreg(C_INT, 2, dims, "h", block, upcga_one_block);
        h_local = upcga_own_row(g_h, sizeof(int));
    }
}
static void (*const upcga_create_localsizeof_constant_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_localsizeof_constant;
