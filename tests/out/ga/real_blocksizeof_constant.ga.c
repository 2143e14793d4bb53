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
#line 1 "tests/in/real/blocksizeof_constant.upc"
/* upc_blocksizeof of a [*] array whose dimensions hold k * THREADS is an integer constant under
   dynamic THREADS (UPC 1.3 6.5.1.1): the block is ceil(c * THREADS / THREADS) = c elements on
   any number of threads. Used as a case label, an enumerator, a file-scope array's size and a
   file-scope initializer. The block is fixed where the array is declared: &d[0] is a
   shared [4] int *, and stepping it walks the array as indexing does (&d[0] + i == &d[i]); the
   elements of a [*] array over constant dimensions know their count, which gives the block
   (ceil(10 / THREADS)) on the run, not at compile time. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [4] int d[4 * THREADS]`: a GA array (one row per thread); this thread's part is d_local. */
int g_d;
int *d_local;
/* `&d[i]`: a pointer-to-shared. */
static inline upcga_ptr_t d_ref(long i) {
    upcga_ptr_t p = { g_d, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [6] double m[3][2 * THREADS]`: a GA array (one row per thread); this thread's part is m_local. */
int g_m;
double *m_local;
/* `&m[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t m_ref(long i0, long i1) {
    long i = i0 * (2 * THREADS) + i1;
    upcga_ptr_t p = { g_m, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(double), i % 6 };
    return p;
}
/* `shared [3] int s[3 * THREADS]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
int *s_local;
/* `shared [*] char z[10]`: a GA array (one row per thread); this thread's part is z_local. */
int g_z;
char *z_local;
/* `&z[i]`: a pointer-to-shared. */
static inline upcga_ptr_t z_ref(long i) {
    upcga_ptr_t p = { g_z, upcga_owner(i, (10 + THREADS - 1) / THREADS), upcga_row_index(i, (10 + THREADS - 1) / THREADS) * (long)sizeof(char), i % ((10 + THREADS - 1) / THREADS) };
    return p;
}
#line 11 "tests/in/real/blocksizeof_constant.upc"
/* blocks of 4 */
/* blocks of 6: 3 rows of 2 * THREADS */
/* a declared block size, for comparison */
/* ceil(10 / THREADS) */

enum {
    BLOCK_D = (size_t)4
};
#line 17 "tests/in/real/blocksizeof_constant.upc"
static char room[(size_t)6];
static size_t block_m;

static const char *named(size_t n) {

    switch (n) {
    case (size_t)4:
#line 23 "tests/in/real/blocksizeof_constant.upc"
        return "d";
    case (size_t)6:
#line 24 "tests/in/real/blocksizeof_constant.upc"
        return "m";
    case (size_t)3:
#line 25 "tests/in/real/blocksizeof_constant.upc"
        return "s";
    default:
#line 26 "tests/in/real/blocksizeof_constant.upc"
        return "?";
    }
}

static int failures;

/* A parameter declared as the [*] array: it points with the array's block, 4. */
static int param_walks_like_d(upcga_ptr_t p) {

    return (size_t)4 == 4 && upcga_eq(upcga_add(p, sizeof(int), 5, 4), d_ref(5)) && upcga_threadof(upcga_add(p, sizeof(int), 5, 4)) == (THREADS > 1);
}

/* Element `first + i` of a [*] array (one block per thread) lies on thread (first + i) / block,
   and `p + i`, stepped from the address of element `first`, is the address of a[i]. */
#line 49 "tests/in/real/blocksizeof_constant.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_ptr_t pm = m_ref(0, 0);
    upcga_ptr_t row = m_ref(0, 0);
    for (size_t i_ = 0; i_ < (size_t)(4 * THREADS); i_++)
#line 53 "tests/in/real/blocksizeof_constant.upc"
        if (upcga_threadof(upcga_add(d_ref(0), sizeof(int), i_, 4)) != (0 + i_) / (size_t)4 || !upcga_eq(upcga_add(d_ref(0), sizeof(int), i_, 4), d_ref(i_))) {
#line 53 "tests/in/real/blocksizeof_constant.upc"
            printf("FAIL %s[%zu] on thread %zu, block %zu\n", "d", i_, (size_t)upcga_threadof(upcga_add(d_ref(0), sizeof(int), i_, 4)), (size_t)(size_t)4);
#line 53 "tests/in/real/blocksizeof_constant.upc"
            failures++;
#line 53 "tests/in/real/blocksizeof_constant.upc"
            break;
        }
#line 53 "tests/in/real/blocksizeof_constant.upc"
    ;
    {
#line 54 "tests/in/real/blocksizeof_constant.upc"
        /* local pointers for this thread's elements */
        double *upcga_mine1 = upcga_mine(pm);
        long upcga_phase1 = pm.phase;
#line 54 "tests/in/real/blocksizeof_constant.upc"
        if (upcga_mine1 && upcga_phase1 + 0 >= 0 && upcga_phase1 + (size_t)(6 * THREADS) <= 6) {
#line 54 "tests/in/real/blocksizeof_constant.upc"
            for (size_t i_ = 0; i_ < (size_t)(6 * THREADS); i_++)
#line 54 "tests/in/real/blocksizeof_constant.upc"
                if (upcga_threadof(upcga_add(pm, sizeof(double), i_, 6)) != (0 + i_) / (size_t)6 || !upcga_eq(upcga_add(pm, sizeof(double), i_, 6), upcga_add(pm, sizeof(double), i_, 6))) {
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    printf("FAIL %s[%zu] on thread %zu, block %zu\n", "m", i_, (size_t)upcga_threadof(upcga_add(pm, sizeof(double), i_, 6)), (size_t)(size_t)6);
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    failures++;
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    break;
                }
        } else
#line 54 "tests/in/real/blocksizeof_constant.upc"
            for (size_t i_ = 0; i_ < (size_t)(6 * THREADS); i_++)
#line 54 "tests/in/real/blocksizeof_constant.upc"
                if (upcga_threadof(upcga_add(pm, sizeof(double), i_, 6)) != (0 + i_) / (size_t)6 || !upcga_eq(upcga_add(pm, sizeof(double), i_, 6), upcga_add(pm, sizeof(double), i_, 6))) {
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    printf("FAIL %s[%zu] on thread %zu, block %zu\n", "m", i_, (size_t)upcga_threadof(upcga_add(pm, sizeof(double), i_, 6)), (size_t)(size_t)6);
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    failures++;
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    break;
                }
    }
#line 54 "tests/in/real/blocksizeof_constant.upc"
    ;
    for (int r = 0; r < 3; r++)
        for (size_t i_ = 0; i_ < (size_t)(2 * THREADS); i_++)
#line 56 "tests/in/real/blocksizeof_constant.upc"
            if (upcga_threadof(upcga_add(m_ref(r, 0), sizeof(double), i_, 6)) != (r * 2 * THREADS + i_) / (size_t)6 || !upcga_eq(upcga_add(m_ref(r, 0), sizeof(double), i_, 6), upcga_add(row, sizeof(double), (long)r * (2 * THREADS) + i_, 6))) {
#line 56 "tests/in/real/blocksizeof_constant.upc"
                printf("FAIL %s[%zu] on thread %zu, block %zu\n", "m row", i_, (size_t)upcga_threadof(upcga_add(m_ref(r, 0), sizeof(double), i_, 6)), (size_t)(size_t)6);
#line 56 "tests/in/real/blocksizeof_constant.upc"
                failures++;
#line 56 "tests/in/real/blocksizeof_constant.upc"
                break;
            }
#line 56 "tests/in/real/blocksizeof_constant.upc"
    ;
    for (size_t i_ = 0; i_ < (size_t)10; i_++)
#line 57 "tests/in/real/blocksizeof_constant.upc"
        if (upcga_threadof(upcga_add(z_ref(0), sizeof(char), i_, (10 + THREADS - 1) / THREADS)) != (0 + i_) / (size_t)((10 + THREADS - 1) / THREADS) || !upcga_eq(upcga_add(z_ref(0), sizeof(char), i_, (10 + THREADS - 1) / THREADS), z_ref(i_))) {
#line 57 "tests/in/real/blocksizeof_constant.upc"
            printf("FAIL %s[%zu] on thread %zu, block %zu\n", "z", i_, (size_t)upcga_threadof(upcga_add(z_ref(0), sizeof(char), i_, (10 + THREADS - 1) / THREADS)), (size_t)(size_t)((10 + THREADS - 1) / THREADS));
#line 57 "tests/in/real/blocksizeof_constant.upc"
            failures++;
#line 57 "tests/in/real/blocksizeof_constant.upc"
            break;
        }
#line 57 "tests/in/real/blocksizeof_constant.upc"
    ;
    if ((size_t)4 != 4 || upcga_threadof(upcga_add(d_ref(0), sizeof(int), 4, 4)) != (THREADS > 1))
        failures++;
    if (!param_walks_like_d(d_ref(0)))
        failures++;
    if ((size_t)((10 + THREADS - 1) / THREADS) != (10 + THREADS - 1) / THREADS || (size_t)((10 + THREADS - 1) / THREADS) != (size_t)((10 + THREADS - 1) / THREADS))
        failures++;
    if (BLOCK_D != 4 || sizeof room != 6 || block_m != 6 || (size_t)3 != 3)
        failures++;
    upcga_barrier();
    if (MYTHREAD == 0)
        printf("%s %s %s %s\n", named(4), named(6), named(3), failures ? "FAILED" : "ok");
    return failures != 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_blocksizeof_constant(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_d = NGA_Create_irreg(C_INT, 2, dims, "d", block, upcga_rows);
        d_local = upcga_own_row(g_d, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_m = NGA_Create_irreg(C_DBL, 2, dims, "m", block, upcga_rows);
        m_local = upcga_own_row(g_m, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(C_INT, 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10, (10 + THREADS - 1) / THREADS) }, block[2] = { THREADS, 1 };
        g_z = NGA_Create_irreg(C_CHAR, 2, dims, "z", block, upcga_rows);
        z_local = upcga_own_row(g_z, sizeof(char));
    }
}
static void (*const upcga_create_blocksizeof_constant_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_blocksizeof_constant;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_blocksizeof_constant(void) {
    block_m = (size_t)6;
}
static void (*const upcga_init_blocksizeof_constant_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_blocksizeof_constant;
