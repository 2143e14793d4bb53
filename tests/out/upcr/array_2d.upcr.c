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
#line 1 "samples/upc/array_2d.upc"
/* array_2d.upc - two-dimensional shared arrays: shared [4] double m[THREADS][8], shared int g[6][THREADS], and a fixed-size array with one row per block. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/array_2d.upc"
/* rows of two blocks: row-major, blocks dealt round-robin */
#line 7 "samples/upc/array_2d.upc"
upcr_shared_ptr_t m;
/* cyclic: column t lives on thread t */
#line 8 "samples/upc/array_2d.upc"
upcr_pshared_ptr_t g;
/* one row per block: row r on thread r % THREADS */
#line 9 "samples/upc/array_2d.upc"
upcr_shared_ptr_t fixed;
upcr_pshared_ptr_t verdict;

static int errors;

static void check(int ok, const char *what, int r, int c) {

    if (!ok && errors++ < 5)
        printf("FAIL: array_2d: %s at [%d][%d]\n", what, r, c);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int r, c, k;

    /* one flat loop, with the owner of each element as the affinity */
    {
#line 25 "samples/upc/array_2d.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 25 "samples/upc/array_2d.upc"
        for (k = 0; k < ((int)upcr_threads()) * 8; k++) {
#line 25 "samples/upc/array_2d.upc"
            if (!upcrt_nested1 && !(upcr_threadof_shared(upcr_add_shared(m, sizeof(double), (long)(k / 8) * 8 + k % 8, 4)) == ((int)upcr_mythread())))
                continue;
#line 26 "samples/upc/array_2d.upc"
            upcr_put_shared_doubleval(upcr_add_shared(m, sizeof(double), (long)(k / 8) * 8 + k % 8, 4), 0, k / 8 + 0.5 * (k % 8));
        }
#line 25 "samples/upc/array_2d.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    for (r = 0; r < 6; r++) {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 28 "samples/upc/array_2d.upc"
        c = 0;
#line 28 "samples/upc/array_2d.upc"
        if (!upcrt_nested2)
            c = upcrt_forall_first(c, 1);
#line 28 "samples/upc/array_2d.upc"
        for (; c < ((int)upcr_threads()); c = upcrt_nested2 ? c + 1 : upcrt_forall_next(c, 1))
            upcr_put_pshared_val(upcr_add_pshared1(g, sizeof(int), (long)r * ((int)upcr_threads()) + c), 0, (int)(100 * r + c), sizeof(int));
#line 28 "samples/upc/array_2d.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 30 "samples/upc/array_2d.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 30 "samples/upc/array_2d.upc"
        r = 0;
#line 30 "samples/upc/array_2d.upc"
        if (!upcrt_nested3)
            r = upcrt_forall_first(r, 1);
#line 30 "samples/upc/array_2d.upc"
        for (; r < 5; r = upcrt_nested3 ? r + 1 : upcrt_forall_next(r, 1)) {
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcr_shared_ptr_t upcrt_rowp4 = upcr_add_shared(fixed, sizeof(int), (long)r * 10, 10);
            int *upcrt_row4 = upcr_phaseof_shared(upcrt_rowp4) % 10 == 0 ? upcr_threadof_shared(upcrt_rowp4) == upcr_mythread() ? upcr_shared_to_local(upcrt_rowp4) : 0 : 0;
#line 31 "samples/upc/array_2d.upc"
            if (upcrt_row4)
#line 31 "samples/upc/array_2d.upc"
                for (c = 0; c < 10; c++)
                    upcrt_row4[c] = r * c;
            else
#line 31 "samples/upc/array_2d.upc"
                for (c = 0; c < 10; c++)
                    upcr_put_shared_val(upcr_add_shared(fixed, sizeof(int), (long)r * 10 + c, 10), 0, (int)(r * c), sizeof(int));
        }
#line 30 "samples/upc/array_2d.upc"
        upcrt_forall_control = upcrt_nested3;
    }

    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        double rowsum;
        for (r = 0; r < ((int)upcr_threads()); r++) {
            rowsum = 0.0;
            for (c = 0; c < 8; c++) {
                rowsum += upcr_get_shared_doubleval(upcr_add_shared(m, sizeof(double), (long)r * 8 + c, 4), 0);
                check(upcr_threadof_shared(upcr_add_shared(m, sizeof(double), (long)r * 8 + c, 4)) == (size_t)((r * 8 + c) / 4 % ((int)upcr_threads())), "m thread", r, c);
                check(upcr_phaseof_shared(upcr_add_shared(m, sizeof(double), (long)r * 8 + c, 4)) == (size_t)(c % 4), "m phase", r, c);
                /* the flattened address: row-major order */
                check(upcr_isequal_shared_shared(upcr_add_shared(m, sizeof(double), (long)r * 8 + c, 4), upcr_add_shared(upcr_add_shared(m, sizeof(double), r * 8, 4), sizeof(double), c, 4)), "m address", r, c);
            }
            check(rowsum == 8 * r + 0.5 * 8 * (8 - 1) / 2, "m row sum", r, 0);
        }
        for (r = 0; r < 6; r++)
            for (c = 0; c < ((int)upcr_threads()); c++) {
                check((int)upcr_get_pshared_val(upcr_add_pshared1(g, sizeof(int), (long)r * ((int)upcr_threads()) + c), 0, sizeof(int)) == 100 * r + c, "g value", r, c);
                check(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(g, sizeof(int), (long)r * ((int)upcr_threads()) + c))) == (size_t)c, "g thread", r, c);
            }
        for (r = 0; r < 5; r++)
            for (c = 0; c < 10; c++) {
                check((int)upcr_get_shared_val(upcr_add_shared(fixed, sizeof(int), (long)r * 10 + c, 10), 0, sizeof(int)) == r * c, "fixed value", r, c);
                check(upcr_threadof_shared(upcr_add_shared(fixed, sizeof(int), (long)r * 10 + c, 10)) == (size_t)(r % ((int)upcr_threads())), "fixed thread", r, c);
            }
        /* a row decays to a pointer-to-shared with the array's block size */
        {
            upcr_shared_ptr_t last = upcr_add_shared(m, sizeof(double), (long)(((int)upcr_threads()) - 1) * 8, 4);
            check(upcr_get_shared_doubleval(upcr_add_shared(last, sizeof(double), 8 - 1, 4), 0) == ((int)upcr_threads()) - 1 + 0.5 * (8 - 1), "last row", ((int)upcr_threads()) - 1, 8 - 1);
        }
        if (errors)
            printf("FAIL: array_2d: %d errors\n", errors);
        else
            printf("PASS: array_2d\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_2d(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &g, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "g", "shared int [6][1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &m, 4 * sizeof(double), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(double), "m", "shared [4] double [1 * THREADS][8]" },
        { &fixed, 10 * sizeof(int), (50 + 10 - 1) / 10, 0, sizeof(int), "fixed", "shared [10] int [5][10]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_array_2d_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_2d;
