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
#line 1 "samples/upc/sizeof_ops.upc"
/* sizeof_ops.upc - upc_localsizeof, upc_blocksizeof and upc_elemsizeof on types and expressions, sizeof of shared objects, and UPC_MAX_BLOCK_SIZE. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/sizeof_ops.upc"
/* three blocks of 5 ints per thread */
#line 5 "samples/upc/sizeof_ops.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t s;
upcr_pshared_ptr_t ind;
/* 12*THREADS elements: 4 blocks of 3 per thread */
#line 8 "samples/upc/sizeof_ops.upc"
upcr_shared_ptr_t m2;
upcr_pshared_ptr_t cyc;
upcr_shared_ptr_t star;
upcr_pshared_ptr_t verdict;

static int errors;

static void check(size_t got, size_t want, const char *what) {

    if (got != want) {
        printf("FAIL: sizeof_ops: %s is %lu, expected %lu\n", what, (unsigned long)got, (unsigned long)want);
        errors++;
    }
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_shared_ptr_t p = a;

    if (((int)upcr_mythread()) == 0) {
        /* expressions */
        check((size_t)5, 5, "upc_blocksizeof(a)");
        check(sizeof(int), sizeof(int), "upc_elemsizeof(a)");
        check((size_t)15 * sizeof(int), 15 * sizeof(int), "upc_localsizeof(a)");
        check(sizeof(int) * 15 * ((int)upcr_threads()), 15 * ((int)upcr_threads()) * sizeof(int), "sizeof(a)");
        check((size_t)1, 1, "upc_blocksizeof(s)");
        check(sizeof(double), sizeof(double), "upc_elemsizeof(s)");
        check(0, 0, "upc_blocksizeof(ind)");
        check((size_t)10 * sizeof(long), 10 * sizeof(long), "upc_localsizeof(ind)");
        check((size_t)3, 3, "upc_blocksizeof(m2)");
        check(sizeof(short), sizeof(short), "upc_elemsizeof(m2)");
        check((size_t)12 * sizeof(short), 12 * sizeof(short), "upc_localsizeof(m2)");
        check((size_t)7 * sizeof(int), 7 * sizeof(int), "upc_localsizeof(cyc)");
        check((size_t)8, 8, "upc_blocksizeof(star)");
        check((size_t)8 * sizeof(char), 8, "upc_localsizeof(star)");
        check((size_t)5, 5, "upc_blocksizeof(*p)");
        check(sizeof(int), sizeof(int), "upc_elemsizeof a");
        /* type names */
        check((size_t)7, 7, "upc_blocksizeof(shared [7] int)");
        check((size_t)1, 1, "upc_blocksizeof(shared int)");
        check(0, 0, "upc_blocksizeof(shared [] double)");
        check(sizeof(double), sizeof(double), "upc_elemsizeof(shared [2] double [10])");
        check((size_t)8 * sizeof(int), 8 * sizeof(int), "upc_localsizeof(shared [4] int [8*THREADS])");
        /* the largest block size is at least the ones used here */
        if (4194303 < 8 || 4194303 < (size_t)5)
            check(4194303, 8, "UPC_MAX_BLOCK_SIZE (at least)");
        /* the results are size_t constants usable in ordinary arithmetic */
        {
            int buf[(size_t)15 * sizeof(int) / sizeof(int)];
            check(sizeof buf, (size_t)15 * sizeof(int), "a local buffer of upc_localsizeof");
        }
        if (errors)
            printf("FAIL: sizeof_ops: %d errors\n", errors);
        else
            printf("PASS: sizeof_ops\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_sizeof_ops(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &s, sizeof(double), 1, 0, sizeof(double), "s", "shared double" },
        { &ind, sizeof(long) * 10, 1, 0, sizeof(long), "ind", "shared [] long [10]" },
        { &cyc, sizeof(int), 7 * ((int)upcr_threads()), 0, sizeof(int), "cyc", "shared int [7 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 5 * sizeof(int), (15 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "a", "shared [5] int [15 * THREADS]" },
        { &m2, 3 * sizeof(short), (12 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(short), "m2", "shared [3] short [4][3 * THREADS]" },
        { &star, 8 * sizeof(char), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(char), "star", "shared [8] char [8 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_sizeof_ops_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_sizeof_ops;
