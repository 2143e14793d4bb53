#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
#include <gasp_upc.h>
#define UPCGA_GASP_LOCAL 1
#include <upcga_gasp.h>
static const int upcga_gasp_entry_app_jacobi __attribute__((used, section("upcga_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/app_jacobi.upc"
/* app_jacobi.upc - 1-D heat equation by Jacobi iterations: each thread owns a block of the rod, exchanges ghost cells with its neighbours by upc_memput, and the result is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [16] double u[16 * THREADS]`: a GA array (one row per thread); this thread's part is u_local. */
int g_u;
double *u_local;
/* `&u[i]`: a pointer-to-shared. */
static inline upcga_ptr_t u_ref(long i) {
    upcga_ptr_t p = { g_u, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(double), i % 16 };
    return p;
}
/* `shared double ghost_lo[THREADS]`: a GA array (one row per thread); this thread's part is ghost_lo_local. */
int g_ghost_lo;
double *ghost_lo_local;
/* `&ghost_lo[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ghost_lo_ref(long i) {
    upcga_ptr_t p = { g_ghost_lo, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared double ghost_hi[THREADS]`: a GA array (one row per thread); this thread's part is ghost_hi_local. */
int g_ghost_hi;
double *ghost_hi_local;
/* `&ghost_hi[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ghost_hi_ref(long i) {
    upcga_ptr_t p = { g_ghost_hi, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `&verdict`: a pointer-to-shared. */
static inline upcga_ptr_t verdict_ref(void) {
    upcga_ptr_t p = { g_verdict, 0, 0, 0 };
    return p;
}
#line 13 "samples/upc/app_jacobi.upc"
/* my left neighbour's last point, put there by it */
/* my right neighbour's first point */


static double step(double l, double c, double r) {
#line 17 "samples/upc/app_jacobi.upc"
    gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_START, "samples/upc/app_jacobi.upc", 17, 50, "static double step(double l, double c, double r)");
#line 17 "samples/upc/app_jacobi.upc"
    {
        double upcga_return = c + 0.25 * (l - 2.0 * c + r);
        gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_END, "samples/upc/app_jacobi.upc", 17, 52, "static double step(double l, double c, double r)");
        return upcga_return;
    }
}
#line 19 "samples/upc/app_jacobi.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_START, "samples/upc/app_jacobi.upc", 20, 1, "int main(void)");
    int i, it, errors = 0;
    double mine[16], next[16];
    /* my block, through a local pointer */
#line 23 "samples/upc/app_jacobi.upc"
    double *cells = (double *)upcga_to_local(u_ref(16 * MYTHREAD));

    for (i = 0; i < 16; i++)
        cells[i] = 0.0;
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 27, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 27, 5, 0, upcga_value);
    }
#line 28 "samples/upc/app_jacobi.upc"
    for (it = 0; it < 60; it++) {
        /* ghost exchange: put my edge values into my neighbours' ghost cells */
        if (MYTHREAD > 0)
            ({ __auto_type upcga_arg0 = ghost_hi_ref(MYTHREAD - 1); __auto_type upcga_arg1 = &cells[0]; __auto_type upcga_arg2 = (unsigned long)sizeof(double); gasp_event_notify(upcga_gasp_context, GASP_UPC_MEMPUT, GASP_START, "samples/upc/app_jacobi.upc", 31, 13, &upcga_arg0, upcga_arg1, upcga_arg2); upcga_memput(upcga_arg0, upcga_arg1, upcga_arg2); gasp_event_notify(upcga_gasp_context, GASP_UPC_MEMPUT, GASP_END, "samples/upc/app_jacobi.upc", 31, 13, &upcga_arg0, upcga_arg1, upcga_arg2); });
        else
            ({ upcga_ptr_t upcga_pp = ghost_lo_ref(0); double upcga_pv = 1.0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/app_jacobi.upc", 33, 13, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/app_jacobi.upc", 33, 13, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
        if (MYTHREAD < THREADS - 1)
            ({ __auto_type upcga_arg0 = ghost_lo_ref(MYTHREAD + 1); __auto_type upcga_arg1 = &cells[16 - 1]; __auto_type upcga_arg2 = (unsigned long)sizeof(double); gasp_event_notify(upcga_gasp_context, GASP_UPC_MEMPUT, GASP_START, "samples/upc/app_jacobi.upc", 35, 13, &upcga_arg0, upcga_arg1, upcga_arg2); upcga_memput(upcga_arg0, upcga_arg1, upcga_arg2); gasp_event_notify(upcga_gasp_context, GASP_UPC_MEMPUT, GASP_END, "samples/upc/app_jacobi.upc", 35, 13, &upcga_arg0, upcga_arg1, upcga_arg2); });
        else
            ({ upcga_ptr_t upcga_pp = ghost_hi_ref(THREADS - 1); double upcga_pv = 0.0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/app_jacobi.upc", 37, 13, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/app_jacobi.upc", 37, 13, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
        {
            int upcga_value = 0;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 38, 9, 0, upcga_value);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 38, 9, 0, upcga_value);
        }
#line 39 "samples/upc/app_jacobi.upc"
        for (i = 0; i < 16; i++)
            mine[i] = cells[i];
        for (i = 0; i < 16; i++) {
            double l = i == 0 ? ({ upcga_ptr_t upcga_gp = ghost_lo_ref(MYTHREAD); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 42, 33, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 42, 33, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) : mine[i - 1];
            double r = i == 16 - 1 ? ({ upcga_ptr_t upcga_gp = ghost_hi_ref(MYTHREAD); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 43, 38, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 43, 38, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) : mine[i + 1];
            next[i] = step(l, mine[i], r);
        }
        /* the ghosts have been read before they are overwritten */
#line 46 "samples/upc/app_jacobi.upc"
        {
            int upcga_value = 0;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 46, 9, 0, upcga_value);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 46, 9, 0, upcga_value);
        }
#line 47 "samples/upc/app_jacobi.upc"
        for (i = 0; i < 16; i++)
            cells[i] = next[i];
    }
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 50, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 50, 5, 0, upcga_value);
    }
#line 52 "samples/upc/app_jacobi.upc"
    if (MYTHREAD == 0) {
        int n = 16 * THREADS;
        double *seq = ({ __auto_type upcga_arg0 = (unsigned long)(n * sizeof *seq); gasp_event_notify(upcga_gasp_context, GASP_C_MALLOC, GASP_START, "samples/upc/app_jacobi.upc", 54, 23, upcga_arg0); __auto_type upcga_result = malloc(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_C_MALLOC, GASP_END, "samples/upc/app_jacobi.upc", 54, 23, upcga_arg0, upcga_result); upcga_result; }), *tmp = ({ __auto_type upcga_arg0 = (unsigned long)(n * sizeof *tmp); gasp_event_notify(upcga_gasp_context, GASP_C_MALLOC, GASP_START, "samples/upc/app_jacobi.upc", 54, 55, upcga_arg0); __auto_type upcga_result = malloc(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_C_MALLOC, GASP_END, "samples/upc/app_jacobi.upc", 54, 55, upcga_arg0, upcga_result); upcga_result; });
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
                if (fabs(({ upcga_ptr_t upcga_gp = u_ref(i); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 68, 26, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 68, 26, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) - seq[i]) > 1e-12) {
                    if (errors < 5)
                        printf("FAIL: app_jacobi: u[%d] = %.15f, sequential %.15f\n", i, ({ upcga_ptr_t upcga_gp = u_ref(i); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 70, 90, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 70, 90, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }), seq[i]);
                    errors++;
                }
            if (({ upcga_ptr_t upcga_gp = u_ref(0); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 73, 17, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 73, 17, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }) <= ({ upcga_ptr_t upcga_gp = u_ref(n - 1); double upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 73, 25, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 73, 25, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; }))
                /* heat flows in from the left */
#line 74 "samples/upc/app_jacobi.upc"
                errors++;
        }
        ({ __auto_type upcga_arg0 = seq; gasp_event_notify(upcga_gasp_context, GASP_C_FREE, GASP_START, "samples/upc/app_jacobi.upc", 76, 9, upcga_arg0); free(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_C_FREE, GASP_END, "samples/upc/app_jacobi.upc", 76, 9, upcga_arg0); });
        ({ __auto_type upcga_arg0 = tmp; gasp_event_notify(upcga_gasp_context, GASP_C_FREE, GASP_START, "samples/upc/app_jacobi.upc", 77, 9, upcga_arg0); free(upcga_arg0); gasp_event_notify(upcga_gasp_context, GASP_C_FREE, GASP_END, "samples/upc/app_jacobi.upc", 77, 9, upcga_arg0); });
        if (errors)
            printf("FAIL: app_jacobi: %d errors\n", errors);
        else
            printf("PASS: app_jacobi\n");
        ({ upcga_ptr_t upcga_pp = verdict_ref(); int upcga_pv = errors != 0; upcga_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/app_jacobi.upc", 82, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_put(upcga_pp, &upcga_pv, sizeof upcga_pv); upcga_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/app_jacobi.upc", 82, 9, 1, &upcga_pv, upcga_pp, sizeof *&upcga_pv); upcga_pv; });
    }
    {
        int upcga_value = 0;
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 84, 5, 0, upcga_value);
        upcga_barrier();
        gasp_event_notify(upcga_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 84, 5, 0, upcga_value);
    }
#line 85 "samples/upc/app_jacobi.upc"
    {
        int upcga_return = ({ upcga_ptr_t upcga_gp = verdict_ref(); int upcga_gv; upcga_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 85, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_get(&upcga_gv, upcga_gp, sizeof upcga_gv); upcga_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 85, 12, 1, &upcga_gv, upcga_gp, sizeof *&upcga_gv); upcga_gv; });
        {
            int upcga_status = (int)upcga_return;
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/app_jacobi.upc", 85, 5, upcga_status);
            upcga_barrier();
            gasp_event_notify(upcga_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/app_jacobi.upc", 85, 5, upcga_status);
        }
        gasp_event_notify(upcga_gasp_context, GASP_C_FUNC, GASP_END, "samples/upc/app_jacobi.upc", 85, 5, "int main(void)");
        return upcga_return;
    }
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
    upcga_gasp_object_site(g_u, "samples/upc/app_jacobi.upc", 12);
    upcga_gasp_object_site(g_ghost_lo, "samples/upc/app_jacobi.upc", 13);
    upcga_gasp_object_site(g_ghost_hi, "samples/upc/app_jacobi.upc", 14);
    upcga_gasp_object_site(g_verdict, "samples/upc/app_jacobi.upc", 15);
}
static void (*const upcga_create_app_jacobi_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_jacobi;
