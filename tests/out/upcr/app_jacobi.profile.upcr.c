#include <upcr.h>
#include <upcrt.h>
#include <gasp_upc.h>
#define UPCRT_GASP_LOCAL 1
#include <upcrt_gasp.h>
static const int upcrt_gasp_entry_app_jacobi __attribute__((used, section("upcrt_gasp"))) = 1;
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/app_jacobi.upc"
/* app_jacobi.upc - 1-D heat equation by Jacobi iterations: each thread owns a block of the rod, exchanges ghost cells with its neighbours by upc_memput, and the result is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <upcr_lib.h>
#include <inttypes.h>
#line 12 "samples/upc/app_jacobi.upc"
upcr_shared_ptr_t u;
/* my left neighbour's last point, put there by it */
#line 13 "samples/upc/app_jacobi.upc"
upcr_pshared_ptr_t ghost_lo;
/* my right neighbour's first point */
#line 14 "samples/upc/app_jacobi.upc"
upcr_pshared_ptr_t ghost_hi;
upcr_pshared_ptr_t verdict;

static double step(double l, double c, double r) {
#line 17 "samples/upc/app_jacobi.upc"
    gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_START, "samples/upc/app_jacobi.upc", 17, 50, "static double step(double l, double c, double r)");
#line 17 "samples/upc/app_jacobi.upc"
    {
        __typeof__(c + 0.25 * (l - 2.0 * c + r)) upcrt_return = c + 0.25 * (l - 2.0 * c + r);
        gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_END, "samples/upc/app_jacobi.upc", 17, 52, "static double step(double l, double c, double r)");
        return upcrt_return;
    }
}
#line 19 "samples/upc/app_jacobi.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_START, "samples/upc/app_jacobi.upc", 20, 1, "int main(void)");
    int i, it, errors = 0;
    double mine[16], next[16];
    /* my block, through a local pointer */
#line 23 "samples/upc/app_jacobi.upc"
    double *cells = (double *)upcr_shared_to_local(upcr_add_shared(u, sizeof(double), 16 * ((int)upcr_mythread()), 16));

    for (i = 0; i < 16; i++)
        cells[i] = 0.0;
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 27, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 27, 5, 0, upcrt_value);
    }
#line 28 "samples/upc/app_jacobi.upc"
    for (it = 0; it < 60; it++) {
        /* ghost exchange: put my edge values into my neighbours' ghost cells */
        if (((int)upcr_mythread()) > 0)
            ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(ghost_hi, sizeof(double), ((int)upcr_mythread()) - 1)); __auto_type upcrt_arg1 = &cells[0]; __auto_type upcrt_arg2 = (unsigned long)sizeof(double); gasp_event_notify(upcrt_gasp_context, GASP_UPC_MEMPUT, GASP_START, "samples/upc/app_jacobi.upc", 31, 13, &upcrt_arg0, upcrt_arg1, upcrt_arg2); upcr_memput(upcrt_arg0, upcrt_arg1, upcrt_arg2); gasp_event_notify(upcrt_gasp_context, GASP_UPC_MEMPUT, GASP_END, "samples/upc/app_jacobi.upc", 31, 13, &upcrt_arg0, upcrt_arg1, upcrt_arg2); });
        else
            ({ upcr_pshared_ptr_t upcrt_at1 = ghost_lo; double upcrt_val1 = 1.0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/app_jacobi.upc", 33, 27, 1, &upcrt_val1, upcr_pshared_to_shared(upcrt_at1), sizeof upcrt_val1); upcr_put_pshared_doubleval(upcrt_at1, 0, upcrt_val1); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/app_jacobi.upc", 33, 27, 1, &upcrt_val1, upcr_pshared_to_shared(upcrt_at1), sizeof upcrt_val1); });
        if (((int)upcr_mythread()) < ((int)upcr_threads()) - 1)
            ({ __auto_type upcrt_arg0 = upcr_pshared_to_shared(upcr_add_pshared1(ghost_lo, sizeof(double), ((int)upcr_mythread()) + 1)); __auto_type upcrt_arg1 = &cells[16 - 1]; __auto_type upcrt_arg2 = (unsigned long)sizeof(double); gasp_event_notify(upcrt_gasp_context, GASP_UPC_MEMPUT, GASP_START, "samples/upc/app_jacobi.upc", 35, 13, &upcrt_arg0, upcrt_arg1, upcrt_arg2); upcr_memput(upcrt_arg0, upcrt_arg1, upcrt_arg2); gasp_event_notify(upcrt_gasp_context, GASP_UPC_MEMPUT, GASP_END, "samples/upc/app_jacobi.upc", 35, 13, &upcrt_arg0, upcrt_arg1, upcrt_arg2); });
        else
            ({ upcr_pshared_ptr_t upcrt_at2 = upcr_add_pshared1(ghost_hi, sizeof(double), ((int)upcr_threads()) - 1); double upcrt_val2 = 0.0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/app_jacobi.upc", 37, 37, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); upcr_put_pshared_doubleval(upcrt_at2, 0, upcrt_val2); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/app_jacobi.upc", 37, 37, 1, &upcrt_val2, upcr_pshared_to_shared(upcrt_at2), sizeof upcrt_val2); });
        {
            int upcrt_value = 0;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 38, 9, 0, upcrt_value);
            upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 38, 9, 0, upcrt_value);
        }
#line 39 "samples/upc/app_jacobi.upc"
        for (i = 0; i < 16; i++)
            mine[i] = cells[i];
        for (i = 0; i < 16; i++) {
            double l = i == 0 ? ({ upcr_pshared_ptr_t upcrt_at3 = upcr_add_pshared1(ghost_lo, sizeof(double), ((int)upcr_mythread())); double upcrt_val3; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 42, 42, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); upcrt_val3 = upcr_get_pshared_doubleval(upcrt_at3, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 42, 42, 1, &upcrt_val3, upcr_pshared_to_shared(upcrt_at3), sizeof upcrt_val3); upcrt_val3; }) : mine[i - 1];
            double r = i == 16 - 1 ? ({ upcr_pshared_ptr_t upcrt_at4 = upcr_add_pshared1(ghost_hi, sizeof(double), ((int)upcr_mythread())); double upcrt_val4; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 43, 47, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcrt_val4 = upcr_get_pshared_doubleval(upcrt_at4, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 43, 47, 1, &upcrt_val4, upcr_pshared_to_shared(upcrt_at4), sizeof upcrt_val4); upcrt_val4; }) : mine[i + 1];
            next[i] = step(l, mine[i], r);
        }
        /* the ghosts have been read before they are overwritten */
#line 46 "samples/upc/app_jacobi.upc"
        {
            int upcrt_value = 0;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 46, 9, 0, upcrt_value);
            upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 46, 9, 0, upcrt_value);
        }
#line 47 "samples/upc/app_jacobi.upc"
        for (i = 0; i < 16; i++)
            cells[i] = next[i];
    }
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 50, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 50, 5, 0, upcrt_value);
    }
#line 52 "samples/upc/app_jacobi.upc"
    if (((int)upcr_mythread()) == 0) {
        int n = 16 * ((int)upcr_threads());
        double *seq = ({ __auto_type upcrt_arg0 = (unsigned long)(n * sizeof *seq); gasp_event_notify(upcrt_gasp_context, GASP_C_MALLOC, GASP_START, "samples/upc/app_jacobi.upc", 54, 23, upcrt_arg0); __auto_type upcrt_result = malloc(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_C_MALLOC, GASP_END, "samples/upc/app_jacobi.upc", 54, 23, upcrt_arg0, upcrt_result); upcrt_result; }), *tmp = ({ __auto_type upcrt_arg0 = (unsigned long)(n * sizeof *tmp); gasp_event_notify(upcrt_gasp_context, GASP_C_MALLOC, GASP_START, "samples/upc/app_jacobi.upc", 54, 55, upcrt_arg0); __auto_type upcrt_result = malloc(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_C_MALLOC, GASP_END, "samples/upc/app_jacobi.upc", 54, 55, upcrt_arg0, upcrt_result); upcrt_result; });
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
                if (fabs(({ upcr_shared_ptr_t upcrt_at5 = upcr_add_shared(u, sizeof(double), i, 16); double upcrt_val5; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 68, 28, 1, &upcrt_val5, upcrt_at5, sizeof upcrt_val5); upcrt_val5 = upcr_get_shared_doubleval(upcrt_at5, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 68, 28, 1, &upcrt_val5, upcrt_at5, sizeof upcrt_val5); upcrt_val5; }) - seq[i]) > 1e-12) {
                    if (errors < 5)
                        printf("FAIL: app_jacobi: u[%d] = %.15f, sequential %.15f\n", i, ({ upcr_shared_ptr_t upcrt_at6 = upcr_add_shared(u, sizeof(double), i, 16); double upcrt_val6; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 70, 92, 1, &upcrt_val6, upcrt_at6, sizeof upcrt_val6); upcrt_val6 = upcr_get_shared_doubleval(upcrt_at6, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 70, 92, 1, &upcrt_val6, upcrt_at6, sizeof upcrt_val6); upcrt_val6; }), seq[i]);
                    errors++;
                }
            if (({ upcr_shared_ptr_t upcrt_at7 = u; double upcrt_val7; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 73, 19, 1, &upcrt_val7, upcrt_at7, sizeof upcrt_val7); upcrt_val7 = upcr_get_shared_doubleval(upcrt_at7, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 73, 19, 1, &upcrt_val7, upcrt_at7, sizeof upcrt_val7); upcrt_val7; }) <= ({ upcr_shared_ptr_t upcrt_at8 = upcr_add_shared(u, sizeof(double), n - 1, 16); double upcrt_val8; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 73, 31, 1, &upcrt_val8, upcrt_at8, sizeof upcrt_val8); upcrt_val8 = upcr_get_shared_doubleval(upcrt_at8, 0); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 73, 31, 1, &upcrt_val8, upcrt_at8, sizeof upcrt_val8); upcrt_val8; }))
                /* heat flows in from the left */
#line 74 "samples/upc/app_jacobi.upc"
                errors++;
        }
        ({ __auto_type upcrt_arg0 = seq; gasp_event_notify(upcrt_gasp_context, GASP_C_FREE, GASP_START, "samples/upc/app_jacobi.upc", 76, 9, upcrt_arg0); free(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_C_FREE, GASP_END, "samples/upc/app_jacobi.upc", 76, 9, upcrt_arg0); });
        ({ __auto_type upcrt_arg0 = tmp; gasp_event_notify(upcrt_gasp_context, GASP_C_FREE, GASP_START, "samples/upc/app_jacobi.upc", 77, 9, upcrt_arg0); free(upcrt_arg0); gasp_event_notify(upcrt_gasp_context, GASP_C_FREE, GASP_END, "samples/upc/app_jacobi.upc", 77, 9, upcrt_arg0); });
        if (errors)
            printf("FAIL: app_jacobi: %d errors\n", errors);
        else
            printf("PASS: app_jacobi\n");
        ({ upcr_pshared_ptr_t upcrt_at9 = verdict; int upcrt_val9 = errors != 0; upcrt_gasp_access(GASP_UPC_PUT, GASP_START, "samples/upc/app_jacobi.upc", 82, 29, 1, &upcrt_val9, upcr_pshared_to_shared(upcrt_at9), sizeof upcrt_val9); upcr_put_pshared_val(upcrt_at9, 0, (int)upcrt_val9, sizeof(int)); upcrt_gasp_access(GASP_UPC_PUT, GASP_END, "samples/upc/app_jacobi.upc", 82, 29, 1, &upcrt_val9, upcr_pshared_to_shared(upcrt_at9), sizeof upcrt_val9); });
    }
    {
        int upcrt_value = 0;
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_START, "samples/upc/app_jacobi.upc", 84, 5, 0, upcrt_value);
        upcr_barrier(upcrt_value, UPCR_BARRIERFLAG_ANONYMOUS);
        gasp_event_notify(upcrt_gasp_context, GASP_UPC_BARRIER, GASP_END, "samples/upc/app_jacobi.upc", 84, 5, 0, upcrt_value);
    }
#line 85 "samples/upc/app_jacobi.upc"
    {
        __typeof__(({ upcr_pshared_ptr_t upcrt_at10 = verdict; int upcrt_val10; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 85, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10 = (int)upcr_get_pshared_val(upcrt_at10, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 85, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10; })) upcrt_return = ({ upcr_pshared_ptr_t upcrt_at10 = verdict; int upcrt_val10; upcrt_gasp_access(GASP_UPC_GET, GASP_START, "samples/upc/app_jacobi.upc", 85, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10 = (int)upcr_get_pshared_val(upcrt_at10, 0, sizeof(int)); upcrt_gasp_access(GASP_UPC_GET, GASP_END, "samples/upc/app_jacobi.upc", 85, 12, 1, &upcrt_val10, upcr_pshared_to_shared(upcrt_at10), sizeof upcrt_val10); upcrt_val10; });
        {
            int upcrt_status = (int)upcrt_return;
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "samples/upc/app_jacobi.upc", 85, 5, upcrt_status);
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            gasp_event_notify(upcrt_gasp_context, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "samples/upc/app_jacobi.upc", 85, 5, upcrt_status);
        }
        gasp_event_notify(upcrt_gasp_context, GASP_C_FUNC, GASP_END, "samples/upc/app_jacobi.upc", 85, 5, "int main(void)");
        return upcrt_return;
    }
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_jacobi(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ghost_lo, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "ghost_lo", "shared double [1 * THREADS]" },
        { &ghost_hi, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "ghost_hi", "shared double [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &u, 16 * sizeof(double), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(double), "u", "shared [16] double [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
    upcrt_gasp_object_site(&u, "samples/upc/app_jacobi.upc", 12);
    upcrt_gasp_object_site(&ghost_lo, "samples/upc/app_jacobi.upc", 13);
    upcrt_gasp_object_site(&ghost_hi, "samples/upc/app_jacobi.upc", 14);
    upcrt_gasp_object_site(&verdict, "samples/upc/app_jacobi.upc", 15);
}
static void (*const upcrt_alloc_app_jacobi_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_jacobi;
