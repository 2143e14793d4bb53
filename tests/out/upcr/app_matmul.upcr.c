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
#line 1 "samples/upc/app_matmul.upc"
/* app_matmul.upc - C = A * B with row-distributed shared matrices: each thread computes the rows it owns after fetching B with upc_memget; checked sequentially, prints a checksum. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/app_matmul.upc"
/* one row per block: row i on thread i % THREADS */
#line 6 "samples/upc/app_matmul.upc"
upcr_shared_ptr_t A;
upcr_shared_ptr_t B;
upcr_shared_ptr_t C;
upcr_pshared_ptr_t verdict;

static double a_val(int i, int j) {
#line 11 "samples/upc/app_matmul.upc"
    return (i + 2 * j) % 5 - 2;
}
#line 12 "samples/upc/app_matmul.upc"
static double b_val(int i, int j) {
#line 12 "samples/upc/app_matmul.upc"
    return (3 * i + j) % 7 - 3;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, k, errors = 0;
    double bl[24][24], row[24];

    {
#line 19 "samples/upc/app_matmul.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 19 "samples/upc/app_matmul.upc"
        i = 0;
#line 19 "samples/upc/app_matmul.upc"
        if (!upcrt_nested1)
            i = upcrt_forall_first(i, 1);
#line 19 "samples/upc/app_matmul.upc"
        for (; i < 24; i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1)) {
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcr_shared_ptr_t upcrt_rowp2 = upcr_add_shared(A, sizeof(double), (long)i * 24, 24);
            double *upcrt_row2 = upcr_phaseof_shared(upcrt_rowp2) % 24 == 0 ? upcr_threadof_shared(upcrt_rowp2) == upcr_mythread() ? upcr_shared_to_local(upcrt_rowp2) : 0 : 0;
            upcr_shared_ptr_t upcrt_rowp3 = upcr_add_shared(B, sizeof(double), (long)i * 24, 24);
            double *upcrt_row3 = upcr_phaseof_shared(upcrt_rowp3) % 24 == 0 ? upcr_threadof_shared(upcrt_rowp3) == upcr_mythread() ? upcr_shared_to_local(upcrt_rowp3) : 0 : 0;
#line 20 "samples/upc/app_matmul.upc"
            if (upcrt_row2 && upcrt_row3)
#line 20 "samples/upc/app_matmul.upc"
                for (j = 0; j < 24; j++) {
                    upcrt_row2[j] = a_val(i, j);
                    upcrt_row3[j] = b_val(i, j);
                }
            else
#line 20 "samples/upc/app_matmul.upc"
                for (j = 0; j < 24; j++) {
                    upcr_put_shared_doubleval(upcr_add_shared(A, sizeof(double), (long)i * 24 + j, 24), 0, a_val(i, j));
                    upcr_put_shared_doubleval(upcr_add_shared(B, sizeof(double), (long)i * 24 + j, 24), 0, b_val(i, j));
                }
        }
#line 19 "samples/upc/app_matmul.upc"
        upcrt_forall_control = upcrt_nested1;
    }



    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* a private copy of B, one row (one block) at a time */
    for (i = 0; i < 24; i++)
        upcr_memget(bl[i], upcr_add_shared(B, sizeof(double), (long)i * 24, 24), 24 * sizeof(double));
    {
#line 28 "samples/upc/app_matmul.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 28 "samples/upc/app_matmul.upc"
        i = 0;
#line 28 "samples/upc/app_matmul.upc"
        if (!upcrt_nested4)
            i = upcrt_forall_first(i, 1);
#line 28 "samples/upc/app_matmul.upc"
        for (; i < 24; i = upcrt_nested4 ? i + 1 : upcrt_forall_next(i, 1)) {
#line 28 "samples/upc/app_matmul.upc"
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcr_shared_ptr_t upcrt_rowp5 = upcr_add_shared(A, sizeof(double), (long)i * 24, 24);
            double *upcrt_row5 = upcr_phaseof_shared(upcrt_rowp5) % 24 == 0 ? upcr_threadof_shared(upcrt_rowp5) == upcr_mythread() ? upcr_shared_to_local(upcrt_rowp5) : 0 : 0;
            upcr_shared_ptr_t upcrt_rowp6 = upcr_add_shared(C, sizeof(double), (long)i * 24, 24);
            double *upcrt_row6 = upcr_phaseof_shared(upcrt_rowp6) % 24 == 0 ? upcr_threadof_shared(upcrt_rowp6) == upcr_mythread() ? upcr_shared_to_local(upcrt_rowp6) : 0 : 0;
#line 28 "samples/upc/app_matmul.upc"
            if (upcrt_row5 && upcrt_row6) {
                /* my row of A is local */
#line 29 "samples/upc/app_matmul.upc"
                double *a = (double *)upcr_shared_to_local(upcr_add_shared(A, sizeof(double), (long)i * 24, 24));
                for (j = 0; j < 24; j++) {
                    double s = 0.0;
                    for (k = 0; k < 24; k++)
                        s += a[k] * bl[k][j];
                    row[j] = s;
                }
                upcr_memput(upcr_add_shared(C, sizeof(double), (long)i * 24, 24), row, sizeof row);
            } else {
#line 29 "samples/upc/app_matmul.upc"
                double *a = (double *)upcr_shared_to_local(upcr_add_shared(A, sizeof(double), (long)i * 24, 24));
                for (j = 0; j < 24; j++) {
                    double s = 0.0;
                    for (k = 0; k < 24; k++)
                        s += a[k] * bl[k][j];
                    row[j] = s;
                }
                upcr_memput(upcr_add_shared(C, sizeof(double), (long)i * 24, 24), row, sizeof row);
            }
        }
#line 28 "samples/upc/app_matmul.upc"
        upcrt_forall_control = upcrt_nested4;
    }
#line 38 "samples/upc/app_matmul.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        double trace = 0.0;
        for (i = 0; i < 24; i++)
            for (j = 0; j < 24; j++) {
                double s = 0.0;
                for (k = 0; k < 24; k++)
                    s += a_val(i, k) * b_val(k, j);
                if (upcr_get_shared_doubleval(upcr_add_shared(C, sizeof(double), (long)i * 24 + j, 24), 0) != s) {
                    if (errors < 5)
                        printf("FAIL: app_matmul: C[%d][%d] = %g, expected %g\n", i, j, upcr_get_shared_doubleval(upcr_add_shared(C, sizeof(double), (long)i * 24 + j, 24), 0), s);
                    errors++;
                }
                if (i == j)
                    trace += s;
            }
        printf("trace of C = %g\n", trace);
        if (errors)
            printf("FAIL: app_matmul: %d errors\n", errors);
        else
            printf("PASS: app_matmul\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_matmul(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &A, 24 * sizeof(double), (576 + 24 - 1) / 24, 0, sizeof(double), "A", "shared [24] double [24][24]" },
        { &B, 24 * sizeof(double), (576 + 24 - 1) / 24, 0, sizeof(double), "B", "shared [24] double [24][24]" },
        { &C, 24 * sizeof(double), (576 + 24 - 1) / 24, 0, sizeof(double), "C", "shared [24] double [24][24]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_app_matmul_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_matmul;
