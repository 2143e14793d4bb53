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
/* app_jacobi.upc - 1-D heat equation by Jacobi iterations: each thread owns a block of the rod, exchanges ghost cells with its neighbours by upc_memput, and the result is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [16] double u[16 * THREADS]`: a GA array (one row per thread); this thread's part is u_local. */
int g_u;
double *u_local;
/* `u[i]`: read in place on its thread or node, else NGA_Get. */
static inline double u_get(long i) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_u, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return u_local[pos];
    upcga_get_at(g_u, t, pos, &v, sizeof v);
    return v;
}
/* `&u[i]`: a pointer-to-shared. */
static inline upcga_ptr_t u_ref(long i) {
    upcga_ptr_t p = { g_u, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(double), i % 16 };
    return p;
}
/* `shared double ghost_lo[THREADS]`: a GA array (one row per thread); this thread's part is ghost_lo_local. */
int g_ghost_lo;
double *ghost_lo_local;
/* `ghost_lo[i]`: read in place on its thread or node, else NGA_Get. */
static inline double ghost_lo_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ghost_lo, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return ghost_lo_local[pos];
    upcga_get_at(g_ghost_lo, t, pos, &v, sizeof v);
    return v;
}
/* `ghost_lo[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double ghost_lo_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ghost_lo, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        ghost_lo_local[pos] = v;
    else
        upcga_put_at(g_ghost_lo, t, pos, &v, sizeof v);
    return v;
}
/* `&ghost_lo[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ghost_lo_ref(long i) {
    upcga_ptr_t p = { g_ghost_lo, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared double ghost_hi[THREADS]`: a GA array (one row per thread); this thread's part is ghost_hi_local. */
int g_ghost_hi;
double *ghost_hi_local;
/* `ghost_hi[i]`: read in place on its thread or node, else NGA_Get. */
static inline double ghost_hi_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ghost_hi, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return ghost_hi_local[pos];
    upcga_get_at(g_ghost_hi, t, pos, &v, sizeof v);
    return v;
}
/* `ghost_hi[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double ghost_hi_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ghost_hi, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        ghost_hi_local[pos] = v;
    else
        upcga_put_at(g_ghost_hi, t, pos, &v, sizeof v);
    return v;
}
/* `&ghost_hi[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ghost_hi_ref(long i) {
    upcga_ptr_t p = { g_ghost_hi, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
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
/* my left neighbour's last point, put there by it */
/* my right neighbour's first point */
static double step(double l, double c, double r) {
    return c + 0.25 * (l - 2.0 * c + r);
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, it, errors = 0;
    double mine[16], next[16];
    /* my block, through a local pointer */
    double *cells = (double *)upcga_to_local(u_ref(16 * MYTHREAD));
    for (i = 0; i < 16; i++)
        cells[i] = 0.0;
    upcga_barrier();
    for (it = 0; it < 60; it++) {
        /* ghost exchange: put my edge values into my neighbours' ghost cells */
        if (MYTHREAD > 0)
            upcga_memput(ghost_hi_ref(MYTHREAD - 1), &cells[0], sizeof(double));
        else
            ghost_lo_set(0, 1.0);
        if (MYTHREAD < THREADS - 1)
            upcga_memput(ghost_lo_ref(MYTHREAD + 1), &cells[16 - 1], sizeof(double));
        else
            ghost_hi_set(THREADS - 1, 0.0);
        upcga_barrier();
        for (i = 0; i < 16; i++)
            mine[i] = cells[i];
        for (i = 0; i < 16; i++) {
            double l = i == 0 ? ghost_lo_get(MYTHREAD) : mine[i - 1];
            double r = i == 16 - 1 ? ghost_hi_get(MYTHREAD) : mine[i + 1];
            next[i] = step(l, mine[i], r);
        }
        /* the ghosts have been read before they are overwritten */
        upcga_barrier();
        for (i = 0; i < 16; i++)
            cells[i] = next[i];
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        int n = 16 * THREADS;
        double *seq = malloc(n * sizeof *seq), *tmp = malloc(n * sizeof *tmp);
        if (seq == (void *)0 || tmp == (void *)0) {
            printf("FAIL: app_jacobi: out of memory\n");
            errors++;
        } else {
            for (i = 0; i < n; i++)
                seq[i] = 0.0;
            for (it = 0; it < 60; it++) {
                for (i = 0; i < n; i++)
                    tmp[i] = step(i == 0 ? 1.0 : seq[i - 1], seq[i], i == n - 1 ? 0.0 : seq[i + 1]);
                for (i = 0; i < n; i++)
                    seq[i] = tmp[i];
            }
            for (i = 0; i < n; i++)
                if (fabs(u_get(i) - seq[i]) > 1e-12) {
                    if (errors < 5)
                        printf("FAIL: app_jacobi: u[%d] = %.15f, sequential %.15f\n", i, u_get(i), seq[i]);
                    errors++;
                }
            if (u_get(0) <= u_get(n - 1))
                /* heat flows in from the left */
                errors++;
        }
        free(seq);
        free(tmp);
        if (errors)
            printf("FAIL: app_jacobi: %d errors\n", errors);
        else
            printf("PASS: app_jacobi\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_jacobi(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_u = NGA_Create_irreg(C_DBL, 2, dims, "u", block, upcga_rows);
        u_local = upcga_own_row(g_u, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ghost_lo = NGA_Create_irreg(C_DBL, 2, dims, "ghost_lo", block, upcga_rows);
        ghost_lo_local = upcga_own_row(g_ghost_lo, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ghost_hi = NGA_Create_irreg(C_DBL, 2, dims, "ghost_hi", block, upcga_rows);
        ghost_hi_local = upcga_own_row(g_ghost_hi, sizeof(double));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_jacobi_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_jacobi;
