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
#line 1 "tests/in/real/blocksizeof_constant.upc"
/* upc_blocksizeof of a [*] array whose dimensions hold k * THREADS is an integer constant under
   dynamic THREADS (UPC 1.3 6.5.1.1): the block is ceil(c * THREADS / THREADS) = c elements on
   any number of threads. Used as a case label, an enumerator, a file-scope array's size and a
   file-scope initializer. The block is fixed where the array is declared: &d[0] is a
   shared [4] int *, and stepping it walks the array as indexing does (&d[0] + i == &d[i]); the
   elements of a [*] array over constant dimensions know their count, which gives the block
   (ceil(10 / THREADS)) on the run, not at compile time. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 11 "tests/in/real/blocksizeof_constant.upc"
/* blocks of 4 */
#line 11 "tests/in/real/blocksizeof_constant.upc"
upcr_shared_ptr_t d;
/* blocks of 6: 3 rows of 2 * THREADS */
#line 12 "tests/in/real/blocksizeof_constant.upc"
upcr_shared_ptr_t m;
/* a declared block size, for comparison */
#line 13 "tests/in/real/blocksizeof_constant.upc"
upcr_shared_ptr_t s;
/* ceil(10 / THREADS) */
#line 14 "tests/in/real/blocksizeof_constant.upc"
upcr_shared_ptr_t z;

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
static int param_walks_like_d(upcr_shared_ptr_t p) {

    return (size_t)4 == 4 && upcr_isequal_shared_shared(upcr_add_shared(p, sizeof(int), 5, 4), upcr_add_shared(d, sizeof(int), 5, 4)) && upcr_threadof_shared(upcr_add_shared(p, sizeof(int), 5, 4)) == (((int)upcr_threads()) > 1);
}

/* Element `first + i` of a [*] array (one block per thread) lies on thread (first + i) / block,
   and `p + i`, stepped from the address of element `first`, is the address of a[i]. */
#line 49 "tests/in/real/blocksizeof_constant.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_shared_ptr_t pm = m;
    upcr_shared_ptr_t row = m;
    for (size_t i_ = 0; i_ < (size_t)(4 * ((int)upcr_threads())); i_++)
#line 53 "tests/in/real/blocksizeof_constant.upc"
        if (upcr_threadof_shared(upcr_add_shared(d, sizeof(int), i_, 4)) != (0 + i_) / (size_t)4 || !upcr_isequal_shared_shared(upcr_add_shared(d, sizeof(int), i_, 4), upcr_add_shared(d, sizeof(int), i_, 4))) {
#line 53 "tests/in/real/blocksizeof_constant.upc"
            printf("FAIL %s[%zu] on thread %zu, block %zu\n", "d", i_, (size_t)upcr_threadof_shared(upcr_add_shared(d, sizeof(int), i_, 4)), (size_t)(size_t)4);
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
        double *upcrt_mine1 = upcr_threadof_shared(pm) == upcr_mythread() ? upcr_shared_to_local(pm) : 0;
        long upcrt_phase1 = upcr_phaseof_shared(pm);
#line 54 "tests/in/real/blocksizeof_constant.upc"
        if (upcrt_mine1 && upcrt_phase1 + 0 >= 0 && upcrt_phase1 + (size_t)(6 * ((int)upcr_threads())) <= 6) {
#line 54 "tests/in/real/blocksizeof_constant.upc"
            for (size_t i_ = 0; i_ < (size_t)(6 * ((int)upcr_threads())); i_++)
#line 54 "tests/in/real/blocksizeof_constant.upc"
                if (upcr_threadof_shared(upcr_add_shared(pm, sizeof(double), i_, 6)) != (0 + i_) / (size_t)6 || !upcr_isequal_shared_shared(upcr_add_shared(pm, sizeof(double), i_, 6), upcr_add_shared(pm, sizeof(double), i_, 6))) {
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    printf("FAIL %s[%zu] on thread %zu, block %zu\n", "m", i_, (size_t)upcr_threadof_shared(upcr_add_shared(pm, sizeof(double), i_, 6)), (size_t)(size_t)6);
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    failures++;
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    break;
                }
        } else
#line 54 "tests/in/real/blocksizeof_constant.upc"
            for (size_t i_ = 0; i_ < (size_t)(6 * ((int)upcr_threads())); i_++)
#line 54 "tests/in/real/blocksizeof_constant.upc"
                if (upcr_threadof_shared(upcr_add_shared(pm, sizeof(double), i_, 6)) != (0 + i_) / (size_t)6 || !upcr_isequal_shared_shared(upcr_add_shared(pm, sizeof(double), i_, 6), upcr_add_shared(pm, sizeof(double), i_, 6))) {
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    printf("FAIL %s[%zu] on thread %zu, block %zu\n", "m", i_, (size_t)upcr_threadof_shared(upcr_add_shared(pm, sizeof(double), i_, 6)), (size_t)(size_t)6);
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    failures++;
#line 54 "tests/in/real/blocksizeof_constant.upc"
                    break;
                }
    }
#line 54 "tests/in/real/blocksizeof_constant.upc"
    ;
    for (int r = 0; r < 3; r++)
        for (size_t i_ = 0; i_ < (size_t)(2 * ((int)upcr_threads())); i_++)
#line 56 "tests/in/real/blocksizeof_constant.upc"
            if (upcr_threadof_shared(upcr_add_shared(upcr_add_shared(m, sizeof(double), (long)r * (2 * ((int)upcr_threads())), 6), sizeof(double), i_, 6)) != (r * 2 * ((int)upcr_threads()) + i_) / (size_t)6 || !upcr_isequal_shared_shared(upcr_add_shared(upcr_add_shared(m, sizeof(double), (long)r * (2 * ((int)upcr_threads())), 6), sizeof(double), i_, 6), upcr_add_shared(row, sizeof(double), (long)r * (2 * ((int)upcr_threads())) + i_, 6))) {
#line 56 "tests/in/real/blocksizeof_constant.upc"
                printf("FAIL %s[%zu] on thread %zu, block %zu\n", "m row", i_, (size_t)upcr_threadof_shared(upcr_add_shared(upcr_add_shared(m, sizeof(double), (long)r * (2 * ((int)upcr_threads())), 6), sizeof(double), i_, 6)), (size_t)(size_t)6);
#line 56 "tests/in/real/blocksizeof_constant.upc"
                failures++;
#line 56 "tests/in/real/blocksizeof_constant.upc"
                break;
            }
#line 56 "tests/in/real/blocksizeof_constant.upc"
    ;
    for (size_t i_ = 0; i_ < (size_t)10; i_++)
#line 57 "tests/in/real/blocksizeof_constant.upc"
        if (upcr_threadof_shared(upcr_add_shared(z, sizeof(char), i_, (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))) != (0 + i_) / (size_t)((10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) || !upcr_isequal_shared_shared(upcr_add_shared(z, sizeof(char), i_, (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), upcr_add_shared(z, sizeof(char), i_, (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())))) {
#line 57 "tests/in/real/blocksizeof_constant.upc"
            printf("FAIL %s[%zu] on thread %zu, block %zu\n", "z", i_, (size_t)upcr_threadof_shared(upcr_add_shared(z, sizeof(char), i_, (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()))), (size_t)(size_t)((10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())));
#line 57 "tests/in/real/blocksizeof_constant.upc"
            failures++;
#line 57 "tests/in/real/blocksizeof_constant.upc"
            break;
        }
#line 57 "tests/in/real/blocksizeof_constant.upc"
    ;
    if ((size_t)4 != 4 || upcr_threadof_shared(upcr_add_shared(d, sizeof(int), 4, 4)) != (((int)upcr_threads()) > 1))
        failures++;
    if (!param_walks_like_d(d))
        failures++;
    if ((size_t)((10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) != (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) || (size_t)((10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())) != (size_t)((10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())))
        failures++;
    if (BLOCK_D != 4 || sizeof room != 6 || block_m != 6 || (size_t)3 != 3)
        failures++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        printf("%s %s %s %s\n", named(4), named(6), named(3), failures ? "FAILED" : "ok");
    return failures != 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_blocksizeof_constant(void) {
    upcr_startup_shalloc_t shared_objects[] = {
        { &d, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "d", "shared [4] int [4 * THREADS]" },
        { &m, 6 * sizeof(double), (6 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(double), "m", "shared [6] double [3][2 * THREADS]" },
        { &s, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "s", "shared [3] int [3 * THREADS]" },
        { &z, (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) * sizeof(char), (10 + (10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads()) - 1) / ((10 + ((int)upcr_threads()) - 1) / ((int)upcr_threads())), 0, sizeof(char), "z", "shared [*] char [10]" },
    };
    upcr_startup_shalloc(shared_objects, 4);
}
static void (*const upcrt_alloc_blocksizeof_constant_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_blocksizeof_constant;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_blocksizeof_constant(void) {
    block_m = (size_t)6;
}
static void (*const upcrt_init_blocksizeof_constant_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_blocksizeof_constant;
