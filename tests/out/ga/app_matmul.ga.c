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
#line 1 "samples/upc/app_matmul.upc"
/* app_matmul.upc - C = A * B with row-distributed shared matrices: each thread computes the rows it owns after fetching B with upc_memget; checked sequentially, prints a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [24] double A[24][24]`: a GA array (one row per thread); this thread's part is A_local. */
int g_A;
double *A_local;
/* `A[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline double A_set(long i0, long i1, double v) {
    long i = i0 * 24 + i1;
    int t = upcga_owner(i, 24);
    long pos = upcga_row_index(i, 24);
    UPCGA_CHECK_ELEMENT(g_A, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        A_local[pos] = v;
    else
        upcga_put_at(g_A, t, pos, &v, sizeof v);
    return v;
}
/* `&A[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t A_ref(long i0, long i1) {
    long i = i0 * 24 + i1;
    upcga_ptr_t p = { g_A, upcga_owner(i, 24), upcga_row_index(i, 24) * (long)sizeof(double), i % 24 };
    return p;
}
/* `shared [24] double B[24][24]`: a GA array (one row per thread); this thread's part is B_local. */
int g_B;
double *B_local;
/* `B[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline double B_set(long i0, long i1, double v) {
    long i = i0 * 24 + i1;
    int t = upcga_owner(i, 24);
    long pos = upcga_row_index(i, 24);
    UPCGA_CHECK_ELEMENT(g_B, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        B_local[pos] = v;
    else
        upcga_put_at(g_B, t, pos, &v, sizeof v);
    return v;
}
/* `&B[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t B_ref(long i0, long i1) {
    long i = i0 * 24 + i1;
    upcga_ptr_t p = { g_B, upcga_owner(i, 24), upcga_row_index(i, 24) * (long)sizeof(double), i % 24 };
    return p;
}
/* `shared [24] double C[24][24]`: a GA array (one row per thread); this thread's part is C_local. */
int g_C;
double *C_local;
/* `C[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline double C_get(long i0, long i1) {
    long i = i0 * 24 + i1;
    int t = upcga_owner(i, 24);
    long pos = upcga_row_index(i, 24);
    UPCGA_CHECK_ELEMENT(g_C, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return C_local[pos];
    upcga_get_at(g_C, t, pos, &v, sizeof v);
    return v;
}
/* `&C[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t C_ref(long i0, long i1) {
    long i = i0 * 24 + i1;
    upcga_ptr_t p = { g_C, upcga_owner(i, 24), upcga_row_index(i, 24) * (long)sizeof(double), i % 24 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 6 "samples/upc/app_matmul.upc"
/* one row per block: row i on thread i % THREADS */
#line 11 "samples/upc/app_matmul.upc"
static double a_val(int i, int j) {
#line 11 "samples/upc/app_matmul.upc"
    return (i + 2 * j) % 5 - 2;
}
#line 12 "samples/upc/app_matmul.upc"
static double b_val(int i, int j) {
#line 12 "samples/upc/app_matmul.upc"
    return (3 * i + j) % 7 - 3;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, k, errors = 0;
    double bl[24][24], row[24];

    {
#line 19 "samples/upc/app_matmul.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 19 "samples/upc/app_matmul.upc"
        i = 0;
#line 19 "samples/upc/app_matmul.upc"
        if (!upcga_nested1)
            i = upcga_forall_first(i, 1);
#line 19 "samples/upc/app_matmul.upc"
        for (; i < 24; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1)) {
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcga_ptr_t upcga_rowp2 = A_ref(i, 0);
            double *upcga_row2 = upcga_rowp2.phase % 24 == 0 ? upcga_mine(upcga_rowp2) : 0;
            upcga_ptr_t upcga_rowp3 = B_ref(i, 0);
            double *upcga_row3 = upcga_rowp3.phase % 24 == 0 ? upcga_mine(upcga_rowp3) : 0;
#line 20 "samples/upc/app_matmul.upc"
            if (upcga_row2 && upcga_row3)
#line 20 "samples/upc/app_matmul.upc"
                for (j = 0; j < 24; j++) {
                    upcga_row2[j] = a_val(i, j);
                    upcga_row3[j] = b_val(i, j);
                }
            else
#line 20 "samples/upc/app_matmul.upc"
                for (j = 0; j < 24; j++) {
                    A_set(i, j, a_val(i, j));
                    B_set(i, j, b_val(i, j));
                }
        }
#line 19 "samples/upc/app_matmul.upc"
        upcga_forall_control = upcga_nested1;
    }



    upcga_barrier();
    /* a private copy of B, one row (one block) at a time */
    for (i = 0; i < 24; i++)
        upcga_memget(bl[i], B_ref(i, 0), 24 * sizeof(double));
    {
#line 28 "samples/upc/app_matmul.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 28 "samples/upc/app_matmul.upc"
        i = 0;
#line 28 "samples/upc/app_matmul.upc"
        if (!upcga_nested4)
            i = upcga_forall_first(i, 1);
#line 28 "samples/upc/app_matmul.upc"
        for (; i < 24; i = upcga_nested4 ? i + 1 : upcga_forall_next(i, 1)) {
#line 28 "samples/upc/app_matmul.upc"
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcga_ptr_t upcga_rowp5 = A_ref(i, 0);
            double *upcga_row5 = upcga_rowp5.phase % 24 == 0 ? upcga_mine(upcga_rowp5) : 0;
            upcga_ptr_t upcga_rowp6 = C_ref(i, 0);
            double *upcga_row6 = upcga_rowp6.phase % 24 == 0 ? upcga_mine(upcga_rowp6) : 0;
#line 28 "samples/upc/app_matmul.upc"
            if (upcga_row5 && upcga_row6) {
                /* my row of A is local */
#line 29 "samples/upc/app_matmul.upc"
                double *a = (double *)upcga_to_local(A_ref(i, 0));
                for (j = 0; j < 24; j++) {
                    double s = 0.0;
                    for (k = 0; k < 24; k++)
                        s += a[k] * bl[k][j];
                    row[j] = s;
                }
                upcga_memput(C_ref(i, 0), row, sizeof row);
            } else {
#line 29 "samples/upc/app_matmul.upc"
                double *a = (double *)upcga_to_local(A_ref(i, 0));
                for (j = 0; j < 24; j++) {
                    double s = 0.0;
                    for (k = 0; k < 24; k++)
                        s += a[k] * bl[k][j];
                    row[j] = s;
                }
                upcga_memput(C_ref(i, 0), row, sizeof row);
            }
        }
#line 28 "samples/upc/app_matmul.upc"
        upcga_forall_control = upcga_nested4;
    }
#line 38 "samples/upc/app_matmul.upc"
    upcga_barrier();

    if (MYTHREAD == 0) {
        double trace = 0.0;
        for (i = 0; i < 24; i++)
            for (j = 0; j < 24; j++) {
                double s = 0.0;
                for (k = 0; k < 24; k++)
                    s += a_val(i, k) * b_val(k, j);
                if (C_get(i, j) != s) {
                    if (errors < 5)
                        printf("FAIL: app_matmul: C[%d][%d] = %g, expected %g\n", i, j, C_get(i, j), s);
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
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_matmul(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(576, 24) }, block[2] = { THREADS, 1 };
        g_A = NGA_Create_irreg(C_DBL, 2, dims, "A", block, upcga_rows);
        A_local = upcga_own_row(g_A, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(576, 24) }, block[2] = { THREADS, 1 };
        g_B = NGA_Create_irreg(C_DBL, 2, dims, "B", block, upcga_rows);
        B_local = upcga_own_row(g_B, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(576, 24) }, block[2] = { THREADS, 1 };
        g_C = NGA_Create_irreg(C_DBL, 2, dims, "C", block, upcga_rows);
        C_local = upcga_own_row(g_C, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_matmul_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_matmul;
